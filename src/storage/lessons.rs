//! A learner's progress through the lessons: the best stars of each level
//! done, a record per ruleset (`cyvasse.learn.<ruleset>`), kept like every
//! other record (a revision, a schema version, set aside if it does not
//! read).
//!
//! Progress only grows: a write is made over what is stored, each level
//! keeping the better of the two, so that two tabs never lose each other's
//! stars.

use std::collections::BTreeMap;

use cyvasse::Ruleset;
use serde::{Deserialize, Serialize};

use super::collection::{Collection, Record, Trouble};
use super::kv::SaveError;

/// The lessons' progress, by ruleset name.
pub const PROGRESS: Collection<Progress> = Collection::new("cyvasse.learn.");

/// The stars earned in one ruleset's lessons.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// The best stars (1 to 3) of each level done, by its id: the stage's
    /// name, `/`, the level's number from 1 (`rabble/2`). Stages are named,
    /// not numbered, so that a new stage does not move anyone's stars.
    #[serde(default)]
    pub stars: BTreeMap<String, u8>,
    /// The level opened last, to come back to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last: Option<String>,
    /// Its revision (see the module docs of `storage`).
    #[serde(default)]
    pub rev: u64,
}

/// A level's id in a [`Progress`].
pub fn level_id(stage: &str, level: usize) -> String {
    format!("{stage}/{}", level + 1)
}

impl Progress {
    /// The stars of a level, 0 if not done.
    pub fn stars_of(&self, id: &str) -> u8 {
        self.stars.get(id).copied().unwrap_or(0)
    }

    /// Keeps `stars` for the level `id` if they are better than its own.
    pub fn earned(&mut self, id: String, stars: u8) {
        let best = self.stars.entry(id).or_insert(0);
        *best = (*best).max(stars);
    }

    /// Keeps the better stars of each level of `other` and its last level
    /// opened if this has none.
    pub fn merge(&mut self, other: &Progress) {
        for (id, &stars) in &other.stars {
            self.earned(id.clone(), stars);
        }
        if self.last.is_none() {
            self.last.clone_from(&other.last);
        }
    }
}

impl Record for Progress {
    fn rev(&mut self) -> &mut u64 {
        &mut self.rev
    }

    fn check(&self) -> Result<(), String> {
        for (id, &stars) in &self.stars {
            let well_named = id.split_once('/').is_some_and(|(stage, level)| {
                !stage.is_empty() && level.parse::<usize>().is_ok_and(|n| n >= 1)
            });
            if !well_named {
                return Err(format!("{id:?} is not a level"));
            }
            if !(1..=3).contains(&stars) {
                return Err(format!("{id}: {stars} stars"));
            }
        }
        Ok(())
    }
}

/// The progress in `ruleset`'s lessons (none yet: empty); an entry that does
/// not read is set aside and told in `trouble`.
pub fn progress(ruleset: Ruleset, trouble: &mut Trouble) -> Progress {
    PROGRESS.read(ruleset.name(), trouble).unwrap_or_default()
}

/// Saves `progress` over what is stored: each level keeps the better
/// stars of the two (another tab may have written since this one read), the
/// last level opened is this one's. Returns what is stored then. Refused
/// over a record of a newer version of the page.
pub fn save_progress(ruleset: Ruleset, progress: &Progress) -> Result<Progress, SaveError> {
    let mut trouble = Trouble::default();
    let stored = PROGRESS.read(ruleset.name(), &mut trouble);
    if trouble.newer > 0 {
        return Err(SaveError::Stale);
    }
    let mut next = stored.unwrap_or_default();
    next.merge(progress);
    if progress.last.is_some() {
        next.last.clone_from(&progress.last);
    }
    PROGRESS.save(ruleset.name(), &mut next)?;
    Ok(next)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::codec::{decode, encode};

    fn with(stars: &[(&str, u8)]) -> Progress {
        Progress {
            stars: stars.iter().map(|&(k, s)| (k.to_string(), s)).collect(),
            ..Progress::default()
        }
    }

    #[test]
    fn merging_keeps_the_better_stars_of_each_level() {
        let mut a = with(&[("rabble/1", 3), ("rabble/2", 1)]);
        a.last = Some("rabble/2".into());
        let mut b = with(&[("rabble/2", 2), ("horses/1", 1)]);
        b.last = Some("horses/1".into());
        a.merge(&b);
        assert_eq!(
            a.stars,
            with(&[("rabble/1", 3), ("rabble/2", 2), ("horses/1", 1)]).stars
        );
        assert_eq!(
            a.last.as_deref(),
            Some("rabble/2"),
            "its own last level stays"
        );
    }

    #[test]
    fn progress_round_trips_and_odd_entries_do_not_check() {
        let p = with(&[("rabble/1", 3)]);
        let (back, _) = decode::<Progress>(&encode(&p)).unwrap();
        assert_eq!(back, p);
        assert!(p.check().is_ok());
        for bad in [
            with(&[("rabble", 3)]),
            with(&[("rabble/0", 3)]),
            with(&[("/1", 2)]),
            with(&[("rabble/1", 4)]),
            with(&[("rabble/1", 0)]),
        ] {
            assert!(bad.check().is_err(), "{bad:?}");
        }
        assert_eq!(level_id("rabble", 0), "rabble/1");
    }
}
