//! Any text: parsing a position never panics; a parsed position prints back to
//! a text that parses to the same position, and its moves all play.
#![no_main]

use cyvasse::Position;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(pos) = text.parse::<Position>() else { return };
    let printed = pos.to_string();
    let again: Position = printed.parse().expect("a printed position parses");
    assert_eq!(again, pos);
    assert_eq!(again.to_string(), printed);
    let moves = pos.legal_moves();
    assert_eq!(moves.len() as u64, pos.count_legal_moves());
    for m in moves.iter().take(64) {
        pos.play(m.to_uci()).expect("a generated move plays");
    }
});
