//! Homelands: one side's hidden setup of tiles and units (RULES.md §1.1, §3.3),
//! their validation, and the start position built from two of them.

use alloc::vec::Vec;
use core::fmt::{self, Write as _};
use core::str::FromStr;

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::position::Position;
use crate::role::{Piece, Role};
use crate::rules::ruleset::{ParseRulesetError, Ruleset};
use crate::square::{Direction, Square};
use crate::terrain::Terrain;
use crate::text::{parse_board, write_board, BoardError, BoardField};

/// One side's setup: a tile on each of its 32 homeland squares and its units.
/// Not necessarily valid: see [`Homeland::validate`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Homeland {
    ruleset: Ruleset,
    side: Color,
    terrain: [Terrain; 64], // tiles; squares outside the homeland stay grass
    units: [Option<Role>; 64], // units; squares outside the homeland stay empty
}

/// Why a homeland is not a valid setup (RULES.md §1.1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The homeland has the wrong number of tiles of one type.
    TileCount {
        /// The tile type.
        terrain: Terrain,
        /// How many the ruleset asks for.
        expected: u8,
        /// How many there are.
        found: u8,
    },
    /// A group of mountains, touching by edges or corners, is too large.
    MountainGroup {
        /// The squares of the group, ascending.
        squares: Vec<Square>,
        /// The largest group allowed.
        max: u8,
    },
    /// The homeland has the wrong number of units of one type.
    UnitCount {
        /// The unit type.
        role: Role,
        /// How many the ruleset asks for.
        expected: u8,
        /// How many there are.
        found: u8,
    },
    /// A unit of a type that the ruleset does not have (the Trebuchet in
    /// `armor`, the Tower in `iron`).
    ForeignUnit {
        /// Its square.
        square: Square,
        /// Its type.
        role: Role,
    },
    /// A unit stands on a mountain (in `iron`, any but the Dragon; in
    /// `armor`, any).
    UnitOnMountain {
        /// The square.
        square: Square,
        /// The unit type.
        role: Role,
    },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::TileCount {
                terrain,
                expected,
                found,
            } => write!(f, "tiles: {found} {terrain}, expected {expected}"),
            SetupError::MountainGroup { squares, max } => {
                f.write_str("mountain rule: mountains ")?;
                for (i, sq) in squares.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{sq}")?;
                }
                write!(
                    f,
                    " touch (by edges or corners) in a group of {}, at most {max} allowed",
                    squares.len()
                )
            }
            SetupError::UnitCount {
                role,
                expected,
                found,
            } => write!(f, "army: {found} {role}, expected {expected}"),
            SetupError::ForeignUnit { square, role } => {
                write!(f, "{role} on {square}: this ruleset has no such unit")
            }
            SetupError::UnitOnMountain { square, role } => write!(
                f,
                "{role} on the mountain {square}: no unit may stand on a mountain but iron's Dragon"
            ),
        }
    }
}

/// Every reason a homeland is invalid, in a fixed order (tiles, mountains, army, placement).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupErrors(pub Vec<SetupError>);

impl fmt::Display for SetupErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid setup: ")?;
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

/// A homeland text (RULES.md §3.3) that is not well formed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseHomelandError {
    /// Not four space-separated fields.
    FieldCount {
        /// How many fields there are.
        found: usize,
    },
    /// The ruleset field.
    Ruleset(ParseRulesetError),
    /// The side field is not `w` or `b`.
    Side,
    /// The terrain or pieces field.
    Board(BoardError),
    /// A unit written in the other side's case.
    WrongCase {
        /// Its square.
        square: Square,
    },
    /// A unit type that the ruleset does not have.
    ForeignUnit {
        /// Its square.
        square: Square,
        /// Its type.
        role: Role,
    },
    /// A tile type that the ruleset does not have (forest or a fortress in `armor`).
    ForeignTile {
        /// Its square.
        square: Square,
        /// Its type.
        terrain: Terrain,
    },
}

impl fmt::Display for ParseHomelandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid homeland: ")?;
        match self {
            ParseHomelandError::FieldCount { found } => write!(
                f,
                "{found} fields, expected 4: ruleset side terrain pieces"
            ),
            ParseHomelandError::Ruleset(e) => e.fmt(f),
            ParseHomelandError::Side => f.write_str("the side must be w or b"),
            ParseHomelandError::Board(e) => e.fmt(f),
            ParseHomelandError::WrongCase { square } => write!(
                f,
                "the unit on {square} is in the other side's case (White uppercase, Black lowercase)"
            ),
            ParseHomelandError::ForeignUnit { square, role } => {
                write!(f, "{square} holds a {role}, which this ruleset does not have")
            }
            ParseHomelandError::ForeignTile { square, terrain } => {
                write!(f, "{square} is {terrain}, which this ruleset does not have")
            }
        }
    }
}

impl Homeland {
    /// An empty homeland of `side`: all grass, no units.
    pub fn empty(ruleset: Ruleset, side: Color) -> Homeland {
        Homeland {
            ruleset,
            side,
            terrain: [Terrain::Grass; 64],
            units: [None; 64],
        }
    }

    /// The squares of `side`'s homeland: ranks 1–4 for White, 5–8 for Black.
    pub const fn squares_of(side: Color) -> Bitboard {
        match side {
            Color::White => Bitboard::WHITE_HOMELAND,
            Color::Black => Bitboard::BLACK_HOMELAND,
        }
    }

    /// The rank (0–7) that the text form of `side`'s homeland writes first.
    const fn top_rank(side: Color) -> u8 {
        match side {
            Color::White => 3,
            Color::Black => 7,
        }
    }

    /// The ruleset.
    pub fn ruleset(&self) -> Ruleset {
        self.ruleset
    }

    /// The side whose homeland this is.
    pub fn side(&self) -> Color {
        self.side
    }

    /// The squares of this homeland.
    pub fn squares(&self) -> Bitboard {
        Homeland::squares_of(self.side)
    }

    /// The tile on `sq` (grass outside the homeland).
    pub fn tile(&self, sq: Square) -> Terrain {
        self.terrain[sq.index()]
    }

    /// The unit on `sq`, if any.
    pub fn unit(&self, sq: Square) -> Option<Role> {
        self.units[sq.index()]
    }

    /// Lays `tile` on `sq`; false (and nothing changes) outside the homeland.
    pub fn set_tile(&mut self, sq: Square, tile: Terrain) -> bool {
        let inside = self.squares().contains(sq);
        if inside {
            self.terrain[sq.index()] = tile;
        }
        inside
    }

    /// Puts `unit` (or nothing) on `sq`; false (and nothing changes) outside the homeland.
    pub fn set_unit(&mut self, sq: Square, unit: Option<Role>) -> bool {
        let inside = self.squares().contains(sq);
        if inside {
            self.units[sq.index()] = unit;
        }
        inside
    }

    /// The squares of `tile` tiles.
    pub fn tiles_of(&self, tile: Terrain) -> Bitboard {
        self.squares()
            .squares()
            .filter(|sq| self.terrain[sq.index()] == tile)
            .collect()
    }

    /// The squares of units of `role`.
    pub fn units_of(&self, role: Role) -> Bitboard {
        self.squares()
            .squares()
            .filter(|sq| self.units[sq.index()] == Some(role))
            .collect()
    }

    /// The groups of mountains (touching by an edge or a corner) larger than the
    /// ruleset allows, each ascending.
    pub fn oversized_mountain_groups(&self) -> Vec<Bitboard> {
        let max = self.ruleset.setup_rules().max_mountain_group as u32;
        let mountains = self.tiles_of(Terrain::Mountain);
        let mut seen = Bitboard::EMPTY;
        let mut groups = Vec::new();
        for start in mountains {
            if seen.contains(start) {
                continue;
            }
            let mut group = Bitboard::from_square(start);
            let mut frontier = group;
            while let Some(sq) = frontier.first() {
                frontier = frontier.without(sq);
                for dir in Direction::ALL {
                    if let Some(n) = sq.step(dir) {
                        if mountains.contains(n) && !group.contains(n) {
                            group = group.with(n);
                            frontier = frontier.with(n);
                        }
                    }
                }
            }
            seen |= group;
            if group.count() > max {
                groups.push(group);
            }
        }
        groups
    }

    /// Every way the homeland breaks RULES.md §1.1 or §2.1 (tile counts, the
    /// mountain rule, the army — its counts, and units the ruleset does not
    /// have — and units on mountains); `Ok` for a valid setup.
    pub fn validate(&self) -> Result<(), SetupErrors> {
        let rules = self.ruleset.setup_rules();
        let mut errors = Vec::new();
        for terrain in Terrain::ALL {
            let found = self.tiles_of(terrain).count() as u8;
            let expected = rules.tiles_of(terrain);
            if found != expected {
                errors.push(SetupError::TileCount {
                    terrain,
                    expected,
                    found,
                });
            }
        }
        for group in self.oversized_mountain_groups() {
            errors.push(SetupError::MountainGroup {
                squares: group.squares().collect(),
                max: rules.max_mountain_group,
            });
        }
        for &role in self.ruleset.roles() {
            let found = self.units_of(role).count() as u8;
            let expected = rules.units_of(role);
            if found != expected {
                errors.push(SetupError::UnitCount {
                    role,
                    expected,
                    found,
                });
            }
        }
        // The counts above are of the ruleset's own units: any other (only
        // `set_unit` can place one; the text parser refuses it) is an error
        // of its own.
        for sq in self.squares() {
            if let Some(role) = self.units[sq.index()] {
                if !self.ruleset.roles().contains(&role) {
                    errors.push(SetupError::ForeignUnit { square: sq, role });
                }
            }
        }
        for sq in self.squares() {
            if let Some(role) = self.units[sq.index()] {
                if self.terrain[sq.index()] == Terrain::Mountain
                    && !rules.may_stand_on_mountain(role)
                {
                    errors.push(SetupError::UnitOnMountain { square: sq, role });
                }
            }
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(SetupErrors(errors))
        }
    }

    /// The homeland in the text form of RULES.md §3.3.
    pub fn to_text(&self) -> alloc::string::String {
        alloc::format!("{self}")
    }
}

impl fmt::Display for Homeland {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let top = Homeland::top_rank(self.side);
        write!(f, "{} {} ", self.ruleset, self.side.char())?;
        write_board(f, top, 4, |sq| match self.terrain[sq.index()] {
            Terrain::Grass => None,
            t => Some(t.char()),
        })?;
        f.write_char(' ')?;
        write_board(f, top, 4, |sq| {
            self.units[sq.index()].map(|role| {
                Piece {
                    color: self.side,
                    role,
                }
                .char()
            })
        })
    }
}

impl FromStr for Homeland {
    type Err = ParseHomelandError;

    fn from_str(s: &str) -> Result<Homeland, ParseHomelandError> {
        let fields: Vec<&str> = s.split_ascii_whitespace().collect();
        if fields.len() != 4 {
            return Err(ParseHomelandError::FieldCount {
                found: fields.len(),
            });
        }
        let ruleset: Ruleset = fields[0].parse().map_err(ParseHomelandError::Ruleset)?;
        let side = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(ParseHomelandError::Side),
        };
        let top = Homeland::top_rank(side);
        let mut homeland = Homeland::empty(ruleset, side);
        parse_board(
            fields[2],
            BoardField::Terrain,
            top,
            4,
            Terrain::from_char,
            |sq, t| homeland.terrain[sq.index()] = t,
        )
        .map_err(ParseHomelandError::Board)?;
        for sq in homeland.squares() {
            let tile = homeland.terrain[sq.index()];
            if !ruleset.terrains().contains(&tile) {
                return Err(ParseHomelandError::ForeignTile {
                    square: sq,
                    terrain: tile,
                });
            }
        }
        let mut problem = None;
        parse_board(
            fields[3],
            BoardField::Pieces,
            top,
            4,
            Piece::from_char,
            |sq, p| {
                if p.color != side {
                    problem.get_or_insert(ParseHomelandError::WrongCase { square: sq });
                } else if !ruleset.roles().contains(&p.role) {
                    problem.get_or_insert(ParseHomelandError::ForeignUnit {
                        square: sq,
                        role: p.role,
                    });
                }
                homeland.units[sq.index()] = Some(p.role);
            },
        )
        .map_err(ParseHomelandError::Board)?;
        match problem {
            Some(e) => Err(e),
            None => Ok(homeland),
        }
    }
}

/// Why two homelands do not make a start position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartError {
    /// The homelands are of different rulesets.
    RulesetMismatch,
    /// A homeland is not of the side it is given for.
    WrongSide {
        /// The side it was given for.
        expected: Color,
    },
    /// A homeland is invalid.
    Invalid {
        /// Whose homeland.
        side: Color,
        /// What is wrong with it.
        errors: SetupErrors,
    },
}

impl fmt::Display for StartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartError::RulesetMismatch => {
                f.write_str("the two homelands are of different rulesets")
            }
            StartError::WrongSide { expected } => {
                write!(f, "the homeland given for {expected} is the other side's")
            }
            StartError::Invalid { side, errors } => write!(f, "{side}'s homeland: {errors}"),
        }
    }
}

impl Position {
    /// The start position of a game between two valid homelands: White to move,
    /// nothing frozen, clock 0, move 1 (RULES.md §1.1).
    pub fn from_homelands(white: &Homeland, black: &Homeland) -> Result<Position, StartError> {
        if white.ruleset != black.ruleset {
            return Err(StartError::RulesetMismatch);
        }
        for (h, side) in [(white, Color::White), (black, Color::Black)] {
            if h.side != side {
                return Err(StartError::WrongSide { expected: side });
            }
            h.validate()
                .map_err(|errors| StartError::Invalid { side, errors })?;
        }
        let mut terrain = [Terrain::Grass; 64];
        let mut pieces = [None; 64];
        for h in [white, black] {
            for sq in h.squares() {
                terrain[sq.index()] = h.terrain[sq.index()];
                pieces[sq.index()] = h.units[sq.index()].map(|role| Piece {
                    color: h.side,
                    role,
                });
            }
        }
        Ok(Position::from_parts(
            white.ruleset,
            &terrain,
            &pieces,
            Color::White,
            Bitboard::EMPTY,
            0,
            1,
        ))
    }
}
