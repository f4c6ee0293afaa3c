//! Squares, files, ranks and the eight directions.

use core::fmt;
use core::str::FromStr;

/// One of the 64 squares, `a1 = 0, b1 = 1, …, h8 = 63`.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square(u8);

impl Square {
    /// The square `a1`.
    pub const A1: Square = Square(0);
    /// The square `h8`.
    pub const H8: Square = Square(63);

    /// The square with this index (0–63), if there is one.
    #[inline]
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square with this index; the caller guarantees `index < 64`.
    #[inline]
    pub(crate) const fn new_unchecked(index: u8) -> Square {
        debug_assert!(index < 64);
        Square(index)
    }

    /// The square on this file (0 = a) and rank (0 = 1), if both are on the board.
    #[inline]
    pub const fn from_coords(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// The index of the square, 0–63.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file, 0 (`a`) to 7 (`h`).
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    /// The rank, 0 (`1`) to 7 (`8`).
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// The square one step away in `dir`, if it is on the board.
    #[inline]
    pub const fn step(self, dir: Direction) -> Option<Square> {
        let (df, dr) = dir.delta();
        let file = self.file() as i8 + df;
        let rank = self.rank() as i8 + dr;
        if file >= 0 && file < 8 && rank >= 0 && rank < 8 {
            Some(Square((rank * 8 + file) as u8))
        } else {
            None
        }
    }

    /// The square seen from the other side of the board (turned 180°).
    #[inline]
    pub const fn rotate(self) -> Square {
        Square(63 - self.0)
    }

    /// The direction of a straight line from `self` to `other`, if they share one.
    pub fn direction_to(self, other: Square) -> Option<Direction> {
        let df = other.file() as i8 - self.file() as i8;
        let dr = other.rank() as i8 - self.rank() as i8;
        if (df, dr) == (0, 0) || (df != 0 && dr != 0 && df.abs() != dr.abs()) {
            return None;
        }
        Direction::from_delta(df.signum(), dr.signum())
    }

    /// The number of king steps between `self` and `other` (Chebyshev distance).
    pub fn distance(self, other: Square) -> u8 {
        let df = self.file().abs_diff(other.file());
        let dr = self.rank().abs_diff(other.rank());
        df.max(dr)
    }

    /// Every square, `a1` first.
    pub fn all() -> impl DoubleEndedIterator<Item = Square> + ExactSizeIterator {
        (0..64).map(Square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            (b'a' + self.file()) as char,
            (b'1' + self.rank()) as char
        )
    }
}

/// A square name that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError;

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a square is a file a-h and a rank 1-8, like e4")
    }
}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        match s.as_bytes() {
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Ok(Square((r - b'1') * 8 + (f - b'a'))),
            _ => Err(ParseSquareError),
        }
    }
}

/// One of the eight straight directions, as White sees the board (north is towards rank 8).
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Direction {
    /// Towards rank 8.
    North,
    /// Towards h8.
    NorthEast,
    /// Towards the h-file.
    East,
    /// Towards h1.
    SouthEast,
    /// Towards rank 1.
    South,
    /// Towards a1.
    SouthWest,
    /// Towards the a-file.
    West,
    /// Towards a8.
    NorthWest,
}

impl Direction {
    /// All eight directions.
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::NorthEast,
        Direction::East,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
    ];

    /// The four orthogonal directions.
    pub const ORTHOGONAL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// The four diagonal directions.
    pub const DIAGONAL: [Direction; 4] = [
        Direction::NorthEast,
        Direction::SouthEast,
        Direction::SouthWest,
        Direction::NorthWest,
    ];

    /// The change of (file, rank) of one step.
    #[inline]
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::NorthEast => (1, 1),
            Direction::East => (1, 0),
            Direction::SouthEast => (1, -1),
            Direction::South => (0, -1),
            Direction::SouthWest => (-1, -1),
            Direction::West => (-1, 0),
            Direction::NorthWest => (-1, 1),
        }
    }

    /// The direction of one step of this (file, rank) change, each −1, 0 or 1.
    pub const fn from_delta(df: i8, dr: i8) -> Option<Direction> {
        Some(match (df, dr) {
            (0, 1) => Direction::North,
            (1, 1) => Direction::NorthEast,
            (1, 0) => Direction::East,
            (1, -1) => Direction::SouthEast,
            (0, -1) => Direction::South,
            (-1, -1) => Direction::SouthWest,
            (-1, 0) => Direction::West,
            (-1, 1) => Direction::NorthWest,
            _ => return None,
        })
    }

    /// Whether the direction is orthogonal (N, E, S, W).
    #[inline]
    pub const fn is_orthogonal(self) -> bool {
        matches!(
            self,
            Direction::North | Direction::East | Direction::South | Direction::West
        )
    }

    /// Whether square indices grow along this direction (so the nearest square is the lowest).
    #[inline]
    pub const fn is_ascending(self) -> bool {
        matches!(
            self,
            Direction::North | Direction::NorthEast | Direction::East | Direction::NorthWest
        )
    }

    /// The opposite direction.
    #[inline]
    pub const fn opposite(self) -> Direction {
        Direction::ALL[(self as usize + 4) % 8]
    }
}
