//! The board read aloud: the answers to what a player who does not see the
//! board asks of it, by a key on the board (M, A, F, P, Shift and an arrow)
//! or by a command typed in the text board. Every answer is one sentence in
//! the player's language, made from the engine's answers: the page decides
//! nothing here.
//!
//! The text board's commands are letters and squares, the same in every
//! language (as the move notation is): `b1b4` (also `b1-b4`, `b1 b4`,
//! `b1xb4`) plays a move, `pass` a forced pass; `m b1` reads the moves of the
//! unit on b1, `a e4` the enemy units that reach e4, `f` the frozen units,
//! `p` the last move, `rank 4` and `file e` a line of the board, `s` whose
//! turn it is, and `?` the help.

use cyvasse::{Color, Move, MoveKind, Position, Square, Uci};

use crate::board::{line, position_cells, Ask};
use crate::i18n::words;
use crate::i18n::{fill, t, Msg};
use crate::notation;
use crate::play_model::PlayBoard;

/// What a line typed in the text board asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Play this move (or the forced pass).
    Play(Uci),
    /// Ask this of that square.
    Ask(Ask, Square),
    /// Whose turn it is, or how the game ended.
    Status,
    /// The commands.
    Help,
}

/// Reads a line typed in the text board; `None` if it is neither a move nor
/// a command.
pub fn parse(line: &str) -> Option<Command> {
    let line = line.trim().to_lowercase();
    let words: Vec<&str> = line.split_whitespace().collect();
    let square = |s: &str| s.parse::<Square>().ok();
    // A command and its argument, written apart or together (`m b1`, `mb1`).
    let (head, arg) = match words.as_slice() {
        [one] => match one.char_indices().nth(1) {
            Some((i, _)) if matches!(&one[..i], "m" | "a") && square(&one[i..]).is_some() => {
                one.split_at(i)
            }
            _ => (*one, ""),
        },
        [head, arg] => (*head, *arg),
        _ => ("", ""),
    };
    let command = match (head, arg) {
        ("?" | "help", "") => Command::Help,
        ("s" | "status", "") => Command::Status,
        ("f", "") => Command::Ask(Ask::Frozen, Square::A1),
        ("p", "") => Command::Ask(Ask::Last, Square::A1),
        ("pass" | "0000", "") => Command::Play(Uci::Pass),
        ("m", sq) => Command::Ask(Ask::Moves, square(sq)?),
        ("a", sq) => Command::Ask(Ask::Reaching, square(sq)?),
        ("rank", r) => Command::Ask(Ask::Rank, square(&format!("a{r}"))?),
        ("file", f) => Command::Ask(Ask::File, square(&format!("{f}1"))?),
        _ => {
            // A move: two squares, perhaps with a sign or space between.
            let squares: String = line
                .chars()
                .filter(|c| !matches!(c, ' ' | '-' | '–' | 'x' | '×' | ':'))
                .collect();
            Command::Play(squares.parse().ok().filter(|u| *u != Uci::Pass)?)
        }
    };
    Some(command)
}

/// The names of `items`, as a list in a sentence.
fn list(items: impl IntoIterator<Item = String>) -> String {
    items.into_iter().collect::<Vec<_>>().join(", ")
}

/// A unit on its square, in a list: "Dragon e7" (`named` with its side:
/// "White Elephant c3").
fn unit_at(position: &Position, sq: Square, named: bool) -> String {
    let unit = match position.piece_at(sq) {
        Some(p) if named => words::piece(p),
        Some(p) => words::unit(p.role).to_string(),
        None => t(Msg::MoveUnit).to_string(),
    };
    fill(
        Msg::AskUnitAt,
        &[("unit", &unit), ("square", &sq.to_string())],
    )
}

/// One of a unit's moves, as a destination: "to d3", "takes Rabble on e5".
fn destination(position: &Position, m: Move) -> Option<String> {
    let Move::Normal { to, kind, .. } = m else {
        return None;
    };
    let to_name = to.to_string();
    let victim = position
        .piece_at(to)
        .map_or(t(Msg::MoveUnit), |p| words::unit(p.role));
    let values = [("to", to_name.as_str()), ("victim", victim)];
    Some(match kind {
        MoveKind::Slide | MoveKind::Pass => fill(Msg::AskTo, &values),
        MoveKind::Capture => fill(Msg::AskTakes, &values),
        MoveKind::Shot => match notation::steps_back(position, m) {
            Some(landed) => fill(
                Msg::AskStepsBack,
                &[values[0], values[1], ("landed", &landed.to_string())],
            ),
            None => fill(Msg::AskShoots, &values),
        },
        MoveKind::Ruin => fill(Msg::AskRuins, &values),
    })
}

/// The moves of the unit on `sq`: its legal moves if its side is to move,
/// else those it would have on its side's turn.
pub fn moves(position: &Position, sq: Square) -> String {
    let square = sq.to_string();
    let Some(piece) = position.piece_at(sq) else {
        return fill(Msg::AskNoUnit, &[("square", &square)]);
    };
    let unit = words::piece(piece);
    let values = [("unit", unit.as_str()), ("square", square.as_str())];
    if position.is_frozen(sq) {
        return fill(Msg::AskFrozen, &values);
    }
    let now = piece.color == position.side_to_move();
    let turned;
    let on_turn = if now {
        position
    } else {
        turned = position.with_side_to_move(piece.color);
        &turned
    };
    let found: Vec<String> = on_turn
        .moves_from(sq)
        .filter_map(|m| destination(on_turn, m))
        .collect();
    if found.is_empty() {
        return fill(Msg::AskNoMoves, &values);
    }
    let moves = list(found);
    let message = if now {
        Msg::AskMoves
    } else {
        Msg::AskMovesLater
    };
    fill(message, &[values[0], values[1], ("moves", &moves)])
}

/// The enemy units that reach `sq`: the enemies of the unit there, or of
/// the side to move on an empty square.
pub fn reaching(position: &Position, sq: Square) -> String {
    let side = enemy_of(position, sq);
    let square = sq.to_string();
    let units: Vec<String> = position
        .reaching(sq, side)
        .into_iter()
        .map(|from| unit_at(position, from, false))
        .collect();
    let values = [("side", words::color(side)), ("square", square.as_str())];
    if units.is_empty() {
        return fill(Msg::AskReachingNone, &values);
    }
    fill(
        Msg::AskReaching,
        &[values[0], values[1], ("units", &list(units))],
    )
}

/// The frozen units, each with its side and square.
pub fn frozen(position: &Position) -> String {
    let units: Vec<String> = position
        .frozen()
        .into_iter()
        .map(|sq| unit_at(position, sq, true))
        .collect();
    if units.is_empty() {
        return t(Msg::AskFrozenNone).to_string();
    }
    fill(Msg::AskFrozenList, &[("units", &list(units))])
}

/// The last move, `m` played in `before`, as a sentence.
pub fn last(last: Option<(&Position, Move)>) -> String {
    match last {
        Some((before, m)) => fill(Msg::AskLast, &[("move", &notation::sentence(before, m))]),
        None => t(Msg::AskLastNone).to_string(),
    }
}

/// The answer to `ask` at `sq` in the position on show.
pub fn answer(play: &PlayBoard, ask: Ask, sq: Square) -> String {
    let before_last = play.last_move().and_then(|m| {
        let before = play.game.position_at(play.shown_ply().checked_sub(1)?)?;
        Some((before, m))
    });
    answer_in(play.shown(), before_last, ask, sq)
}

/// The answer to `ask` at `sq` in `shown`, whose last move, if any, is
/// given with the position it was played in.
pub fn answer_in(
    shown: &Position,
    before_last: Option<(&Position, Move)>,
    ask: Ask,
    sq: Square,
) -> String {
    match ask {
        Ask::Moves => moves(shown, sq),
        Ask::Reaching => reaching(shown, sq),
        Ask::Frozen => frozen(shown),
        Ask::Last => last(before_last),
        Ask::Rank | Ask::File => line(&position_cells(shown), ask, sq),
    }
}

/// The side whose units [`reaching`] names for `sq`: the enemy of the unit
/// there, or of the side to move on an empty square.
pub fn enemy_of(position: &Position, sq: Square) -> Color {
    position
        .piece_at(sq)
        .map_or(!position.side_to_move(), |p| !p.color)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    use crate::notation::tests::position;

    #[test]
    fn commands_read_in_every_spelling() {
        let play = |s: &str| Command::Play(s.parse().unwrap());
        assert_eq!(parse("b1b4"), Some(play("b1b4")));
        for line in ["b1-b4", " B1 B4 ", "b1–b4", "b1xb4", "b1×b4"] {
            assert_eq!(parse(line), Some(play("b1b4")), "{line}");
        }
        assert_eq!(parse("pass"), Some(Command::Play(Uci::Pass)));
        assert_eq!(parse("m b1"), Some(Command::Ask(Ask::Moves, sq("b1"))));
        assert_eq!(parse("mb1"), Some(Command::Ask(Ask::Moves, sq("b1"))));
        assert_eq!(parse("a e4"), Some(Command::Ask(Ask::Reaching, sq("e4"))));
        assert_eq!(parse("f"), Some(Command::Ask(Ask::Frozen, Square::A1)));
        assert_eq!(parse("P"), Some(Command::Ask(Ask::Last, Square::A1)));
        assert_eq!(parse("rank 4"), Some(Command::Ask(Ask::Rank, sq("a4"))));
        assert_eq!(parse("file e"), Some(Command::Ask(Ask::File, sq("e1"))));
        assert_eq!(parse("s"), Some(Command::Status));
        assert_eq!(parse("?"), Some(Command::Help));
        for nonsense in [
            "", "b1", "b1b1", "b1b9", "m", "m z9", "rank 9", "file k", "hello", "b1 b4 b5",
        ] {
            assert_eq!(parse(nonsense), None, "{nonsense}");
        }
    }

    #[test]
    fn a_units_moves_are_read_as_destinations() {
        let pos = position();
        let said = moves(&pos, sq("e3"));
        assert!(said.starts_with("White Catapult on e3: "), "{said}");
        assert!(said.contains("shoots King on e5"), "{said}");
        assert_eq!(moves(&pos, sq("a4")), "a4: no unit.");
        // A Black unit, White to move: the moves on Black's turn.
        let black = moves(&pos, sq("e5"));
        assert!(
            black.starts_with("Black King on e5, on its side's turn: "),
            "{black}"
        );
        // Each destination said is a legal move's.
        let count = pos.moves_from(sq("e3")).count();
        assert_eq!(said.matches(", ").count() + 1, count, "{said}");
    }

    #[test]
    fn the_units_that_reach_a_square_are_the_enemys() {
        let pos = position();
        // The Black King on e5: the White units that can take it.
        let said = reaching(&pos, sq("e5"));
        assert!(said.starts_with("White units that reach e5: "), "{said}");
        assert!(said.contains("Catapult e3"), "{said}");
        assert_eq!(enemy_of(&pos, sq("e5")), Color::White);
        // An empty square, White to move: the Black units.
        assert_eq!(enemy_of(&pos, sq("a4")), Color::Black);
        assert!(
            reaching(&pos, sq("a4")).contains("Black unit"),
            "{}",
            reaching(&pos, sq("a4"))
        );
    }

    #[test]
    fn frozen_units_last_moves_and_lines() {
        let pos = position();
        assert_eq!(frozen(&pos), "No unit is frozen.");
        assert_eq!(last(None), "No move yet.");
        let shot = pos.to_move("e3e5".parse().unwrap()).unwrap();
        assert_eq!(
            last(Some((&pos, shot))),
            "Last move: White Catapult e3 shoots King on e5."
        );
        let cells = position_cells(&pos);
        let rank = line(&cells, Ask::Rank, sq("c3"));
        assert!(rank.starts_with("Rank 3: a3, "), "{rank}");
        assert_eq!(rank.matches("; ").count(), 7, "{rank}");
        assert!(rank.contains("e3, grass, White Catapult"), "{rank}");
        let file = line(&cells, Ask::File, sq("e8"));
        assert!(file.starts_with("File e: e1, "), "{file}");
        assert!(file.ends_with("e8, mountain, empty."), "{file}");
    }

    #[test]
    fn a_frozen_unit_is_said_frozen() {
        // A White Elephant in water after moving there: frozen.
        let mut pos = position();
        let into_water = pos
            .legal_moves()
            .into_iter()
            .find(|m| {
                m.to().is_some_and(|to| {
                    pos.terrain_at(to) == cyvasse::Terrain::Water && pos.piece_at(to).is_none()
                }) && m
                    .from()
                    .and_then(|f| pos.piece_at(f))
                    .is_some_and(|p| p.role != cyvasse::Role::Dragon)
            })
            .expect("a move into water");
        pos.play_unchecked(into_water);
        let to = into_water.to().unwrap();
        assert!(pos.is_frozen(to));
        let said = frozen(&pos);
        assert!(said.starts_with("Frozen: White "), "{said}");
        assert!(said.contains(&to.to_string()), "{said}");
        assert!(moves(&pos, to).ends_with("is frozen: it cannot move this turn."));
    }
}
