//! Playing a move under iron's rules (RULES.md §1.3–§1.7): slides, captures
//! and shots, the fortress ruined and the attacker's landing square, frozen
//! units, the clock and the side to move.

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::moves::{Move, MoveKind};
use crate::position::Board;
use crate::role::Role;
use crate::square::Square;
use crate::zobrist;

use super::tables::TerrainTables;
use super::units;

/// Plays `m`, a legal move of this board on the terrain `t`.
pub(super) fn play_unchecked(b: &mut Board, m: Move, t: &TerrainTables) {
    let us = b.side;
    // §1.5: when a side's move ends, its own frozen marks are cleared.
    let thawed = b.frozen & b.by_color[us];
    if thawed.any() {
        b.key ^= zobrist::frozen_marks(thawed);
        b.frozen &= !thawed;
    }
    let mut reset = false;
    if let Move::Normal { from, to, kind } = m {
        let role = b.role_at(from).unwrap_or(Role::Rabble);
        match kind {
            MoveKind::Slide => relocate(b, us, role, from, to, t),
            MoveKind::Capture => {
                remove(b, !us, to);
                relocate(b, us, role, from, to, t);
                reset = true;
            }
            MoveKind::Shot => {
                remove(b, !us, to);
                reset = true;
            }
            MoveKind::Ruin => {
                // §1.6: the fortress falls, the defender stays; a melee
                // attacker ends on the last square before it.
                b.fortress = b.fortress.without(to);
                b.ruined = b.ruined.with(to);
                b.key ^= zobrist::fortress(to) ^ zobrist::ruined(to);
                if units::shot_range(role).is_none() {
                    let landing = besieger_stop(from, to);
                    if landing != from {
                        relocate(b, us, role, from, landing, t);
                    }
                }
                reset = true;
            }
            MoveKind::Pass => {}
        }
    }
    b.end_turn(us, reset);
}

/// The square the moving unit stands on after `m`, a legal move of this
/// board: where a slide or a melee capture ends; a shooter's own square; for
/// a fortress ruin, the square a melee unit stops on before the fortress,
/// or a ranged unit's own square. None for a pass.
pub(super) fn lands_on(b: &Board, m: Move) -> Option<Square> {
    match m {
        Move::Pass => None,
        Move::Normal { from, to, kind } => Some(match kind {
            MoveKind::Slide | MoveKind::Capture => to,
            MoveKind::Shot | MoveKind::Pass => from,
            MoveKind::Ruin => match b.role_at(from).and_then(units::shot_range) {
                Some(_) => from,
                None => besieger_stop(from, to),
            },
        }),
    }
}

/// Where a melee unit on `from` stops when it ruins the fortress on `to`
/// (§1.6): on the last square of its slide before the fortress, which is
/// `from` itself when it started next to it.
#[inline]
fn besieger_stop(from: Square, to: Square) -> Square {
    to.direction_to(from)
        .and_then(|d| to.step(d))
        .unwrap_or(from)
}

/// Moves `color`'s `role` from `from` to the empty square `to`, freezing it if it
/// enters water (§1.5).
#[inline]
fn relocate(b: &mut Board, color: Color, role: Role, from: Square, to: Square, t: &TerrainTables) {
    b.shift(color, role, from, to);
    if units::may_be_frozen(role) && t.water.contains(to) {
        b.frozen = b.frozen.with(to);
        b.key ^= zobrist::frozen(to);
    }
}

/// Takes `color`'s piece off `sq`; a captured unit loses its frozen mark.
#[inline]
fn remove(b: &mut Board, color: Color, sq: Square) {
    if let Some(role) = b.role_at(sq) {
        b.key ^= zobrist::piece(color, role, sq);
    }
    if b.frozen.contains(sq) {
        b.key ^= zobrist::frozen(sq);
    }
    let keep = !Bitboard::from_square(sq);
    b.by_color[color] &= keep;
    for bb in &mut b.by_role {
        *bb &= keep;
    }
    b.frozen &= keep;
}
