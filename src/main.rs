//! Cyvasse in the browser: the page over the `cyvasse` engine.

mod app;
mod art;
mod board;
mod computer;
mod drag;
mod help;
mod i18n;
mod keeper;
mod later;
mod learn_model;
mod notation;
mod part;
mod play_model;
mod qr;
mod reader;
mod route;
mod screens;
mod selection;
mod session;
mod setup_model;
mod signals;
mod storage;
mod text_board;
mod widgets;
mod worker_client;

/// 64 random bits from the browser's random source.
pub fn random_u64() -> u64 {
    let half = || (js_sys::Math::random() * 4_294_967_296.0) as u64;
    (half() << 32) | half()
}

/// The side chosen, or one drawn at random for `None` (a choice of
/// *Random*).
pub fn side_or_random(side: Option<cyvasse::Color>) -> cyvasse::Color {
    side.unwrap_or(if random_u64().is_multiple_of(2) {
        cyvasse::Color::White
    } else {
        cyvasse::Color::Black
    })
}

fn main() {
    // Debug builds report a panic in the console; release builds keep the
    // bytes (nothing in the page is meant to panic).
    #[cfg(debug_assertions)]
    console_error_panic_hook::set_once();
    // The page's words in the language chosen, else the browser's: a
    // catalog other than English's is fetched before the page is drawn (from
    // the service worker's cache after the first visit), so that no English
    // flashes first. Without it the page is drawn in English.
    let lang = storage::settings()
        .lang()
        .unwrap_or_else(|| i18n::Lang::preferred(i18n::browser_tags().iter().map(String::as_str)));
    wasm_bindgen_futures::spawn_local(async move {
        let _ = i18n::show(lang).await;
        leptos::mount::mount_to_body(app::App);
    });
}
