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
//!
//! The stages of a screen ([`painted`], [`painted_after`], [`later`]) wait
//! in one queue, paced by frames ([`stage`]): after a frame, stages run, each
//! in a task of its own, until the page has worked for [`STAGE_BUDGET_MS`]
//! since that frame; the rest wait for the next frame. On a slow phone, each
//! stage then gets a frame of its own, so that no frame has to lay out and
//! paint what several stages built; on a fast computer, several stages share
//! one. Presses that answer after a frame ([`after_paint`]) do not queue.

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

/// How long the page may work on stages after a frame, in milliseconds,
/// before the next stage waits for the next frame (see [`stage`]).
const STAGE_BUDGET_MS: f64 = 8.0;

/// The stages waiting to run, first come first run, and where the queue is.
#[derive(Default)]
struct Stages {
    waiting: std::collections::VecDeque<Box<dyn FnOnce()>>,
    pace: Pace,
}

/// Where the queue of stages is.
#[derive(Default, Clone, Copy)]
enum Pace {
    /// No stage runs or waits for a frame.
    #[default]
    Idle,
    /// The next stage waits for a frame.
    AwaitingFrame,
    /// Stages run after a frame that ended at this time (ms).
    Running(f64),
}

thread_local! {
    static STAGES: std::cell::RefCell<Stages> = std::cell::RefCell::default();
}

/// Runs `f`, a stage of a screen's build, in a task of its own after the
/// next frame is painted, or later: stages queue, and after a frame they run
/// only until [`STAGE_BUDGET_MS`] have gone by since that frame; the others
/// wait for the frame after that, and so on.
pub fn stage(f: impl FnOnce() + 'static) {
    let idle = STAGES.with_borrow_mut(|s| {
        s.waiting.push_back(Box::new(f));
        matches!(s.pace, Pace::Idle)
    });
    if idle {
        next_stage_after_frame();
    }
}

/// The next stage, in a task after the next frame is painted.
fn next_stage_after_frame() {
    STAGES.with_borrow_mut(|s| s.pace = Pace::AwaitingFrame);
    request_animation_frame(|| {
        set_timeout(
            || {
                STAGES.with_borrow_mut(|s| s.pace = Pace::Running(js_sys::Date::now()));
                run_stage();
            },
            std::time::Duration::ZERO,
        )
    });
}

/// Runs the next stage if the time since the frame allows, then the one
/// after it in a task of its own; or waits for a frame.
fn run_stage() {
    let next = STAGES.with_borrow_mut(|s| match s.pace {
        Pace::Running(since) if js_sys::Date::now() - since < STAGE_BUDGET_MS => {
            Ok(s.waiting.pop_front())
        }
        _ => Err(()),
    });
    match next {
        Err(()) => next_stage_after_frame(),
        Ok(None) => STAGES.with_borrow_mut(|s| s.pace = Pace::Idle),
        Ok(Some(f)) => {
            f();
            // What the stage started (its effects, a view's build into the
            // page) runs before the next stage is looked at.
            set_timeout(run_stage, std::time::Duration::ZERO);
        }
    }
}

/// A flag that turns true in a stage of its own (see [`stage`]): after the
/// next frame is painted, or later.
pub fn painted() -> ReadSignal<bool> {
    let ready = RwSignal::new(false);
    stage(move || {
        // The screen may be gone by then.
        let _ = ready.try_set(true);
    });
    ready.read_only()
}

/// Becomes true once `first` is true, in a stage after that (see
/// [`stage`]): what hangs on it is built in a task after the one that `first`
/// starts.
pub fn painted_after(first: ReadSignal<bool>) -> ReadSignal<bool> {
    let ready = RwSignal::new(false);
    Effect::new(move |done: Option<bool>| {
        if done == Some(true) || !first.get() {
            return done.unwrap_or(false);
        }
        stage(move || {
            let _ = ready.try_set(true);
        });
        true
    });
    ready.read_only()
}

/// The view `build` makes, after the view around it is painted (see
/// [`painted`]); nothing until then. `build` runs in a stage of its own, and
/// its view is built into the page in the stage after that (see [`stage`]).
pub fn later<V: IntoView + Send + 'static>(
    build: impl Fn() -> V + Send + Sync + 'static,
) -> impl IntoView {
    let ready = painted();
    move || {
        ready.get().then(|| {
            // Queued before the stages that `build` queues, so that the view
            // is in the page before they run.
            let built_in = NextTask::via(stage_boxed);
            let view = build();
            Suspend::new(async move {
                built_in.await;
                view
            })
        })
    }
}

/// [`stage`], for [`NextTask`].
fn stage_boxed(f: Box<dyn FnOnce()>) {
    stage(f);
}

/// Ready in a task of its own: what follows its `.await` runs after the
/// page has given the main thread back to the browser (a timer of no
/// delay), so that input and frames can come in between.
pub fn next_task() -> impl Future<Output = ()> + Send {
    NextTask::via(|f| set_timeout(f, std::time::Duration::ZERO))
}

/// See [`next_task`]: told to go on by a timer or a stage, asked for as soon
/// as it is made.
struct NextTask {
    timer: Arc<Mutex<Timer>>,
}

impl NextTask {
    /// Ready once `via` runs what it is given.
    fn via(via: fn(Box<dyn FnOnce()>)) -> Self {
        let timer = Arc::new(Mutex::new(Timer::default()));
        let fires = Arc::clone(&timer);
        via(Box::new(move || {
            let waker = {
                let mut t = fires.lock().unwrap_or_else(PoisonError::into_inner);
                t.fired = true;
                t.waker.take()
            };
            if let Some(waker) = waker {
                waker.wake();
            }
        }));
        NextTask { timer }
    }
}

#[derive(Default)]
struct Timer {
    fired: bool,
    waker: Option<Waker>,
}

impl Future for NextTask {
    type Output = ();

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<()> {
        let mut t = self.timer.lock().unwrap_or_else(PoisonError::into_inner);
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
