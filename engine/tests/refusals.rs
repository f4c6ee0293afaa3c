//! Why a move is not legal (`Position::refusal`): one test per reason, on
//! positions written as RULES.md §3 text, each also run turned 180° with
//! the colours swapped; and a property test that a reason is given exactly
//! for the moves the generator refuses, in random games of both rulesets.

mod common;

use common::{playout, random_start_in};
use cyvasse::Color::{Black, White};
use cyvasse::Refusal::*;
use cyvasse::{Color, Piece, Position, Refusal, Role, Ruleset, Square, Uci};
use proptest::prelude::*;

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/// One of the two ways to look at a position: as written, or turned 180°
/// with the colours swapped. Squares and colours written for the position
/// as written are translated to the view.
#[derive(Clone, Copy, Debug)]
struct View {
    mirrored: bool,
}

const VIEWS: [View; 2] = [View { mirrored: false }, View { mirrored: true }];

impl View {
    fn sq(self, name: &str) -> Square {
        let sq: Square = name.parse().unwrap();
        if self.mirrored {
            sq.rotate()
        } else {
            sq
        }
    }

    fn piece(self, color: Color, role: Role) -> Piece {
        let color = if self.mirrored { !color } else { color };
        Piece { color, role }
    }

    /// A move written for the position as written (`0000` a pass; the same
    /// square twice is allowed, as a `Uci` may hold it).
    fn uci(self, m: &str) -> Uci {
        if m == "0000" {
            return Uci::Pass;
        }
        Uci::Normal {
            from: self.sq(&m[..2]),
            to: self.sq(&m[2..]),
        }
    }

    /// The position of a §3 text in this view.
    fn pos(self, text: &str) -> Position {
        let text = if self.mirrored {
            mirrored(text)
        } else {
            text.to_string()
        };
        text.parse()
            .unwrap_or_else(|e| panic!("test position does not parse: {e}\n{text}"))
    }
}

/// A §3 position text turned 180° with the colours swapped: ranks and files
/// in reverse order (a rank's digits are single characters, so reversing
/// its letters reverses its squares), pieces in the other case, the other
/// side to move, frozen squares turned.
fn mirrored(text: &str) -> String {
    let f: Vec<&str> = text.split_whitespace().collect();
    let turn = |field: &str, swap: bool| {
        field
            .split('/')
            .rev()
            .map(|rank| {
                rank.chars()
                    .rev()
                    .map(|c| match (swap, c.is_ascii_uppercase()) {
                        (false, _) => c,
                        (true, true) => c.to_ascii_lowercase(),
                        (true, false) => c.to_ascii_uppercase(),
                    })
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("/")
    };
    let side = if f[3] == "w" { "b" } else { "w" };
    let frozen = if f[4] == "-" {
        "-".to_string()
    } else {
        let mut squares: Vec<Square> = f[4]
            .split(',')
            .map(|s| s.parse::<Square>().unwrap().rotate())
            .collect();
        squares.sort();
        let names: Vec<String> = squares.iter().map(ToString::to_string).collect();
        names.join(",")
    };
    format!(
        "{} {} {} {side} {frozen} {} {}",
        f[0],
        turn(f[1], false),
        turn(f[2], true),
        f[5],
        f[6]
    )
}

/// `m` is refused in `text` with the reason `expected` gives for each view.
#[track_caller]
fn refused(text: &str, m: &str, expected: impl Fn(View) -> Refusal) {
    for view in VIEWS {
        let pos = view.pos(text);
        let uci = view.uci(m);
        assert_eq!(
            pos.refusal(uci),
            Some(expected(view)),
            "{uci} ({m} as written) in {pos}"
        );
        assert!(pos.play(uci).is_err(), "{uci} plays in {pos}");
    }
}

/// `m` is legal in `text`, in both views.
#[track_caller]
fn allowed(text: &str, m: &str) {
    for view in VIEWS {
        let pos = view.pos(text);
        let uci = view.uci(m);
        assert_eq!(pos.refusal(uci), None, "{uci} ({m} as written) in {pos}");
        assert!(pos.play(uci).is_ok(), "{uci} does not play in {pos}");
    }
}

// ---------------------------------------------------------------------------
// The game and the unit (both rulesets)
// ---------------------------------------------------------------------------

#[test]
fn a_finished_game_refuses_every_move() {
    // Black's King is gone.
    let over = "iron 8/8/8/8/8/8/8/8 8/8/8/8/8/8/8/3K4 w - 0 1";
    refused(over, "d1d2", |_| GameOver);
    refused(over, "0000", |_| GameOver);
    // In armor, White to move has no move (King and Tower walled in by
    // mountains): White has lost.
    let stuck = "armor 8/8/8/8/8/8/mm6/8 7k/8/8/8/8/8/8/KO6 w - 0 1";
    refused(stuck, "a1a2", |_| GameOver);
    refused(stuck, "0000", |_| GameOver);
}

#[test]
fn a_pass_is_refused_with_a_move_to_play_and_always_in_armor() {
    let iron = "iron 8/8/8/8/8/8/8/8 7k/8/8/8/8/8/8/3K4 w - 0 1";
    refused(iron, "0000", |_| PassNotAllowed);
    let armor = "armor 8/8/8/8/8/8/8/8 7k/8/8/8/8/8/8/3K4 w - 0 1";
    refused(armor, "0000", |_| NoPass);
    // With no move at all, the pass is iron's one legal move.
    let walled = "iron 8/8/8/8/8/8/mm6/1m6 7k/8/8/8/8/8/8/K7 w - 0 1";
    allowed(walled, "0000");
}

#[test]
fn the_first_square_must_hold_an_unfrozen_unit_of_ones_own() {
    let pos = "iron 8/8/8/8/3w4/8/8/8 7k/8/8/8/3R4/8/8/7K w d4 0 1";
    refused(pos, "d4d4", |v| SameSquare { square: v.sq("d4") });
    refused(pos, "c4c5", |v| NoUnit { square: v.sq("c4") });
    refused(pos, "h8h7", |v| NotYours {
        square: v.sq("h8"),
        piece: v.piece(Black, Role::King),
    });
    refused(pos, "d4d5", |v| Frozen {
        square: v.sq("d4"),
        role: Role::Rabble,
    });
    allowed(pos, "h1h2");
    for ruleset in ["iron", "armor"] {
        let pos = format!("{ruleset} 8/8/8/8/8/8/8/8 7k/8/8/8/8/8/8/3K4 w - 0 1");
        refused(&pos, "e4e5", |v| NoUnit { square: v.sq("e4") });
    }
}

#[test]
fn the_tower_never_moves() {
    let pos = "armor 8/8/8/8/8/8/8/8 7k/8/8/8/3O4/8/8/K7 w - 0 1";
    refused(pos, "d4d5", |v| TowerNeverMoves { square: v.sq("d4") });
}

// ---------------------------------------------------------------------------
// iron (RULES.md §1.2–§1.6)
// ---------------------------------------------------------------------------

#[test]
fn iron_units_go_along_straight_lines_in_their_directions() {
    // An Elephant on d4: e6 is on none of its lines.
    let elephant = "iron 8/8/8/8/8/8/8/8 7k/8/8/8/3E4/8/8/7K w - 0 1";
    refused(elephant, "d4e6", |_| NotStraight {
        role: Role::Elephant,
    });
    allowed(elephant, "d4g7");
    // A Heavy Horse on d4, a Light Horse on f4, Crossbowmen on d2.
    let horses = "iron 8/8/8/8/8/8/8/8 7k/8/8/8/3H1L2/8/3X4/K7 w - 0 1";
    refused(horses, "d4e5", |_| OnlyOrthogonal {
        role: Role::HeavyHorse,
    });
    refused(horses, "f4f5", |_| OnlyDiagonal {
        role: Role::LightHorse,
    });
    allowed(horses, "f4c7");
}

#[test]
fn iron_units_go_no_farther_than_their_range_along_the_line() {
    let horses = "iron 8/8/8/8/8/8/8/8 7k/8/8/8/3H1L2/8/3X4/K7 w - 0 1";
    refused(horses, "d4d8", |_| TooFar {
        role: Role::HeavyHorse,
        range: 3,
        diagonal: false,
    });
    allowed(horses, "d4d7");
    // Crossbowmen: 2 along ranks and files, 1 diagonally.
    refused(horses, "d2b4", |_| TooFar {
        role: Role::Crossbowmen,
        range: 1,
        diagonal: true,
    });
    allowed(horses, "d2b2");
    refused(horses, "a1a3", |_| TooFar {
        role: Role::King,
        range: 1,
        diagonal: false,
    });
}

#[test]
fn a_mountain_stops_every_iron_unit_but_the_dragon() {
    // A Heavy Horse on d1, a Dragon on e1; mountains on d3 and e3.
    let pos = "iron 8/8/8/8/8/3mm3/8/8 4k3/8/8/8/8/8/8/3HD1K1 w - 0 1";
    refused(pos, "d1d4", |v| MountainInTheWay { square: v.sq("d3") });
    refused(pos, "d1d3", |v| OntoMountain {
        square: v.sq("d3"),
        role: Role::HeavyHorse,
    });
    allowed(pos, "d1d2");
    // The Dragon flies over mountains and perches on them.
    allowed(pos, "e1e3");
    allowed(pos, "e1e6");
}

#[test]
fn pieces_in_the_way_and_on_the_target_in_iron() {
    // A Heavy Horse on d1 behind its own Rabble on d2.
    let own = "iron 8/8/8/8/8/8/8/8 4k3/8/8/8/8/8/3R4/3H2K1 w - 0 1";
    refused(own, "d1d3", |v| PieceInTheWay {
        square: v.sq("d2"),
        piece: v.piece(White, Role::Rabble),
    });
    refused(own, "d1d2", |v| OwnPiece {
        square: v.sq("d2"),
        role: Role::Rabble,
    });
    // A slide stops at the first enemy: it may take it, not pass it.
    let enemy = "iron 8/8/8/8/8/8/8/8 4k3/8/8/8/8/3r4/8/3H2K1 w - 0 1";
    refused(enemy, "d1d4", |v| PieceInTheWay {
        square: v.sq("d3"),
        piece: v.piece(Black, Role::Rabble),
    });
    allowed(enemy, "d1d3");
    // The Dragon is stopped by pieces like every unit.
    let dragon = "iron 8/8/8/8/8/8/8/8 4k3/8/8/r7/8/8/8/D5K1 w - 0 1";
    refused(dragon, "a1a7", |v| PieceInTheWay {
        square: v.sq("a5"),
        piece: v.piece(Black, Role::Rabble),
    });
}

#[test]
fn the_first_obstacle_along_the_path_is_named() {
    // The Rabble on d2 comes before the mountain on d3 ...
    let piece_first = "iron 8/8/8/8/8/3m4/8/8 4k3/8/8/8/8/8/3R4/3H2K1 w - 0 1";
    refused(piece_first, "d1d4", |v| PieceInTheWay {
        square: v.sq("d2"),
        piece: v.piece(White, Role::Rabble),
    });
    // ... the mountain on d2 before the enemy on d3.
    let mountain_first = "iron 8/8/8/8/8/8/3m4/8 4k3/8/8/8/8/3r4/8/3H2K1 w - 0 1";
    refused(mountain_first, "d1d3", |v| MountainInTheWay {
        square: v.sq("d2"),
    });
    // Range comes before the path: five squares are too far, whatever is
    // on them.
    refused(mountain_first, "d1d6", |_| TooFar {
        role: Role::HeavyHorse,
        range: 3,
        diagonal: false,
    });
}

#[test]
fn water_ends_an_iron_slide_but_not_the_dragons() {
    // Water on d2 and e2: the Heavy Horse on d1 stops in it, the Dragon on
    // e1 flies on.
    let pos = "iron 8/8/8/8/8/8/3ww3/8 4k3/8/8/8/8/8/8/3HD1K1 w - 0 1";
    refused(pos, "d1d4", |v| WaterStops { square: v.sq("d2") });
    allowed(pos, "d1d2");
    allowed(pos, "e1e5");
}

#[test]
fn forest_costs_two_steps_of_the_budget() {
    // Forest on b2 and d2; a Light Horse on a1, a Heavy Horse on d1 (3).
    let pos = "iron 8/8/8/8/8/8/1f1f4/8 4k3/8/8/8/8/8/8/L2H2K1 w - 0 1";
    // RULES.md §1.3's example: after a first step into forest, one more.
    allowed(pos, "a1c3");
    refused(pos, "a1d4", |v| ForestCost {
        square: v.sq("b2"),
        role: Role::LightHorse,
    });
    allowed(pos, "d1d3");
    refused(pos, "d1d4", |v| ForestCost {
        square: v.sq("d2"),
        role: Role::HeavyHorse,
    });
}

#[test]
fn only_some_units_take_a_dragon_and_the_dragon_takes_nothing_on_forest() {
    // A Black Dragon on d3 before the Heavy Horse on d1, another on e2
    // next to the White King on f1; a Black Rabble on the forest a5 before
    // the White Dragon on a1.
    let pos = "iron 8/8/8/f7/8/8/8/8 7k/8/8/r7/8/3d4/4d3/D2H1K2 w - 0 1";
    refused(pos, "d1d3", |_| DragonImmune {
        role: Role::HeavyHorse,
    });
    allowed(pos, "f1e2");
    refused(pos, "a1a5", |v| DragonForest { square: v.sq("a5") });
    allowed(pos, "a1a4");
}

#[test]
fn ranged_units_shoot_from_dry_ground_within_range() {
    // Catapults on d4 (on water) and e3, a mountain on e4; Black Rabble on
    // d6 and e6.
    let pos = "iron 8/8/8/8/3wm3/8/8/8 7k/8/3rr3/8/3C4/4C3/8/K7 w - 0 1";
    refused(pos, "d4d6", |v| ShooterOnWater {
        role: Role::Catapult,
        square: v.sq("d4"),
    });
    // It may still move.
    allowed(pos, "d4d5");
    refused(pos, "e3e6", |v| ShotBlockedByMountain {
        square: v.sq("e4"),
    });
    // A Catapult on d4 shoots 3 along ranks and files, 2 diagonally.
    let range = "iron 8/8/8/8/8/8/8/8 3r3k/4r1r1/8/8/3C4/8/8/7K w - 0 1";
    refused(range, "d4d8", |_| OutOfShotRange {
        role: Role::Catapult,
        range: 3,
        diagonal: false,
    });
    refused(range, "d4g7", |_| OutOfShotRange {
        role: Role::Catapult,
        range: 2,
        diagonal: true,
    });
    refused(range, "d4e7", |_| NotStraight {
        role: Role::Catapult,
    });
}

#[test]
fn shots_are_stopped_by_pieces_and_mountains_but_the_trebuchets() {
    // Mountains on b5 and d5; a Trebuchet on b4, Catapults on d4 and f4
    // (its own Rabble on f5); Black Rabble on b7, d7 and f7.
    let pos = "iron 8/8/8/1m1m4/8/8/8/8 7k/1r1r1r2/8/5R2/1T1C1C2/8/8/K7 w - 0 1";
    allowed(pos, "b4b7");
    refused(pos, "d4d7", |v| ShotBlockedByMountain {
        square: v.sq("d5"),
    });
    refused(pos, "f4f7", |v| ShotBlockedByPiece {
        square: v.sq("f5"),
        piece: v.piece(White, Role::Rabble),
    });
}

#[test]
fn a_blow_on_a_fortress_needs_no_reason() {
    // Black Rabble on the fortresses d3 and f6: a Heavy Horse on d1 and a
    // Catapult on d4 ruin them.
    let pos = "iron 8/8/5t2/8/8/3t4/8/8 7k/8/5r2/8/3C4/3r4/8/3H2K1 w - 0 1";
    allowed(pos, "d1d3");
    allowed(pos, "d4f6");
}

// ---------------------------------------------------------------------------
// armor (RULES.md §2.2–§2.4)
// ---------------------------------------------------------------------------

#[test]
fn an_armor_move_has_at_most_its_units_steps() {
    let pos = "armor 8/8/8/8/8/8/8/8 7k/8/8/8/3R4/8/5L2/K7 w - 0 1";
    refused(pos, "d4d6", |_| TooManySteps {
        role: Role::Rabble,
        steps: 1,
        distance: 2,
    });
    refused(pos, "f2f6", |_| TooManySteps {
        role: Role::LightHorse,
        steps: 3,
        distance: 4,
    });
    allowed(pos, "f2e4");
}

#[test]
fn an_armor_path_around_what_is_in_the_way_may_be_too_long() {
    // Mountains on a2 and b2: the Heavy Horse on a1 (2 steps) would need 3
    // to reach b3, by b1 and c2.
    let detour = "armor 8/8/8/8/8/8/mm6/8 7k/8/8/8/8/8/8/H6K w - 0 1";
    refused(detour, "a1b3", |_| NoWayAround {
        role: Role::HeavyHorse,
        steps: 2,
        needed: Some(3),
    });
    allowed(detour, "a1c2");
    // With an enemy on b1 too, the Light Horse on a1 has no way out at all.
    let closed = "armor 8/8/8/8/8/8/mm6/8 7k/8/8/8/8/8/8/Lr5K w - 0 1";
    refused(closed, "a1c2", |_| NoWayAround {
        role: Role::LightHorse,
        steps: 3,
        needed: None,
    });
}

#[test]
fn on_a_straight_line_the_first_obstacle_is_named_in_armor() {
    // Mountains on c2, d2 and e2 close every three-step way from d1 to d4;
    // the one on the straight line is named.
    let wall = "armor 8/8/8/8/8/8/2mmm3/8 7k/8/8/8/8/8/8/3L3K w - 0 1";
    refused(wall, "d1d4", |v| MountainInTheWay { square: v.sq("d2") });
    // Mountains on c2 and e2 and an enemy on d2: the enemy bars the way;
    // water on d2 ends it.
    let enemy = "armor 8/8/8/8/8/8/2m1m3/8 7k/8/8/8/8/8/3r4/3H3K w - 0 1";
    refused(enemy, "d1d3", |v| PieceInTheWay {
        square: v.sq("d2"),
        piece: v.piece(Black, Role::Rabble),
    });
    let water = "armor 8/8/8/8/8/8/2mwm3/8 7k/8/8/8/8/8/8/3H3K w - 0 1";
    refused(water, "d1d3", |v| WaterStops { square: v.sq("d2") });
    allowed(water, "d1d2");
    // Its own pieces the Heavy Horse passes.
    let own = "armor 8/8/8/8/8/8/2m1m3/8 7k/8/8/8/8/8/3R4/3H3K w - 0 1";
    allowed(own, "d1d3");
    refused(own, "d1d2", |v| OwnPiece {
        square: v.sq("d2"),
        role: Role::Rabble,
    });
}

#[test]
fn no_armor_unit_stops_on_a_mountain() {
    // A mountain on d5, next to a Rabble on d4 and within reach of the
    // Dragon on f4.
    let pos = "armor 8/8/8/3m4/8/8/8/8 7k/8/8/8/3R1D2/8/8/K7 w - 0 1";
    refused(pos, "d4d5", |v| OntoMountain {
        square: v.sq("d5"),
        role: Role::Rabble,
    });
    refused(pos, "f4d5", |v| OntoMountain {
        square: v.sq("d5"),
        role: Role::Dragon,
    });
    // The Dragon passes over it.
    allowed(pos, "f4c6");
    // Nor does a capture move end on one (a Black Crossbowmen on the
    // mountain d5, which only a text can put there).
    let perched = "armor 8/8/8/3m4/8/8/8/8 7k/8/8/3x4/3R4/8/8/K7 w - 0 1";
    refused(perched, "d4d5", |v| OntoMountain {
        square: v.sq("d5"),
        role: Role::Rabble,
    });
}

#[test]
fn an_enemy_spearmens_zone_bars_the_way_but_the_dragons() {
    // Black Spearmen on c5 close b4 and d4; mountains on c4 and e4.
    let pos = "armor 8/8/8/8/2m1m3/8/8/8 7k/8/8/2s5/8/3H4/8/K7 w - 0 1";
    refused(pos, "d3d5", |v| ZoneInTheWay {
        square: v.sq("d4"),
        spearmen: v.sq("c5"),
    });
    // A move may end on a zone square.
    allowed(pos, "d3d4");
    let dragon = pos.replace("3H4", "3D4");
    allowed(&dragon, "d3d5");
}

#[test]
fn the_elephant_passes_none_of_its_own_pieces() {
    // An Elephant on d4 behind its own Rabble on d5; Black Crossbowmen on d6.
    let pos = "armor 8/8/8/8/8/8/8/8 7k/8/3x4/3R4/3E4/8/8/K7 w - 0 1";
    refused(pos, "d4d6", |v| ElephantPassesNoOwn {
        square: v.sq("d5"),
        role: Role::Rabble,
    });
    let horse = pos.replace("3E4", "3H4");
    allowed(&horse, "d4d6");
}

#[test]
fn armor_captures_go_one_straight_line_within_reach() {
    // Black Crossbowmen (armor 0: always capturable) on e6 and d7.
    let pos = "armor 8/8/8/8/8/8/8/8 7k/3x4/4x3/8/3L4/8/8/K7 w - 0 1";
    refused(pos, "d4e6", |_| CaptureNotStraight {
        role: Role::LightHorse,
    });
    allowed(pos, "d4d7");
    // The Elephant moves one step and captures up to two away.
    let elephant = pos.replace("3L4", "3E4");
    refused(&elephant, "d4d7", |_| CaptureOutOfReach {
        role: Role::Elephant,
        reach: 2,
    });
    // Crossbowmen never capture.
    let crossbowmen = "armor 8/8/8/8/8/8/8/8 7k/8/8/3x4/3X4/8/8/K7 w - 0 1";
    refused(crossbowmen, "d4d5", |_| CannotCapture {
        role: Role::Crossbowmen,
    });
    // Spearmen capture only forward-diagonally.
    let spearmen = "armor 8/8/8/8/8/8/8/8 7k/8/8/3xx3/3S4/8/8/K7 w - 0 1";
    refused(spearmen, "d4d5", |_| ForwardDiagonalOnly {
        role: Role::Spearmen,
    });
    allowed(spearmen, "d4e5");
    // The Dragon's capture line passes over enemies, not over water.
    let dragon = "armor 8/8/8/8/8/8/3w4/8 7k/8/8/8/3x4/8/3r4/3D3K w - 0 1";
    refused(dragon, "d1d4", |v| WaterStops { square: v.sq("d2") });
    let dry = dragon.replace("3w4", "8");
    allowed(&dry, "d1d4");
}

#[test]
fn a_capture_needs_as_many_attackers_as_the_targets_armor() {
    // A Black Elephant (armor 2) on e6 attacked by the White Rabble on e5
    // alone; a Black Rabble (armor 1) on b6 that the Light Horse on b3
    // reaches but does not attack (it attacks one square away).
    let pos = "armor 8/8/8/8/8/8/8/8 7k/8/1r2e3/4R3/8/1L6/8/K7 w - 0 1";
    refused(pos, "e5e6", |v| ArmorHolds {
        square: v.sq("e6"),
        role: Role::Elephant,
        armor: 2,
        attackers: 1,
    });
    refused(pos, "b3b6", |v| ArmorHolds {
        square: v.sq("b6"),
        role: Role::Rabble,
        armor: 1,
        attackers: 0,
    });
    // A second attacker (a Rabble on d5) makes the Elephant capturable.
    let two = pos.replace("4R3", "3RR3");
    allowed(&two, "e5e6");
}

#[test]
fn a_piece_next_to_its_own_tower_cannot_be_captured() {
    // A Black Rabble on d5 next to its Tower on d6.
    let pos = "armor 8/8/8/8/8/8/8/8 7k/8/3o4/3r4/3R4/8/8/K7 w - 0 1";
    refused(pos, "d4d5", |v| Guarded {
        square: v.sq("d5"),
        role: Role::Rabble,
        tower: v.sq("d6"),
    });
}

#[test]
fn the_catapult_captures_two_to_four_away_and_steps_back() {
    // Catapults on b2, d1 and f2 (its own Rabble on f1 behind it); Black
    // Crossbowmen on b3, b7, d4 and f5.
    let pos = "armor 8/8/8/8/8/8/8/8 7k/1x6/8/5x2/3x4/1x6/1C3C2/3C1R1K w - 0 1";
    refused(pos, "b2b3", |_| TooClose {
        role: Role::Catapult,
        min: 2,
    });
    refused(pos, "b2b7", |_| OutOfShotRange {
        role: Role::Catapult,
        range: 4,
        diagonal: false,
    });
    refused(pos, "d1d4", |_| NoRoomToStepBack { square: None });
    refused(pos, "f2f5", |v| NoRoomToStepBack {
        square: Some(v.sq("f1")),
    });
    refused(pos, "b2f5", |_| CaptureNotStraight {
        role: Role::Catapult,
    });
    // A mountain behind it closes the step back too; over one in front it
    // attacks.
    let mountain = "armor 8/8/8/8/3m4/8/8/3m4 7k/8/8/3x4/8/8/3C4/K7 w - 0 1";
    refused(mountain, "d2d5", |v| NoRoomToStepBack {
        square: Some(v.sq("d1")),
    });
    let open = "armor 8/8/8/8/3m4/8/8/8 7k/8/8/3x4/8/8/3C4/K7 w - 0 1";
    allowed(open, "d2d5");
}

#[test]
fn the_catapult_must_attack_its_target_itself() {
    // A Black Rabble on d4 stands between the Catapult on d2 and the Black
    // Crossbowmen on d5 (armor 0: capturable all the same).
    let pos = "armor 8/8/8/8/8/8/8/8 7k/8/8/3x4/3r4/8/3C4/K7 w - 0 1";
    refused(pos, "d2d5", |v| CatapultShielded {
        square: v.sq("d4"),
        piece: v.piece(Black, Role::Rabble),
    });
    // A Heavy Horse (armor 2) there instead is not capturable at all: the
    // armor is the reason.
    let heavy = pos.replace("3x4", "3h4");
    refused(&heavy, "d2d5", |v| ArmorHolds {
        square: v.sq("d5"),
        role: Role::HeavyHorse,
        armor: 2,
        attackers: 0,
    });
    // Its own pieces do not shield the target.
    let own = pos.replace("3r4", "3R4");
    allowed(&own, "d2d5");
    // From water it attacks nothing.
    let water = "armor 8/8/8/8/8/8/3w4/8 7k/8/8/3x4/8/8/3C4/K7 w - 0 1";
    refused(water, "d2d5", |v| ShooterOnWater {
        role: Role::Catapult,
        square: v.sq("d2"),
    });
}

// ---------------------------------------------------------------------------
// Every move of random games
// ---------------------------------------------------------------------------

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// Every move there is to write in `pos`: each pair of squares (the same
/// square twice included) and the pass.
fn every_move() -> impl Iterator<Item = Uci> {
    Square::all()
        .flat_map(|from| Square::all().map(move |to| Uci::Normal { from, to }))
        .chain([Uci::Pass])
}

proptest! {
    #![proptest_config(config(128))]

    /// In random games of both rulesets, a move has a reason to be refused
    /// exactly when it is not one of the legal moves, and the reason is
    /// always one put in words; a refused move does not play.
    #[test]
    fn a_refusal_is_given_exactly_for_illegal_moves(seed in any::<u64>(), plies in 0usize..150, armor in any::<bool>()) {
        let ruleset = if armor { Ruleset::Armor } else { Ruleset::Iron };
        let start = random_start_in(ruleset, seed);
        let pos = playout(&start, plies, seed ^ 0x7E)
            .last()
            .map_or(start.clone(), |(p, m)| { let mut p = p.clone(); p.play_unchecked(*m); p });
        let legal: Vec<Uci> = pos.legal_moves().iter().map(|m| m.to_uci()).collect();
        for uci in every_move() {
            let refusal = pos.refusal(uci);
            prop_assert_eq!(refusal.is_none(), legal.contains(&uci), "{} in {}: {:?}", uci, pos, refusal);
            prop_assert_ne!(refusal, Some(Unexplained), "{} in {}", uci, pos);
            if refusal.is_some() {
                prop_assert!(pos.play(uci).is_err());
            }
        }
    }
}
