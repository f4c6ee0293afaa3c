//! Homelands built by the engine: valid, varied, with a sheltered King and
//! shooters that can shoot.

use cyvasse::{Color, Homeland, Position, Role, Ruleset, Terrain};
use cyvasse_ai::AiHomeland;
use proptest::prelude::*;

fn side(black: bool) -> Color {
    if black {
        Color::Black
    } else {
        Color::White
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, failure_persistence: None, ..ProptestConfig::default() })]

    /// Every seed gives a valid homeland whose King no enemy unit type could
    /// take on the first move, and whose shooters do not stand on water.
    #[test]
    fn ai_homelands_are_valid_and_keep_the_king_safe(seed in any::<u64>(), black in any::<bool>()) {
        let h = Homeland::ai(Ruleset::Iron, side(black), seed);
        prop_assert_eq!(h.side(), side(black));
        prop_assert!(h.validate().is_ok(), "{}: {:?}", h, h.validate());
        let king = h.units_of(Role::King).first().unwrap();
        prop_assert!(!h.exposure().squares().contains(king), "King exposed in {}", h);
        for shooter in [Role::Crossbowmen, Role::Catapult, Role::Trebuchet] {
            let sq = h.units_of(shooter).first().unwrap();
            prop_assert!(h.tile(sq) != Terrain::Water, "{} on water in {}", shooter, h);
        }
        // The same seed, the same homeland.
        prop_assert_eq!(Homeland::ai(Ruleset::Iron, side(black), seed), h);
    }
}

#[test]
fn different_seeds_give_different_homelands() {
    for color in Color::ALL {
        let mut texts: Vec<String> = (0..16)
            .map(|seed| Homeland::ai(Ruleset::Iron, color, seed).to_string())
            .collect();
        texts.sort();
        texts.dedup();
        assert_eq!(texts.len(), 16, "{color}");
    }
}

#[test]
fn two_ai_homelands_start_a_game() {
    for seed in 0..4 {
        let white = Homeland::ai(Ruleset::Iron, Color::White, seed);
        let black = Homeland::ai(Ruleset::Iron, Color::Black, seed);
        let start = Position::from_homelands(&white, &black).unwrap();
        // Neither King can be taken at once.
        for m in start.legal_moves() {
            let mut next = start.clone();
            next.play_unchecked(m);
            assert!(!next.is_game_over(), "{m} takes the King in {start}");
        }
    }
}

/// Random homelands leave the King open to a first-move capture often; the
/// engine's never do (over the same number of seeds).
#[test]
fn ai_homelands_shelter_the_king_better_than_random_ones() {
    let exposed = |h: &Homeland| {
        let king = h.units_of(Role::King).first().unwrap();
        h.exposure().squares().contains(king)
    };
    let mut random_exposed = 0;
    for seed in 0..40u64 {
        let mut r = cyvasse::SplitMix64::new(seed);
        let random = Homeland::random(Ruleset::Iron, Color::White, &mut || r.next_u64());
        random_exposed += usize::from(exposed(&random));
        assert!(!exposed(&Homeland::ai(Ruleset::Iron, Color::White, seed)));
    }
    assert!(
        random_exposed >= 5,
        "random homelands expose the King {random_exposed} times in 40"
    );
}

/// A position of armor with `h` and, on the enemy's homeland (grass), its
/// King and a unit of any type on about half the other squares, at random
/// (any number of each type: no homeland need be valid in the worst case),
/// the enemy to move.
fn armor_worst_case(h: &Homeland, rng: &mut cyvasse::SplitMix64) -> Position {
    let text = h.to_string();
    let fields: Vec<&str> = text.split(' ').collect();
    let (terrain, pieces) = (fields[2], fields[3]);
    let enemy = !h.side();
    let roles = Ruleset::Armor.roles();
    // The enemy's King somewhere, and about half the other squares hold a unit.
    let king = rng.next_u64() % 32;
    let mut ranks = Vec::new();
    for r in 0..4 {
        let mut rank = String::new();
        let mut empty = 0;
        for f in 0..8 {
            let bits = rng.next_u64();
            let role = match roles[(bits >> 8) as usize % roles.len()] {
                _ if r * 8 + f == king => Role::King,
                Role::King => Role::Dragon,
                role if bits.is_multiple_of(2) => role,
                _ => {
                    empty += 1;
                    continue;
                }
            };
            if empty > 0 {
                rank.push_str(&empty.to_string());
                empty = 0;
            }
            rank.push(cyvasse::Piece { color: enemy, role }.char());
        }
        if empty > 0 {
            rank.push_str(&empty.to_string());
        }
        ranks.push(rank);
    }
    let enemy_pieces = ranks.join("/");
    let (terrain, pieces) = match h.side() {
        Color::White => (
            format!("8/8/8/8/{terrain}"),
            format!("{enemy_pieces}/{pieces}"),
        ),
        Color::Black => (
            format!("{terrain}/8/8/8/8"),
            format!("{pieces}/{enemy_pieces}"),
        ),
    };
    let side = if enemy == Color::White { "w" } else { "b" };
    format!("armor {terrain} {pieces} {side} - 0 1")
        .parse()
        .unwrap()
}

/// In armor a King is taken only when attacked by as many enemies as its
/// armor and not next to its own Tower (RULES.md §2.4): the engine's
/// homelands keep it so whatever the enemy puts where, by the engine's
/// worst-case reckoning ([`Homeland::exposure`]) and against thousands of
/// enemy placements tried on the board.
#[test]
fn armor_homelands_keep_the_king_safe_from_any_enemy() {
    let mut rng = cyvasse::SplitMix64::new(7);
    for seed in 0..24u64 {
        for color in Color::ALL {
            let h = Homeland::ai(Ruleset::Armor, color, seed);
            assert!(h.validate().is_ok(), "{h}: {:?}", h.validate());
            let king = h.units_of(Role::King).first().unwrap();
            assert!(
                !h.exposure().squares().contains(king),
                "King exposed in {h}"
            );
            for _ in 0..100 {
                let start = armor_worst_case(&h, &mut rng);
                for m in start.legal_moves() {
                    let mut next = start.clone();
                    next.play_unchecked(m);
                    assert!(
                        next.units(color, Role::King).any(),
                        "{m} takes the King in {start}"
                    );
                }
            }
        }
    }
}

#[test]
fn armor_homelands_differ_by_seed() {
    for color in Color::ALL {
        let mut texts: Vec<String> = (0..16)
            .map(|seed| Homeland::ai(Ruleset::Armor, color, seed).to_string())
            .collect();
        texts.sort();
        texts.dedup();
        assert_eq!(texts.len(), 16, "{color}");
    }
}

/// Whether some move of the enemy takes `h`'s King in one of `tries` worst
/// cases ([`armor_worst_case`]).
fn armor_king_taken(h: &Homeland, tries: usize, rng: &mut cyvasse::SplitMix64) -> bool {
    (0..tries).any(|_| {
        let start = armor_worst_case(h, rng);
        start.legal_moves().iter().any(|&m| {
            let mut next = start.clone();
            next.play_unchecked(m);
            next.units(h.side(), Role::King).is_empty()
        })
    })
}

/// The engine's worst-case reckoning of armor is sound: a King that some
/// enemy placement takes on the first move stands on an exposed square; and
/// random homelands often leave it so, which the engine's never do.
#[test]
fn armor_exposure_covers_every_enemy_placement() {
    let mut rng = cyvasse::SplitMix64::new(11);
    let mut taken = 0;
    for seed in 0..40u64 {
        let mut r = cyvasse::SplitMix64::new(seed);
        let color = Color::ALL[seed as usize % 2];
        let h = Homeland::random(Ruleset::Armor, color, &mut || r.next_u64());
        let king = h.units_of(Role::King).first().unwrap();
        if armor_king_taken(&h, 50, &mut rng) {
            taken += 1;
            assert!(h.exposure().squares().contains(king), "{h}");
        }
    }
    assert!(
        taken >= 10,
        "random homelands lose the King {taken} times in 40"
    );
}
