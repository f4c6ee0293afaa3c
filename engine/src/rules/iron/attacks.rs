//! Iron's attacks on a square: the capture rules of RULES.md §1.3–§1.6 read
//! backwards, from the target along each line, for the evaluation's "is the
//! King attacked" without generating every enemy move.

use crate::position::Board;
use crate::role::Role;
use crate::square::Direction;

use super::tables::{nearest, ray, TerrainTables, SHOOTERS};
use super::units;

/// Whether the enemy could take the King of the side to move right now
/// (RULES.md §1.3–§1.6): the nearest piece along each of the eight lines
/// from the King, if it is an unfrozen enemy that can reach or shoot the
/// King's square. A King on an unruined fortress cannot be taken (the blow
/// ruins the fortress).
pub(super) fn king_attacked(b: &Board, t: &TerrainTables) -> bool {
    let us = b.side;
    let kings = b.by_color[us] & b.by_role[Role::King.index()];
    let them = b.by_color[!us] & !b.frozen;
    let occupied = b.by_color.white | b.by_color.black;
    for king in kings & !b.fortress {
        for dir in Direction::ALL {
            let blockers = ray(dir, king) & occupied;
            if blockers.is_empty() {
                continue;
            }
            let from = nearest(blockers, dir);
            if !them.contains(from) {
                continue;
            }
            let Some(role) = b.role_at(from) else {
                continue;
            };
            let back = dir.opposite();
            let hit = if let Some(range) = units::shot_range(role) {
                let slot = SHOOTERS.iter().position(|&r| r == role).unwrap_or(0);
                !t.water.contains(from)
                    && match range.along(back) {
                        0 => false,
                        1 => from.step(back) == Some(king),
                        _ => t.shot(slot, from, back).contains(king),
                    }
            } else {
                match units::move_range(role) {
                    // The Dragon flies any distance but never strikes into forest.
                    None => !t.forest.contains(king),
                    Some(range) => match range.along(back) {
                        0 => false,
                        n => t.slide(n, from, back).contains(king),
                    },
                }
            };
            if hit {
                return true;
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use crate::bitboard::Bitboard;
    use crate::color::Color;
    use crate::moves::MoveKind;
    use crate::random::SplitMix64;
    use crate::role::Role;
    use crate::rules::ruleset::Ruleset;
    use crate::rules::{MoveSink, Rules};
    use crate::setup::Homeland;
    use crate::square::Square;
    use crate::terrain::Terrain;
    use crate::Position;

    /// The squares of the blows a side could strike.
    #[derive(Default)]
    struct Strikes(Bitboard);

    impl MoveSink for Strikes {
        fn slides(&mut self, _from: Square, _to: Bitboard) {}
        fn strike(&mut self, _from: Square, to: Square, _kind: MoveKind) {
            self.0 = self.0.with(to);
        }
    }

    /// The line-by-line test of an attack on the King agrees with generating
    /// every enemy move, along random games.
    #[test]
    fn king_attacks_agree_with_move_generation() {
        let mut checks = 0;
        for seed in 0..60 {
            let mut r = SplitMix64::new(seed);
            let mut next = || r.next_u64();
            let white = Homeland::random(Ruleset::Iron, Color::White, &mut next);
            let black = Homeland::random(Ruleset::Iron, Color::Black, &mut next);
            let mut pos = Position::from_homelands(&white, &black).unwrap();
            for _ in 0..150 {
                if pos.is_game_over() {
                    break;
                }
                let (b, rules) = (pos.board(), pos.rules());
                let side = b.side_to_move();
                let king = b.units(side, Role::King) & !pos.terrain(Terrain::Fortress);
                let mut strikes = Strikes::default();
                rules.generate_for(b, !side, &mut strikes);
                let by_generation = (strikes.0 & king).any();
                assert_eq!(rules.king_attacked(b), by_generation, "{pos}");
                checks += usize::from(by_generation);
                let moves = pos.legal_moves();
                pos.play_unchecked(moves[(next() % moves.len() as u64) as usize]);
            }
        }
        assert!(checks > 50, "only {checks} attacks on a King seen");
    }
}
