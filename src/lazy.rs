//! Parts of the page that load when first opened: the play screen, the saved
//! games, the layout library, a shared layout, the game against the computer's
//! choices, the rules help and the export dialog.
//!
//! Each function below is a split point: the release build
//! (`scripts/finish-build.py`) cuts what only it needs out of the page's
//! WebAssembly into a file of its own, fetched the first time the function is
//! called. The page a player first loads carries the start screen, the setups
//! and the game. The service worker keeps every file, so the parts load
//! offline too. Built for tests (not WebAssembly), the functions are plain
//! calls.
//!
//! A part that cannot be fetched says so in a line of the page, and opening it
//! again tries again.

use std::future::Future;

use cyvasse::{Color, Layout, Level};
use leptos::prelude::*;
use leptos::wasm_split::{wasm_split, SplitLoaderError};

use crate::help::capitalized;
use crate::help::RulesDialog;
use crate::layouts::{LayoutLibrary, SharedLayoutScreen};
use crate::random_u64;
use crate::saved::{Export, ExportDialog, GamesScreen};
use crate::setup_model::SetupBoard;
use crate::storage::{self, SavedGame};
use crate::widgets::{button, choice_button, message_line};

/// A part of the page that could not be fetched.
pub struct NotLoaded;

impl From<SplitLoaderError> for NotLoaded {
    fn from(_: SplitLoaderError) -> Self {
        NotLoaded
    }
}

/// A view that is still being fetched.
type Part = Result<AnyView, NotLoaded>;

/// Shows `part` once it has loaded, or says that it could not be.
pub fn deferred(part: impl Future<Output = Part> + Send + 'static) -> impl IntoView {
    Suspend::new(async move {
        part.await.unwrap_or_else(|NotLoaded| {
            message_line(
                false,
                "This part of the page could not be loaded. Check the connection, then open it again."
                    .into(),
            )
        })
    })
}

/// Mounts `part` the first time `wanted` says yes, and keeps it from then on:
/// for the dialogs, which open and close themselves.
pub fn deferred_once<F>(
    wanted: impl Fn() -> bool + Send + Sync + 'static,
    part: impl Fn() -> F + Send + Sync + 'static,
) -> impl IntoView
where
    F: Future<Output = Part> + Send + 'static,
{
    let mounted = Memo::new(move |was: Option<&bool>| was == Some(&true) || wanted());
    move || mounted.get().then(|| deferred(part()))
}

/// What the saved games screen is given.
pub struct GamesArgs {
    pub on_open: Callback<(String, SavedGame)>,
    pub on_changed: Callback<(String, Option<String>)>,
    pub on_back: Callback<()>,
    pub notice: RwSignal<Option<String>>,
    pub export: RwSignal<Option<Export>>,
}

#[wasm_split(games, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn games_screen(a: GamesArgs) -> Part {
    Ok(view! {
        <GamesScreen
            on_open=a.on_open
            on_changed=a.on_changed
            on_back=a.on_back
            notice=a.notice
            export=a.export
        />
    }
    .into_any())
}

/// What the screen of a shared layout is given.
pub struct SharedLayoutArgs {
    pub layout: Layout,
    pub notice: RwSignal<Option<String>>,
    pub on_play: Callback<Layout>,
    pub on_back: Callback<()>,
}

#[wasm_split(layouts, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn shared_layout_screen(a: SharedLayoutArgs) -> Part {
    Ok(view! {
        <SharedLayoutScreen layout=a.layout notice=a.notice on_play=a.on_play on_back=a.on_back />
    }
    .into_any())
}

/// What the layout library is given.
pub struct LibraryArgs {
    pub setup: RwSignal<SetupBoard>,
    pub open: RwSignal<bool>,
    pub notice: RwSignal<Option<String>>,
    pub status: RwSignal<Option<String>>,
}

#[wasm_split(layouts, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn layout_library(a: LibraryArgs) -> Part {
    Ok(view! {
        <LayoutLibrary setup=a.setup open=a.open notice=a.notice status=a.status />
    }
    .into_any())
}

#[wasm_split(rules, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn rules_dialog(open: RwSignal<bool>) -> Part {
    Ok(view! { <RulesDialog open=open /> }.into_any())
}

#[wasm_split(games, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn export_dialog(export: RwSignal<Option<Export>>) -> Part {
    Ok(view! { <ExportDialog export=export /> }.into_any())
}

/// What the play screen is given.
pub struct PlayArgs {
    pub play: RwSignal<crate::play_model::PlayBoard>,
    pub follow: RwSignal<bool>,
    pub rules_open: RwSignal<bool>,
    pub on_rematch: Callback<()>,
    pub on_new_game: Callback<()>,
    pub on_share: Callback<()>,
    pub thinking: RwSignal<Option<(u32, usize)>>,
    pub on_hint: Callback<()>,
    pub on_take_back: Callback<()>,
}

#[wasm_split(play, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn play_screen(a: PlayArgs) -> Part {
    Ok(view! {
        <crate::play::PlayScreen
            play=a.play
            follow=a.follow
            rules_open=a.rules_open
            on_rematch=a.on_rematch
            on_new_game=a.on_new_game
            on_share=a.on_share
            thinking=a.thinking
            on_hint=a.on_hint
            on_take_back=a.on_take_back
        />
    }
    .into_any())
}

/// What the screen of a game against the computer is given.
pub struct VersusArgs {
    pub on_start: Callback<(Color, Level)>,
    pub on_back: Callback<()>,
}

#[wasm_split(versus, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn versus_screen(a: VersusArgs) -> Part {
    Ok(view! { <VersusScreen on_start=a.on_start on_back=a.on_back /> }.into_any())
}

/// Sets aside the saved layouts that cannot be read, and says so.
#[wasm_split(layouts, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn check_layouts() -> Result<Option<String>, NotLoaded> {
    let mut trouble = storage::Trouble::default();
    storage::layouts(&mut trouble);
    Ok(trouble.message())
}
/// Choosing a side and a level for a game against the computer.
#[component]
fn VersusScreen(on_start: Callback<(Color, Level)>, on_back: Callback<()>) -> impl IntoView {
    // `None`: a side drawn at random when the game starts.
    let side = RwSignal::new(Some(Color::White));
    let level = RwSignal::new(Level::Medium);
    let sides = [
        (Some(Color::White), "White"),
        (Some(Color::Black), "Black"),
        (None, "Random"),
    ];
    let start = move || {
        let player = side
            .get_untracked()
            .unwrap_or(if random_u64().is_multiple_of(2) {
                Color::White
            } else {
                Color::Black
            });
        on_start.run((player, level.get_untracked()));
    };
    view! {
        <div class="screen start">
            <div class="start-card versus">
                <h2>"Play the computer"</h2>
                <p class="lede">"You build your homeland first; the computer builds its own without seeing yours."</p>
                <div class="choice" role="group" aria-label="Your side">
                    <span class="choice-label">"Your side"</span>
                    {sides
                        .into_iter()
                        .map(|(value, name)| choice_button(
                            name.to_string(),
                            move || side.get() == value,
                            move || side.set(value),
                        ))
                        .collect_view()}
                </div>
                <div class="choice" role="group" aria-label="Level">
                    <span class="choice-label">"Level"</span>
                    {Level::ALL
                        .into_iter()
                        .map(|l| choice_button(
                            capitalized(l.name()),
                            move || level.get() == l,
                            move || level.set(l),
                        ))
                        .collect_view()}
                </div>
                <nav class="menu">
                    {button("button primary big", "Start", start)}
                    {button("button big", "Back", move || on_back.run(()))}
                </nav>
            </div>
        </div>
    }
}
