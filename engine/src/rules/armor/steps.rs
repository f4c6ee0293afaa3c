//! King-steps on whole bitboards: every piece of a set moved one square in
//! one direction at once, the neighbours of a set, and the Spearmen's zones.

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::square::Direction;

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = 0x8080_8080_8080_8080;

/// The squares of `set` moved one step along `dir` (those that would leave
/// the board drop out).
#[inline(always)]
pub(super) const fn shift(set: Bitboard, dir: Direction) -> Bitboard {
    let b = set.0;
    Bitboard(match dir {
        Direction::North => b << 8,
        Direction::South => b >> 8,
        Direction::East => (b << 1) & !FILE_A,
        Direction::West => (b >> 1) & !FILE_H,
        Direction::NorthEast => (b << 9) & !FILE_A,
        Direction::NorthWest => (b << 7) & !FILE_H,
        Direction::SouthEast => (b >> 7) & !FILE_A,
        Direction::SouthWest => (b >> 9) & !FILE_H,
    })
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
