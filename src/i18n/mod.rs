//! The page's words, in the player's language: English, Indonesian,
//! Vietnamese, Hindi or Turkish.
//!
//! Each language has a catalog, `locales/<code>.txt` (see [`catalog`]):
//! English's is built into the page, and its keys are the names of the
//! messages ([`Msg`], [`Count`]); the others are fetched when chosen (the
//! service worker keeps them for offline play) and must match English's, or
//! the build fails. [`t`] gives a message in the language on show, [`fill`]
//! fills in its placeholders and [`count`] chooses a counting message's form
//! by the language's plural rules (CLDR's, written in `Lang::takes_one`).
//!
//! The language on show is a plain value, not a signal: the page's shell
//! builds the screen again when it changes (`Keeper::lang`), which keeps the
//! thousands of words on screen from being a thousand reactive bindings.

pub mod catalog;
pub mod reasons;
pub mod words;

use std::cell::{Cell, RefCell};

include!(concat!(env!("OUT_DIR"), "/messages.rs"));

/// A language of the page.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Id,
    Vi,
    Hi,
    Tr,
}

impl Lang {
    /// Every language, in the order the menu lists them.
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Id, Lang::Vi, Lang::Hi, Lang::Tr];

    /// Its BCP 47 code, as in `<html lang>` and the catalog's file name.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Id => "id",
            Lang::Vi => "vi",
            Lang::Hi => "hi",
            Lang::Tr => "tr",
        }
    }

    /// Its name, written in itself.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Id => "Bahasa Indonesia",
            Lang::Vi => "Tiếng Việt",
            Lang::Hi => "हिन्दी",
            Lang::Tr => "Türkçe",
        }
    }

    /// The language of a language tag such as `tr-TR` or `id` (`in` is
    /// Indonesian's old code, which some Android browsers still send).
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "id" | "in" => Some(Lang::Id),
            "vi" => Some(Lang::Vi),
            "hi" => Some(Lang::Hi),
            "tr" => Some(Lang::Tr),
            _ => None,
        }
    }

    /// The first of the browser's languages the page speaks, else English.
    pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or_default()
    }

    /// Whether `n` takes a counting message's `.one` form: CLDR's plural
    /// rules for whole numbers, as the browser's `Intl.PluralRules` has
    /// them (checked against it, see `numbers.txt`): Hindi's *one* is 0 and
    /// 1, English's and Turkish's 1 alone, and Indonesian and Vietnamese
    /// have no *one*. (Written here rather than asked of the browser: its
    /// rules take tens of milliseconds to start on a slow phone.)
    fn takes_one(self, n: u32) -> bool {
        match self {
            Lang::En | Lang::Tr => n == 1,
            Lang::Hi => n <= 1,
            Lang::Id | Lang::Vi => false,
        }
    }

    /// A count written as the language writes numbers: CLDR's default
    /// format, as the browser's `Intl.NumberFormat` has it (the digits 0-9
    /// in all five; thousands grouped by a comma in English and Hindi, by
    /// a point in the others; Hindi groups by two digits above the first
    /// three).
    fn number(self, n: u32) -> String {
        let digits = n.to_string();
        let separator = match self {
            Lang::En | Lang::Hi => ',',
            Lang::Id | Lang::Vi | Lang::Tr => '.',
        };
        // Where a separator goes, counted from the right.
        let grouped = |from_right: usize| match self {
            Lang::Hi => from_right == 3 || (from_right > 3 && !from_right.is_multiple_of(2)),
            _ => from_right.is_multiple_of(3),
        };
        let mut out = String::with_capacity(digits.len() + digits.len() / 2);
        for (i, digit) in digits.chars().enumerate() {
            let from_right = digits.len() - i;
            if i > 0 && grouped(from_right) {
                out.push(separator);
            }
            out.push(digit);
        }
        out
    }
}

thread_local! {
    /// The language on show and its texts, in the catalog's order.
    static ON_SHOW: Cell<(Lang, &'static [&'static str])> = Cell::new((Lang::En, &ENGLISH));
    /// The catalogs fetched so far.
    static FETCHED: RefCell<Vec<(Lang, &'static [&'static str])>> = const { RefCell::new(Vec::new()) };
}

/// The language on show.
pub fn lang() -> Lang {
    ON_SHOW.with(|c| c.get().0)
}

/// A message, in the language on show.
pub fn t(m: Msg) -> &'static str {
    ON_SHOW.with(|c| c.get().1[m as usize])
}

/// A message with its placeholders filled in: `{name}` by the value given
/// for `name`.
pub fn fill(m: Msg, values: &[(&str, &str)]) -> String {
    filled(t(m), values)
}

/// A counting message for `n` (its `{n}` filled in), in the form the
/// language on show takes for `n`, and its other placeholders filled in.
pub fn count(c: Count, n: u32, values: &[(&str, &str)]) -> String {
    let (lang, texts) = ON_SHOW.with(Cell::get);
    let index = c as usize + usize::from(!lang.takes_one(n));
    let number = lang.number(n);
    let mut all = vec![("n", number.as_str())];
    all.extend_from_slice(values);
    filled(texts[index], &all)
}

fn filled(text: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else { break };
        let name = &after[..close];
        match values.iter().find(|(k, _)| *k == name) {
            Some((_, v)) => out.push_str(v),
            None => {
                out.push('{');
                out.push_str(name);
                out.push('}');
            }
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

/// Why a language's catalog could not be had.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotFetched {
    /// No answer (offline before the first visit in that language).
    Network,
    /// A catalog that does not read, or of another build of the page.
    Unreadable,
}

/// A fetched catalog's texts, if it reads and has this build's keys (its
/// served form: `catalog::parse_served`).
fn texts_of(text: &'static str) -> Result<&'static [&'static str], NotFetched> {
    let (hash, texts) = catalog::parse_served(text).ok_or(NotFetched::Unreadable)?;
    if hash != KEYS_HASH || texts.len() != ENGLISH.len() {
        return Err(NotFetched::Unreadable);
    }
    Ok(Vec::leak(texts))
}

/// Puts `lang` on show, fetching its catalog the first time (a catalog is
/// kept for the page's life: five at most).
pub async fn show(lang: Lang) -> Result<(), NotFetched> {
    let texts = match lang {
        Lang::En => &ENGLISH[..],
        _ => match FETCHED.with(|f| f.borrow().iter().find(|(l, _)| *l == lang).map(|(_, t)| *t)) {
            Some(texts) => texts,
            None => {
                let text = fetch_text(&format!("locales/{}.txt", lang.code())).await?;
                let texts = texts_of(String::leak(text))?;
                FETCHED.with(|f| f.borrow_mut().push((lang, texts)));
                texts
            }
        },
    };
    ON_SHOW.with(|c| c.set((lang, texts)));
    #[cfg(target_arch = "wasm32")]
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        if let Some(root) = document.document_element() {
            let _ = root.set_attribute("lang", lang.code());
        }
        document.set_title(t(Msg::ManifestName));
        if let Ok(Some(meta)) = document.query_selector("meta[name=description]") {
            let _ = meta.set_attribute("content", t(Msg::ManifestDescription));
        }
        // The web app manifest in the language on show (scripts/finish-build.py).
        if let Ok(Some(link)) = document.query_selector("link[rel=manifest]") {
            let href = match lang {
                Lang::En => "manifest.webmanifest".to_string(),
                _ => format!("manifest-{}.webmanifest", lang.code()),
            };
            let _ = link.set_attribute("href", &href);
        }
    }
    Ok(())
}

#[cfg(target_arch = "wasm32")]
pub(crate) async fn fetch_text(url: &str) -> Result<String, NotFetched> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let window = web_sys::window().ok_or(NotFetched::Network)?;
    let response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|_| NotFetched::Network)?
        .dyn_into::<web_sys::Response>()
        .map_err(|_| NotFetched::Network)?;
    if !response.ok() {
        return Err(NotFetched::Network);
    }
    let text = JsFuture::from(response.text().map_err(|_| NotFetched::Network)?)
        .await
        .map_err(|_| NotFetched::Network)?;
    text.as_string().ok_or(NotFetched::Unreadable)
}

/// Natively (the tests) there is no site to fetch from.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) async fn fetch_text(_: &str) -> Result<String, NotFetched> {
    Err(NotFetched::Network)
}

/// The browser's languages, most wanted first (none natively).
pub fn browser_tags() -> Vec<String> {
    #[cfg(not(target_arch = "wasm32"))]
    return Vec::new();
    #[cfg(target_arch = "wasm32")]
    web_sys::window()
        .map(|w| {
            w.navigator()
                .languages()
                .iter()
                .filter_map(|v| v.as_string())
                .collect()
        })
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn english() -> catalog::Catalog<'static> {
        catalog::parse(include_str!("../../locales/en.txt")).unwrap()
    }

    #[test]
    fn every_catalog_has_englishs_keys_and_placeholders() {
        let en = english();
        assert_eq!(en.entries.len(), ENGLISH.len());
        assert_eq!(en.keys_hash(), KEYS_HASH);
        for lang in Lang::ALL.into_iter().skip(1) {
            let path = format!("{}/locales/{}.txt", env!("CARGO_MANIFEST_DIR"), lang.code());
            let Ok(text) = std::fs::read_to_string(&path) else {
                continue;
            };
            let theirs = catalog::parse(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
            theirs
                .matches(&en)
                .unwrap_or_else(|e| panic!("{path}: {e}"));
        }
    }

    /// A catalog's text for `key`, read from `locales/<code>.txt`.
    fn text_of(lang: Lang, key: &str) -> String {
        let path = format!("{}/locales/{}.txt", env!("CARGO_MANIFEST_DIR"), lang.code());
        let text = std::fs::read_to_string(&path).unwrap();
        let catalog = catalog::parse(&text).unwrap();
        let found = catalog.entries.iter().find(|(k, _)| *k == key);
        found.map(|(_, t)| t.to_string()).unwrap()
    }

    #[test]
    fn units_keep_the_names_the_game_s_texts_give_them() {
        // The Indonesian and Vietnamese texts of the original game keep
        // several names as they are; players know their units by them.
        let id = [
            ("unit-rabble", "Rabble"),
            ("unit-spearmen", "Tombak"),
            ("unit-crossbowmen", "Crossbowman"),
            ("unit-light-horse", "Light Horse"),
            ("unit-heavy-horse", "Kuda Berat"),
            ("unit-elephant", "Gajah"),
            ("unit-catapult", "Catapult"),
            ("unit-trebuchet", "Trebuchet"),
            ("unit-dragon", "Naga"),
            ("unit-king", "Raja"),
        ];
        let vi = [
            ("unit-rabble", "Rabble"),
            ("unit-spearmen", "Spearmen"),
            ("unit-crossbowmen", "Crossbowman"),
            ("unit-light-horse", "Light Horse"),
            ("unit-heavy-horse", "Heavy Horse"),
            ("unit-elephant", "Elephant"),
            ("unit-catapult", "Catapult"),
            ("unit-trebuchet", "Trebuchet"),
            ("unit-dragon", "Rồng"),
            ("unit-king", "Vua"),
        ];
        for (lang, names) in [(Lang::Id, id), (Lang::Vi, vi)] {
            for (key, name) in names {
                assert_eq!(text_of(lang, key), name, "{key} in {lang:?}");
            }
        }
        // Nor does any other message call them otherwise.
        let old = [
            (Lang::Id, "Rakyat Jelata"),
            (Lang::Id, "Pemanah"),
            (Lang::Id, "Kuda Ringan"),
            (Lang::Id, "Katapel"),
            (Lang::Vi, "Dân binh"),
            (Lang::Vi, "Lính giáo"),
            (Lang::Vi, "bắn nỏ"),
            (Lang::Vi, "Kỵ binh"),
            (Lang::Vi, "Voi"),
            (Lang::Vi, "Máy bắn đá"),
        ];
        for (lang, word) in old {
            let path = format!("{}/locales/{}.txt", env!("CARGO_MANIFEST_DIR"), lang.code());
            let text = std::fs::read_to_string(&path).unwrap();
            assert!(!text.contains(word), "{word} in {lang:?}");
        }
    }

    #[test]
    fn a_draw_by_no_captures_counts_plies_in_every_language() {
        // 100 plies: where the word is "moves", the count is each side's too.
        for key in ["result-no-captures-iron", "result-no-captures-armor"] {
            assert!(text_of(Lang::Id, key).starts_with("100 langkah (50 per pemain)"));
            assert!(text_of(Lang::Vi, key).starts_with("100 nước (mỗi bên 50)"));
        }
    }

    #[test]
    fn the_keys_name_englishs_texts() {
        for (i, (key, text)) in english().entries.iter().enumerate() {
            assert_eq!(KEYS[i], *key);
            assert_eq!(ENGLISH[i], *text);
        }
    }

    #[test]
    fn placeholders_are_filled_in() {
        assert_eq!(filled("{a} and {b}", &[("b", "2"), ("a", "1")]), "1 and 2");
        assert_eq!(filled("{a}{a}", &[("a", "x")]), "xx");
        // A value not given stays as it is written: a mistake shows.
        assert_eq!(filled("to {where}", &[]), "to {where}");
        assert_eq!(filled("no braces", &[("a", "x")]), "no braces");
    }

    #[test]
    fn browser_languages_choose_the_page_s() {
        assert_eq!(Lang::preferred(["de-DE", "tr-TR", "en"]), Lang::Tr);
        assert_eq!(Lang::preferred(["in"]), Lang::Id);
        assert_eq!(Lang::preferred(["HI"]), Lang::Hi);
        assert_eq!(Lang::preferred(["vi_VN"]), Lang::Vi);
        assert_eq!(Lang::preferred(["fr", "de"]), Lang::En);
        assert_eq!(Lang::preferred([]), Lang::En);
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.code()), Some(lang));
        }
    }

    #[test]
    fn plural_forms_and_numbers_follow_the_language() {
        // The table the browser's Intl is checked against, too.
        for line in include_str!("numbers.txt")
            .lines()
            .filter(|l| !l.starts_with('#'))
        {
            let [code, n, form, written] = line.split(' ').collect::<Vec<_>>()[..] else {
                panic!("{line}");
            };
            let lang = Lang::from_tag(code).unwrap();
            let n: u32 = n.parse().unwrap();
            assert_eq!(lang.takes_one(n), form == "one", "{line}");
            assert_eq!(lang.number(n), written, "{line}");
        }
    }
}
