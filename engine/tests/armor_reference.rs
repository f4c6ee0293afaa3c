//! Tests of the `armor` reference implementation (`common/reference_armor.rs`)
//! itself, on small positions whose legal moves are worked out by hand from
//! RULES.md §2. In every position White's King stands on a1 or h1 and Black's
//! on h8, out of the way, unless the test is about the Kings.

mod common;

use common::reference_armor::{
    armor_attackers, armor_canonical, armor_end, armor_moves, armor_perft, armor_play, ArmorEnd,
};

/// The legal moves starting on `from`, sorted.
fn moves_from(position: &str, from: &str) -> Vec<String> {
    armor_moves(position)
        .unwrap_or_else(|e| panic!("{e}: {position}"))
        .into_iter()
        .filter(|m| m.starts_with(from))
        .collect()
}

/// The expected list, sorted.
fn list(moves: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    out.sort();
    out
}

fn has(position: &str, mv: &str) -> bool {
    armor_moves(position).unwrap().iter().any(|m| m == mv)
}

#[test]
fn light_horse_path_turns_and_passes_own_pieces() {
    // Mountains on a3, c1, c2, c3; White Light Horse a1, White Rabble a2, b1,
    // b2. §2.3: a path of up to 3 king-steps that may turn, may pass through
    // own pieces but not end on them, never enters a mountain. Every first
    // step lands on an own Rabble (a2, b1, b2) or a mountain; from a2 or b2
    // the only free square is b3 (2 steps, a turning path a1-b2-b3 or
    // a1-a2-b3); from b3 the third step reaches a4, b4, c4 (a3, c3 are
    // mountains, a2, b2 own pieces).
    let pos = "armor 8/8/8/8/8/m1m5/2m5/2m5 7k/8/8/8/8/8/RR6/LR5K w - 0 1";
    assert_eq!(
        moves_from(pos, "a1"),
        list(&["a1a4", "a1b3", "a1b4", "a1c4"])
    );

    // The same with Black Rabble instead: enemies cannot be passed (§2.3), so
    // no normal move is left; each Rabble (armor 1) is attacked by the Light
    // Horse (attack 1), so it is capturable and taken by a one-square
    // straight move (§2.4).
    let pos = "armor 8/8/8/8/8/m1m5/2m5/2m5 7k/8/8/8/8/8/rr6/Lr5K w - 0 1";
    assert_eq!(moves_from(pos, "a1"), list(&["a1a2", "a1b1", "a1b2"]));
}

#[test]
fn elephant_is_blocked_by_its_own_piece() {
    // White Elephant d4, White Rabble d5, Black Crossbowmen d6 and f4 (armor
    // 0: always capturable, §2.4). The Elephant moves 1 (any empty neighbour:
    // c3 c4 c5 d3 e3 e4 e5; d5 is its own) and captures in a straight line up
    // to 2 away; it may not pass its own piece (§2.2), so d6 behind the Rabble
    // is out of reach, while f4 behind the empty e4 is taken.
    let pos = "armor 8/8/8/8/8/8/8/8 7k/8/3x4/3R4/3E1x2/8/8/K7 w - 0 1";
    assert_eq!(
        moves_from(pos, "d4"),
        list(&["d4c3", "d4c4", "d4c5", "d4d3", "d4e3", "d4e4", "d4e5", "d4f4"])
    );

    // A Heavy Horse (move 2) in the same place passes its own Rabble: it takes
    // d6 as well as f4, and reaches every empty square within two king-steps
    // (the 5×5 box b2–f6 less d4 itself, d5 its own, d6 and f4 enemies).
    let pos = "armor 8/8/8/8/8/8/8/8 7k/8/3x4/3R4/3H1x2/8/8/K7 w - 0 1";
    assert_eq!(
        moves_from(pos, "d4"),
        list(&[
            "d4b2", "d4b3", "d4b4", "d4b5", "d4b6", "d4c2", "d4c3", "d4c4", "d4c5", "d4c6", "d4d2",
            "d4d3", "d4d6", "d4e2", "d4e3", "d4e4", "d4e5", "d4e6", "d4f2", "d4f3", "d4f4", "d4f5",
            "d4f6",
        ])
    );
}

#[test]
fn spearmen_zone_blocks_an_enemy_path_but_not_the_dragon() {
    // Water on b3 b4 b5 c3 c5 d3 d5 around c4; Black Spearmen e5, whose
    // forward-diagonal squares (Black moves down the board) are d4 and f4.
    // White Heavy Horse c4 (move 2): every neighbour but d4 is water, which
    // ends a move (§2.3), and d4 is a zone square that an enemy may end on
    // but not pass through (§2.2). So only the eight one-step moves remain.
    let pos = "armor 8/8/8/1www4/1w6/1www4/8/8 7k/8/8/4s3/2H5/8/8/K7 w - 0 1";
    assert_eq!(
        moves_from(pos, "c4"),
        list(&["c4b3", "c4b4", "c4b5", "c4c3", "c4c5", "c4d3", "c4d4", "c4d5"])
    );

    // A Dragon there (move 4) is exempt from the zone and passes over the
    // enemy Spearmen (§2.2): it leaves through d4 and then reaches every
    // non-water square within three more steps that avoid water — the box
    // c1–g7 less the water c3 c5 d3 d5, its start c4 and the Spearmen's e5 —
    // plus the seven water squares it may end on.
    let pos = "armor 8/8/8/1www4/1w6/1www4/8/8 7k/8/8/4s3/2D5/8/8/K7 w - 0 1";
    assert_eq!(
        moves_from(pos, "c4"),
        list(&[
            "c4b3", "c4b4", "c4b5", "c4c3", "c4c5", "c4d3", "c4d5", // water
            "c4c1", "c4c2", "c4c6", "c4c7", //
            "c4d1", "c4d2", "c4d4", "c4d6", "c4d7", //
            "c4e1", "c4e2", "c4e3", "c4e4", "c4e6", "c4e7", //
            "c4f1", "c4f2", "c4f3", "c4f4", "c4f5", "c4f6", "c4f7", //
            "c4g1", "c4g2", "c4g3", "c4g4", "c4g5", "c4g6", "c4g7",
        ])
    );
}

#[test]
fn water_ends_a_dragons_move() {
    // Water on a2, b1, b2; White Dragon a1. Entering water ends the move, the
    // Dragon's too (§2.3): it may stop on each neighbour and go no further.
    let pos = "armor 8/8/8/8/8/8/ww6/1w6 7k/8/8/8/8/8/8/D6K w - 0 1";
    assert_eq!(moves_from(pos, "a1"), list(&["a1a2", "a1b1", "a1b2"]));

    // Standing on water does not hold it: from water a1 it leaves the same way
    // (the unit may leave on its next move, §2.3).
    let pos = "armor 8/8/8/8/8/8/ww6/ww6 7k/8/8/8/8/8/8/D6K w - 0 1";
    assert_eq!(moves_from(pos, "a1"), list(&["a1a2", "a1b1", "a1b2"]));

    // With a mountain on b2 instead, the Dragon flies over it (c3, c2 beyond)
    // but may not stop on it (§2.2).
    let pos = "armor 8/8/8/8/8/8/wm6/1w6 7k/8/8/8/8/8/8/D6K w - 0 1";
    let moves = moves_from(pos, "a1");
    for m in ["a1a2", "a1b1", "a1c3", "a1c2", "a1c1"] {
        assert!(moves.iter().any(|x| x == m), "{m} in {moves:?}");
    }
    assert!(!moves.iter().any(|x| x == "a1b2"), "{moves:?}");
}

#[test]
fn armor_two_needs_two_attackers() {
    // Black Heavy Horse d5 (armor 2). With one White Rabble on d4 it has one
    // attacker (a Rabble attacks 1 square along any ray): fewer than its
    // armor, so it is not capturable (§2.4) and the Rabble only steps to the
    // seven empty neighbours.
    let pos = "armor 8/8/8/8/8/8/8/8 7k/8/8/3h4/3R4/8/8/K7 w - 0 1";
    assert_eq!(armor_attackers(pos, "d5").unwrap(), 1);
    assert_eq!(
        moves_from(pos, "d4"),
        list(&["d4c3", "d4c4", "d4c5", "d4d3", "d4e3", "d4e4", "d4e5"])
    );

    // A second White Rabble on e4 attacks d5 diagonally: two attackers, so
    // either Rabble may take it by a one-square straight move.
    let pos = "armor 8/8/8/8/8/8/8/8 7k/8/8/3h4/3RR3/8/8/K7 w - 0 1";
    assert_eq!(armor_attackers(pos, "d5").unwrap(), 2);
    assert_eq!(
        moves_from(pos, "d4"),
        list(&["d4c3", "d4c4", "d4c5", "d4d3", "d4d5", "d4e3", "d4e5"])
    );
    assert_eq!(
        moves_from(pos, "e4"),
        list(&["e4d3", "e4d5", "e4e3", "e4e5", "e4f3", "e4f4", "e4f5"])
    );
    // A capture resets the clock; the full-move number grows after Black.
    assert_eq!(
        armor_play(pos, "d4d5").unwrap(),
        "armor 8/8/8/8/8/8/8/8 7k/8/8/3R4/4R3/8/8/K7 b - 0 1"
    );
}

#[test]
fn attacks_pass_own_pieces_and_stop_at_mountains_water_and_the_targets_side() {
    // Black Heavy Horse d5 (armor 2); White Rabble d4 and d3, White
    // Crossbowmen d2 (attack 3). The attacker's own pieces do not block its
    // attack (§2.4): d5 has two attackers and the Rabble on d4 may take it.
    let pos = "armor 8/8/8/8/8/8/8/8 7k/8/8/3h4/3R4/3R4/3X4/K7 w - 0 1";
    assert_eq!(armor_attackers(pos, "d5").unwrap(), 2);
    assert!(has(pos, "d4d5"));

    // A mountain on d3 blocks the Crossbowmen's attack: one attacker.
    let pos = "armor 8/8/8/8/8/3m4/8/8 7k/8/8/3h4/3R4/8/3X4/K7 w - 0 1";
    assert_eq!(armor_attackers(pos, "d5").unwrap(), 1);
    assert!(!has(pos, "d4d5"));

    // A piece of the target's side on d3 blocks it too.
    let pos = "armor 8/8/8/8/8/8/8/8 7k/8/8/3h4/3R4/3r4/3X4/K7 w - 0 1";
    assert_eq!(armor_attackers(pos, "d5").unwrap(), 1);
    assert!(!has(pos, "d4d5"));

    // A piece on water attacks nothing: the Crossbowmen on water d2.
    let pos = "armor 8/8/8/8/8/8/3w4/8 7k/8/8/3h4/3R4/3R4/3X4/K7 w - 0 1";
    assert_eq!(armor_attackers(pos, "d5").unwrap(), 1);
    assert!(!has(pos, "d4d5"));
}

#[test]
fn piece_next_to_its_own_tower_is_not_capturable() {
    // Black Crossbowmen d5 (armor 0: always capturable, §2.4) next to the
    // Black Tower e6: pieces next to their own Tower are never capturable, so
    // the White Rabble on d4, which attacks it, only steps to empty squares.
    let pos = "armor 8/8/8/8/8/8/8/8 7k/8/4o3/3x4/3R4/8/8/K7 w - 0 1";
    assert_eq!(
        moves_from(pos, "d4"),
        list(&["d4c3", "d4c4", "d4c5", "d4d3", "d4e3", "d4e4", "d4e5"])
    );

    // Without the Tower the Rabble takes it.
    let pos = "armor 8/8/8/8/8/8/8/8 7k/8/8/3x4/3R4/8/8/K7 w - 0 1";
    assert!(has(pos, "d4d5"));
}

#[test]
fn catapult_captures_by_stepping_away() {
    // White Catapult d2, mountain d4, Black Crossbowmen d5 (armor 0) and e3.
    // The Catapult attacks d5 at distance 3 over the mountain (§2.2); d5 is
    // capturable, so the Catapult steps from d2 to d1, directly away from d5,
    // and d5 is removed; the move is written d2d5 (§2.4). e3 is only 1 away,
    // under the Catapult's minimum range, and the Catapult never captures by
    // moving onto a piece, so d2e3 is not a move. Its normal moves are the
    // seven empty neighbours.
    let pos = "armor 8/8/8/8/3m4/8/8/8 7k/8/8/3x4/8/4x3/3C4/K7 w - 5 1";
    assert_eq!(
        moves_from(pos, "d2"),
        list(&["d2c1", "d2c2", "d2c3", "d2d1", "d2d3", "d2d5", "d2e1", "d2e2"])
    );
    // The Catapult ends on d1, d5 is empty, the clock is reset by the capture.
    assert_eq!(
        armor_play(pos, "d2d5").unwrap(),
        "armor 8/8/8/8/3m4/8/8/8 7k/8/8/8/8/4x3/8/K2C4 b - 0 1"
    );
}

#[test]
fn catapult_capture_refused_when_the_step_back_square_is_a_mountain() {
    // As above with a mountain on d1: the square directly away from d5 must be
    // empty and not a mountain (§2.4), so d2d5 is refused, and d1 is no normal
    // move either.
    let pos = "armor 8/8/8/8/3m4/8/8/3m4 7k/8/8/3x4/8/4x3/3C4/K7 w - 0 1";
    assert_eq!(
        moves_from(pos, "d2"),
        list(&["d2c1", "d2c2", "d2c3", "d2d3", "d2e1", "d2e2"])
    );
}

#[test]
fn catapult_capture_needs_a_capturable_target() {
    // A Black Heavy Horse (armor 2) on d5 with only the Catapult attacking it
    // is not capturable (1 attacker < 2), so no Catapult capture.
    let pos = "armor 8/8/8/8/3m4/8/8/8 7k/8/8/3h4/8/4x3/3C4/K7 w - 0 1";
    assert_eq!(armor_attackers(pos, "d5").unwrap(), 1);
    assert!(!has(pos, "d2d5"));

    // A White Rabble on c4 adds a second attacker (diagonal, 1 away): now the
    // Catapult may take it.
    let pos = "armor 8/8/8/8/3m4/8/8/8 7k/8/8/3h4/2R5/4x3/3C4/K7 w - 0 1";
    assert_eq!(armor_attackers(pos, "d5").unwrap(), 2);
    assert!(has(pos, "d2d5"));
}

#[test]
fn crossbowmen_cannot_capture() {
    // Black Heavy Horse e5 (armor 2) is attacked by the White Crossbowmen e3
    // (2 away, attack 3) and the White Rabble d4 (diagonal, 1 away): it is
    // capturable, and the Rabble may take it. The Crossbowmen, though e5 is a
    // straight line within its move 2, cannot capture (§2.2): it has only its
    // normal moves, to every empty square within two king-steps — the box
    // c1–g5 less e3 itself, its own d4 (passed, never ended on) and e5.
    let pos = "armor 8/8/8/8/8/8/8/8 7k/8/8/4h3/3R4/4X3/8/K7 w - 0 1";
    assert_eq!(armor_attackers(pos, "e5").unwrap(), 2);
    assert!(has(pos, "d4e5"));
    assert_eq!(
        moves_from(pos, "e3"),
        list(&[
            "e3c1", "e3d1", "e3e1", "e3f1", "e3g1", //
            "e3c2", "e3d2", "e3e2", "e3f2", "e3g2", //
            "e3c3", "e3d3", "e3f3", "e3g3", //
            "e3c4", "e3e4", "e3f4", "e3g4", //
            "e3c5", "e3d5", "e3f5", "e3g5",
        ])
    );
}

#[test]
fn spearmen_capture_only_forward_diagonally() {
    // White Spearmen d4 (forward is up the board for White), Black
    // Crossbowmen (armor 0) on d5, e5 and c3. The Spearmen attacks and
    // captures only c5 and e5 (§2.2): it takes e5, not d5 straight ahead nor
    // c3 behind; it steps to the empty neighbours c4 c5 d3 e3 e4.
    let pos = "armor 8/8/8/8/8/8/8/8 7k/8/8/3xx3/3S4/2x5/8/K7 w - 0 1";
    assert_eq!(
        moves_from(pos, "d4"),
        list(&["d4c4", "d4c5", "d4d3", "d4e3", "d4e4", "d4e5"])
    );

    // Black's forward is down the board: a Black Spearmen on e5 takes the
    // White Crossbowmen on d4, not those on e4 (straight ahead) or f6
    // (behind).
    let pos = "armor 8/8/8/8/8/8/8/8 7k/8/5X2/4s3/3XX3/8/8/K7 b - 0 1";
    assert_eq!(
        moves_from(pos, "e5"),
        list(&["e5d4", "e5d5", "e5d6", "e5e6", "e5f4", "e5f5"])
    );
}

#[test]
fn dragon_captures_over_mountains_and_enemies() {
    // White Dragon a1, mountain a2, Black Rabble a3, Black Crossbowmen a4.
    // The Dragon's attack (range 2) on a3 is blocked by the mountain a2 (only
    // the Catapult attacks over mountains), so the Rabble (armor 1) has no
    // attacker and is not capturable; the Crossbowmen (armor 0) is, and the
    // Dragon's straight capture line (move 4) passes over the mountain and the
    // enemy Rabble (§2.2).
    let pos = "armor 8/8/8/8/8/8/m7/8 7k/8/8/8/x7/r7/8/D6K w - 0 1";
    assert_eq!(armor_attackers(pos, "a3").unwrap(), 0);
    assert!(has(pos, "a1a4"));
    assert!(!has(pos, "a1a3"));
    assert!(!has(pos, "a1a2"));
}

#[test]
fn side_with_no_legal_move_loses() {
    // White King a1 with mountains on a2 and b2 and its own Tower on b1: the
    // King cannot end on a mountain or an own piece, and the Tower never
    // moves. White to move has no legal move and loses (§2.5); there is no
    // pass, so the move list is empty and perft 1 is 0.
    let pos = "armor 8/8/8/8/8/8/mm6/8 7k/8/8/8/8/8/8/KO6 w - 0 1";
    assert_eq!(armor_moves(pos).unwrap(), Vec::<String>::new());
    assert_eq!(
        armor_end(pos).unwrap(),
        ArmorEnd::NoLegalMove { winner: 'b' }
    );
    assert_eq!(armor_perft(pos, 1).unwrap(), 0);

    // With Black to move the game goes on: the Black King has g7, g8, h7.
    let pos = "armor 8/8/8/8/8/8/mm6/8 7k/8/8/8/8/8/8/KO6 b - 0 1";
    assert_eq!(armor_moves(pos).unwrap(), list(&["h8g7", "h8g8", "h8h7"]));
    assert_eq!(armor_end(pos).unwrap(), ArmorEnd::Ongoing);
}

#[test]
fn capturing_the_king_wins() {
    // The Black King d5 (armor 1) is attacked by the White Rabble d4, which
    // takes it; the game is won at once (§2.5): no moves, perft 0 from depth 1
    // (§4).
    let pos = "armor 8/8/8/8/8/8/8/8 8/8/8/3k4/3R4/8/8/K7 w - 3 7";
    assert!(has(pos, "d4d5"));
    let next = armor_play(pos, "d4d5").unwrap();
    assert_eq!(next, "armor 8/8/8/8/8/8/8/8 8/8/8/3R4/8/8/8/K7 b - 0 7");
    assert_eq!(
        armor_end(&next).unwrap(),
        ArmorEnd::KingCaptured { winner: 'w' }
    );
    assert_eq!(armor_moves(&next).unwrap(), Vec::<String>::new());
    assert_eq!(armor_perft(&next, 0).unwrap(), 1);
    assert_eq!(armor_perft(&next, 1).unwrap(), 0);
}

#[test]
fn perft_one_is_the_move_count() {
    for pos in [
        "armor 8/8/8/8/8/m1m5/2m5/2m5 7k/8/8/8/8/8/RR6/LR5K w - 0 1",
        "armor 8/8/8/1www4/1w6/1www4/8/8 7k/8/8/4s3/2D5/8/8/K7 w - 0 1",
        "armor 8/8/8/8/3m4/8/8/8 7k/8/8/3x4/8/4x3/3C4/K7 w - 5 1",
        "armor 8/8/8/8/8/8/8/8 7k/8/5X2/4s3/3XX3/8/8/K7 b - 0 1",
    ] {
        let n = armor_moves(pos).unwrap().len() as u64;
        assert!(n > 0);
        assert_eq!(armor_perft(pos, 1).unwrap(), n, "{pos}");
    }
}

#[test]
fn perft_two_on_a_tiny_position() {
    // Only a1 b1 a2 b2 a3 b3 are open (mountains on a4 b4 c4 c3 c2 c1); White
    // King a1, Black King b3. White: a1a2, a1b1, a1b2 (3). Black answers:
    // - after a1a2: b3a3, b3b2, and b3a2 taking the King (armor 1, attacked
    //   by the Black King) — 3;
    // - after a1b1: b3a2, b3a3, b3b2 — 3 (the King on b1 is 2 away);
    // - after a1b2: b3a2, b3a3, and b3b2 taking the King — 3.
    // Perft 2 = 9.
    let pos = "armor 8/8/8/8/mmm5/2m5/2m5/2m5 8/8/8/8/8/1k6/8/K7 w - 0 1";
    assert_eq!(armor_moves(pos).unwrap(), list(&["a1a2", "a1b1", "a1b2"]));
    assert_eq!(armor_perft(pos, 1).unwrap(), 3);
    assert_eq!(armor_perft(pos, 2).unwrap(), 9);
    let after = armor_play(pos, "a1a2").unwrap();
    assert_eq!(
        after,
        "armor 8/8/8/8/mmm5/2m5/2m5/2m5 8/8/8/8/8/1k6/K7/8 b - 1 1"
    );
    assert_eq!(
        armor_moves(&after).unwrap(),
        list(&["b3a2", "b3a3", "b3b2"])
    );
}

#[test]
fn parsing_refuses_iron_and_iron_only_letters() {
    let ok = "armor 8/8/8/8/8/8/8/8 7k/8/8/8/8/8/8/K7 w - 0 1";
    assert_eq!(armor_canonical(ok).unwrap(), ok);
    for bad in [
        // the iron ruleset
        "iron 8/8/8/8/8/8/8/8 7k/8/8/8/8/8/8/K7 w - 0 1",
        // a Trebuchet
        "armor 8/8/8/8/8/8/8/8 7k/8/8/8/8/8/8/KT6 w - 0 1",
        // forest, fortress, ruined fortress
        "armor 8/8/8/8/8/8/8/f7 7k/8/8/8/8/8/8/K7 w - 0 1",
        "armor 8/8/8/8/8/8/8/t7 7k/8/8/8/8/8/8/K7 w - 0 1",
        "armor 8/8/8/8/8/8/8/r7 7k/8/8/8/8/8/8/K7 w - 0 1",
        // a frozen field
        "armor 8/8/8/8/8/8/8/w7 7k/8/8/8/8/8/8/K7 w a1 0 1",
        // malformed: short rank, missing field, bad side, full-move 0
        "armor 8/8/8/8/8/8/8/7 7k/8/8/8/8/8/8/K7 w - 0 1",
        "armor 8/8/8/8/8/8/8/8 7k/8/8/8/8/8/8/K7 w - 0",
        "armor 8/8/8/8/8/8/8/8 7k/8/8/8/8/8/8/K7 x - 0 1",
        "armor 8/8/8/8/8/8/8/8 7k/8/8/8/8/8/8/K7 w - 0 0",
    ] {
        assert!(armor_moves(bad).is_err(), "accepted: {bad}");
        assert!(armor_perft(bad, 0).is_err(), "accepted: {bad}");
    }
    // An illegal move is refused.
    assert!(armor_play(ok, "a1a3").is_err());
}
