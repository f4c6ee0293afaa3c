//! The setup screen's exposure overlay: where a King could be taken on the
//! enemy's first move, checked on drawn homelands and against a brute-force
//! search over single enemy units in real positions.

use cyvasse::{
    Color, Homeland, Move, MoveKind, Piece, Position, Role, Ruleset, SplitMix64, Square, Terrain,
};
use proptest::prelude::*;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn roles(list: &[Role]) -> Vec<Role> {
    let mut v = list.to_vec();
    v.sort_by_key(|r| r.index());
    v
}

/// A White homeland from its four ranks (4 down to 1) of tiles and units.
fn white(tiles: &str, units: &str) -> Homeland {
    format!("iron w {tiles} {units}").parse().unwrap()
}

#[test]
fn an_open_file_lets_a_dragon_and_a_trebuchet_reach_the_back_rank() {
    let h = white("8/8/8/8", "8/8/8/4K3");
    let e = h.exposure();
    assert_eq!(
        e.attackers(sq("e1")).collect::<Vec<_>>(),
        roles(&[Role::Trebuchet, Role::Dragon])
    );
}

#[test]
fn next_to_the_enemy_every_unit_can_strike() {
    let h = white("8/8/8/8", "4K3/8/8/8");
    let e = h.exposure();
    assert_eq!(
        e.attackers(sq("e4")).collect::<Vec<_>>(),
        Ruleset::Iron.roles().to_vec()
    );
}

#[test]
fn own_units_shelter_the_king() {
    let h = white("8/8/8/8", "8/8/2SRX3/3K4");
    assert!(h.exposure().attackers(sq("d1")).next().is_none());
    // Moving the King elsewhere is judged with it gone from d1.
    assert!(h.exposure().by(Role::Dragon).contains(sq("h1")));
}

#[test]
fn a_dragon_cannot_take_a_king_on_forest_but_a_shot_can() {
    let h = white("8/8/8/4f3", "8/8/8/4K3");
    let e = h.exposure();
    assert!(!e.by(Role::Dragon).contains(sq("e1")));
    assert!(e.by(Role::Trebuchet).contains(sq("e1")));
}

#[test]
fn a_fortress_turns_the_first_blow_into_a_ruin() {
    let h = white("8/8/8/4t3", "8/8/8/4K3");
    assert!(h.exposure().attackers(sq("e1")).next().is_none());
}

#[test]
fn mountains_stop_charges_and_catapults_but_not_dragons_or_trebuchets() {
    // e2 is three squares from e5; units on d3, f3 close its diagonals.
    let open = white("8/8/8/8", "8/3R1S2/8/8");
    let walled = white("8/4m3/8/8", "8/3R1S2/8/8");
    let at = |h: &Homeland| h.exposure().attackers(sq("e2")).collect::<Vec<_>>();
    assert_eq!(
        at(&open),
        roles(&[
            Role::HeavyHorse,
            Role::Elephant,
            Role::Catapult,
            Role::Trebuchet,
            Role::Dragon
        ])
    );
    assert_eq!(at(&walled), roles(&[Role::Trebuchet, Role::Dragon]));
    assert!(
        !walled.exposure().squares().contains(sq("e3")),
        "a mountain is never exposed"
    );
}

#[test]
fn black_is_judged_from_its_own_side() {
    let h: Homeland = "iron b 8/8/8/8 4k3/8/8/8".parse().unwrap();
    assert_eq!(
        h.exposure().attackers(sq("e8")).collect::<Vec<_>>(),
        roles(&[Role::Trebuchet, Role::Dragon])
    );
    assert!(!h.exposure().squares().contains(sq("e1")));
}

/// The position of `h` with its King moved to `king`, one enemy unit `role` on
/// `from`, the enemy to move. The enemy King, which the game needs, waits in a
/// corner of its back rank, behind every line from `from` to this homeland.
fn probe(h: &Homeland, king: Square, role: Role, from: Square) -> Position {
    let side = h.side();
    let back = if side == Color::White {
        ["a8", "h8"]
    } else {
        ["h1", "a1"]
    };
    let enemy_king = if sq(back[0]) == from {
        sq(back[1])
    } else {
        sq(back[0])
    };
    let mut tiles = String::new();
    let mut units = String::new();
    for rank in (0..8).rev() {
        for file in 0..8 {
            let s = Square::from_coords(file, rank).unwrap();
            let inside = Homeland::squares_of(side).contains(s);
            tiles.push(if inside { h.tile(s).char() } else { 'g' });
            let piece = if s == king {
                Some(Piece {
                    color: side,
                    role: Role::King,
                })
            } else if s == from {
                Some(Piece { color: !side, role })
            } else if s == enemy_king && role != Role::King {
                Some(Piece {
                    color: !side,
                    role: Role::King,
                })
            } else if inside {
                h.unit(s)
                    .filter(|&r| r != Role::King)
                    .map(|role| Piece { color: side, role })
            } else {
                None
            };
            units.push(piece.map_or('1', |p| p.char()));
        }
        if rank > 0 {
            tiles.push('/');
            units.push('/');
        }
    }
    let tiles = tiles.replace('g', "1");
    let text = format!("iron {tiles} {units} {} - 0 1", (!side).char());
    text.parse().unwrap()
}

/// Exposure found the slow way: every enemy unit type on every enemy square,
/// alone, in a real position.
fn brute_force(h: &Homeland, role: Role) -> Vec<Square> {
    let enemy = Homeland::squares_of(!h.side());
    h.squares()
        .squares()
        .filter(|&k| h.tile(k) != Terrain::Mountain)
        .filter(|&k| {
            enemy.squares().any(|from| {
                probe(h, k, role, from).legal_moves().iter().any(|m| {
                    matches!(m, Move::Normal { from: f, to, kind }
                        if *f == from && *to == k && matches!(kind, MoveKind::Capture | MoveKind::Shot))
                })
            })
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// On random homelands, complete or half built, exposure is exactly what
    /// single enemy units in real positions can do.
    #[test]
    fn exposure_matches_a_brute_force_search(seed: u64, black: bool, units in 0usize..=10) {
        let side = if black { Color::Black } else { Color::White };
        let mut r = SplitMix64::new(seed);
        let mut rng = || r.next_u64();
        let mut h = Homeland::random(Ruleset::Iron, side, &mut rng);
        // Keep the King and `units - 1` others; drop the rest.
        let mut kept = 0;
        for s in h.squares() {
            if let Some(role) = h.unit(s) {
                if role != Role::King {
                    kept += 1;
                    if kept >= units {
                        h.set_unit(s, None);
                    }
                }
            }
        }
        let e = h.exposure();
        for &role in Ruleset::Iron.roles() {
            prop_assert_eq!(
                e.by(role).squares().collect::<Vec<_>>(),
                brute_force(&h, role),
                "{:?} against {}", role, h
            );
        }
    }

    /// In real games, a King that White takes on the first move stood on a
    /// square the overlay marked for that unit type.
    #[test]
    fn a_king_taken_on_the_first_move_was_marked(seed: u64) {
        let mut r = SplitMix64::new(seed);
        let mut rng = || r.next_u64();
        let white = Homeland::random(Ruleset::Iron, Color::White, &mut rng);
        let black = Homeland::random(Ruleset::Iron, Color::Black, &mut rng);
        let start = Position::from_homelands(&white, &black).unwrap();
        let exposure = black.exposure();
        for m in start.legal_moves() {
            let next = start.play(m.to_uci()).unwrap();
            if next.is_game_over() {
                let Move::Normal { from, to, .. } = m else { unreachable!() };
                let role = start.piece_at(from).unwrap().role;
                prop_assert!(exposure.by(role).contains(to), "{} took the King on {}", role.name(), to);
            }
        }
    }

    /// A random army with its King sheltered: still valid, the same army,
    /// and no enemy unit can take its King on the first move, in either game.
    #[test]
    fn a_sheltered_king_cannot_be_taken_on_the_first_move(seed: u64, black: bool, armor: bool) {
        let side = if black { Color::Black } else { Color::White };
        let ruleset = if armor { Ruleset::Armor } else { Ruleset::Iron };
        let mut r = SplitMix64::new(seed);
        let mut rng = || r.next_u64();
        let mut h = Homeland::random(ruleset, side, &mut rng);
        let before = h.clone();
        let sheltered = h.shelter_king(&mut rng);
        prop_assert!(h.validate().is_ok());
        for &role in ruleset.roles() {
            prop_assert_eq!(h.units_of(role).count(), before.units_of(role).count());
        }
        let king = h.units_of(Role::King).first().unwrap();
        prop_assert_eq!(sheltered, !h.exposure().squares().contains(king));
        if !sheltered {
            prop_assert_eq!(h, before, "nothing changes when no square shelters the King");
        }
    }
}

/// Most random armies leave the King open; sheltered, nearly all hold it.
#[test]
fn sheltering_finds_a_square_for_nearly_every_random_army() {
    for ruleset in [Ruleset::Iron, Ruleset::Armor] {
        let (mut open_before, mut open_after) = (0, 0);
        for seed in 0..200u64 {
            let side = if seed % 2 == 0 {
                Color::White
            } else {
                Color::Black
            };
            let mut r = SplitMix64::new(seed);
            let mut rng = || r.next_u64();
            let mut h = Homeland::random(ruleset, side, &mut rng);
            let king = |h: &Homeland| h.units_of(Role::King).first().unwrap();
            open_before += usize::from(h.exposure().squares().contains(king(&h)));
            h.shelter_king(&mut rng);
            open_after += usize::from(h.exposure().squares().contains(king(&h)));
        }
        assert!(
            open_before > 100,
            "{ruleset:?}: {open_before} of 200 open before"
        );
        assert!(
            open_after <= 4,
            "{ruleset:?}: {open_after} of 200 still open"
        );
    }
}
