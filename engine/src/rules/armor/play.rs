//! Playing a move under armor's rules (RULES.md §2.3–§2.5): normal moves,
//! capture moves, the Catapult's step back, the clock and the side to move.

use crate::color::Color;
use crate::moves::{Move, MoveKind};
use crate::position::Board;
use crate::role::Role;
use crate::square::Square;
use crate::zobrist;

/// Plays `m`, a legal move of this board. A [`MoveKind::Shot`] is the
/// Catapult's capture: the target goes and the Catapult steps one square
/// directly away from it.
pub(super) fn play_unchecked(b: &mut Board, m: Move) {
    let us = b.side;
    let mut reset = false;
    if let Move::Normal { from, to, kind } = m {
        let role = b.role_at(from).unwrap_or(Role::Rabble);
        match kind {
            MoveKind::Slide => b.shift(us, role, from, to),
            MoveKind::Capture => {
                remove(b, !us, to);
                b.shift(us, role, from, to);
                reset = true;
            }
            MoveKind::Shot => {
                remove(b, !us, to);
                if let Some(back) = step_back(from, to) {
                    b.shift(us, role, from, back);
                }
                reset = true;
            }
            MoveKind::Ruin | MoveKind::Pass => {}
        }
    }
    b.end_turn(us, reset);
}

/// The square the moving unit stands on after `m`, a legal move: where a
/// normal move or a capture move ends, or the square the Catapult steps back
/// onto; none for a pass (which armor does not have).
pub(super) fn lands_on(m: Move) -> Option<Square> {
    match m {
        Move::Pass => None,
        Move::Normal { from, to, kind } => Some(match kind {
            MoveKind::Slide | MoveKind::Capture => to,
            MoveKind::Shot => step_back(from, to).unwrap_or(from),
            // Not armor's moves: nothing moves.
            MoveKind::Ruin | MoveKind::Pass => from,
        }),
    }
}

/// The square a Catapult on `from` steps back onto when it captures the
/// piece on `target` (§2.4): one square directly away from the target.
#[inline]
fn step_back(from: Square, target: Square) -> Option<Square> {
    target.direction_to(from).and_then(|d| from.step(d))
}

/// Takes `color`'s piece off `sq`.
#[inline]
fn remove(b: &mut Board, color: Color, sq: Square) {
    if let Some(role) = b.role_at(sq) {
        b.key ^= zobrist::piece(color, role, sq);
        b.by_role[role.index()] = b.by_role[role.index()].without(sq);
    }
    b.by_color[color] = b.by_color[color].without(sq);
}
