//! Moves: the validated [`Move`] and the unvalidated text form [`Uci`].

use core::fmt;
use core::str::FromStr;

use arrayvec::ArrayVec;

use crate::square::Square;

/// What a move does.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum MoveKind {
    /// A slide to an empty square.
    Slide,
    /// A melee unit ends its slide on an enemy and removes it.
    Capture,
    /// A ranged unit shoots an enemy and stays.
    Shot,
    /// A capture of a piece on an unruined fortress: the fortress is ruined instead
    /// (RULES.md §1.6).
    Ruin,
    /// The side to move has no legal move.
    Pass,
}

/// A legal move of some position, as [`Position::legal_moves`](crate::Position::legal_moves)
/// produces it. For a shot or a ruin, `to` is the target square.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    /// No legal move: the turn passes (`0000`).
    Pass,
    /// A unit moves from `from` to the empty square `to`, or captures (by melee,
    /// by shot) or besieges (a fortress ruin) the enemy on `to`.
    Normal {
        /// The square of the moving or shooting unit.
        from: Square,
        /// The destination or target square.
        to: Square,
        /// What the move does.
        kind: MoveKind,
    },
}

impl Move {
    /// What the move does.
    #[inline]
    pub const fn kind(self) -> MoveKind {
        match self {
            Move::Pass => MoveKind::Pass,
            Move::Normal { kind, .. } => kind,
        }
    }

    /// The square of the moving unit (none for a pass).
    #[inline]
    pub const fn from(self) -> Option<Square> {
        match self {
            Move::Pass => None,
            Move::Normal { from, .. } => Some(from),
        }
    }

    /// The destination or target square (none for a pass).
    #[inline]
    pub const fn to(self) -> Option<Square> {
        match self {
            Move::Pass => None,
            Move::Normal { to, .. } => Some(to),
        }
    }

    /// Whether the move removes an enemy or ruins a fortress (and so resets the clock).
    #[inline]
    pub const fn is_capture_or_ruin(self) -> bool {
        matches!(
            self.kind(),
            MoveKind::Capture | MoveKind::Shot | MoveKind::Ruin
        )
    }

    /// The text form of the move.
    pub const fn to_uci(self) -> Uci {
        match self {
            Move::Pass => Uci::Pass,
            Move::Normal { from, to, .. } => Uci::Normal { from, to },
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.to_uci().fmt(f)
    }
}

/// A move as text (RULES.md §3.2), not yet checked against a position: `e2e5`, or `0000`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Uci {
    /// `0000`.
    Pass,
    /// `<from><to>`.
    Normal {
        /// The square of the moving or shooting unit.
        from: Square,
        /// The destination or target square.
        to: Square,
    },
}

impl fmt::Display for Uci {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Uci::Pass => f.write_str("0000"),
            Uci::Normal { from, to } => write!(f, "{from}{to}"),
        }
    }
}

/// A move text that is not of the form `e2e5` or `0000`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseUciError;

impl fmt::Display for ParseUciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a move is two squares like e2e5, or 0000 for a pass")
    }
}

impl FromStr for Uci {
    type Err = ParseUciError;

    fn from_str(s: &str) -> Result<Uci, ParseUciError> {
        if s == "0000" {
            return Ok(Uci::Pass);
        }
        if s.len() != 4 || !s.is_ascii() {
            return Err(ParseUciError);
        }
        let from = s[..2].parse().map_err(|_| ParseUciError)?;
        let to = s[2..].parse().map_err(|_| ParseUciError)?;
        if from == to {
            return Err(ParseUciError);
        }
        Ok(Uci::Normal { from, to })
    }
}

/// The most moves a position can have: one per (square, square on a straight
/// line from it) pair, 1456 on an 8×8 board, and a pass.
pub const MAX_MOVES: usize = 1457;

/// A list of moves on the stack (no allocation).
pub type MoveList = ArrayVec<Move, MAX_MOVES>;
