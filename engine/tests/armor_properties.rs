//! Property tests of `armor` (RULES.md §2, §3): text round trips of
//! positions, homelands, layouts, game records and links; generated moves
//! play and nothing else does; invariants of random playouts; what attacks a
//! King agrees with the move generator; the attackers, guard and landing
//! squares the board shows agree with the captures and with play.

mod common;

use common::{playout, random_start_in};
use cyvasse::{
    Bitboard, Color, Direction, Game, GameRecord, Homeland, Layout, Link, MoveKind, MoveSink,
    Position, Role, Rules, Ruleset, SplitMix64, Square, Terrain, Uci,
};
use proptest::prelude::*;

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// The position after `plies` random moves from a random `armor` start.
fn armor_position(seed: u64, plies: usize) -> Position {
    let start = random_start_in(Ruleset::Armor, seed);
    playout(&start, plies, seed ^ 0x5A)
        .last()
        .map_or(start.clone(), |(p, m)| {
            let mut p = p.clone();
            p.play_unchecked(*m);
            p
        })
}

/// The squares of the blows a side could strike.
#[derive(Default)]
struct Strikes(Bitboard);

impl MoveSink for Strikes {
    fn slides(&mut self, _from: Square, _to: Bitboard) {}
    fn strike(&mut self, _from: Square, to: Square, _kind: MoveKind) {
        self.0 = self.0.with(to);
    }
}

/// Whether a unit of `side` on `from` could capture a piece next to it on
/// `to` by moving, by RULES.md §2.4: any unit but Crossbowmen, Catapult and
/// Tower, Spearmen only forward-diagonally.
fn strikes_next_door(role: Role, side: Color, from: Square, to: Square) -> bool {
    let forward = match side {
        Color::White => [Direction::NorthEast, Direction::NorthWest],
        Color::Black => [Direction::SouthEast, Direction::SouthWest],
    };
    match role {
        Role::Crossbowmen | Role::Catapult | Role::Tower => false,
        Role::Spearmen => forward.iter().any(|&d| from.step(d) == Some(to)),
        _ => true,
    }
}

proptest! {
    #![proptest_config(config(64))]

    /// The attackers the board shows agree with the captures (RULES.md
    /// §2.4), for every piece of the side not to move in random playouts:
    /// - it is capturable exactly when its attackers are at least its armor
    ///   and it is not guarded;
    /// - a legal capture takes only a capturable piece, and a Catapult that
    ///   takes one is among its attackers;
    /// - the converse holds only where a capture can reach: a capturable piece
    ///   off the mountains with an enemy next to it that captures by moving
    ///   (Spearmen: forward-diagonally) is taken by some legal capture. (A
    ///   capturable piece may have no capture that reaches it: armor counts
    ///   attacks, not capture moves.)
    #[test]
    fn attackers_agree_with_captures(seed in any::<u64>()) {
        let start = random_start_in(Ruleset::Armor, seed);
        for (pos, _) in playout(&start, 200, seed ^ 0x4A) {
            let (side, them) = (pos.side_to_move(), !pos.side_to_move());
            let (guarded, capturable) = (pos.guarded(), pos.capturable(them));
            let mut taken = Bitboard::EMPTY;
            for m in pos.legal_moves() {
                let (Some(from), Some(to)) = (m.from(), m.to()) else { continue };
                match m.kind() {
                    MoveKind::Capture => taken = taken.with(to),
                    MoveKind::Shot => {
                        prop_assert!(pos.attackers_of(to).contains(from), "{} in {}", m, pos);
                        taken = taken.with(to);
                    }
                    _ => {}
                }
            }
            prop_assert!((guarded & taken).is_empty(), "{}", pos);
            for sq in pos.pieces_of(them) {
                let role = pos.piece_at(sq).unwrap().role;
                let armor = Ruleset::Armor.armor(role).unwrap();
                let attackers = pos.attackers_of(sq);
                prop_assert!((attackers & !pos.pieces_of(side)).is_empty());
                let enough = attackers.count() >= u32::from(armor) && !guarded.contains(sq);
                prop_assert_eq!(capturable.contains(sq), enough, "{} in {}", sq, pos);
                if taken.contains(sq) {
                    prop_assert!(enough, "{} taken in {}", sq, pos);
                }
                let next_door = Direction::ALL.iter().filter_map(|&d| sq.step(d)).any(|n| {
                    pos.piece_at(n).is_some_and(|p| p.color == side && strikes_next_door(p.role, side, n, sq))
                });
                if enough && next_door && pos.terrain_at(sq) != Terrain::Mountain {
                    prop_assert!(taken.contains(sq), "{} not taken in {}", sq, pos);
                }
            }
        }
    }

    /// Every legal move leaves the moving unit on the square `lands_on`
    /// names (for the Catapult's capture, one square behind it), and its
    /// first square empty unless it stays.
    #[test]
    fn moves_land_where_lands_on_says(seed in any::<u64>()) {
        let start = random_start_in(Ruleset::Armor, seed);
        for (pos, _) in playout(&start, 100, seed ^ 0x1A) {
            for m in pos.legal_moves() {
                let from = m.from().unwrap();
                let lands = pos.lands_on(m).unwrap();
                let mut next = pos.clone();
                next.play_unchecked(m);
                prop_assert_eq!(next.piece_at(lands), pos.piece_at(from), "{} in {}", m, pos);
                if lands != from {
                    prop_assert_eq!(next.piece_at(from), None, "{} in {}", m, pos);
                }
                if m.kind() == MoveKind::Shot {
                    prop_assert_ne!(lands, from);
                }
            }
        }
    }

    /// Printing a position and reading it back gives the same position and text.
    #[test]
    fn position_text_round_trips(seed in any::<u64>(), plies in 0usize..150) {
        let pos = armor_position(seed, plies);
        let text = pos.to_string();
        prop_assert!(text.starts_with("armor ") && text.contains(" - "), "{}", text);
        let back: Position = text.parse().unwrap();
        prop_assert_eq!(&back, &pos);
        prop_assert_eq!(back.to_string(), text);
    }

    /// Homelands and layouts round trip through their texts and links, and
    /// random homelands are valid.
    #[test]
    fn homeland_and_layout_texts_round_trip(seed in any::<u64>(), black in any::<bool>(), units in any::<bool>()) {
        let side = if black { Color::Black } else { Color::White };
        let mut r = SplitMix64::new(seed);
        let h = Homeland::random(Ruleset::Armor, side, &mut || r.next_u64());
        prop_assert!(h.validate().is_ok(), "{}", h);
        let back: Homeland = h.to_string().parse().unwrap();
        prop_assert_eq!(&back, &h);
        let layout = Layout::of(&h, units).unwrap();
        prop_assert_eq!(layout.ruleset(), Ruleset::Armor);
        prop_assert_eq!(&layout.to_text().parse::<Layout>().unwrap(), &layout);
        prop_assert_eq!(Link::parse(&layout.to_link()), Ok(Some(Link::Layout(layout.clone()))));
        if units {
            prop_assert_eq!(layout.homeland(side), h);
        }
    }

    /// A game's record round trips through its text and its link, and
    /// replaying it gives the same game.
    #[test]
    fn game_records_round_trip(seed in any::<u64>(), plies in 0usize..120) {
        let start = random_start_in(Ruleset::Armor, seed);
        let mut game = Game::new(start.clone());
        for (_, m) in playout(&start, plies, seed ^ 0x77) {
            if game.result().is_some() {
                break;
            }
            game.play(m.to_uci()).unwrap();
        }
        let record = GameRecord::of(&game);
        let from_text: GameRecord = record.to_text().parse().unwrap();
        prop_assert_eq!(&from_text, &record);
        prop_assert_eq!(Link::parse(&record.to_link()), Ok(Some(Link::Game(record.clone()))));
        let replayed = record.replay().unwrap();
        prop_assert_eq!(replayed.position(), game.position());
        prop_assert_eq!(replayed.result(), game.result());
    }

    /// Every generated move plays; every other from–to pair, and a pass, is
    /// refused (there is no pass in armor).
    #[test]
    fn generated_moves_play_and_nothing_else_does(seed in any::<u64>(), plies in 0usize..100) {
        let pos = armor_position(seed, plies);
        let legal: Vec<Uci> = pos.legal_moves().iter().map(|m| m.to_uci()).collect();
        prop_assert!(!legal.contains(&Uci::Pass));
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
        prop_assert!(pos.play(Uci::Pass).is_err());
    }

    /// Random playouts keep the invariants: nothing freezes, no square holds
    /// two pieces, a Tower never moves, the clock and move number count, and
    /// a capture removes exactly one enemy piece.
    #[test]
    fn playouts_keep_invariants(seed in any::<u64>()) {
        let start = random_start_in(Ruleset::Armor, seed);
        for (pos, m) in playout(&start, 300, seed ^ 0xabc) {
            let mut next = pos.clone();
            next.play_unchecked(m);
            prop_assert!(next.frozen().is_empty());
            prop_assert!((next.pieces_of(Color::White) & next.pieces_of(Color::Black)).is_empty());
            let mut total = 0;
            for role in Role::ALL {
                total += (next.units(Color::White, role) | next.units(Color::Black, role)).count();
            }
            prop_assert_eq!(total, next.occupied().count());
            for color in Color::ALL {
                let new_towers = next.units(color, Role::Tower) & !pos.units(color, Role::Tower);
                prop_assert!(new_towers.is_empty(), "{} after {}", next, m);
            }
            let mover = pos.side_to_move();
            let lost = pos.pieces_of(!mover).count() - next.pieces_of(!mover).count();
            prop_assert_eq!(lost, u32::from(m.is_capture_or_ruin()));
            prop_assert_eq!(next.pieces_of(mover).count(), pos.pieces_of(mover).count());
            let expected_clock = if m.is_capture_or_ruin() { 0 } else { pos.clock() + 1 };
            prop_assert_eq!(next.clock(), expected_clock);
            prop_assert_eq!(next.fullmove(), pos.fullmove() + u32::from(mover == Color::Black));
            prop_assert_eq!(next.zobrist(), next.zobrist_from_scratch());
        }
    }

    /// What attacks a King (the search's question) agrees with generating
    /// every enemy move.
    #[test]
    fn king_attacks_agree_with_move_generation(seed in any::<u64>()) {
        let start = random_start_in(Ruleset::Armor, seed);
        for (pos, _) in playout(&start, 200, seed ^ 0x33) {
            let (b, rules) = (pos.board(), pos.rules());
            let side = b.side_to_move();
            let mut strikes = Strikes::default();
            rules.generate_for(b, !side, &mut strikes);
            let by_generation = (strikes.0 & b.units(side, Role::King)).any();
            prop_assert_eq!(rules.king_attacked(b), by_generation, "{}", pos);
        }
    }
}
