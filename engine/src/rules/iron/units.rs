//! Iron's numbers and unit traits (RULES.md §1.1, §1.2, §1.4, §1.5): what
//! each unit's moves and shots reach, which units may take a Dragon, which
//! freeze in water, and what a homeland holds.

use crate::role::Role;
use crate::rules::ruleset::{Range, SetupRules};

/// The unit types of iron.
pub(crate) const ROLES: [Role; 10] = Role::IRON;

/// RULES.md §1.2, the Moves column.
pub(crate) const fn move_range(role: Role) -> Option<Range> {
    Some(match role {
        Role::Rabble => Range::new(1, 0),
        Role::Spearmen | Role::Catapult | Role::King => Range::new(1, 1),
        Role::Crossbowmen | Role::Trebuchet => Range::new(2, 1),
        Role::LightHorse => Range::new(0, 3),
        Role::HeavyHorse => Range::new(3, 0),
        Role::Elephant => Range::new(3, 3),
        Role::Dragon => return None,
        Role::Tower => Range::new(0, 0),
    })
}

/// RULES.md §1.2, the Captures column: the ranged units.
pub(crate) const fn shot_range(role: Role) -> Option<Range> {
    match role {
        Role::Crossbowmen => Some(Range::new(2, 1)),
        Role::Catapult => Some(Range::new(3, 2)),
        Role::Trebuchet => Some(Range::new(4, 3)),
        _ => None,
    }
}

/// §1.4: the Trebuchet fires over mountains.
pub(crate) const fn shoots_over_mountains(role: Role) -> bool {
    matches!(role, Role::Trebuchet)
}

/// §1.4: only the ranged units, the King and the Dragon may capture a Dragon.
pub(crate) const fn may_capture_dragon(attacker: Role) -> bool {
    matches!(
        attacker,
        Role::King | Role::Dragon | Role::Crossbowmen | Role::Catapult | Role::Trebuchet
    )
}

/// §1.5: every unit but the Dragon is frozen when it enters water.
pub(crate) const fn may_be_frozen(role: Role) -> bool {
    !matches!(role, Role::Dragon)
}

/// What a unit is worth to the computer player, in hundredths of a Rabble
/// (the King none: losing it ends the game). The reasons are the AI crate's
/// documentation's; bench/LOG.md has the matches that set them.
pub(crate) const fn worth(role: Role) -> u16 {
    match role {
        Role::Rabble => 100,
        Role::Spearmen => 140,
        Role::Crossbowmen => 350,
        Role::LightHorse => 250,
        Role::HeavyHorse => 320,
        Role::Elephant => 450,
        Role::Catapult => 400,
        Role::Trebuchet => 550,
        Role::Dragon => 700,
        Role::King | Role::Tower => 0,
    }
}

/// RULES.md §1.1: 6 mountain, 5 water, 6 forest, 1 fortress, 14 grass; one
/// of each unit; no unit on a mountain but the Dragon.
pub(crate) const SETUP: SetupRules = SetupRules {
    // Grass, Mountain, Water, Forest, Fortress, Ruined
    tiles: [14, 6, 5, 6, 1, 0],
    // R S X L H E C T D K O
    army: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0],
    max_mountain_group: 2,
    // R S X L H E C T D K O
    on_mountain: [
        false, false, false, false, false, false, false, false, true, false, false,
    ],
};
