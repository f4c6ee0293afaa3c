//! Iron's move generation (RULES.md §1.2–§1.6): slides over the terrain,
//! melee blows, shots, and blows on a fortress that ruin it.

use crate::bitboard::Bitboard;
use crate::moves::MoveKind;
use crate::position::Board;
use crate::role::Role;
use crate::rules::ruleset::Range;
use crate::rules::MoveSink;
use crate::square::{Direction, Square};

use super::tables::{before, nearest, ray, TerrainTables, SHOOTERS};
use super::units;

/// Feeds every legal move but the pass to `sink` (the game must not be over).
///
/// Per unit and direction, the terrain tables give the squares a slide may
/// reach ignoring pieces; the nearest piece on that line cuts it short.
/// Reaches of one square are handled four directions at a time.
#[inline(always)]
pub(super) fn generate<S: MoveSink>(b: &Board, t: &TerrainTables, sink: &mut S) {
    let us = b.by_color[b.side];
    let them = b.by_color[!b.side];
    let occupied = us | them;
    let movable = us & !b.frozen;
    let dragons = b.by_role[Role::Dragon.index()];

    for role in units::ROLES {
        let units = movable & b.by_role[role.index()];
        if units.is_empty() {
            continue;
        }
        let shot_range = units::shot_range(role);
        // §1.4: the enemies a melee blow may hit (ranged units never move onto one).
        let prey = if shot_range.is_some() {
            Bitboard::EMPTY
        } else if role == Role::Dragon {
            them & !t.forest
        } else if units::may_capture_dragon(role) {
            them
        } else {
            them & !dragons
        };
        for from in units {
            let Some(range) = units::move_range(role) else {
                for dir in Direction::ALL {
                    slide_line(b, from, dir, ray(dir, from), occupied, prey, sink);
                }
                continue;
            };
            for (class, dirs) in [(0, Direction::ORTHOGONAL), (1, Direction::DIAGONAL)] {
                match range.along(dirs[0]) {
                    0 => {}
                    1 => {
                        let near = t.near_slide(from, class);
                        sink.slides(from, near & !occupied);
                        for target in near & prey {
                            sink.strike(from, target, strike_kind(b, target, MoveKind::Capture));
                        }
                    }
                    n => {
                        for dir in dirs {
                            let reach = t.slide(n, from, dir);
                            slide_line(b, from, dir, reach, occupied, prey, sink);
                        }
                    }
                }
            }
        }
        if let Some(range) = shot_range {
            // §1.4: a shooter on water cannot shoot.
            generate_shots(b, t, role, range, units & !t.water, them, occupied, sink);
        }
    }
}

/// The kind of a blow on the enemy at `target`: a fortress turns it into a ruin.
#[inline(always)]
fn strike_kind(b: &Board, target: Square, blow: MoveKind) -> MoveKind {
    if b.fortress.contains(target) {
        MoveKind::Ruin
    } else {
        blow
    }
}

/// One slide line from `from` along `dir` over `reach`: the empty squares
/// before the nearest piece, and a blow on that piece if it is `prey`.
#[inline(always)]
fn slide_line<S: MoveSink>(
    b: &Board,
    from: Square,
    dir: Direction,
    reach: Bitboard,
    occupied: Bitboard,
    prey: Bitboard,
    sink: &mut S,
) {
    let blockers = reach & occupied;
    if blockers.is_empty() {
        sink.slides(from, reach);
        return;
    }
    let first = nearest(blockers, dir);
    sink.slides(from, before(reach, dir, first));
    if prey.contains(first) {
        sink.strike(from, first, strike_kind(b, first, MoveKind::Capture));
    }
}

/// Shots of the `role` units on `shooters` (RULES.md §1.4): the first piece
/// along a line within range, if it is an enemy.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn generate_shots<S: MoveSink>(
    b: &Board,
    t: &TerrainTables,
    role: Role,
    range: Range,
    shooters: Bitboard,
    them: Bitboard,
    occupied: Bitboard,
    sink: &mut S,
) {
    let Some(slot) = SHOOTERS.iter().position(|&r| r == role) else {
        return;
    };
    for from in shooters {
        for (class, dirs) in [(0, Direction::ORTHOGONAL), (1, Direction::DIAGONAL)] {
            match range.along(dirs[0]) {
                0 => {}
                1 => {
                    for target in t.near(from, class) & them {
                        sink.strike(from, target, strike_kind(b, target, MoveKind::Shot));
                    }
                }
                _ => {
                    for dir in dirs {
                        let blockers = t.shot(slot, from, dir) & occupied;
                        if blockers.any() {
                            let target = nearest(blockers, dir);
                            if them.contains(target) {
                                let kind = strike_kind(b, target, MoveKind::Shot);
                                sink.strike(from, target, kind);
                            }
                        }
                    }
                }
            }
        }
    }
}
