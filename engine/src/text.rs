//! The text formats of RULES.md §3: positions (§3.1); the board fields shared
//! with homelands (§3.3).

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::{self, Write as _};
use core::str::FromStr;

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::position::Position;
use crate::role::{Piece, Role};
use crate::rules::ruleset::{ParseRulesetError, Ruleset};
use crate::square::Square;
use crate::terrain::Terrain;

/// Which board field of a text a problem is in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BoardField {
    /// The terrain field.
    Terrain,
    /// The pieces field.
    Pieces,
}

impl fmt::Display for BoardField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BoardField::Terrain => "terrain",
            BoardField::Pieces => "pieces",
        })
    }
}

/// A board field (terrain or pieces) that is not well formed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// The field has the wrong number of `/`-separated ranks.
    RankCount {
        /// The field.
        field: BoardField,
        /// How many ranks it should have.
        expected: usize,
        /// How many it has.
        found: usize,
    },
    /// A rank does not describe exactly eight squares.
    RankLength {
        /// The field.
        field: BoardField,
        /// The rank, 1–8.
        rank: u8,
    },
    /// A character that is neither a digit 1–8 nor a letter of this field.
    Letter {
        /// The field.
        field: BoardField,
        /// The rank, 1–8.
        rank: u8,
        /// The character.
        letter: char,
    },
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::RankCount {
                field,
                expected,
                found,
            } => write!(
                f,
                "the {field} field has {found} ranks separated by '/', expected {expected}"
            ),
            BoardError::RankLength { field, rank } => {
                write!(
                    f,
                    "rank {rank} of the {field} field does not describe 8 squares"
                )
            }
            BoardError::Letter {
                field,
                rank,
                letter,
            } => {
                let known = match field {
                    BoardField::Terrain => "m w f t r or a digit 1-8",
                    BoardField::Pieces => "R S X L H E C T D K O (either case) or a digit 1-8",
                };
                write!(
                    f,
                    "rank {rank} of the {field} field has {letter:?}, expected {known}"
                )
            }
        }
    }
}

/// Reads `ranks` ranks of a board field, the top one being `top` (0–7), and
/// calls `put` for every square that holds a letter. Digits are runs of blank
/// squares (grass, or no piece); adjacent digits are accepted and add up.
pub(crate) fn parse_board<T>(
    text: &str,
    field: BoardField,
    top: u8,
    ranks: usize,
    letter: impl Fn(char) -> Option<T>,
    mut put: impl FnMut(Square, T),
) -> Result<(), BoardError> {
    let found = text.split('/').count();
    if found != ranks {
        return Err(BoardError::RankCount {
            field,
            expected: ranks,
            found,
        });
    }
    for (i, rank_text) in text.split('/').enumerate() {
        let rank = top - i as u8;
        let mut file: u8 = 0;
        for c in rank_text.chars() {
            let long = BoardError::RankLength {
                field,
                rank: rank + 1,
            };
            if let Some(n @ 1..=8) = c.to_digit(10) {
                file += n as u8;
                if file > 8 {
                    return Err(long);
                }
                continue;
            }
            let item = letter(c).ok_or(BoardError::Letter {
                field,
                rank: rank + 1,
                letter: c,
            })?;
            let sq = Square::from_coords(file, rank).ok_or(long)?;
            put(sq, item);
            file += 1;
        }
        if file != 8 {
            return Err(BoardError::RankLength {
                field,
                rank: rank + 1,
            });
        }
    }
    Ok(())
}

/// Writes `ranks` ranks of a board field, top rank `top` first; `letter` gives
/// the letter of a square, or `None` for a blank one (a digit run).
pub(crate) fn write_board(
    f: &mut impl fmt::Write,
    top: u8,
    ranks: u8,
    letter: impl Fn(Square) -> Option<char>,
) -> fmt::Result {
    for i in 0..ranks {
        if i > 0 {
            f.write_char('/')?;
        }
        let rank = top - i;
        let mut blanks = 0u8;
        for file in 0..8 {
            let sq = Square::from_coords(file, rank).unwrap_or(Square::A1);
            match letter(sq) {
                None => blanks += 1,
                Some(c) => {
                    if blanks > 0 {
                        f.write_char((b'0' + blanks) as char)?;
                        blanks = 0;
                    }
                    f.write_char(c)?;
                }
            }
        }
        if blanks > 0 {
            f.write_char((b'0' + blanks) as char)?;
        }
    }
    Ok(())
}

/// A position text (RULES.md §3.1) that is not well formed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParsePositionError {
    /// Not seven space-separated fields.
    FieldCount {
        /// How many fields there are.
        found: usize,
    },
    /// The ruleset field.
    Ruleset(ParseRulesetError),
    /// The terrain or pieces field.
    Board(BoardError),
    /// A unit type that the ruleset does not have (the Tower in `iron`).
    ForeignUnit {
        /// Its square.
        square: Square,
        /// Its type.
        role: Role,
    },
    /// A tile type that the ruleset does not have (forest, fortress or a
    /// ruined fortress in `armor`).
    ForeignTile {
        /// Its square.
        square: Square,
        /// Its type.
        terrain: Terrain,
    },
    /// The side field is not `w` or `b`.
    Side,
    /// A frozen square in a ruleset where nothing freezes (`armor`).
    NothingFreezes,
    /// The frozen field is not `-` or an ascending list of squares.
    FrozenForm,
    /// A frozen square without a non-Dragon unit on water.
    FrozenSquare {
        /// The square.
        square: Square,
    },
    /// The clock is not a number of plies.
    Clock,
    /// The move number is not a number from 1 up.
    Fullmove,
}

impl From<BoardError> for ParsePositionError {
    fn from(e: BoardError) -> Self {
        ParsePositionError::Board(e)
    }
}

impl fmt::Display for ParsePositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid position: ")?;
        match self {
            ParsePositionError::FieldCount { found } => write!(
                f,
                "{found} fields, expected 7: ruleset terrain pieces side frozen clock fullmove"
            ),
            ParsePositionError::Ruleset(e) => e.fmt(f),
            ParsePositionError::Board(e) => e.fmt(f),
            ParsePositionError::ForeignUnit { square, role } => {
                write!(
                    f,
                    "{square} holds a {role}, which this ruleset does not have"
                )
            }
            ParsePositionError::ForeignTile { square, terrain } => {
                write!(f, "{square} is {terrain}, which this ruleset does not have")
            }
            ParsePositionError::Side => f.write_str("the side to move must be w or b"),
            ParsePositionError::NothingFreezes => {
                f.write_str("nothing freezes in this ruleset: the frozen field must be -")
            }
            ParsePositionError::FrozenForm => f.write_str(
                "the frozen field must be - or squares in ascending order, separated by commas",
            ),
            ParsePositionError::FrozenSquare { square } => write!(
                f,
                "{square} is listed as frozen but holds no unit (other than a Dragon) on water"
            ),
            ParsePositionError::Clock => f.write_str("the clock must be a whole number of plies"),
            ParsePositionError::Fullmove => {
                f.write_str("the move number must be a whole number from 1")
            }
        }
    }
}

impl FromStr for Position {
    type Err = ParsePositionError;

    fn from_str(s: &str) -> Result<Position, ParsePositionError> {
        let fields: Vec<&str> = s.split_ascii_whitespace().collect();
        if fields.len() != 7 {
            return Err(ParsePositionError::FieldCount {
                found: fields.len(),
            });
        }
        let ruleset: Ruleset = fields[0].parse().map_err(ParsePositionError::Ruleset)?;

        let mut terrain = [Terrain::Grass; 64];
        parse_board(
            fields[1],
            BoardField::Terrain,
            7,
            8,
            Terrain::from_char,
            |sq, t| terrain[sq.index()] = t,
        )?;

        for sq in Square::all() {
            let tile = terrain[sq.index()];
            if !ruleset.terrains().contains(&tile) {
                return Err(ParsePositionError::ForeignTile {
                    square: sq,
                    terrain: tile,
                });
            }
        }

        let mut pieces = [None; 64];
        parse_board(
            fields[2],
            BoardField::Pieces,
            7,
            8,
            Piece::from_char,
            |sq, p| pieces[sq.index()] = Some(p),
        )?;
        for sq in Square::all() {
            if let Some(p) = pieces[sq.index()] {
                if !ruleset.roles().contains(&p.role) {
                    return Err(ParsePositionError::ForeignUnit {
                        square: sq,
                        role: p.role,
                    });
                }
            }
        }

        let side = match fields[3] {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(ParsePositionError::Side),
        };

        let mut frozen = Bitboard::EMPTY;
        if fields[4] != "-" && !ruleset.roles().iter().any(|&r| ruleset.may_be_frozen(r)) {
            return Err(ParsePositionError::NothingFreezes);
        }
        if fields[4] != "-" {
            let mut last: Option<Square> = None;
            for name in fields[4].split(',') {
                let sq: Square = name.parse().map_err(|_| ParsePositionError::FrozenForm)?;
                if last.is_some_and(|l| l >= sq) {
                    return Err(ParsePositionError::FrozenForm);
                }
                last = Some(sq);
                let holds_unit = pieces[sq.index()].is_some_and(|p| ruleset.may_be_frozen(p.role));
                if !holds_unit || terrain[sq.index()] != Terrain::Water {
                    return Err(ParsePositionError::FrozenSquare { square: sq });
                }
                frozen = frozen.with(sq);
            }
        }

        let clock = parse_number(fields[5]).ok_or(ParsePositionError::Clock)?;
        let fullmove = parse_number(fields[6])
            .filter(|&n| n >= 1)
            .ok_or(ParsePositionError::Fullmove)?;

        Ok(Position::from_parts(
            ruleset, &terrain, &pieces, side, frozen, clock, fullmove,
        ))
    }
}

/// A whole number written with ASCII digits only (no sign).
fn parse_number(s: &str) -> Option<u32> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ", self.board.ruleset)?;
        write_board(f, 7, 8, |sq| match self.terrain_at(sq) {
            Terrain::Grass => None,
            t => Some(t.char()),
        })?;
        f.write_char(' ')?;
        write_board(f, 7, 8, |sq| self.piece_at(sq).map(Piece::char))?;
        write!(f, " {} ", self.board.side.char())?;
        if self.board.frozen.is_empty() {
            f.write_char('-')?;
        } else {
            for (i, sq) in self.board.frozen.squares().enumerate() {
                if i > 0 {
                    f.write_char(',')?;
                }
                write!(f, "{sq}")?;
            }
        }
        write!(f, " {} {}", self.board.clock, self.board.fullmove)
    }
}

impl Position {
    /// The position in the canonical text form of RULES.md §3.1.
    pub fn to_text(&self) -> String {
        alloc::format!("{self}")
    }

    /// The board drawn as text for tests and debugging: rank 8 on top, each
    /// square as its terrain letter (`.` grass) and its piece letter (`.` none).
    pub fn to_diagram(&self) -> String {
        let mut out = String::new();
        for rank in (0..8).rev() {
            let _ = write!(out, "{} ", rank + 1);
            for file in 0..8 {
                let sq = Square::from_coords(file, rank).unwrap_or(Square::A1);
                let t = match self.terrain_at(sq) {
                    Terrain::Grass => '.',
                    t => t.char(),
                };
                let p = self.piece_at(sq).map_or('.', Piece::char);
                let _ = write!(out, " {t}{p}");
            }
            out.push('\n');
        }
        out.push_str("   a  b  c  d  e  f  g  h\n");
        out
    }
}
