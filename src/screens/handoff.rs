//! The screen that hides the board while the device changes hands.

use cyvasse::{Ruleset, Terrain};
use leptos::prelude::*;

use crate::art::tile_image;
use crate::i18n::words::color;
use crate::i18n::{fill, t, Msg};
use crate::route::Next;

/// How long a hand-over button stays disabled, so that a tap meant for the
/// screen before cannot pass it by accident.
const HANDOFF_GUARD_MS: u64 = 600;

/// The screen that hides the board while the device changes hands.
#[component]
pub fn HandoffScreen(
    next: Next,
    on_go: Callback<()>,
    /// The game's ruleset, whose own tile the screen shows.
    ruleset: Ruleset,
) -> impl IntoView {
    let tile = match ruleset {
        Ruleset::Iron => Terrain::Fortress,
        Ruleset::Armor => Terrain::Mountain,
    };
    let armed = RwSignal::new(false);
    set_timeout(
        move || armed.set(true),
        std::time::Duration::from_millis(HANDOFF_GUARD_MS),
    );
    let (title, text, button) = match next {
        Next::Setup(side) => (
            fill(Msg::HandoffGive, &[("side", color(side))]),
            fill(
                Msg::HandoffBuilds,
                &[("side", color(side)), ("other", color(!side))],
            ),
            fill(Msg::HandoffShow, &[("side", color(side))]),
        ),
        Next::Play => (
            t(Msg::HandoffReady).to_string(),
            t(Msg::HandoffPut).to_string(),
            t(Msg::HandoffReveal).to_string(),
        ),
    };
    let label = title.clone();
    view! {
        <div class="screen handoff" role="dialog" aria-label=label>
            <div class="handoff-card">
                <svg class="handoff-art" viewBox="0 0 100 100" aria-hidden="true">
                    {tile_image(tile)}
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
