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
