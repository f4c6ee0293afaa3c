//! Cyvasse in the browser: mounts the page.

mod app;
mod board;

fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(app::App);
}
