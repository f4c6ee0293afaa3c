//! Everything the page keeps in the browser's localStorage, and the only code
//! that touches it.
//!
//! Each saved thing is an entry of its own, so a write touches one small entry
//! and a broken entry harms nothing else:
//!
//! | key | value |
//! |---|---|
//! | `cyvasse.game.<id>` | a [`SavedGame`] |
//! | `cyvasse.layout.<id>` | a [`SavedLayout`] |
//! | `cyvasse.current` | the id of the game that *Continue* resumes |
//! | `cyvasse.settings` | [`Settings`] |
//! | `cyvasse.broken.<key>` | an entry that could not be read, set aside |
//!
//! The same page may be open in two tabs. Each game, layout and the settings
//! carries a revision `rev`, one more at every write; a write states the
//! revision it was based on, and is refused ([`SaveError::Stale`]) when the
//! stored one is not that revision any more: a tab that missed a change made
//! in another never writes over it. Records written before revisions existed
//! read as revision 0.
//!
//! Every record is JSON with a schema version `v` as its first member. Reading one brings an older
//! version up to date through `codec::MIGRATIONS` and writes it back; one that
//! does not read, or reads but does not hold a game or layout, is moved to
//! `cyvasse.broken.…` (never deleted) and reported. A record from a newer
//! version of the page is left as it is. Games are kept as the game text of
//! the engine's `GameRecord`, so the engine stays the one judge of what a
//! game is. Entries of other pages on the same origin are never touched.
//!
//! In parts: `kv` is the raw key-value access, `codec` the versioned JSON
//! with its migrations, `collection` one kind of record kept under a key
//! prefix (games, layouts), `records` the records kept; this module puts
//! them together.

mod codec;
mod collection;
mod kv;
mod records;

pub use collection::Collection;
pub use kv::SaveError;
pub use records::{Opponent, SavedGame, SavedLayout, Settings, Stage};

use codec::decode;
use collection::save_revised;
use kv::{get_raw, remove, set_raw};

pub(super) const PREFIX: &str = "cyvasse.";
const GAME: &str = "cyvasse.game.";
const LAYOUT: &str = "cyvasse.layout.";
pub(super) const BROKEN: &str = "cyvasse.broken.";
const CURRENT: &str = "cyvasse.current";
const SETTINGS: &str = "cyvasse.settings";

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
        for (key, reason) in &self.set_aside {
            parts.push(format!(
                "A saved entry could not be read ({reason}). It was set aside as “{key}”, not deleted."
            ));
        }
        if self.newer > 0 {
            parts.push(format!(
                "{} saved entries were made by a newer version of Cyvasse and are left as they are. Reload the page to update.",
                self.newer
            ));
        }
        (!parts.is_empty()).then(|| parts.join(" "))
    }
}

/// Sorts a short list in place, keeping the order of equal items: an
/// insertion sort, as the lists here are a player's saved entries, and the
/// standard library's sorts cost the page kilobytes each.
pub(super) fn sort_small<T>(items: &mut [T], before: impl Fn(&T, &T) -> bool) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && before(&items[j], &items[j - 1]) {
            items.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// The saved games, by id.
pub const GAMES: Collection<SavedGame> = Collection::new(GAME);

/// The layouts in the library, by id.
pub const LAYOUTS: Collection<SavedLayout> = Collection::new(LAYOUT);

/// Every saved game, newest first, with what went wrong reading them.
pub fn games(trouble: &mut Trouble) -> Vec<(String, SavedGame)> {
    let mut games = GAMES.list(trouble);
    // Listed oldest first (ids begin with the time they were made): reversed,
    // the list is nearly in order already, which the insertion sort likes.
    games.reverse();
    sort_small(&mut games, |a, b| a.1.updated > b.1.updated);
    games
}

/// Every saved layout, in the order they were saved.
pub fn layouts(trouble: &mut Trouble) -> Vec<(String, SavedLayout)> {
    let mut layouts = LAYOUTS.list(trouble);
    sort_small(&mut layouts, |a, b| a.1.created < b.1.created);
    layouts
}

/// Whether a storage key is the settings'.
pub fn is_settings_key(key: &str) -> bool {
    key == SETTINGS
}

/// The id of the game that *Continue* resumes. A deleted game stays named
/// as such: *Continue* is offered only for a game that is there, so undoing
/// the deletion makes it the game to continue again.
pub fn current() -> Option<String> {
    get_raw(CURRENT)
}

/// Sets, or clears, the game that *Continue* resumes.
pub fn set_current(id: Option<&str>) {
    match id {
        Some(id) => {
            let _ = set_raw(CURRENT, id);
        }
        None => remove(CURRENT),
    }
}

/// The settings; the defaults if none are saved or they do not read.
pub fn settings() -> Settings {
    get_raw(SETTINGS)
        .and_then(|t| decode::<Settings>(&t).ok())
        .map(|(s, _)| s)
        .unwrap_or_default()
}

/// Saves the settings, as the revision after `settings.rev` (which they then
/// hold); refused if the stored settings are not at `settings.rev`.
pub fn save_settings(settings: &mut Settings) -> Result<(), SaveError> {
    save_revised(SETTINGS, settings)
}

/// A new id: the time and some randomness, in base 36.
pub fn new_id() -> String {
    let time = js_sys::Date::now() as u64;
    format!(
        "{}{}",
        base36(time),
        base36(crate::random_u64() % 1_679_616)
    )
}

fn base36(mut n: u64) -> String {
    let digits = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::new();
    loop {
        out.push(digits[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use codec::encode;
    use collection::may_write;

    #[test]
    fn a_write_based_on_an_older_revision_is_refused() {
        assert!(may_write(None, 0), "a new record");
        assert!(may_write(Some(0), 0), "a record from before revisions");
        assert!(may_write(Some(7), 7));
        assert!(!may_write(Some(8), 7), "another tab wrote revision 8");
        assert!(!may_write(Some(6), 7), "an older copy was put back");
        assert!(!may_write(None, 7), "deleted in another tab");
        assert!(!may_write(Some(3), 0), "a new record where one is stored");
        // Records without a revision read as revision 0, and keep it when written.
        let (game, _) = decode::<SavedGame>(
            r#"{"v":1,"name":"Old","created":1,"updated":1,"players":["White","Black"],"stage":{"setup":{"building":"iron w 8/8/8/8 8/8/8/8","army":false,"white":null}}}"#,
        )
        .unwrap();
        assert_eq!(game.rev, 0);
        let mut game = game;
        game.rev = 4;
        let text = encode(&game);
        assert_eq!(decode::<SavedGame>(&text).unwrap().0, game);
    }

    #[test]
    fn short_lists_sort_and_keep_ties_in_order() {
        let mut v = [(3, 'a'), (1, 'b'), (3, 'c'), (2, 'd'), (1, 'e')];
        sort_small(&mut v, |a, b| a.0 < b.0);
        assert_eq!(v, [(1, 'b'), (1, 'e'), (2, 'd'), (3, 'a'), (3, 'c')]);
        let mut empty: [u8; 0] = [];
        sort_small(&mut empty, |a, b| a < b);
    }

    #[test]
    fn ids_are_base_36() {
        assert_eq!(base36(0), "0");
        assert_eq!(base36(35), "z");
        assert_eq!(base36(36), "10");
    }
}
