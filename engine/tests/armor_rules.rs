//! One test per rule of `armor` (RULES.md §2) on boards drawn as text; each
//! board is also run mirrored (turned 180°, colours swapped). Moves are
//! written as marks: `e5` a normal move, `xe5` a capture move, `*e5` the
//! Catapult's capture of the piece on e5.

mod common;

use common::{assert_moves_in, drawn_text_in, mirror_board, mirror_square};
use cyvasse::{
    Bitboard, Color, DrawReason, Game, GameResult, Homeland, Outcome, Position, Role, Ruleset,
    SetupError, SplitMix64, Square, StartError, Terrain, Uci, WinReason,
};

/// Checks the marks of the unit on `from`, White to move, and mirrored.
fn moves(board: &str, from: &str, expected: &[&str]) {
    assert_moves_in(Ruleset::Armor, board, Color::White, &[], from, expected);
}

/// Names a square of a drawn board in one view of it.
type Namer = fn(&str) -> String;

/// The drawn board, White to move, and its mirror image, Black to move,
/// with a function naming a square in each.
fn both_views(board: &str) -> [(Position, Namer); 2] {
    let pos = |board: &str, side| {
        drawn_text_in(Ruleset::Armor, board, side, &[])
            .parse::<Position>()
            .unwrap()
    };
    [
        (pos(board, Color::White), |s| s.to_string()),
        (pos(&mirror_board(board), Color::Black), mirror_square),
    ]
}

fn uci(a: &str, b: &str) -> Uci {
    format!("{a}{b}").parse().unwrap()
}

// §2.2, §2.3: moves.

#[test]
fn one_step_units_move_one_king_step() {
    for unit in ["R", "S", "E", "C", "K"] {
        let king = if unit == "K" { ".." } else { ".K" };
        // The Black King on g8 is on no line from d4 (a Catapult there
        // would attack it).
        let board = format!(
            ".. .. .. .. .. .. .k ..
             .. .. .. .. .. .. .. ..
             .. .. .. .. .. .. .. ..
             .. .. .. .. .. .. .. ..
             .. .. .. .{unit} .. .. .. ..
             .. .. .. .. .. .. .. ..
             .. .. .. .. .. .. .. ..
             {king} .. .. .. .. .. .. .."
        );
        moves(
            &board,
            "d4",
            &["c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5"],
        );
    }
}

#[test]
fn a_path_turns_and_passes_own_pieces_but_not_mountains() {
    // Every first step of the Light Horse (3 steps) lands on its own Rabble
    // or a mountain; it passes the Rabble to b3 and on, never onto a mountain.
    let board = "
        .. .. .. .. .. .. .. .k
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        m. .. m. .. .. .. .. ..
        .R .R m. .. .. .. .. ..
        .L .R m. .. .. .. .. .K";
    moves(board, "a1", &["a4", "b3", "b4", "c4"]);
    // Enemies instead of its own Rabble bar every path: only the captures
    // are left (each Rabble, armor 1, is attacked by the Light Horse).
    let board = "
        .. .. .. .. .. .. .. .k
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        m. .. m. .. .. .. .. ..
        .r .r m. .. .. .. .. ..
        .L .r m. .. .. .. .. .K";
    moves(board, "a1", &["xa2", "xb1", "xb2"]);
}

#[test]
fn crossbowmen_move_two_steps_and_never_capture() {
    // The Black Crossbowmen (armor 0) on d5 is always capturable, but not by
    // Crossbowmen; the White ones go around it.
    let board = "
        .. .. .. .. .. .. .. .k
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .x .. .. .. ..
        .. .. .. .X .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .K .. .. .. .. .. .. ..";
    let mut box2 = vec![];
    for file in 'b'..='f' {
        for rank in 2..=6 {
            let sq = format!("{file}{rank}");
            if sq != "d4" && sq != "d5" {
                box2.push(sq);
            }
        }
    }
    let box2: Vec<&str> = box2.iter().map(String::as_str).collect();
    moves(board, "d4", &box2);
}

#[test]
fn the_elephant_passes_no_piece_of_its_own_the_heavy_horse_does() {
    // Black Crossbowmen (armor 0) on d6 and f4. The Elephant captures up to
    // two squares away, but not past its own Rabble on d5.
    let board = "
        .. .. .. .. .. .. .. .k
        .. .. .. .. .. .. .. ..
        .. .. .. .x .. .. .. ..
        .. .. .. .R .. .. .. ..
        .. .. .. .E .. .x .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .K .. .. .. .. .. .. ..";
    moves(
        board,
        "d4",
        &["c3", "c4", "c5", "d3", "e3", "e4", "e5", "xf4"],
    );
    // A Heavy Horse (2 steps) passes the Rabble: it takes d6 as well, and
    // reaches every empty square within two king-steps.
    let board = board.replace(".E", ".H");
    moves(
        &board,
        "d4",
        &[
            "b2", "b3", "b4", "b5", "b6", "c2", "c3", "c4", "c5", "c6", "d2", "d3", "e2", "e3",
            "e4", "e5", "e6", "f2", "f3", "f5", "f6", "xd6", "xf4",
        ],
    );
}

/// Water all around c4 but for d4, the zone of a Black Spearmen on e5.
const RING: &str = "
    .. .. .. .. .. .. .. .k
    .. .. .. .. .. .. .. ..
    .. .. .. .. .. .. .. ..
    .. w. w. w. .s .. .. ..
    .. w. .U .. .. .. .. ..
    .. w. w. w. .. .. .. ..
    .. .. .. .. .. .. .. ..
    .K .. .. .. .. .. .. ..";

#[test]
fn water_ends_a_move_and_a_spearmens_zone_bars_the_way() {
    // The Heavy Horse may end on water or on the zone square d4, but pass
    // neither: only its eight one-step moves are left.
    let board = RING.replace(".U", ".H");
    let one_step = ["b3", "b4", "b5", "c3", "c5", "d3", "d4", "d5"];
    moves(&board, "c4", &one_step);
    // The zone bars the way whether or not the Spearmen can attack (on water).
    let board = board.replace(".. w. w. w. .s", ".. w. w. w. ws");
    moves(&board, "c4", &one_step);
}

#[test]
fn the_dragon_passes_zones_and_enemies_but_water_ends_its_move() {
    // Through d4 and over the Spearmen, to every non-water square within four
    // steps; it ends on the water squares next to it and goes no further.
    let board = RING.replace(".U", ".D");
    moves(
        &board,
        "c4",
        &[
            "b3", "b4", "b5", "c3", "c5", "d3", "d5", "c1", "c2", "c6", "c7", "d1", "d2", "d4",
            "d6", "d7", "e1", "e2", "e3", "e4", "e6", "e7", "f1", "f2", "f3", "f4", "f5", "f6",
            "f7", "g1", "g2", "g3", "g4", "g5", "g6", "g7",
        ],
    );
}

#[test]
fn the_dragon_flies_over_a_mountain_but_never_stops_on_one() {
    let board = "
        .. .. .. .. .. .. .. .k
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        w. m. .. .. .. .. .. ..
        .D w. .. .. .. .. .. .K";
    let [(white, _), (black, name)] = both_views(board);
    for (pos, name) in [
        (white, (|s: &str| s.to_string()) as fn(&str) -> String),
        (black, name),
    ] {
        let to: Vec<String> = pos
            .moves_from(name("a1").parse().unwrap())
            .map(|m| m.to().unwrap().to_string())
            .collect();
        for sq in ["a2", "b1", "c1", "c2", "c3", "d4", "e5"] {
            assert!(to.contains(&name(sq)), "{sq} in {to:?}");
        }
        assert!(!to.contains(&name("b2")), "{to:?}");
    }
}

#[test]
fn a_unit_on_water_leaves_it_on_its_next_move() {
    // A Light Horse standing on water moves its three steps as usual.
    let board = "
        .. .. .. .. .. .. .. .k
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        wL .. .. .. .. .. .. .K";
    let mut all = vec![];
    for file in 'a'..='d' {
        for rank in 1..=4 {
            let sq = format!("{file}{rank}");
            if sq != "a1" {
                all.push(sq);
            }
        }
    }
    let all: Vec<&str> = all.iter().map(String::as_str).collect();
    moves(board, "a1", &all);
}

#[test]
fn the_tower_never_moves_nor_captures() {
    // The Black Crossbowmen on d5 (armor 0) is capturable, but not by a Tower.
    let board = "
        .. .. .. .. .. .. .. .k
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .x .. .. .. ..
        .. .. .. .O .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .K .. .. .. .. .. .. ..";
    moves(board, "d4", &[]);
}

// §2.4: attacks, armor and capture.

/// A Black Heavy Horse (armor 2) on d5, a White Rabble on d4; `d3` and `d2`
/// are the cells of those squares.
fn heavy_horse_board(d3: &str, d2: &str) -> String {
    format!(
        ".. .. .. .. .. .. .. .k
         .. .. .. .. .. .. .. ..
         .. .. .. .. .. .. .. ..
         .. .. .. .h .. .. .. ..
         .. .. .. .R .. .. .. ..
         .. .. .. {d3} .. .. .. ..
         .. .. .. {d2} .. .. .. ..
         .K .. .. .. .. .. .. .."
    )
}

#[test]
fn armor_two_needs_two_attackers_whose_own_pieces_do_not_block() {
    // The Rabble alone attacks the Heavy Horse: one attacker, armor 2.
    let steps = ["c3", "c4", "c5", "d3", "e3", "e4", "e5"];
    moves(&heavy_horse_board("..", ".."), "d4", &steps);
    // The Crossbowmen on d2 attacks d5 too (range 3), over its own pieces.
    let steps = ["c3", "c4", "c5", "e3", "e4", "e5"];
    moves(
        &heavy_horse_board(".R", ".X"),
        "d4",
        &[&steps[..], &["xd5"]].concat(),
    );
}

#[test]
fn attacks_stop_at_mountains_and_at_the_targets_side() {
    let steps = ["c3", "c4", "c5", "e3", "e4", "e5"];
    // A mountain between: the Crossbowmen's attack is stopped.
    moves(&heavy_horse_board("m.", ".X"), "d4", &steps);
    // A Black piece between stops it too (the Rabble on d3, armor 1,
    // attacked by both, is capturable itself).
    moves(
        &heavy_horse_board(".r", ".X"),
        "d4",
        &[&steps[..], &["xd3"]].concat(),
    );
    // A piece on water attacks nothing.
    moves(&heavy_horse_board(".R", "wX"), "d4", &steps);
}

#[test]
fn pieces_next_to_their_own_tower_are_not_capturable() {
    let board = "
        .. .. .. .. .. .. .. .k
        .. .. .. .. .. .. .. ..
        .. .. .. .. .o .. .. ..
        .. .. .. .x .. .. .. ..
        .. .. .. .R .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .K .. .. .. .. .. .. ..";
    let steps = ["c3", "c4", "c5", "d3", "e3", "e4", "e5"];
    moves(board, "d4", &steps);
    let board = board.replace(".o", "..");
    moves(&board, "d4", &[&steps[..], &["xd5"]].concat());
}

#[test]
fn a_capture_move_is_one_straight_line_and_the_capturer_need_not_attack() {
    // Black Crossbowmen (armor 0) on b4 and d4: the Light Horse takes d4 along
    // the diagonal, but b4 is not on a line from a1.
    let board = "
        .. .. .. .. .. .. .. .k
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .x .. .x .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .L .. .. .. .. .. .. .K";
    moves(
        board,
        "a1",
        &[
            "a2", "a3", "a4", "b1", "b2", "b3", "c1", "c2", "c3", "c4", "d1", "d2", "d3", "xd4",
        ],
    );
}

#[test]
fn spearmen_capture_only_forward_diagonally() {
    // Black Crossbowmen (armor 0) on d5, e5 and c3: only e5 is taken.
    let board = "
        .. .. .. .. .. .. .. .k
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .x .x .. .. ..
        .. .. .. .S .. .. .. ..
        .. .. .x .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .K .. .. .. .. .. .. ..";
    moves(board, "d4", &["c4", "c5", "d3", "e3", "e4", "xe5"]);
}

/// A White Catapult on d2, a mountain on d4, a Black piece on d5 and a Black
/// Crossbowmen on e3; `d5`, `c4` and `d1` are the cells of those squares.
fn catapult_board(d5: &str, c4: &str, d1: &str) -> String {
    format!(
        ".. .. .. .. .. .. .. .k
         .. .. .. .. .. .. .. ..
         .. .. .. .. .. .. .. ..
         .. .. .. {d5} .. .. .. ..
         .. .. {c4} m. .. .. .. ..
         .. .. .. .. .x .. .. ..
         .. .. .. .C .. .. .. ..
         .K .. .. {d1} .. .. .. .."
    )
}

#[test]
fn the_catapult_captures_by_stepping_away() {
    // It attacks d5 over the mountain (3 away) but not e3 (1 away), and
    // never captures by moving.
    let steps = ["c1", "c2", "c3", "d3", "e1", "e2"];
    moves(
        &catapult_board(".x", "..", ".."),
        "d2",
        &[&steps[..], &["d1", "*d5"]].concat(),
    );
    for (pos, name) in both_views(&catapult_board(".x", "..", "..")) {
        let next = pos.play(uci(&name("d2"), &name("d5"))).unwrap();
        assert_eq!(
            next.piece_at(name("d1").parse().unwrap()),
            pos.piece_at(name("d2").parse().unwrap())
        );
        assert_eq!(next.piece_at(name("d5").parse().unwrap()), None);
        assert_eq!(next.piece_at(name("d2").parse().unwrap()), None);
        assert_eq!(next.clock(), 0);
    }
    // No square to step back onto (a mountain): no capture.
    moves(&catapult_board(".x", "..", "m."), "d2", &steps);
    // The target must be capturable: a Heavy Horse (armor 2) needs a second
    // attacker, the Rabble on c4.
    moves(
        &catapult_board(".h", "..", ".."),
        "d2",
        &[&steps[..], &["d1"]].concat(),
    );
    moves(
        &catapult_board(".h", ".R", ".."),
        "d2",
        &[&steps[..], &["d1", "*d5"]].concat(),
    );
}

// The facts the board shows: attackers, the Tower's guard, the Spearmen's
// zones and where a move lands.

/// The squares named, in a view.
fn squares(name: Namer, list: &[&str]) -> Bitboard {
    list.iter()
        .map(|s| name(s).parse::<Square>().unwrap())
        .collect()
}

#[test]
fn every_attacker_is_counted_and_no_other_piece() {
    // The Black Heavy Horse on d5 (armor 2) is attacked by five: the Rabble
    // on d4, the Spearmen on c4 (forward-diagonally), the Crossbowmen on d2
    // over its own pieces, the Elephant on f7 over its own Tower, the
    // Catapult on h5 over the mountain on f5. Not by the Crossbowmen on
    // water (d8), behind a Black piece (a5) or behind a mountain (g2), the
    // Spearmen on c6 (d5 is behind it), the Tower or the Rabble two squares
    // away (d3).
    let board = "
        .. .k .. wX .. .. .. ..
        .. .. .. .. .. .E .. ..
        .. .. .S .. .O .. .. ..
        .X .r .. .h .. m. .. .C
        .. .. .S .R m. .. .. ..
        .. .. .. .R .. .. .. ..
        .. .. .. .X .. .. .X ..
        .K .. .. .. .. .. .. ..";
    for (pos, name) in both_views(board) {
        let at = |s: &str| pos.attackers_of(name(s).parse().unwrap());
        let white = pos.side_to_move();
        assert_eq!(at("d5"), squares(name, &["d4", "c4", "d2", "f7", "h5"]));
        assert_eq!(at("b5"), squares(name, &["a5", "c4"]));
        assert_eq!(at("d4"), squares(name, &["d5"]));
        assert_eq!(at("b8"), Bitboard::EMPTY);
        assert_eq!(at("e5"), Bitboard::EMPTY, "an empty square");
        assert_eq!(pos.capturable(!white), squares(name, &["d5", "b5"]));
        // White's Crossbowmen and Catapult have armor 0; the Rabble on d4
        // and the Spearmen on c4 and c6 are attacked by d5 and b5.
        assert_eq!(
            pos.capturable(white),
            squares(name, &["a5", "d2", "d8", "g2", "h5", "c4", "c6", "d4"])
        );
    }
}

#[test]
fn guarded_pieces_stand_next_to_a_tower_of_their_own() {
    // The White Towers on c1 and d2 guard each other and the Rabble on c3,
    // not the Black Rabble on e3; the Black Tower on f6 guards the Elephant
    // on g7, whose two attackers are then not enough.
    let board = "
        .k .. .. .. .. .. .R .R
        .. .. .. .. .. .. .e ..
        .. .. .. .. .. .o .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .R .. .r .. .. ..
        .. .. .. .O .. .. .. ..
        .K .. .O .. .. .. .. ..";
    for (pos, name) in both_views(board) {
        let white = pos.side_to_move();
        assert_eq!(pos.guarded(), squares(name, &["c1", "d2", "c3", "g7"]));
        let g7 = name("g7").parse().unwrap();
        assert_eq!(pos.attackers_of(g7), squares(name, &["g8", "h8"]));
        assert_eq!(pos.capturable(!white), Bitboard::EMPTY);
        assert_eq!(pos.capturable(white), squares(name, &["g8", "h8"]));
    }
}

#[test]
fn zones_are_the_spearmens_forward_diagonal_squares() {
    // A zone square off the board is none; a Spearmen on water closes its
    // squares all the same.
    let board = "
        .k .. .. .. .. .. .. .S
        .. .. .. .. .. .. .. ..
        .. .. .. .. .s .. .. ..
        .. .. .. .. .. .. .. ws
        .. .. .. .S .. .. .. ..
        .. .. .. .. .. .. .. ..
        .S .. .. .. .. .. .. ..
        .K .. .. .. .. .. .. ..";
    for (pos, name) in both_views(board) {
        let white = pos.side_to_move();
        assert_eq!(pos.zones(white), squares(name, &["c5", "e5", "b3"]));
        assert_eq!(pos.zones(!white), squares(name, &["d5", "f5", "g4"]));
    }
}

/// Checks that each legal move of `pos` leaves the moving unit on the square
/// [`Position::lands_on`] names, and its first square empty unless it stays.
fn lands_as_played(pos: &Position) {
    for m in pos.legal_moves() {
        let from = m.from().unwrap();
        let lands = pos.lands_on(m).unwrap();
        let next = pos.play(m.to_uci()).unwrap();
        assert_eq!(next.piece_at(lands), pos.piece_at(from), "{m} in {pos}");
        if lands != from {
            assert_eq!(next.piece_at(from), None, "{m} in {pos}");
        }
    }
}

#[test]
fn a_move_lands_on_its_destination_and_a_catapult_capture_behind_the_catapult() {
    for (pos, name) in both_views(&catapult_board(".x", "..", "..")) {
        let m = pos.to_move(uci(&name("d2"), &name("d5"))).unwrap();
        assert_eq!(pos.lands_on(m), Some(name("d1").parse().unwrap()));
        let m = pos.to_move(uci(&name("d2"), &name("c3"))).unwrap();
        assert_eq!(pos.lands_on(m), Some(name("c3").parse().unwrap()));
        lands_as_played(&pos);
    }
    // A capture by moving ends on the target.
    for (pos, name) in both_views(&heavy_horse_board(".R", ".X")) {
        let m = pos.to_move(uci(&name("d4"), &name("d5"))).unwrap();
        assert_eq!(pos.lands_on(m), Some(name("d5").parse().unwrap()));
        lands_as_played(&pos);
    }
}

// §2.5: the end.

#[test]
fn capturing_the_king_wins() {
    let board = "
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .k .. .. .. ..
        .. .. .. .R .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .K .. .. .. .. .. .. ..";
    for (pos, name) in both_views(board) {
        let winner = pos.side_to_move();
        let mut game = Game::new(pos);
        game.play(uci(&name("d4"), &name("d5"))).unwrap();
        assert_eq!(
            game.result(),
            Some(GameResult::Win {
                winner,
                reason: WinReason::KingCaptured
            })
        );
        assert!(game.position().legal_moves().is_empty());
    }
}

#[test]
fn a_side_with_no_legal_move_loses_and_cannot_pass() {
    // The White King is walled in by mountains and its own Tower.
    let board = "
        .. .. .. .. .. .. .. .k
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        m. m. .. .. .. .. .. ..
        .K .O .. .. .. .. .. ..";
    for (pos, _) in both_views(board) {
        let side = pos.side_to_move();
        assert!(pos.legal_moves().is_empty());
        assert_eq!(pos.count_legal_moves(), 0);
        assert!(!pos.must_pass());
        assert_eq!(pos.outcome(), Some(Outcome::NoLegalMove { winner: !side }));
        assert!(pos.play(Uci::Pass).is_err());
        let game = Game::new(pos);
        assert_eq!(
            game.result(),
            Some(GameResult::Win {
                winner: !side,
                reason: WinReason::NoLegalMove
            })
        );
    }
}

#[test]
fn the_same_position_three_times_draws() {
    let board = "
        .. .. .. .. .. .. .. .k
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .K .. .. .. .. .. .. ..";
    for (pos, name) in both_views(board) {
        let mut game = Game::new(pos);
        let (a, b) = (name("a1"), name("a2"));
        let (c, d) = (name("h8"), name("h7"));
        for _ in 0..2 {
            for (from, to) in [(&a, &b), (&c, &d), (&b, &a), (&d, &c)] {
                game.play(uci(from, to)).unwrap();
            }
        }
        assert_eq!(
            game.result(),
            Some(GameResult::Draw {
                reason: DrawReason::Repetition
            })
        );
    }
}

/// Every end an `armor` game can have reads in armor's words: no fortress,
/// no pass (RULES.md §2.5).
#[test]
fn every_armor_result_reads_in_armor_words() {
    let game = |text: &str| Game::new(text.parse().unwrap());
    let play = |game: &mut Game, moves: &[&str]| {
        for m in moves {
            game.play(m.parse().unwrap()).unwrap();
        }
    };
    // The Kings alone on a1 and h8.
    let kings = "armor 8/8/8/8/8/8/8/8 7k/8/8/8/8/8/8/K7 w - 0 1";
    let mut taken = game("armor 8/8/8/8/8/8/8/8 8/8/8/3k4/3R4/8/8/K7 w - 0 1");
    play(&mut taken, &["d4d5"]);
    let stuck = game("armor 8/8/8/8/8/8/mm6/8 7k/8/8/8/8/8/8/KO6 w - 0 1");
    let mut resigned = game(kings);
    resigned.resign(Color::White).unwrap();
    let mut repeated = game(kings);
    let there_and_back = ["a1a2", "h8h7", "a2a1", "h7h8"];
    play(&mut repeated, &[there_and_back, there_and_back].concat());
    let mut clock = game(&kings.replace(" 0 1", " 99 1"));
    play(&mut clock, &["a1a2"]);
    let mut agreed = game(kings);
    agreed.agree_draw().unwrap();
    let kingless = game("armor 8/8/8/8/8/8/8/8 8/8/8/8/8/8/8/8 w - 0 1");
    for (game, words) in [
        (taken, "White captured the enemy King"),
        (stuck, "Black won: the enemy had no legal move"),
        (resigned, "Black won by resignation"),
        (repeated, "draw: the same position for the third time"),
        (clock, "draw: 100 plies without a capture"),
        (agreed, "draw by agreement"),
        (kingless, "draw: neither King is on the board"),
    ] {
        let result = game.result().unwrap();
        assert_eq!(result.describe(Ruleset::Armor).to_string(), words);
        assert_eq!(result.to_string(), words);
    }
}

#[test]
fn the_units_numbers_are_the_tables() {
    // RULES.md §2.2: armor, move, attack.
    let table = [
        (Role::Rabble, 1, 1, Some((1, 1))),
        (Role::Spearmen, 1, 1, Some((1, 1))),
        (Role::LightHorse, 1, 3, Some((1, 1))),
        (Role::HeavyHorse, 2, 2, Some((1, 1))),
        (Role::Elephant, 2, 1, Some((1, 2))),
        (Role::Crossbowmen, 0, 2, Some((1, 3))),
        (Role::Catapult, 0, 1, Some((2, 4))),
        (Role::Dragon, 2, 4, Some((1, 2))),
        (Role::Tower, 2, 0, None),
        (Role::King, 1, 1, Some((1, 1))),
    ];
    assert_eq!(table.len(), Ruleset::Armor.roles().len());
    for (role, armor, steps, attack) in table {
        let r = Ruleset::Armor;
        assert!(r.roles().contains(&role));
        assert_eq!(r.armor(role), Some(armor), "{role}");
        let range = r.move_range(role).unwrap();
        assert_eq!((range.orthogonal, range.diagonal), (steps, steps), "{role}");
        assert_eq!(r.attack_span(role), attack, "{role}");
        assert_eq!(Ruleset::Iron.armor(role), None);
    }
    assert!(!Ruleset::Armor.roles().contains(&Role::Trebuchet));
    assert_eq!("armor".parse::<Ruleset>(), Ok(Ruleset::Armor));
}

// §2.1: setup.

#[test]
fn a_homeland_holds_three_mountains_three_water_and_an_army_of_eighteen() {
    let mut r = SplitMix64::new(7);
    for side in [Color::White, Color::Black] {
        let h = Homeland::random(Ruleset::Armor, side, &mut || r.next_u64());
        assert_eq!(h.validate(), Ok(()), "{h}");
        assert_eq!(h.tiles_of(Terrain::Mountain).count(), 3);
        assert_eq!(h.tiles_of(Terrain::Water).count(), 3);
        let army: u32 = Ruleset::Armor
            .roles()
            .iter()
            .map(|&role| h.units_of(role).count())
            .sum();
        assert_eq!(army, 18);
        assert_eq!(h.to_text().parse::<Homeland>(), Ok(h.clone()));
    }
    let h: Homeland = "armor w m1m5/8/8/6ww 1K3O2/RRRRSSLL/HHEEXXC1/D7"
        .parse()
        .unwrap();
    let errors = h.validate().unwrap_err().0;
    // Two mountains and two water: the counts are wrong; nothing else is.
    assert!(
        errors
            .iter()
            .all(|e| matches!(e, SetupError::TileCount { .. })),
        "{errors:?}"
    );
}

#[test]
fn a_unit_armor_does_not_have_makes_a_homeland_invalid() {
    // The text parser refuses a Trebuchet; a homeland built square by square
    // may hold one, and its validation says so.
    let mut r = SplitMix64::new(11);
    for side in [Color::White, Color::Black] {
        let valid = Homeland::random(Ruleset::Armor, side, &mut || r.next_u64());
        let empty = valid
            .squares()
            .into_iter()
            .find(|&sq| valid.unit(sq).is_none() && valid.tile(sq) != Terrain::Mountain)
            .unwrap();
        let mut h = valid.clone();
        h.set_unit(empty, Some(Role::Trebuchet));
        let errors = h.validate().unwrap_err();
        assert_eq!(
            errors.0,
            [SetupError::ForeignUnit {
                square: empty,
                role: Role::Trebuchet
            }]
        );
        let text = errors.to_string();
        assert!(!text.contains('\n'), "{text}");
        assert!(
            text.contains("Trebuchet") && text.contains(&empty.to_string()),
            "{text}"
        );
        let other = Homeland::random(Ruleset::Armor, !side, &mut || r.next_u64());
        let (white, black) = match side {
            Color::White => (&h, &other),
            Color::Black => (&other, &h),
        };
        assert_eq!(
            Position::from_homelands(white, black),
            Err(StartError::Invalid { side, errors })
        );
        // In place of a Rabble: a Rabble short as well.
        let rabble = valid.units_of(Role::Rabble).first().unwrap();
        let mut h = valid.clone();
        h.set_unit(rabble, Some(Role::Trebuchet));
        assert_eq!(
            h.validate().unwrap_err().0,
            [
                SetupError::UnitCount {
                    role: Role::Rabble,
                    expected: 4,
                    found: 3
                },
                SetupError::ForeignUnit {
                    square: rabble,
                    role: Role::Trebuchet
                }
            ]
        );
    }
}

#[test]
fn no_piece_stands_on_a_mountain_and_mountains_do_not_group_beyond_two() {
    // Three mountains in a row on rank 4, and the Dragon on one.
    let h: Homeland = "armor w mmm5/8/8/5www 1K3O2/RRRRSSLL/HHEEXXC1/D7"
        .replace("1K3O2", "DK3O2")
        .replace("/D7", "/8")
        .parse()
        .unwrap();
    let errors = h.validate().unwrap_err().0;
    assert!(
        errors
            .iter()
            .any(|e| matches!(e, SetupError::MountainGroup { .. })),
        "{errors:?}"
    );
    assert!(
        errors
            .iter()
            .any(|e| matches!(e, SetupError::UnitOnMountain { .. })),
        "{errors:?}"
    );
}

#[test]
fn iron_letters_in_armor_and_the_tower_in_iron_are_refused_with_a_reason() {
    let bad = [
        "armor 8/8/8/8/8/8/8/f7 7k/8/8/8/8/8/8/K7 w - 0 1",
        "armor 8/8/8/8/8/8/8/t7 7k/8/8/8/8/8/8/K7 w - 0 1",
        "armor 8/8/8/8/8/8/8/r7 7k/8/8/8/8/8/8/K7 w - 0 1",
        "armor 8/8/8/8/8/8/8/8 7k/8/8/8/8/8/8/KT6 w - 0 1",
        "armor 8/8/8/8/8/8/8/w7 7k/8/8/8/8/8/8/K7 w a1 0 1",
        "iron 8/8/8/8/8/8/8/8 7k/8/8/8/8/8/8/KO6 w - 0 1",
    ];
    for text in bad {
        let e = text.parse::<Position>().unwrap_err().to_string();
        assert!(!e.contains('\n') && e.len() > 20, "{text}: {e}");
    }
    for text in [
        "armor w 8/8/8/f7 8/8/8/K7",
        "armor w 8/8/8/8 8/8/8/KT6",
        "iron w 8/8/8/8 8/8/8/KO6",
    ] {
        let e = text.parse::<Homeland>().unwrap_err().to_string();
        assert!(!e.contains('\n') && e.len() > 20, "{text}: {e}");
    }
}

#[test]
fn a_king_beside_its_tower_or_behind_its_own_pieces_is_not_exposed() {
    let e4: cyvasse::Square = "e4".parse().unwrap();
    let e1: cyvasse::Square = "e1".parse().unwrap();
    // On open grass a King on the front rank is exposed to a Rabble's
    // capture, and a Dragon's.
    let h: Homeland = "armor w 8/8/8/8 4K3/8/8/8".parse().unwrap();
    let e = h.exposure();
    assert!(e.by(Role::Rabble).contains(e4));
    assert!(e.by(Role::Dragon).contains(e4));
    // Beside its Tower, to nothing.
    let h: Homeland = "armor w 8/8/8/8 4KO2/8/8/8".parse().unwrap();
    assert!(h.exposure().attackers(e4).next().is_none());
    // On the back rank, open: a Catapult's attack from e5 and the Dragon's
    // flight reach it.
    let h: Homeland = "armor w 8/8/8/8 8/8/8/4K3".parse().unwrap();
    assert!(h.exposure().by(Role::Dragon).contains(e1));
    // Behind a rank of its own pieces no enemy attacks it (the target's
    // own pieces block every attack, the Catapult's too).
    let h: Homeland = "armor w 8/8/8/8 8/8/RRRRRRRR/4K3".parse().unwrap();
    assert!(h.exposure().attackers(e1).next().is_none());
}
