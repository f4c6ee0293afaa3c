//! The unit types and pieces.

use core::fmt;

use crate::color::Color;

/// A unit type. Each ruleset says how its units move and capture
/// ([`Ruleset::move_range`](crate::Ruleset::move_range) and the rules
/// modules); the notes below are `iron`'s. `Tower` belongs to the `armor`
/// ruleset only.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Role {
    /// `R`: in `iron`, moves 1 orthogonal, melee.
    Rabble,
    /// `S`: in `iron`, moves 1 in any direction, melee.
    Spearmen,
    /// `X`: in `iron`, moves 2 orthogonal or 1 diagonal, shoots 2 orthogonal or 1 diagonal.
    Crossbowmen,
    /// `L`: in `iron`, moves 3 diagonal, melee.
    LightHorse,
    /// `H`: in `iron`, moves 3 orthogonal, melee.
    HeavyHorse,
    /// `E`: in `iron`, moves 3 in any direction, melee.
    Elephant,
    /// `C`: in `iron`, moves 1 in any direction, shoots 3 orthogonal or 2 diagonal.
    Catapult,
    /// `T`: in `iron`, moves 2 orthogonal or 1 diagonal, shoots 4 orthogonal or 3 diagonal, over mountains.
    Trebuchet,
    /// `D`: in `iron`, flies any distance in any direction over any terrain, melee.
    Dragon,
    /// `K`: in `iron`, moves 1 in any direction, melee; losing it loses the game.
    King,
    /// `O`: the `armor` ruleset's Tower.
    Tower,
}

impl Role {
    /// The number of unit types.
    pub const COUNT: usize = 11;

    /// Every unit type, in the order of the enum.
    pub const ALL: [Role; Role::COUNT] = [
        Role::Rabble,
        Role::Spearmen,
        Role::Crossbowmen,
        Role::LightHorse,
        Role::HeavyHorse,
        Role::Elephant,
        Role::Catapult,
        Role::Trebuchet,
        Role::Dragon,
        Role::King,
        Role::Tower,
    ];

    /// The unit types of the `iron` ruleset.
    pub const IRON: [Role; 10] = [
        Role::Rabble,
        Role::Spearmen,
        Role::Crossbowmen,
        Role::LightHorse,
        Role::HeavyHorse,
        Role::Elephant,
        Role::Catapult,
        Role::Trebuchet,
        Role::Dragon,
        Role::King,
    ];

    /// The unit types of the `armor` ruleset.
    pub const ARMOR: [Role; 10] = [
        Role::Rabble,
        Role::Spearmen,
        Role::Crossbowmen,
        Role::LightHorse,
        Role::HeavyHorse,
        Role::Elephant,
        Role::Catapult,
        Role::Dragon,
        Role::King,
        Role::Tower,
    ];

    /// The uppercase letter of the unit type.
    pub const fn char(self) -> char {
        match self {
            Role::Rabble => 'R',
            Role::Spearmen => 'S',
            Role::Crossbowmen => 'X',
            Role::LightHorse => 'L',
            Role::HeavyHorse => 'H',
            Role::Elephant => 'E',
            Role::Catapult => 'C',
            Role::Trebuchet => 'T',
            Role::Dragon => 'D',
            Role::King => 'K',
            Role::Tower => 'O',
        }
    }

    /// The unit type of an uppercase or lowercase letter.
    pub const fn from_char(c: char) -> Option<Role> {
        Some(match c.to_ascii_uppercase() {
            'R' => Role::Rabble,
            'S' => Role::Spearmen,
            'X' => Role::Crossbowmen,
            'L' => Role::LightHorse,
            'H' => Role::HeavyHorse,
            'E' => Role::Elephant,
            'C' => Role::Catapult,
            'T' => Role::Trebuchet,
            'D' => Role::Dragon,
            'K' => Role::King,
            'O' => Role::Tower,
            _ => return None,
        })
    }

    /// The English name of the unit type.
    pub const fn name(self) -> &'static str {
        match self {
            Role::Rabble => "Rabble",
            Role::Spearmen => "Spearmen",
            Role::Crossbowmen => "Crossbowmen",
            Role::LightHorse => "Light Horse",
            Role::HeavyHorse => "Heavy Horse",
            Role::Elephant => "Elephant",
            Role::Catapult => "Catapult",
            Role::Trebuchet => "Trebuchet",
            Role::Dragon => "Dragon",
            Role::King => "King",
            Role::Tower => "Tower",
        }
    }

    /// The index of the unit type in [`Role::ALL`].
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A unit of one side.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Its side.
    pub color: Color,
    /// Its unit type.
    pub role: Role,
}

impl Piece {
    /// The letter of the piece: uppercase for White, lowercase for Black.
    pub const fn char(self) -> char {
        let c = self.role.char();
        match self.color {
            Color::White => c,
            Color::Black => c.to_ascii_lowercase(),
        }
    }

    /// The piece written as a letter: uppercase for White, lowercase for Black.
    pub const fn from_char(c: char) -> Option<Piece> {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        match Role::from_char(c) {
            Some(role) => Some(Piece { color, role }),
            None => None,
        }
    }
}
