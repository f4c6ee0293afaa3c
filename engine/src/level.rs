//! Playing strengths: the computer opponent's level as a game setting, with
//! its name in the text formats. What each level means for the search (how
//! deep it looks, how much it varies its play) is the computer player's
//! (the `cyvasse-ai` crate).

use core::fmt;
use core::str::FromStr;

/// How strongly the computer plays: a setting of a game against it.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Level {
    /// A beginner's opponent: it takes what is offered and keeps its King, but
    /// plans nothing and often picks a slightly worse move.
    Easy,
    /// A few plies deep, with a little variety among equally good moves.
    Medium,
    /// Full strength within the time or nodes the caller gives.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The level's name in lowercase: `easy`, `medium`, `hard`.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not `easy`, `medium` or `hard`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseLevelError;

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("unknown level (expected easy, medium or hard)")
    }
}

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        Level::ALL
            .into_iter()
            .find(|l| l.name() == s)
            .ok_or(ParseLevelError)
    }
}
