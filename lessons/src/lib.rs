//! Cyvasse's lessons: the rules taught by playing, one small goal at a time.
//!
//! A ruleset's lessons are a [`Book`] of [stages](Stage), each a short series
//! of [levels](Level): a position with few units, a [`Goal`] in one line, a
//! par (the fewest moves that reach the goal) and a solution, in which the
//! other side's scripted replies stand where the lesson needs them. They are
//! data, one file per stage (`lessons/<ruleset>/NN-<name>.txt`, read by
//! [`Book::parse`]); their words are catalogs of their own
//! (`lessons/<ruleset>/words/<language>.txt`), and a level names its words
//! by message key.
//!
//! An [`Attempt`] plays a level: the learner's moves, the scripted replies,
//! the goal reached (with stars) or out of reach. [`shortest`] searches every
//! line of the learner's moves, which the tests use to prove each level
//! solvable in its par and not in fewer moves.
//!
//! ```
//! use cyvasse::Ruleset;
//! use cyvasse_lessons::{Attempt, Book, Goal, Progress};
//!
//! let book = Book::parse(Ruleset::Iron, "\
//! stage rabble
//! title iron-rabble
//! intro iron-rabble-intro
//! level
//! say iron-rabble-1
//! position iron 8/8/8/8/8/8/8/8 k7/8/8/8/8/8/4R3/K7 w - 0 1
//! goal reach e2 e4
//! par 2
//! solution e2e3 e3e4
//! ")?;
//! let level = &book.stages[0].levels[0];
//! assert_eq!(level.goal, Goal::Reach { from: "e2".parse()?, to: "e4".parse()? });
//! let mut attempt = Attempt::new(level);
//! attempt.play("e2e3".parse()?)?;
//! attempt.play("e3e4".parse()?)?;
//! assert_eq!(attempt.progress(), Progress::Done { moves: 2, stars: 3 });
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The file's form: a stage begins with `stage <name>`, then its `title` and
//! `intro` message keys; each level begins with `level`, then `say <key>`
//! (its goal in words), `position <position>` (RULES.md §3.1, the learner to
//! move), `goal capture <square>...` / `goal reach <from> <to>` / `goal
//! king`, `par <n>` and `solution <move>...`, where a move written `~e7e6`
//! is the other side's scripted reply. Blank lines and lines starting with
//! `#` are comments.
//!
//! Decisions where the lessons' rules are silent elsewhere:
//! - After a learner's move with no scripted reply, and after a reply that
//!   is not legal in the position reached (the learner went another way),
//!   the other side does nothing: the turn comes back to the learner as if
//!   the other side had passed (frozen units stay frozen for their owner's
//!   next turn, as after a pass).
//! - A goal's enemy units are followed when a reply moves them; the goal
//!   `capture` is met when every one of them is gone, `reach` when the
//!   learner's unit stands on the square after a move (where a shooter
//!   stays, a besieger stops short and, in `armor`, a Catapult steps back:
//!   the square it lands on), `king` when the enemy King is gone.
//! - A level is lost when the learner's goal unit or King is taken, when the
//!   game ends otherwise, or (in `armor`) when the learner has no move.
//! - Stars: three at par, two up to two moves above it, one beyond.
#![no_std]
#![deny(missing_docs)]
#![forbid(unsafe_code)]

extern crate alloc;

mod attempt;
mod book;
#[cfg(feature = "embedded")]
mod embedded;
mod solve;

pub use attempt::{Attempt, Detour, Loss, Progress, Turn};
pub use book::{Book, BookError, Goal, Level, Reading, Stage, Step};
#[cfg(feature = "embedded")]
pub use embedded::{book, text};
pub use solve::shortest;

/// The stars for a level done in `moves` when its par is `par`: three at par
/// (or under), two up to two moves above it, one beyond.
pub const fn stars(moves: u32, par: u32) -> u8 {
    if moves <= par {
        3
    } else if moves <= par + 2 {
        2
    } else {
        1
    }
}
