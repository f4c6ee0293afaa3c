//! How moves read on screen and to assistive technology.
//!
//! The unit and its squares say it all: `b1–b4` a slide, `b1×b5` a melee
//! capture, `c3⇢c6` a shot (in `iron` the shooter stays; in `armor` it is
//! the Catapult's capture, and it steps back), `b1×b5 ruin` a blow that ruins
//! a fortress, `pass` a forced pass. The move list shows the unit's picture
//! before the squares; the sentence names where a Catapult steps back to.

use crate::i18n::words;
use crate::i18n::{fill, t, Msg};
use cyvasse::{Move, MoveKind, Piece, Position, Square};

/// Where the unit making `m` in `before` steps back to, if it steps back:
/// the Catapult's capture in `armor` (in `iron` a shooter stays put).
pub fn steps_back(before: &Position, m: Move) -> Option<Square> {
    match m {
        Move::Normal {
            from,
            to,
            kind: MoveKind::Shot,
        } => before.lands_on(m).filter(|&l| l != from && l != to),
        _ => None,
    }
}

/// A move as the move list shows it, without the unit.
pub fn short(m: Move) -> String {
    match m {
        Move::Pass => t(Msg::MovePass).to_string(),
        Move::Normal { from, to, kind } => match kind {
            MoveKind::Slide | MoveKind::Pass => format!("{from}–{to}"),
            MoveKind::Capture => format!("{from}×{to}"),
            MoveKind::Shot => format!("{from}⇢{to}"),
            MoveKind::Ruin => fill(Msg::MoveRuin, &[("move", &format!("{from}×{to}"))]),
        },
    }
}

/// A move in words, played in `before`: "White Heavy Horse b1 takes Spearmen on b5".
pub fn sentence(before: &Position, m: Move) -> String {
    let side = words::color(before.side_to_move());
    let Move::Normal { from, to, kind } = m else {
        return fill(Msg::MovePasses, &[("side", side)]);
    };
    let name = |piece: Option<Piece>| piece.map_or(t(Msg::MoveUnit), |p| words::unit(p.role));
    let (from_name, to_name) = (from.to_string(), to.to_string());
    let victim = name(before.piece_at(to));
    let mut values = vec![
        ("side", side),
        ("unit", name(before.piece_at(from))),
        ("from", from_name.as_str()),
        ("to", to_name.as_str()),
        ("victim", victim),
    ];
    let landed = steps_back(before, m).map(|sq| sq.to_string());
    let message = match kind {
        MoveKind::Slide | MoveKind::Pass => Msg::MoveTo,
        MoveKind::Capture => Msg::MoveTakes,
        MoveKind::Shot => match &landed {
            Some(landed) => {
                values.push(("landed", landed));
                Msg::MoveStepsBack
            }
            None => Msg::MoveShoots,
        },
        MoveKind::Ruin => Msg::MoveRuins,
    };
    let said = fill(message, &values);
    // A unit that entered water stays there a turn: said, as it is seen.
    let mut after = before.clone();
    after.play_unchecked(m);
    let stays = match kind {
        MoveKind::Slide | MoveKind::Capture => after.is_frozen(to),
        _ => false,
    };
    if stays {
        fill(Msg::MoveFrozen, &[("move", &said)])
    } else {
        said
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A test position (also `reader`'s): White to move, a Catapult on e3
    /// that shoots the Black King on e5, and water a unit can enter.
    pub(crate) fn position() -> Position {
        "iron 1wmfm1m1/1m2fwmw/1f1t1w1f/2m2ffw/tmm1fm2/2wf2fm/mfwf3f/1w1w1mw1 \
            1d3c2/5r2/3stlxh/1e2k3/6H1/DRS1C3/5EK1/T5XL w - 0 1"
            .parse()
            .unwrap()
    }

    #[test]
    fn moves_read_by_kind() {
        let pos = position();
        let shot = pos.to_move("e3e5".parse().unwrap()).unwrap();
        assert_eq!(short(shot), "e3⇢e5");
        assert_eq!(sentence(&pos, shot), "White Catapult e3 shoots King on e5");
        let slide = pos.to_move("g4g3".parse().unwrap()).unwrap();
        assert_eq!(short(slide), "g4–g3");
        assert_eq!(short(Move::Pass), "pass");
    }

    #[test]
    fn a_unit_that_enters_water_is_said_frozen() {
        let pos = position();
        let into_water = pos
            .legal_moves()
            .into_iter()
            .find(|m| {
                let mut after = pos.clone();
                after.play_unchecked(*m);
                m.to().is_some_and(|to| after.is_frozen(to))
            })
            .expect("a move into water");
        let said = sentence(&pos, into_water);
        assert!(said.ends_with(", frozen in water"), "{said}");
        let dry = pos.to_move("e3e5".parse().unwrap()).unwrap();
        assert!(!sentence(&pos, dry).contains("frozen"));
    }

    #[test]
    fn the_armor_catapult_captures_and_steps_back() {
        let white: cyvasse::Homeland = "armor w 8/m6m/3w4/m1w3w1 LHRRRRHL/1SEXXES1/2C1KOD1/8"
            .parse()
            .unwrap();
        let black: cyvasse::Homeland = "armor b m1w3w1/3w4/m6m/8 8/2c1rod1/1sexxes1/lhrrkrhl"
            .parse()
            .unwrap();
        let pos = Position::from_homelands(&white, &black).unwrap();
        let capture = pos.to_move("c2c5".parse().unwrap()).unwrap();
        assert_eq!(short(capture), "c2⇢c5");
        assert_eq!(
            sentence(&pos, capture),
            "White Catapult c2 captures Rabble on c5 and steps back to c1"
        );
    }
}
