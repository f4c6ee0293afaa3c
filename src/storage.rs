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
//! version up to date through [`MIGRATIONS`] and writes it back; one that
//! does not read, or reads but does not hold a game or layout, is moved to
//! `cyvasse.broken.…` (never deleted) and reported. A record from a newer
//! version of the page is left as it is. Games are kept as the game text of
//! the engine's [`GameRecord`], so the engine stays the one judge of what a
//! game is. Entries of other pages on the same origin are never touched.

use cyvasse::{Game, GameRecord, Homeland, Layout};
use gloo_storage::{LocalStorage, Storage as _};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The schema version this page writes.
pub const SCHEMA: u64 = 1;

/// How records of each older version are brought up to the next one:
/// `MIGRATIONS[i]` turns version `i + 1` into version `i + 2`. Version 1 is
/// the first, so there is nothing to migrate yet.
pub const MIGRATIONS: &[Migration] = &[];

/// One step of migration, on a record's JSON.
pub type Migration = fn(&mut Value) -> Result<(), String>;

const PREFIX: &str = "cyvasse.";
const GAME: &str = "cyvasse.game.";
const LAYOUT: &str = "cyvasse.layout.";
const BROKEN: &str = "cyvasse.broken.";
const CURRENT: &str = "cyvasse.current";
const SETTINGS: &str = "cyvasse.settings";

/// A game kept on this device: in setup, in play, or over.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The name the players gave it, or one made up from its date.
    pub name: String,
    /// When it began, in milliseconds since 1970.
    pub created: f64,
    /// When it last changed.
    pub updated: f64,
    /// The players' names, White's first.
    pub players: [String; 2],
    /// Where the game is.
    pub stage: Stage,
    /// The computer's side and level, in a game against it.
    #[serde(default)]
    pub opponent: Option<Opponent>,
    /// Its revision (see the module's docs).
    #[serde(default)]
    pub rev: u64,
}

/// The computer as an opponent: its side (`w` or `b`) and level (`easy`,
/// `medium`, `hard`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Opponent {
    /// The side it plays.
    pub side: String,
    /// How strongly.
    pub level: String,
}

impl Opponent {
    /// The record of a computer playing `side` at `level`.
    pub fn of(side: cyvasse::Color, level: cyvasse::Level) -> Opponent {
        Opponent {
            side: side.char().to_string(),
            level: level.name().to_string(),
        }
    }

    /// The side and level, if they read.
    pub fn read(&self) -> Option<(cyvasse::Color, cyvasse::Level)> {
        let side = match self.side.as_str() {
            "w" => cyvasse::Color::White,
            "b" => cyvasse::Color::Black,
            _ => return None,
        };
        Some((side, self.level.parse().ok()?))
    }
}

/// Where a saved game is.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// A player is building a homeland.
    Setup {
        /// The homeland being built, in RULES.md §3.3 text (it may be
        /// unfinished). Its side is the player setting up.
        building: String,
        /// Whether that player has reached the army step.
        army: bool,
        /// White's finished homeland, once White is done.
        white: Option<String>,
    },
    /// The homelands are revealed: the game's text (see [`GameRecord`]).
    Play {
        /// The game's text.
        record: String,
    },
}

/// A tile layout kept in the library.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedLayout {
    /// Its name.
    pub name: String,
    /// When it was saved, in milliseconds since 1970.
    pub created: f64,
    /// The layout's text (see [`Layout`]).
    pub layout: String,
    /// Its revision (see the module's docs).
    #[serde(default)]
    pub rev: u64,
}

/// The player's settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    /// Whether the board turns to the player to move.
    pub follow: bool,
    /// Their revision (see the module's docs).
    #[serde(default)]
    pub rev: u64,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            follow: true,
            rev: 0,
        }
    }
}

/// Why a record cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// It is not JSON, or not a record of this kind.
    Broken(String),
    /// It was written by a newer version of the page.
    Newer(u64),
}

/// Why something could not be saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The browser's storage for this page is full.
    Full,
    /// The browser keeps no storage for this page (blocked, or private mode).
    Unavailable,
    /// The stored record changed (or went) since this copy of it was read:
    /// another tab wrote it.
    Stale,
}

impl std::fmt::Display for SaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            SaveError::Full => "The browser's storage for this page is full, so this was not saved. Delete a few saved games or layouts to make room.",
            SaveError::Unavailable => "This browser keeps no storage for this page (it may be blocked or private), so nothing can be saved.",
            SaveError::Stale => "This was changed in another tab of this page, so this change was not saved, and what is shown now is as the other tab left it.",
        })
    }
}

/// A record as JSON with its schema version: `{"v":1,…}`.
fn encode<T: Serialize>(record: &T) -> String {
    // Every record is a struct, written as a JSON object: the version goes
    // in as its first member.
    let json = serde_json::to_string(record).unwrap_or_default();
    match json.strip_prefix('{') {
        Some("}") => format!("{{\"v\":{SCHEMA}}}"),
        Some(rest) => format!("{{\"v\":{SCHEMA},{rest}"),
        None => json,
    }
}

/// The schema version of a record, read before the rest.
#[derive(Deserialize)]
struct Header {
    v: Option<u64>,
}

/// Reads a record, bringing it up to date with `migrations`. Also says
/// whether it was migrated (and so should be written back).
fn decode_with<T: DeserializeOwned>(
    text: &str,
    migrations: &[Migration],
) -> Result<(T, bool), ReadError> {
    let current = migrations.len() as u64 + 1;
    let header: Header =
        serde_json::from_str(text).map_err(|e| ReadError::Broken(format!("not a record: {e}")))?;
    let version = header
        .v
        .filter(|&v| v >= 1)
        .ok_or_else(|| ReadError::Broken("no schema version".into()))?;
    if version > current {
        return Err(ReadError::Newer(version));
    }
    let broken = |e: serde_json::Error| ReadError::Broken(e.to_string());
    if version == current {
        // The usual case, read straight into the record.
        return serde_json::from_str(text)
            .map(|r| (r, false))
            .map_err(broken);
    }
    let mut value: Value = serde_json::from_str(text).map_err(broken)?;
    for step in &migrations[version as usize - 1..] {
        step(&mut value).map_err(ReadError::Broken)?;
    }
    serde_json::from_value(value)
        .map(|r| (r, true))
        .map_err(broken)
}

fn decode<T: DeserializeOwned>(text: &str) -> Result<(T, bool), ReadError> {
    decode_with(text, MIGRATIONS)
}

impl SavedGame {
    /// Checks that the record holds a game the engine accepts: a homeland
    /// text that reads, or a game text that replays.
    pub fn check(&self) -> Result<(), String> {
        if self.opponent.as_ref().is_some_and(|o| o.read().is_none()) {
            return Err("the computer's side or level does not read".into());
        }
        match &self.stage {
            Stage::Setup {
                building, white, ..
            } => {
                let h: Homeland = building.parse().map_err(|e| format!("{e}"))?;
                if let Some(w) = white {
                    let w: Homeland = w.parse().map_err(|e| format!("{e}"))?;
                    w.validate().map_err(|e| format!("White's homeland: {e}"))?;
                    if h.side() != cyvasse::Color::Black {
                        return Err("White is done, but White is setting up".into());
                    }
                }
                Ok(())
            }
            Stage::Play { .. } => self.game().map(|_| ()),
        }
    }

    /// The game, replayed from its record; `None` while it is in setup.
    pub fn game(&self) -> Result<Option<Game>, String> {
        match &self.stage {
            Stage::Setup { .. } => Ok(None),
            Stage::Play { record } => {
                let record: GameRecord = record.parse().map_err(|e| format!("{e}"))?;
                record.replay().map(Some).map_err(|e| format!("{e}"))
            }
        }
    }

    /// Whether the game is finished.
    pub fn is_over(&self) -> bool {
        self.game()
            .is_ok_and(|g| g.is_some_and(|g| g.result().is_some()))
    }
}

impl SavedLayout {
    /// The layout, if its text reads.
    pub fn layout(&self) -> Result<Layout, String> {
        self.layout.parse().map_err(|e| format!("{e}"))
    }
}

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

/// The page's localStorage, if the browser gives it one.
fn raw() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn keys_with(prefix: &str) -> Vec<String> {
    let Some(s) = raw() else { return Vec::new() };
    let n = s.length().unwrap_or(0);
    let mut keys: Vec<String> = (0..n)
        .filter_map(|i| s.key(i).ok().flatten())
        .filter(|k| k.starts_with(prefix))
        .collect();
    sort_small(&mut keys, |a, b| a < b);
    keys
}

/// Sorts a short list in place, keeping the order of equal items: an
/// insertion sort, as the lists here are a player's saved entries, and the
/// standard library's sorts cost the page kilobytes each.
fn sort_small<T>(items: &mut [T], before: impl Fn(&T, &T) -> bool) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && before(&items[j], &items[j - 1]) {
            items.swap(j, j - 1);
            j -= 1;
        }
    }
}

fn get_raw(key: &str) -> Option<String> {
    raw()?.get_item(key).ok().flatten()
}

/// Writes a text as it is (an id, or a record being put back or set aside).
fn set_raw(key: &str, value: &str) -> Result<(), SaveError> {
    raw().ok_or(SaveError::Unavailable)?;
    // `setItem` throws only when the quota is reached.
    LocalStorage::raw()
        .set_item(key, value)
        .map_err(|_| SaveError::Full)
}

/// Writes a record as JSON with its schema version.
fn set_record<T: Serialize>(key: &str, record: &T) -> Result<(), SaveError> {
    set_raw(key, &encode(record))
}

/// Whether a write based on revision `based_on` may replace what is stored
/// (`stored`: its revision, `None` if nothing is): only the very revision
/// it was based on, or nothing at all for a new record.
fn may_write(stored: Option<u64>, based_on: u64) -> bool {
    match stored {
        Some(rev) => rev == based_on,
        None => based_on == 0,
    }
}

/// Writes `record` under `key` as the next revision after `*rev`, the one it
/// was based on (0: a new record), and sets `*rev` to the revision written.
/// Refused if the stored record is not at that revision (or is gone, for a
/// record that had been written before).
fn set_revised<T: Serialize + DeserializeOwned>(
    key: &str,
    record: &mut T,
    rev: impl Fn(&mut T) -> &mut u64,
) -> Result<(), SaveError> {
    let based_on = *rev(record);
    // What is stored, read as a record of the same kind: one that does not
    // read (or is from before revisions) counts as revision 0.
    let stored = get_raw(key).map(|text| decode::<T>(&text).map_or(0, |(mut r, _)| *rev(&mut r)));
    if !may_write(stored, based_on) {
        return Err(SaveError::Stale);
    }
    *rev(record) = based_on + 1;
    set_record(key, record).inspect_err(|_| *rev(record) = based_on)
}

fn remove(key: &str) {
    if let Some(s) = raw() {
        let _ = s.remove_item(key);
    }
}

/// Moves a broken entry out of the way, keeping its text; returns its new key.
fn set_aside(key: &str, text: &str) -> String {
    let rest = key.strip_prefix(PREFIX).unwrap_or(key);
    let mut to = format!("{BROKEN}{rest}");
    let mut n = 2;
    while get_raw(&to).is_some() {
        to = format!("{BROKEN}{rest}.{n}");
        n += 1;
    }
    // If even the copy cannot be written (storage full), leave it in place.
    if set_raw(&to, text).is_ok() {
        remove(key);
        to
    } else {
        key.to_string()
    }
}

/// Reads every entry under `prefix` with `check`, setting aside the broken.
fn list<T: DeserializeOwned + Serialize>(
    prefix: &str,
    check: impl Fn(&T) -> Result<(), String>,
    trouble: &mut Trouble,
) -> Vec<(String, T)> {
    let mut out = Vec::new();
    for key in keys_with(prefix) {
        let Some(text) = get_raw(&key) else { continue };
        match decode::<T>(&text).and_then(|(r, migrated)| {
            check(&r).map_err(ReadError::Broken)?;
            Ok((r, migrated))
        }) {
            Ok((record, migrated)) => {
                if migrated {
                    let _ = set_record(&key, &record);
                }
                let id = key[prefix.len()..].to_string();
                out.push((id, record));
            }
            Err(ReadError::Newer(_)) => trouble.newer += 1,
            Err(ReadError::Broken(reason)) => {
                let to = set_aside(&key, &text);
                trouble.set_aside.push((to, reason));
            }
        }
    }
    out
}

/// Every saved game, newest first, with what went wrong reading them.
pub fn games(trouble: &mut Trouble) -> Vec<(String, SavedGame)> {
    let mut games = list(GAME, SavedGame::check, trouble);
    // Listed oldest first (ids begin with the time they were made): reversed,
    // the list is nearly in order already, which the insertion sort likes.
    games.reverse();
    sort_small(&mut games, |a, b| a.1.updated > b.1.updated);
    games
}

/// One saved game, if it reads.
pub fn game(id: &str) -> Option<SavedGame> {
    let text = get_raw(&game_key(id))?;
    decode::<SavedGame>(&text)
        .ok()
        .map(|(g, _)| g)
        .filter(|g| g.check().is_ok())
}

/// Saves a game under `id`, as the revision after `game.rev` (which it then
/// holds); refused if the stored game is not at `game.rev`.
pub fn save_game(id: &str, game: &mut SavedGame) -> Result<(), SaveError> {
    set_revised(&game_key(id), game, |g| &mut g.rev)
}

/// The storage key of a saved game.
pub fn game_key(id: &str) -> String {
    format!("{GAME}{id}")
}

/// Whether a storage key is the settings'.
pub fn is_settings_key(key: &str) -> bool {
    key == SETTINGS
}

/// Whether a storage key is a saved layout's.
pub fn is_layout_key(key: &str) -> bool {
    key.starts_with(LAYOUT)
}

/// Deletes a saved game, returning its text so that the deletion can be undone.
/// If it was the game *Continue* resumes, it stays named as such: *Continue*
/// is offered only for a game that is there, so undoing the deletion makes it
/// the game to continue again.
pub fn delete_game(id: &str) -> Option<String> {
    let key = game_key(id);
    let text = get_raw(&key)?;
    remove(&key);
    Some(text)
}

/// Puts back a deleted game's text.
pub fn restore_game(id: &str, text: &str) -> Result<(), SaveError> {
    set_raw(&game_key(id), text)
}

/// The id of the game that *Continue* resumes.
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

/// Whether any layout is saved (read or not).
pub fn has_layouts() -> bool {
    !keys_with(LAYOUT).is_empty()
}

/// Every saved layout, in the order they were saved.
pub fn layouts(trouble: &mut Trouble) -> Vec<(String, SavedLayout)> {
    let mut layouts = list(LAYOUT, |l: &SavedLayout| l.layout().map(|_| ()), trouble);
    sort_small(&mut layouts, |a, b| a.1.created < b.1.created);
    layouts
}

/// Saves a layout under `id`, as the revision after `layout.rev` (which it
/// then holds); refused if the stored layout is not at `layout.rev`.
pub fn save_layout(id: &str, layout: &mut SavedLayout) -> Result<(), SaveError> {
    set_revised(&format!("{LAYOUT}{id}"), layout, |l| &mut l.rev)
}

/// Deletes a saved layout, returning its text so that it can be put back.
pub fn delete_layout(id: &str) -> Option<String> {
    let key = format!("{LAYOUT}{id}");
    let text = get_raw(&key)?;
    remove(&key);
    Some(text)
}

/// Puts back a deleted layout's text.
pub fn restore_layout(id: &str, text: &str) -> Result<(), SaveError> {
    set_raw(&format!("{LAYOUT}{id}"), text)
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
    set_revised(SETTINGS, settings, |s| &mut s.rev)
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
            r#"{"v":1,"name":"Old","created":1,"updated":1,"players":["White","Black"],"stage":{"play":{"record":""}}}"#,
        )
        .unwrap();
        assert_eq!(game.rev, 0);
        let mut game = game;
        game.rev = 4;
        let text = encode(&game);
        assert_eq!(decode::<SavedGame>(&text).unwrap().0, game);
    }

    fn sample_game() -> SavedGame {
        SavedGame {
            name: "Friday".into(),
            created: 1.0e12,
            updated: 1.0e12 + 5.0,
            players: ["Ann".into(), "Bo".into()],
            stage: Stage::Setup {
                building: "iron w 8/8/8/8 8/8/8/8".into(),
                army: false,
                white: None,
            },
            opponent: None,
            rev: 1,
        }
    }

    #[test]
    fn records_round_trip_with_their_version() {
        let game = sample_game();
        let text = encode(&game);
        assert!(text.contains("\"v\":1"), "{text}");
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

    #[test]
    fn a_saved_game_must_hold_a_game_the_engine_accepts() {
        assert_eq!(sample_game().check(), Ok(()));
        let mut game = sample_game();
        game.stage = Stage::Setup {
            building: "iron w nonsense".into(),
            army: false,
            white: None,
        };
        assert!(game.check().is_err());
        game.stage = Stage::Play {
            record: "iron w 8/8/8/8 8/8/8/8\niron b 8/8/8/8 8/8/8/8\n".into(),
        };
        let err = game.check().unwrap_err();
        assert!(err.contains("homeland"), "{err}");
    }

    #[test]
    fn a_game_against_the_computer_keeps_its_side_and_level() {
        let mut game = sample_game();
        game.opponent = Some(Opponent::of(cyvasse::Color::Black, cyvasse::Level::Hard));
        let (back, _) = decode::<SavedGame>(&encode(&game)).unwrap();
        assert_eq!(
            back.opponent.and_then(|o| o.read()),
            Some((cyvasse::Color::Black, cyvasse::Level::Hard))
        );
        // Records without an opponent (two players) still read.
        let text = encode(&sample_game());
        assert!(!text.contains("opponent\":{"), "{text}");
        game.opponent = Some(Opponent {
            side: "x".into(),
            level: "hard".into(),
        });
        assert!(game.check().is_err());
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
