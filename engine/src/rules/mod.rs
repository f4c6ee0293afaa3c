//! The rules of each ruleset behind one interface.
//!
//! A ruleset's behaviour — which moves there are, what a move does, when the
//! game ends, what attacks a King — and its numbers (unit ranges, setup
//! counts) live in a module of its own (`iron/`, `armor/`), behind the [`Rules`] trait
//! and the [`Ruleset`] value (`ruleset.rs`: names, and the questions about
//! units and setups the other modules and the page ask). Everything else (positions, game
//! records, perft, exposure, text, the computer player) asks [`GameRules`],
//! the rules of one game, and never branches on the ruleset itself.
//!
//! [`GameRules`] is an enum over the rulesets' own types with static
//! dispatch, so that code generic over [`Rules`] (perft) can pick the
//! ruleset once and run its moves monomorphic; the enum's own methods match
//! on the ruleset at each call, a branch that is always taken the same way
//! in one game.
//!
//! Each ruleset's rules are built once per game from its terrain (the tiles
//! that never change) and shared by every position of the game; a [`Board`]
//! is the part that moves change, and is only meaningful with the rules of
//! the position it came from.
//!
//! The second ruleset (`armor`, RULES.md §2) is the module `armor/`, with a
//! type implementing [`Rules`], a variant of [`GameRules`] and its numbers
//! in [`Ruleset`]: its paths that turn give each unit a set of destinations
//! ([`MoveSink::slides`]); a capture by moving, or a Catapult's capture by
//! stepping away, is a blow on the target's square ([`MoveSink::strike`]),
//! and [`Rules::play_unchecked`] works out where the Catapult ends; attack
//! counting against armor and the Tower's guard answer
//! [`Rules::king_attacked`]; a side with no move loses
//! ([`Rules::when_stuck`], [`Rules::outcome`]).
//!
//! What the page shows on an `armor` board is the rules' to say too: who
//! attacks a piece ([`Rules::attackers_of`]), which pieces are capturable
//! ([`Rules::capturable`]) or guarded by a Tower ([`Rules::guarded`]), the
//! squares the Spearmen close ([`Rules::zones`]) and where a moving unit
//! ends ([`Rules::lands_on`]). `iron`, which has none of these notions but
//! the last, answers with empty sets.

mod armor;
mod iron;
pub(crate) mod ruleset;

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::moves::{Move, MoveKind, MoveList};
use crate::position::{Board, Outcome};
use crate::role::Role;
use crate::square::Square;
use ruleset::Ruleset;

pub use armor::Armor;
pub use iron::Iron;

/// Receives the moves of a position as the generator finds them
/// ([`Rules::generate`]): slides as sets of destinations, blows one by one.
pub trait MoveSink {
    /// Slides from `from` to each empty square of `to`.
    fn slides(&mut self, from: Square, to: Bitboard);
    /// A capture, shot or ruin of the enemy on `to`.
    fn strike(&mut self, from: Square, to: Square, kind: MoveKind);
}

/// Records whether a blow of some kinds lands on one square.
pub(crate) struct HitsSquare {
    pub(crate) target: Square,
    pub(crate) kinds: &'static [MoveKind],
    pub(crate) hit: bool,
}

impl MoveSink for HitsSquare {
    fn slides(&mut self, _from: Square, _to: Bitboard) {}
    fn strike(&mut self, _from: Square, to: Square, kind: MoveKind) {
        self.hit |= to == self.target && self.kinds.contains(&kind);
    }
}

/// A board with a unit of `side` and `role` added on every square of `on`.
pub(crate) fn filled(board: &Board, on: Bitboard, side: Color, role: Role) -> Board {
    let mut b = *board;
    b.by_role[role.index()] |= on;
    b.by_color[side] |= on;
    b
}

/// Counts the moves it receives.
pub(crate) struct Counter(pub(crate) u64);

impl MoveSink for Counter {
    #[inline(always)]
    fn slides(&mut self, _from: Square, to: Bitboard) {
        self.0 += u64::from(to.count());
    }
    #[inline(always)]
    fn strike(&mut self, _from: Square, _to: Square, _kind: MoveKind) {
        self.0 += 1;
    }
}

impl MoveSink for MoveList {
    #[inline]
    fn slides(&mut self, from: Square, to: Bitboard) {
        for to in to {
            // The list holds every move there can be (MAX_MOVES), so it never overflows.
            let _ = self.try_push(Move::Normal {
                from,
                to,
                kind: MoveKind::Slide,
            });
        }
    }
    #[inline]
    fn strike(&mut self, from: Square, to: Square, kind: MoveKind) {
        let _ = self.try_push(Move::Normal { from, to, kind });
    }
}

/// What the side to move does when it has no legal move.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum WhenStuck {
    /// It passes (`0000`, its one legal move); two passes in a row draw
    /// (RULES.md §1.7, `iron`).
    Pass,
    /// It has lost (RULES.md §2.5, `armor`): there is no pass.
    Lose,
}

/// What a ruleset does on a board: the interface every ruleset implements.
///
/// Each method reads or changes a [`Board`] of a position under these rules.
/// RULES.md §1 (`iron`) and §2 (`armor`) differ in every one of them: how
/// units move and capture, what a move does besides moving a unit, when the
/// game ends and what a side with no move does.
pub trait Rules {
    /// Feeds every legal move of the side to move but a pass to `sink` (the
    /// game must not be over).
    fn generate<S: MoveSink>(&self, board: &Board, sink: &mut S);

    /// Plays `m`, one of the legal moves of `board` (a pass included when the
    /// rules allow one). Another move leaves the board in an unspecified (but
    /// memory-safe, panic-free) state.
    fn play_unchecked(&self, board: &mut Board, m: Move);

    /// Whether the enemy could take a King of the side to move with its next
    /// move (what attacks the King's square, read from the square outward).
    fn king_attacked(&self, board: &Board) -> bool;

    /// How the game has ended on `board` alone, if it has (the draws that
    /// need the game's history are the game record's).
    fn outcome(&self, board: &Board) -> Option<Outcome>;

    /// What the side to move does when [`Rules::generate`] finds no move.
    fn when_stuck(&self) -> WhenStuck;

    /// Adds every legal move to the empty `list`; none when the game is over.
    /// (Filling a list in place spares a copy of the whole array on return.)
    fn legal_moves_into(&self, board: &Board, list: &mut MoveList);

    /// The number of legal moves (0 when the game is over).
    fn count_legal_moves(&self, board: &Board) -> u64;

    /// Whether a King on `king` of the side not to move could be taken at
    /// once by a unit of `role` of the side to move standing somewhere on
    /// `from`, whatever else stands there (the setup's worst case: the
    /// enemy's homeland is secret). `from` is empty on `board`; it is grass
    /// or whatever the worst case needs.
    fn king_exposed(&self, board: &Board, king: Square, from: Bitboard, role: Role) -> bool;

    /// The enemy pieces that attack the piece on `sq`: in `armor` (RULES.md
    /// §2.4), all those counted against its armor; none when `sq` is empty,
    /// and always none in `iron`, where units capture without attacking.
    fn attackers_of(&self, board: &Board, sq: Square) -> Bitboard;

    /// The pieces of `side` that the other side could capture by the armor
    /// rule (RULES.md §2.4): attacked by at least as many enemies as their
    /// armor and not guarded by a Tower; whether a capture move reaches them
    /// is the move generator's. None in `iron`, which has no armor.
    fn capturable(&self, board: &Board, side: Color) -> Bitboard;

    /// The pieces, of either side, next to a Tower of their own, which
    /// cannot be captured (RULES.md §2.2); none in `iron`, which has no Tower.
    fn guarded(&self, board: &Board) -> Bitboard;

    /// The squares `side`'s Spearmen close: enemy moves may end or start on
    /// them but not pass through them, the Dragon's excepted (RULES.md
    /// §2.2); none in `iron`, whose Spearmen close nothing.
    fn zones(&self, board: &Board, side: Color) -> Bitboard;

    /// The square the moving unit stands on after `m`, a legal move of
    /// `board`: the destination of a slide or a capture by moving, the square
    /// a shooter stays on or a besieger stops on, or the square `armor`'s
    /// Catapult steps back onto. None for a pass.
    fn lands_on(&self, board: &Board, m: Move) -> Option<Square>;

    /// Feeds every move `side` could make if it were to move to `sink` (no
    /// pass; the game must not be over): what the side threatens.
    #[inline]
    fn generate_for<S: MoveSink>(&self, board: &Board, side: Color, sink: &mut S) {
        if board.side == side {
            self.generate(board, sink);
        } else {
            let mut flipped = *board;
            flipped.side = side;
            self.generate(&flipped, sink);
        }
    }
}

/// The rules of one game, whichever its ruleset: built once from the
/// terrain and shared by every position of the game.
///
/// Iron's tables make its variant far larger than armor's; the rules are
/// built once per game and shared (behind an `Arc` in each position), and
/// boxing them would add a pointer to follow on every move generation.
#[derive(Clone, Debug)]
#[allow(clippy::large_enum_variant)]
pub enum GameRules {
    /// RULES.md §1.
    Iron(Iron),
    /// RULES.md §2.
    Armor(Armor),
}

impl GameRules {
    /// The rules of `ruleset` on a board with these fixed tiles.
    pub(crate) fn new(
        ruleset: Ruleset,
        mountain: Bitboard,
        water: Bitboard,
        forest: Bitboard,
    ) -> GameRules {
        match ruleset {
            Ruleset::Iron => GameRules::Iron(Iron::new(mountain, water, forest)),
            // Armor has no forest (the text parser refuses it).
            Ruleset::Armor => GameRules::Armor(Armor::new(mountain, water)),
        }
    }

    /// The tiles that never change in a game: mountains, water and forest.
    #[inline]
    pub(crate) fn fixed_terrain(&self) -> (Bitboard, Bitboard, Bitboard) {
        match self {
            GameRules::Iron(r) => r.fixed_terrain(),
            GameRules::Armor(r) => r.fixed_terrain(),
        }
    }
}

impl Rules for GameRules {
    #[inline(always)]
    fn generate<S: MoveSink>(&self, board: &Board, sink: &mut S) {
        match self {
            GameRules::Iron(r) => r.generate(board, sink),
            GameRules::Armor(r) => r.generate(board, sink),
        }
    }

    #[inline(always)]
    fn play_unchecked(&self, board: &mut Board, m: Move) {
        match self {
            GameRules::Iron(r) => r.play_unchecked(board, m),
            GameRules::Armor(r) => r.play_unchecked(board, m),
        }
    }

    #[inline(always)]
    fn king_attacked(&self, board: &Board) -> bool {
        match self {
            GameRules::Iron(r) => r.king_attacked(board),
            GameRules::Armor(r) => r.king_attacked(board),
        }
    }

    #[inline(always)]
    fn outcome(&self, board: &Board) -> Option<Outcome> {
        match self {
            GameRules::Iron(r) => r.outcome(board),
            GameRules::Armor(r) => r.outcome(board),
        }
    }

    #[inline(always)]
    fn when_stuck(&self) -> WhenStuck {
        match self {
            GameRules::Iron(r) => r.when_stuck(),
            GameRules::Armor(r) => r.when_stuck(),
        }
    }

    #[inline(always)]
    fn legal_moves_into(&self, board: &Board, list: &mut MoveList) {
        match self {
            GameRules::Iron(r) => r.legal_moves_into(board, list),
            GameRules::Armor(r) => r.legal_moves_into(board, list),
        }
    }

    #[inline(always)]
    fn count_legal_moves(&self, board: &Board) -> u64 {
        match self {
            GameRules::Iron(r) => r.count_legal_moves(board),
            GameRules::Armor(r) => r.count_legal_moves(board),
        }
    }

    fn king_exposed(&self, board: &Board, king: Square, from: Bitboard, role: Role) -> bool {
        match self {
            GameRules::Iron(r) => r.king_exposed(board, king, from, role),
            GameRules::Armor(r) => r.king_exposed(board, king, from, role),
        }
    }

    fn attackers_of(&self, board: &Board, sq: Square) -> Bitboard {
        match self {
            GameRules::Iron(r) => r.attackers_of(board, sq),
            GameRules::Armor(r) => r.attackers_of(board, sq),
        }
    }

    fn capturable(&self, board: &Board, side: Color) -> Bitboard {
        match self {
            GameRules::Iron(r) => r.capturable(board, side),
            GameRules::Armor(r) => r.capturable(board, side),
        }
    }

    fn guarded(&self, board: &Board) -> Bitboard {
        match self {
            GameRules::Iron(r) => r.guarded(board),
            GameRules::Armor(r) => r.guarded(board),
        }
    }

    fn zones(&self, board: &Board, side: Color) -> Bitboard {
        match self {
            GameRules::Iron(r) => r.zones(board, side),
            GameRules::Armor(r) => r.zones(board, side),
        }
    }

    fn lands_on(&self, board: &Board, m: Move) -> Option<Square> {
        match self {
            GameRules::Iron(r) => r.lands_on(board, m),
            GameRules::Armor(r) => r.lands_on(board, m),
        }
    }
}
