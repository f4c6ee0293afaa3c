//! Rulesets: their names, and the data that sets them apart (unit ranges,
//! setup counts), each ruleset's own in its module.

use core::fmt;
use core::str::FromStr;

use crate::role::Role;
use crate::terrain::Terrain;

use super::{armor, iron};

/// The rule system a position or homeland is played under: a value that every
/// [`Position`](crate::Position) and [`Homeland`](crate::Homeland) carries.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub enum Ruleset {
    /// *Cyvasse: The Iron Throne* (RULES.md §1): terrain tiles, ten unit types, fortress.
    #[default]
    Iron,
    /// *Cyvasse chess* (RULES.md §2): armor classes, attack counting, towers.
    Armor,
}

impl Ruleset {
    /// Every ruleset, `iron` first.
    pub const ALL: [Ruleset; 2] = [Ruleset::Iron, Ruleset::Armor];

    /// The name of the ruleset in the text formats.
    pub const fn name(self) -> &'static str {
        match self {
            Ruleset::Iron => "iron",
            Ruleset::Armor => "armor",
        }
    }

    /// How many tiles and units each homeland holds, and where units may stand.
    pub const fn setup_rules(self) -> &'static SetupRules {
        match self {
            Ruleset::Iron => &iron::units::SETUP,
            Ruleset::Armor => &armor::units::SETUP,
        }
    }

    /// The unit types of this ruleset.
    pub const fn roles(self) -> &'static [Role] {
        match self {
            Ruleset::Iron => &iron::units::ROLES,
            Ruleset::Armor => &armor::units::ROLES,
        }
    }

    /// The tile types of this ruleset (grass included).
    pub const fn terrains(self) -> &'static [Terrain] {
        match self {
            Ruleset::Iron => &Terrain::ALL,
            Ruleset::Armor => &[Terrain::Grass, Terrain::Mountain, Terrain::Water],
        }
    }

    /// How far `role` moves (`None`: any distance, the Dragon in `iron`; in
    /// `armor`, the most king-steps of a path, along every line).
    pub const fn move_range(self, role: Role) -> Option<Range> {
        match self {
            Ruleset::Iron => iron::units::move_range(role),
            Ruleset::Armor => armor::units::move_range(role),
        }
    }

    /// How far `role` shoots, if it is a ranged unit (none in `armor`, where
    /// every unit captures by moving but the Catapult).
    pub const fn shot_range(self, role: Role) -> Option<Range> {
        match self {
            Ruleset::Iron => iron::units::shot_range(role),
            Ruleset::Armor => None,
        }
    }

    /// How many enemy attackers make a `role` unit capturable (RULES.md
    /// §2.2, its armor; `None` in `iron`, which has no armor).
    pub const fn armor(self, role: Role) -> Option<u8> {
        match self {
            Ruleset::Iron => None,
            Ruleset::Armor => Some(armor::units::armor(role)),
        }
    }

    /// The nearest and farthest distance along the eight rays at which a
    /// `role` unit attacks (RULES.md §2.2; Spearmen attack their two
    /// forward-diagonal squares only). `None` for a unit that attacks nothing
    /// (the Tower), and in `iron`, where units capture without attacking.
    pub const fn attack_span(self, role: Role) -> Option<(u8, u8)> {
        match self {
            Ruleset::Iron => None,
            Ruleset::Armor => match armor::units::attack_span(role) {
                (0, 0) => None,
                span => Some(span),
            },
        }
    }

    /// How far a `role` unit's capture move reaches along one straight line
    /// (RULES.md §2.4): `None` for a unit that never captures by moving
    /// (Crossbowmen, the Catapult, which captures by stepping back, and the
    /// Tower), and in `iron`, whose captures follow the move and shot ranges.
    pub const fn capture_reach(self, role: Role) -> Option<u8> {
        match self {
            Ruleset::Iron => None,
            Ruleset::Armor => match armor::units::capture_reach(role) {
                0 => None,
                n => Some(n),
            },
        }
    }

    /// What a `role` unit is worth to the computer player, in hundredths of
    /// a Rabble (the King none: losing it ends the game). Not a rule: the
    /// evaluation's and the setup builder's estimate, kept with each
    /// ruleset's numbers.
    pub const fn worth(self, role: Role) -> u16 {
        match self {
            Ruleset::Iron => iron::units::worth(role),
            Ruleset::Armor => armor::units::worth(role),
        }
    }

    /// Whether `role` shoots over mountains.
    pub const fn shoots_over_mountains(self, role: Role) -> bool {
        match self {
            Ruleset::Iron => iron::units::shoots_over_mountains(role),
            Ruleset::Armor => false,
        }
    }

    /// Whether `attacker` may capture a Dragon (in `iron`, by melee: the King
    /// and the Dragon; every ranged unit. In `armor`, every unit that captures).
    pub const fn may_capture_dragon(self, attacker: Role) -> bool {
        match self {
            Ruleset::Iron => iron::units::may_capture_dragon(attacker),
            Ruleset::Armor => {
                armor::units::capture_reach(attacker) > 0 || matches!(attacker, Role::Catapult)
            }
        }
    }

    /// Whether a `role` unit that enters water is frozen (RULES.md §1.5: in
    /// `iron`, every unit but the Dragon; none in `armor`).
    pub const fn may_be_frozen(self, role: Role) -> bool {
        match self {
            Ruleset::Iron => iron::units::may_be_frozen(role),
            Ruleset::Armor => false,
        }
    }
}

impl fmt::Display for Ruleset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A ruleset name that is unknown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseRulesetError {
    /// Not a ruleset name.
    Unknown,
}

impl fmt::Display for ParseRulesetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseRulesetError::Unknown => f.write_str("unknown ruleset (expected iron or armor)"),
        }
    }
}

impl FromStr for Ruleset {
    type Err = ParseRulesetError;

    fn from_str(s: &str) -> Result<Ruleset, ParseRulesetError> {
        match s {
            "iron" => Ok(Ruleset::Iron),
            "armor" => Ok(Ruleset::Armor),
            _ => Err(ParseRulesetError::Unknown),
        }
    }
}

/// A reach along straight lines: so many squares orthogonally and so many diagonally (0: not at all).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Range {
    /// Squares along N, E, S, W.
    pub orthogonal: u8,
    /// Squares along NE, SE, SW, NW.
    pub diagonal: u8,
}

impl Range {
    pub(crate) const fn new(orthogonal: u8, diagonal: u8) -> Range {
        Range {
            orthogonal,
            diagonal,
        }
    }

    /// The reach along `dir`.
    #[inline]
    pub const fn along(self, dir: crate::Direction) -> u8 {
        if dir.is_orthogonal() {
            self.orthogonal
        } else {
            self.diagonal
        }
    }
}

/// What one homeland must hold: a setup rule set (RULES.md §1.1). Counts are
/// data so that variants can change them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupRules {
    /// How many tiles of each type, indexed by [`Terrain::index`]; they add up to 32.
    pub tiles: [u8; Terrain::COUNT],
    /// How many units of each type, indexed by [`Role::index`].
    pub army: [u8; Role::COUNT],
    /// The largest group of mountains (touching by an edge or a corner) allowed.
    pub max_mountain_group: u8,
    /// Whether a unit of each type may stand on a mountain, indexed by [`Role::index`].
    pub on_mountain: [bool; Role::COUNT],
}

impl SetupRules {
    /// The number of tiles of `terrain` a homeland holds.
    pub const fn tiles_of(&self, terrain: Terrain) -> u8 {
        self.tiles[terrain.index()]
    }

    /// The number of units of `role` a homeland holds.
    pub const fn units_of(&self, role: Role) -> u8 {
        self.army[role.index()]
    }

    /// Whether `role` may stand on a mountain (in `iron`, only the Dragon).
    pub const fn may_stand_on_mountain(&self, role: Role) -> bool {
        self.on_mountain[role.index()]
    }
}
