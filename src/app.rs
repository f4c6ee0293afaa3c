//! The page: a header with the controls, the board, a status line.

use cyvasse::{Color, Homeland, Position, Ruleset, SplitMix64, StartError};
use leptos::prelude::*;

use crate::board::Board;

/// The seed of the first board shown.
const FIRST_SEED: u64 = 1;

/// A start position of two random homelands, both drawn by the engine from `seed`.
pub fn start_position(seed: u64) -> Result<Position, StartError> {
    let mut r = SplitMix64::new(seed);
    let mut rng = || r.next_u64();
    let white = Homeland::random(Ruleset::Iron, Color::White, &mut rng);
    let black = Homeland::random(Ruleset::Iron, Color::Black, &mut rng);
    Position::from_homelands(&white, &black)
}

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    let (seed, set_seed) = signal(FIRST_SEED);
    let new_board = move |_| set_seed.update(|s| *s = s.wrapping_add(1));

    view! {
        <div class="page">
            <header class="top">
                <h1 class="title">"Cyvasse"</h1>
                <div class="controls">
                    <span class="seed" aria-live="polite">"Board " {move || seed.get()}</span>
                    <button type="button" class="button" on:click=new_board>
                        "New board"
                    </button>
                </div>
            </header>
            <main class="stage">
                {move || match start_position(seed.get()) {
                    Ok(position) => {
                        let status = format!(
                            "{} ruleset · {} to move",
                            capitalized(position.ruleset().name()),
                            position.side_to_move().name(),
                        );
                        view! {
                            <Board position=position />
                            <p class="status">{status}</p>
                        }
                            .into_any()
                    }
                    Err(err) => {
                        view! {
                            <p class="error" role="alert">
                                "Could not set up a board: " {err.to_string()}
                            </p>
                        }
                            .into_any()
                    }
                }}
            </main>
        </div>
    }
}

/// `name` with its first letter in upper case.
fn capitalized(name: &str) -> String {
    let mut chars = name.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
