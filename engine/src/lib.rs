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
//!   every position and homeland carries, so `armor` (RULES.md §2) can be
//!   added beside `iron`; reading an `armor` text says it is not supported yet.
//!
//! # Playing the computer
//!
//! A [`Searcher`] holds the search's memory (a transposition table of 4 MiB
//! by default) and is kept for a whole game. The page's worker calls
//!
//! ```text
//! Searcher::choose(&mut self, game: &Game, level: Level, seed: u64, limits: Limits<'_>) -> Option<SearchResult>
//! Homeland::ai(ruleset: Ruleset, side: Color, seed: u64) -> Homeland
//! ```
//!
//! [`Searcher::search`] is the plain, full-strength search. [`Limits`] bound a
//! search by depth, by nodes, or by a stop check the caller polls (a
//! deadline: the engine reads no clock); the answer is always a legal move,
//! the best found so far. [`Level`] says what each strength means.
//!
//! ```
//! use cyvasse::{Color, Game, Homeland, Level, Limits, Position, Ruleset, Searcher};
//!
//! let white = Homeland::ai(Ruleset::Iron, Color::White, 1);
//! let black = Homeland::ai(Ruleset::Iron, Color::Black, 2);
//! let game = Game::new(Position::from_homelands(&white, &black)?);
//! let mut searcher = Searcher::default();
//! let reply = searcher.choose(&game, Level::Medium, 42, Limits::nodes(20_000)).unwrap();
//! assert!(game.position().legal_moves().contains(&reply.best));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Decisions of the AI (RULES.md says nothing of them):
//! - Unit values, in hundredths of a Rabble ([`EvalWeights`]): Rabble 100
//!   (one step, orthogonal only); Spearmen 140 (one step, any direction);
//!   Light Horse 250 (three diagonal squares, but only one colour of
//!   squares); Heavy Horse 320 (three orthogonal squares, every square);
//!   Crossbowmen 350, Catapult 400, Trebuchet 550 (they strike from a
//!   distance without moving, so without coming within reach; the longer the
//!   shot, the more they are worth, and the Trebuchet's passes over
//!   mountains); Elephant 450 (three squares any way: the most mobile melee
//!   unit bar the Dragon); Dragon 700 (flies the whole board, perches on
//!   mountains, and only the ranged units, the King and the other Dragon can
//!   take it). The King has no material value: losing it loses the game,
//!   which the search scores as such, 30,000 less the plies until it happens.
//!   The values were set by matches between two searches that differ only in
//!   them (BENCHMARKS.md, "Search"): a Dragon at 900 and shooters at 250,
//!   280 and 350 both lost clearly to these; moving further either way
//!   changed nothing measurable.
//! - The search treats any repetition of a position within the line searched
//!   (or of one since the last capture in the game) as a draw.
//! - A forced pass is answered without a search (`0000`), and so is a move
//!   that takes the King or the only legal move.
//! - An engine homeland is the best-scoring of 96 random valid homelands from
//!   the seed, improved by swapping units; its King stands where no enemy
//!   unit type could take it on the first move whenever the tiles allow it.
#![no_std]
#![deny(missing_docs)]
#![forbid(unsafe_code)]

extern crate alloc;

mod ai_setup;
mod bitboard;
mod color;
mod eval;
mod exposure;
mod game;
mod level;
mod moves;
mod perft;
mod position;
mod random;
mod record;
mod role;
mod ruleset;
mod search;
mod setup;
mod square;
mod tables;
mod terrain;
mod text;
mod tt;
mod zobrist;

pub use bitboard::{Bitboard, Squares};
pub use color::{ByColor, Color};
pub use eval::EvalWeights;
pub use exposure::Exposure;
pub use game::{DrawReason, Game, GameError, GameResult, WinReason, NO_CAPTURE_PLIES};
pub use level::{Level, ParseLevelError};
pub use moves::{Move, MoveKind, MoveList, ParseUciError, Uci, MAX_MOVES};
pub use perft::perft;
pub use position::{Outcome, PlayError, Position};
pub use random::SplitMix64;
pub use record::{
    is_tile_error, Ending, GameRecord, Layout, LayoutError, Link, LinkError, RecordError,
    MAX_GAME_LINK, MAX_GAME_TEXT, MAX_LAYOUT_LINK,
};
pub use role::{Piece, Role};
pub use ruleset::{ParseRulesetError, Range, Ruleset, SetupRules};
pub use search::{Limits, Score, SearchResult, Searcher, MAX_DEPTH};
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
