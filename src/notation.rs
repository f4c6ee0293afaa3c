//! How moves read on screen and to assistive technology.
//!
//! Each side has one unit of each type, so the unit and its squares say it
//! all: `b1–b4` a slide, `b1×b5` a melee capture, `c3⇢c6` a shot (the shooter
//! stays), `b1×b5 ruin` a blow that ruins a fortress, `pass` a forced pass.
//! The move list shows the unit's picture before the squares.

use cyvasse::{Move, MoveKind, Piece, Position};

/// A move as the move list shows it, without the unit.
pub fn short(m: Move) -> String {
    match m {
        Move::Pass => "pass".to_string(),
        Move::Normal { from, to, kind } => match kind {
            MoveKind::Slide | MoveKind::Pass => format!("{from}–{to}"),
            MoveKind::Capture => format!("{from}×{to}"),
            MoveKind::Shot => format!("{from}⇢{to}"),
            MoveKind::Ruin => format!("{from}×{to} ruin"),
        },
    }
}

/// A move in words, played in `before`: "White Heavy Horse b1 takes Spearmen on b5".
pub fn sentence(before: &Position, m: Move) -> String {
    let side = before.side_to_move().name();
    let Move::Normal { from, to, kind } = m else {
        return format!("{side} passes");
    };
    let mover = before.piece_at(from).map_or("unit", |p| p.role.name());
    let victim = |piece: Option<Piece>| piece.map_or("unit", |p| p.role.name());
    match kind {
        MoveKind::Slide | MoveKind::Pass => format!("{side} {mover} {from} to {to}"),
        MoveKind::Capture => {
            format!(
                "{side} {mover} {from} takes {} on {to}",
                victim(before.piece_at(to))
            )
        }
        MoveKind::Shot => {
            format!(
                "{side} {mover} {from} shoots {} on {to}",
                victim(before.piece_at(to))
            )
        }
        MoveKind::Ruin => format!("{side} {mover} {from} ruins the fortress on {to}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_read_by_kind() {
        let pos: Position = "iron 1wmfm1m1/1m2fwmw/1f1t1w1f/2m2ffw/tmm1fm2/2wf2fm/mfwf3f/1w1w1mw1 \
            1d3c2/5r2/3stlxh/1e2k3/6H1/DRS1C3/5EK1/T5XL w - 0 1"
            .parse()
            .unwrap();
        let shot = pos.to_move("e3e5".parse().unwrap()).unwrap();
        assert_eq!(short(shot), "e3⇢e5");
        assert_eq!(sentence(&pos, shot), "White Catapult e3 shoots King on e5");
        let slide = pos.to_move("g4g3".parse().unwrap()).unwrap();
        assert_eq!(short(slide), "g4–g3");
        assert_eq!(short(Move::Pass), "pass");
    }
}
