//! Parts of the page that load when first opened: the setup screen, the play screen, the saved
//! games and the export dialog, the layout library and a shared layout, the
//! choices of a game against the computer, and the rules help.
//!
//! Each function below is a split point (Leptos's `wasm_split`): the build
//! (`scripts/finish-build.py`) cuts what only it needs out of the page's
//! WebAssembly into a file of its own, fetched the first time it is called.
//! Functions given the same part name share a file. The page a player first
//! loads carries the start screen and the hand-over screens; the setup screen
//! is fetched while the first hand-over screen (or the computer's choices) is
//! up, the play screen when both homelands are built, or when a game is
//! continued. The service worker keeps every file, so the parts load
//! offline too. Built for the native tests, the functions are plain calls.
//!
//! Each takes its component's props and gives its view. A part that cannot be
//! fetched says so, and opening it again tries again.
//!
//! Saved layouts are checked when the page loads (entries that cannot be read
//! are set aside and reported), by the layouts part: a player with saved
//! layouts fetches it then, from the service worker's copy after the first
//! visit.

use std::future::Future;
use std::pin::Pin;

use leptos::component::component_view;
use leptos::prelude::*;
use leptos::wasm_split::{wasm_split, SplitLoaderError};

use crate::help::{RulesDialog, RulesDialogProps};
use crate::screens::layouts::{
    LayoutLibrary, LayoutLibraryProps, SharedLayoutScreen, SharedLayoutScreenProps,
};
use crate::screens::play::{PlayScreen, PlayScreenProps};
use crate::screens::saved::{ExportDialog, ExportDialogProps, GamesScreen, GamesScreenProps};
use crate::screens::setup::{SetupScreen, SetupScreenProps};
use crate::screens::versus::{VersusScreen, VersusScreenProps};
use crate::storage;
use crate::widgets::message_line;

/// A part of the page that could not be fetched.
pub struct NotLoaded;

impl From<SplitLoaderError> for NotLoaded {
    fn from(_: SplitLoaderError) -> Self {
        NotLoaded
    }
}

/// A part's view, or why it is missing.
type Part = Result<AnyView, NotLoaded>;

/// What a part that could not be fetched says.
const NOT_LOADED: &str = "This part of the page could not be loaded. Check the connection, or reload the page, then open it again.";

/// Shows `part` once it has loaded, or says that it could not be.
///
/// Mind the screens that follow one another: a view of the same type as the
/// one before it is rebuilt in place, and a `Suspend` rebuilt in place leaves
/// the old view on show, its handlers gone, until the new part arrives. Two
/// parts' screens that can follow one another must differ in type (see
/// `Screen::SharedLayout` in `app.rs`). `deferred` itself is not generic: one
/// copy serves every part.
pub fn deferred(part: Fetching) -> impl IntoView {
    Suspend::new(async move {
        part.await
            .unwrap_or_else(|NotLoaded| message_line(false, NOT_LOADED.into()))
    })
}

/// A part on its way, whatever part it is.
pub type Fetching = Pin<Box<dyn Future<Output = Part> + Send>>;

/// Mounts the dialog `part` the first time `wanted` says yes, and keeps it
/// from then on: it opens and closes itself. If it cannot be fetched, the
/// page's `notice` says so and `close` takes back the wish, so that asking
/// again tries again. (Not generic: one copy serves every dialog.)
pub fn deferred_once(
    wanted: Signal<bool>,
    close: Callback<()>,
    notice: RwSignal<Option<String>>,
    part: Callback<(), Fetching>,
) -> impl IntoView {
    let loaded = RwSignal::new(false);
    let mounted = Memo::new(move |_| loaded.get() || wanted.get());
    move || {
        mounted.get().then(|| {
            let part = part.run(());
            Suspend::new(async move {
                match part.await {
                    Ok(view) => {
                        loaded.set(true);
                        view
                    }
                    Err(NotLoaded) => {
                        notice.set(Some(NOT_LOADED.into()));
                        close.run(());
                        ().into_any()
                    }
                }
            })
        })
    }
}

/// The setup screen.
#[wasm_split(setup, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn setup_screen(props: SetupScreenProps) -> Part {
    Ok(component_view(SetupScreen, props).into_any())
}

/// Fetches the setup screen's part ahead of need (while a hand-over screen
/// or the computer's choices are up), so that it shows at once.
#[wasm_split(setup, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn fetch_setup() -> Result<(), NotLoaded> {
    Ok(())
}

/// The play screen.
#[wasm_split(play, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn play_screen(props: PlayScreenProps) -> Part {
    Ok(component_view(PlayScreen, props).into_any())
}

/// The saved games screen.
#[wasm_split(games, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn games_screen(props: GamesScreenProps) -> Part {
    Ok(component_view(GamesScreen, props).into_any())
}

/// A game's link and text, to copy (from the saved games or the play screen).
#[wasm_split(games, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn export_dialog(props: ExportDialogProps) -> Part {
    Ok(component_view(ExportDialog, props).into_any())
}

/// The layout library, over the setup screen.
#[wasm_split(layouts, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn layout_library(props: LayoutLibraryProps) -> Part {
    Ok(component_view(LayoutLibrary, props).into_any())
}

/// A layout opened from a link.
#[wasm_split(layouts, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn shared_layout_screen(props: SharedLayoutScreenProps) -> Part {
    Ok(component_view(SharedLayoutScreen, props).into_any())
}

/// Sets aside the saved layouts that cannot be read, and says so.
#[wasm_split(layouts, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn check_layouts() -> Result<Option<String>, NotLoaded> {
    let mut trouble = storage::Trouble::default();
    storage::layouts(&mut trouble);
    Ok(trouble.message())
}

/// The choices of a game against the computer.
#[wasm_split(versus, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn versus_screen(props: VersusScreenProps) -> Part {
    Ok(component_view(VersusScreen, props).into_any())
}

/// The rules help.
#[wasm_split(rules, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn rules_dialog(props: RulesDialogProps) -> Part {
    Ok(component_view(RulesDialog, props).into_any())
}
