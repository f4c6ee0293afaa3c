//! The records' text: JSON with a schema version `v` as its first member,
//! and the migrations that bring records of older versions up to date.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The schema version this page writes: one more than the migrations.
pub const SCHEMA: u64 = MIGRATIONS.len() as u64 + 1;

/// How records of each older version are brought up to the next one:
/// `MIGRATIONS[i]` turns version `i + 1` into version `i + 2`. Version 1 is
/// the first, so there is nothing to migrate yet.
///
/// A member added with a default needs no new version: the record is
/// completed in typed code when it is read (`Record::complete`), which costs
/// the page far less than a migration on JSON values (the first migration
/// brings in a reader of JSON values for every kind of record, some 8 KB of
/// gzipped WebAssembly).
pub const MIGRATIONS: &[Migration] = &[];

/// One step of migration, on a record's JSON.
pub type Migration = fn(&mut Value) -> Result<(), String>;

/// Why a record cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// It is not JSON, or not a record of this kind.
    Broken(String),
    /// It was written by a newer version of the page.
    Newer(u64),
}

/// A record as JSON with its schema version: `{"v":1,…}`.
pub(super) fn encode<T: Serialize>(record: &T) -> String {
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
pub(super) fn decode_with<T: DeserializeOwned>(
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

pub(super) fn decode<T: DeserializeOwned>(text: &str) -> Result<(T, bool), ReadError> {
    decode_with(text, MIGRATIONS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::records::{tests::sample_game, SavedGame, SavedLayout};

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
