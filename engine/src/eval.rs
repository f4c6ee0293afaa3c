//! Evaluation: how good a position is for the side to move, in hundredths of
//! a Rabble, without looking ahead.
//!
//! Every term is computed for each side and the difference taken, so the
//! evaluation is symmetric. The terms need to know what each side could do
//! next: one pass of the move generator per side ([`Activity`]) gives its
//! number of moves, the squares it reaches and the enemies it could strike.

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::moves::MoveKind;
use crate::position::{Board, MoveSink};
use crate::role::Role;
use crate::square::Square;
use crate::tables::TerrainTables;

/// The weights of the evaluation terms, in hundredths of a Rabble. The
/// [`Default`] is what every [`Level`](crate::Level) plays with; other
/// weights are for comparing evaluations against each other (the match tool).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EvalWeights {
    /// The worth of each unit type, indexed by [`Role::index`] (the King's is
    /// 0: losing it ends the game, which the search sees for itself).
    pub material: [i32; Role::COUNT],
    /// Per legal move the side could make (mobility).
    pub mobility: i32,
    /// Per square of the King and its eight neighbours that an enemy unit
    /// could move to or strike next (King safety).
    pub king_zone: i32,
    /// Per neighbour of the King that is a mountain or holds a piece of its
    /// own side (a sheltered King).
    pub king_shelter: i32,
    /// When the side to move has its King under attack: it must spend its
    /// move on it (the quiescence search looks at answers only so deep).
    pub king_attacked: i32,
    /// Per unit standing on an unruined fortress (it survives one blow).
    pub fortress: i32,
    /// More, when that unit is the King.
    pub king_fortress: i32,
    /// Per frozen unit (it cannot move next turn).
    pub frozen: i32,
    /// Per unit but the Dragon standing on water (a shooter there cannot
    /// shoot; any unit there is slow to leave).
    pub water: i32,
    /// Per rank that a melee unit (not the King) has advanced from its back rank.
    pub advance: i32,
}

impl Default for EvalWeights {
    /// The weights the levels play with; see the crate documentation for why
    /// each unit is worth what it is.
    fn default() -> EvalWeights {
        let mut material = [0; Role::COUNT];
        for (role, value) in [
            (Role::Rabble, 100),
            (Role::Spearmen, 140),
            (Role::Crossbowmen, 300),
            (Role::LightHorse, 250),
            (Role::HeavyHorse, 320),
            (Role::Elephant, 450),
            (Role::Catapult, 330),
            (Role::Trebuchet, 450),
            (Role::Dragon, 900),
            (Role::King, 0),
            (Role::Tower, 0),
        ] {
            material[role.index()] = value;
        }
        EvalWeights {
            material,
            mobility: 2,
            king_zone: 12,
            king_shelter: 6,
            king_attacked: 150,
            fortress: 25,
            king_fortress: 40,
            frozen: 15,
            water: 10,
            advance: 3,
        }
    }
}

/// What one side could do next: its moves, the squares it reaches and the
/// enemies it could strike.
#[derive(Copy, Clone, Default)]
pub(crate) struct Activity {
    pub moves: u32,        // legal moves (no pass)
    pub reach: Bitboard,   // squares it could slide to or strike
    pub strikes: Bitboard, // enemies it could capture, shoot or besiege
}

impl MoveSink for Activity {
    #[inline(always)]
    fn slides(&mut self, _from: Square, to: Bitboard) {
        self.moves += to.count();
        self.reach |= to;
    }
    #[inline(always)]
    fn strike(&mut self, _from: Square, to: Square, _kind: MoveKind) {
        self.moves += 1;
        self.reach = self.reach.with(to);
        self.strikes = self.strikes.with(to);
    }
}

impl Activity {
    /// What `side` could do if it were to move on `board`.
    #[inline]
    pub fn of(board: &Board, t: &TerrainTables, side: Color) -> Activity {
        let mut act = Activity::default();
        if board.side == side {
            board.generate(t, &mut act);
        } else {
            let mut flipped = *board;
            flipped.side = side;
            flipped.generate(t, &mut act);
        }
        act
    }
}

/// The activity of both sides, the side to move first.
#[derive(Copy, Clone)]
pub(crate) struct Activities {
    pub us: Activity,
    pub them: Activity,
}

impl Activities {
    /// The activity of both sides of a board (the game must not be over).
    #[inline]
    pub fn of(board: &Board, t: &TerrainTables) -> Activities {
        Activities {
            us: Activity::of(board, t, board.side),
            them: Activity::of(board, t, !board.side),
        }
    }

    /// Whether the enemy could take the King of the side to move right now.
    #[inline]
    pub fn king_attacked(&self, board: &Board) -> bool {
        let king = board.by_color[board.side] & board.by_role[Role::King.index()];
        (self.them.strikes & king).any()
    }
}

/// The squares of `sq` and its eight neighbours.
#[inline]
fn zone(t: &TerrainTables, sq: Square) -> Bitboard {
    t.near(sq, 0) | t.near(sq, 1) | Bitboard::from_square(sq)
}

/// One side's share of the evaluation.
fn side_score(
    board: &Board,
    t: &TerrainTables,
    w: &EvalWeights,
    color: Color,
    own: &Activity,
    enemy: &Activity,
    to_move: bool,
) -> i32 {
    let ours = board.by_color[color];
    let mut score = 0;
    for &role in board.ruleset.roles() {
        let units = ours & board.by_role[role.index()];
        score += w.material[role.index()] * units.count() as i32;
    }
    score += w.mobility * own.moves as i32;

    let king = ours & board.by_role[Role::King.index()];
    if let Some(k) = king.first() {
        let around = zone(t, k);
        score -= w.king_zone * (enemy.reach & around).count() as i32;
        let shelter = (ours | t.mountain) & around & !king;
        score += w.king_shelter * shelter.count() as i32;
        if to_move && (enemy.strikes & king).any() {
            score -= w.king_attacked;
        }
        if board.fortress.contains(k) {
            score += w.king_fortress;
        }
    }
    score += w.fortress * (ours & board.fortress).count() as i32;
    score -= w.frozen * (ours & board.frozen).count() as i32;
    let dragons = board.by_role[Role::Dragon.index()];
    score -= w.water * (ours & t.water & !dragons).count() as i32;

    if w.advance != 0 {
        let melee = ours
            & !(dragons
                | board.by_role[Role::King.index()]
                | board.by_role[Role::Crossbowmen.index()]
                | board.by_role[Role::Catapult.index()]
                | board.by_role[Role::Trebuchet.index()]);
        let ranks: u32 = melee
            .squares()
            .map(|sq| match color {
                Color::White => u32::from(sq.rank()),
                Color::Black => u32::from(7 - sq.rank()),
            })
            .sum();
        score += w.advance * ranks as i32;
    }
    score
}

/// The evaluation of `board` for its side to move, given both sides' activity.
pub(crate) fn evaluate(board: &Board, t: &TerrainTables, w: &EvalWeights, act: &Activities) -> i32 {
    let us = board.side;
    side_score(board, t, w, us, &act.us, &act.them, true)
        - side_score(board, t, w, !us, &act.them, &act.us, false)
}
