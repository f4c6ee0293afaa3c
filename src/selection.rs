//! The unit picked up on a board, as the game's board and a lesson's board
//! both handle it: a press on one of the mover's units picks it up; a tap
//! on it again puts it down; a drag from it ends where it is dropped. What
//! a press or a drop then plays is the board's own (a game's move, a
//! lesson's attempt).

use cyvasse::Square;

/// The unit picked up, if any.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    square: Option<Square>,
    /// Whether the unit was picked up by the press still going on, so that
    /// releasing it on its own square keeps it picked up rather than
    /// putting it down.
    fresh: bool,
}

/// What the end of a press did to the selection.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Release {
    /// The press did not begin on the unit picked up: nothing changes.
    Ignored,
    /// Released where it began: the first tap keeps the unit picked up,
    /// a second one puts it down.
    InPlace,
    /// Dragged and dropped on a square (or off the board, `None`): the
    /// unit is put down, and the board tries its move there.
    Dropped(Option<Square>),
}

impl Selection {
    /// The square of the unit picked up.
    pub fn square(self) -> Option<Square> {
        self.square
    }

    /// Picks up the unit on `sq` (by the press going on).
    pub fn pick(&mut self, sq: Square) {
        self.fresh = self.square != Some(sq);
        self.square = Some(sq);
    }

    /// Puts the unit down.
    pub fn clear(&mut self) {
        *self = Selection::default();
    }

    /// The end of a press that began on `from`: dropped on `to` after a
    /// drag, or released where it began (`dragged` false).
    pub fn release(&mut self, from: Square, to: Option<Square>, dragged: bool) -> Release {
        if self.square != Some(from) {
            return Release::Ignored;
        }
        if !dragged || to == Some(from) {
            if !self.fresh {
                self.square = None;
            }
            self.fresh = false;
            return Release::InPlace;
        }
        self.clear();
        Release::Dropped(to)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn a_first_tap_picks_up_and_a_second_puts_down() {
        let mut s = Selection::default();
        s.pick(sq("d2"));
        assert_eq!(s.release(sq("d2"), Some(sq("d2")), false), Release::InPlace);
        assert_eq!(s.square(), Some(sq("d2")));
        s.pick(sq("d2"));
        assert_eq!(s.release(sq("d2"), None, false), Release::InPlace);
        assert_eq!(s.square(), None);
    }

    #[test]
    fn a_drag_drops_the_unit_and_names_the_square() {
        let mut s = Selection::default();
        s.pick(sq("d2"));
        assert_eq!(
            s.release(sq("d2"), Some(sq("d4")), true),
            Release::Dropped(Some(sq("d4")))
        );
        assert_eq!(s.square(), None);
        // Dragged back onto its own square: as a tap.
        s.pick(sq("d2"));
        assert_eq!(s.release(sq("d2"), Some(sq("d2")), true), Release::InPlace);
        assert_eq!(s.square(), Some(sq("d2")));
    }

    #[test]
    fn a_press_that_began_elsewhere_changes_nothing() {
        let mut s = Selection::default();
        s.pick(sq("d2"));
        assert_eq!(s.release(sq("e2"), Some(sq("e4")), true), Release::Ignored);
        assert_eq!(s.square(), Some(sq("d2")));
        // Another unit picked up: fresh again.
        s.pick(sq("e2"));
        assert_eq!(s.release(sq("e2"), None, false), Release::InPlace);
        assert_eq!(s.square(), Some(sq("e2")));
    }
}
