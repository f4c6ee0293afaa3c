//! Cyvasse in the browser: the page over the `cyvasse` engine.

mod ai;
mod app;
mod art;
mod board;
mod drag;
mod help;
mod keeper;
mod later;
mod notation;
mod part;
mod play_model;
mod route;
mod screens;
mod seat;
mod session;
mod setup_model;
mod signals;
mod storage;
mod widgets;

/// 64 random bits from the browser's random source.
pub fn random_u64() -> u64 {
    let half = || (js_sys::Math::random() * 4_294_967_296.0) as u64;
    (half() << 32) | half()
}

fn main() {
    // Debug builds report a panic in the console; release builds keep the
    // bytes (nothing in the page is meant to panic).
    #[cfg(debug_assertions)]
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(app::App);
}
