//! Any link fragment: reading it never panics; a layout or game it gives is
//! written back as a link that gives the same again.
#![no_main]

use cyvasse::Link;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(fragment) = std::str::from_utf8(data) else { return };
    match Link::parse(fragment) {
        Ok(Some(Link::Layout(layout))) => {
            assert_eq!(Link::parse(&layout.to_link()), Ok(Some(Link::Layout(layout))));
        }
        Ok(Some(Link::Game(record))) => {
            let link = record.to_link();
            assert_eq!(Link::parse(&link), Ok(Some(Link::Game(record.clone()))));
            let _ = record.replay().map_err(|e| e.to_string());
        }
        Ok(None) => {}
        Err(e) => {
            let _ = e.to_string();
        }
    }
});
