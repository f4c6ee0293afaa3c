//! Any text: parsing a game record never panics, nor does replaying it; a
//! parsed record round trips through its text and its link, and a game that
//! replays is written back as the same record.
#![no_main]

use cyvasse::{GameRecord, Link};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(record) = text.parse::<GameRecord>() else { return };
    let again: GameRecord = record.to_text().parse().expect("a printed record parses");
    assert_eq!(again, record);
    if let Ok(Some(Link::Game(linked))) = Link::parse(&record.to_link()) {
        assert_eq!(linked, record);
    }
    match record.replay() {
        Ok(game) => assert_eq!(GameRecord::of(&game), record),
        Err(e) => {
            let _ = e.to_string();
        }
    }
});
