//! A language's catalog of the page's words: its text form, read the same
//! way by the build (which makes the message keys from English's, and fails
//! on a catalog that does not match it), by the tests and by the page (which
//! fetches the other languages' catalogs when they are chosen).
//!
//! The form, `locales/<language>.txt`:
//! ```text
//! # A comment: what the messages below are for.
//! setup-fill = Fill randomly
//! setup-left.one = {n} unit still to place
//! setup-left.other = {n} units still to place
//! ```
//! A message is one line: its key (lower-case letters, digits and `-`), ` = `
//! and its text, in which `{name}` stands for a value filled in when it is
//! shown. A message that counts something has two forms, `.one` and then
//! `.other`, chosen by the language's plural rules (CLDR's, as
//! `Lang::takes_one` writes them).
//! Every catalog has English's keys, in English's order, and each message
//! the same placeholders as English's (a plural's `.one` may leave out the
//! count, which it names in words).
//!
//! No dependencies: the build script includes this file as a module. The
//! page itself reads only the form the site serves ([`parse_served`]); the
//! source form's reading and checking serve the build and the tests.
#![cfg_attr(not(test), allow(dead_code))]

/// A catalog: its messages, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Catalog<'a> {
    pub entries: Vec<(&'a str, &'a str)>,
}

/// Why a catalog does not read, or does not match English's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CatalogError {
    /// A line that is neither a message, a comment nor empty.
    Line { line: usize },
    /// A key of other characters than `a-z`, `0-9`, `-` and a plural's suffix.
    Key { line: usize, key: String },
    /// A key given twice.
    Twice { key: String },
    /// A plural's `.one` without its `.other` right after it, or the reverse.
    Plural { key: String },
    /// A `{` without its `}`, or a placeholder's name that is not a word.
    Brace { key: String },
    /// A key English has and this catalog does not (or not in its place).
    Missing { key: String },
    /// A key this catalog has and English does not (or not in its place).
    Extra { key: String },
    /// A message whose placeholders are not English's.
    Placeholders { key: String },
}

impl core::fmt::Display for CatalogError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            CatalogError::Line { line } => write!(f, "line {line}: not `key = text`"),
            CatalogError::Key { line, key } => write!(f, "line {line}: `{key}` is not a key"),
            CatalogError::Twice { key } => write!(f, "`{key}` is given twice"),
            CatalogError::Plural { key } => {
                write!(
                    f,
                    "`{key}`: a plural is `.one` then `.other`, one after the other"
                )
            }
            CatalogError::Brace { key } => {
                write!(f, "`{key}`: a placeholder is not closed or not a name")
            }
            CatalogError::Missing { key } => {
                write!(f, "`{key}` is missing (or out of English's order)")
            }
            CatalogError::Extra { key } => write!(
                f,
                "`{key}` is not one of English's keys (or out of its order)"
            ),
            CatalogError::Placeholders { key } => {
                write!(f, "`{key}`: its placeholders are not English's")
            }
        }
    }
}

fn key_is_well_formed(key: &str) -> bool {
    let base = key
        .strip_suffix(".one")
        .or_else(|| key.strip_suffix(".other"))
        .unwrap_or(key);
    !base.is_empty()
        && !base.starts_with('-')
        && base
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// The names of a message's placeholders, in order.
pub fn placeholders(text: &str) -> Result<Vec<&str>, ()> {
    let mut names = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let close = after.find('}').ok_or(())?;
        let name = &after[..close];
        if name.is_empty() || !name.bytes().all(|b| b.is_ascii_lowercase() || b == b'-') {
            return Err(());
        }
        names.push(name);
        rest = &after[close + 1..];
    }
    if rest.contains('}') {
        return Err(());
    }
    Ok(names)
}

/// Reads a catalog's text (see the module's docs).
pub fn parse(text: &str) -> Result<Catalog<'_>, CatalogError> {
    let mut entries: Vec<(&str, &str)> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line_no = i + 1;
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let (key, value) = trimmed
            .split_once(" = ")
            .or_else(|| trimmed.strip_suffix(" =").map(|k| (k, "")))
            .ok_or(CatalogError::Line { line: line_no })?;
        let key = key.trim();
        if !key_is_well_formed(key) {
            return Err(CatalogError::Key {
                line: line_no,
                key: key.to_string(),
            });
        }
        if placeholders(value).is_err() {
            return Err(CatalogError::Brace {
                key: key.to_string(),
            });
        }
        entries.push((key, value.trim()));
    }
    for (i, (key, _)) in entries.iter().enumerate() {
        if entries[..i].iter().any(|(k, _)| k == key) {
            return Err(CatalogError::Twice {
                key: key.to_string(),
            });
        }
        let next = entries.get(i + 1).map(|(k, _)| *k);
        let before = i.checked_sub(1).map(|j| entries[j].0);
        if let Some(base) = key.strip_suffix(".one") {
            if next.and_then(|k| k.strip_suffix(".other")) != Some(base) {
                return Err(CatalogError::Plural {
                    key: key.to_string(),
                });
            }
        }
        if let Some(base) = key.strip_suffix(".other") {
            if before.and_then(|k| k.strip_suffix(".one")) != Some(base) {
                return Err(CatalogError::Plural {
                    key: key.to_string(),
                });
            }
        }
    }
    Ok(Catalog { entries })
}

/// Reads a catalog as the site serves it (`scripts/finish-build.py`): a
/// first line `#catalog <hash>`, the hash of its keys in hexadecimal, then
/// its texts, a line each, in the keys' order. Gives the hash and the texts.
pub fn parse_served(text: &str) -> Option<(u64, Vec<&str>)> {
    let mut lines = text.lines();
    let hash = lines.next()?.strip_prefix("#catalog ")?;
    let hash = u64::from_str_radix(hash.trim(), 16).ok()?;
    Some((hash, lines.collect()))
}

fn sorted(mut names: Vec<&str>) -> Vec<&str> {
    names.sort_unstable();
    names.dedup();
    names
}

impl Catalog<'_> {
    /// Whether this catalog has English's keys in English's order, and each
    /// message English's placeholders (see the module's docs); else the
    /// first key that differs. (The build and the tests check; the page
    /// only reads catalogs that passed.)
    pub fn matches(&self, english: &Catalog<'_>) -> Result<(), CatalogError> {
        for (i, &(key, text)) in english.entries.iter().enumerate() {
            let Some(&(theirs, their_text)) = self.entries.get(i) else {
                return Err(CatalogError::Missing {
                    key: key.to_string(),
                });
            };
            if theirs != key {
                return Err(if self.entries.iter().any(|(k, _)| *k == key) {
                    CatalogError::Extra {
                        key: theirs.to_string(),
                    }
                } else {
                    CatalogError::Missing {
                        key: key.to_string(),
                    }
                });
            }
            let ours = sorted(placeholders(text).unwrap_or_default());
            let theirs_names = sorted(placeholders(their_text).unwrap_or_default());
            let fits = if key.ends_with(".one") {
                // The `.one` form may name its count in words.
                let other = sorted(placeholders(english.entries[i + 1].1).unwrap_or_default());
                theirs_names.iter().all(|n| other.contains(n))
                    && ours
                        .iter()
                        .filter(|n| **n != "n")
                        .all(|n| theirs_names.contains(n))
            } else {
                ours == theirs_names
            };
            if !fits {
                return Err(CatalogError::Placeholders {
                    key: key.to_string(),
                });
            }
        }
        if let Some(&(extra, _)) = self.entries.get(english.entries.len()) {
            return Err(CatalogError::Extra {
                key: extra.to_string(),
            });
        }
        Ok(())
    }

    /// A hash of the keys in order (FNV-1a, 64 bits): the page compares a
    /// fetched catalog's with English's, so that a catalog of another build
    /// is never shown with this one's keys.
    pub fn keys_hash(&self) -> u64 {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for (key, _) in &self.entries {
            for b in key.bytes().chain(core::iter::once(b'\n')) {
                hash ^= u64::from(b);
                hash = hash.wrapping_mul(0x0100_0000_01b3);
            }
        }
        hash
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ENGLISH: &str = "# words\na = One\nb-2 = Hello, {name}\nleft.one = one unit left\nleft.other = {n} units left\n";

    #[test]
    fn reads_messages_comments_and_plurals() {
        let c = parse(ENGLISH).unwrap();
        assert_eq!(
            c.entries,
            vec![
                ("a", "One"),
                ("b-2", "Hello, {name}"),
                ("left.one", "one unit left"),
                ("left.other", "{n} units left"),
            ]
        );
        assert_eq!(c.matches(&c), Ok(()));
    }

    #[test]
    fn refuses_what_does_not_read() {
        assert_eq!(parse("a: b"), Err(CatalogError::Line { line: 1 }));
        assert_eq!(
            parse("\nA = b"),
            Err(CatalogError::Key {
                line: 2,
                key: "A".into()
            })
        );
        assert_eq!(
            parse("a = x\na = y"),
            Err(CatalogError::Twice { key: "a".into() })
        );
        assert_eq!(
            parse("a.one = x"),
            Err(CatalogError::Plural {
                key: "a.one".into()
            })
        );
        assert_eq!(
            parse("a.one = x\nb = y\na.other = z"),
            Err(CatalogError::Plural {
                key: "a.one".into()
            })
        );
        assert_eq!(
            parse("a = {n"),
            Err(CatalogError::Brace { key: "a".into() })
        );
        assert_eq!(
            parse("a = {N}"),
            Err(CatalogError::Brace { key: "a".into() })
        );
        assert_eq!(
            parse("a = n}"),
            Err(CatalogError::Brace { key: "a".into() })
        );
    }

    #[test]
    fn names_the_key_that_differs_from_english() {
        let en = parse(ENGLISH).unwrap();
        let check = |text: &str| parse(text).unwrap().matches(&en);
        assert_eq!(
            check("a = Satu\nb-2 = Halo, {name}\nleft.one = {n} unit\nleft.other = {n} unit"),
            Ok(())
        );
        assert_eq!(
            check("a = Satu\nleft.one = x\nleft.other = {n} y"),
            Err(CatalogError::Missing { key: "b-2".into() })
        );
        assert_eq!(
            check("a = Satu\nb-2 = Halo, {name}\nleft.one = x\nleft.other = {n} y\nz = 1"),
            Err(CatalogError::Extra { key: "z".into() })
        );
        assert_eq!(
            check("b-2 = Halo, {name}\na = Satu\nleft.one = x\nleft.other = {n} y"),
            Err(CatalogError::Extra { key: "b-2".into() })
        );
        assert_eq!(
            check("a = Satu\nb-2 = Halo, {nama}\nleft.one = x\nleft.other = {n} y"),
            Err(CatalogError::Placeholders { key: "b-2".into() })
        );
        assert_eq!(
            check("a = Satu\nb-2 = Halo, {name}\nleft.one = x\nleft.other = y"),
            Err(CatalogError::Placeholders {
                key: "left.other".into()
            })
        );
        assert_eq!(
            check("a = Satu\nb-2 = Halo, {name}\nleft.one = {m} x\nleft.other = {n} y"),
            Err(CatalogError::Placeholders {
                key: "left.one".into()
            })
        );
    }

    #[test]
    fn a_served_catalog_is_its_keys_hash_and_its_texts() {
        let served = "#catalog 00000000000000ff\nSatu\nHalo, {name}\n\nlast\n";
        assert_eq!(
            parse_served(served),
            Some((255, vec!["Satu", "Halo, {name}", "", "last"]))
        );
        assert_eq!(parse_served("Satu\nDua"), None);
        assert_eq!(parse_served("#catalog xyz\nSatu"), None);
        assert_eq!(parse_served(""), None);
    }

    #[test]
    fn the_keys_hash_follows_the_keys_not_the_words() {
        let en = parse(ENGLISH).unwrap();
        let other =
            parse("a = Satu\nb-2 = Halo, {name}\nleft.one = x\nleft.other = {n} y").unwrap();
        assert_eq!(en.keys_hash(), other.keys_hash());
        let moved = parse("b-2 = Halo, {name}\na = Satu").unwrap();
        assert_ne!(en.keys_hash(), moved.keys_hash());
    }
}
