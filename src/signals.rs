//! Signals that tell their readers only of real changes.
//!
//! A Leptos memo recomputes only when its sources change, but every change of
//! a source still wakes everything downstream of the memo to check. The board
//! hangs hundreds of small drawings on a few values of the game, and a tap
//! changes the game's state (the unit picked up) without changing those
//! values; a [`settled`] copy wakes its readers only when the value differs.

use leptos::prelude::*;

/// A signal that follows `source` and tells its readers only when the value
/// changes. It is brought up to date a moment after the change (before the
/// next frame), by an effect.
pub fn settled<T: Clone + PartialEq + Send + Sync + 'static>(
    source: impl Fn() -> T + 'static,
) -> ReadSignal<T> {
    let value = RwSignal::new(untrack(&source));
    Effect::new(move |_| set_if_changed(value, source()));
    value.read_only()
}

/// Sets `signal` to `value` unless it holds that already.
pub fn set_if_changed<T: PartialEq + Send + Sync + 'static>(signal: RwSignal<T>, value: T) {
    if signal.with_untracked(|v| *v != value) {
        signal.set(value);
    }
}
