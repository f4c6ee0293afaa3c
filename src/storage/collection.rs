//! A collection of records of one kind, each an entry of its own under a
//! common key prefix (`cyvasse.game.<id>`, `cyvasse.layout.<id>`): listed,
//! read, saved at the next revision, deleted and put back. One code serves
//! games and layouts alike.

use crate::i18n::{count, fill, Count, Msg};
use core::marker::PhantomData;

use serde::de::DeserializeOwned;
use serde::Serialize;

use super::codec::{decode, encode, ReadError};
use super::kv::{get_raw, keys_with, remove, set_aside, set_raw, SaveError};

/// What a listing found besides the good entries.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Trouble {
    /// Entries that could not be read, each with its new key and the reason.
    pub set_aside: Vec<(String, String)>,
    /// Entries of a newer version, left in place.
    pub newer: usize,
}

impl Trouble {
    /// A sentence for the player, if anything went wrong.
    pub fn message(&self) -> Option<String> {
        let mut parts = Vec::new();
        // The reason is the codec's, for whoever looks into the entry: the
        // player is told where it is kept.
        for (key, _reason) in &self.set_aside {
            parts.push(fill(Msg::StoreSetAside, &[("key", key)]));
        }
        if self.newer > 0 {
            let n = u32::try_from(self.newer).unwrap_or(u32::MAX);
            parts.push(count(Count::StoreNewer, n, &[]));
        }
        (!parts.is_empty()).then(|| parts.join(" "))
    }
}

/// A record kept in a collection (or alone, as the settings are).
pub trait Record: Serialize + DeserializeOwned {
    /// Its revision (see the module docs of `storage`).
    fn rev(&mut self) -> &mut u64;

    /// Checks that it holds what it should (a homeland, game or layout that
    /// reads); one that does not is set aside when listed. It reads texts
    /// only: nothing is replayed.
    fn check(&self) -> Result<(), String>;

    /// Fills in what a record written by an older page lacks, from what it
    /// holds; says whether anything changed (it is then written back when
    /// listed). Most records lack nothing.
    fn complete(&mut self) -> bool {
        false
    }
}

/// The entries under one key prefix.
pub struct Collection<T> {
    prefix: &'static str,
    kind: PhantomData<fn() -> T>,
}

impl<T: Record> Collection<T> {
    /// The collection under `prefix`.
    pub const fn new(prefix: &'static str) -> Collection<T> {
        Collection {
            prefix,
            kind: PhantomData,
        }
    }

    /// The storage key of the entry `id`.
    pub fn key(&self, id: &str) -> String {
        format!("{}{id}", self.prefix)
    }

    /// Whether a storage key is one of this collection's.
    pub fn holds_key(&self, key: &str) -> bool {
        key.starts_with(self.prefix)
    }

    /// Whether there is any entry (read or not).
    pub fn is_empty(&self) -> bool {
        keys_with(self.prefix).is_empty()
    }

    /// Every entry that reads, in the order of their ids; those that do not
    /// are set aside (never deleted), those of a newer version left as they
    /// are, and both told in `trouble`. Entries of an older version are
    /// brought up to date and written back.
    pub fn list(&self, trouble: &mut Trouble) -> Vec<(String, T)> {
        keys_with(self.prefix)
            .into_iter()
            .filter_map(|key| {
                let record = read_key(&key, trouble)?;
                Some((key[self.prefix.len()..].to_string(), record))
            })
            .collect()
    }

    /// The entry `id`, if there is one and it reads, as [`Collection::list`]
    /// reads each entry: one that does not read is set aside, one of a newer
    /// version left as it is, and both told in `trouble`.
    pub fn read(&self, id: &str, trouble: &mut Trouble) -> Option<T> {
        read_key(&self.key(id), trouble)
    }

    /// The entry `id`, if it reads, completed (see [`Record::complete`]).
    pub fn get(&self, id: &str) -> Option<T> {
        let text = get_raw(&self.key(id))?;
        let (mut record, _) = decode::<T>(&text).ok()?;
        record.check().ok()?;
        record.complete();
        Some(record)
    }

    /// Saves `record` under `id`, as the revision after the one it holds
    /// (which it then holds); refused if the stored entry is not at that
    /// revision.
    pub fn save(&self, id: &str, record: &mut T) -> Result<(), SaveError> {
        save_revised(&self.key(id), record)
    }

    /// Deletes the entry `id`, returning its text so that it can be put back.
    pub fn delete(&self, id: &str) -> Option<String> {
        let key = self.key(id);
        let text = get_raw(&key)?;
        remove(&key);
        Some(text)
    }

    /// Puts back a deleted entry's text.
    pub fn restore(&self, id: &str, text: &str) -> Result<(), SaveError> {
        set_raw(&self.key(id), text)
    }
}

/// The record under `key`, if it reads (completed, and written back if it
/// was brought up to date); otherwise set aside or left, and told.
fn read_key<T: Record>(key: &str, trouble: &mut Trouble) -> Option<T> {
    let text = get_raw(key)?;
    match decode::<T>(&text).and_then(|(mut r, migrated)| {
        r.check().map_err(ReadError::Broken)?;
        let completed = r.complete();
        Ok((r, migrated || completed))
    }) {
        Ok((record, migrated)) => {
            if migrated {
                let _ = set_raw(key, &encode(&record));
            }
            Some(record)
        }
        Err(ReadError::Newer(_)) => {
            trouble.newer += 1;
            None
        }
        Err(ReadError::Broken(reason)) => {
            let to = set_aside(key, &text);
            trouble.set_aside.push((to, reason));
            None
        }
    }
}

/// Whether a write based on revision `based_on` may replace what is stored
/// (`stored`: its revision, `None` if nothing is): only the very revision
/// it was based on, or nothing at all for a new record.
pub(super) fn may_write(stored: Option<u64>, based_on: u64) -> bool {
    match stored {
        Some(rev) => rev == based_on,
        None => based_on == 0,
    }
}

/// Writes `record` under `key` as the next revision after the one it holds,
/// the one it was based on (0: a new record), and sets its revision to the
/// one written. Refused if the stored record is not at that revision (or is
/// gone, for a record that had been written before).
pub(super) fn save_revised<T: Record>(key: &str, record: &mut T) -> Result<(), SaveError> {
    let based_on = *record.rev();
    // What is stored, read as a record of the same kind: one that does not
    // read (or is from before revisions) counts as revision 0.
    let stored = get_raw(key).map(|text| decode::<T>(&text).map_or(0, |(mut r, _)| *r.rev()));
    if !may_write(stored, based_on) {
        return Err(SaveError::Stale);
    }
    *record.rev() = based_on + 1;
    set_raw(key, &encode(record)).inspect_err(|_| *record.rev() = based_on)
}
