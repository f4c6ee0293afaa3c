//! Which screen is on show, and the links that open one: a layout to look
//! at or a game to replay, in the page address's fragment (`#layout:…`,
//! `#game:…`, see the engine's `Link`).
//!
//! The screens themselves have no address of their own: a reload goes back
//! to the start screen, from where *Continue* takes up the game (a game in
//! setup must not come back on screen by itself while the other player may
//! be looking).

use cyvasse::Color;
use leptos::prelude::*;

/// Which screen is up.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The title screen.
    Start,
    /// "Give the device to …": before a setup, or before the reveal.
    Handoff(Next),
    /// A player builds their homeland.
    Setup,
    /// The game.
    Play,
    /// The saved games.
    Games,
    /// A layout opened from a link.
    SharedLayout,
    /// Choosing a side and level against the computer.
    Versus,
    /// The computer builds its homeland.
    Waiting,
    /// Choosing a side for a game with a friend at another device.
    Friend,
    /// An invitation from a friend, opened from a link.
    Invited,
    /// A link to send to the friend: an invitation or an answer.
    Send,
    /// A game with a friend opened from a link on a device it is not on:
    /// following it here.
    Follow,
    /// The lessons of the game chosen.
    Learn,
}

impl Screen {
    /// Whether the screen shows the game on the device (its setup, its
    /// hand-overs or its board).
    pub fn shows_the_game(self) -> bool {
        matches!(
            self,
            Screen::Play | Screen::Setup | Screen::Handoff(_) | Screen::Waiting
        )
    }
}

/// What a hand-over screen leads to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Next {
    /// The setup of this side.
    Setup(Color),
    /// The reveal and the game.
    Play,
}

/// The link in the page address's fragment, if there is one, taken off the
/// address so that a reload does not open it again.
pub fn take_link() -> Option<String> {
    let location = window().location();
    let hash = location.hash().ok()?;
    if hash.is_empty() || hash == "#" {
        return None;
    }
    let path = location.pathname().unwrap_or_default() + &location.search().unwrap_or_default();
    if let Ok(history) = window().history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
    Some(hash)
}

/// The address of this page with `fragment` as its fragment.
pub fn link_to(fragment: &str) -> String {
    let location = window().location();
    let base = location.origin().unwrap_or_default()
        + &location.pathname().unwrap_or_default()
        + &location.search().unwrap_or_default();
    format!("{base}#{fragment}")
}
