//! The engine's `armor` (RULES.md §2) against the plain reference
//! implementation (`common/reference_armor.rs`): every position of random
//! games, move by move — the legal moves, the position after each move, and
//! how the game stands; and the facts the board shows (attackers, capturable
//! pieces, the Tower's guard, the Spearmen's zones), square by square.

mod common;

use common::reference_armor::{
    armor_attackers, armor_capturable, armor_end, armor_guarded, armor_in_zone, armor_moves,
    armor_play, ArmorEnd,
};
use cyvasse::{Color, Homeland, MoveKind, Outcome, Position, Ruleset, SplitMix64, Square};

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

/// Every square of every position of random games (at least 5,000
/// positions): the number of its piece's attackers, whether that piece is
/// capturable and guarded, and whether each side's Spearmen close the square
/// agree with the reference.
#[test]
fn board_facts_agree_with_the_reference() {
    let mut positions = 0;
    let (mut guarded, mut capturable, mut counted_past_two) = (0, 0, 0);
    let mut seed = 0;
    while positions < 5_000 {
        seed += 1;
        let mut r = SplitMix64::new(seed ^ 0xFAC7);
        let mut pos = armor_start(seed);
        for _ in 0..300 {
            let text = pos.to_text();
            positions += 1;
            let guard = pos.guarded();
            let zones = [pos.zones(Color::White), pos.zones(Color::Black)];
            for sq in Square::all() {
                let name = sq.to_string();
                let attackers = pos.attackers_of(sq);
                let at = || format!("{name} in {text}");
                assert_eq!(
                    attackers.count(),
                    armor_attackers(&text, &name).unwrap(),
                    "attackers of {}",
                    at()
                );
                if let Some(piece) = pos.piece_at(sq) {
                    assert!(
                        (attackers & pos.pieces_of(piece.color)).is_empty(),
                        "{}",
                        at()
                    );
                }
                let taken = Color::ALL.iter().any(|&c| pos.capturable(c).contains(sq));
                assert_eq!(taken, armor_capturable(&text, &name).unwrap(), "{}", at());
                assert_eq!(
                    guard.contains(sq),
                    armor_guarded(&text, &name).unwrap(),
                    "{}",
                    at()
                );
                for (zone, white) in zones.iter().zip([true, false]) {
                    assert_eq!(
                        zone.contains(sq),
                        armor_in_zone(&text, &name, white).unwrap(),
                        "zone of {}",
                        at()
                    );
                }
                guarded += usize::from(guard.contains(sq));
                capturable += usize::from(taken);
                counted_past_two += usize::from(attackers.count() > 2);
            }
            let list = pos.legal_moves();
            if list.is_empty() {
                break;
            }
            let captures: Vec<_> = list.iter().filter(|m| m.is_capture_or_ruin()).collect();
            let m = if !captures.is_empty() && r.next_u64().is_multiple_of(3) {
                *captures[(r.next_u64() % captures.len() as u64) as usize]
            } else {
                list[(r.next_u64() % list.len() as u64) as usize]
            };
            pos.play_unchecked(m);
        }
    }
    assert!(guarded > 10_000, "only {guarded} guarded pieces seen");
    assert!(
        capturable > 10_000,
        "only {capturable} capturable pieces seen"
    );
    assert!(
        counted_past_two > 1_000,
        "only {counted_past_two} pieces with more than two attackers seen"
    );
}
