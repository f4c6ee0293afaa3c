//! King-steps on whole bitboards: every piece of a set moved one square in
//! one direction at once, the neighbours of a set, and the Spearmen's zones.

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::square::Direction;

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = 0x8080_8080_8080_8080;

const RANK_1: u64 = 0xff;
const RANK_8: u64 = 0xff << 56;

/// `STEPS[dir]`: a step along `dir` as a rotation of the bitboard and the
/// squares a rotated bit may land on (those that wrapped around the board's
/// edge drop out). Branch-free, so that a loop over the directions costs
/// no jump.
const STEPS: [(u32, u64); 8] = {
    let mut steps = [(0, 0); 8];
    let mut d = 0;
    while d < 8 {
        let (df, dr) = Direction::ALL[d].delta();
        let mut keep = !0u64;
        if df > 0 {
            keep &= !FILE_A;
        }
        if df < 0 {
            keep &= !FILE_H;
        }
        if dr > 0 {
            keep &= !RANK_1;
        }
        if dr < 0 {
            keep &= !RANK_8;
        }
        let by = (dr as i32 * 8 + df as i32).rem_euclid(64) as u32;
        steps[Direction::ALL[d] as usize] = (by, keep);
        d += 1;
    }
    steps
};

/// The squares of `set` moved one step along `dir` (those that would leave
/// the board drop out).
#[inline(always)]
pub(super) const fn shift(set: Bitboard, dir: Direction) -> Bitboard {
    let (by, keep) = STEPS[dir as usize];
    Bitboard(set.0.rotate_left(by) & keep)
}

/// The squares of `set` and every square next to one of them.
#[inline(always)]
pub(super) const fn spread(set: Bitboard) -> Bitboard {
    let b = set.0;
    let row = b | ((b << 1) & !FILE_A) | ((b >> 1) & !FILE_H);
    Bitboard(row | (row << 8) | (row >> 8))
}

/// `NEIGHBOURS[sq]`: the up to eight squares next to `sq`.
pub(super) static NEIGHBOURS: [u64; 64] = build_neighbours();

/// `WITHIN[n - 1][sq]`: the squares at most `n` king-steps from `sq` (1–4).
pub(super) static WITHIN: [[u64; 64]; 4] = build_within();

const fn build_within() -> [[u64; 64]; 4] {
    let mut out = [[0; 64]; 4];
    let mut sq = 0;
    while sq < 64 {
        let mut set = Bitboard(1 << sq);
        let mut n = 0;
        while n < 4 {
            set = spread(set);
            out[n][sq] = set.0;
            n += 1;
        }
        sq += 1;
    }
    out
}

/// `LINES[dir][sq]`: the squares along `dir` from `sq` (excluded), up to four.
pub(super) static LINES: [[u64; 64]; 8] = build_lines();

const fn build_lines() -> [[u64; 64]; 8] {
    let mut out = [[0; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut sq = 0;
        while sq < 64 {
            let mut at = Bitboard(1 << sq);
            let mut n = 0;
            while n < 4 {
                at = shift(at, Direction::ALL[d]);
                out[d][sq] |= at.0;
                n += 1;
            }
            sq += 1;
        }
        d += 1;
    }
    out
}

const fn build_neighbours() -> [u64; 64] {
    let mut out = [0; 64];
    let mut sq = 0;
    while sq < 64 {
        out[sq] = spread(Bitboard(1 << sq)).0 & !(1 << sq);
        sq += 1;
    }
    out
}

/// The two directions `side` calls forward-diagonal: towards the opponent's
/// back rank.
#[inline(always)]
pub(super) const fn forward_diagonals(side: Color) -> [Direction; 2] {
    match side {
        Color::White => [Direction::NorthEast, Direction::NorthWest],
        Color::Black => [Direction::SouthEast, Direction::SouthWest],
    }
}

/// The squares in front of `side`'s Spearmen on `spearmen`, diagonally: what
/// they attack, and the zone that enemies may not pass through (RULES.md §2.2).
#[inline(always)]
pub(super) const fn spearmen_zone(spearmen: Bitboard, side: Color) -> Bitboard {
    let [a, b] = forward_diagonals(side);
    Bitboard(shift(spearmen, a).0 | shift(spearmen, b).0)
}
