//! A level being played: the learner's moves, the scripted replies, and
//! whether the goal is reached.

use alloc::sync::Arc;
use alloc::vec::Vec;

use cyvasse::{Move, PlayError, Position, Role, Ruleset, Square, Uci};

use crate::book::{Goal, Level, Step};
use crate::stars;

/// Where an attempt stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Progress {
    /// The learner is to move.
    Playing,
    /// The goal is reached in `moves` of the learner's moves.
    Done {
        /// The learner's moves.
        moves: u32,
        /// Three at par, fewer above it ([`stars`](crate::stars)).
        stars: u8,
    },
    /// The goal is out of reach.
    Lost(Loss),
}

/// Why a level is lost.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Loss {
    /// The unit that had to reach the goal was taken.
    UnitTaken,
    /// The learner's King was taken.
    KingTaken,
    /// The game ended (the enemy King was taken) before the goal was reached.
    GameOver,
    /// In `armor`, the learner has no legal move, which loses.
    NoMove,
}

/// What a legal move of the learner's that left the solution did to the
/// way to the goal ([`Attempt::detour`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Detour {
    /// The goal is still `left` of the learner's moves away: more than par
    /// allows, so fewer stars.
    OverPar {
        /// The fewest of the learner's moves that still reach the goal.
        left: u32,
    },
    /// The goal is more than two moves away, and par is out of reach.
    Astray,
}

/// What one of the learner's moves led to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The learner's move.
    pub played: Move,
    /// The other side's scripted reply, if it made one.
    pub reply: Option<Move>,
}

/// A level being played, from its start.
#[derive(Clone, Debug)]
pub struct Attempt {
    level: Arc<Level>,
    position: Position,
    /// The learner's moves so far.
    moves: u32,
    /// Every move played, the replies among them.
    played: Vec<Step>,
    /// The goal's enemy units still on the board, where they stand now.
    targets: Vec<Square>,
    /// The goal's own unit, where it stands now (a `reach` goal).
    unit: Option<Square>,
    progress: Progress,
}

impl Attempt {
    /// `level` from its start (a copy of it, shared by the attempt's copies).
    pub fn new(level: &Level) -> Attempt {
        let (targets, unit) = match &level.goal {
            Goal::Capture(squares) => (squares.clone(), None),
            Goal::Reach { from, .. } => (Vec::new(), Some(*from)),
            Goal::King => (Vec::new(), None),
        };
        Attempt {
            level: Arc::new(level.clone()),
            position: level.start.clone(),
            moves: 0,
            played: Vec::new(),
            targets,
            unit,
            progress: Progress::Playing,
        }
    }

    /// The level played.
    pub fn level(&self) -> &Level {
        &self.level
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The learner's moves so far.
    pub fn moves(&self) -> u32 {
        self.moves
    }

    /// Every move played so far, the scripted replies marked.
    pub fn played(&self) -> &[Step] {
        &self.played
    }

    /// Where the attempt stands.
    pub fn progress(&self) -> Progress {
        self.progress
    }

    /// The squares the board marks as the goal: the enemy units still to
    /// take, or the square to reach.
    pub fn goal_squares(&self) -> Vec<Square> {
        match &self.level.goal {
            Goal::Capture(_) => self.targets.clone(),
            Goal::Reach { to, .. } => alloc::vec![*to],
            Goal::King => self
                .position
                .units(!self.level.learner(), Role::King)
                .into_iter()
                .collect(),
        }
    }

    /// The square of the unit that must reach the goal (a `reach` goal).
    pub fn goal_unit(&self) -> Option<Square> {
        self.unit
    }

    fn goal_reached(&self) -> bool {
        match &self.level.goal {
            Goal::Capture(_) => self.targets.is_empty(),
            Goal::Reach { to, .. } => self.unit == Some(*to),
            Goal::King => self
                .position
                .units(!self.level.learner(), Role::King)
                .is_empty(),
        }
    }

    /// Plays the learner's move written `uci`, then the other side's
    /// scripted reply if there is one and it is legal (otherwise the turn
    /// comes back to the learner, see the crate's docs).
    pub fn play(&mut self, uci: Uci) -> Result<Turn, PlayError> {
        if self.progress != Progress::Playing {
            return Err(PlayError::GameOver);
        }
        let learner = self.level.learner();
        let played = self.position.to_move(uci)?;
        self.follow(played);
        self.position.play_unchecked(played);
        self.played.push(Step::Learner(uci));
        self.moves += 1;
        let enemy = !learner;
        self.targets
            .retain(|&sq| self.position.piece_at(sq).is_some_and(|p| p.color == enemy));
        if self.goal_reached() {
            self.progress = Progress::Done {
                moves: self.moves,
                stars: stars(self.moves, self.level.par),
            };
            return Ok(Turn {
                played,
                reply: None,
            });
        }
        if self.position.units(enemy, Role::King).is_empty() {
            self.progress = Progress::Lost(Loss::GameOver);
            return Ok(Turn {
                played,
                reply: None,
            });
        }
        let reply = self
            .level
            .reply_after(self.moves as usize - 1)
            .and_then(|uci| self.position.to_move(uci).ok());
        match reply {
            Some(m) => {
                self.follow(m);
                self.position.play_unchecked(m);
                self.played.push(Step::Reply(m.to_uci()));
            }
            None => self.position = self.position.with_side_to_move(learner),
        }
        let own = |sq: Square| {
            self.position
                .piece_at(sq)
                .is_some_and(|p| p.color == learner)
        };
        self.progress = if self.unit.is_some_and(|sq| !own(sq)) {
            Progress::Lost(Loss::UnitTaken)
        } else if self.position.units(learner, Role::King).is_empty() {
            Progress::Lost(Loss::KingTaken)
        } else if self.position.ruleset() == Ruleset::Armor && self.position.is_game_over() {
            Progress::Lost(Loss::NoMove)
        } else {
            Progress::Playing
        };
        Ok(Turn { played, reply })
    }

    /// Moves the goal's units along with `m`, about to be played.
    fn follow(&mut self, m: Move) {
        let (Some(from), Some(lands)) = (m.from(), self.position.lands_on(m)) else {
            return;
        };
        if self.unit == Some(from) {
            self.unit = Some(lands);
        }
        for sq in &mut self.targets {
            if *sq == from {
                *sq = lands;
            }
        }
    }

    /// Whether the moves so far are the solution's first moves.
    fn on_solution(&self) -> bool {
        self.level.solution.starts_with(&self.played)
    }

    /// The next move of a way to the goal: the solution's, while the learner
    /// follows it; otherwise a way found from here within two moves, if
    /// there is one (else start again to follow the solution).
    pub fn hint(&self) -> Option<Uci> {
        if self.progress != Progress::Playing {
            return None;
        }
        if self.on_solution() {
            return self.level.solution[self.played.len()..]
                .iter()
                .find_map(|s| match s {
                    Step::Learner(uci) => Some(*uci),
                    Step::Reply(_) => None,
                });
        }
        self.shortest(2).and_then(|steps| match steps.first() {
            Some(Step::Learner(uci)) => Some(*uci),
            _ => None,
        })
    }

    /// After a move that left the solution, what it did to the way to the
    /// goal; `None` while the level is over, on the solution, or when the
    /// goal can still be reached in par. The search looks two moves ahead
    /// (as [`hint`](Attempt::hint) does): with more than two moves of par
    /// left and no way within two, it cannot tell, and says nothing.
    pub fn detour(&self) -> Option<Detour> {
        if self.progress != Progress::Playing || self.on_solution() {
            return None;
        }
        let par = self.level.par;
        match self.shortest(2) {
            Some(way) => {
                let left = way.iter().filter(|s| matches!(s, Step::Learner(_))).count() as u32;
                (self.moves + left > par).then_some(Detour::OverPar { left })
            }
            None => (par.saturating_sub(self.moves) <= 2).then_some(Detour::Astray),
        }
    }

    /// Whether `m` can meet the goal at once, as far as its squares tell: a
    /// move of the goal's unit, or one aimed at a goal's enemy unit or at
    /// the enemy King. Every move that meets the goal is among these.
    pub(crate) fn may_finish(&self, m: Move) -> bool {
        match &self.level.goal {
            Goal::Reach { .. } => m.from().is_some() && m.from() == self.unit,
            Goal::Capture(_) => m.to().is_some_and(|sq| self.targets.contains(&sq)),
            Goal::King => m.to().is_some_and(|sq| {
                self.position
                    .piece_at(sq)
                    .is_some_and(|p| p.role == Role::King && p.color != self.level.learner())
            }),
        }
    }

    /// A key for the search's memory: everything the rest of the attempt
    /// depends on.
    pub(crate) fn state_key(&self) -> (u64, u32, Vec<Square>, Option<Square>) {
        (
            self.position.zobrist(),
            self.moves,
            self.targets.clone(),
            self.unit,
        )
    }
}
