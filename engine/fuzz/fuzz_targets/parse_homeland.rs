//! Any text: parsing and validating a homeland never panics, and a parsed
//! homeland round trips through its text form.
#![no_main]

use cyvasse::Homeland;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(homeland) = text.parse::<Homeland>() else { return };
    let _ = homeland.validate().map_err(|e| e.to_string());
    let again: Homeland = homeland.to_string().parse().expect("a printed homeland parses");
    assert_eq!(again, homeland);
});
