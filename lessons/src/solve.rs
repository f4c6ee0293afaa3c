//! Every line of the learner's moves, searched for the shortest way to a
//! level's goal.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use cyvasse::Square;

use crate::attempt::{Attempt, Progress};
use crate::book::{Level, Step};

/// A state of an attempt, as far as what can still happen goes.
type Key = (u64, u32, Vec<Square>, Option<Square>);

/// The shortest way to `level`'s goal in at most `max` of the learner's
/// moves, with the scripted replies it meets (the moves of the first such
/// way in the engine's move order), or `None` if there is none. Every legal
/// move of the learner is tried, so a level whose par is its shortest way
/// has no shorter one.
pub fn shortest(level: &Level, max: u32) -> Option<Vec<Step>> {
    Attempt::new(level).shortest(max)
}

impl Attempt {
    /// The shortest way to the goal from here in at most `max` more of the
    /// learner's moves: the moves to play, replies marked.
    pub fn shortest(&self, max: u32) -> Option<Vec<Step>> {
        // The most moves left with which a state was searched and failed.
        let mut failed: BTreeMap<Key, u32> = BTreeMap::new();
        (1..=max).find_map(|depth| {
            let mut done = None;
            search(self, depth, &mut failed, &mut done);
            done.map(|done: Attempt| done.played()[self.played().len()..].to_vec())
        })
    }
}

/// Whether the goal can be reached from `attempt` within `left` moves of the
/// learner; if so, `done` is the attempt that reached it.
fn search(
    attempt: &Attempt,
    left: u32,
    failed: &mut BTreeMap<Key, u32>,
    done: &mut Option<Attempt>,
) -> bool {
    if left == 0 {
        return false;
    }
    let key = attempt.state_key();
    if failed.get(&key).is_some_and(|&tried| tried >= left) {
        return false;
    }
    for m in attempt.position().legal_moves() {
        // With one move left, only a move that can meet the goal is tried.
        if left == 1 && !attempt.may_finish(m) {
            continue;
        }
        let mut next = attempt.clone();
        if next.play(m.to_uci()).is_err() {
            continue;
        }
        match next.progress() {
            Progress::Done { .. } => {
                *done = Some(next);
                return true;
            }
            Progress::Lost(_) => {}
            Progress::Playing => {
                if search(&next, left - 1, failed, done) {
                    return true;
                }
            }
        }
    }
    failed.insert(key, left);
    false
}
