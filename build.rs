//! 1. The page's WebAssembly keeps its relocations, so that the release build
//!    can cut the parts loaded later (`src/screens/parts.rs`) into files of
//!    their own (`scripts/finish-build.py`, with `wasm-split-cli`).
//! 2. The page's words: the message keys (`Msg`, `Count`) and English's texts
//!    are made from `locales/en.txt`, and every other catalog in `locales/`
//!    must match it (`src/i18n/catalog.rs`): a missing key, an extra one or
//!    other placeholders fail the build, with the key named.

// Its parts that only the page and the tests use are allowed to be unused
// by the file itself.
#[path = "src/i18n/catalog.rs"]
mod catalog;

use std::fmt::Write;
use std::path::Path;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=src/i18n/catalog.rs");
    println!("cargo::rerun-if-changed=locales");
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo::rustc-link-arg-bins=--emit-relocs");
    }
    messages();
}

/// `setup-left.one` → `SetupLeft` (the plural's name), `setup-fill` → `SetupFill`.
fn camel(key: &str) -> String {
    let base = key
        .strip_suffix(".one")
        .or_else(|| key.strip_suffix(".other"))
        .unwrap_or(key);
    base.split('-')
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
                .unwrap_or_default()
        })
        .collect()
}

fn messages() {
    let dir = Path::new("locales");
    let english_text = std::fs::read_to_string(dir.join("en.txt")).expect("locales/en.txt");
    let english = catalog::parse(&english_text).unwrap_or_else(|e| panic!("locales/en.txt: {e}"));

    let mut others: Vec<_> = std::fs::read_dir(dir)
        .expect("locales/")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.extension().is_some_and(|x| x == "txt") && p.file_stem().is_some_and(|s| s != "en")
        })
        .collect();
    others.sort();
    for path in &others {
        let text =
            std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let theirs = catalog::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        if let Err(e) = theirs.matches(&english) {
            panic!("{}: {e}", path.display());
        }
    }

    let mut msg = String::new();
    let mut count = String::new();
    let mut texts = String::new();
    let mut keys = String::new();
    for (i, (key, text)) in english.entries.iter().enumerate() {
        if key.ends_with(".other") {
        } else if key.ends_with(".one") {
            let _ = writeln!(
                count,
                "    /// `{key}` and its `.other`: {text}\n    {} = {i},",
                camel(key)
            );
        } else {
            let _ = writeln!(msg, "    /// {text}\n    {} = {i},", camel(key));
        }
        let _ = writeln!(texts, "    {text:?},");
        let _ = writeln!(keys, "    {key:?},");
    }
    let out = format!(
        "/// A message of the page: its key in `locales/en.txt`, as a name.\n\
         /// (A message the page never shows is a warning in the page's build,\n\
         /// not in the native tests, which leave out what only the browser does.)\n\
         #[cfg_attr(not(target_arch = \"wasm32\"), allow(dead_code))]\n\
         #[derive(Clone, Copy, Debug, PartialEq, Eq)]\n#[repr(u16)]\npub enum Msg {{\n{msg}}}\n\n\
         /// A message that counts something (`.one` and `.other` in the catalogs).\n\
         #[derive(Clone, Copy, Debug, PartialEq, Eq)]\n#[repr(u16)]\npub enum Count {{\n{count}}}\n\n\
         /// English's texts, in the catalog's order.\npub static ENGLISH: [&str; {n}] = [\n{texts}];\n\n\
         /// The keys, in the catalog's order.\n#[cfg(test)]\npub static KEYS: [&str; {n}] = [\n{keys}];\n\n\
         /// The hash of English's keys (`Catalog::keys_hash`).\npub const KEYS_HASH: u64 = {hash};\n",
        n = english.entries.len(),
        hash = english.keys_hash(),
    );
    let path = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("messages.rs");
    std::fs::write(path, out).expect("messages.rs");
}
