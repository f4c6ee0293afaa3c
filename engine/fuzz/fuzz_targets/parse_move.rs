//! Any text as a move, in a fixed position of each ruleset: parsing and
//! playing never panic, and a move that plays is one of the generated moves.
#![no_main]

use cyvasse::{Position, Uci};
use libfuzzer_sys::fuzz_target;

const EXAMPLE: &str = "iron 1wmfm1m1/1m2fwmw/1f1t1w1f/2m2ffw/tmm1fm2/2wf2fm/mfwf3f/1w1w1mw1 1d3c2/5r2/3stlxh/1e2k3/6H1/DRS1C3/5EK1/T5XL w - 0 1";

/// A position of `armor` (the first of `engine/tests/perft_armor.txt`).
const ARMOR: &str = "armor 3mw2w/1m5w/8/m7/3m1w2/4m1w1/6m1/3w4 xrr2ces/4oleh/2x2d1r/2shrl1k/RHH1SLR1/SEOE1XL1/3KD3/2R1XRC1 w - 0 1";

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(uci) = text.parse::<Uci>() else { return };
    assert_eq!(uci.to_string().parse::<Uci>(), Ok(uci));
    for example in [EXAMPLE, ARMOR] {
        let pos: Position = example.parse().expect("the example parses");
        if let Ok(next) = pos.play(uci) {
            assert!(pos.legal_moves().iter().any(|m| m.to_uci() == uci));
            assert_ne!(next.side_to_move(), pos.side_to_move());
        }
    }
});
