//! The position: terrain, pieces, frozen units, side to move and counters; legal
//! moves and playing them (RULES.md §1.2–§1.7).

use alloc::sync::Arc;
use core::fmt;
use core::hash::{Hash, Hasher};

use crate::bitboard::Bitboard;
use crate::color::{ByColor, Color};
use crate::moves::{Move, MoveKind, MoveList, Uci};
use crate::role::{Piece, Role};
use crate::ruleset::{Range, Ruleset};
use crate::square::{Direction, Square};
use crate::tables::{before, nearest, ray, TerrainTables, SHOOTERS};
use crate::terrain::Terrain;
use crate::zobrist;

/// A game position. Immutable by API: [`Position::play`] returns the next one.
///
/// Its terrain-aware ray tables are built once, when the position is read or set
/// up, and shared by every position that follows from it.
#[derive(Clone)]
pub struct Position {
    pub(crate) board: Board,               // everything that changes during play
    pub(crate) tables: Arc<TerrainTables>, // mountains, water, forest and their rays
}

/// The part of a position that moves change: plain data, cheap to copy (the
/// search and perft copy it per move and borrow the terrain tables). A
/// [`Position`] is a board with its [`TerrainTables`]; a board is only
/// meaningful with the tables of the position it came from.
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

/// How a game ended in a single position: a King is gone.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// The side that still has its King won.
    Decisive {
        /// The winner.
        winner: Color,
    },
    /// Neither side has a King (a position that play cannot reach).
    NoKings,
}

/// A move that cannot be played in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game is over: a King has been captured.
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
            PlayError::GameOver => f.write_str("the game is over: a King has been captured"),
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

/// Receives the moves of a position as the generator finds them
/// ([`Board::generate`]).
pub trait MoveSink {
    /// Slides from `from` to each empty square of `to`.
    fn slides(&mut self, from: Square, to: Bitboard);
    /// A capture, shot or ruin of the enemy on `to`.
    fn strike(&mut self, from: Square, to: Square, kind: MoveKind);
}

struct Counter(u64);

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
        let tables = TerrainTables::new(
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
        board.key = board.key_from_scratch(&tables);
        Position {
            board,
            tables: Arc::new(tables),
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
        self.board.key_from_scratch(&self.tables)
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
        let t = &self.tables;
        if t.mountain.contains(sq) {
            Terrain::Mountain
        } else if t.water.contains(sq) {
            Terrain::Water
        } else if t.forest.contains(sq) {
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
        let t = &self.tables;
        match terrain {
            Terrain::Mountain => t.mountain,
            Terrain::Water => t.water,
            Terrain::Forest => t.forest,
            Terrain::Fortress => self.board.fortress,
            Terrain::Ruined => self.board.ruined,
            Terrain::Grass => {
                !(t.mountain | t.water | t.forest | self.board.fortress | self.board.ruined)
            }
        }
    }

    /// The game's end, if a King is gone (RULES.md §1.7). Draws need the game's
    /// history: see [`Game`](crate::Game).
    pub fn outcome(&self) -> Option<Outcome> {
        let kings = self.board.by_role[Role::King.index()];
        match (
            (kings & self.board.by_color.white).any(),
            (kings & self.board.by_color.black).any(),
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

    /// Whether the game is over (a King is gone).
    #[inline]
    pub fn is_game_over(&self) -> bool {
        self.board.is_game_over()
    }

    /// Every legal move: `0000` alone when the side to move has no other; none
    /// when the game is over.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.board.legal_moves_into(&self.tables, &mut list);
        list
    }

    /// The number of legal moves (a forced pass counts as one; 0 when the game is over).
    pub fn count_legal_moves(&self) -> u64 {
        self.board.count_legal_moves(&self.tables)
    }

    /// Whether the side to move has no legal move and must pass.
    pub fn must_pass(&self) -> bool {
        !self.is_game_over() && self.board.count_generated(&self.tables) == 0
    }

    /// The legal moves of the unit on `from`.
    pub fn moves_from(&self, from: Square) -> impl Iterator<Item = Move> {
        self.legal_moves()
            .into_iter()
            .filter(move |m| m.from() == Some(from))
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
        self.board.play_unchecked(m, &self.tables);
    }

    /// The part of the position that moves change.
    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The terrain tables the position's board is played on.
    #[inline]
    pub fn tables(&self) -> &TerrainTables {
        &self.tables
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
        Arc::ptr_eq(&self.tables, &other.tables)
            || (self.tables.mountain == other.tables.mountain
                && self.tables.water == other.tables.water
                && self.tables.forest == other.tables.forest)
    }
}

impl Board {
    /// The Zobrist key of the board on the terrain `t`, computed from scratch.
    pub(crate) fn key_from_scratch(&self, t: &TerrainTables) -> u64 {
        let mut key = zobrist::fixed_terrain(t.mountain, t.water, t.forest)
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

    /// The number of legal moves (a forced pass counts as one; 0 when the game is over).
    #[inline]
    pub(crate) fn count_legal_moves(&self, t: &TerrainTables) -> u64 {
        if self.is_game_over() {
            return 0;
        }
        self.count_generated(t).max(1)
    }

    /// The number of moves the generator finds (no pass; the game must not be over).
    #[inline]
    pub(crate) fn count_generated(&self, t: &TerrainTables) -> u64 {
        let mut counter = Counter(0);
        self.generate(t, &mut counter);
        counter.0
    }

    /// Adds every legal move to the empty `list`: `0000` alone when there is no
    /// other; none when the game is over. (Filling a list in place spares a
    /// copy of the whole array on return.)
    #[inline]
    pub(crate) fn legal_moves_into(&self, t: &TerrainTables, list: &mut MoveList) {
        if self.is_game_over() {
            return;
        }
        self.generate(t, list);
        if list.is_empty() {
            list.push(Move::Pass);
        }
    }

    /// The kind of a blow on the enemy at `target`: a fortress turns it into a ruin.
    #[inline(always)]
    fn strike_kind(&self, target: Square, blow: MoveKind) -> MoveKind {
        if self.fortress.contains(target) {
            MoveKind::Ruin
        } else {
            blow
        }
    }

    /// Feeds every move `side` could make if it were to move to `sink`
    /// (no pass; the game must not be over): what the side threatens.
    #[inline]
    pub fn generate_for<S: MoveSink>(&self, side: Color, t: &TerrainTables, sink: &mut S) {
        if self.side == side {
            self.generate(t, sink);
        } else {
            let mut flipped = *self;
            flipped.side = side;
            flipped.generate(t, sink);
        }
    }

    /// Feeds every legal move but the pass to `sink` (the game must not be over).
    ///
    /// Per unit and direction, the terrain tables give the squares a slide may
    /// reach ignoring pieces; the nearest piece on that line cuts it short.
    /// Reaches of one square are handled four directions at a time.
    #[inline(always)]
    pub fn generate<S: MoveSink>(&self, t: &TerrainTables, sink: &mut S) {
        let us = self.by_color[self.side];
        let them = self.by_color[!self.side];
        let occupied = us | them;
        let movable = us & !self.frozen;
        let dragons = self.by_role[Role::Dragon.index()];

        for &role in self.ruleset.roles() {
            let units = movable & self.by_role[role.index()];
            if units.is_empty() {
                continue;
            }
            let shot_range = self.ruleset.shot_range(role);
            // §1.4: the enemies a melee blow may hit (ranged units never move onto one).
            let prey = if shot_range.is_some() {
                Bitboard::EMPTY
            } else if role == Role::Dragon {
                them & !t.forest
            } else if self.ruleset.may_capture_dragon(role) {
                them
            } else {
                them & !dragons
            };
            for from in units {
                let Some(range) = self.ruleset.move_range(role) else {
                    for dir in Direction::ALL {
                        self.slide_line(from, dir, ray(dir, from), occupied, prey, sink);
                    }
                    continue;
                };
                for (class, dirs) in [(0, Direction::ORTHOGONAL), (1, Direction::DIAGONAL)] {
                    match range.along(dirs[0]) {
                        0 => {}
                        1 => {
                            let near = t.near_slide(from, class);
                            sink.slides(from, near & !occupied);
                            for target in near & prey {
                                sink.strike(
                                    from,
                                    target,
                                    self.strike_kind(target, MoveKind::Capture),
                                );
                            }
                        }
                        n => {
                            for dir in dirs {
                                let reach = t.slide(n, from, dir);
                                self.slide_line(from, dir, reach, occupied, prey, sink);
                            }
                        }
                    }
                }
            }
            if let Some(range) = shot_range {
                // §1.4: a shooter on water cannot shoot.
                self.generate_shots(t, role, range, units & !t.water, them, occupied, sink);
            }
        }
    }

    /// Whether the enemy could take the King of the side to move right now
    /// (RULES.md §1.3–§1.6): the nearest piece along each of the eight lines
    /// from the King, if it is an unfrozen enemy that can reach or shoot the
    /// King's square. A King on an unruined fortress cannot be taken (the blow
    /// ruins the fortress).
    pub fn king_attacked(&self, t: &TerrainTables) -> bool {
        let us = self.side;
        let kings = self.by_color[us] & self.by_role[Role::King.index()];
        let them = self.by_color[!us] & !self.frozen;
        let occupied = self.by_color.white | self.by_color.black;
        for king in kings & !self.fortress {
            for dir in Direction::ALL {
                let blockers = ray(dir, king) & occupied;
                if blockers.is_empty() {
                    continue;
                }
                let from = nearest(blockers, dir);
                if !them.contains(from) {
                    continue;
                }
                let Some(role) = self.role_at(from) else {
                    continue;
                };
                let back = dir.opposite();
                let hit = if let Some(range) = self.ruleset.shot_range(role) {
                    let slot = SHOOTERS.iter().position(|&r| r == role).unwrap_or(0);
                    !t.water.contains(from)
                        && match range.along(back) {
                            0 => false,
                            1 => from.step(back) == Some(king),
                            _ => t.shot(slot, from, back).contains(king),
                        }
                } else {
                    match self.ruleset.move_range(role) {
                        // The Dragon flies any distance but never strikes into forest.
                        None => !t.forest.contains(king),
                        Some(range) => match range.along(back) {
                            0 => false,
                            n => t.slide(n, from, back).contains(king),
                        },
                    }
                };
                if hit {
                    return true;
                }
            }
        }
        false
    }

    /// One slide line from `from` along `dir` over `reach`: the empty squares
    /// before the nearest piece, and a blow on that piece if it is `prey`.
    #[inline(always)]
    fn slide_line<S: MoveSink>(
        &self,
        from: Square,
        dir: Direction,
        reach: Bitboard,
        occupied: Bitboard,
        prey: Bitboard,
        sink: &mut S,
    ) {
        let blockers = reach & occupied;
        if blockers.is_empty() {
            sink.slides(from, reach);
            return;
        }
        let first = nearest(blockers, dir);
        sink.slides(from, before(reach, dir, first));
        if prey.contains(first) {
            sink.strike(from, first, self.strike_kind(first, MoveKind::Capture));
        }
    }

    /// Shots of the `role` units on `shooters` (RULES.md §1.4): the first piece
    /// along a line within range, if it is an enemy.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn generate_shots<S: MoveSink>(
        &self,
        t: &TerrainTables,
        role: Role,
        range: Range,
        shooters: Bitboard,
        them: Bitboard,
        occupied: Bitboard,
        sink: &mut S,
    ) {
        let Some(slot) = SHOOTERS.iter().position(|&r| r == role) else {
            return;
        };
        for from in shooters {
            for (class, dirs) in [(0, Direction::ORTHOGONAL), (1, Direction::DIAGONAL)] {
                match range.along(dirs[0]) {
                    0 => {}
                    1 => {
                        for target in t.near(from, class) & them {
                            sink.strike(from, target, self.strike_kind(target, MoveKind::Shot));
                        }
                    }
                    _ => {
                        for dir in dirs {
                            let blockers = t.shot(slot, from, dir) & occupied;
                            if blockers.any() {
                                let target = nearest(blockers, dir);
                                if them.contains(target) {
                                    let kind = self.strike_kind(target, MoveKind::Shot);
                                    sink.strike(from, target, kind);
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Plays `m`, a legal move of this board on the terrain `t`.
    pub fn play_unchecked(&mut self, m: Move, t: &TerrainTables) {
        let us = self.side;
        // §1.5: when a side's move ends, its own frozen marks are cleared.
        let thawed = self.frozen & self.by_color[us];
        if thawed.any() {
            self.key ^= zobrist::frozen_marks(thawed);
            self.frozen &= !thawed;
        }
        let mut reset = false;
        if let Move::Normal { from, to, kind } = m {
            let role = self.role_at(from).unwrap_or(Role::Rabble);
            match kind {
                MoveKind::Slide => self.relocate(us, role, from, to, t),
                MoveKind::Capture => {
                    self.remove(!us, to);
                    self.relocate(us, role, from, to, t);
                    reset = true;
                }
                MoveKind::Shot => {
                    self.remove(!us, to);
                    reset = true;
                }
                MoveKind::Ruin => {
                    // §1.6: the fortress falls, the defender stays; a melee
                    // attacker ends on the last square before it.
                    self.fortress = self.fortress.without(to);
                    self.ruined = self.ruined.with(to);
                    self.key ^= zobrist::fortress(to) ^ zobrist::ruined(to);
                    if self.ruleset.shot_range(role).is_none() {
                        let landing = to
                            .direction_to(from)
                            .and_then(|d| to.step(d))
                            .unwrap_or(from);
                        if landing != from {
                            self.relocate(us, role, from, landing, t);
                        }
                    }
                    reset = true;
                }
                MoveKind::Pass => {}
            }
        }
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

    /// Moves `color`'s `role` from `from` to the empty square `to`, freezing it if it
    /// enters water (§1.5).
    #[inline]
    fn relocate(&mut self, color: Color, role: Role, from: Square, to: Square, t: &TerrainTables) {
        let both = Bitboard::from_square(from) | Bitboard::from_square(to);
        self.by_color[color] = self.by_color[color] ^ both;
        self.by_role[role.index()] = self.by_role[role.index()] ^ both;
        self.key ^= zobrist::piece(color, role, from) ^ zobrist::piece(color, role, to);
        if role != Role::Dragon && t.water.contains(to) {
            self.frozen = self.frozen.with(to);
            self.key ^= zobrist::frozen(to);
        }
    }

    /// Takes `color`'s piece off `sq`; a captured unit loses its frozen mark.
    #[inline]
    fn remove(&mut self, color: Color, sq: Square) {
        if let Some(role) = self.role_at(sq) {
            self.key ^= zobrist::piece(color, role, sq);
        }
        if self.frozen.contains(sq) {
            self.key ^= zobrist::frozen(sq);
        }
        let keep = !Bitboard::from_square(sq);
        self.by_color[color] &= keep;
        for bb in &mut self.by_role {
            *bb &= keep;
        }
        self.frozen &= keep;
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
        self.tables.mountain.hash(state);
        self.tables.water.hash(state);
        self.tables.forest.hash(state);
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}
