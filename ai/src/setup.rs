//! Homelands built by the engine: many random candidates from a seed, each
//! scored for a sensible start, the best improved by swapping units.
//!
//! The score (hundredths of a Rabble, higher is better) asks for:
//! - a King that no enemy unit type could take on the first move
//!   ([`Homeland::exposure`]), far back, on the fortress or sheltered by its
//!   own units and mountains;
//! - ranged units with open lines forward, never on water (where they cannot
//!   shoot), the fortress for a ranged unit when the King does not hold it;
//! - melee units without water right in front of them (it would stop and
//!   freeze them), valuable units out of reach on the first move.

use alloc::vec::Vec;

use cyvasse::{Bitboard, Color, Direction, Homeland, Role, Ruleset, SplitMix64, Square, Terrain};

/// How many random homelands the engine scores.
const CANDIDATES: usize = 96;

/// How many swaps of two squares' units it then tries on the best one.
const SWAPS: usize = 160;

/// Homelands built by the computer player.
pub trait AiHomeland {
    /// A valid homeland of `side` built by the engine from `seed`: the same
    /// seed gives the same homeland, different seeds different ones. Its King
    /// stands where no enemy unit could take it on the first move whenever
    /// the tiles allow it (see the module's rules of thumb for the rest).
    fn ai(ruleset: Ruleset, side: Color, seed: u64) -> Homeland;
}

impl AiHomeland for Homeland {
    fn ai(ruleset: Ruleset, side: Color, seed: u64) -> Homeland {
        let mut rng = SplitMix64::new(seed);
        let mut next = || rng.next_u64();
        let mut best = Homeland::random(ruleset, side, &mut next);
        let mut best_score = setup_score(&best);
        for _ in 1..CANDIDATES {
            let candidate = Homeland::random(ruleset, side, &mut next);
            let score = setup_score(&candidate);
            if score > best_score {
                best = candidate;
                best_score = score;
            }
        }
        // Hill climbing: swap the units of two squares while it helps.
        let squares: Vec<Square> = best.squares().squares().collect();
        for _ in 0..SWAPS {
            let a = squares[(next() % squares.len() as u64) as usize];
            let b = squares[(next() % squares.len() as u64) as usize];
            let mut trial = best.clone();
            if !swap_units(&mut trial, a, b) {
                continue;
            }
            let score = setup_score(&trial);
            if score > best_score {
                best = trial;
                best_score = score;
            }
        }
        shelter_king(&mut best);
        best
    }
}

/// Swaps the units of `a` and `b`; false (and nothing changes) if that
/// would put a unit other than the Dragon on a mountain, or changes nothing.
fn swap_units(h: &mut Homeland, a: Square, b: Square) -> bool {
    let (ua, ub) = (h.unit(a), h.unit(b));
    let rules = h.ruleset().setup_rules();
    let fits = |unit: Option<Role>, sq: Square| {
        unit.is_none_or(|r| h.tile(sq) != Terrain::Mountain || rules.may_stand_on_mountain(r))
    };
    if a == b || ua == ub || !fits(ua, b) || !fits(ub, a) {
        return false;
    }
    h.set_unit(a, ub);
    h.set_unit(b, ua);
    true
}

/// Moves the King to a square no enemy unit type could reach on the first
/// move, if it stands on an exposed one and such a square exists.
fn shelter_king(h: &mut Homeland) {
    let Some(king) = h.units_of(Role::King).first() else {
        return;
    };
    if !h.exposure().squares().contains(king) {
        return;
    }
    let mut options: Vec<(i32, Homeland)> = Vec::new();
    for sq in h.squares() & !h.exposure().squares() & !h.tiles_of(Terrain::Mountain) {
        let mut trial = h.clone();
        if swap_units(&mut trial, king, sq) && !trial.exposure().squares().contains(sq) {
            options.push((setup_score(&trial), trial));
        }
    }
    if let Some((_, best)) = options.into_iter().max_by_key(|(s, _)| *s) {
        *h = best;
    }
}

/// The rank of `sq` counted from `side`'s back rank (0) forward.
fn depth(side: Color, sq: Square) -> i32 {
    match side {
        Color::White => i32::from(sq.rank()),
        Color::Black => 7 - i32::from(sq.rank()),
    }
}

/// The directions towards the enemy: straight and the two diagonals.
fn forward(side: Color) -> [Direction; 3] {
    match side {
        Color::White => [Direction::North, Direction::NorthEast, Direction::NorthWest],
        Color::Black => [Direction::South, Direction::SouthEast, Direction::SouthWest],
    }
}

/// How good `h` is as a start (higher is better). It must be complete.
fn setup_score(h: &Homeland) -> i32 {
    let side = h.side();
    let ruleset = h.ruleset();
    let exposure = h.exposure();
    let exposed = exposure.squares();
    let mountains = h.tiles_of(Terrain::Mountain);
    let water = h.tiles_of(Terrain::Water);
    let fortress = h.tiles_of(Terrain::Fortress);
    let occupied: Bitboard = ruleset
        .roles()
        .iter()
        .fold(Bitboard::EMPTY, |all, &r| all | h.units_of(r));
    let mut score = 0;

    if let Some(k) = h.units_of(Role::King).first() {
        let attackers = exposure.attackers(k).count() as i32;
        if attackers > 0 {
            score -= 5000 + 500 * attackers;
        }
        score -= 30 * depth(side, k);
        if fortress.contains(k) {
            score += 120;
        }
        for dir in Direction::ALL {
            if let Some(n) = k.step(dir) {
                if occupied.contains(n) || mountains.contains(n) {
                    score += 15;
                }
            }
        }
    }

    for &role in ruleset.roles() {
        for sq in h.units_of(role) {
            let value = match role {
                Role::Dragon => 90,
                Role::Elephant | Role::Trebuchet => 45,
                Role::Catapult | Role::HeavyHorse | Role::Crossbowmen => 30,
                Role::LightHorse => 25,
                _ => 10,
            };
            if role != Role::King && exposed.contains(sq) {
                score -= value;
            }
            if let Some(range) = ruleset.shot_range(role) {
                if water.contains(sq) {
                    score -= 150;
                    continue;
                }
                if fortress.contains(sq) && h.units_of(Role::King).first() != Some(sq) {
                    score += 40;
                }
                // Open lines forward: squares a shot could cross before a
                // blocker of its own side or a mountain.
                let over = ruleset.shoots_over_mountains(role);
                for dir in forward(side) {
                    let mut cur = sq;
                    for _ in 0..range.along(dir) {
                        let Some(n) = cur.step(dir) else { break };
                        if occupied.contains(n) || (mountains.contains(n) && !over) {
                            break;
                        }
                        score += 4;
                        cur = n;
                    }
                }
                // Shooters want to reach the enemy's side: not too far back.
                score -= 8 * (3 - depth(side, sq)).max(0);
            } else if role != Role::King && role != Role::Dragon {
                if sq.step(forward(side)[0]).is_some_and(|n| water.contains(n)) {
                    score -= 20;
                }
                if water.contains(sq) {
                    score -= 10;
                }
            }
        }
    }
    score
}
