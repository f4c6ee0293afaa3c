//! Random valid homelands ("fill randomly", "place randomly", test positions),
//! driven by a caller's source of random numbers: the engine reads no clock and
//! no entropy of its own.

use alloc::vec::Vec;

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::role::Role;
use crate::rules::ruleset::Ruleset;
use crate::setup::Homeland;
use crate::terrain::Terrain;

/// SplitMix64: a small, fast, seedable generator of 64-bit numbers.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator from a seed; the same seed gives the same numbers.
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// A number below `n` (n ≥ 1) from `rng`.
fn below(rng: &mut impl FnMut() -> u64, n: usize) -> usize {
    (((rng() >> 32) * n as u64) >> 32) as usize
}

/// Shuffles `items` (Fisher–Yates).
fn shuffle<T>(items: &mut [T], rng: &mut impl FnMut() -> u64) {
    for i in (1..items.len()).rev() {
        items.swap(i, below(rng, i + 1));
    }
}

/// How many shuffles of the tiles to try before falling back to a fixed layout
/// that keeps the mountain rule (a fair generator needs a handful).
const TILE_TRIES: usize = 1000;

impl Homeland {
    /// Lays the ruleset's tiles on the homeland at random, keeping the mountain
    /// rule; the units are taken off.
    pub fn randomize_tiles(&mut self, rng: &mut impl FnMut() -> u64) {
        let rules = self.ruleset().setup_rules();
        let mut tiles = [Terrain::Grass; 32];
        let mut n = 0;
        for t in Terrain::ALL {
            for _ in 0..rules.tiles_of(t) {
                if n < tiles.len() {
                    tiles[n] = t;
                    n += 1;
                }
            }
        }
        let squares = self.squares();
        for sq in squares {
            self.set_unit(sq, None);
        }
        for attempt in 0..=TILE_TRIES {
            if attempt == TILE_TRIES {
                // Fallback: mountains on even files of alternate ranks never touch.
                let (mut mountains, mut others): (Vec<Terrain>, Vec<Terrain>) =
                    tiles.iter().partition(|&&t| t == Terrain::Mountain);
                for (i, slot) in tiles.iter_mut().enumerate() {
                    let spaced = i % 2 == 0 && (i / 8) % 2 == 0;
                    let pick = if spaced { mountains.pop() } else { None };
                    *slot = pick
                        .or_else(|| others.pop())
                        .or_else(|| mountains.pop())
                        .unwrap_or(Terrain::Grass);
                }
            } else {
                shuffle(&mut tiles, rng);
            }
            for (sq, &t) in squares.squares().zip(tiles.iter()) {
                self.set_tile(sq, t);
            }
            if self.oversized_mountain_groups().is_empty() {
                return;
            }
        }
    }

    /// Places the ruleset's army at random on the squares its units may stand
    /// on (only the Dragon on mountains), replacing any units.
    pub fn randomize_units(&mut self, rng: &mut impl FnMut() -> u64) {
        let rules = self.ruleset().setup_rules();
        for sq in self.squares() {
            self.set_unit(sq, None);
        }
        let mut free: Bitboard = self.squares();
        // Units that may not stand on mountains first, so the Dragon takes what is left.
        let mut army: [Option<Role>; 64] = [None; 64];
        let mut n = 0;
        for mountain in [false, true] {
            for &role in self.ruleset().roles().iter().rev() {
                if rules.may_stand_on_mountain(role) != mountain {
                    continue;
                }
                for _ in 0..rules.units_of(role) {
                    if n < army.len() {
                        army[n] = Some(role);
                        n += 1;
                    }
                }
            }
        }
        for role in army[..n].iter().flatten() {
            let allowed = if rules.may_stand_on_mountain(*role) {
                free
            } else {
                free & !self.tiles_of(Terrain::Mountain)
            };
            let count = allowed.count() as usize;
            if count == 0 {
                continue;
            }
            if let Some(sq) = allowed.squares().nth(below(rng, count)) {
                self.set_unit(sq, Some(*role));
                free = free.without(sq);
            }
        }
    }

    /// Moves the King, if an enemy unit could take it on the first move, to a
    /// square where none could ([`Homeland::exposure`]), chosen at random: it
    /// swaps places with the unit there, if any. The squares open to no enemy
    /// unit as the homeland stands are tried first; a square counts only if
    /// the King is still sheltered there once the swap has moved the other
    /// unit. Returns whether the King stands sheltered (false, and nothing
    /// changed, with no King or no such square).
    pub fn shelter_king(&mut self, rng: &mut impl FnMut() -> u64) -> bool {
        let Some(king) = self.units_of(Role::King).first() else {
            return false;
        };
        let open = self.exposure().squares();
        if !open.contains(king) {
            return true;
        }
        let allowed = self.squares() & !self.tiles_of(Terrain::Mountain);
        let mut first: Vec<_> = (allowed & !open).squares().collect();
        let mut then: Vec<_> = (allowed & open)
            .squares()
            .filter(|&sq| sq != king)
            .collect();
        shuffle(&mut first, rng);
        shuffle(&mut then, rng);
        for sq in first.into_iter().chain(then) {
            // The King stands on no mountain: the unit it swaps with may
            // stand where it stood.
            let mut trial = self.clone();
            trial.set_unit(king, self.unit(sq));
            trial.set_unit(sq, Some(Role::King));
            if !trial.exposure().squares().contains(sq) {
                *self = trial;
                return true;
            }
        }
        false
    }

    /// A random valid homeland of `side`.
    pub fn random(ruleset: Ruleset, side: Color, rng: &mut impl FnMut() -> u64) -> Homeland {
        let mut homeland = Homeland::empty(ruleset, side);
        homeland.randomize_tiles(rng);
        homeland.randomize_units(rng);
        homeland
    }
}
