//! Choosing a side and a level for a game against the computer.

use cyvasse::{Color, Level, Ruleset};
use leptos::prelude::*;

use crate::i18n::words::{self, game_title};
use crate::i18n::{fill, t, Msg};
use crate::side_or_random;
use crate::widgets::{button, choice_button, side_choice};

/// Choosing a side and a level for a game against the computer.
#[component]
pub fn VersusScreen(
    on_start: Callback<(Color, Level)>,
    on_back: Callback<()>,
    /// The game it is of (chosen on the start screen).
    ruleset: Ruleset,
) -> impl IntoView {
    // `None`: a side drawn at random when the game starts.
    let side = RwSignal::new(Some(Color::White));
    let level = RwSignal::new(Level::Medium);
    let start = move || on_start.run((side_or_random(side.get_untracked()), level.get_untracked()));
    view! {
        <div class="screen start">
            <div class="start-card versus">
                <h2>{fill(Msg::VersusTitle, &[("game", game_title(ruleset))])}</h2>
                <p class="lede">{t(Msg::VersusLede)}</p>
                {side_choice(side, t(Msg::VersusSide), t(Msg::VersusRandom))}
                <div class="choice" role="group" aria-label=t(Msg::VersusLevel)>
                    <span class="choice-label">{t(Msg::VersusLevel)}</span>
                    {Level::ALL
                        .into_iter()
                        .map(|l| choice_button(
                            words::level(l).to_string(),
                            move || level.get() == l,
                            move || level.set(l),
                        ))
                        .collect_view()}
                </div>
                <nav class="menu">
                    {button("button primary big", t(Msg::VersusStart), start)}
                    {button("button big", t(Msg::VersusBack), move || on_back.run(()))}
                </nav>
            </div>
        </div>
    }
}
