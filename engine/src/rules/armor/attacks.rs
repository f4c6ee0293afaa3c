//! Attacks and armor (RULES.md §2.4): which enemy pieces the side to move
//! could capture, counted on the position before the move.
//!
//! Every attacker of one reach is moved along each of the eight rays at
//! once, a step at a time, on whole bitboards: a target square gets one hit
//! per attacker, since an attacker reaches it along one ray at one distance
//! only. Two bitboards keep the count: attacked at least once, at least twice
//! (armor goes up to 2).

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::position::Board;
use crate::role::Role;
use crate::square::{Direction, Square};

use super::steps::{forward_diagonals, shift, Geometry};
use super::units;

/// Attackers grouped by reach: each group's roles, nearest and farthest
/// distance, and whether its attacks pass over mountains (the Catapult's).
/// (`capturable` spells the reaches out as constants; a test checks them
/// against `units::attack_span`.)
pub(super) const GROUPS: [(&[Role], u8, u8, bool); 4] = [
    (
        &[Role::Rabble, Role::LightHorse, Role::HeavyHorse, Role::King],
        1,
        1,
        false,
    ),
    (&[Role::Elephant, Role::Dragon], 1, 2, false),
    (&[Role::Crossbowmen], 1, 3, false),
    (&[Role::Catapult], 2, 4, true),
];

/// Adds to `hits` the attacks of `attackers` on the pieces `them`, from
/// `NEAR` to `FAR` squares away along each ray, over the squares `open`.
#[inline(always)]
fn ray_hits<const NEAR: u8, const FAR: u8>(
    attackers: Bitboard,
    them: Bitboard,
    open: Bitboard,
    hits: &mut Hits,
) {
    if attackers.is_empty() {
        return;
    }
    for dir in Direction::ALL {
        let mut line = attackers;
        for distance in 1..=FAR {
            let reached = shift(line, dir);
            if distance >= NEAR {
                hits.add(reached & them);
            }
            line = reached & open;
        }
    }
}

/// Counts hits on each square, up to two.
#[derive(Copy, Clone, Default)]
struct Hits {
    once: Bitboard,  // squares hit at least once
    twice: Bitboard, // squares hit at least twice
}

impl Hits {
    #[inline(always)]
    fn add(&mut self, hits: Bitboard) {
        self.twice |= self.once & hits;
        self.once |= hits;
    }
}

/// The pieces of `!side` that `side` could capture (RULES.md §2.4): attacked
/// by at least as many pieces of `side` as their armor, and not next to a
/// Tower of their own. A piece attacks an enemy along one of the eight rays
/// within its reach when no square strictly between holds a mountain (but
/// for the Catapult) or a piece of the target's side; a piece on water, and
/// a Tower, attack nothing; Spearmen attack their two forward-diagonal
/// squares only.
#[inline(always)]
pub(super) fn capturable(
    b: &Board,
    g: &Geometry,
    mountain: Bitboard,
    water: Bitboard,
    side: Color,
) -> Bitboard {
    let them = b.by_color[!side];
    if them.is_empty() {
        return them;
    }
    let active = b.by_color[side] & !water;
    let role = |r: Role| b.by_role[r.index()];
    let mut hits = Hits::default();
    let group =
        |roles: &[Role]| roles.iter().fold(Bitboard::EMPTY, |all, &r| all | role(r)) & active;
    let walled = !them & !mountain;
    // Each group's reach is a constant, so that its steps unroll without a branch.
    ray_hits::<1, 1>(group(GROUPS[0].0), them, walled, &mut hits);
    ray_hits::<1, 2>(group(GROUPS[1].0), them, walled, &mut hits);
    ray_hits::<1, 3>(group(GROUPS[2].0), them, walled, &mut hits);
    ray_hits::<2, 4>(group(GROUPS[3].0), them, !them, &mut hits);
    let spearmen = role(Role::Spearmen) & active;
    // Two Spearmen may hit one square, each along its own diagonal.
    for dir in forward_diagonals(side) {
        hits.add(shift(spearmen, dir) & them);
    }
    let guarded = guarded(b, g, !side);
    // The pieces of armor 0 and of armor 2 (the others have armor 1).
    let (bare, heavy) =
        units::ROLES
            .iter()
            .fold(
                (Bitboard::EMPTY, Bitboard::EMPTY),
                |(bare, heavy), &r| match units::armor(r) {
                    0 => (bare | role(r), heavy),
                    2 => (bare, heavy | role(r)),
                    _ => (bare, heavy),
                },
            );
    them & !guarded & (bare | (hits.once & !heavy) | hits.twice)
}

/// The pieces of `side` next to a Tower of their own, which cannot be
/// captured (RULES.md §2.2); a Tower next to another is one of them.
#[inline(always)]
pub(super) fn guarded(b: &Board, g: &Geometry, side: Color) -> Bitboard {
    let ours = b.by_color[side];
    let mut near = Bitboard::EMPTY;
    for tower in ours & b.by_role[Role::Tower.index()] {
        near |= Bitboard(g.neighbours[tower.index()]);
    }
    ours & near
}

/// The pieces that attack the piece on `target` (RULES.md §2.4), every one
/// of them (`capturable` stops counting at two); none if `target` is empty.
///
/// `capturable`'s walk read backwards: from the target outward along each
/// ray, over the squares an attack may cross (no piece of the target's side,
/// no mountain but for the Catapult), an attacker of the other side is found
/// at a distance within its reach.
pub(super) fn attackers(
    b: &Board,
    mountain: Bitboard,
    water: Bitboard,
    target: Square,
) -> Bitboard {
    let side = if b.by_color.black.contains(target) {
        Color::White
    } else if b.by_color.white.contains(target) {
        Color::Black
    } else {
        return Bitboard::EMPTY;
    };
    let them = b.by_color[!side];
    let active = b.by_color[side] & !water;
    let role = |r: Role| b.by_role[r.index()];
    let start = Bitboard::from_square(target);
    let mut found = Bitboard::EMPTY;
    for (roles, near, far, over_mountains) in GROUPS {
        let group = roles.iter().fold(Bitboard::EMPTY, |all, &r| all | role(r)) & active;
        if group.is_empty() {
            continue;
        }
        let open = if over_mountains {
            !them
        } else {
            !them & !mountain
        };
        for dir in Direction::ALL {
            let mut line = start;
            for distance in 1..=far {
                line = shift(line, dir);
                if distance >= near {
                    found |= line & group;
                }
                line &= open;
            }
        }
    }
    // A Spearmen attacks the target from a square behind one of its forward diagonals.
    let spearmen = role(Role::Spearmen) & active;
    for dir in forward_diagonals(side) {
        found |= shift(start, dir.opposite()) & spearmen;
    }
    found
}

#[cfg(test)]
mod tests {
    use super::{units, GROUPS};
    use crate::role::Role;

    /// The groups hold every unit that attacks along rays, with its reach
    /// from `units::attack_span`; `capturable` walks them in this order with
    /// reaches (1, 1), (1, 2), (1, 3), (2, 4), over mountains only the last.
    #[test]
    fn attack_groups_follow_the_units_numbers() {
        let spelled = [(1, 1, false), (1, 2, false), (1, 3, false), (2, 4, true)];
        for (&(roles, near, far, over), spelled) in GROUPS.iter().zip(spelled) {
            assert_eq!((near, far, over), spelled);
            for &role in roles {
                assert_eq!(units::attack_span(role), (near, far), "{role}");
            }
        }
        for role in units::ROLES {
            let grouped = GROUPS.iter().any(|g| g.0.contains(&role));
            let special = matches!(role, Role::Spearmen | Role::Tower);
            assert!(grouped != special, "{role}");
        }
    }
}
