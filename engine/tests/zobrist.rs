//! Zobrist keys: the key kept move by move equals the key computed from the
//! whole position, along random games.

mod common;

use common::{playout, random_start};
use cyvasse::{Position, Uci};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, failure_persistence: None, ..ProptestConfig::default() })]

    /// After every move of a random game (captures, shots, ruins, frozen
    /// units, passes), the incremental key equals the one from scratch and the
    /// one of the position read back from its text.
    #[test]
    fn incremental_key_equals_key_from_scratch(seed in any::<u64>()) {
        let start = random_start(seed);
        prop_assert_eq!(start.zobrist(), start.zobrist_from_scratch());
        for (pos, m) in playout(&start, 160, seed ^ 7) {
            let mut next = pos.clone();
            next.play_unchecked(m);
            prop_assert_eq!(next.zobrist(), next.zobrist_from_scratch(), "after {} in {}", m, pos);
            let read: Position = next.to_string().parse().unwrap();
            prop_assert_eq!(read.zobrist(), next.zobrist());
        }
    }
}

/// The same position reached by two move orders has one key; the side to move
/// and a frozen mark change it.
#[test]
fn key_follows_the_position_not_the_path() {
    let example: Position = "iron 1wmfm1m1/1m2fwmw/1f1t1w1f/2m2ffw/tmm1fm2/2wf2fm/mfwf3f/1w1w1mw1 1d3c2/5r2/3stlxh/1e2k3/6H1/DRS1C3/5EK1/T5XL w - 0 1".parse().unwrap();
    let play = |moves: &[&str]| {
        moves.iter().fold(example.clone(), |p, m| {
            p.play(m.parse::<Uci>().unwrap()).unwrap()
        })
    };
    let a = play(&["g2g3", "f7e7", "c3d2", "d6d7"]);
    let b = play(&["c3d2", "d6d7", "g2g3", "f7e7"]);
    assert!(a.same_for_repetition(&b));
    assert_eq!(a.zobrist(), b.zobrist());
    let c = play(&["g2g3", "f7e7", "c3d2"]);
    assert_ne!(a.zobrist(), c.zobrist());
    assert_ne!(example.zobrist(), play(&["g2g3"]).zobrist());
}
