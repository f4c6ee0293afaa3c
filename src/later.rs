//! Work put off until the screen is painted.
//!
//! Building a whole screen in the task of the press that opened it keeps the
//! page busy for longer than a frame on a slow phone: the first time a screen
//! is built, the browser also compiles the WebAssembly functions that build it
//! (it compiles each function when it is first called). So a screen shows its
//! frame first, and the parts of it that can wait a moment (the board's
//! squares, a side panel) are built in tasks of their own after that frame.
//!
//! A view is made in two steps, each of which compiles code of its own the
//! first time: its component's function runs (signals, memos, effects, the
//! view's description), then the view is built into the page. Parts and the
//! views built later take the two in separate tasks (see [`next_task`]).

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll, Waker};

use leptos::prelude::*;

use crate::signals::set_if_changed;

/// Runs `f` in a task of its own, after the next frame is painted (a frame,
/// then a task: a timer set from the frame's callback fires after its paint).
pub fn after_paint(f: impl FnOnce() + 'static) {
    request_animation_frame(move || set_timeout(f, std::time::Duration::ZERO));
}

/// A flag that turns true in a task of its own after the next frame is
/// painted.
pub fn painted() -> ReadSignal<bool> {
    let ready = RwSignal::new(false);
    after_paint(move || {
        // The screen may be gone by then.
        let _ = ready.try_set(true);
    });
    ready.read_only()
}

/// Becomes true once `first` is true and a frame after that is painted:
/// what hangs on it is built in a task after the one that `first` starts.
pub fn painted_after(first: ReadSignal<bool>) -> ReadSignal<bool> {
    let ready = RwSignal::new(false);
    Effect::new(move |done: Option<bool>| {
        if done == Some(true) || !first.get() {
            return done.unwrap_or(false);
        }
        after_paint(move || {
            let _ = ready.try_set(true);
        });
        true
    });
    ready.read_only()
}

/// The view `build` makes, after the view around it is painted (see
/// [`painted`]); nothing until then. `build` runs in a task of its own, and
/// its view is built into the page in the task after that.
pub fn later<V: IntoView + Send + 'static>(
    build: impl Fn() -> V + Send + Sync + 'static,
) -> impl IntoView {
    let ready = painted();
    move || {
        ready.get().then(|| {
            let view = build();
            Suspend::new(async move {
                next_task().await;
                view
            })
        })
    }
}

/// Ready in a task of its own: what follows its `.await` runs after the
/// page has given the main thread back to the browser (a timer of no
/// delay), so that input and frames can come in between.
pub fn next_task() -> impl Future<Output = ()> + Send {
    NextTask { timer: None }
}

/// See [`next_task`]: its timer's state, once the timer is set.
struct NextTask {
    timer: Option<Arc<Mutex<Timer>>>,
}

#[derive(Default)]
struct Timer {
    fired: bool,
    waker: Option<Waker>,
}

impl Future for NextTask {
    type Output = ();

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<()> {
        let timer = self.timer.get_or_insert_with(|| {
            let timer = Arc::new(Mutex::new(Timer::default()));
            let fires = Arc::clone(&timer);
            set_timeout(
                move || {
                    let waker = {
                        let mut t = fires.lock().unwrap_or_else(PoisonError::into_inner);
                        t.fired = true;
                        t.waker.take()
                    };
                    if let Some(waker) = waker {
                        waker.wake();
                    }
                },
                std::time::Duration::ZERO,
            );
            timer
        });
        let mut t = timer.lock().unwrap_or_else(PoisonError::into_inner);
        if t.fired {
            Poll::Ready(())
        } else {
            t.waker = Some(cx.waker().clone());
            Poll::Pending
        }
    }
}

/// A copy of `source` that takes each new value in a task of its own after
/// the next frame is painted: what hangs on the copy is drawn a frame later
/// than what hangs on `source`, and not in the same task. Changes in between
/// are taken together.
pub fn after_paint_copy<T: Clone + PartialEq + Send + Sync + 'static>(
    source: ReadSignal<T>,
) -> ReadSignal<T> {
    let copy = RwSignal::new(source.get_untracked());
    let pending = StoredValue::new(false);
    Effect::new(move |_| {
        source.track();
        if pending.get_value() {
            return;
        }
        pending.set_value(true);
        after_paint(move || {
            // The screen may be gone by then.
            if pending.try_set_value(false).is_some() {
                return;
            }
            if let Some(value) = source.try_get_untracked() {
                set_if_changed(copy, value);
            }
        });
    });
    copy.read_only()
}
