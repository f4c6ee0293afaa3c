//! The page's shell: the game on the device (`keeper`), the screen it is on
//! (`screens::on_show`), the notices over every screen, and the dialogs that
//! open over any of them (the rules help, a game's link and text).

use leptos::prelude::*;

use crate::drag::{DragGhost, Dragging};
use crate::help::RulesDialogProps;
use crate::keeper::Keeper;
use crate::part::{deferred_once, Fetching};
use crate::route::Screen;
use crate::screens::parts;
use crate::screens::{self, saved::ExportDialogProps};
use crate::storage;
use crate::widgets::{button, message_line};

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    Dragging::provide();
    let k = Keeper::new();
    let (notice, export) = (k.notice, k.export);
    let rules_open = RwSignal::new(false);
    report_unreadable_entries(k);
    view! {
        <div class="page">
            <header class="top">
                <button
                    type="button"
                    class="title"
                    aria-label="Cyvasse: to the start screen"
                    on:click=move |_| k.screen.set(Screen::Start)
                >
                    "Cyvasse"
                </button>
                {button("button ghost", "Rules", move || rules_open.set(true))}
            </header>
            <main class="stage">
                {move || notice.get().map(|n| view! {
                    <div class="banner notice-bar" role="alert">
                        <p>{n}</p>
                        {button("button", "Dismiss", move || notice.set(None))}
                    </div>
                }.into_any())}
                {move || k.error.get().map(|e| message_line(false, e))}
                {screens::on_show(k, rules_open)}
            </main>
            {deferred_once(
                rules_open.into(),
                Callback::new(move |()| rules_open.set(false)),
                notice,
                Callback::new(move |()| {
                    Box::pin(parts::rules_dialog(RulesDialogProps {
                        open: rules_open,
                        ruleset: Signal::derive(move || k.ruleset_on_show()),
                    })) as Fetching
                }),
            )}
            {deferred_once(
                Signal::derive(move || export.with(Option::is_some)),
                Callback::new(move |()| export.set(None)),
                notice,
                Callback::new(move |()| Box::pin(parts::export_dialog(ExportDialogProps { export })) as Fetching),
            )}
            <DragGhost />
        </div>
    }
}

/// Entries that cannot be read are set aside and reported once, at load:
/// the games here, the layouts (if there are any) by the part of the page
/// that shows them.
fn report_unreadable_entries(k: Keeper) {
    let mut trouble = storage::Trouble::default();
    storage::games(&mut trouble);
    if let Some(m) = trouble.message() {
        k.report(m);
    }
    if !storage::LAYOUTS.is_empty() {
        leptos::task::spawn_local(async move {
            if let Ok(Some(m)) = parts::check_layouts().await {
                k.report(m);
            }
        });
    }
}
