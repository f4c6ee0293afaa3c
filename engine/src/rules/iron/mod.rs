//! The rules of `iron` (RULES.md §1): units that slide over terrain, shooters,
//! the Dragon, water that freezes, fortresses that fall to ruins, and a
//! forced pass for a side with no move.
//!
//! - `tables`: the rays of one terrain, precomputed (forest costs, water
//!   stops, mountains block);
//! - `moves`: move generation;
//! - `attacks`: what attacks a King, read backwards from its square;
//! - `play`: what a move does;
//! - `units`: its numbers: ranges, which units may take a Dragon, setup counts.

mod attacks;
mod moves;
mod play;
mod tables;
pub(crate) mod units;

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::moves::{Move, MoveKind, MoveList};
use crate::position::{Board, Outcome};
use crate::role::Role;
use crate::square::Square;

use super::{filled, Counter, HitsSquare, MoveSink, Rules, WhenStuck};
use tables::TerrainTables;

/// Iron's rules on one terrain: its rays precomputed.
#[derive(Clone, Debug)]
pub struct Iron {
    tables: TerrainTables,
}

impl Iron {
    pub(crate) fn new(mountain: Bitboard, water: Bitboard, forest: Bitboard) -> Iron {
        Iron {
            tables: TerrainTables::new(mountain, water, forest),
        }
    }

    /// Mountains, water and forest.
    #[inline]
    pub(crate) fn fixed_terrain(&self) -> (Bitboard, Bitboard, Bitboard) {
        let t = &self.tables;
        (t.mountain, t.water, t.forest)
    }

    /// The number of moves the generator finds (no pass; the game must not be over).
    #[inline]
    fn count_generated(&self, board: &Board) -> u64 {
        let mut counter = Counter(0);
        self.generate(board, &mut counter);
        counter.0
    }
}

impl Rules for Iron {
    /// Per unit and direction, the terrain tables give the squares a slide
    /// may reach ignoring pieces; the nearest piece on that line cuts it
    /// short. Reaches of one square are handled four directions at a time.
    #[inline(always)]
    fn generate<S: MoveSink>(&self, board: &Board, sink: &mut S) {
        moves::generate(board, &self.tables, sink);
    }

    #[inline]
    fn play_unchecked(&self, board: &mut Board, m: Move) {
        play::play_unchecked(board, m, &self.tables);
    }

    /// The nearest piece along each of the eight lines from the King, if it
    /// is an unfrozen enemy that can reach or shoot the King's square. A King
    /// on an unruined fortress cannot be taken (the blow ruins the fortress).
    #[inline]
    fn king_attacked(&self, board: &Board) -> bool {
        attacks::king_attacked(board, &self.tables)
    }

    /// §1.7: capturing the enemy King ends the game at once.
    fn outcome(&self, board: &Board) -> Option<Outcome> {
        let kings = board.by_role[Role::King.index()];
        match (
            (kings & board.by_color.white).any(),
            (kings & board.by_color.black).any(),
        ) {
            (true, true) => None,
            (true, false) => Some(Outcome::Decisive {
                winner: Color::White,
            }),
            (false, true) => Some(Outcome::Decisive {
                winner: Color::Black,
            }),
            (false, false) => Some(Outcome::NoKings),
        }
    }

    /// §1.7: a side with no legal move must pass.
    #[inline]
    fn when_stuck(&self) -> WhenStuck {
        WhenStuck::Pass
    }

    /// §1.7: `0000` alone when the side to move has no other move.
    #[inline]
    fn legal_moves_into(&self, board: &Board, list: &mut MoveList) {
        if board.is_game_over() {
            return;
        }
        self.generate(board, list);
        if list.is_empty() {
            list.push(Move::Pass);
        }
    }

    /// A forced pass counts as one.
    #[inline]
    fn count_legal_moves(&self, board: &Board) -> u64 {
        if board.is_game_over() {
            return 0;
        }
        self.count_generated(board).max(1)
    }

    /// No attacks: a unit captures whatever it reaches.
    fn attackers_of(&self, _board: &Board, _sq: Square) -> Bitboard {
        Bitboard::EMPTY
    }

    /// No armor.
    fn capturable(&self, _board: &Board, _side: Color) -> Bitboard {
        Bitboard::EMPTY
    }

    /// No Tower.
    fn guarded(&self, _board: &Board) -> Bitboard {
        Bitboard::EMPTY
    }

    /// Spearmen close no squares.
    fn zones(&self, _board: &Board, _side: Color) -> Bitboard {
        Bitboard::EMPTY
    }

    /// A shooter stays on its square; a melee unit that ruins a fortress
    /// stops before it (§1.6).
    fn lands_on(&self, board: &Board, m: Move) -> Option<Square> {
        play::lands_on(board, m)
    }

    /// One enemy unit of `role` on every square of `from`: the nearest one
    /// on each line is the one that could strike. A fortress is ruined, not
    /// taken: the King on it survives the first blow.
    fn king_exposed(&self, board: &Board, king: Square, from: Bitboard, role: Role) -> bool {
        let mut sink = HitsSquare {
            target: king,
            kinds: &[MoveKind::Capture, MoveKind::Shot],
            hit: false,
        };
        self.generate(&filled(board, from, board.side, role), &mut sink);
        sink.hit
    }
}
