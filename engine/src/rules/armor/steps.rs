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

/// The geometry armor's generator looks up: neighbours, squares within a
/// few king-steps, short lines. Built when a game's rules are (a few
/// thousand operations) rather than stored in the program, which the page
/// downloads.
#[derive(Clone, Debug)]
pub(super) struct Geometry {
    /// `neighbours[sq]`: the up to eight squares next to `sq`.
    pub(super) neighbours: [u64; 64],
    /// `within[n - 1][sq]`: the squares at most `n` king-steps from `sq` (1–4).
    pub(super) within: [[u64; 64]; 4],
    /// `lines[dir][sq]`: the squares along `dir` from `sq` (excluded), up to four.
    pub(super) lines: [[u64; 64]; 8],
}

impl Geometry {
    pub(super) fn new() -> Geometry {
        let mut g = Geometry {
            neighbours: [0; 64],
            within: [[0; 64]; 4],
            lines: [[0; 64]; 8],
        };
        for sq in 0..64 {
            let start = Bitboard(1 << sq);
            let mut set = start;
            for n in 0..4 {
                set = spread(set);
                g.within[n][sq] = set.0;
            }
            g.neighbours[sq] = g.within[0][sq] & !start.0;
            for dir in Direction::ALL {
                let mut at = start;
                for _ in 0..4 {
                    at = shift(at, dir);
                    g.lines[dir as usize][sq] |= at.0;
                }
            }
        }
        g
    }
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
