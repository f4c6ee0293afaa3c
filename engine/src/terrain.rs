//! Terrain tiles.

use core::fmt;

/// The tile on a square.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Terrain {
    /// Open ground: no effect.
    Grass,
    /// Only the Dragon may enter (and stop on) it; blocks shots but the Trebuchet's.
    Mountain,
    /// Entering it ends a slide and freezes the unit; a shooter on it cannot shoot.
    Water,
    /// Entering it costs two steps; a Dragon never captures a piece on it.
    Forest,
    /// Protects the piece on it: the first capture ruins the fortress instead.
    Fortress,
    /// A fortress that has been ruined: grass in every respect.
    Ruined,
}

impl Terrain {
    /// The number of tile types.
    pub const COUNT: usize = 6;

    /// Every tile type, in the order of the enum.
    pub const ALL: [Terrain; Terrain::COUNT] = [
        Terrain::Grass,
        Terrain::Mountain,
        Terrain::Water,
        Terrain::Forest,
        Terrain::Fortress,
        Terrain::Ruined,
    ];

    /// The letter of the tile (`g` for grass, which the text formats write as a digit).
    pub const fn char(self) -> char {
        match self {
            Terrain::Grass => 'g',
            Terrain::Mountain => 'm',
            Terrain::Water => 'w',
            Terrain::Forest => 'f',
            Terrain::Fortress => 't',
            Terrain::Ruined => 'r',
        }
    }

    /// The tile of a letter `m`, `w`, `f`, `t`, `r` (grass is written as a digit).
    pub const fn from_char(c: char) -> Option<Terrain> {
        Some(match c {
            'm' => Terrain::Mountain,
            'w' => Terrain::Water,
            'f' => Terrain::Forest,
            't' => Terrain::Fortress,
            'r' => Terrain::Ruined,
            _ => return None,
        })
    }

    /// The English name of the tile.
    pub const fn name(self) -> &'static str {
        match self {
            Terrain::Grass => "grass",
            Terrain::Mountain => "mountain",
            Terrain::Water => "water",
            Terrain::Forest => "forest",
            Terrain::Fortress => "fortress",
            Terrain::Ruined => "ruined fortress",
        }
    }

    /// The index of the tile type in [`Terrain::ALL`].
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Terrain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
