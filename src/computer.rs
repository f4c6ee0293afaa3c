//! The computer at the board, in a game against it: it moves when its turn
//! comes, answers a draw offered to it, suggests a move to the player, and
//! takes back the player's last move with its answer. Only the play screen
//! uses this, so it comes with that part of the page.

use cyvasse::Level;
use leptos::prelude::*;

use crate::i18n::{fill, Msg};
use crate::play_model::PlayBoard;
use crate::random_u64;
use crate::worker_client::Computer;

/// How long the computer may think about a hint, in milliseconds.
const HINT_MILLIS: u32 = 800;

/// How long the computer may think about a draw offered to it, in
/// milliseconds (its level's own limits apply as well).
const DRAW_MILLIS: u32 = 500;

/// How long the computer thinks about a move at each level, in milliseconds
/// (0: only the level's own limits, which are small).
fn think_millis(level: Level) -> u32 {
    match level {
        Level::Easy | Level::Medium => 0,
        Level::Hard => 1500,
    }
}

/// Makes the computer play its side of `play` at `level` while the screen is
/// up: its move when it is its turn, its answer when a draw is offered to it.
/// What goes wrong is told in `notice`.
pub fn plays(
    play: RwSignal<PlayBoard>,
    computer: Computer,
    level: Level,
    notice: RwSignal<Option<String>>,
) {
    // What calls for the computer: the ply, and whether it is to move or a
    // draw offer waits for it.
    let wanted = Memo::new(move |_| {
        play.with(|b| {
            let live = b.game.result().is_none();
            (
                b.game.ply(),
                live && b.computer_to_move(),
                live && b.draw_offered_to_computer(),
            )
        })
    });
    Effect::new(move |_| {
        let (ply, to_move, offered) = wanted.get();
        if !(to_move || offered)
            || computer
                .thinking
                .get_untracked()
                .is_some_and(|(_, p)| p == ply)
        {
            return;
        }
        let Some((side, _)) = play.with_untracked(|b| b.seats.computer()) else {
            return;
        };
        let ai = match computer.ai() {
            Ok(ai) => ai,
            Err(e) => return notice.set(Some(e)),
        };
        let game = play.with_untracked(|b| b.game.clone());
        let thinking = computer.thinking;
        let id = if to_move {
            ai.think(
                &game,
                level,
                think_millis(level),
                random_u64(),
                move |reply| {
                    thinking.set(None);
                    match reply {
                        Ok(found) => {
                            play.try_update(|b| {
                                if b.game.ply() == ply {
                                    b.play_computer(found.uci);
                                }
                            });
                        }
                        Err(e) => notice.set(Some(fill(Msg::SeatNoMove, &[("reason", &e)]))),
                    }
                },
            )
        } else {
            ai.answer_draw(&game, side, level, DRAW_MILLIS, move |reply| {
                thinking.set(None);
                let accept = reply.unwrap_or_else(|e| {
                    notice.set(Some(fill(Msg::SeatNoAnswer, &[("reason", &e)])));
                    false
                });
                play.try_update(|b| {
                    if b.game.ply() == ply && b.draw_offered_to_computer() {
                        b.answer_draw(accept);
                    }
                });
            })
        };
        thinking.set(Some((id, ply)));
    });
}

/// Asks the computer for a good move for the player, marked on the board
/// until the next move.
pub fn hint(play: RwSignal<PlayBoard>, computer: Computer, notice: RwSignal<Option<String>>) {
    let ai = match computer.ai() {
        Ok(ai) => ai,
        Err(e) => return notice.set(Some(e)),
    };
    let game = play.with_untracked(|b| b.game.clone());
    let ply = game.ply();
    ai.think(
        &game,
        Level::Hard,
        HINT_MILLIS,
        random_u64(),
        move |reply| {
            if let Ok(found) = reply {
                play.try_update(|b| {
                    if b.game.ply() == ply && b.accepts_moves() {
                        b.hint = b.game.position().to_move(found.uci).ok();
                    }
                });
            }
        },
    );
}

/// Takes back the player's last move and the computer's answer to it.
pub fn take_back(play: RwSignal<PlayBoard>, computer: Computer) {
    let mut taken = false;
    play.update(|b| taken = b.take_back());
    // Only a move taken back makes the computer's search moot: with nothing
    // to take back (the computer opens the game), it goes on.
    if taken {
        computer.forget();
    }
}
