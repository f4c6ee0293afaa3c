//! The text board, for players who use a screen reader (a setting): the
//! board as a table with its ranks and files as headers, a field where a
//! move is typed in the game's notation (`b1b4`) or a question asked of the
//! board (`m b1`, `a e4`, …: see [`crate::reader`]), the last answer, and
//! the game's moves as sentences in a log. The drawn board stays on screen
//! for those who see it, hidden from assistive technology meanwhile.

use cyvasse::{Square, Uci};
use leptos::prelude::*;

use crate::board::{marks_on, terrain_words, unit_words, with_marks, Cells, Mark};
use crate::i18n::reasons;
use crate::i18n::{fill, t, Msg};
use crate::notation;
use crate::play_model::PlayBoard;
use crate::reader::{self, Command};
use crate::widgets::tell;

/// The text board of the game in `play`, drawn from the same cells and
/// marks as the drawn board; `status` says whose turn it is or how the game
/// ended; `flipped`: Black at the top of the table's first row.
#[component]
pub fn TextBoard(
    play: RwSignal<PlayBoard>,
    #[prop(into)] cells: Signal<Cells>,
    #[prop(into)] marks: Signal<Vec<(Square, Mark)>>,
    #[prop(into)] flipped: Signal<bool>,
    #[prop(into)] status: Signal<String>,
    /// How many moves the game has (the log follows it).
    #[prop(into)]
    plies: Signal<usize>,
) -> impl IntoView {
    let answer = RwSignal::new(String::new());
    let say = move |text: String| tell(answer, text);
    let typed = RwSignal::new(String::new());
    let field = NodeRef::<leptos::html::Input>::new();
    // The field takes the focus when the text board is shown.
    Effect::new(move |_| {
        if let Some(el) = field.get() {
            let _ = el.focus();
        }
    });

    let submit = move |e: leptos::ev::SubmitEvent| {
        e.prevent_default();
        let line = typed.get_untracked();
        let Some(command) = reader::parse(&line) else {
            say(fill(Msg::TextUnknown, &[("text", line.trim())]));
            return;
        };
        match command {
            Command::Play(uci) => {
                if let Err(why) = play_typed(play, uci, &status.get_untracked()) {
                    say(why);
                    return;
                }
                // The move itself is told by the play screen's spoken line.
                answer.set(String::new());
            }
            Command::Ask(ask, sq) => say(play.with_untracked(|p| reader::answer(p, ask, sq))),
            Command::Status => say(status.get_untracked()),
            Command::Help => say(t(Msg::TextHelp).to_string()),
        }
        typed.set(String::new());
    };

    let rows = move || {
        let flip = flipped.get();
        let files: Vec<u8> = if flip {
            (0..8).rev().collect()
        } else {
            (0..8).collect()
        };
        let ranks: Vec<u8> = if flip {
            (0..8).collect()
        } else {
            (0..8).rev().collect()
        };
        let head = files
            .iter()
            .map(|&f| view! { <th scope="col">{char::from(b'a' + f).to_string()}</th> })
            .collect_view();
        let body = ranks
            .into_iter()
            .map(|r| {
                let squares = files
                    .iter()
                    .filter_map(|&f| Square::from_coords(f, r))
                    .map(|sq| {
                        let words = move || {
                            let cell = cells.with(|c| c.0[sq.index()]);
                            let here = marks.with(|m| marks_on(m, sq));
                            let plain = fill(
                                Msg::TextCell,
                                &[
                                    ("unit", &unit_words(cell)),
                                    ("terrain", terrain_words(cell)),
                                ],
                            );
                            with_marks(plain, &here)
                        };
                        view! { <td data-square=sq.to_string()>{words}</td> }
                    })
                    .collect_view();
                view! { <tr><th scope="row">{(r + 1).to_string()}</th>{squares}</tr> }
            })
            .collect_view();
        view! {
            <thead><tr><td></td>{head}</tr></thead>
            <tbody>{body}</tbody>
        }
    };

    let sentence = move |i: usize| {
        play.with_untracked(|p| {
            let said = match (p.game.position_at(i), p.game.moves().get(i)) {
                (Some(before), Some(&m)) => notation::sentence(before, m),
                _ => String::new(),
            };
            view! { <li>{said}</li> }
        })
    };

    view! {
        <section class="text-board" aria-label=t(Msg::TextMode)>
            // Scrolled sideways on a narrow screen, so reachable by the keyboard.
            <div class="table-scroll" role="region" tabindex="0" aria-label=t(Msg::PlayBoard)>
                <table>
                    <caption>{move || fill(Msg::TextCaption, &[("status", &status.get())])}</caption>
                    {rows}
                </table>
            </div>
            <form class="command" on:submit=submit>
                <label for="command">{t(Msg::TextCommand)}</label>
                <input
                    id="command"
                    type="text"
                    autocomplete="off"
                    autocapitalize="off"
                    spellcheck="false"
                    node_ref=field
                    prop:value=move || typed.get()
                    on:input=move |e| typed.set(event_target_value(&e))
                />
                <button type="submit" class="button">{t(Msg::TextGo)}</button>
            </form>
            <p class="answer" aria-live="polite" aria-atomic="true" aria-label=t(Msg::TextAnswer) data-answer>
                {move || answer.get()}
            </p>
            <ol class="text-moves" role="log" aria-live="off" aria-label=t(Msg::PlayMoves)>
                <For each=move || 0..plies.get() key=|i| *i children=sentence />
            </ol>
        </section>
    }
}

/// Plays a typed move (or the forced pass) if the board takes it now; else
/// says why not, in words (`status`: whose turn it is).
fn play_typed(play: RwSignal<PlayBoard>, uci: Uci, status: &str) -> Result<(), String> {
    let refused = play.with_untracked(|p| {
        if p.viewing.is_some() {
            return Some(t(Msg::TextViewing).to_string());
        }
        if p.game.result().is_some() {
            return Some(fill(
                Msg::TextRefused,
                &[("reason", &reasons::play(&cyvasse::PlayError::GameOver))],
            ));
        }
        if !p.accepts_moves() {
            return Some(fill(Msg::TextNotYourTurn, &[("status", status)]));
        }
        let position = p.game.position();
        position.to_move(uci).err().map(|e| {
            // The engine's reason, where it has one more telling than "illegal".
            // (A sentence of its own: its full stop gives way to the line's.)
            let why = position.refusal(uci).map_or_else(
                || reasons::play(&e),
                |r| {
                    reasons::refusal(&r)
                        .trim_end_matches(['.', '।'])
                        .to_string()
                },
            );
            fill(Msg::TextRefused, &[("reason", &why)])
        })
    });
    if let Some(why) = refused {
        return Err(why);
    }
    let refused = |why: String| fill(Msg::TextRefused, &[("reason", &why)]);
    let mut played = Ok(());
    play.update(|p| {
        played = match p.game.position().to_move(uci) {
            Ok(cyvasse::Move::Pass) => p.pass().map_err(|e| refused(reasons::game(&e))),
            Ok(m) => p.play(m).map_err(|e| refused(reasons::game(&e))),
            Err(e) => Err(refused(reasons::play(&e))),
        };
    });
    played
}
