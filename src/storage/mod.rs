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
//! | `cyvasse.learn.<ruleset>` | the lessons' [`Progress`] in that ruleset |
//! | `cyvasse.broken.<key>` | an entry that could not be read, set aside |
//!
//! The same page may be open in two tabs. Each game, layout and the settings
//! carries a revision `rev`, one more at every write; a write states the
//! revision it was based on, and is refused ([`SaveError::Stale`]) when the
//! stored one is not that revision any more: a tab that missed a change made
//! in another never writes over it. Records written before revisions existed
//! read as revision 0.
//!
//! Every record is JSON with a schema version `v` as its first member.
//! Reading one brings an older version up to date through `codec::MIGRATIONS` and writes it back; one that
//! does not read, or reads but does not hold a game or layout, is moved to
//! `cyvasse.broken.…` (never deleted) and reported. A record from a newer
//! version of the page is left as it is. Games are kept as the game text of
//! the engine's `GameRecord`, so the engine stays the one judge of what a
//! game is; a game in play keeps a summary beside it (its ruleset, move,
//! side to move and result, see `records::Summary`), so that listing the
//! games or finding the one to continue replays nothing. Entries of other
//! pages on the same origin are never touched.
//!
//! In parts: `kv` is the raw key-value access, `codec` the versioned JSON
//! with its migrations, `collection` one kind of record kept under a key
//! prefix (games, layouts), `records` the records kept; this module puts
//! them together.

mod codec;
mod collection;
mod kv;
mod lessons;
mod records;

pub use collection::{Collection, Trouble};
pub use kv::SaveError;
pub use lessons::{level_id, progress, save_progress, Progress};
pub use records::{Opponent, SavedGame, SavedLayout, Settings, Stage};

use codec::decode;
use collection::save_revised;
use kv::{get_raw, remove, set_raw, sort_small};

const GAME: &str = "cyvasse.game.";
const LAYOUT: &str = "cyvasse.layout.";
const CURRENT: &str = "cyvasse.current";
const SETTINGS: &str = "cyvasse.settings";

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
    use codec::{decode_with, Migration, ReadError, SCHEMA};
    use collection::may_write;
    use records::{tests::sample_game, SavedLayout};
    use serde_json::Value;

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

    #[test]
    fn records_round_trip_with_their_version() {
        let game = sample_game();
        let text = encode(&game);
        assert!(text.starts_with(&format!("{{\"v\":{SCHEMA},")), "{text}");
        assert_eq!(decode::<SavedGame>(&text), Ok((game, false)));
        let layout = SavedLayout {
            name: "Wall".into(),
            created: 3.0,
            layout: "iron:1wmfm1m1/1m2fwmw/1f1t1w1f/2m2ffw".into(),
            rev: 2,
        };
        assert_eq!(decode::<SavedLayout>(&encode(&layout)), Ok((layout, false)));
    }

    #[test]
    fn broken_and_foreign_records_are_told_apart_from_newer_ones() {
        for bad in [
            "",
            "{",
            "null",
            "[1,2]",
            "{\"v\":0}",
            "{\"name\":\"x\"}",
            "{\"v\":1}",
            "{\"v\":\"1\",\"name\":\"x\"}",
        ] {
            assert!(
                matches!(decode::<SavedGame>(bad), Err(ReadError::Broken(_))),
                "{bad}"
            );
        }
        assert_eq!(
            decode::<SavedGame>("{\"v\":7,\"whatever\":true}"),
            Err(ReadError::Newer(7))
        );
    }

    /// A migration table as a later schema might have it: version 1 kept one
    /// player name, version 2 two.
    fn split_players(v: &mut Value) -> Result<(), String> {
        let map = v.as_object_mut().ok_or("not an object")?;
        let one = map.remove("player").ok_or("no player")?;
        map.insert("players".into(), serde_json::json!([one, "Black"]));
        Ok(())
    }

    #[test]
    fn migrations_bring_old_records_up_to_date_and_refuse_what_they_cannot() {
        let table: &[Migration] = &[split_players];
        let mut old = serde_json::to_value(sample_game()).unwrap();
        let map = old.as_object_mut().unwrap();
        map.remove("players");
        map.insert("player".into(), "Ann".into());
        map.insert("v".into(), 1.into());
        let (game, migrated) = decode_with::<SavedGame>(&old.to_string(), table).unwrap();
        assert!(migrated);
        assert_eq!(game.players, ["Ann".to_string(), "Black".to_string()]);
        // A version-2 record is read as it is.
        let new = encode(&sample_game()).replace("\"v\":1", "\"v\":2");
        assert_eq!(
            decode_with::<SavedGame>(&new, table),
            Ok((sample_game(), false))
        );
        // A version-1 record the step cannot handle is broken, not lost.
        let odd = "{\"v\":1,\"name\":\"x\"}";
        assert_eq!(
            decode_with::<SavedGame>(odd, table),
            Err(ReadError::Broken("no player".into()))
        );
        assert_eq!(
            decode_with::<SavedGame>("{\"v\":3}", table),
            Err(ReadError::Newer(3))
        );
    }
}
