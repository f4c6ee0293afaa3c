//! The engine's `armor` (RULES.md §2) against the plain reference
//! implementation (`common/reference_armor.rs`): every position of random
//! games, move by move — the legal moves, the position after each move, and
//! how the game stands.

mod common;

use common::reference_armor::{armor_end, armor_moves, armor_play, ArmorEnd};
use cyvasse::{Color, Homeland, MoveKind, Outcome, Position, Ruleset, SplitMix64};

/// The start position of two random valid `armor` homelands from `seed`.
fn armor_start(seed: u64) -> Position {
    let mut r = SplitMix64::new(seed);
    let mut rng = || r.next_u64();
    let white = Homeland::random(Ruleset::Armor, Color::White, &mut rng);
    let black = Homeland::random(Ruleset::Armor, Color::Black, &mut rng);
    Position::from_homelands(&white, &black).expect("random homelands are valid")
}

/// The engine's legal moves of `pos` as sorted move text.
fn engine_moves(pos: &Position) -> Vec<String> {
    let mut moves: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
    moves.sort();
    moves
}

/// How the game stands in `pos`, in the reference's terms.
fn engine_end(pos: &Position) -> ArmorEnd {
    match pos.outcome() {
        None => ArmorEnd::Ongoing,
        Some(Outcome::Decisive { winner }) => ArmorEnd::KingCaptured {
            winner: winner.char(),
        },
        Some(Outcome::NoLegalMove { winner }) => ArmorEnd::NoLegalMove {
            winner: winner.char(),
        },
        Some(Outcome::NoKings) => panic!("play never takes both Kings: {pos}"),
    }
}

/// Random games from random starts, every position checked against the
/// reference: at least 50,000 positions in all. Moves are picked at random,
/// captures more often, so that games reach thin armies and lone Towers
/// (a side left with no move is the rule tests' to reach).
#[test]
fn random_games_agree_with_the_reference() {
    let mut positions = 0;
    let (mut kings_taken, mut catapult_captures, mut played_captures) = (0, 0, 0);
    let mut seed = 0;
    while positions < 50_000 {
        seed += 1;
        let mut r = SplitMix64::new(seed ^ 0xA4A4);
        let mut pos = armor_start(seed);
        for _ in 0..300 {
            let text = pos.to_text();
            positions += 1;
            let moves = engine_moves(&pos);
            assert_eq!(moves, armor_moves(&text).unwrap(), "moves of {text}");
            let end = engine_end(&pos);
            assert_eq!(end, armor_end(&text).unwrap(), "end of {text}");
            if moves.is_empty() {
                kings_taken += usize::from(matches!(end, ArmorEnd::KingCaptured { .. }));
                break;
            }
            let list = pos.legal_moves();
            let captures: Vec<_> = list.iter().filter(|m| m.is_capture_or_ruin()).collect();
            let m = if !captures.is_empty() && r.next_u64().is_multiple_of(3) {
                *captures[(r.next_u64() % captures.len() as u64) as usize]
            } else {
                list[(r.next_u64() % list.len() as u64) as usize]
            };
            played_captures += usize::from(m.is_capture_or_ruin());
            catapult_captures += usize::from(m.kind() == MoveKind::Shot);
            let next = pos.play(m.to_uci()).unwrap();
            assert_eq!(
                next.to_text(),
                armor_play(&text, &m.to_string()).unwrap(),
                "{m} in {text}"
            );
            assert_eq!(next.zobrist(), next.zobrist_from_scratch(), "{next}");
            pos = next;
        }
    }
    assert!(
        kings_taken > 50,
        "only {kings_taken} games ended with a King taken"
    );
    assert!(
        played_captures > 5_000,
        "only {played_captures} captures played"
    );
    assert!(
        catapult_captures > 100,
        "only {catapult_captures} Catapult captures played"
    );
}
