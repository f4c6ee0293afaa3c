//! The position: terrain, pieces, frozen units, side to move and counters; legal
//! moves and playing them (RULES.md §1.2–§1.7).

use alloc::sync::Arc;
use core::fmt;
use core::hash::{Hash, Hasher};

use crate::bitboard::Bitboard;
use crate::color::{ByColor, Color};
use crate::moves::{Move, MoveList, Uci};
use crate::role::{Piece, Role};
use crate::rules::ruleset::Ruleset;
use crate::rules::{GameRules, Rules};
use crate::square::Square;
use crate::terrain::Terrain;
use crate::zobrist;

/// A game position. Immutable by API: [`Position::play`] returns the next one.
///
/// Its rules (the ruleset's, with their terrain-aware tables) are built once,
/// when the position is read or set up, and shared by every position that
/// follows from it.
#[derive(Clone)]
pub struct Position {
    pub(crate) board: Board,          // everything that changes during play
    pub(crate) rules: Arc<GameRules>, // the ruleset's rules on this terrain
}

/// The part of a position that moves change: plain data, cheap to copy (the
/// search and perft copy it per move and borrow the rules). A [`Position`] is
/// a board with its [`GameRules`]; a board is only meaningful with the rules
/// of the position it came from.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    pub(crate) ruleset: Ruleset,
    pub(crate) by_color: ByColor<Bitboard>, // the squares of each side's pieces
    pub(crate) by_role: [Bitboard; Role::COUNT], // the squares of each unit type, both sides
    pub(crate) fortress: Bitboard,          // unruined fortresses
    pub(crate) ruined: Bitboard,            // ruined fortresses
    pub(crate) frozen: Bitboard,            // units that entered water (§1.5)
    pub(crate) side: Color,                 // the side to move
    pub(crate) clock: u32,                  // plies since the last capture or ruin
    pub(crate) fullmove: u32,               // starts at 1, grows after Black's move
    pub(crate) key: u64,                    // Zobrist key, kept move by move (zobrist.rs)
}

/// How a game ended in a single position: a King is gone, or (in `armor`)
/// the side to move has no legal move.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// The side that still has its King won.
    Decisive {
        /// The winner.
        winner: Color,
    },
    /// Neither side has a King (a position that play cannot reach).
    NoKings,
    /// The side to move has no legal move and has lost (RULES.md §2.5, `armor`).
    NoLegalMove {
        /// The winner: the side that is not to move.
        winner: Color,
    },
}

/// A move that cannot be played in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game is over: a King has been captured, or (in `armor`) the side
    /// to move has no legal move.
    GameOver,
    /// A pass while the side to move has a legal move.
    PassNotAllowed,
    /// No unit of the side to move on the square.
    NoUnit {
        /// The move as written.
        uci: Uci,
    },
    /// The unit is frozen: it entered water on its side's last move.
    Frozen {
        /// The move as written.
        uci: Uci,
    },
    /// The unit cannot move, shoot or besiege there.
    Illegal {
        /// The move as written.
        uci: Uci,
    },
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver => f.write_str("the game is over"),
            PlayError::PassNotAllowed => {
                f.write_str("illegal move 0000: a pass is only allowed with no legal move")
            }
            PlayError::NoUnit { uci } => {
                write!(
                    f,
                    "illegal move {uci}: no unit of the side to move on its first square"
                )
            }
            PlayError::Frozen { uci } => {
                write!(
                    f,
                    "illegal move {uci}: the unit is frozen (it entered water last turn)"
                )
            }
            PlayError::Illegal { uci } => write!(f, "illegal move {uci}"),
        }
    }
}

impl Position {
    /// A position from its parts; the caller has checked them (the text parser and
    /// [`Position::from_homelands`](crate::Position::from_homelands) do).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn from_parts(
        ruleset: Ruleset,
        terrain: &[Terrain; 64],
        pieces: &[Option<Piece>; 64],
        side: Color,
        frozen: Bitboard,
        clock: u32,
        fullmove: u32,
    ) -> Position {
        let mut tiles = [Bitboard::EMPTY; Terrain::COUNT];
        let mut by_color = ByColor::<Bitboard>::default();
        let mut by_role = [Bitboard::EMPTY; Role::COUNT];
        for sq in Square::all() {
            tiles[terrain[sq.index()].index()] |= Bitboard::from_square(sq);
            if let Some(p) = pieces[sq.index()] {
                by_color[p.color] |= Bitboard::from_square(sq);
                by_role[p.role.index()] |= Bitboard::from_square(sq);
            }
        }
        let rules = GameRules::new(
            ruleset,
            tiles[Terrain::Mountain.index()],
            tiles[Terrain::Water.index()],
            tiles[Terrain::Forest.index()],
        );
        let mut board = Board {
            ruleset,
            by_color,
            by_role,
            fortress: tiles[Terrain::Fortress.index()],
            ruined: tiles[Terrain::Ruined.index()],
            frozen,
            side,
            clock,
            fullmove,
            key: 0,
        };
        board.key = board.key_from_scratch(&rules);
        Position {
            board,
            rules: Arc::new(rules),
        }
    }

    /// The Zobrist key of the position: a 64-bit hash of terrain (ruined
    /// fortresses included), pieces, frozen marks and the side to move — what
    /// the repetition rule compares — kept up to date by each move. Equal
    /// positions for repetition have equal keys; different ones almost surely
    /// differ.
    #[inline]
    pub fn zobrist(&self) -> u64 {
        self.board.key
    }

    /// The Zobrist key computed from the whole position rather than move by
    /// move; always equal to [`Position::zobrist`] (a check for tests).
    pub fn zobrist_from_scratch(&self) -> u64 {
        self.board.key_from_scratch(&self.rules)
    }

    /// The ruleset the position is played under.
    pub fn ruleset(&self) -> Ruleset {
        self.board.ruleset
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Color {
        self.board.side
    }

    /// Plies since the last capture or fortress ruin.
    pub fn clock(&self) -> u32 {
        self.board.clock
    }

    /// The move number: 1 at the start, growing after each Black move or pass.
    pub fn fullmove(&self) -> u32 {
        self.board.fullmove
    }

    /// The squares of frozen units (RULES.md §1.5), both sides.
    pub fn frozen(&self) -> Bitboard {
        self.board.frozen
    }

    /// Whether the unit on `sq` is frozen.
    pub fn is_frozen(&self, sq: Square) -> bool {
        self.board.frozen.contains(sq)
    }

    /// The squares of `color`'s pieces.
    pub fn pieces_of(&self, color: Color) -> Bitboard {
        self.board.by_color[color]
    }

    /// The squares of `role` units of `color`.
    pub fn units(&self, color: Color, role: Role) -> Bitboard {
        self.board.by_color[color] & self.board.by_role[role.index()]
    }

    /// The squares holding any piece.
    pub fn occupied(&self) -> Bitboard {
        self.board.by_color.white | self.board.by_color.black
    }

    /// The piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = if self.board.by_color.white.contains(sq) {
            Color::White
        } else if self.board.by_color.black.contains(sq) {
            Color::Black
        } else {
            return None;
        };
        self.role_at(sq).map(|role| Piece { color, role })
    }

    #[inline]
    fn role_at(&self, sq: Square) -> Option<Role> {
        self.board.role_at(sq)
    }

    /// The tile on `sq`.
    pub fn terrain_at(&self, sq: Square) -> Terrain {
        let (mountain, water, forest) = self.rules.fixed_terrain();
        if mountain.contains(sq) {
            Terrain::Mountain
        } else if water.contains(sq) {
            Terrain::Water
        } else if forest.contains(sq) {
            Terrain::Forest
        } else if self.board.fortress.contains(sq) {
            Terrain::Fortress
        } else if self.board.ruined.contains(sq) {
            Terrain::Ruined
        } else {
            Terrain::Grass
        }
    }

    /// The squares of `terrain` tiles.
    pub fn terrain(&self, terrain: Terrain) -> Bitboard {
        let (mountain, water, forest) = self.rules.fixed_terrain();
        match terrain {
            Terrain::Mountain => mountain,
            Terrain::Water => water,
            Terrain::Forest => forest,
            Terrain::Fortress => self.board.fortress,
            Terrain::Ruined => self.board.ruined,
            Terrain::Grass => {
                !(mountain | water | forest | self.board.fortress | self.board.ruined)
            }
        }
    }

    /// The enemy pieces that attack the piece on `sq` (RULES.md §2.4, in
    /// `armor`): their number is what its armor
    /// ([`Ruleset::armor`](crate::Ruleset::armor)) is compared with. Pieces
    /// of the target's own side do not count and block no attack of theirs.
    /// Empty when `sq` is empty, and always in `iron`, where units capture
    /// without attacking.
    ///
    /// ```
    /// use cyvasse::{Position, Square};
    ///
    /// // The White Rabble on d4 and Crossbowmen on d2 (over its own Rabble on
    /// // d3) attack the Black Heavy Horse on d5; armor 2: it is capturable.
    /// let pos: Position = "armor 8/8/8/8/8/8/8/8 7k/8/8/3h4/3R4/3R4/3X4/K7 w - 0 1".parse()?;
    /// let d5: Square = "d5".parse()?;
    /// assert_eq!(pos.attackers_of(d5).count(), 2);
    /// assert!(pos.capturable(!pos.side_to_move()).contains(d5));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn attackers_of(&self, sq: Square) -> Bitboard {
        self.rules.attackers_of(&self.board, sq)
    }

    /// The pieces of `side` that the other side could capture by the armor
    /// rule (RULES.md §2.4): attacked by at least as many enemies
    /// ([`Position::attackers_of`]) as their armor, and not
    /// [guarded](Position::guarded). Whether a capture move of the other
    /// side reaches one of them is for its legal moves to say. Empty in
    /// `iron`, which has no armor.
    pub fn capturable(&self, side: Color) -> Bitboard {
        self.rules.capturable(&self.board, side)
    }

    /// The pieces, of either side, that a Tower of their own side stands
    /// next to: they cannot be captured (RULES.md §2.2). Empty in `iron`.
    pub fn guarded(&self) -> Bitboard {
        self.rules.guarded(&self.board)
    }

    /// The squares closed by `side`'s Spearmen (RULES.md §2.2, their two
    /// forward-diagonal squares, whether or not they can attack): the other
    /// side's moves may start or end there but not pass through, the
    /// Dragon's excepted. Empty in `iron`.
    pub fn zones(&self, side: Color) -> Bitboard {
        self.rules.zones(&self.board, side)
    }

    /// The square the moving unit stands on after `m`, one of
    /// [`Position::legal_moves`]: the destination of a slide or a capture by
    /// moving; in `iron`, a shooter's own square, and for a fortress ruin
    /// the square a melee unit stops on before the fortress (RULES.md §1.6);
    /// in `armor`, the square a capturing Catapult steps back onto (§2.4),
    /// not its target. `None` for a pass.
    ///
    /// ```
    /// use cyvasse::{Position, Square, Uci};
    ///
    /// // The Catapult on d2 takes the Crossbowmen on d5 and steps back to d1.
    /// let pos: Position = "armor 8/8/8/8/3m4/8/8/8 7k/8/8/3x4/8/8/3C4/K7 w - 0 1".parse()?;
    /// let m = pos.to_move("d2d5".parse::<Uci>()?)?;
    /// assert_eq!(pos.lands_on(m), Some("d1".parse::<Square>()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn lands_on(&self, m: Move) -> Option<Square> {
        self.rules.lands_on(&self.board, m)
    }

    /// The game's end, if a King is gone (RULES.md §1.7, §2.5) or, in
    /// `armor`, the side to move has no legal move. Draws need the game's
    /// history: see [`Game`](crate::Game).
    pub fn outcome(&self) -> Option<Outcome> {
        self.rules.outcome(&self.board)
    }

    /// Whether the game is over on this position alone ([`Position::outcome`]).
    #[inline]
    pub fn is_game_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Every legal move: `0000` alone when the side to move has no other; none
    /// when the game is over.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.rules.legal_moves_into(&self.board, &mut list);
        list
    }

    /// The number of legal moves (a forced pass counts as one; 0 when the game is over).
    pub fn count_legal_moves(&self) -> u64 {
        self.rules.count_legal_moves(&self.board)
    }

    /// Whether the side to move has no legal move and must pass (in a ruleset
    /// that has a pass).
    pub fn must_pass(&self) -> bool {
        !self.is_game_over() && self.legal_moves().first() == Some(&Move::Pass)
    }

    /// The legal moves of the unit on `from`.
    pub fn moves_from(&self, from: Square) -> impl Iterator<Item = Move> {
        self.legal_moves()
            .into_iter()
            .filter(move |m| m.from() == Some(from))
    }

    /// The same position with `side` to move: what that side could do were
    /// it its turn (its moves there are not moves of this game).
    pub fn with_side_to_move(&self, side: Color) -> Position {
        let mut board = self.board;
        if board.side != side {
            board.side = side;
            board.key ^= zobrist::BLACK;
        }
        Position {
            board,
            rules: Arc::clone(&self.rules),
        }
    }

    /// The units of `side` with a legal move to `sq` were it `side`'s turn
    /// in this position: a slide onto it, or a capture, shot or ruin of what
    /// stands there. What a player asks of a square: which enemy units reach
    /// it. (Frozen units stay frozen on their side's next turn, so they reach
    /// nothing, as on the board.)
    pub fn reaching(&self, sq: Square, side: Color) -> Bitboard {
        self.with_side_to_move(side)
            .legal_moves()
            .into_iter()
            .filter(|m| m.to() == Some(sq))
            .filter_map(Move::from)
            .fold(Bitboard::EMPTY, Bitboard::with)
    }

    /// The legal move written as `uci`, if there is one.
    pub fn to_move(&self, uci: Uci) -> Result<Move, PlayError> {
        if self.is_game_over() {
            return Err(PlayError::GameOver);
        }
        let moves = self.legal_moves();
        let found = moves.iter().copied().find(|m| m.to_uci() == uci);
        match (found, uci) {
            (Some(m), _) => Ok(m),
            (None, Uci::Pass) => Err(PlayError::PassNotAllowed),
            (None, Uci::Normal { from, .. }) => {
                if !self.board.by_color[self.board.side].contains(from) {
                    Err(PlayError::NoUnit { uci })
                } else if self.board.frozen.contains(from) {
                    Err(PlayError::Frozen { uci })
                } else {
                    Err(PlayError::Illegal { uci })
                }
            }
        }
    }

    /// The position after the legal move written as `uci`.
    pub fn play(&self, uci: Uci) -> Result<Position, PlayError> {
        let m = self.to_move(uci)?;
        let mut next = self.clone();
        next.play_unchecked(m);
        Ok(next)
    }

    /// Plays `m`, which must be one of [`Position::legal_moves`]. Another move
    /// leaves the position in an unspecified (but memory-safe, panic-free) state.
    #[inline]
    pub fn play_unchecked(&mut self, m: Move) {
        self.rules.play_unchecked(&mut self.board, m);
    }

    /// The part of the position that moves change.
    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The rules the position's board is played by.
    #[inline]
    pub fn rules(&self) -> &GameRules {
        &self.rules
    }

    /// The same position with the no-capture clock at `clock`.
    pub fn with_clock(mut self, clock: u32) -> Position {
        self.board.clock = clock;
        self
    }

    /// Whether `self` and `other` are the same position for the repetition rule
    /// (RULES.md §1.7 b): terrain, pieces, frozen units and side to move.
    pub fn same_for_repetition(&self, other: &Position) -> bool {
        // Everything but the counters.
        let key = |b: &Board| Board {
            clock: 0,
            fullmove: 0,
            ..*b
        };
        key(&self.board) == key(&other.board) && self.same_static_terrain(other)
    }

    fn same_static_terrain(&self, other: &Position) -> bool {
        Arc::ptr_eq(&self.rules, &other.rules)
            || self.rules.fixed_terrain() == other.rules.fixed_terrain()
    }
}

impl Board {
    /// Moves `color`'s `role` from `from` to the empty square `to`, and its
    /// key with it.
    #[inline]
    pub(crate) fn shift(&mut self, color: Color, role: Role, from: Square, to: Square) {
        let both = Bitboard::from_square(from) | Bitboard::from_square(to);
        self.by_color[color] = self.by_color[color] ^ both;
        self.by_role[role.index()] = self.by_role[role.index()] ^ both;
        self.key ^= zobrist::piece(color, role, from) ^ zobrist::piece(color, role, to);
    }

    /// Ends `us`'s turn: the clock counts on, or starts again after a capture
    /// or ruin (`reset`), the move number goes on after Black's move, and the
    /// other side is to move.
    #[inline]
    pub(crate) fn end_turn(&mut self, us: Color, reset: bool) {
        self.clock = if reset {
            0
        } else {
            self.clock.saturating_add(1)
        };
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.side = !us;
        self.key ^= zobrist::BLACK;
    }

    /// The Zobrist key of the board on the terrain `t`, computed from scratch.
    pub(crate) fn key_from_scratch(&self, rules: &GameRules) -> u64 {
        let (mountain, water, forest) = rules.fixed_terrain();
        let mut key = zobrist::fixed_terrain(mountain, water, forest)
            ^ zobrist::fortresses(self.fortress, self.ruined)
            ^ zobrist::frozen_marks(self.frozen);
        for color in Color::ALL {
            for role in Role::ALL {
                for sq in self.by_color[color] & self.by_role[role.index()] {
                    key ^= zobrist::piece(color, role, sq);
                }
            }
        }
        if self.side == Color::Black {
            key ^= zobrist::BLACK;
        }
        key
    }

    /// The ruleset the board is played under.
    #[inline]
    pub fn ruleset(&self) -> Ruleset {
        self.ruleset
    }

    /// The side to move.
    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// Plies since the last capture or fortress ruin.
    #[inline]
    pub fn clock(&self) -> u32 {
        self.clock
    }

    /// The Zobrist key (see [`Position::zobrist`]).
    #[inline]
    pub fn zobrist(&self) -> u64 {
        self.key
    }

    /// The squares of `color`'s pieces.
    #[inline]
    pub fn pieces_of(&self, color: Color) -> Bitboard {
        self.by_color[color]
    }

    /// The squares of `role` units of `color`.
    #[inline]
    pub fn units(&self, color: Color, role: Role) -> Bitboard {
        self.by_color[color] & self.by_role[role.index()]
    }

    /// The squares of `role` units of both sides.
    #[inline]
    pub fn units_of_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// The unit type on `sq`, if any.
    #[inline]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        Role::ALL
            .into_iter()
            .find(|r| self.by_role[r.index()].contains(sq))
    }

    /// Whether a King is gone.
    #[inline]
    pub fn is_game_over(&self) -> bool {
        let kings = self.by_role[Role::King.index()];
        (kings & self.by_color.white).is_empty() || (kings & self.by_color.black).is_empty()
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.board == other.board && self.same_static_terrain(other)
    }
}

impl Eq for Position {}

impl Hash for Position {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.board.hash(state);
        self.rules.fixed_terrain().hash(state);
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}
