//! Helpers shared by the engine's tests: boards drawn as text, mirroring, and
//! random reachable positions.
#![allow(dead_code)]

pub mod reference;
pub mod reference_armor;

use cyvasse::{Color, Homeland, Move, MoveKind, Position, Ruleset, SplitMix64, Square};

/// A position from a drawn board: eight lines, rank 8 first, each of eight
/// cells `tp` — `t` the terrain (`.` grass, `m w f t r`), `p` the piece (`.`
/// none, uppercase White, lowercase Black). `frozen` lists frozen squares.
pub fn drawn(board: &str, side: Color, frozen: &[&str]) -> Position {
    let text = drawn_text(board, side, frozen);
    text.parse()
        .unwrap_or_else(|e| panic!("test board does not parse: {e}\n{text}"))
}

/// The position text of a drawn board (see [`drawn`]).
pub fn drawn_text(board: &str, side: Color, frozen: &[&str]) -> String {
    drawn_text_in(Ruleset::Iron, board, side, frozen)
}

/// The position text of a drawn board (see [`drawn`]) in `ruleset`.
pub fn drawn_text_in(ruleset: Ruleset, board: &str, side: Color, frozen: &[&str]) -> String {
    let rows: Vec<Vec<(char, char)>> = board
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|l| {
            l.split_whitespace()
                .map(|cell| {
                    let mut c = cell.chars();
                    (c.next().unwrap(), c.next().unwrap())
                })
                .collect()
        })
        .collect();
    assert_eq!(rows.len(), 8, "a drawn board has 8 ranks");
    let field = |pick: &dyn Fn((char, char)) -> char| {
        rows.iter()
            .map(|row| {
                assert_eq!(row.len(), 8, "a drawn rank has 8 cells");
                let mut out = String::new();
                let mut blanks = 0;
                for &cell in row {
                    match pick(cell) {
                        '.' => blanks += 1,
                        c => {
                            if blanks > 0 {
                                out.push_str(&blanks.to_string());
                                blanks = 0;
                            }
                            out.push(c);
                        }
                    }
                }
                if blanks > 0 {
                    out.push_str(&blanks.to_string());
                }
                out
            })
            .collect::<Vec<_>>()
            .join("/")
    };
    let frozen = if frozen.is_empty() {
        "-".to_string()
    } else {
        let mut squares: Vec<Square> = frozen.iter().map(|s| s.parse().unwrap()).collect();
        squares.sort();
        squares
            .iter()
            .map(Square::to_string)
            .collect::<Vec<_>>()
            .join(",")
    };
    format!(
        "{ruleset} {} {} {} {frozen} 0 1",
        field(&|(t, _)| t),
        field(&|(_, p)| p),
        side.char()
    )
}

/// The same board seen from the other side: turned 180°, colours swapped.
pub fn mirror_board(board: &str) -> String {
    let rows: Vec<Vec<String>> = board
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|l| {
            l.split_whitespace()
                .rev()
                .map(|cell| {
                    cell.chars()
                        .enumerate()
                        .map(|(i, c)| {
                            if i == 1 && c.is_ascii_uppercase() {
                                c.to_ascii_lowercase()
                            } else if i == 1 {
                                c.to_ascii_uppercase()
                            } else {
                                c
                            }
                        })
                        .collect()
                })
                .collect()
        })
        .collect();
    rows.iter()
        .rev()
        .map(|r| r.join(" "))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A square name turned 180°.
pub fn mirror_square(sq: &str) -> String {
    sq.parse::<Square>().unwrap().rotate().to_string()
}

/// The moves of the unit on `from`, each written as a mark and a square:
/// `e5` slide, `xe5` capture, `*e5` shot, `!e5` fortress ruin; sorted.
pub fn marks_from(pos: &Position, from: &str) -> Vec<String> {
    let from: Square = from.parse().unwrap();
    let mut out: Vec<String> = pos
        .moves_from(from)
        .map(|m| {
            let mark = match m.kind() {
                MoveKind::Slide => "",
                MoveKind::Capture => "x",
                MoveKind::Shot => "*",
                MoveKind::Ruin => "!",
                MoveKind::Pass => "?",
            };
            format!("{mark}{}", m.to().unwrap())
        })
        .collect();
    out.sort();
    out
}

/// Checks the moves of the unit on `from` on the drawn board with `side` to
/// move, and again on the mirrored board with the other side to move.
pub fn assert_moves(board: &str, side: Color, frozen: &[&str], from: &str, expected: &[&str]) {
    assert_moves_in(Ruleset::Iron, board, side, frozen, from, expected);
}

/// [`assert_moves`] in `ruleset`.
pub fn assert_moves_in(
    ruleset: Ruleset,
    board: &str,
    side: Color,
    frozen: &[&str],
    from: &str,
    expected: &[&str],
) {
    let drawn = |board: &str, side: Color, frozen: &[&str]| -> Position {
        let text = drawn_text_in(ruleset, board, side, frozen);
        text.parse()
            .unwrap_or_else(|e| panic!("test board does not parse: {e}\n{text}"))
    };
    let mut want: Vec<String> = expected.iter().map(|s| s.to_string()).collect();
    want.sort();
    let pos = drawn(board, side, frozen);
    assert_eq!(
        marks_from(&pos, from),
        want,
        "moves from {from}\n{}",
        pos.to_diagram()
    );

    let mirrored_frozen: Vec<String> = frozen.iter().map(|s| mirror_square(s)).collect();
    let mirrored_frozen: Vec<&str> = mirrored_frozen.iter().map(String::as_str).collect();
    let pos = drawn(&mirror_board(board), !side, &mirrored_frozen);
    let mut want: Vec<String> = expected
        .iter()
        .map(|s| {
            let split = s.len() - 2;
            format!("{}{}", &s[..split], mirror_square(&s[split..]))
        })
        .collect();
    want.sort();
    let from = mirror_square(from);
    assert_eq!(
        marks_from(&pos, &from),
        want,
        "moves from {from} (mirrored)\n{}",
        pos.to_diagram()
    );
}

/// The start position of two random valid homelands from `seed`.
pub fn random_start(seed: u64) -> Position {
    random_start_in(Ruleset::Iron, seed)
}

/// The start position of two random valid homelands of `ruleset` from `seed`.
pub fn random_start_in(ruleset: Ruleset, seed: u64) -> Position {
    let mut r = SplitMix64::new(seed);
    let mut rng = || r.next_u64();
    let white = Homeland::random(ruleset, Color::White, &mut rng);
    let black = Homeland::random(ruleset, Color::Black, &mut rng);
    Position::from_homelands(&white, &black).expect("random homelands are valid")
}

/// Random playout from `start`: the positions reached, at most `plies` moves,
/// choosing moves with `rng`.
pub fn playout(start: &Position, plies: usize, seed: u64) -> Vec<(Position, Move)> {
    let mut r = SplitMix64::new(seed);
    let mut out = Vec::new();
    let mut pos = start.clone();
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        // Prefer captures now and then so games reach varied material.
        let m = moves[(r.next_u64() % moves.len() as u64) as usize];
        out.push((pos.clone(), m));
        pos.play_unchecked(m);
    }
    out
}
