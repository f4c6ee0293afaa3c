//! Iron's precomputed rays: the geometric ones (constant) and the
//! terrain-aware ones of one board (built once per terrain, shared by every
//! position of a game): forest costs, water stops, mountains block.

use crate::bitboard::Bitboard;
use crate::role::Role;
use crate::square::{Direction, Square};

use super::units;

/// `RAYS[dir][sq]`: the squares from `sq` (excluded) to the edge along `dir`.
pub(crate) static RAYS: [[u64; 64]; 8] = build_rays();

const fn build_rays() -> [[u64; 64]; 8] {
    let mut rays = [[0u64; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let (df, dr) = Direction::ALL[d].delta();
        let mut sq = 0;
        while sq < 64 {
            let mut file = (sq % 8) as i8 + df;
            let mut rank = (sq / 8) as i8 + dr;
            while file >= 0 && file < 8 && rank >= 0 && rank < 8 {
                rays[d][sq] |= 1 << (rank * 8 + file);
                file += df;
                rank += dr;
            }
            sq += 1;
        }
        d += 1;
    }
    rays
}

/// The geometric ray from `sq` (excluded) along `dir`.
#[inline]
pub(crate) fn ray(dir: Direction, sq: Square) -> Bitboard {
    Bitboard(RAYS[dir as usize][sq.index()])
}

/// The square of `set` nearest to the origin of a ray along `dir` (`set` non-empty).
#[inline(always)]
pub(crate) fn nearest(set: Bitboard, dir: Direction) -> Square {
    let sq = if dir.is_ascending() {
        set.first()
    } else {
        set.last()
    };
    sq.unwrap_or(Square::A1)
}

/// The squares of `reach`, part of a ray along `dir`, that come before `stop`
/// on it: along an ascending direction those of lower index, else higher.
#[inline(always)]
pub(crate) fn before(reach: Bitboard, dir: Direction, stop: Square) -> Bitboard {
    let bit = 1u64 << stop.index();
    if dir.is_ascending() {
        Bitboard(reach.0 & (bit - 1))
    } else {
        Bitboard(reach.0 & !(bit | (bit - 1)))
    }
}

/// The ranges that the slide tables are built for: 1, 2 and 3 squares.
pub(crate) const MAX_SLIDE: usize = 3;

/// Rays of one terrain layout: mountains, water and forest never change in a
/// game. Built once per game and shared by all its positions.
#[derive(Clone, Debug)]
pub(crate) struct TerrainTables {
    pub(crate) mountain: Bitboard,
    pub(crate) water: Bitboard,
    pub(crate) forest: Bitboard,
    /// `slides[range - 1][sq][dir]`: where a non-Dragon unit with this budget may slide, ignoring pieces.
    slides: [[[u64; 8]; 64]; MAX_SLIDE],
    /// `shots[shooter][sq][dir]`: the squares a shot may reach, ignoring
    /// pieces, for each of [`SHOOTERS`].
    shots: [[[u64; 8]; 64]; SHOOTERS.len()],
    /// `near_slides[sq][class]`: the one-step slides of the four orthogonal
    /// (class 0) or diagonal (class 1) directions together.
    near_slides: [[u64; 2]; 64],
    /// `near[sq][class]`: the orthogonal (0) or diagonal (1) neighbours, any terrain.
    near: [[u64; 2]; 64],
}

/// The ranged units, in the order of the shot tables.
pub(crate) const SHOOTERS: [Role; 3] = [Role::Crossbowmen, Role::Catapult, Role::Trebuchet];

impl TerrainTables {
    pub(crate) fn new(mountain: Bitboard, water: Bitboard, forest: Bitboard) -> TerrainTables {
        let mut t = TerrainTables {
            mountain,
            water,
            forest,
            slides: [[[0; 8]; 64]; MAX_SLIDE],
            shots: [[[0; 8]; 64]; SHOOTERS.len()],
            near_slides: [[0; 2]; 64],
            near: [[0; 2]; 64],
        };
        for sq in Square::all() {
            for dir in Direction::ALL {
                for range in 1..=MAX_SLIDE as u8 {
                    t.slides[range as usize - 1][sq.index()][dir as usize] =
                        t.walk_slide(sq, dir, range).0;
                }
                let class = usize::from(!dir.is_orthogonal());
                t.near_slides[sq.index()][class] |= t.walk_slide(sq, dir, 1).0;
                t.near[sq.index()][class] |= sq.step(dir).map_or(0, |n| Bitboard::from_square(n).0);
                for (slot, role) in SHOOTERS.into_iter().enumerate() {
                    let range = units::shot_range(role).map_or(0, |r| r.along(dir));
                    let over = units::shoots_over_mountains(role);
                    t.shots[slot][sq.index()][dir as usize] = t.walk_shot(sq, dir, range, over).0;
                }
            }
        }
        t
    }

    /// RULES.md §1.3: one step at a time with a budget; forest costs 2 (allowed
    /// with any budget ≥ 1), water ends the slide, mountains cannot be entered.
    fn walk_slide(&self, from: Square, dir: Direction, range: u8) -> Bitboard {
        let mut reach = Bitboard::EMPTY;
        let mut budget = range;
        let mut cur = from;
        while budget >= 1 {
            let Some(next) = cur.step(dir) else { break };
            if self.mountain.contains(next) {
                break;
            }
            reach = reach.with(next);
            if self.water.contains(next) {
                break;
            }
            let cost = if self.forest.contains(next) { 2 } else { 1 };
            budget = budget.saturating_sub(cost);
            cur = next;
        }
        reach
    }

    /// RULES.md §1.4: a shot passes no mountain (but the Trebuchet's); the
    /// target itself may stand on one.
    fn walk_shot(&self, from: Square, dir: Direction, range: u8, over_mountains: bool) -> Bitboard {
        let mut reach = Bitboard::EMPTY;
        let mut cur = from;
        for _ in 0..range {
            let Some(next) = cur.step(dir) else { break };
            reach = reach.with(next);
            if !over_mountains && self.mountain.contains(next) {
                break;
            }
            cur = next;
        }
        reach
    }

    /// Where a unit with this budget (1–3) may slide from `sq` along `dir`, ignoring pieces.
    #[inline]
    pub(crate) fn slide(&self, range: u8, sq: Square, dir: Direction) -> Bitboard {
        Bitboard(self.slides[range as usize - 1][sq.index()][dir as usize])
    }

    /// The one-step slides from `sq` in the orthogonal (0) or diagonal (1) directions.
    #[inline]
    pub(crate) fn near_slide(&self, sq: Square, class: usize) -> Bitboard {
        Bitboard(self.near_slides[sq.index()][class])
    }

    /// The orthogonal (0) or diagonal (1) neighbours of `sq`.
    #[inline]
    pub(crate) fn near(&self, sq: Square, class: usize) -> Bitboard {
        Bitboard(self.near[sq.index()][class])
    }

    /// The squares a shot of `SHOOTERS[slot]` may reach from `sq` along `dir`.
    #[inline]
    pub(crate) fn shot(&self, slot: usize, sq: Square, dir: Direction) -> Bitboard {
        Bitboard(self.shots[slot][sq.index()][dir as usize])
    }
}
