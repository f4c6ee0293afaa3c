//! The title screen.

use cyvasse::{Color, Piece, Role, Ruleset, Terrain};
use leptos::prelude::*;

use crate::art::{tile_image, unit_image, unit_picture};
use crate::i18n::words::{game_line, game_title};
use crate::i18n::{t, Msg};
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
    /// A game with a friend at another device.
    on_friend: Callback<()>,
    /// The lessons of the game chosen.
    on_learn: Callback<()>,
    rules_open: RwSignal<bool>,
    /// The game a new one is of.
    ruleset: RwSignal<Ruleset>,
) -> impl IntoView {
    view! {
        <div class="screen start">
            <div class="start-card">
                <svg class="start-art" viewBox="0 0 300 100" aria-hidden="true">
                    <image href="public/tiles/mountain.svg" x="0" y="0" width="100" height="100" />
                    <image href="public/tiles/fortress.svg" x="100" y="0" width="100" height="100" />
                    <image href="public/tiles/water.svg" x="200" y="0" width="100" height="100" />
                    <image href=unit_image(Piece { color: Color::Black, role: Role::Dragon }) x="0" y="0" width="100" height="100" />
                    <image href=unit_image(Piece { color: Color::White, role: Role::King }) x="100" y="0" width="100" height="100" />
                    <image href=unit_image(Piece { color: Color::Black, role: Role::Elephant }) x="200" y="0" width="100" height="100" />
                </svg>
                <h2>{t(Msg::StartTagline)}</h2>
                <p class="lede">{t(Msg::StartLede)}</p>
                <div class="game-choices" role="group" aria-label=t(Msg::StartGame)>
                    {Ruleset::ALL.into_iter().map(|r| game_choice(r, ruleset)).collect_view()}
                </div>
                {button("button big learn", t(Msg::StartLearn), move || on_learn.run(()))}
                <nav class="menu" aria-label=t(Msg::StartMenu)>
                    {move || can_continue.with(Option::is_some).then(|| button("button primary big", t(Msg::StartContinue), move || on_continue.run(())))}
                    <button
                        type="button"
                        class="button big"
                        class:primary=move || can_continue.with(Option::is_none)
                        on:click=move |_| on_new_game.run(())
                    >
                        {t(Msg::StartNewGame)}
                    </button>
                    {button("button big", t(Msg::StartVersus), move || on_versus.run(()))}
                    {button("button big", t(Msg::StartFriend), move || on_friend.run(()))}
                    {button("button big", t(Msg::StartSaved), move || on_games.run(()))}
                    {button("button big", t(Msg::StartHowToPlay), move || rules_open.set(true))}
                </nav>
            </div>
        </div>
    }
}

/// A game to choose for a new one: its name, what sets it apart and a
/// picture of its own tiles and units; pressed while it is the one chosen.
fn game_choice(game: Ruleset, chosen: RwSignal<Ruleset>) -> impl IntoView {
    let (tiles, units) = match game {
        Ruleset::Iron => (
            [Terrain::Forest, Terrain::Fortress],
            [Role::Trebuchet, Role::King],
        ),
        Ruleset::Armor => (
            [Terrain::Mountain, Terrain::Water],
            [Role::Spearmen, Role::Tower],
        ),
    };
    // Named by its title, described by its line (kept out of the name).
    let line = format!("game-line-{}", game.name());
    let described = line.clone();
    view! {
        <button
            type="button"
            class="game-choice"
            aria-pressed=move || (chosen.get() == game).to_string()
            aria-describedby=described
            on:click=move |_| chosen.set(game)
        >
            <svg class="game-art" viewBox="0 0 200 100" aria-hidden="true">
                {tiles
                    .into_iter()
                    .zip(units)
                    .enumerate()
                    .map(|(i, (t, role))| {
                        let color = if i == 0 { Color::White } else { Color::Black };
                        view! {
                            <g transform=format!("translate({})", i * 100)>
                                {tile_image(t)}
                                {unit_picture(Piece { color, role })}
                            </g>
                        }
                    })
                    .collect_view()}
            </svg>
            <span class="game-text">
                <span class="game-title">{game_title(game)}</span>
                <span class="game-line" id=line aria-hidden="true">{game_line(game)}</span>
            </span>
        </button>
    }
}
