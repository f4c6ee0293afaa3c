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
//! Decisions beyond the rules text:
//! - Board fields accept adjacent digits (`44` is eight blank squares); the
//!   canonical form never writes them.
//! - A position whose side to move has several Kings plays on until all of one
//!   side's Kings are gone; play never reaches such a position.
#![no_std]
#![deny(missing_docs)]
#![forbid(unsafe_code)]

extern crate alloc;

mod bitboard;
mod color;
mod game;
mod moves;
mod perft;
mod position;
mod random;
mod role;
mod ruleset;
mod setup;
mod square;
mod tables;
mod terrain;
mod text;

pub use bitboard::{Bitboard, Squares};
pub use color::{ByColor, Color};
pub use game::{DrawReason, Game, GameError, GameResult, WinReason, NO_CAPTURE_PLIES};
pub use moves::{Move, MoveKind, MoveList, ParseUciError, Uci, MAX_MOVES};
pub use perft::perft;
pub use position::{Outcome, PlayError, Position};
pub use random::SplitMix64;
pub use role::{Piece, Role};
pub use ruleset::{ParseRulesetError, Range, Ruleset, SetupRules};
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
