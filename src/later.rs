//! Work put off until the screen is painted.
//!
//! Building a whole screen in the task of the press that opened it keeps the
//! page busy for longer than a frame on a slow phone: the first time a screen
//! is built, the browser also compiles the WebAssembly functions that build it
//! (it compiles each function when it is first called). So a screen shows its
//! frame first, and the parts of it that can wait a moment (the board's
//! squares, a side panel) are built in tasks of their own after that frame.

use leptos::prelude::*;

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

/// The view `build` makes, built after the view around it is painted (see
/// [`painted`]); nothing until then.
pub fn later<V: IntoView + 'static>(
    build: impl Fn() -> V + Send + Sync + 'static,
) -> impl IntoView {
    let ready = painted();
    move || ready.get().then(&build)
}
