//! Playing a move under armor's rules (RULES.md §2.3–§2.5): normal moves,
//! capture moves, the Catapult's step back, the clock and the side to move.

use crate::bitboard::Bitboard;
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
            MoveKind::Slide => relocate(b, us, role, from, to),
            MoveKind::Capture => {
                remove(b, !us, to);
                relocate(b, us, role, from, to);
                reset = true;
            }
            MoveKind::Shot => {
                remove(b, !us, to);
                let back = to.direction_to(from).and_then(|d| from.step(d));
                if let Some(back) = back {
                    relocate(b, us, role, from, back);
                }
                reset = true;
            }
            MoveKind::Ruin | MoveKind::Pass => {}
        }
    }
    b.clock = if reset { 0 } else { b.clock.saturating_add(1) };
    if us == Color::Black {
        b.fullmove = b.fullmove.saturating_add(1);
    }
    b.side = !us;
    b.key ^= zobrist::BLACK;
}

/// Moves `color`'s `role` from `from` to the empty square `to`.
#[inline]
fn relocate(b: &mut Board, color: Color, role: Role, from: Square, to: Square) {
    let both = Bitboard::from_square(from) | Bitboard::from_square(to);
    b.by_color[color] = b.by_color[color] ^ both;
    b.by_role[role.index()] = b.by_role[role.index()] ^ both;
    b.key ^= zobrist::piece(color, role, from) ^ zobrist::piece(color, role, to);
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
