//! The lessons built in, for the command line and the tests (the page
//! fetches the same files instead).

use alloc::string::String;

use cyvasse::Ruleset;

use crate::book::{Book, BookError};

include!(concat!(env!("OUT_DIR"), "/stages.rs"));

/// The stage files of `ruleset`, joined in their order: the text the page
/// fetches.
pub fn text(ruleset: Ruleset) -> String {
    let files = match ruleset {
        Ruleset::Iron => IRON,
        Ruleset::Armor => ARMOR,
    };
    files.iter().fold(String::new(), |mut all, file| {
        all.push_str(file);
        all.push('\n');
        all
    })
}

/// The lessons of `ruleset`, as built in.
pub fn book(ruleset: Ruleset) -> Result<Book, BookError> {
    Book::parse(ruleset, &text(ruleset))
}
