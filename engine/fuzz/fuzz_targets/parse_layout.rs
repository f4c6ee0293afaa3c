//! Any text: parsing a layout never panics; a parsed layout round trips
//! through its text and its link, and gives a homeland for either side.
#![no_main]

use cyvasse::{Color, Layout, Link};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(layout) = text.parse::<Layout>() else { return };
    let again: Layout = layout.to_text().parse().expect("a printed layout parses");
    assert_eq!(again, layout);
    match Link::parse(&layout.to_link()) {
        Ok(Some(Link::Layout(linked))) => assert_eq!(linked, layout),
        other => panic!("a layout's link gives {other:?}"),
    }
    for side in [Color::White, Color::Black] {
        let homeland = layout.homeland(side);
        assert_eq!(homeland.side(), side);
        let _ = homeland.validate().map_err(|e| e.to_string());
    }
});
