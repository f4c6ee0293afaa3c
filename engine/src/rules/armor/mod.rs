//! The rules of `armor` (RULES.md §2): paths of king-steps that turn,
//! attacks counted against each piece's armor, Spearmen that bar the way,
//! the Tower's guard, the Catapult that captures by stepping back, and no
//! pass: a side with no move loses.
//!
//! - `steps`: king-steps on whole bitboards, neighbours, Spearmen's zones;
//! - `attacks`: which enemies are capturable (attacks counted against armor),
//!   every attacker of one piece, the Tower's guard;
//! - `moves`: move generation;
//! - `play`: what a move does;
//! - `units`: its numbers: armor, move, capture and attack ranges, setup counts.
//!
//! Decisions where RULES.md §2 is silent (the reference implementation in
//! `tests/common/reference_armor.rs` takes the same ones):
//! - A path's squares but the last must not be water, a mountain, an enemy
//!   piece or an enemy Spearmen's zone square (the Dragon passes all but
//!   water), nor, for the Elephant, one of its own pieces. A zone square bars
//!   the way even when a piece of the mover's side stands on it. A normal
//!   move ends on an empty square that is not a mountain; it may be water or
//!   a zone square.
//! - A capture move ends on its target, which may stand on water or a zone
//!   square but not on a mountain; the squares before it follow the path
//!   rules, so the Dragon's capture line passes over enemies and mountains.
//!   A piece on water may still capture by moving (the capturer need not
//!   attack); a Catapult on water attacks nothing, so it has no capture.
//! - Water between an attacker and its target does not stop the attack.
//! - The Catapult's step-back square must be on the board, empty and not a
//!   mountain; it may be water or a zone square. The Catapult's capture is a
//!   [`MoveKind::Shot`] on the target's square.
//! - A Tower is a target like any other piece (armor 2); a piece next to any
//!   Tower of its own side is guarded, Towers included.
//! - A piece standing on a mountain (only a text can put it there) may leave
//!   it and attacks as usual; only a Catapult can capture it.
//! - A position without one side's King is won by the other side; without
//!   both, it is [`Outcome::NoKings`], as in `iron`.

mod attacks;
mod moves;
mod play;
mod steps;
pub(crate) mod units;

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::moves::{Move, MoveKind, MoveList};
use crate::position::{Board, Outcome};
use crate::role::Role;
use crate::square::Square;

use super::{filled, Counter, HitsSquare, MoveSink, Rules, WhenStuck};
use steps::Geometry;

/// Armor's rules on one terrain: its mountains and water, and the geometry
/// the generator looks up.
#[derive(Clone, Debug)]
pub struct Armor {
    mountain: Bitboard,
    water: Bitboard,
    geometry: Geometry,
}

impl Armor {
    pub(crate) fn new(mountain: Bitboard, water: Bitboard) -> Armor {
        Armor {
            mountain,
            water,
            geometry: Geometry::new(),
        }
    }

    /// Mountains, water and forest (none in armor).
    #[inline]
    pub(crate) fn fixed_terrain(&self) -> (Bitboard, Bitboard, Bitboard) {
        (self.mountain, self.water, Bitboard::EMPTY)
    }

    /// The number of moves the generator finds (the game must not be over).
    #[inline]
    fn count_generated(&self, board: &Board) -> u64 {
        let mut counter = Counter(0);
        self.generate(board, &mut counter);
        counter.0
    }
}

/// Records whether a blow lands on one of some squares.
struct Strikes {
    on: Bitboard,
    hit: bool,
}

impl MoveSink for Strikes {
    #[inline]
    fn slides(&mut self, _from: Square, _to: Bitboard) {}
    #[inline]
    fn strike(&mut self, _from: Square, to: Square, _kind: MoveKind) {
        self.hit |= self.on.contains(to);
    }
}

impl Rules for Armor {
    /// Normal moves spread out from each unit a ring of squares at a time;
    /// the enemies it could capture are counted once per position, for all
    /// units together (see the `attacks` and `moves` modules).
    #[inline(always)]
    fn generate<S: MoveSink>(&self, board: &Board, sink: &mut S) {
        moves::generate(board, &self.geometry, self.mountain, self.water, sink);
    }

    #[inline]
    fn play_unchecked(&self, board: &mut Board, m: Move) {
        play::play_unchecked(board, m);
    }

    /// Whether a King of the side to move is capturable (§2.4) and some
    /// enemy capture, by moving or by the Catapult, lands on it.
    fn king_attacked(&self, board: &Board) -> bool {
        let us = board.side;
        let kings = board.by_color[us] & board.by_role[Role::King.index()];
        if (attacks::capturable(board, &self.geometry, self.mountain, self.water, !us) & kings)
            .is_empty()
        {
            return false;
        }
        let mut strikes = Strikes {
            on: kings,
            hit: false,
        };
        self.generate_for(board, !us, &mut strikes);
        strikes.hit
    }

    /// §2.5: capturing the enemy King wins; a side to move with no legal
    /// move has lost.
    fn outcome(&self, board: &Board) -> Option<Outcome> {
        let kings = board.by_role[Role::King.index()];
        match (
            (kings & board.by_color.white).any(),
            (kings & board.by_color.black).any(),
        ) {
            (true, true) => {}
            (true, false) => {
                return Some(Outcome::Decisive {
                    winner: Color::White,
                })
            }
            (false, true) => {
                return Some(Outcome::Decisive {
                    winner: Color::Black,
                })
            }
            (false, false) => return Some(Outcome::NoKings),
        }
        if self.count_generated(board) == 0 {
            return Some(Outcome::NoLegalMove {
                winner: !board.side,
            });
        }
        None
    }

    /// The King must be capturable (§2.4: enough attackers of any types
    /// from `from`, no Tower of its own next to it) and a capture of `role`
    /// must reach it: a capture move of a unit of `role` from the nearest
    /// square of `from` on a line, or a Catapult's capture from any square
    /// of `from` with an empty square behind it.
    fn king_exposed(&self, board: &Board, king: Square, from: Bitboard, role: Role) -> bool {
        let enemy = board.side;
        let (g, mountain, water) = (&self.geometry, self.mountain, self.water);
        let capturable = units::ROLES.iter().any(|&attacker| {
            let attacked = filled(board, from, enemy, attacker);
            attacks::capturable(&attacked, g, mountain, water, enemy).contains(king)
        });
        if !capturable {
            return false;
        }
        // Capturable now, the King is as open as a piece of armor 0: what
        // remains is whether a capture reaches its square.
        let mut bare = *board;
        bare.by_role[Role::King.index()] = bare.by_role[Role::King.index()].without(king);
        bare.by_role[Role::Crossbowmen.index()] |= Bitboard::from_square(king);
        let mut sink = HitsSquare {
            target: king,
            kinds: &[MoveKind::Capture, MoveKind::Shot],
            hit: false,
        };
        if role == Role::Catapult {
            // The square behind a Catapult must be empty: one at a time.
            for sq in from {
                self.generate(
                    &filled(&bare, Bitboard::from_square(sq), enemy, role),
                    &mut sink,
                );
            }
        } else {
            self.generate(&filled(&bare, from, enemy, role), &mut sink);
        }
        sink.hit
    }

    /// `capturable`'s walk read from the target outward, every attacker
    /// counted.
    fn attackers_of(&self, board: &Board, sq: Square) -> Bitboard {
        attacks::attackers(board, self.mountain, self.water, sq)
    }

    fn capturable(&self, board: &Board, side: Color) -> Bitboard {
        attacks::capturable(board, &self.geometry, self.mountain, self.water, !side)
    }

    fn guarded(&self, board: &Board) -> Bitboard {
        attacks::guarded(board, &self.geometry, Color::White)
            | attacks::guarded(board, &self.geometry, Color::Black)
    }

    fn zones(&self, board: &Board, side: Color) -> Bitboard {
        steps::spearmen_zone(board.units(side, Role::Spearmen), side)
    }

    /// The Catapult's capture ends one square directly away from its target.
    fn lands_on(&self, _board: &Board, m: Move) -> Option<Square> {
        play::lands_on(m)
    }

    /// §2.5: there is no pass; a side with no legal move loses.
    #[inline]
    fn when_stuck(&self) -> WhenStuck {
        WhenStuck::Lose
    }

    /// No pass: a side with no move has none, and has lost.
    #[inline]
    fn legal_moves_into(&self, board: &Board, list: &mut MoveList) {
        if board.is_game_over() {
            return;
        }
        self.generate(board, list);
    }

    #[inline]
    fn count_legal_moves(&self, board: &Board) -> u64 {
        if board.is_game_over() {
            return 0;
        }
        self.count_generated(board)
    }
}
