//! The rules of Cyvasse, the board game of Old Volantis, as this project plays
//! them (the repository's `RULES.md`): positions, legal moves, hidden setups,
//! game records and the text formats.
//!
//! The crate is pure: `no_std` (with `alloc`), no I/O, no clock, no web
//! dependencies, so the browser, the command line and the tests share one
//! source of truth.
//!
//! ```
//! use cyvasse::{perft, Position, Uci};
//!
//! let start: Position = "iron 1wmfm1m1/1m2fwmw/1f1t1w1f/2m2ffw/tmm1fm2/2wf2fm/mfwf3f/1w1w1mw1 \
//!     1d3c2/5r2/3stlxh/1e2k3/6H1/DRS1C3/5EK1/T5XL w - 0 1".parse()?;
//! assert_eq!(start.legal_moves().len(), 40);
//! let next = start.play("e3e5".parse::<Uci>()?)?; // the Catapult shoots the King
//! assert!(next.is_game_over());
//! assert_eq!(perft(&start, 2), 1622);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The same in `armor` (RULES.md §2), where a side with no legal move loses:
//!
//! ```
//! use cyvasse::{Color, Outcome, Position, Uci};
//!
//! // A Catapult on d2 captures the Crossbowmen on d5, over the mountain on d4,
//! // by stepping back to d1.
//! let pos: Position = "armor 8/8/8/8/3m4/8/8/8 7k/8/8/3x4/8/4x3/3C4/K7 w - 5 1".parse()?;
//! let next = pos.play("d2d5".parse::<Uci>()?)?;
//! assert_eq!(next.to_text(), "armor 8/8/8/8/3m4/8/8/8 7k/8/8/8/8/4x3/8/K2C4 b - 0 1");
//! // A King walled in by mountains and its own Tower: no move, no pass.
//! let stuck: Position = "armor 8/8/8/8/8/8/mm6/8 7k/8/8/8/8/8/8/KO6 w - 0 1".parse()?;
//! assert!(stuck.legal_moves().is_empty());
//! assert_eq!(stuck.outcome(), Some(Outcome::NoLegalMove { winner: Color::Black }));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Decisions where the rules text is silent:
//! - Board fields accept adjacent digits (`44` is eight blank squares) and
//!   fields may be separated by any run of spaces; the canonical form writes
//!   neither.
//! - A frozen unit can neither move nor shoot (it stands on water, where no
//!   unit shoots anyway).
//! - A forced pass is the one legal move, `0000`; a finished game (a King
//!   gone) has no legal move at all.
//! - Positions are read for their form only: one with several Kings of a side
//!   plays on until all of them are gone, and one with no King on either side
//!   is a finished game without a winner. Play never reaches either.
//! - A homeland may not hold a ruined fortress (the setup rules ask for none),
//!   and its units must be written in its side's case.
//! - The setup's counts are data ([`SetupRules`]), and the ruleset is a value
//!   every position and homeland carries: `iron` (RULES.md §1) and `armor`
//!   (§2, whose own decisions are listed in its rules module). A text of one
//!   ruleset with another's letters (forest, fortresses or the Trebuchet in
//!   `armor`, the Tower in `iron`) is refused with the reason.
//! - Why a move is not legal is one reason, a [`Refusal`]
//!   ([`Position::refusal`]), chosen by the order its documentation lists:
//!   the first obstacle along the unit's path wins. The move generator
//!   decides; the reason only explains a move it refused.
//!
//! The computer player (search, evaluation, the homelands it builds) is the
//! `cyvasse-ai` crate, built on this one: a [`Board`] is the cheap, copyable
//! part of a [`Position`] that its search plays moves on, by the position's
//! [`GameRules`] (the [`Rules`] of its ruleset), and a [`MoveSink`] receives
//! the moves the generator finds. [`Level`] is the opponent's strength as a game setting.
#![no_std]
#![deny(missing_docs)]
#![forbid(unsafe_code)]

extern crate alloc;

mod bitboard;
mod color;
mod explain;
mod exposure;
mod game;
mod level;
mod moves;
mod online;
mod perft;
mod position;
mod random;
mod record;
mod role;
mod rules;
mod setup;
mod square;
mod terrain;
mod text;
mod zobrist;

pub use bitboard::{Bitboard, Squares};
pub use color::{ByColor, Color};
pub use explain::Refusal;
pub use exposure::Exposure;
pub use game::{DrawReason, Game, GameError, GameResult, WinReason, NO_CAPTURE_PLIES};
pub use level::{Level, ParseLevelError};
pub use moves::{Move, MoveKind, MoveList, ParseUciError, Uci, MAX_MOVES};
pub use online::{
    commit, valid_id, Accepted, Answer, Commitment, GameLink, Invite, Message, Online, OnlineError,
    Salt, Stage, MAX_ONLINE_LINK,
};
pub use perft::perft;
pub use position::{Board, Outcome, PlayError, Position};
pub use random::SplitMix64;
pub use record::{
    is_tile_error, Ending, GameRecord, Layout, LayoutError, Link, LinkError, RecordError,
    MAX_GAME_LINK, MAX_GAME_TEXT, MAX_LAYOUT_LINK,
};
pub use role::{Piece, Role};
pub use rules::ruleset::{ParseRulesetError, Range, Ruleset, SetupRules};
pub use rules::{GameRules, Iron, MoveSink, Rules, WhenStuck};
pub use setup::{Homeland, ParseHomelandError, SetupError, SetupErrors, StartError};
pub use square::{Direction, ParseSquareError, Square};
pub use terrain::Terrain;
pub use text::{BoardError, BoardField, ParsePositionError};

impl core::error::Error for ParsePositionError {}
impl core::error::Error for ParseHomelandError {}
impl core::error::Error for ParseUciError {}
impl core::error::Error for ParseSquareError {}
impl core::error::Error for ParseRulesetError {}
impl core::error::Error for PlayError {}
impl core::error::Error for GameError {}
impl core::error::Error for SetupErrors {}
impl core::error::Error for StartError {}
impl core::error::Error for BoardError {}
impl core::error::Error for ParseLevelError {}
