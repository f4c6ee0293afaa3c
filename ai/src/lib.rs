//! The computer player of Cyvasse: a search over the rules of the `cyvasse`
//! crate, its evaluation, what each playing strength means, and the
//! homelands it builds.
//!
//! Like the rules, it is pure: `no_std` (with `alloc`), no I/O, no clock; the
//! caller decides when a search stops. The page's worker and the command
//! line use it; the page itself does not, so its WebAssembly never carries
//! the search.
//!
//! A [`Searcher`] holds the search's memory (a transposition table of 4 MiB
//! by default) and is kept for a whole game. The page's worker calls
//!
//! ```text
//! Searcher::choose(&mut self, game: &Game, level: Level, seed: u64, limits: Limits<'_>) -> Option<SearchResult>
//! Homeland::ai(ruleset: Ruleset, side: Color, seed: u64) -> Homeland  // AiHomeland
//! ```
//!
//! [`Searcher::search`] is the plain, full-strength search. [`Limits`] bound a
//! search by depth, by nodes, or by a stop check the caller polls (a
//! deadline: the engine reads no clock); the answer is always a legal move,
//! the best found so far. [`LevelBounds`] says what each [`Level`](cyvasse::Level) means.
//!
//! ```
//! use cyvasse::{Color, Game, Homeland, Level, Position, Ruleset};
//! use cyvasse_ai::{AiHomeland, Limits, Searcher};
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
//!   them (bench/LOG.md, "Search"): a Dragon at 900 and shooters at 250,
//!   280 and 350 both lost clearly to these; moving further either way
//!   changed nothing measurable.
//! - Unit values come from each ruleset ([`Ruleset::worth`](cyvasse::Ruleset::worth)),
//!   so that the evaluation writes no rule twice; those of `armor` differ
//!   (Rabble 100, Spearmen 120, Crossbowmen 200, Light Horse 250, Heavy
//!   Horse and Elephant 320, Catapult 300, Tower 200, Dragon 700): armor 0
//!   leaves the Crossbowmen and the Catapult always capturable, armor 2 makes
//!   the slow Elephant as hard to take as the Heavy Horse, and the Tower
//!   guards its neighbours. Armor's own terms (pieces capturable now, the
//!   Tower's guard, …) won nothing in matches and are not evaluated.
//! - The search treats any repetition of a position within the line searched
//!   (or of one since the last capture in the game) as a draw.
//! - A forced pass is answered without a search (`0000`), and so is a move
//!   that takes the King or the only legal move.
//! - An engine homeland is the best-scoring of 96 random valid homelands from
//!   the seed, improved by swapping units; its King stands where no enemy
//!   unit type could take it on the first move whenever the tiles allow it
//!   (in `armor`, whatever the enemy's units of every type stand where:
//!   beside its Tower, or where no enemy could attack it).
#![no_std]
#![deny(missing_docs)]
#![forbid(unsafe_code)]

extern crate alloc;

mod analysis;
mod chances;
mod eval;
mod level;
mod search;
mod setup;
mod tt;

pub use analysis::{Mark, MoveReview, Review, Verdict};
pub use chances::winning_chances;
pub use eval::EvalWeights;
pub use level::{accepts_draw, LevelBounds};
pub use search::{Limits, Score, SearchResult, Searcher, MAX_DEPTH};
pub use setup::AiHomeland;
