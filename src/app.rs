//! The page's shell: the game on the device (`keeper`), the screen it is on
//! (`screens::on_show`), the notices over every screen, and the dialogs that
//! open over any of them (the rules help, a game's link and text).

use leptos::prelude::*;

use crate::drag::{DragGhost, Dragging};
use crate::help::RulesDialogProps;
use crate::i18n::{self, t, Lang, Msg};
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
    // Everything in words is built again when the language changes.
    let header = move || {
        k.lang.track();
        view! {
            <button
                type="button"
                class="title"
                aria-label=t(Msg::PageToStart)
                on:click=move |_| k.screen.set(Screen::Start)
            >
                {t(Msg::PageTitle)}
            </button>
            <span class="top-tools">
                {language_menu(k)}
                {button("button ghost", t(Msg::PageRules), move || rules_open.set(true))}
            </span>
        }
    };
    view! {
        <div class="page">
            <header class="top">{header}</header>
            <main class="stage">
                {move || {
                    k.lang.track();
                    notice.get().map(|n| view! {
                        <div class="banner notice-bar" role="alert">
                            <p>{n}</p>
                            {button("button", t(Msg::PageDismiss), move || notice.set(None))}
                        </div>
                    }.into_any())
                }}
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

/// The page's languages, each named in itself: choosing one shows the page
/// in it at once, the game on screen kept.
fn language_menu(k: Keeper) -> impl IntoView {
    let on_show = i18n::lang();
    view! {
        <select
            class="language"
            aria-label=t(Msg::PageLanguage)
            on:change=move |e| {
                if let Some(lang) = Lang::from_tag(&event_target_value(&e)) {
                    k.choose_lang(lang);
                }
            }
        >
            {Lang::ALL
                .into_iter()
                .map(|lang| view! {
                    <option value=lang.code() lang=lang.code() selected=lang == on_show>
                        {lang.name()}
                    </option>
                })
                .collect_view()}
        </select>
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
