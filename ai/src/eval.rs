//! Evaluation: how good a position is for the side to move, in hundredths of
//! a Rabble, without looking ahead.
//!
//! Every term is computed for each side and the difference taken, so the
//! evaluation is symmetric. The terms need to know what each side could do
//! next: one pass of the move generator per side ([`Activity`]) gives its
//! number of moves and the squares it reaches. Whether a King is attacked
//! is the rules' to say ([`Rules::king_attacked`](cyvasse::Rules::king_attacked)).

use cyvasse::{
    Bitboard, Board, Color, GameRules, MoveKind, MoveSink, Role, Rules, Ruleset, Square,
};

/// The weights of the evaluation terms, in hundredths of a Rabble.
/// [`EvalWeights::of`] a ruleset is what every [`Level`](cyvasse::Level)
/// plays with in it; other weights are for comparing evaluations against
/// each other (the match tool).
///
/// Each term earned its place in matches between two searches that differ
/// only in it (bench/LOG.md, "Search"): in `iron`, King shelter, an
/// attacked King, the fortress, frozen units, units on water and advancing
/// melee units were tried as well and won nothing; in `armor`, pieces
/// capturable now, attacks short of a piece's armor, the Tower's guard (of
/// the King and of the others), the Spearmen's zones and a side with no
/// move scored as lost; so they are not evaluated. (The search itself
/// scores a side with no move as lost where the rules say so.) Each
/// ruleset has its own unit values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EvalWeights {
    /// The worth of each unit type, indexed by [`Role::index`] (the King's is
    /// 0: losing it ends the game, which the search sees for itself).
    pub material: [i32; Role::COUNT],
    /// Per legal move the side could make (mobility).
    pub mobility: i32,
    /// Per square of the King and its eight neighbours that an enemy unit
    /// could move to or strike next (King safety: the lines of the enemy
    /// Dragon, shooters and riders on and around the King).
    pub king_zone: i32,
}

impl EvalWeights {
    /// The weights the levels play with in `ruleset`: the worth of its
    /// units ([`Ruleset::worth`]), and the same weights for the other terms.
    pub fn of(ruleset: Ruleset) -> EvalWeights {
        let mut material = [0; Role::COUNT];
        for role in Role::ALL {
            material[role.index()] = i32::from(ruleset.worth(role));
        }
        EvalWeights {
            material,
            mobility: 2,
            king_zone: 12,
        }
    }
}

impl Default for EvalWeights {
    /// The weights of the default ruleset, `iron`.
    fn default() -> EvalWeights {
        EvalWeights::of(Ruleset::Iron)
    }
}

/// What one side could do next: its moves and the squares it reaches.
#[derive(Copy, Clone, Default)]
pub(crate) struct Activity {
    pub moves: u32,      // legal moves (no pass)
    pub reach: Bitboard, // squares it could slide to or strike
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
    }
}

impl Activity {
    /// What `side` could do if it were to move on `board`.
    #[inline]
    pub fn of(board: &Board, t: &GameRules, side: Color) -> Activity {
        let mut act = Activity::default();
        t.generate_for(board, side, &mut act);
        act
    }
}

/// `ZONES[sq]`: the squares of `sq` and its eight neighbours.
static ZONES: [u64; 64] = build_zones();

const fn build_zones() -> [u64; 64] {
    let mut zones = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let (file, rank) = ((sq % 8) as i32, (sq / 8) as i32);
        let mut dr = -1;
        while dr <= 1 {
            let mut df = -1;
            while df <= 1 {
                let (f, r) = (file + df, rank + dr);
                if f >= 0 && f < 8 && r >= 0 && r < 8 {
                    zones[sq] |= 1 << (r * 8 + f);
                }
                df += 1;
            }
            dr += 1;
        }
        sq += 1;
    }
    zones
}

/// The squares of `sq` and its eight neighbours.
#[inline]
fn zone(sq: Square) -> Bitboard {
    Bitboard(ZONES[sq.index()])
}

/// One side's material.
fn material(board: &Board, w: &EvalWeights, color: Color) -> i32 {
    board
        .ruleset()
        .roles()
        .iter()
        .map(|&role| w.material[role.index()] * board.units(color, role).count() as i32)
        .sum()
}

/// One side's share of the terms that need its and the enemy's activity.
fn dynamic_side(
    board: &Board,
    w: &EvalWeights,
    color: Color,
    own: &Activity,
    enemy: &Activity,
) -> i32 {
    let mut score = w.mobility * own.moves as i32;
    let king = board.units(color, Role::King);
    if let Some(k) = king.first() {
        score -= w.king_zone * (enemy.reach & zone(k)).count() as i32;
    }
    score
}

/// The most the activity terms may add or take away. Clamping them lets a
/// lazy evaluation skip the move generation when material already decides.
pub(crate) const LAZY_MARGIN: i32 = 300;

/// The evaluation of `board` for its side to move. When material alone
/// already puts the score outside the window (`alpha`, `beta`) by more than
/// the activity terms can change it, that bound is returned without
/// generating moves (lazy evaluation): a score at or below `alpha`, or at or
/// above `beta`, that the full evaluation would not cross.
pub(crate) fn evaluate(
    board: &Board,
    t: &GameRules,
    w: &EvalWeights,
    alpha: i32,
    beta: i32,
) -> i32 {
    let us = board.side_to_move();
    let base = material(board, w, us) - material(board, w, !us);
    if base + LAZY_MARGIN <= alpha {
        return base + LAZY_MARGIN;
    }
    if base - LAZY_MARGIN >= beta {
        return base - LAZY_MARGIN;
    }
    let own = Activity::of(board, t, us);
    let enemy = Activity::of(board, t, !us);
    let dynamic =
        dynamic_side(board, w, us, &own, &enemy) - dynamic_side(board, w, !us, &enemy, &own);
    base + dynamic.clamp(-LAZY_MARGIN, LAZY_MARGIN)
}
