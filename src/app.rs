//! The page: the start screen, the hand-over screens of pass-and-play, the two
//! setups and the game, and the rules help over all of them.
//!
//! Secrecy: a finished homeland is kept only in Rust memory until both are
//! done; the DOM holds nothing of it while the other player sets up.

use cyvasse::{ByColor, Color, Homeland, Position, Ruleset};
use leptos::prelude::*;

use crate::drag::{DragGhost, Dragging};
use crate::help::RulesDialog;
use crate::play::PlayScreen;
use crate::play_model::PlayBoard;
use crate::setup::SetupScreen;
use crate::setup_model::SetupBoard;

/// Which screen is up.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Screen {
    /// The title screen.
    Start,
    /// "Give the device to …": before a setup, or before the reveal.
    Handoff(Next),
    /// A player builds their homeland.
    Setup,
    /// The game.
    Play,
}

/// What a hand-over screen leads to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Next {
    /// The setup of this side.
    Setup(Color),
    /// The reveal and the game.
    Play,
}

/// How long a hand-over button stays disabled, so that a tap meant for the
/// screen before cannot pass it by accident.
const HANDOFF_GUARD_MS: u64 = 600;

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    Dragging::provide();
    let screen = RwSignal::new(Screen::Start);
    let rules_open = RwSignal::new(false);
    let follow = RwSignal::new(true);
    let setup = RwSignal::new(SetupBoard::new(Ruleset::Iron, Color::White));
    let finished: StoredValue<ByColor<Option<Homeland>>> = StoredValue::new(ByColor::default());
    // The game, once both homelands are in: a signal of its own, which the
    // play screen updates in place.
    // It belongs to the page, not to whichever screen's button created it.
    let play = RwSignal::new(None::<RwSignal<PlayBoard>>);
    let owner = Owner::current();
    let new_play = move |board: PlayBoard| match &owner {
        Some(owner) => owner.with(|| RwSignal::new(board)),
        None => RwSignal::new(board),
    };
    let drop_game = move || {
        if let Some(old) = play.get_untracked() {
            old.dispose();
        }
        play.set(None);
    };
    let error = RwSignal::new(None::<String>);

    let new_game = move || {
        // Leave the old screen first: it may still be showing the old game.
        screen.set(Screen::Handoff(Next::Setup(Color::White)));
        finished.set_value(ByColor::default());
        setup.set(SetupBoard::new(Ruleset::Iron, Color::White));
        drop_game();
        error.set(None);
    };

    let on_done = Callback::new(move |homeland: Homeland| {
        let side = homeland.side();
        finished.update_value(|f| f[side] = Some(homeland));
        let both = finished.with_value(|f| (f[Color::White].clone(), f[Color::Black].clone()));
        match both {
            (Some(white), Some(black)) => match Position::from_homelands(&white, &black) {
                Ok(start) => {
                    drop_game();
                    play.set(Some(new_play(PlayBoard::new(start))));
                    // The last setup leaves memory that the screen could show.
                    setup.set(SetupBoard::new(Ruleset::Iron, Color::White));
                    screen.set(Screen::Handoff(Next::Play));
                }
                Err(e) => error.set(Some(format!("These homelands cannot start a game: {e}"))),
            },
            _ => {
                setup.set(SetupBoard::new(Ruleset::Iron, !side));
                screen.set(Screen::Handoff(Next::Setup(!side)));
            }
        }
    });

    let body = move || match screen.get() {
        Screen::Start => view! {
            <StartScreen on_new_game=Callback::new(move |()| new_game()) rules_open=rules_open />
        }
        .into_any(),
        Screen::Handoff(next) => {
            let go = Callback::new(move |()| {
                screen.set(match next {
                    Next::Setup(_) => Screen::Setup,
                    Next::Play => Screen::Play,
                })
            });
            view! { <HandoffScreen next=next on_go=go /> }.into_any()
        }
        Screen::Setup => {
            view! { <SetupScreen setup=setup on_done=on_done rules_open=rules_open /> }.into_any()
        }
        Screen::Play => match play.get_untracked() {
            Some(game) => view! {
                <PlayScreen
                    play=game
                    follow=follow
                    rules_open=rules_open
                    on_rematch=Callback::new(move |()| new_game())
                    on_new_game=Callback::new(move |()| screen.set(Screen::Start))
                />
            }
            .into_any(),
            None => view! { <p class="error" role="alert">"No game to show."</p> }.into_any(),
        },
    };

    view! {
        <div class="page">
            <header class="top">
                <h1 class="title">"Cyvasse"</h1>
                <button type="button" class="button ghost" on:click=move |_| rules_open.set(true)>
                    "Rules"
                </button>
            </header>
            <main class="stage">
                {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
                {body}
            </main>
            <RulesDialog open=rules_open />
            <DragGhost />
        </div>
    }
}

/// The title screen.
#[component]
fn StartScreen(on_new_game: Callback<()>, rules_open: RwSignal<bool>) -> impl IntoView {
    view! {
        <div class="screen start">
            <div class="start-card">
                <svg class="start-art" viewBox="0 0 300 100" aria-hidden="true">
                    <use href="#terrain-mountain" x="0" y="0" width="100" height="100" />
                    <use href="#terrain-fortress" x="100" y="0" width="100" height="100" />
                    <use href="#terrain-water" x="200" y="0" width="100" height="100" />
                    <use href="#unit-dragon" class="unit black" x="0" y="0" width="100" height="100" />
                    <use href="#unit-king" class="unit white" x="100" y="0" width="100" height="100" />
                    <use href="#unit-elephant" class="unit black" x="200" y="0" width="100" height="100" />
                </svg>
                <h2>"The game of Old Volantis"</h2>
                <p class="lede">
                    "Each player secretly builds a homeland of mountains, water, forest and a fortress, and hides an army of ten in it. Then the homelands are revealed and battle begins: take the enemy King."
                </p>
                <nav class="menu" aria-label="Start">
                    <button type="button" class="button primary big" on:click=move |_| on_new_game.run(())>
                        "New game · two players on this device"
                    </button>
                    <button type="button" class="button big" on:click=move |_| rules_open.set(true)>
                        "How to play"
                    </button>
                </nav>
            </div>
        </div>
    }
}

/// The screen that hides the board while the device changes hands.
#[component]
fn HandoffScreen(next: Next, on_go: Callback<()>) -> impl IntoView {
    let armed = RwSignal::new(false);
    set_timeout(
        move || armed.set(true),
        std::time::Duration::from_millis(HANDOFF_GUARD_MS),
    );
    let (title, text, button) = match next {
        Next::Setup(side) => (
            format!("Give the device to {}", side.name()),
            format!(
                "{} builds a secret homeland now. {}, look away until it is done.",
                side.name(),
                (!side).name()
            ),
            format!("I am {}: show my homeland", side.name()),
        ),
        Next::Play => (
            "Both homelands are ready".to_string(),
            "Put the device where both players can see it. White moves first.".to_string(),
            "Reveal the board".to_string(),
        ),
    };
    let label = title.clone();
    view! {
        <div class="screen handoff" role="dialog" aria-label=label>
            <div class="handoff-card">
                <svg class="handoff-art" viewBox="0 0 100 100" aria-hidden="true">
                    <use href="#terrain-fortress" width="100" height="100" />
                </svg>
                <h2>{title}</h2>
                <p>{text}</p>
                <button
                    type="button"
                    class="button primary big"
                    disabled=move || !armed.get()
                    on:click=move |_| on_go.run(())
                >
                    {button}
                </button>
            </div>
        </div>
    }
}
