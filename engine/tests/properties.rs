//! Property tests: text round trips, legality of generated moves, invariants
//! of random playouts, and a cross-check against the simple reference
//! implementation in `common/reference.rs`.

mod common;

use common::reference::{reference_moves, reference_perft, reference_play};
use common::{playout, random_start};
use cyvasse::{perft, Color, Homeland, Move, MoveKind, Position, Role, Square, Terrain, Uci};
use proptest::prelude::*;

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config(64))]

    /// Printing a position and reading it back gives the same position and text.
    #[test]
    fn position_text_round_trips(seed in any::<u64>(), plies in 0usize..120) {
        let start = random_start(seed);
        let game = playout(&start, plies, seed ^ 1);
        let pos = game.last().map_or(start.clone(), |(p, m)| { let mut p = p.clone(); p.play_unchecked(*m); p });
        let text = pos.to_string();
        let back: Position = text.parse().unwrap();
        prop_assert_eq!(&back, &pos);
        prop_assert_eq!(back.to_string(), text);
    }

    /// The units that reach a square are those whose legal moves end there
    /// in the same position with that side to move (written out as text
    /// with the other side to move, and read back).
    #[test]
    fn reaching_a_square_is_the_turned_positions_moves(seed in any::<u64>(), plies in 0usize..120, at in 0u8..64, armor in any::<bool>()) {
        let ruleset = if armor { cyvasse::Ruleset::Armor } else { cyvasse::Ruleset::Iron };
        let start = common::random_start_in(ruleset, seed);
        let game = playout(&start, plies, seed ^ 3);
        let pos = game.last().map_or(start.clone(), |(p, m)| { let mut p = p.clone(); p.play_unchecked(*m); p });
        let sq = Square::new(at).unwrap();
        for side in Color::ALL {
            let mut fields: Vec<String> = pos.to_string().split(' ').map(str::to_string).collect();
            fields[3] = side.char().to_string();
            let turned: Position = fields.join(" ").parse().unwrap();
            let expected: Vec<Square> = turned
                .legal_moves()
                .into_iter()
                .filter(|m| m.to() == Some(sq))
                .filter_map(|m| m.from())
                .collect();
            let mut expected = expected;
            expected.sort();
            expected.dedup();
            prop_assert_eq!(pos.with_side_to_move(side), turned.clone());
            prop_assert_eq!(pos.with_side_to_move(side).zobrist(), turned.zobrist_from_scratch());
            let mut found: Vec<Square> = pos.reaching(sq, side).into_iter().collect();
            found.sort();
            prop_assert_eq!(found, expected);
        }
    }

    /// Homelands round trip through their text form, and random ones are valid.
    #[test]
    fn homeland_text_round_trips(seed in any::<u64>(), black in any::<bool>()) {
        let side = if black { Color::Black } else { Color::White };
        let mut r = cyvasse::SplitMix64::new(seed);
        let h = Homeland::random(cyvasse::Ruleset::Iron, side, &mut || r.next_u64());
        prop_assert!(h.validate().is_ok(), "{}", h);
        let back: Homeland = h.to_string().parse().unwrap();
        prop_assert_eq!(back, h);
    }

    /// Move texts round trip.
    #[test]
    fn uci_round_trips(from in 0u8..64, to in 0u8..64) {
        let (from, to) = (Square::new(from).unwrap(), Square::new(to).unwrap());
        prop_assume!(from != to);
        let uci = Uci::Normal { from, to };
        prop_assert_eq!(uci.to_string().parse::<Uci>().unwrap(), uci);
    }

    /// Every generated move plays; every other from–to pair, and a needless
    /// pass, is refused.
    #[test]
    fn generated_moves_play_and_nothing_else_does(seed in any::<u64>(), plies in 0usize..80) {
        let start = random_start(seed);
        let pos = playout(&start, plies, seed.rotate_left(7))
            .last()
            .map_or(start.clone(), |(p, m)| { let mut p = p.clone(); p.play_unchecked(*m); p });
        let legal: Vec<Uci> = pos.legal_moves().iter().map(|m| m.to_uci()).collect();
        for &uci in &legal {
            prop_assert!(pos.play(uci).is_ok(), "{} refused in {}", uci, pos);
        }
        for from in Square::all() {
            for to in Square::all() {
                if from == to { continue; }
                let uci = Uci::Normal { from, to };
                if !legal.contains(&uci) {
                    prop_assert!(pos.play(uci).is_err(), "{} accepted in {}", uci, pos);
                }
            }
        }
        if !legal.contains(&Uci::Pass) {
            prop_assert!(pos.play(Uci::Pass).is_err());
        }
    }

    /// Random playouts keep the invariants: one King per side until captured,
    /// no square holding two pieces, frozen marks only on the units that just
    /// entered water (RULES.md §1.5), and the clock and move number counting.
    #[test]
    fn playouts_keep_invariants(seed in any::<u64>()) {
        let start = random_start(seed);
        for (pos, m) in playout(&start, 300, seed ^ 0xabc) {
            let mut next = pos.clone();
            next.play_unchecked(m);
            // No two pieces on a square.
            prop_assert!((next.pieces_of(Color::White) & next.pieces_of(Color::Black)).is_empty());
            let mut total = 0;
            for role in Role::ALL {
                total += (next.units(Color::White, role) | next.units(Color::Black, role)).count();
            }
            prop_assert_eq!(total, next.occupied().count());
            // Kings: one per side, until one is captured and the game ends.
            for color in Color::ALL {
                prop_assert!(next.units(color, Role::King).count() <= 1);
            }
            prop_assert_eq!(pos.units(Color::White, Role::King).count(), 1);
            prop_assert_eq!(pos.units(Color::Black, Role::King).count(), 1);
            // Frozen marks: the mover's are gone, but for a unit that just entered water.
            let mover = pos.side_to_move();
            let mover_frozen: Vec<Square> = (next.frozen() & next.pieces_of(mover)).squares().collect();
            match m {
                Move::Normal { to, kind: cyvasse::MoveKind::Slide | cyvasse::MoveKind::Capture, from }
                    if next.terrain_at(to) == Terrain::Water
                        && pos.piece_at(from).map(|p| p.role) != Some(Role::Dragon) =>
                {
                    prop_assert_eq!(mover_frozen, vec![to]);
                }
                _ => prop_assert!(mover_frozen.is_empty(), "{} after {}", next, m),
            }
            // The other side's marks stay, less any captured unit.
            let theirs = pos.frozen() & pos.pieces_of(!mover);
            prop_assert_eq!(next.frozen() & next.pieces_of(!mover), theirs & next.pieces_of(!mover));
            // Every frozen unit is a non-Dragon on water.
            for sq in next.frozen() {
                prop_assert_eq!(next.terrain_at(sq), Terrain::Water);
                prop_assert!(next.piece_at(sq).is_some_and(|p| p.role != Role::Dragon));
            }
            // Clock and move number.
            let expected_clock = if m.is_capture_or_ruin() { 0 } else { pos.clock() + 1 };
            prop_assert_eq!(next.clock(), expected_clock);
            let expected_fullmove = pos.fullmove() + u32::from(mover == Color::Black);
            prop_assert_eq!(next.fullmove(), expected_fullmove);
            prop_assert_eq!(next.side_to_move(), !mover);
        }
    }

    /// Every legal move leaves the moving unit on the square `lands_on`
    /// names and its first square empty unless it stays (a shot, a ranged
    /// unit's ruin, a melee unit's ruin from next to the fortress); a pass
    /// lands nowhere. Iron shows no attackers, guard or zones.
    #[test]
    fn moves_land_where_lands_on_says(seed in any::<u64>()) {
        let start = random_start(seed);
        for (pos, _) in playout(&start, 100, seed ^ 0x1A) {
            for m in pos.legal_moves() {
                let Some(from) = m.from() else {
                    prop_assert_eq!(pos.lands_on(m), None);
                    continue;
                };
                let lands = pos.lands_on(m).unwrap();
                let mut next = pos.clone();
                next.play_unchecked(m);
                prop_assert_eq!(next.piece_at(lands), pos.piece_at(from), "{} in {}", m, pos);
                if lands != from {
                    prop_assert_eq!(next.piece_at(from), None, "{} in {}", m, pos);
                }
                if m.kind() == MoveKind::Shot {
                    prop_assert_eq!(lands, from);
                }
            }
            prop_assert!(pos.guarded().is_empty());
            for side in Color::ALL {
                prop_assert!(pos.zones(side).is_empty() && pos.capturable(side).is_empty());
            }
            for sq in pos.occupied() {
                prop_assert!(pos.attackers_of(sq).is_empty());
            }
        }
    }
}

proptest! {
    #![proptest_config(config(256))]

    /// The engine and the reference implementation agree on the legal moves
    /// and on the position after each move, along random playouts.
    #[test]
    fn engine_agrees_with_reference(seed in any::<u64>()) {
        let start = random_start(seed);
        for (pos, m) in playout(&start, 200, seed.wrapping_mul(3)) {
            let text = pos.to_string();
            let mut ours: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
            ours.sort();
            let theirs = reference_moves(&text).unwrap();
            prop_assert_eq!(&ours, &theirs, "moves of {}", text);
            let ours_next = pos.play(m.to_uci()).unwrap().to_string();
            let theirs_next = reference_play(&text, &m.to_string()).unwrap();
            prop_assert_eq!(ours_next, theirs_next, "after {} in {}", m, text);
        }
    }
}

proptest! {
    #![proptest_config(config(12))]

    /// Perft agrees with the reference's plain recursion at depth 2.
    #[test]
    fn perft_agrees_with_reference(seed in any::<u64>(), plies in 0usize..60) {
        let start = random_start(seed);
        let pos = playout(&start, plies, seed ^ 77)
            .last()
            .map_or(start.clone(), |(p, m)| { let mut p = p.clone(); p.play_unchecked(*m); p });
        let text = pos.to_string();
        prop_assert_eq!(perft(&pos, 2), reference_perft(&text, 2).unwrap(), "{}", text);
    }
}
