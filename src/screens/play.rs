//! The play screen: the board, whose turn it is, the captured units, the move
//! list with stepping through the game, and the ways a game ends.

use cyvasse::{Color, GameResult, Level, Move, Ruleset, Square};
use leptos::ev;
use leptos::prelude::*;

use crate::art::{side_key, unit_picture};
use crate::board::{position_cells, position_marks, Ask, Board, Cells, Mark};
use crate::computer;
use crate::drag::{DragEnd, Ghost};
use crate::i18n::words::{self, game_title};
use crate::i18n::{count, fill, t, Count, Msg};
use crate::keeper::Sending;
use crate::later::{after_paint_copy, later};
use crate::notation;
use crate::play_model::{PlayBoard, Press};
use crate::reader;
use crate::session::{Seat, Seats};
use crate::signals::settled;
use crate::text_board::TextBoard;
use crate::widgets::{
    button, button_if, choice_button, keep_focus_within, tell, Dialog, SendLink, Toggle,
};
use crate::worker_client::Computer;

/// Scrolls the move list, and nothing around it, so that its current move is
/// in sight (down the list on a wide screen, along its one row on a phone).
fn keep_current_in_view(list: &web_sys::Element) {
    let Ok(Some(current)) = list.query_selector(".move.current") else {
        return;
    };
    let (outer, inner) = (
        list.get_bounding_client_rect(),
        current.get_bounding_client_rect(),
    );
    // How far to scroll along one axis: the least that brings the move, and
    // a small margin, inside the list.
    let by = |start: f64, end: f64, outer_start: f64, outer_end: f64| {
        let margin = 4.0;
        if start < outer_start {
            (start - outer_start - margin).round() as i32
        } else if end > outer_end {
            (end - outer_end + margin).round() as i32
        } else {
            0
        }
    };
    let down = by(inner.top(), inner.bottom(), outer.top(), outer.bottom());
    let along = by(inner.left(), inner.right(), outer.left(), outer.right());
    if down != 0 {
        list.set_scroll_top(list.scroll_top() + down);
    }
    if along != 0 {
        list.set_scroll_left(list.scroll_left() + along);
    }
}

/// A small picture of a unit, for the move list and the captured units.
fn unit_icon(piece: cyvasse::Piece) -> impl IntoView {
    view! {
        <svg class="icon" viewBox="0 0 100 100" role="img" aria-label=format!("{} {}", piece.color.name(), piece.role.name())>
            {unit_picture(piece)}
        </svg>
    }
}

/// A stepper button named `label`, with its picture `d` drawn in a 24×24 box.
fn step_button(
    label: &'static str,
    d: &'static str,
    on_click: impl Fn() + Send + 'static,
) -> AnyView {
    step_button_boxed(label, d, Box::new(on_click))
}

#[inline(never)]
fn step_button_boxed(
    label: &'static str,
    d: &'static str,
    on_click: Box<dyn Fn() + Send>,
) -> AnyView {
    view! {
        <button type="button" class="button" aria-label=label on:click=move |_| on_click()>
            <svg class="step-icon" viewBox="0 0 24 24" aria-hidden="true">
                <path d=d />
            </svg>
        </button>
    }
    .into_any()
}

/// How long a move is shown before the board turns to the other player, in
/// milliseconds.
const TURN_DELAY_MS: u64 = 200;

/// How long presses are still ignored after the board turns to the other
/// player, in milliseconds.
const TURN_GUARD_MS: u64 = 300;

/// A draw offered by `by` to the player at this device, who answers it. Its
/// first button takes the focus, so that the keyboard answers it too.
#[component]
fn DrawOffer(by: Color, play: RwSignal<PlayBoard>) -> impl IntoView {
    let accept = NodeRef::<leptos::html::Button>::new();
    let banner = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        if let Some(el) = accept.get() {
            let _ = el.focus();
        }
    });
    view! {
        <div
            class="banner offer"
            role="alertdialog"
            aria-label=t(Msg::PlayDrawOffer)
            node_ref=banner
            on:keydown=move |e| {
                if let Some(el) = banner.get_untracked() {
                    keep_focus_within(&e, &el);
                }
            }
        >
            <p>{fill(Msg::PlayOffersDraw, &[("side", words::color(by)), ("other", words::color(!by))])}</p>
            <button type="button" class="button primary" node_ref=accept on:click=move |_| play.update(|p| {
                p.answer_draw(true);
            })>{t(Msg::PlayAccept)}</button>
            {button("button", t(Msg::PlayDecline), move || play.update(|p| {
                p.answer_draw(false);
            }))}
        </div>
    }
}

/// What a shared game, shown but not kept on this device, offers: keeping
/// it whole, or playing on from the position on the board, by two players
/// here or against the computer.
#[component]
fn SharedBanner(
    play: RwSignal<PlayBoard>,
    on_keep: Callback<(usize, Option<(Color, Level)>)>,
) -> impl IntoView {
    let choosing = RwSignal::new(false);
    let level = RwSignal::new(Level::Medium);
    // The position on the board, and whether it can be played on: any but
    // the last of a finished game.
    let shown = settled(move || {
        play.with(|p| {
            let ply = p.shown_ply();
            let live = ply < p.game.ply() || p.game.result().is_none();
            (ply, p.shown().side_to_move(), live)
        })
    });
    let whole = move || on_keep.run((play.with_untracked(|p| p.game.ply()), None));
    move || {
        let (ply, side, live) = shown.get();
        if !choosing.get() {
            return view! {
                <div class="banner shared" role="region" aria-label=t(Msg::PlaySharedGame)>
                    <p>{t(Msg::PlaySharedLine)}</p>
                    {button_if("button primary", t(Msg::PlayContinueHere), move || shown.get().2, move || choosing.set(true))}
                    {button("button", t(Msg::PlaySaveToGames), whole)}
                </div>
            }
            .into_any();
        }
        view! {
            <div class="banner shared" role="region" aria-label=t(Msg::PlayOnFromHere)>
                <p>{match ply {
                    _ if !live => t(Msg::PlayEndedHere).to_string(),
                    0 => fill(Msg::PlayOnFromStart, &[("side", words::color(side))]),
                    _ => fill(
                        Msg::PlayOnFromMove,
                        &[("ply", &ply.to_string()), ("side", words::color(side))],
                    ),
                }}</p>
                {button_if("button primary", t(Msg::PlayTwoPlayers), move || live, move || on_keep.run((ply, None)))}
                <div class="choice" role="group" aria-label=t(Msg::VersusLevel)>
                    <span class="choice-label">{t(Msg::PlayAgainstLevel)}</span>
                    {Level::ALL
                        .into_iter()
                        .map(|l| choice_button(words::level(l).to_string(), move || level.get() == l, move || level.set(l)))
                        .collect_view()}
                </div>
                <button type="button" class="button" disabled=!live on:click=move |_| on_keep.run((ply, Some((!side, level.get_untracked()))))>
                    {fill(Msg::PlayYouPlay, &[("side", words::color(side))])}
                </button>
                {button("button", t(Msg::PlayCancel), move || choosing.set(false))}
            </div>
        }
        .into_any()
    }
}

/// The play screen.
/// Steps `delta` moves through the game on show (back when negative).
fn step_through(play: RwSignal<PlayBoard>, delta: isize) {
    play.update(|p| {
        let ply = p.shown_ply() as isize + delta;
        p.view(ply.max(0) as usize);
    })
}

/// The game's readings the panel and the players' bars hang on, taken a
/// frame after the board's (so that a move's own frame draws the board
/// alone), from one copy, so that they change together.
#[derive(Copy, Clone)]
struct PanelReadings {
    /// The number of moves of the game.
    ply: Memo<usize>,
    /// The ply on show.
    shown_ply: Memo<usize>,
    /// How the game ended, if it has.
    result: Memo<Option<GameResult>>,
    /// The side to move.
    to_move: Memo<Color>,
}

/// The play screen's panel: the game's name and status, the link to send,
/// who is thinking, a forced pass, draw offers, the move list and its
/// stepper, the game's buttons, and the text board. Built with its own
/// readings of the game, a frame after the board's ([`PanelReadings`]), and
/// the spoken line's effect with them.
#[component]
fn PlayPanel(
    play: RwSignal<PlayBoard>,
    seats: Seats,
    ruleset: Ruleset,
    readings: PanelReadings,
    /// The side to move, as the board reads it.
    to_move: Memo<Color>,
    thinking: RwSignal<Option<(u32, usize)>>,
    computer_player: Computer,
    notice: RwSignal<Option<String>>,
    send: RwSignal<Option<(String, Sending)>>,
    arrived: Option<usize>,
    spoken: RwSignal<String>,
    confirm_resign: RwSignal<bool>,
    on_keep: Callback<(usize, Option<(Color, Level)>)>,
    on_rematch: Callback<()>,
    on_new_game: Callback<()>,
    on_share: Callback<()>,
    keys_open: RwSignal<bool>,
    rules_open: RwSignal<bool>,
    follow: RwSignal<bool>,
    text_mode: RwSignal<bool>,
    cells: Memo<Cells>,
    marks: Memo<Vec<(Square, Mark)>>,
    flipped: RwSignal<bool>,
) -> impl IntoView {
    let PanelReadings {
        ply: panel_ply,
        shown_ply: panel_shown_ply,
        result: panel_result,
        to_move: panel_to_move,
    } = readings;
    // One entry per move, keyed by its ply: a move adds one entry and leaves
    // the others alone. (A plain list, rebuilt on every move, saves 4.7 KB of
    // gzip but made a move a sixth slower by 30 moves: bench/LOG.md.)
    let move_entry = move |i: usize| {
        play.with_untracked(|p| {
            let m = p.game.moves()[i];
            let before = p.game.position_at(i).expect("a position per move");
            let mover = match m {
                Move::Normal { from, .. } => before.piece_at(from),
                Move::Pass => None,
            };
            let number = i
                .is_multiple_of(2)
                .then(|| view! { <span class="move-number">{before.fullmove()}"."</span> });
            let ply = i + 1;
            view! {
                {number}
                <button
                    type="button"
                    class="move"
                    class:current=move || panel_shown_ply.get() == ply
                    aria-label=notation::sentence(before, m)
                    on:click=move |_| play.update(|p| p.view(ply))
                >
                    {mover.map(unit_icon)}
                    <span>{notation::short(m)}</span>
                </button>
            }
        })
    };

    let step = move |delta: isize| step_through(play, delta);
    let must_pass = Memo::new(move |_| {
        let _ = panel_ply.get();
        let _ = panel_shown_ply.get();
        let _ = panel_result.get();
        play.with_untracked(|p| p.must_pass() && p.viewing.is_none())
    });
    let draw_offer = settled(move || play.with(|p| p.draw_offer));
    let draw_declined = settled(move || play.with(|p| p.draw_declined));
    let offered_to_computer = settled(move || play.with(|p| p.draw_offered_to_computer()));
    let offered_to_friend = settled(move || play.with(|p| p.draw_offered_to_friend()));
    let can_offer_draw = settled(move || play.with(|p| p.can_offer_draw()));
    let players_turn = settled(move || play.with(|p| p.players_turn()));
    let can_take_back = settled(move || play.with(|p| p.can_take_back()));
    let read_only = settled(move || play.with(|p| p.read_only));

    let status = Memo::new(move |_| {
        let _ = panel_ply.get();
        let _ = panel_shown_ply.get();
        let _ = panel_result.get();
        play.with_untracked(|p| {
            if let Some(r) = p.game.result() {
                let (head, why) = words::result(r, p.game.position().ruleset());
                return fill(Msg::PlayStatus, &[("head", &head), ("why", &why)]);
            }
            let side = words::color(p.game.position().side_to_move());
            if let Some(ply) = p.viewing {
                return fill(
                    Msg::PlayViewing,
                    &[
                        ("ply", &ply.to_string()),
                        ("plies", &p.game.ply().to_string()),
                        ("side", side),
                    ],
                );
            }
            if p.must_pass() {
                fill(Msg::PlayMustPass, &[("side", side)])
            } else {
                fill(Msg::PlayToMove, &[("side", side)])
            }
        })
    });

    Effect::new(move |before: Option<(usize, Option<GameResult>)>| {
        let now = (panel_ply.get(), panel_result.get());
        let before = before.or(arrived.map(|ply| (ply, None)));
        if let Some(before) = before.filter(|b| *b != now) {
            let text = play.with_untracked(|p| {
                (before.0..now.0)
                    .rev()
                    .fold(status.get_untracked(), |then, i| {
                        match (p.game.position_at(i), p.game.moves().get(i)) {
                            (Some(at), Some(&m)) => fill(
                                Msg::PlaySpoken,
                                &[("move", &notation::sentence(at, m)), ("status", &then)],
                            ),
                            _ => then,
                        }
                    })
            });
            tell(spoken, text);
        }
        now
    });
    // The current move stays in sight in the move list: after
    // a move, and while stepping through the game.
    let move_list = NodeRef::<leptos::html::Nav>::new();
    Effect::new(move |_| {
        // Also once the list is in the page.
        let Some(list) = move_list.get() else { return };
        let _ = panel_ply.get();
        let _ = panel_shown_ply.get();
        request_animation_frame(move || keep_current_in_view(&list));
    });
    view! {
        {move || read_only.get().then(|| view! { <SharedBanner play=play on_keep=on_keep /> })}
        <p class="game-tag">{game_title(ruleset)}</p>
        <p class="status" role="status" aria-live="off">{move || status.get()}</p>
        {move || send.get().map(|(link, sending)| view! {
            <div class="banner send" role="region" aria-label=t(Msg::SendLink)>
                <p>{t(match sending {
                    Sending::Reveal => Msg::PlaySendReveal,
                    Sending::Offer => Msg::PlaySendOffer,
                    Sending::Decline => Msg::PlaySendDecline,
                    Sending::End => Msg::PlaySendEnd,
                    _ => Msg::PlaySendMove,
                })}</p>
                <SendLink link=link />
            </div>
        })}
        {move || (seats.remote() == Some(panel_to_move.get()) && panel_result.get().is_none() && draw_offer.get().is_none()).then(|| view! {
            <p class="thinking">{t(Msg::PlayWaitingFriend)}</p>
        })}
        {move || (thinking.with(Option::is_some) && !offered_to_computer.get()).then(|| view! {
            <p class="thinking" aria-live="polite">
                <span class="spinner" aria-hidden="true"></span>
                {t(Msg::PlayThinking)}
            </p>
        }.into_any())}
        {move || must_pass.get().then(|| view! {
            <div class="banner pass">
                <p>{move || fill(Msg::PlayBlocked, &[("side", words::color(panel_to_move.get()))])}</p>
                {button("button primary", t(Msg::PlayPass), move || play.update(|p| {
                    let _ = p.pass();
                }))}
            </div>
        }.into_any())}
        {move || draw_offer.get().map(|by| if offered_to_computer.get() {
            view! {
                <p class="thinking" role="status">
                    <span class="spinner" aria-hidden="true"></span>
                    {t(Msg::PlayOfferConsidered)}
                </p>
            }.into_any()
        } else if offered_to_friend.get() {
            view! { <p class="thinking" role="status">{t(Msg::PlayOfferSent)}</p> }.into_any()
        } else {
            view! { <DrawOffer by=by play=play /> }.into_any()
        })}
        {move || draw_declined.get().map(|side| view! {
            <p class="declined" role="status">{match seats.seat(side) {
                Seat::Computer(_) => t(Msg::PlayComputerDeclines).to_string(),
                Seat::Here | Seat::Remote => fill(Msg::PlayDeclines, &[("side", words::color(side))]),
            }}</p>
        }.into_any())}
        <nav class="moves" aria-label=t(Msg::PlayMoves) node_ref=move_list>
            <For each=move || 0..panel_ply.get() key=|i| *i children=move_entry />
        </nav>
        {move || (panel_ply.get() > 0).then(|| view! {
            <p class="move-count">{move || fill(
                Msg::PlayMoveOf,
                &[("ply", &panel_shown_ply.get().to_string()), ("plies", &panel_ply.get().to_string())],
            )}</p>
        })}
        <div class="stepper" role="group" aria-label=t(Msg::PlayStepper)>
            {step_button(t(Msg::PlayFirst), "M7 5v14M19 5l-9 7 9 7z", move || play.update(|p| p.view(0)))}
            {step_button(t(Msg::PlayPrevious), "M16 5l-9 7 9 7z", move || step(-1))}
            {step_button(t(Msg::PlayNext), "M8 5l9 7-9 7z", move || step(1))}
            {step_button(t(Msg::PlayLast), "M17 5v14M5 5l9 7-9 7z", move || play.update(|p| p.view(usize::MAX)))}
        </div>
        <div class="actions">
            {move || if panel_result.get().is_some() {
                view! {
                    {button("button primary", t(Msg::PlayRematch), move || on_rematch.run(()))}
                    {button("button", t(Msg::PlayNewGame), move || on_new_game.run(()))}
                }.into_any()
            } else if read_only.get() {
                ().into_any()
            } else { view! {
                {button_if(
                    "button",
                    t(Msg::PlayOfferDraw),
                    move || can_offer_draw.get(),
                    move || play.update(|p| p.offer_draw()),
                )}
                {move || if !confirm_resign.get() {
                    view! {
                        {button_if("button", t(Msg::PlayResign), move || players_turn.get(), move || confirm_resign.set(true))}
                    }.into_any()
                } else { view! {
                    <button type="button" class="button danger" on:click=move |_| {
                        confirm_resign.set(false);
                        play.update(|p| {
                            p.resign();
                        });
                    }>
                        {move || fill(Msg::PlayResignSure, &[("side", words::color(to_move.get()))])}
                    </button>
                    <button type="button" class="button" on:click=move |_| confirm_resign.set(false)>{t(Msg::PlayCancel)}</button>
                }.into_any() }}
            }.into_any() }}
            {seats.offers_hints().then(|| button_if(
                "button",
                t(Msg::PlayHint),
                move || thinking.with(Option::is_none) && players_turn.get() && draw_offer.get().is_none(),
                move || computer::hint(play, computer_player, notice),
            ))}
            {seats.takes_back_to().map(|_| button_if(
                "button",
                t(Msg::PlayTakeBack),
                move || can_take_back.get(),
                move || computer::take_back(play, computer_player),
            ))}
            {button("button", t(Msg::PlayShare), move || on_share.run(()))}
            {button("button", t(Msg::KeysOpen), move || keys_open.set(true))}
            {button("button", t(Msg::PageRules), move || rules_open.set(true))}
        </div>
        // Against the computer the board always faces the player.
        {seats.board_turns_by_setting().then(|| view! {
            <Toggle value=follow label=t(Msg::PlayFollow) />
        })}
        <Toggle value=text_mode label=t(Msg::TextMode) />
        {move || text_mode.get().then(|| view! {
            <TextBoard play=play cells=cells marks=marks flipped=flipped status=status plies=panel_ply />
        })}
    }
}

#[component]
pub fn PlayScreen(
    play: RwSignal<PlayBoard>,
    /// The board turns to the player to move.
    follow: RwSignal<bool>,
    /// The text board is shown (for screen readers).
    text_mode: RwSignal<bool>,
    /// In a game with a friend at another device: the link to send now
    /// (this device's last move, or its homeland revealed).
    send: RwSignal<Option<(String, Sending)>>,
    /// The ply from which the game's moves came by a link just opened, to
    /// be told by the spoken line once the screen is up.
    arrived: StoredValue<Option<usize>>,
    rules_open: RwSignal<bool>,
    on_rematch: Callback<()>,
    on_new_game: Callback<()>,
    /// Shows the game's link and text.
    on_share: Callback<()>,
    /// The computer player, for a side it plays and for hints.
    computer: Computer,
    /// Where what goes wrong with the computer is told.
    notice: RwSignal<Option<String>>,
    /// Keeps a shared game on this device: its first `ply` moves, played on
    /// by two players here or against the computer (its side and level).
    on_keep: Callback<(usize, Option<(Color, Level)>)>,
) -> impl IntoView {
    let thinking = computer.thinking;
    // Who plays each side: fixed for the game.
    let seats = play.with_untracked(|p| p.seats);
    let ruleset = play.with_untracked(|p| p.game.position().ruleset());
    if let Some((_, level)) = seats.computer() {
        computer::plays(play, computer, level, notice);
    }
    let computer_player = computer;
    // A game opened after its end (a replay) shows its result in the status
    // line, without the game-over dialog.
    let over_dismissed = RwSignal::new(play.with_untracked(|p| p.game.result().is_some()));
    let confirm_resign = RwSignal::new(false);
    // Cheap readings of the game first; what costs more (a position's copy,
    // move generation) hangs on them, not on every unit picked up.
    // Settled, not memos: a tap that picks up a unit changes `play` but none
    // of these, and wakes nothing that hangs on them.
    let ply = settled(move || play.with(|p| p.game.ply()));
    let shown_ply = settled(move || play.with(|p| p.shown_ply()));
    let result = settled(move || play.with(|p| p.game.result()));
    // Memos read what they hang on (`get`, not only `track`): a memo that is
    // tracked but never read is not brought up to date, and then tells of no
    // later change.
    let shown = Memo::new(move |_| {
        let _ = ply.get();
        let _ = shown_ply.get();
        play.with_untracked(|p| p.shown().clone())
    });
    let to_move = Memo::new(move |_| {
        let _ = ply.get();
        play.with_untracked(|p| p.game.position().side_to_move())
    });
    // What the panel and the players' bars hang on: the same readings, taken
    // a frame later, so that a move's own frame draws the board alone.
    // One copy for all three, so that they change together: a move that ends
    // the game shows in the move list and the game's end at once.
    let panel = after_paint_copy(settled(move || (ply.get(), shown_ply.get(), result.get())));
    let panel_ply = Memo::new(move |_| panel.get().0);
    let panel_shown_ply = Memo::new(move |_| panel.get().1);
    let panel_result = Memo::new(move |_| panel.get().2);
    let panel_to_move = Memo::new(move |_| {
        let _ = panel_ply.get();
        play.with_untracked(|p| p.game.position().side_to_move())
    });
    let readings = PanelReadings {
        ply: panel_ply,
        shown_ply: panel_shown_ply,
        result: panel_result,
        to_move: panel_to_move,
    };
    // The board turns to the side to move; once the game is over it stays
    // turned to the side that made the last move.
    // (Against the computer it faces the player throughout: see `Seats`.)
    let facing = move || {
        let turn = match result.get() {
            None => to_move.get(),
            Some(_) => play.with(|p| {
                p.game
                    .ply()
                    .checked_sub(1)
                    .and_then(|i| p.game.position_at(i))
                    .map_or(Color::White, |pos| pos.side_to_move())
            }),
        };
        seats.faces(turn)
    };
    let turn_to_black =
        Memo::new(move |_| seats.turns_board(follow.get()) && facing() == Color::Black);
    // What the move list, the captured units and the status hang on: they
    // change with the moves, not with every unit picked up.
    let captured = Memo::new(move |_| {
        let _ = panel_shown_ply.get();
        let _ = panel_ply.get();
        play.with_untracked(|p| p.captured())
    });

    // The board turns to the other player a moment after a move is shown:
    // the player sees the move land where it was played, and the whole board
    // is drawn again in a frame of its own, not in the move's. From the move
    // until a moment after the turn, presses are ignored: the second tap of a
    // quick double tap must not pick up the next player's unit. (Turned by
    // the setting, it turns at once.)
    let flipped = RwSignal::new(turn_to_black.get_untracked());
    let guarded = RwSignal::new(false);
    let turn_round = StoredValue::new(0u32);
    Effect::new(move |before: Option<usize>| {
        let now = turn_to_black.get();
        let moves = ply.get();
        turn_round.update_value(|r| *r += 1);
        let round = turn_round.get_value();
        let current = move || turn_round.try_get_value() == Some(round);
        if now == flipped.get_untracked() {
            guarded.set(false);
        } else if before.is_some_and(|b| b != moves) {
            guarded.set(true);
            set_timeout(
                move || {
                    if current() {
                        flipped.set(now);
                        set_timeout(
                            move || {
                                if current() {
                                    guarded.set(false);
                                }
                            },
                            std::time::Duration::from_millis(TURN_GUARD_MS),
                        );
                    }
                },
                std::time::Duration::from_millis(TURN_DELAY_MS),
            );
        } else {
            flipped.set(now);
        }
        moves
    });

    let cells = Memo::new(move |_| shown.with(position_cells));
    let standing = Memo::new(move |_| shown.with(position_marks));
    // A unit held down that is not picked up (the enemy's, or any while the
    // board takes no move): what it attacks is shown while it is held.
    let held = RwSignal::new(None::<Square>);
    let marks = Memo::new(move |_| {
        play.with(|p| {
            let mut marks = standing.get();
            if let Some(m @ Move::Normal { from, to, .. }) = p.last_move() {
                marks.push((from, Mark::LastFrom));
                marks.push((to, Mark::LastTo));
                // The Catapult's capture: it hit `to` and stepped back.
                let before = p
                    .shown_ply()
                    .checked_sub(1)
                    .and_then(|i| p.game.position_at(i));
                if let Some(landed) = before.and_then(|b| notation::steps_back(b, m)) {
                    marks.push((landed, Mark::LastTo));
                }
            }
            if let Some(Move::Normal { from, to, .. }) = p.hint {
                marks.push((from, Mark::Hint));
                marks.push((to, Mark::Hint));
            }
            if let Some(sq) = p.selected() {
                marks.push((sq, Mark::Selected));
            }
            // What the selected or held unit attacks (`armor`).
            let attacker = held
                .get()
                .or(p.selected())
                .filter(|_| ruleset == Ruleset::Armor);
            if let Some(sq) = attacker {
                let shown = p.shown();
                for target in Square::all() {
                    if shown.attackers_of(target).contains(sq) {
                        marks.push((target, Mark::Attacks));
                    }
                }
            }
            let now = p.game.position();
            for m in p.destinations() {
                if let Move::Normal { to, kind, .. } = m {
                    marks.push((to, Mark::destination(kind)));
                    if let Some(landed) = notation::steps_back(now, m) {
                        marks.push((landed, Mark::Lands));
                    }
                }
            }
            marks
        })
    });

    let on_press = Callback::new(move |sq: Square| {
        if guarded.get_untracked() {
            return None;
        }
        let mut press = Press::Nothing;
        play.update(|p| press = p.press(sq));
        if press == Press::Nothing && play.with_untracked(|p| p.shown().piece_at(sq).is_some()) {
            held.set(Some(sq));
        }
        match press {
            // From the game itself: `shown` follows it a moment later.
            Press::Drag(sq) => play
                .with_untracked(|p| p.shown().piece_at(sq))
                .map(Ghost::Unit),
            _ => None,
        }
    });
    let on_release = Callback::new(move |(sq, end): (Square, DragEnd)| {
        if held.get_untracked().is_some() {
            held.set(None);
        }
        // Only a press that picked up a unit has anything to release.
        if play.with_untracked(|p| p.selected() == Some(sq)) {
            play.update(|p| {
                p.release(sq, end.over, end.moved);
            });
        }
    });

    let on_ask = Callback::new(move |(ask, sq): (Ask, Square)| {
        play.with_untracked(|p| reader::answer(p, ask, sq))
    });
    let keys_open = RwSignal::new(false);

    // Spoken by screen readers: each move once, as a sentence, with what
    // follows from it (whose turn, a forced pass, the end); an end without a
    // move (a resignation, a draw agreed) alone. The status line says the
    // same to the eye and is not spoken. A message that repeats the last one
    // is told again.
    // Moves that came from elsewhere while the screen was being built (a
    // friend's link) are told once it is up, from the ply they began at.
    let spoken = RwSignal::new(String::new());
    let arrived = arrived.try_update_value(Option::take).flatten();

    // A player's bar: its elements stay, and only what changes is written
    // (a move changes whose turn it is; the board's turn swaps the sides).
    let player_bar = move |top: bool| {
        let side = Memo::new(move |_| {
            let bottom = if flipped.get() {
                Color::Black
            } else {
                Color::White
            };
            if top {
                !bottom
            } else {
                bottom
            }
        });
        let turn =
            Memo::new(move |_| panel_result.get().is_none() && panel_to_move.get() == side.get());
        let captured_row = move || {
            let by = side.get();
            captured.with(|taken| {
                let list = &taken[if by == Color::White { 0 } else { 1 }];
                let n = u32::try_from(list.len()).unwrap_or(u32::MAX);
                let label = count(Count::PlayCapturedBy, n, &[("side", words::color(by))]);
                view! {
                    <div class="captured" role="group" aria-label=label>
                        {list.iter().map(|&p| unit_icon(p)).collect_view()}
                    </div>
                }
            })
        };
        view! {
            <div class="player-bar" class:turn=move || turn.get() data-side=move || side_key(side.get())>
                <span class="player-name">
                    <span class="dot" class:black=move || side.get() == Color::Black></span>
                    {move || {
                        let name = words::color(side.get());
                        match (seats.seat(side.get()), seats.player()) {
                            (Seat::Computer(_), _) => fill(Msg::PlayComputer, &[("side", name)]),
                            (Seat::Remote, _) => fill(Msg::PlayFriend, &[("side", name)]),
                            (Seat::Here, Some(_)) => fill(Msg::PlayYou, &[("side", name)]),
                            (Seat::Here, None) => name.to_string(),
                        }
                    }}
                    {move || turn.get().then(|| format!(" {}", t(Msg::PlayTurn)))}
                </span>
                {captured_row}
            </div>
        }
    };

    let step = move |delta: isize| step_through(play, delta);
    // A press taken over by the system (a gesture) ends no hold by itself.
    let cancelled = window_event_listener(ev::pointercancel, move |_| held.set(None));
    on_cleanup(move || cancelled.remove());
    let keys = window_event_listener(ev::keydown, move |e| match e.key().as_str() {
        "ArrowLeft" => step(-1),
        "ArrowRight" => step(1),
        "Home" => play.update(|p| p.view(0)),
        "End" => play.update(|p| p.view(usize::MAX)),
        "Escape" => play.update(PlayBoard::put_down),
        _ => {}
    });
    on_cleanup(move || keys.remove());

    // A game taken back from its end shows its next end again.
    Effect::new(move |_| {
        if panel_result.with(Option::is_none) && over_dismissed.get_untracked() {
            over_dismissed.set(false);
        }
    });
    // The game's end holds the focus; Escape closes it to review the game.
    let game_over = view! {
        <Dialog
            open=Signal::derive(move || panel_result.get().is_some() && !over_dismissed.get())
            on_close=Callback::new(move |()| over_dismissed.set(true))
            class="game-over"
            label=t(Msg::PlayGameOver)
        >
            {move || panel_result.get_untracked().map(|r| {
                let (head, why) = words::result(r, ruleset);
                view! {
                    <h2>{head}</h2>
                    <p>{why}</p>
                    <div class="actions">
                        {button("button primary", t(Msg::PlayRematch), move || on_rematch.run(()))}
                        {button("button", t(Msg::PlayNewGame), move || on_new_game.run(()))}
                        {button("button", t(Msg::PlayReview), move || over_dismissed.set(true))}
                    </div>
                }
            })}
        </Dialog>
    };

    view! {
        <div class="screen play">
            // `guarded` tells tests and tools that presses are ignored; no
            // style hangs on it.
            <p class="sr-only" aria-live="polite" aria-atomic="true" data-spoken>{move || spoken.get()}</p>
            // With the text board the drawn board is for the eye alone.
            <div class="board-area" class:guarded=move || guarded.get() inert=move || text_mode.get()>
                {player_bar(true)}
                // The board in a task of its own after the screen's frame,
                // as the panel is (see the setup screen).
                {later(move || view! {
                    <Board
                        cells=cells
                        marks=marks
                        flipped=flipped
                        on_press=on_press
                        on_release=on_release
                        label=t(Msg::PlayBoard).to_string()
                        on_ask=on_ask
                        keys_open=keys_open
                    />
                })}
                {player_bar(false)}
                <div class="turn-guard" hidden=move || !guarded.get()></div>
            </div>
            <aside class="panel">
                // The panel's readings of the game are made with it, in its
                // own task, and the spoken line's effect with them.
                {later(move || view! {
                    <PlayPanel
                        play seats ruleset readings to_move
                        thinking computer_player notice send arrived spoken confirm_resign on_keep
                        on_rematch on_new_game on_share keys_open rules_open follow text_mode cells
                        marks flipped
                    />
                })}
            </aside>
            {game_over}
        </div>
    }
}
