//! Raw access to the browser's localStorage: texts under keys, and
//! entries set aside.

use crate::i18n::{t, Msg};
use gloo_storage::{LocalStorage, Storage as _};

/// The prefix of every key of the page's own.
const PREFIX: &str = "cyvasse.";
/// The prefix under which entries that cannot be read are set aside.
const BROKEN: &str = "cyvasse.broken.";

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
        f.write_str(t(match self {
            SaveError::Full => Msg::StoreFull,
            SaveError::Unavailable => Msg::StoreUnavailable,
            SaveError::Stale => Msg::StoreStale,
        }))
    }
}

/// The page's localStorage, if the browser gives it one.
pub(super) fn raw() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

pub(super) fn keys_with(prefix: &str) -> Vec<String> {
    let Some(s) = raw() else { return Vec::new() };
    let n = s.length().unwrap_or(0);
    let mut keys: Vec<String> = (0..n)
        .filter_map(|i| s.key(i).ok().flatten())
        .filter(|k| k.starts_with(prefix))
        .collect();
    sort_small(&mut keys, |a, b| a < b);
    keys
}

pub(super) fn get_raw(key: &str) -> Option<String> {
    raw()?.get_item(key).ok().flatten()
}

/// Writes a text as it is (an id, or a record being put back or set aside).
pub(super) fn set_raw(key: &str, value: &str) -> Result<(), SaveError> {
    raw().ok_or(SaveError::Unavailable)?;
    // `setItem` throws only when the quota is reached.
    LocalStorage::raw()
        .set_item(key, value)
        .map_err(|_| SaveError::Full)
}

pub(super) fn remove(key: &str) {
    if let Some(s) = raw() {
        let _ = s.remove_item(key);
    }
}

/// Moves a broken entry out of the way, keeping its text; returns its new key.
pub(super) fn set_aside(key: &str, text: &str) -> String {
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

/// Sorts a short list in place, keeping the order of equal items: an
/// insertion sort, as the lists here are a player's saved entries, and the
/// standard library's sorts cost the page kilobytes each.
pub fn sort_small<T>(items: &mut [T], before: impl Fn(&T, &T) -> bool) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && before(&items[j], &items[j - 1]) {
            items.swap(j, j - 1);
            j -= 1;
        }
    }
}
