//! Homeland validation cross-checked against a plain, independent reading of
//! RULES.md §1.1 on randomly damaged setups.

use cyvasse::{Color, Homeland, Role, Ruleset, SetupError, SplitMix64, Square, Terrain};
use proptest::prelude::*;

/// RULES.md §1.1 read directly off the homeland text: tile counts, mountain
/// groups (edges and corners) of at most two, one of each unit, no unit but
/// the Dragon on a mountain. A unit of another ruleset (the Tower) is no
/// unit of the army.
fn plainly_valid(text: &str) -> bool {
    let fields: Vec<&str> = text.split(' ').collect();
    let expand = |field: &str| -> Vec<Vec<char>> {
        field
            .split('/')
            .map(|rank| {
                rank.chars()
                    .flat_map(|c| match c.to_digit(10) {
                        Some(n) => vec!['.'; n as usize],
                        None => vec![c],
                    })
                    .collect()
            })
            .collect()
    };
    let tiles = expand(fields[2]);
    let units = expand(fields[3]);
    let count = |grid: &Vec<Vec<char>>, c: char| grid.iter().flatten().filter(|&&x| x == c).count();
    let tile_counts = [('.', 14), ('m', 6), ('w', 5), ('f', 6), ('t', 1), ('r', 0)];
    if tile_counts.iter().any(|&(c, n)| count(&tiles, c) != n) {
        return false;
    }
    let letters = "RSXLHECTDK";
    let letters: String = if fields[1] == "b" {
        letters.to_lowercase()
    } else {
        letters.to_string()
    };
    if letters.chars().any(|c| count(&units, c) != 1)
        || units.iter().flatten().filter(|&&c| c != '.').count() != 10
    {
        return false;
    }
    for r in 0..4 {
        for f in 0..8 {
            if tiles[r][f] == 'm' && units[r][f] != '.' && !"Dd".contains(units[r][f]) {
                return false;
            }
        }
    }
    // Flood fill each mountain group.
    let mut seen = [[false; 8]; 4];
    for r in 0..4 {
        for f in 0..8 {
            if tiles[r][f] != 'm' || seen[r][f] {
                continue;
            }
            let mut stack = vec![(r, f)];
            seen[r][f] = true;
            let mut size = 0;
            while let Some((r, f)) = stack.pop() {
                size += 1;
                for dr in -1i32..=1 {
                    for df in -1i32..=1 {
                        let (nr, nf) = (r as i32 + dr, f as i32 + df);
                        if (0..4).contains(&nr) && (0..8).contains(&nf) {
                            let (nr, nf) = (nr as usize, nf as usize);
                            if tiles[nr][nf] == 'm' && !seen[nr][nf] {
                                seen[nr][nf] = true;
                                stack.push((nr, nf));
                            }
                        }
                    }
                }
            }
            if size > 2 {
                return false;
            }
        }
    }
    true
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, failure_persistence: None, ..ProptestConfig::default() })]

    /// Damaged random homelands: the engine's verdict is the plain reading's,
    /// and the reasons are given exactly when the homeland is invalid.
    #[test]
    fn validation_agrees_with_a_plain_reading(seed in any::<u64>(), black in any::<bool>(), damage in prop::collection::vec((0u8..4, 0u8..32, 0u8..32, 0u8..66), 0..4)) {
        let side = if black { Color::Black } else { Color::White };
        let mut r = SplitMix64::new(seed);
        let mut h = Homeland::random(Ruleset::Iron, side, &mut || r.next_u64());
        let squares: Vec<Square> = h.squares().squares().collect();
        for (kind, a, b, t) in damage {
            let (a, b) = (squares[a as usize], squares[b as usize]);
            match kind {
                0 => { let (ta, tb) = (h.tile(a), h.tile(b)); h.set_tile(a, tb); h.set_tile(b, ta); }
                1 => { h.set_tile(a, Terrain::ALL[t as usize % 6]); }
                2 => { let u = h.unit(a); h.set_unit(a, None); h.set_unit(b, u); }
                // Now and then a Tower, which iron does not have.
                _ => { h.set_unit(a, Some(Role::ALL[t as usize % 11])); }
            }
        }
        let text = h.to_string();
        let verdict = h.validate();
        prop_assert_eq!(verdict.is_ok(), plainly_valid(&text), "{} {:?}", text, verdict);
        if let Err(errors) = verdict {
            prop_assert!(!errors.0.is_empty());
        }
        // The text form reads back to the same homeland, unless it holds a
        // Tower: the parser refuses it, and validation names it.
        let towers = h.units_of(Role::Tower);
        if towers.is_empty() {
            prop_assert_eq!(text.parse::<Homeland>().unwrap(), h);
        } else {
            prop_assert!(text.parse::<Homeland>().is_err());
            let named: Vec<Square> = h.validate().unwrap_err().0.iter().filter_map(|e| match e {
                SetupError::ForeignUnit { square, role: Role::Tower } => Some(*square),
                _ => None,
            }).collect();
            prop_assert_eq!(named, towers.squares().collect::<Vec<_>>());
        }
    }
}
