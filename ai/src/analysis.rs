//! A game reviewed by the engine: each of its positions searched to a fixed
//! number of nodes, each move judged by what it did to the mover's winning
//! chances ([`winning_chances`]).
//!
//! Every position is searched with a cleared table and the game's history
//! up to it, so a position's verdict depends only on the game so far and
//! the nodes: the command line and the page's worker give the same numbers,
//! and a review stopped and taken up again gives the same marks.
//!
//! A move's mark, the first that applies:
//! - *King lost*: after it the enemy takes the mover's King at once, and
//!   before it the mover was not already lost within two plies;
//! - *missed win*: before it the search proved a win for the mover (a King
//!   capture, now or forced), after it no longer;
//! - *blunder*, *mistake*, *inaccuracy*: the mover's winning chances fell
//!   by at least 30, 20 or 10 points (300, 200, 100 per mille).

use alloc::format;
use alloc::string::{String, ToString};

use cyvasse::{Color, Game, GameResult, Move, Ruleset};

use crate::chances::winning_chances;
use crate::search::{Limits, Score, Searcher, WIN};

/// What the review says of a move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Nothing to say.
    Good,
    /// The mover's chances fell by 10 to 20 points.
    Inaccuracy,
    /// By 20 to 30 points.
    Mistake,
    /// By 30 points or more.
    Blunder,
    /// The enemy takes the mover's King next.
    KingLost,
    /// A proven win was on the board, and the move let it go.
    MissedWin,
}

impl Mark {
    /// The mark as the command line writes it: `-`, `inaccuracy`,
    /// `mistake`, `blunder`, `king-lost`, `missed-win`.
    pub fn name(self) -> &'static str {
        match self {
            Mark::Good => "-",
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
            Mark::KingLost => "king-lost",
            Mark::MissedWin => "missed-win",
        }
    }
}

/// A position of the game as the engine sees it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// Its score for the side to move (a finished game: won, lost or drawn).
    pub score: Score,
    /// The engine's move there (`None` once the game is over).
    pub best: Option<Move>,
}

/// One move of the game, reviewed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MoveReview {
    /// Its ply, from 1.
    pub ply: usize,
    /// The move played.
    pub played: Move,
    /// The side that played it.
    pub mover: Color,
    /// The position before it, for the mover.
    pub before: Verdict,
    /// The score after it, for the mover.
    pub after: Score,
    /// The mover's winning chances before and after it, per mille.
    pub chances: (u16, u16),
    /// What the review says of it.
    pub mark: Mark,
}

impl MoveReview {
    /// The move's line as the command line's `analyse` prints it (RULES.md
    /// §4): `<ply> <move> <eval-before> <eval-after> <best-move> <mark>`,
    /// the evaluations from White's side.
    pub fn line(&self) -> String {
        let best = self
            .before
            .best
            .map_or_else(|| "-".to_string(), |m| m.to_string());
        format!(
            "{} {} {} {} {} {}",
            self.ply,
            self.played,
            self.for_white(self.before.score).0,
            self.for_white(self.after).0,
            best,
            self.mark.name()
        )
    }

    /// A score for the mover as White's score.
    pub fn for_white(&self, score: Score) -> Score {
        match self.mover {
            Color::White => score,
            Color::Black => Score(-score.0),
        }
    }
}

/// A review under way: each [`next`](Iterator::next) searches one more
/// position and judges the move that led to it.
pub struct Review {
    game: Game,
    nodes: u64,
    searcher: Searcher,
    /// The verdict on the position before the next move to judge.
    last: Option<Verdict>,
    /// The next move to judge, from 0.
    at: usize,
}

impl Review {
    /// A review of `game` from its start, `nodes` nodes a position.
    pub fn new(game: &Game, nodes: u64) -> Review {
        Review {
            game: game.clone(),
            nodes,
            searcher: Searcher::default(),
            last: None,
            at: 0,
        }
    }

    /// The engine's verdict on the position after the game's first `ply`
    /// moves.
    pub fn verdict(&mut self, ply: usize) -> Verdict {
        let mut game = self.game.clone();
        game.truncate(ply);
        match game.result() {
            Some(GameResult::Win { winner, .. }) => Verdict {
                score: if winner == game.position().side_to_move() {
                    Score(WIN)
                } else {
                    Score(-WIN)
                },
                best: None,
            },
            Some(GameResult::Draw { .. }) => Verdict {
                score: Score(0),
                best: None,
            },
            None => {
                self.searcher.clear();
                match self.searcher.search(&game, Limits::nodes(self.nodes)) {
                    Some(found) => Verdict {
                        score: found.score,
                        best: Some(found.best),
                    },
                    None => Verdict {
                        score: Score(0),
                        best: None,
                    },
                }
            }
        }
    }
}

impl Iterator for Review {
    type Item = MoveReview;

    fn next(&mut self) -> Option<MoveReview> {
        let i = self.at;
        let &played = self.game.moves().get(i)?;
        let before = match self.last {
            Some(v) => v,
            None => self.verdict(i),
        };
        let next = self.verdict(i + 1);
        self.last = Some(next);
        self.at += 1;
        let position = self.game.position_at(i)?;
        let mover = position.side_to_move();
        let after = Score(-next.score.0);
        let (chances, mark) = judge(position.ruleset(), before.score, next.score);
        Some(MoveReview {
            ply: i + 1,
            played,
            mover,
            before,
            after,
            chances,
            mark,
        })
    }
}

/// A move's mover's chances before and after it, and its mark, from the
/// scores of the positions before it (for the mover) and after it (for the
/// enemy, then to move).
fn judge(ruleset: Ruleset, before: Score, next: Score) -> ((u16, u16), Mark) {
    let after = Score(-next.0);
    let chances = (
        winning_chances(ruleset, before),
        winning_chances(ruleset, after),
    );
    let fall = i32::from(chances.0) - i32::from(chances.1);
    let already_lost = before.loss_in().is_some_and(|n| n <= 2);
    let mark = if next.win_in() == Some(1) && !already_lost {
        Mark::KingLost
    } else if before.win_in().is_some() && after.win_in().is_none() {
        Mark::MissedWin
    } else if fall >= 300 {
        Mark::Blunder
    } else if fall >= 200 {
        Mark::Mistake
    } else if fall >= 100 {
        Mark::Inaccuracy
    } else {
        Mark::Good
    };
    (chances, mark)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The mark of a move from `before` to `after`, both for the mover.
    fn mark(before: i32, after: i32) -> Mark {
        judge(Ruleset::Iron, Score(before), Score(-after)).1
    }

    #[test]
    fn marks_follow_the_fall_of_the_movers_chances() {
        // In iron, even is 50 %; -300 cp about 38.5 %, -600 about 28 %,
        // -1000 about 17 %.
        assert_eq!(mark(0, 0), Mark::Good);
        assert_eq!(mark(0, -150), Mark::Good);
        assert_eq!(mark(0, -300), Mark::Inaccuracy);
        assert_eq!(mark(0, -600), Mark::Mistake);
        assert_eq!(mark(0, -1000), Mark::Blunder);
        // A better score after the move is never marked.
        assert_eq!(mark(-1000, 0), Mark::Good);
        // The same fall of score matters less far from even.
        assert_eq!(mark(3000, 2700), Mark::Good);
    }

    #[test]
    fn a_king_left_to_be_taken_and_a_win_let_go_are_told() {
        // After the move the enemy takes the King at once (a win in 1 for it).
        assert_eq!(
            judge(Ruleset::Iron, Score(50), Score(WIN - 1)).1,
            Mark::KingLost
        );
        // Not when every move lost the King anyway.
        assert_eq!(
            judge(Ruleset::Iron, Score(-WIN + 2), Score(WIN - 1)).1,
            Mark::Good
        );
        // A proven win before, none after.
        assert_eq!(
            judge(Ruleset::Iron, Score(WIN - 3), Score(-200)).1,
            Mark::MissedWin
        );
        // Still a proven win after: nothing to say.
        assert_eq!(
            judge(Ruleset::Iron, Score(WIN - 3), Score(-WIN + 2)).1,
            Mark::Good
        );
    }
}
