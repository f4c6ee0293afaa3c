//! Exposure: which squares of a homeland lie open to the enemy before the first
//! move — the help the setup screen gives to shelter the King.
//!
//! About three random setups in ten let White take Black's King on the very
//! first move (a Dragon flies the whole board). The enemy's homeland is secret
//! during setup, so exposure assumes the worst of it: any of its squares may
//! hold any enemy unit, on grass, with nothing in the way. It takes this
//! homeland exactly as it stands: its tiles, and its units as blockers.

use crate::bitboard::Bitboard;
use crate::position::Position;
use crate::role::{Piece, Role};
use crate::rules::Rules;
use crate::setup::Homeland;
use crate::square::Square;
use crate::terrain::Terrain;

/// For each enemy unit type, the squares of a homeland where this side's King
/// could be captured by it on the enemy's first move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Exposure {
    by_role: [Bitboard; Role::COUNT],
}

impl Exposure {
    /// The squares open to at least one enemy unit type.
    pub fn squares(&self) -> Bitboard {
        self.by_role.iter().fold(Bitboard::EMPTY, |all, &b| all | b)
    }

    /// The squares open to an enemy unit of `role`.
    pub fn by(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// The enemy unit types that could capture a King on `sq`, in the ruleset's order.
    pub fn attackers(&self, sq: Square) -> impl Iterator<Item = Role> + '_ {
        Role::ALL
            .into_iter()
            .filter(move |role| self.by_role[role.index()].contains(sq))
    }
}

impl Homeland {
    /// Where this side's King would be open to capture on the enemy's first move.
    ///
    /// A square counts as exposed to an enemy unit type if, with the King moved
    /// there (replacing any unit on it) and the other units where they stand,
    /// that unit standing somewhere in the enemy homeland could capture the
    /// King at once: in `iron`, a Dragon's flight, a Trebuchet's, Catapult's
    /// or Crossbowmen's shot, or a horse's or Elephant's charge across the
    /// middle; in `armor`, a capture of that unit once enemies of any type
    /// attack the King enough and no Tower of its own stands next to it
    /// ([`Rules::king_exposed`](crate::Rules::king_exposed) says which).
    /// Mountains are never exposed (no King may stand there). The homeland need
    /// not be complete or valid.
    pub fn exposure(&self) -> Exposure {
        let side = self.side();
        let enemy = !side;
        let enemy_squares = Homeland::squares_of(enemy);
        let mut terrain = [Terrain::Grass; 64];
        let mut pieces = [None; 64];
        for sq in self.squares() {
            terrain[sq.index()] = self.tile(sq);
            pieces[sq.index()] = self
                .unit(sq)
                .filter(|&role| role != Role::King)
                .map(|role| Piece { color: side, role });
        }
        // The enemy moves first in the worst case; its homeland is open grass.
        let base = Position::from_parts(
            self.ruleset(),
            &terrain,
            &pieces,
            enemy,
            Bitboard::EMPTY,
            0,
            1,
        );
        let mut exposure = Exposure::default();
        for sq in self.squares() & !self.tiles_of(Terrain::Mountain) {
            let mut board = base.board;
            let here = Bitboard::from_square(sq);
            for role_board in board.by_role.iter_mut() {
                *role_board &= !here;
            }
            board.by_role[Role::King.index()] |= here;
            board.by_color[side] |= here;
            for &role in self.ruleset().roles() {
                let exposed = base.rules.king_exposed(&board, sq, enemy_squares, role);
                exposure.by_role[role.index()].set(sq, exposed);
            }
        }
        exposure
    }
}
