//! The game record: a start position and the moves played, with the ends that
//! need history (RULES.md §1.7): two passes, threefold repetition, the 100-ply
//! clock, resignation and agreement.

use alloc::vec::Vec;
use core::fmt;

use crate::color::Color;
use crate::moves::{Move, Uci};
use crate::position::{Outcome, PlayError, Position};
use crate::rules::ruleset::Ruleset;

/// Plies without a capture or (in `iron`) a fortress ruin that draw the game
/// (§1.7 c, which `armor` applies too, §2.5).
pub const NO_CAPTURE_PLIES: u32 = 100;

/// How a game was won.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum WinReason {
    /// The loser's King was captured.
    KingCaptured,
    /// The loser resigned.
    Resignation,
    /// The loser had no legal move on its turn (RULES.md §2.5, `armor`).
    NoLegalMove,
}

/// How a game was drawn.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum DrawReason {
    /// Two passes in a row (§1.7 a; `iron` only: `armor` has no pass).
    TwoPasses,
    /// The same position for the third time (§1.7 b).
    Repetition,
    /// 100 plies in a row without a capture or, in `iron`, a fortress ruin
    /// (§1.7 c; `armor` has no fortress).
    NoCaptures,
    /// The players agreed (§1.7 d).
    Agreement,
    /// Neither King is on the board (a start position that play cannot reach).
    NoKings,
}

/// The result of a finished game.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum GameResult {
    /// One side won.
    Win {
        /// The winner.
        winner: Color,
        /// How.
        reason: WinReason,
    },
    /// Nobody won.
    Draw {
        /// Why.
        reason: DrawReason,
    },
}

impl GameResult {
    /// The result in words, with the reason as the rules of `ruleset` give
    /// it: `iron`'s 100-ply clock also counts fortress ruins, `armor`'s
    /// captures only. ([`Display`](fmt::Display) writes the words that hold
    /// under every ruleset, since a result does not know its own.)
    ///
    /// ```
    /// use cyvasse::{DrawReason, GameResult, Ruleset};
    ///
    /// let draw = GameResult::Draw { reason: DrawReason::NoCaptures };
    /// assert_eq!(draw.describe(Ruleset::Armor).to_string(), "draw: 100 plies without a capture");
    /// assert_eq!(
    ///     draw.describe(Ruleset::Iron).to_string(),
    ///     "draw: 100 plies without a capture or a fortress ruin"
    /// );
    /// ```
    pub fn describe(self, ruleset: Ruleset) -> impl fmt::Display {
        Words {
            result: self,
            ruleset: Some(ruleset),
        }
    }
}

/// A result in words, under one ruleset's rules or (`None`) any.
struct Words {
    result: GameResult,
    ruleset: Option<Ruleset>,
}

impl fmt::Display for Words {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.result {
            GameResult::Win { winner, reason } => {
                let how = match reason {
                    WinReason::KingCaptured => "captured the enemy King",
                    WinReason::Resignation => "won by resignation",
                    WinReason::NoLegalMove => "won: the enemy had no legal move",
                };
                write!(f, "{winner} {how}")
            }
            GameResult::Draw { reason } => f.write_str(match (reason, self.ruleset) {
                (DrawReason::TwoPasses, _) => "draw: two passes in a row",
                (DrawReason::Repetition, _) => "draw: the same position for the third time",
                // Only iron has fortresses to ruin.
                (DrawReason::NoCaptures, Some(Ruleset::Iron)) => {
                    "draw: 100 plies without a capture or a fortress ruin"
                }
                (DrawReason::NoCaptures, _) => "draw: 100 plies without a capture",
                (DrawReason::Agreement, _) => "draw by agreement",
                (DrawReason::NoKings, _) => "draw: neither King is on the board",
            }),
        }
    }
}

/// The words that hold under every ruleset (see [`GameResult::describe`]).
impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Words {
            result: *self,
            ruleset: None,
        }
        .fmt(f)
    }
}

/// A move that the game record refuses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The game has ended.
    Finished(GameResult),
    /// The move is not legal in the current position.
    Play(PlayError),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Finished(r) => write!(f, "the game is over ({r})"),
            GameError::Play(e) => e.fmt(f),
        }
    }
}

/// A game: the start position and every move since, from which each later
/// position is derived; and its result once it has ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    positions: Vec<Position>, // positions[i]: after i moves; [0] is the start
    moves: Vec<Move>,         // moves[i] leads from positions[i] to positions[i + 1]
    result: Option<GameResult>,
}

impl Game {
    /// A game from `start` (already over if a King is missing or the clock has run out).
    pub fn new(start: Position) -> Game {
        let mut game = Game {
            positions: alloc::vec![start],
            moves: Vec::new(),
            result: None,
        };
        game.result = game.automatic_result();
        game
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().unwrap_or(&self.positions[0])
    }

    /// The position after `ply` moves (0: the start), if the game has come that far.
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.positions.get(ply)
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The number of moves played.
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    /// The result, once the game has ended.
    pub fn result(&self) -> Option<GameResult> {
        self.result
    }

    /// Plays the move written as `uci`, then applies the automatic ends.
    pub fn play(&mut self, uci: Uci) -> Result<Move, GameError> {
        if let Some(r) = self.result {
            return Err(GameError::Finished(r));
        }
        let position = self.position();
        let m = position.to_move(uci).map_err(GameError::Play)?;
        let mut next = position.clone();
        next.play_unchecked(m);
        self.positions.push(next);
        self.moves.push(m);
        self.result = self.automatic_result();
        Ok(m)
    }

    /// `side` resigns: the other side wins. Refused once the game has ended.
    pub fn resign(&mut self, side: Color) -> Result<GameResult, GameError> {
        self.end(GameResult::Win {
            winner: !side,
            reason: WinReason::Resignation,
        })
    }

    /// The players agree to a draw. Refused once the game has ended.
    pub fn agree_draw(&mut self) -> Result<GameResult, GameError> {
        self.end(GameResult::Draw {
            reason: DrawReason::Agreement,
        })
    }

    fn end(&mut self, result: GameResult) -> Result<GameResult, GameError> {
        if let Some(r) = self.result {
            return Err(GameError::Finished(r));
        }
        self.result = Some(result);
        Ok(result)
    }

    /// Takes back every move after the first `ply` (none when `ply` is at
    /// least the number played), without replaying anything. The result is
    /// then the one the position and its history impose: a resignation or an
    /// agreed draw is taken back as well.
    pub fn truncate(&mut self, ply: usize) {
        self.moves.truncate(ply);
        self.positions.truncate(ply + 1);
        self.result = self.automatic_result();
    }

    /// How many times the current position has occurred (§1.7 b), itself included.
    pub fn repetitions(&self) -> usize {
        let now = self.position();
        // Captures and ruins are irreversible: nothing before the clock's last reset repeats.
        let window = (now.clock() as usize).min(self.positions.len() - 1);
        self.positions[self.positions.len() - 1 - window..]
            .iter()
            .filter(|p| p.same_for_repetition(now))
            .count()
    }

    /// The end that the current position and the history impose, if any.
    fn automatic_result(&self) -> Option<GameResult> {
        let now = self.position();
        match now.outcome() {
            Some(Outcome::Decisive { winner }) => {
                return Some(GameResult::Win {
                    winner,
                    reason: WinReason::KingCaptured,
                })
            }
            Some(Outcome::NoLegalMove { winner }) => {
                return Some(GameResult::Win {
                    winner,
                    reason: WinReason::NoLegalMove,
                })
            }
            Some(Outcome::NoKings) => {
                return Some(GameResult::Draw {
                    reason: DrawReason::NoKings,
                })
            }
            None => {}
        }
        let draw = |reason| Some(GameResult::Draw { reason });
        if let [.., Move::Pass, Move::Pass] = self.moves[..] {
            return draw(DrawReason::TwoPasses);
        }
        if self.repetitions() >= 3 {
            return draw(DrawReason::Repetition);
        }
        if now.clock() >= NO_CAPTURE_PLIES {
            return draw(DrawReason::NoCaptures);
        }
        None
    }
}
