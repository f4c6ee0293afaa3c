//! Armor's numbers (RULES.md §2.1, §2.2): each unit's armor, how far it
//! moves, captures by moving and attacks, and what a homeland holds.

use crate::role::Role;
use crate::rules::ruleset::{Range, SetupRules};

/// The unit types of armor.
pub(crate) const ROLES: [Role; 10] = Role::ARMOR;

/// RULES.md §2.2, the Armor column: how many enemy attackers make the unit
/// capturable.
pub(crate) const fn armor(role: Role) -> u8 {
    match role {
        Role::Crossbowmen | Role::Catapult => 0,
        Role::HeavyHorse | Role::Elephant | Role::Dragon | Role::Tower => 2,
        _ => 1,
    }
}

/// RULES.md §2.2, the Move column: the most king-steps of a normal move.
pub(crate) const fn steps(role: Role) -> u8 {
    match role {
        Role::LightHorse => 3,
        Role::HeavyHorse | Role::Crossbowmen => 2,
        Role::Dragon => 4,
        Role::Tower | Role::Trebuchet => 0,
        _ => 1,
    }
}

/// RULES.md §2.2 as a [`Range`]: a path of king-steps reaches as far along
/// every line.
pub(crate) const fn move_range(role: Role) -> Option<Range> {
    let n = steps(role);
    Some(Range::new(n, n))
}

/// §2.4: how far a capture move along one straight line reaches (0: the
/// unit never captures by moving — Crossbowmen, Catapult, Tower).
pub(crate) const fn capture_reach(role: Role) -> u8 {
    match role {
        Role::Crossbowmen | Role::Catapult | Role::Tower => 0,
        Role::Elephant => 2,
        _ => steps(role),
    }
}

/// RULES.md §2.2, the Attack column: the nearest and farthest distance along
/// a ray at which the unit attacks (the Spearmen's two forward-diagonal
/// squares and the Tower, which attacks nothing, are the attack module's).
pub(crate) const fn attack_span(role: Role) -> (u8, u8) {
    match role {
        Role::Elephant | Role::Dragon => (1, 2),
        Role::Crossbowmen => (1, 3),
        Role::Catapult => (2, 4),
        Role::Tower | Role::Trebuchet => (0, 0),
        _ => (1, 1),
    }
}

/// What a unit is worth to the computer player, in hundredths of a Rabble
/// (the King none: losing it ends the game). Armor 2 (two attackers needed)
/// makes the Heavy Horse and the Elephant worth alike; Crossbowmen and the
/// Catapult, of armor 0, are always capturable; the Tower guards its eight
/// neighbours. The values won 61 % of the points against iron's
/// (bench/LOG.md, "The computer player in `armor`").
pub(crate) const fn worth(role: Role) -> u16 {
    match role {
        Role::Rabble => 100,
        Role::Spearmen => 120,
        Role::Crossbowmen => 200,
        Role::LightHorse => 250,
        Role::HeavyHorse | Role::Elephant => 320,
        Role::Catapult => 300,
        Role::Tower => 200,
        Role::Dragon => 700,
        Role::King | Role::Trebuchet => 0,
    }
}

/// RULES.md §2.1: 3 mountain, 3 water, 26 grass; an army of 18; no piece on
/// a mountain.
pub(crate) const SETUP: SetupRules = SetupRules {
    // Grass, Mountain, Water, Forest, Fortress, Ruined
    tiles: [26, 3, 3, 0, 0, 0],
    // R S X L H E C T D K O
    army: [4, 2, 2, 2, 2, 2, 1, 0, 1, 1, 1],
    max_mountain_group: 2,
    // R S X L H E C T D K O
    on_mountain: [false; 11],
};
