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
