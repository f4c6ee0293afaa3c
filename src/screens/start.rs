//! The title screen.

use leptos::prelude::*;

use crate::storage::SavedGame;
use crate::widgets::button;

/// The title screen.
#[component]
pub fn StartScreen(
    on_new_game: Callback<()>,
    on_continue: Callback<()>,
    /// The game that *Continue* resumes, if any.
    can_continue: Memo<Option<(String, SavedGame)>>,
    on_games: Callback<()>,
    on_versus: Callback<()>,
    rules_open: RwSignal<bool>,
) -> impl IntoView {
    view! {
        <div class="screen start">
            <div class="start-card">
                <svg class="start-art" viewBox="0 0 300 100" aria-hidden="true">
                    <image href="public/tiles/mountain.svg" x="0" y="0" width="100" height="100" />
                    <image href="public/tiles/fortress.svg" x="100" y="0" width="100" height="100" />
                    <image href="public/tiles/water.svg" x="200" y="0" width="100" height="100" />
                    <use href="#unit-dragon" class="unit black" x="0" y="0" width="100" height="100" />
                    <use href="#unit-king" class="unit white" x="100" y="0" width="100" height="100" />
                    <use href="#unit-elephant" class="unit black" x="200" y="0" width="100" height="100" />
                </svg>
                <h2>"The game of Old Volantis"</h2>
                <p class="lede">
                    "Each player secretly builds a homeland of mountains, water, forest and a fortress, and hides an army of ten in it. Then the homelands are revealed and battle begins: take the enemy King."
                </p>
                <nav class="menu" aria-label="Start">
                    {move || can_continue.with(Option::is_some).then(|| button("button primary big", "Continue the game", move || on_continue.run(())))}
                    <button
                        type="button"
                        class="button big"
                        class:primary=move || can_continue.with(Option::is_none)
                        on:click=move |_| on_new_game.run(())
                    >
                        "New game · two players on this device"
                    </button>
                    {button("button big", "Play the computer", move || on_versus.run(()))}
                    {button("button big", "Saved games", move || on_games.run(()))}
                    {button("button big", "How to play", move || rules_open.set(true))}
                </nav>
            </div>
        </div>
    }
}
