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
