//! Armor's move generation (RULES.md §2.3, §2.4): normal moves along paths
//! of king-steps, capture moves along one straight line, and the Catapult's
//! capture by stepping away.

use crate::bitboard::Bitboard;
use crate::moves::MoveKind;
use crate::position::Board;
use crate::role::Role;
use crate::rules::MoveSink;
use crate::square::{Direction, Square};

use super::attacks::capturable;
use super::steps::{forward_diagonals, shift, spearmen_zone, spread, Geometry};
use super::units;

/// Feeds every legal move to `sink` (the game must not be over).
///
/// A normal move of up to *n* king-steps reaches the squares at most *n*
/// steps away along paths whose every square but the last may be passed:
/// the walk spreads out one ring of squares at a time, on whole bitboards,
/// and only the squares that may be passed spread further. (A shortest path
/// never enters a square twice, so the rule against it changes nothing.)
#[inline(always)]
pub(super) fn generate<S: MoveSink>(
    b: &Board,
    g: &Geometry,
    mountain: Bitboard,
    water: Bitboard,
    sink: &mut S,
) {
    let side = b.side;
    let us = b.by_color[side];
    let them = b.by_color[!side];
    // §2.3: where a normal move may end: empty squares but mountains.
    let free = !(us | them | mountain);
    // §2.3: the squares a path may pass through (but the Dragon's): no
    // water (it ends a move), mountain, enemy piece or enemy Spearmen's zone.
    let zone = spearmen_zone(them & b.by_role[Role::Spearmen.index()], !side);
    let open = !(water | mountain | them | zone);
    // §2.2: the Dragon passes over mountains, enemies and zones; water still stops it.
    let flight = !water;
    // §2.4: the enemies this side could capture, counted before the move.
    let prey = capturable(b, g, mountain, water, side);

    for role in units::ROLES {
        let units = us & b.by_role[role.index()];
        if units.is_empty() || role == Role::Tower {
            continue;
        }
        let steps = units::steps(role);
        let pass = if role == Role::Dragon { flight } else { open };
        let reach = units::capture_reach(role);
        // A capture move ends on its target: never a mountain (§2.3).
        let targets = prey & !mountain;
        // §2.2: the Elephant passes no piece of its own either.
        let line = match role {
            Role::Dragon => flight,
            Role::Elephant => open & !us,
            _ => open,
        };
        for from in units {
            let start = Bitboard::from_square(from);
            let neighbours = Bitboard(g.neighbours[from.index()]);
            if steps == 1 {
                sink.slides(from, neighbours & free);
            } else {
                sink.slides(from, walk(start, steps, pass) & free);
            }
            match (role, reach) {
                (Role::Catapult, _) => {
                    if !water.contains(from) && prey.any() {
                        catapult_captures(from, them, prey, free, sink);
                    }
                }
                (_, 0) => {}
                (Role::Spearmen, _) => {
                    for dir in forward_diagonals(side) {
                        if let Some(to) = (shift(start, dir) & targets).first() {
                            sink.strike(from, to, MoveKind::Capture);
                        }
                    }
                }
                (_, 1) => {
                    for to in neighbours & targets {
                        sink.strike(from, to, MoveKind::Capture);
                    }
                }
                _ => {
                    let near = targets & Bitboard(g.within[usize::from(reach) - 1][from.index()]);
                    if near.any() {
                        capture_lines(g, from, reach, line, near, sink);
                    }
                }
            }
        }
    }
}

/// The squares at most `steps` king-steps from `start` along paths whose
/// squares but the last are all in `pass`.
#[inline(always)]
fn walk(start: Bitboard, steps: u8, pass: Bitboard) -> Bitboard {
    let mut seen = start;
    let mut frontier = start;
    for _ in 0..steps {
        let ring = spread(frontier) & !seen;
        seen |= ring;
        frontier = ring & pass;
        if frontier.is_empty() {
            break;
        }
    }
    seen & !start
}

/// Capture moves along the eight lines from `from` (§2.4): onto a target
/// within `reach` squares (`targets` holds no other), every square before it
/// in `line`.
#[inline(always)]
fn capture_lines<S: MoveSink>(
    g: &Geometry,
    from: Square,
    reach: u8,
    line: Bitboard,
    targets: Bitboard,
    sink: &mut S,
) {
    for dir in Direction::ALL {
        if (targets & Bitboard(g.lines[dir as usize][from.index()])).is_empty() {
            continue;
        }
        let mut at = Bitboard::from_square(from);
        for _ in 0..reach {
            at = shift(at, dir);
            if let Some(to) = (at & targets).first() {
                sink.strike(from, to, MoveKind::Capture);
            }
            at &= line;
            if at.is_empty() {
                break;
            }
        }
    }
}

/// The Catapult's captures (§2.4): the nearest enemy along each line, if it
/// is 2–4 squares away and capturable (this Catapult attacks it: mountains
/// do not stop its attack, a piece of the target's side does), and the
/// square behind the Catapult is free for it to step back onto.
#[inline(always)]
fn catapult_captures<S: MoveSink>(
    from: Square,
    them: Bitboard,
    prey: Bitboard,
    free: Bitboard,
    sink: &mut S,
) {
    let (near, far) = units::attack_span(Role::Catapult);
    let start = Bitboard::from_square(from);
    for dir in Direction::ALL {
        if (shift(start, dir.opposite()) & free).is_empty() {
            continue;
        }
        let mut at = start;
        for distance in 1..=far {
            at = shift(at, dir);
            let enemy = at & them;
            if let Some(to) = enemy.first() {
                if distance >= near && prey.contains(to) {
                    sink.strike(from, to, MoveKind::Shot);
                }
                break;
            }
            if at.is_empty() {
                break;
            }
        }
    }
}
