//! The transposition table: what the search learnt about positions it has
//! met, keyed by their Zobrist key, so that a position reached by another
//! move order (or at the next iteration) is not searched again from nothing.

use alloc::vec;
use alloc::vec::Vec;

#[cfg(test)]
use cyvasse::Square;
use cyvasse::{Move, MoveKind};

/// How a stored score relates to the true score of the position.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub(crate) enum Bound {
    /// Nothing stored.
    #[default]
    None,
    /// The true score (a principal-variation node).
    Exact,
    /// At least this (a move failed high: a beta cutoff).
    Lower,
    /// At most this (every move failed low).
    Upper,
}

/// A move in 16 bits: from (6), to (6), kind (3); 0 means none.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub(crate) struct PackedMove(u16);

impl PackedMove {
    /// No move.
    pub const NONE: PackedMove = PackedMove(0);

    /// The packed form of `m` (never [`PackedMove::NONE`]).
    #[inline]
    pub fn new(m: Move) -> PackedMove {
        match m {
            Move::Pass => PackedMove(1 << 15),
            Move::Normal { from, to, kind } => {
                let kind = match kind {
                    MoveKind::Slide => 1,
                    MoveKind::Capture => 2,
                    MoveKind::Shot => 3,
                    MoveKind::Ruin => 4,
                    MoveKind::Pass => 5,
                };
                PackedMove(from.index() as u16 | (to.index() as u16) << 6 | kind << 12)
            }
        }
    }

    /// The move, if one is stored (the search still checks it is legal).
    #[cfg(test)]
    pub fn unpack(self) -> Option<Move> {
        if self.0 == 0 {
            return None;
        }
        if self.0 == 1 << 15 {
            return Some(Move::Pass);
        }
        let from = Square::new((self.0 & 63) as u8)?;
        let to = Square::new((self.0 >> 6 & 63) as u8)?;
        let kind = match self.0 >> 12 & 7 {
            1 => MoveKind::Slide,
            2 => MoveKind::Capture,
            3 => MoveKind::Shot,
            4 => MoveKind::Ruin,
            _ => MoveKind::Pass,
        };
        Some(Move::Normal { from, to, kind })
    }
}

/// One stored position: 16 bytes.
#[derive(Copy, Clone, Debug, Default)]
pub(crate) struct Entry {
    pub key: u64,       // the position's Zobrist key
    pub mv: PackedMove, // the best move found, or NONE
    pub score: i16,     // the score, win distances counted from this position
    pub depth: i8,      // the depth searched below it
    pub bound: Bound,   // how `score` bounds the true score
}

/// A table of entries indexed by the low bits of the key; a newer or deeper
/// result replaces what is there.
pub(crate) struct Table {
    entries: Vec<Entry>,
    mask: usize,
}

impl Table {
    /// A table of 2^`bits` entries (16 bytes each).
    pub fn new(bits: u32) -> Table {
        let size = 1usize << bits.min(30);
        Table {
            entries: vec![Entry::default(); size],
            mask: size - 1,
        }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.entries.fill(Entry::default());
    }

    /// The entry of the position with `key`, if the table holds it.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.entries[key as usize & self.mask];
        (e.key == key && e.bound != Bound::None).then_some(e)
    }

    /// Stores what the search found about the position with `key`. A result
    /// of the same position from a shallower search does not replace a
    /// deeper one, unless it is exact; any other position's entry is replaced.
    #[inline]
    pub fn store(&mut self, key: u64, mv: PackedMove, score: i16, depth: i8, bound: Bound) {
        let slot = &mut self.entries[key as usize & self.mask];
        if slot.key == key && slot.depth > depth && bound != Bound::Exact {
            return;
        }
        let mv = if mv == PackedMove::NONE && slot.key == key {
            slot.mv
        } else {
            mv
        };
        *slot = Entry {
            key,
            mv,
            score,
            depth,
            bound,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_pack_and_unpack() {
        let sq = |i| Square::new(i).unwrap();
        for m in [
            Move::Pass,
            Move::Normal {
                from: sq(0),
                to: sq(63),
                kind: MoveKind::Slide,
            },
            Move::Normal {
                from: sq(63),
                to: sq(0),
                kind: MoveKind::Ruin,
            },
            Move::Normal {
                from: sq(9),
                to: sq(27),
                kind: MoveKind::Shot,
            },
            Move::Normal {
                from: sq(1),
                to: sq(2),
                kind: MoveKind::Capture,
            },
        ] {
            assert_ne!(PackedMove::new(m), PackedMove::NONE);
            assert_eq!(PackedMove::new(m).unpack(), Some(m));
        }
    }

    #[test]
    fn a_stored_entry_is_found_by_its_key_only() {
        let mut t = Table::new(4);
        t.store(
            0x1234_5678_9abc_def0,
            PackedMove::new(Move::Pass),
            17,
            3,
            Bound::Lower,
        );
        let e = t.probe(0x1234_5678_9abc_def0).unwrap();
        assert_eq!((e.score, e.depth, e.bound), (17, 3, Bound::Lower));
        // Same slot, other key.
        assert!(t.probe(0x1234_5678_9abc_de00).is_none());
        // A shallower bound does not replace a deeper one.
        t.store(0x1234_5678_9abc_def0, PackedMove::NONE, 5, 1, Bound::Upper);
        assert_eq!(t.probe(0x1234_5678_9abc_def0).unwrap().depth, 3);
    }
}
