//! Parts of the page that load when first opened: the setup screen, the play screen, the saved
//! games and the export dialog, the layout library and a shared layout, the
//! choices of a game against the computer, the lessons, the rules help, and a game with a
//! friend at another device (its screens here, its exchange of links in
//! `keeper::online`).
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

use leptos::component::component_view;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use crate::help::{RulesDialog, RulesDialogProps};
use crate::part::{NotLoaded, Part};
use crate::screens::friend::{
    FollowScreen, FollowScreenProps, FriendScreen, FriendScreenProps, InvitedScreen,
    InvitedScreenProps, SendScreen, SendScreenProps,
};
use crate::screens::layouts::{
    LayoutLibrary, LayoutLibraryProps, SharedLayoutScreen, SharedLayoutScreenProps,
};
use crate::screens::learn::{LearnScreen, LearnScreenProps};
use crate::screens::play::{PlayScreen, PlayScreenProps};
use crate::screens::saved::{ExportDialog, ExportDialogProps, GamesScreen, GamesScreenProps};
use crate::screens::setup::{SetupScreen, SetupScreenProps};
use crate::screens::versus::{VersusScreen, VersusScreenProps};
use crate::storage;

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

/// Fetches the play screen's part ahead of need (while the screen before
/// the reveal is up).
#[wasm_split(play, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn fetch_play() -> Result<(), NotLoaded> {
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

/// The lessons (their stages and words are fetched by the screen).
#[wasm_split(learn, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn learn_screen(props: LearnScreenProps) -> Part {
    Ok(component_view(LearnScreen, props).into_any())
}

/// The rules help.
#[wasm_split(rules, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn rules_dialog(props: RulesDialogProps) -> Part {
    Ok(component_view(RulesDialog, props).into_any())
}

/// Choosing a side for a game with a friend at another device.
#[wasm_split(online, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn friend_screen(props: FriendScreenProps) -> Part {
    Ok(component_view(FriendScreen, props).into_any())
}

/// An invitation opened from a friend's link.
#[wasm_split(online, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn invited_screen(props: InvitedScreenProps) -> Part {
    Ok(component_view(InvitedScreen, props).into_any())
}

/// A game with a friend not kept here, opened from a link: following it.
#[wasm_split(online, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn follow_screen(props: FollowScreenProps) -> Part {
    Ok(component_view(FollowScreen, props).into_any())
}

/// A link to send to the friend.
#[wasm_split(online, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn send_screen(props: SendScreenProps) -> Part {
    Ok(component_view(SendScreen, props).into_any())
}
