//! Zobrist keys: a 64-bit hash of everything the repetition rule compares
//! (RULES.md §1.7 b) — terrain with ruined fortresses, pieces, frozen marks
//! and the side to move — kept up to date move by move.
//!
//! Each feature (a piece of one side and type on one square, a frozen mark, a
//! fortress, a ruin, a fixed tile, Black to move) has a key: the *n*-th number
//! of a [`SplitMix64`](crate::SplitMix64) generator with a fixed seed, where
//! *n* numbers the feature. SplitMix64 can jump straight to its *n*-th number,
//! so the keys are computed where they are used (a few multiplications)
//! instead of being stored: a table of the 1,800 keys would add 14 KB of
//! incompressible data to the page.

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::role::Role;
use crate::square::Square;

/// The seed of the key generator. Any fixed number would do.
const SEED: u64 = 0x5EED_C1FA_55E0_2026;

/// The `n`-th number of SplitMix64 seeded with [`SEED`].
#[inline(always)]
const fn nth(n: u64) -> u64 {
    let mut z = SEED.wrapping_add(n.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

// Feature numbers: pieces first (side, type, square), then the squares of
// each kind of mark or tile, then the side to move.
const PIECES: u64 = 0;
const FROZEN: u64 = PIECES + 2 * Role::COUNT as u64 * 64;
const FORTRESS: u64 = FROZEN + 64;
const RUINED: u64 = FORTRESS + 64;
const MOUNTAIN: u64 = RUINED + 64;
const WATER: u64 = MOUNTAIN + 64;
const FOREST: u64 = WATER + 64;
const BLACK_TO_MOVE: u64 = FOREST + 64;

/// The key of `color`'s `role` on `sq`.
#[inline(always)]
pub(crate) const fn piece(color: Color, role: Role, sq: Square) -> u64 {
    nth(PIECES + ((color.index() * Role::COUNT + role.index()) * 64 + sq.index()) as u64)
}

/// The key of a frozen mark on `sq`.
#[inline(always)]
pub(crate) const fn frozen(sq: Square) -> u64 {
    nth(FROZEN + sq.index() as u64)
}

/// The key of an unruined fortress on `sq`.
#[inline(always)]
pub(crate) const fn fortress(sq: Square) -> u64 {
    nth(FORTRESS + sq.index() as u64)
}

/// The key of a ruined fortress on `sq`.
#[inline(always)]
pub(crate) const fn ruined(sq: Square) -> u64 {
    nth(RUINED + sq.index() as u64)
}

/// The key of Black to move (White to move adds nothing).
pub(crate) const BLACK: u64 = nth(BLACK_TO_MOVE);

/// The keys of every square of `set`, combined, for the feature block at `base`.
fn squares(base: u64, set: Bitboard) -> u64 {
    set.squares()
        .fold(0, |key, sq| key ^ nth(base + sq.index() as u64))
}

/// The combined keys of the tiles that never change in a game.
pub(crate) fn fixed_terrain(mountain: Bitboard, water: Bitboard, forest: Bitboard) -> u64 {
    squares(MOUNTAIN, mountain) ^ squares(WATER, water) ^ squares(FOREST, forest)
}

/// The combined keys of a set of frozen marks.
pub(crate) fn frozen_marks(set: Bitboard) -> u64 {
    squares(FROZEN, set)
}

/// The combined keys of unruined and ruined fortresses.
pub(crate) fn fortresses(fortress: Bitboard, ruined: Bitboard) -> u64 {
    squares(FORTRESS, fortress) ^ squares(RUINED, ruined)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_distinct() {
        let mut keys: alloc::vec::Vec<u64> = (0..=BLACK_TO_MOVE).map(nth).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len() as u64, BLACK_TO_MOVE + 1);
    }
}
