//! A lesson's level being played on the board: the learner's presses and
//! drags, the moves they make, what the page says of a move that does not
//! work, and the hint. The rules are the engine's and the level's course is
//! the lessons' (`cyvasse_lessons::Attempt`); this is the board's side of it.

use cyvasse::{Move, Position, Square, Uci};
use cyvasse_lessons::{Attempt, Detour, Level, Progress, Turn};

use crate::selection::{Release, Selection};

/// What a press on the board did.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Press {
    /// Nothing to drag.
    Nothing,
    /// A unit of the learner's was picked up and may be dragged.
    Drag(Square),
    /// A move was played.
    Played,
}

/// What the page says after the last press, besides the level's course.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// The move written so is not legal: the engine says why.
    Refused(Uci),
    /// No way to the goal from here within two moves: start again to
    /// follow the hint.
    NoHint,
    /// The learner's last move was legal but left the way to the goal in
    /// par (said after the move itself).
    Detour(Detour),
}

/// A level on the board.
#[derive(Clone, Debug)]
pub struct LessonBoard {
    /// The level's course so far.
    pub attempt: Attempt,
    /// The unit picked up.
    selection: Selection,
    /// The last move of the learner, and the reply to it.
    pub last: Option<Turn>,
    /// What the last press makes the page say.
    pub said: Option<Said>,
    /// The move the hint shows.
    pub hint: Option<Uci>,
    /// The position the learner's last move was played in, and the one
    /// the reply to it was (to say those moves in words).
    pub before_move: Option<Position>,
    /// See `before_move`.
    pub before_reply: Option<Position>,
}

impl LessonBoard {
    /// `level` from its start.
    pub fn new(level: &Level) -> LessonBoard {
        LessonBoard {
            attempt: Attempt::new(level),
            selection: Selection::default(),
            last: None,
            said: None,
            hint: None,
            before_move: None,
            before_reply: None,
        }
    }

    /// The same level from its start again.
    pub fn retry(&mut self) {
        *self = LessonBoard::new(self.attempt.level());
    }

    /// The last move on the board, with the position it was played in: the
    /// reply, or the learner's move if there was none.
    pub fn last_move(&self) -> Option<(&Position, Move)> {
        let turn = self.last?;
        match (turn.reply, &self.before_reply) {
            (Some(reply), Some(before)) => Some((before, reply)),
            _ => Some((self.before_move.as_ref()?, turn.played)),
        }
    }

    /// Whether the learner is to move.
    pub fn playing(&self) -> bool {
        self.attempt.progress() == Progress::Playing
    }

    /// The unit picked up.
    pub fn selected(&self) -> Option<Square> {
        self.selection.square()
    }

    /// The moves of the unit picked up.
    pub fn destinations(&self) -> Vec<Move> {
        match self.selection.square() {
            Some(from) if self.playing() => self.attempt.position().moves_from(from).collect(),
            _ => Vec::new(),
        }
    }

    /// Whether the learner's only move is a pass (`iron`: every unit frozen
    /// or walled in).
    pub fn must_pass(&self) -> bool {
        self.playing() && self.attempt.position().must_pass()
    }

    /// A press on `sq`: plays the picked-up unit's move there, picks up the
    /// learner's unit there, or says why the picked-up unit cannot go there.
    pub fn press(&mut self, sq: Square) -> Press {
        if !self.playing() {
            self.selection.clear();
            return Press::Nothing;
        }
        if self.destinations().iter().any(|m| m.to() == Some(sq)) {
            let from = self.selection.square().unwrap_or(sq);
            return if self.play(Uci::Normal { from, to: sq }) {
                Press::Played
            } else {
                Press::Nothing
            };
        }
        let position = self.attempt.position();
        let own = position
            .piece_at(sq)
            .is_some_and(|p| p.color == position.side_to_move());
        if own {
            self.selection.pick(sq);
            self.said = None;
            return Press::Drag(sq);
        }
        if let Some(from) = self.selection.square() {
            self.selection.clear();
            self.said = Some(Said::Refused(Uci::Normal { from, to: sq }));
        }
        Press::Nothing
    }

    /// The end of a press that began on `from`: dropped on `to` after a
    /// drag, or released where it began (`dragged` false). Whether a move
    /// was played.
    pub fn release(&mut self, from: Square, to: Option<Square>, dragged: bool) -> bool {
        if !self.playing() {
            return false;
        }
        match self.selection.release(from, to, dragged) {
            Release::Dropped(Some(to)) => self.play(Uci::Normal { from, to }),
            _ => false,
        }
    }

    /// Plays the learner's move written `uci` (and the reply to it); if it
    /// is not legal, says so.
    pub fn play(&mut self, uci: Uci) -> bool {
        self.selection.clear();
        self.hint = None;
        let before_move = self.attempt.position().clone();
        let before_reply = before_move.play(uci).ok();
        match self.attempt.play(uci) {
            Ok(turn) => {
                self.last = Some(turn);
                self.before_move = Some(before_move);
                self.before_reply = before_reply;
                self.said = self.attempt.detour().map(Said::Detour);
                true
            }
            Err(_) => {
                self.said = Some(Said::Refused(uci));
                false
            }
        }
    }

    /// Passes, when that is the learner's only move.
    pub fn pass(&mut self) -> bool {
        self.must_pass() && self.play(Uci::Pass)
    }

    /// Shows the next move of a way to the goal, or says to start again.
    pub fn show_hint(&mut self) {
        self.hint = self.attempt.hint();
        self.said = self.hint.is_none().then_some(Said::NoHint);
        self.selection.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cyvasse::Ruleset;
    use cyvasse_lessons::Book;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    fn level() -> Level {
        let book = Book::parse(
            Ruleset::Iron,
            "stage s\ntitle t\nintro i\nlevel\nsay l\n\
             position iron 8/8/8/8/8/8/8/8 7k/8/8/3r4/8/8/3H4/K7 w - 0 1\n\
             goal capture d5\npar 2\nsolution d2d4 d4d5",
        )
        .unwrap();
        book.stages[0].levels[0].clone()
    }

    #[test]
    fn a_tap_on_a_unit_then_on_a_square_plays_the_move() {
        let mut b = LessonBoard::new(&level());
        assert_eq!(b.press(sq("d2")), Press::Drag(sq("d2")));
        assert!(!b.destinations().is_empty());
        assert_eq!(b.press(sq("d4")), Press::Played);
        assert_eq!(b.attempt.moves(), 1);
        assert_eq!(b.selected(), None);
        assert_eq!(b.press(sq("d4")), Press::Drag(sq("d4")));
        assert_eq!(b.press(sq("d5")), Press::Played);
        assert_eq!(b.attempt.progress(), Progress::Done { moves: 2, stars: 3 });
        assert_eq!(b.press(sq("d5")), Press::Nothing, "the level is over");
    }

    #[test]
    fn a_square_the_unit_cannot_reach_is_answered() {
        let mut b = LessonBoard::new(&level());
        b.press(sq("d2"));
        assert_eq!(b.press(sq("e3")), Press::Nothing);
        assert_eq!(b.said, Some(Said::Refused("d2e3".parse().unwrap())));
        assert_eq!(b.selected(), None);
        // Dragged there: the same.
        b.press(sq("d2"));
        assert!(!b.release(sq("d2"), Some(sq("e3")), true));
        assert_eq!(b.said, Some(Said::Refused("d2e3".parse().unwrap())));
        // A tap on an empty square with nothing picked up says nothing.
        b.said = None;
        b.press(sq("e3"));
        assert_eq!(b.said, None);
    }

    #[test]
    fn a_second_tap_puts_the_unit_down_and_a_drag_plays() {
        let mut b = LessonBoard::new(&level());
        b.press(sq("d2"));
        assert!(!b.release(sq("d2"), Some(sq("d2")), false));
        assert_eq!(b.selected(), Some(sq("d2")), "the first tap picks it up");
        b.press(sq("d2"));
        b.release(sq("d2"), None, false);
        assert_eq!(b.selected(), None, "the second puts it down");
        b.press(sq("d2"));
        assert!(b.release(sq("d2"), Some(sq("d4")), true));
        assert_eq!(b.attempt.moves(), 1);
    }

    #[test]
    fn the_hint_shows_the_solution_and_retry_starts_again() {
        let mut b = LessonBoard::new(&level());
        b.show_hint();
        assert_eq!(b.hint, Some("d2d4".parse().unwrap()));
        b.press(sq("d2"));
        b.press(sq("d3"));
        assert_eq!(b.hint, None, "a move takes the hint away");
        b.show_hint();
        assert_eq!(b.hint, Some("d3d5".parse().unwrap()), "found from here");
        b.retry();
        assert_eq!(b.attempt.moves(), 0);
        assert_eq!(b.last, None);
    }

    #[test]
    fn a_move_that_costs_par_is_said_after_it() {
        let mut b = LessonBoard::new(&level());
        // Another way in par: nothing said.
        assert!(b.play("d2d3".parse().unwrap()));
        assert_eq!(b.said, None);
        // Sideways: d5 is two moves away now, one over par.
        b.retry();
        assert!(b.play("d2a2".parse().unwrap()));
        assert_eq!(b.said, Some(Said::Detour(Detour::OverPar { left: 2 })));
        // Picking up a unit again clears it.
        b.press(sq("a2"));
        assert_eq!(b.said, None);
    }
}
