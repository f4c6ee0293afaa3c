//! A ruleset's lessons as data, and their reading.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use cyvasse::{Color, Position, Role, Ruleset, Square, Uci};

/// A ruleset's lessons: its stages, in the order a learner takes them.
#[derive(Clone, Debug)]
pub struct Book {
    /// The ruleset every level plays by.
    pub ruleset: Ruleset,
    /// The stages, first to last.
    pub stages: Vec<Stage>,
}

/// A short series of levels that teaches one thing.
#[derive(Clone, Debug)]
pub struct Stage {
    /// Its name: lower-case letters, digits and `-`, unique in its book.
    pub name: String,
    /// The message key of its title.
    pub title: String,
    /// The message key of the sentence that opens it.
    pub intro: String,
    /// Its levels, first to last.
    pub levels: Vec<Level>,
}

/// One board and one goal.
#[derive(Clone, Debug)]
pub struct Level {
    /// The message key of its goal in words.
    pub say: String,
    /// The position it starts from, the learner to move.
    pub start: Position,
    /// What the learner must do.
    pub goal: Goal,
    /// The fewest moves of the learner that reach the goal.
    pub par: u32,
    /// A way to reach the goal in `par` moves, with the other side's
    /// scripted replies.
    pub solution: Vec<Step>,
}

/// What a level asks of the learner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Take every enemy unit that starts on these squares.
    Capture(Vec<Square>),
    /// Bring the learner's unit that starts on `from` to `to`.
    Reach {
        /// Where the unit starts.
        from: Square,
        /// Where it must end a move.
        to: Square,
    },
    /// Take the enemy King.
    King,
}

impl fmt::Display for Goal {
    /// The goal as the command line writes it: `capture d5 e6`, `reach e2
    /// e4`, `king`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Goal::Capture(squares) => {
                f.write_str("capture")?;
                squares.iter().try_for_each(|sq| write!(f, " {sq}"))
            }
            Goal::Reach { from, to } => write!(f, "reach {from} {to}"),
            Goal::King => f.write_str("king"),
        }
    }
}

/// A move of a level's solution.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The learner's move.
    Learner(Uci),
    /// The other side's scripted reply, written `~e7e6`.
    Reply(Uci),
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Step::Learner(uci) => write!(f, "{uci}"),
            Step::Reply(uci) => write!(f, "~{uci}"),
        }
    }
}

/// Why a book's text does not read: the line (counted from 1) and what is
/// wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookError {
    /// The line, counted from 1 (0: the text as a whole).
    pub line: usize,
    /// What is wrong.
    pub what: String,
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            0 => f.write_str(&self.what),
            n => write!(f, "line {n}: {}", self.what),
        }
    }
}

impl core::error::Error for BookError {}

/// A level being read: its fields as they come.
#[derive(Default)]
struct Draft {
    line: usize,
    say: Option<String>,
    start: Option<Position>,
    goal: Option<Goal>,
    par: Option<u32>,
    solution: Option<Vec<Step>>,
}

fn error(line: usize, what: impl Into<String>) -> BookError {
    BookError {
        line,
        what: what.into(),
    }
}

/// Whether `key` is a message key: lower-case letters, digits and `-`.
fn is_key(key: &str) -> bool {
    !key.is_empty()
        && key
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

fn key(line: usize, field: &str, value: &str) -> Result<String, BookError> {
    if is_key(value) {
        Ok(value.to_string())
    } else {
        Err(error(
            line,
            alloc::format!("`{field}` takes a message key (a-z, 0-9, -), not {value:?}"),
        ))
    }
}

fn squares(line: usize, words: &str) -> Result<Vec<Square>, BookError> {
    words
        .split_whitespace()
        .map(|w| {
            w.parse::<Square>()
                .map_err(|_| error(line, alloc::format!("{w:?} is not a square")))
        })
        .collect()
}

fn goal(line: usize, value: &str) -> Result<Goal, BookError> {
    let (kind, rest) = value.split_once(' ').unwrap_or((value, ""));
    match kind {
        "capture" => {
            let squares = squares(line, rest)?;
            if squares.is_empty() {
                return Err(error(line, "`goal capture` names at least one square"));
            }
            Ok(Goal::Capture(squares))
        }
        "reach" => match squares(line, rest)?[..] {
            [from, to] => Ok(Goal::Reach { from, to }),
            _ => Err(error(line, "`goal reach` names two squares: from and to")),
        },
        "king" if rest.trim().is_empty() => Ok(Goal::King),
        _ => Err(error(
            line,
            "a goal is `capture <square>...`, `reach <from> <to>` or `king`",
        )),
    }
}

fn solution(line: usize, value: &str) -> Result<Vec<Step>, BookError> {
    value
        .split_whitespace()
        .map(|w| {
            let (reply, text) = match w.strip_prefix('~') {
                Some(rest) => (true, rest),
                None => (false, w),
            };
            let uci: Uci = text
                .parse()
                .map_err(|_| error(line, alloc::format!("{w:?} is not a move")))?;
            Ok(if reply {
                Step::Reply(uci)
            } else {
                Step::Learner(uci)
            })
        })
        .collect()
}

impl Draft {
    /// The level, once every field is there and they agree.
    fn finish(self, ruleset: Ruleset) -> Result<Level, BookError> {
        let line = self.line;
        let missing = |field: &str| error(line, alloc::format!("this level has no `{field}`"));
        let say = self.say.ok_or_else(|| missing("say"))?;
        let start = self.start.ok_or_else(|| missing("position"))?;
        let goal = self.goal.ok_or_else(|| missing("goal"))?;
        let par = self.par.ok_or_else(|| missing("par"))?;
        let solution = self.solution.ok_or_else(|| missing("solution"))?;
        if start.ruleset() != ruleset {
            return Err(error(
                line,
                alloc::format!("the position is {}, the book {ruleset}", start.ruleset()),
            ));
        }
        if start.is_game_over() {
            return Err(error(
                line,
                "the position is a finished game (each side needs its King)",
            ));
        }
        let learner = start.side_to_move();
        let enemy = !learner;
        let mine = |sq: Square| start.piece_at(sq).is_some_and(|p| p.color == learner);
        let theirs = |sq: Square| start.piece_at(sq).is_some_and(|p| p.color == enemy);
        match &goal {
            Goal::Capture(squares) => {
                if let Some(sq) = squares.iter().find(|&&sq| !theirs(sq)) {
                    return Err(error(line, alloc::format!("no enemy unit on {sq} to take")));
                }
            }
            Goal::Reach { from, to } => {
                if !mine(*from) {
                    return Err(error(
                        line,
                        alloc::format!("no unit of the learner on {from}"),
                    ));
                }
                if from == to {
                    return Err(error(line, "the unit already stands on its goal"));
                }
            }
            Goal::King => {
                if start.units(enemy, Role::King).is_empty() {
                    return Err(error(line, "the enemy has no King"));
                }
            }
        }
        let moves = solution
            .iter()
            .filter(|s| matches!(s, Step::Learner(_)))
            .count();
        if par == 0 || moves != par as usize {
            return Err(error(
                line,
                alloc::format!("par is {par}, the solution has {moves} learner moves"),
            ));
        }
        if matches!(solution.first(), Some(Step::Reply(_))) {
            return Err(error(line, "the learner moves first"));
        }
        if solution
            .windows(2)
            .any(|w| matches!(w, [Step::Reply(_), Step::Reply(_)]))
        {
            return Err(error(line, "two replies in a row"));
        }
        Ok(Level {
            say,
            start,
            goal,
            par,
            solution,
        })
    }
}

impl Book {
    /// Reads a book of `ruleset` from its stages' text, one after the
    /// other (see the crate's docs for the form).
    pub fn parse(ruleset: Ruleset, text: &str) -> Result<Book, BookError> {
        let mut reading = Book::reading(ruleset, text);
        while reading.step()? {}
        reading.finish()
    }

    /// Reads a book of `ruleset` a stage at a time ([`Reading::step`]), for
    /// a reader that must not be kept busy for long at once (a page on a
    /// slow phone): the same book, and the same errors, as [`Book::parse`].
    pub fn reading(ruleset: Ruleset, text: &str) -> Reading<'_> {
        Reading {
            ruleset,
            lines: text.lines().enumerate(),
            stages: Vec::new(),
            draft: None,
        }
    }

    /// The number of levels in all stages.
    pub fn levels(&self) -> usize {
        self.stages.iter().map(|s| s.levels.len()).sum()
    }
}

/// A book being read a stage at a time: see [`Book::reading`].
pub struct Reading<'a> {
    ruleset: Ruleset,
    lines: core::iter::Enumerate<core::str::Lines<'a>>,
    stages: Vec<Stage>,
    /// The level being read.
    draft: Option<Draft>,
}

impl Reading<'_> {
    /// Reads on to the start of the next stage: `true` if there is more to
    /// read.
    pub fn step(&mut self) -> Result<bool, BookError> {
        let before = self.stages.len();
        while let Some((i, raw)) = self.lines.next() {
            self.line(i + 1, raw)?;
            if self.stages.len() > before.max(1) {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// The book, once read to its end (what is left is read now).
    pub fn finish(mut self) -> Result<Book, BookError> {
        while self.step()? {}
        if let Some(done) = self.draft.take() {
            let level = done.finish(self.ruleset)?;
            if let Some(stage) = self.stages.last_mut() {
                stage.levels.push(level);
            }
        }
        match self.stages.last() {
            None => Err(error(0, "no stage")),
            Some(s) if s.levels.is_empty() => {
                Err(error(0, alloc::format!("stage {} has no level", s.name)))
            }
            Some(_) => Ok(Book {
                ruleset: self.ruleset,
                stages: self.stages,
            }),
        }
    }

    /// Reads the text's line number `line`.
    fn line(&mut self, line: usize, raw: &str) -> Result<(), BookError> {
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            return Ok(());
        }
        let (field, value) = trimmed.split_once(' ').unwrap_or((trimmed, ""));
        let value = value.trim();
        if matches!(field, "stage" | "level") {
            if let Some(done) = self.draft.take() {
                let level = done.finish(self.ruleset)?;
                // A draft only starts inside a stage.
                if let Some(stage) = self.stages.last_mut() {
                    stage.levels.push(level);
                }
            }
        }
        match field {
            "stage" => {
                let name = key(line, field, value)?;
                if self.stages.iter().any(|s| s.name == name) {
                    return Err(error(line, alloc::format!("stage {name} is given twice")));
                }
                if let Some(empty) = self.stages.last().filter(|s| s.levels.is_empty()) {
                    return Err(error(
                        line,
                        alloc::format!("stage {} has no level", empty.name),
                    ));
                }
                self.stages.push(Stage {
                    name,
                    title: String::new(),
                    intro: String::new(),
                    levels: Vec::new(),
                });
            }
            "title" | "intro" => {
                let value = key(line, field, value)?;
                let stage = match (self.stages.last_mut(), &self.draft) {
                    (Some(stage), None) => stage,
                    _ => {
                        return Err(error(
                            line,
                            alloc::format!("`{field}` belongs to a stage, before its levels"),
                        ))
                    }
                };
                let slot = if field == "title" {
                    &mut stage.title
                } else {
                    &mut stage.intro
                };
                if !slot.is_empty() {
                    return Err(error(line, alloc::format!("`{field}` is given twice")));
                }
                *slot = value;
            }
            "level" => {
                let Some(stage) = self.stages.last() else {
                    return Err(error(line, "a level before any stage"));
                };
                if stage.title.is_empty() || stage.intro.is_empty() {
                    return Err(error(
                        line,
                        alloc::format!("stage {} needs a `title` and an `intro`", stage.name),
                    ));
                }
                if !value.is_empty() {
                    return Err(error(line, "`level` stands alone on its line"));
                }
                self.draft = Some(Draft {
                    line,
                    ..Draft::default()
                });
            }
            "say" | "position" | "goal" | "par" | "solution" => {
                let Some(d) = self.draft.as_mut() else {
                    return Err(error(line, alloc::format!("`{field}` outside a level")));
                };
                let twice = match field {
                    "say" => d.say.replace(key(line, field, value)?).is_some(),
                    "position" => {
                        let position: Position = value
                            .parse()
                            .map_err(|e| error(line, alloc::format!("position: {e}")))?;
                        d.start.replace(position).is_some()
                    }
                    "goal" => d.goal.replace(goal(line, value)?).is_some(),
                    "par" => {
                        let par = value
                            .parse::<u32>()
                            .ok()
                            .filter(|p| (1..=20).contains(p))
                            .ok_or_else(|| error(line, "par is a number from 1 to 20"))?;
                        d.par.replace(par).is_some()
                    }
                    _ => d.solution.replace(solution(line, value)?).is_some(),
                };
                if twice {
                    return Err(error(line, alloc::format!("`{field}` is given twice")));
                }
            }
            _ => return Err(error(line, alloc::format!("unknown field `{field}`"))),
        }
        Ok(())
    }
}

impl Level {
    /// The side the learner plays: the side to move at the start.
    pub fn learner(&self) -> Color {
        self.start.side_to_move()
    }

    /// The learner's moves of the solution.
    pub fn learner_moves(&self) -> impl Iterator<Item = Uci> + '_ {
        self.solution.iter().filter_map(|s| match s {
            Step::Learner(uci) => Some(*uci),
            Step::Reply(_) => None,
        })
    }

    /// The scripted reply after the learner's move number `n` (from 0), if
    /// the solution has one there.
    pub fn reply_after(&self, n: usize) -> Option<Uci> {
        let mut seen = 0;
        let mut steps = self.solution.iter().peekable();
        while let Some(step) = steps.next() {
            if let Step::Learner(_) = step {
                if seen == n {
                    return match steps.peek() {
                        Some(Step::Reply(uci)) => Some(*uci),
                        _ => None,
                    };
                }
                seen += 1;
            }
        }
        None
    }
}
