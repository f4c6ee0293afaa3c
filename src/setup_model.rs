//! What the setup screen does with a player's taps, drags and buttons, kept
//! apart from drawing so that it can be tested natively. The rules themselves —
//! counts, the mountain rule, who may stand where — come from the engine.

use cyvasse::{is_tile_error, Color, Homeland, Layout, Role, Ruleset, SetupError, Square, Terrain};

use crate::i18n::reasons::mountain_rule;
use crate::i18n::words;
use crate::i18n::{count, fill, t, Count, Msg};

/// The two steps of a setup (RULES.md §1.1).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Laying the terrain tiles.
    Tiles,
    /// Placing the army.
    Army,
}

/// Something in the tray: a tile type or a unit type.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// A terrain tile.
    Tile(Terrain),
    /// A unit.
    Unit(Role),
}

/// What the player has picked up, to put down with the next tap on a square.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Selection {
    /// A tile or unit from the tray.
    Tray(Item),
    /// The tile or unit on a square of the homeland.
    Square(Square),
}

/// One player's setup in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupBoard {
    /// The homeland as laid out so far. Grass is the tile of a square with no
    /// other tile: the homeland always has a tile on every square.
    pub homeland: Homeland,
    /// The step the player is on.
    pub step: Step,
    /// What the player has picked up.
    pub selection: Option<Selection>,
    /// The homeland the player was last asked about, with its King open to
    /// the enemy's first move: *Done* asks once for each homeland.
    asked: Option<Homeland>,
}

/// What pressing *Done* leads to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finish {
    /// The homeland is not complete and valid yet.
    NotReady,
    /// The King can be taken on the first move: the player is asked whether
    /// to play anyway (*Done* again, or [`SetupBoard::asking`]'s answer).
    Ask,
    /// The homeland to play with.
    Done(Homeland),
}

impl SetupBoard {
    /// An all-grass homeland with no units, at the tiles step.
    pub fn new(ruleset: Ruleset, side: Color) -> SetupBoard {
        SetupBoard {
            homeland: Homeland::empty(ruleset, side),
            step: Step::Tiles,
            selection: None,
            asked: None,
        }
    }

    /// A setup taken up again: `homeland` as it was left, at the army step if
    /// `army` and the tiles allow it.
    pub fn resume(homeland: Homeland, army: bool) -> SetupBoard {
        let mut board = SetupBoard {
            homeland,
            step: Step::Tiles,
            selection: None,
            asked: None,
        };
        if army {
            board.go_to_army();
        }
        board
    }

    /// Lays `layout` on this homeland (turned for Black). A layout with an
    /// army replaces the army and goes on to the army step; one without keeps
    /// the units, except those that may not stand on a new mountain, which go
    /// back to the tray.
    pub fn apply_layout(&mut self, layout: &Layout) {
        let laid = layout.homeland(self.side());
        self.selection = None;
        if layout.has_units() {
            self.homeland = laid;
            self.step = Step::Army;
            return;
        }
        let rules = self.homeland.ruleset().setup_rules();
        for sq in self.homeland.squares() {
            let tile = laid.tile(sq);
            self.homeland.set_tile(sq, tile);
            let stranded = tile == Terrain::Mountain
                && self
                    .homeland
                    .unit(sq)
                    .is_some_and(|r| !rules.may_stand_on_mountain(r));
            if stranded {
                self.homeland.set_unit(sq, None);
            }
        }
    }

    /// The side setting up.
    pub fn side(&self) -> Color {
        self.homeland.side()
    }

    /// The tray of the current step, in order, each item with how many are
    /// still to place. Grass is not in the tray: it fills what is left.
    pub fn tray(&self) -> Vec<(Item, u8)> {
        let rules = self.homeland.ruleset().setup_rules();
        match self.step {
            Step::Tiles => Terrain::ALL
                .into_iter()
                .filter(|&t| t != Terrain::Grass && rules.tiles_of(t) > 0)
                .map(|t| (Item::Tile(t), self.remaining(Item::Tile(t))))
                .collect(),
            Step::Army => self
                .homeland
                .ruleset()
                .roles()
                .iter()
                .rev()
                .map(|&r| (Item::Unit(r), self.remaining(Item::Unit(r))))
                .collect(),
        }
    }

    /// What is still to place, in words ("Still to place: 3 mountains, 5
    /// water tiles."), each count in its language's plural form; `None` when
    /// nothing is.
    pub fn still_to_place(&self) -> Option<String> {
        let left: Vec<String> = self
            .tray()
            .into_iter()
            .filter(|&(_, n)| n > 0)
            .filter_map(|(item, n)| Some(count(still_count(item)?, n.into(), &[])))
            .collect();
        (!left.is_empty()).then(|| fill(Msg::SetupStill, &[("items", &left.join(", "))]))
    }

    /// How many of `item` are still to place (never below 0).
    pub fn remaining(&self, item: Item) -> u8 {
        let rules = self.homeland.ruleset().setup_rules();
        let (wanted, placed) = match item {
            Item::Tile(t) => (rules.tiles_of(t), self.homeland.tiles_of(t).count()),
            Item::Unit(r) => (rules.units_of(r), self.homeland.units_of(r).count()),
        };
        u8::try_from(u32::from(wanted).saturating_sub(placed)).unwrap_or(0)
    }

    /// What lies on `sq` that this step handles: a tile other than grass, or a unit.
    pub fn item_at(&self, sq: Square) -> Option<Item> {
        if !self.homeland.squares().contains(sq) {
            return None;
        }
        match self.step {
            Step::Tiles => Some(self.homeland.tile(sq))
                .filter(|&t| t != Terrain::Grass)
                .map(Item::Tile),
            Step::Army => self.homeland.unit(sq).map(Item::Unit),
        }
    }

    /// A tap on a tray item: picks it up, or puts it back if it was picked up.
    pub fn tap_tray(&mut self, item: Item) {
        self.selection =
            if self.selection == Some(Selection::Tray(item)) || self.remaining(item) == 0 {
                None
            } else {
                Some(Selection::Tray(item))
            };
    }

    /// A tap on a square: puts down what was picked up, or picks up what is there.
    pub fn tap_square(&mut self, sq: Square) -> Result<(), Refusal> {
        if !self.homeland.squares().contains(sq) {
            self.selection = None;
            return Err(Refusal::OutsideHomeland);
        }
        match self.selection {
            Some(Selection::Tray(item)) => {
                let placed = self.place(item, sq);
                if placed.is_err() || self.remaining(item) == 0 {
                    self.selection = None;
                }
                placed
            }
            Some(Selection::Square(from)) => {
                self.selection = None;
                if from == sq {
                    Ok(())
                } else {
                    self.swap(from, sq)
                }
            }
            None => {
                if self.item_at(sq).is_some() {
                    self.selection = Some(Selection::Square(sq));
                }
                Ok(())
            }
        }
    }

    /// A drag from the tray dropped on `to`, or off the board.
    pub fn drop_from_tray(&mut self, item: Item, to: Option<Square>) -> Result<(), Refusal> {
        self.selection = None;
        match to {
            Some(sq) if self.homeland.squares().contains(sq) => self.place(item, sq),
            Some(_) => Err(Refusal::OutsideHomeland),
            None => Ok(()),
        }
    }

    /// A drag from square `from` dropped on `to`; dropped off the board, what
    /// was on `from` goes back to the tray.
    pub fn drop_from_square(&mut self, from: Square, to: Option<Square>) -> Result<(), Refusal> {
        self.selection = None;
        match to {
            None => {
                self.remove(from);
                Ok(())
            }
            Some(to) if to == from => Ok(()),
            Some(to) if self.homeland.squares().contains(to) => self.swap(from, to),
            Some(_) => Err(Refusal::OutsideHomeland),
        }
    }

    /// Puts what was picked up from a square back in the tray.
    pub fn remove_selected(&mut self) {
        if let Some(Selection::Square(sq)) = self.selection.take() {
            self.remove(sq);
        }
    }

    /// Back to the tray: the tile on `sq` becomes grass, or its unit leaves.
    pub fn remove(&mut self, sq: Square) {
        match self.step {
            Step::Tiles => {
                self.homeland.set_tile(sq, Terrain::Grass);
            }
            Step::Army => {
                self.homeland.set_unit(sq, None);
            }
        }
    }

    /// Clears this step: every tile back to grass (and the army with it, which
    /// stood on those tiles), or every unit back to the tray.
    pub fn clear(&mut self) {
        self.selection = None;
        for sq in self.homeland.squares() {
            if self.step == Step::Tiles {
                self.homeland.set_tile(sq, Terrain::Grass);
            }
            self.homeland.set_unit(sq, None);
        }
    }

    /// Fills this step at random: a valid tile layout (the army goes back to
    /// the tray), or the whole army placed on the current tiles, its King
    /// where no enemy unit can take it on the first move whenever the tiles
    /// allow it ([`Homeland::shelter_king`]).
    pub fn fill_randomly(&mut self, rng: &mut impl FnMut() -> u64) {
        self.selection = None;
        match self.step {
            Step::Tiles => self.homeland.randomize_tiles(rng),
            Step::Army => {
                self.homeland.randomize_units(rng);
                self.homeland.shelter_king(rng);
            }
        }
    }

    /// Whether the King is placed where an enemy unit could take it on the
    /// enemy's first move ([`Homeland::exposure`]).
    pub fn king_exposed(&self) -> bool {
        self.homeland
            .units_of(Role::King)
            .first()
            .is_some_and(|k| self.homeland.exposure().squares().contains(k))
    }

    /// Everything wrong with the homeland that concerns the current step and
    /// those before it (RULES.md §1.1), in the engine's words.
    pub fn problems(&self) -> Vec<SetupError> {
        let Err(errors) = self.homeland.validate() else {
            return Vec::new();
        };
        errors
            .0
            .into_iter()
            .filter(|e| self.step == Step::Army || is_tile_error(e))
            .collect()
    }

    /// Whether the player may go on: to the army once the tiles are right, or
    /// finish once the homeland is valid.
    pub fn ready(&self) -> bool {
        self.problems().is_empty()
    }

    /// *Done* on the army step: the homeland, once it is valid; but first,
    /// once for each homeland, a question if its King is open to the enemy's
    /// first move.
    pub fn finish(&mut self) -> Finish {
        if self.step != Step::Army || !self.ready() {
            return Finish::NotReady;
        }
        if self.king_exposed() && !self.asking() {
            self.asked = Some(self.homeland.clone());
            return Finish::Ask;
        }
        Finish::Done(self.homeland.clone())
    }

    /// Whether the player is being asked to play on with an open King: the
    /// homeland is as it was when *Done* asked.
    pub fn asking(&self) -> bool {
        self.asked.as_ref() == Some(&self.homeland)
    }

    /// To the army step; refused (false) while the tiles break a rule.
    pub fn go_to_army(&mut self) -> bool {
        let ok = self.step == Step::Tiles && self.ready();
        if ok {
            self.step = Step::Army;
            self.selection = None;
        }
        ok
    }

    /// Back to the tiles step; the army stays where it is.
    pub fn go_to_tiles(&mut self) {
        self.step = Step::Tiles;
        self.selection = None;
    }

    fn place(&mut self, item: Item, sq: Square) -> Result<(), Refusal> {
        match item {
            Item::Tile(t) => {
                if self.homeland.tile(sq) != t && self.remaining(item) == 0 {
                    return Err(self.none_left(item));
                }
                if t == Terrain::Mountain {
                    if let Some(role) = self.homeland.unit(sq) {
                        self.check_stand(role, sq, t)?;
                    }
                }
                self.homeland.set_tile(sq, t);
            }
            Item::Unit(role) => {
                if self.homeland.unit(sq) != Some(role) && self.remaining(item) == 0 {
                    return Err(self.none_left(item));
                }
                self.check_stand(role, sq, self.homeland.tile(sq))?;
                self.homeland.set_unit(sq, Some(role));
            }
        }
        Ok(())
    }

    fn swap(&mut self, a: Square, b: Square) -> Result<(), Refusal> {
        match self.step {
            Step::Tiles => {
                let (ta, tb) = (self.homeland.tile(a), self.homeland.tile(b));
                for (role_sq, tile) in [(a, tb), (b, ta)] {
                    if let Some(role) = self.homeland.unit(role_sq) {
                        self.check_stand(role, role_sq, tile)?;
                    }
                }
                self.homeland.set_tile(a, tb);
                self.homeland.set_tile(b, ta);
            }
            Step::Army => {
                let (ua, ub) = (self.homeland.unit(a), self.homeland.unit(b));
                for (unit, sq) in [(ua, b), (ub, a)] {
                    if let Some(role) = unit {
                        self.check_stand(role, sq, self.homeland.tile(sq))?;
                    }
                }
                self.homeland.set_unit(a, ub);
                self.homeland.set_unit(b, ua);
            }
        }
        Ok(())
    }

    fn none_left(&self, item: Item) -> Refusal {
        let rules = self.homeland.ruleset().setup_rules();
        let count = match item {
            Item::Tile(t) => rules.tiles_of(t),
            Item::Unit(r) => rules.units_of(r),
        };
        Refusal::NoneLeft(item, count)
    }

    fn check_stand(&self, role: Role, sq: Square, tile: Terrain) -> Result<(), Refusal> {
        let rules = self.homeland.ruleset().setup_rules();
        if tile == Terrain::Mountain && !rules.may_stand_on_mountain(role) {
            Err(Refusal::Mountain {
                role,
                square: sq,
                ruleset: self.homeland.ruleset(),
            })
        } else {
            Ok(())
        }
    }
}

/// Why a tap or drop did nothing.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The square is not in the homeland being set up.
    OutsideHomeland,
    /// Every tile or unit of that type is already placed (the homeland holds
    /// that many).
    NoneLeft(Item, u8),
    /// The unit may not stand on a mountain in this ruleset.
    Mountain {
        /// The unit that would have stood there.
        role: Role,
        /// The mountain's square.
        square: Square,
        /// The ruleset, which says who may.
        ruleset: Ruleset,
    },
}

impl core::fmt::Display for Refusal {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Refusal::OutsideHomeland => f.write_str(t(Msg::SetupRefuseOutside)),
            Refusal::NoneLeft(Item::Tile(t), _) => {
                f.write_str(&fill(Msg::SetupRefuseTile, &[("tile", words::terrain(*t))]))
            }
            Refusal::NoneLeft(Item::Unit(r), 1) => {
                f.write_str(&fill(Msg::SetupRefuseUnitOne, &[("unit", words::unit(*r))]))
            }
            Refusal::NoneLeft(Item::Unit(r), _) => {
                f.write_str(&fill(Msg::SetupRefuseUnits, &[("unit", words::unit(*r))]))
            }
            Refusal::Mountain {
                role,
                square,
                ruleset,
            } => f.write_str(&fill(
                Msg::SetupRefuseMountain,
                &[
                    ("unit", words::unit(*role)),
                    ("square", &square.to_string()),
                    ("rule", &mountain_rule(*ruleset)),
                ],
            )),
        }
    }
}

/// The counting message of an item still to place (grass and ruins never are).
fn still_count(item: Item) -> Option<Count> {
    Some(match item {
        Item::Tile(Terrain::Mountain) => Count::SetupStillMountain,
        Item::Tile(Terrain::Water) => Count::SetupStillWater,
        Item::Tile(Terrain::Forest) => Count::SetupStillForest,
        Item::Tile(Terrain::Fortress) => Count::SetupStillFortress,
        Item::Tile(Terrain::Grass | Terrain::Ruined) => return None,
        Item::Unit(Role::Rabble) => Count::SetupStillRabble,
        Item::Unit(Role::Spearmen) => Count::SetupStillSpearmen,
        Item::Unit(Role::Crossbowmen) => Count::SetupStillCrossbowmen,
        Item::Unit(Role::LightHorse) => Count::SetupStillLightHorse,
        Item::Unit(Role::HeavyHorse) => Count::SetupStillHeavyHorse,
        Item::Unit(Role::Elephant) => Count::SetupStillElephant,
        Item::Unit(Role::Catapult) => Count::SetupStillCatapult,
        Item::Unit(Role::Trebuchet) => Count::SetupStillTrebuchet,
        Item::Unit(Role::Dragon) => Count::SetupStillDragon,
        Item::Unit(Role::King) => Count::SetupStillKing,
        Item::Unit(Role::Tower) => Count::SetupStillTower,
    })
}

/// Whether a King on `square` is sheltered from a first strike, in words:
/// `attackers` are the enemy unit types that could take it there
/// ([`cyvasse::Exposure::attackers`]). When they are every type of the game
/// it says "any enemy unit"; when they are most of them, the few that are
/// not; else the few that are.
pub fn shelter_words(ruleset: Ruleset, side: Color, square: Square, attackers: &[Role]) -> String {
    let square = square.to_string();
    if attackers.is_empty() {
        return fill(Msg::SetupKingSheltered, &[("square", &square)]);
    }
    let spared: Vec<Role> = ruleset
        .roles()
        .iter()
        .copied()
        .filter(|r| !attackers.contains(r))
        .collect();
    let joined = |roles: &[Role], join: Msg| {
        let mut names = roles.iter().map(|&r| words::unit(r));
        let first = names.next().unwrap_or_default().to_string();
        names.fold(first, |a, b| fill(join, &[("a", &a), ("b", b)]))
    };
    let (message, units) = match (side, spared.is_empty(), attackers.len() <= spared.len()) {
        (Color::White, true, _) => (Msg::SetupKingAnyWhite, String::new()),
        (Color::Black, true, _) => (Msg::SetupKingAnyBlack, String::new()),
        (Color::White, false, true) => {
            (Msg::SetupKingExposedWhite, joined(attackers, Msg::SetupOr))
        }
        (Color::Black, false, true) => {
            (Msg::SetupKingExposedBlack, joined(attackers, Msg::SetupOr))
        }
        (Color::White, false, false) => (Msg::SetupKingButWhite, joined(&spared, Msg::SetupAnd)),
        (Color::Black, false, false) => (Msg::SetupKingButBlack, joined(&spared, Msg::SetupAnd)),
    };
    fill(message, &[("square", &square), ("units", &units)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use cyvasse::SplitMix64;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    fn board() -> SetupBoard {
        SetupBoard::new(Ruleset::Iron, Color::White)
    }

    #[test]
    fn the_tile_tray_counts_down_as_tiles_are_placed() {
        let mut b = board();
        assert_eq!(b.remaining(Item::Tile(Terrain::Mountain)), 6);
        b.tap_tray(Item::Tile(Terrain::Mountain));
        b.tap_square(sq("a1")).unwrap();
        b.tap_square(sq("d1")).unwrap();
        assert_eq!(b.remaining(Item::Tile(Terrain::Mountain)), 4);
        assert_eq!(
            b.selection,
            Some(Selection::Tray(Item::Tile(Terrain::Mountain)))
        );
        assert_eq!(b.homeland.tile(sq("d1")), Terrain::Mountain);
    }

    #[test]
    fn the_last_tile_placed_empties_the_hand() {
        let mut b = board();
        b.tap_tray(Item::Tile(Terrain::Fortress));
        b.tap_square(sq("e2")).unwrap();
        assert_eq!(b.selection, None);
        b.tap_tray(Item::Tile(Terrain::Fortress));
        assert_eq!(b.selection, None, "none left to pick up");
    }

    #[test]
    fn tiles_move_swap_and_go_back_to_the_tray() {
        let mut b = board();
        b.drop_from_tray(Item::Tile(Terrain::Water), Some(sq("a1")))
            .unwrap();
        b.drop_from_tray(Item::Tile(Terrain::Forest), Some(sq("b1")))
            .unwrap();
        b.tap_square(sq("a1")).unwrap();
        assert_eq!(b.selection, Some(Selection::Square(sq("a1"))));
        b.tap_square(sq("b1")).unwrap();
        assert_eq!(b.homeland.tile(sq("a1")), Terrain::Forest);
        assert_eq!(b.homeland.tile(sq("b1")), Terrain::Water);
        b.drop_from_square(sq("b1"), Some(sq("h4"))).unwrap();
        assert_eq!(b.homeland.tile(sq("h4")), Terrain::Water);
        assert_eq!(b.homeland.tile(sq("b1")), Terrain::Grass);
        b.drop_from_square(sq("h4"), None).unwrap();
        assert_eq!(b.remaining(Item::Tile(Terrain::Water)), 5);
    }

    #[test]
    fn the_enemy_half_takes_nothing() {
        let mut b = board();
        b.tap_tray(Item::Tile(Terrain::Water));
        assert_eq!(b.tap_square(sq("e5")), Err(Refusal::OutsideHomeland));
        assert_eq!(b.homeland.tile(sq("e5")), Terrain::Grass);
        let mut black = SetupBoard::new(Ruleset::Iron, Color::Black);
        assert_eq!(
            black.drop_from_tray(Item::Tile(Terrain::Water), Some(sq("e4"))),
            Err(Refusal::OutsideHomeland)
        );
        black
            .drop_from_tray(Item::Tile(Terrain::Water), Some(sq("e8")))
            .unwrap();
    }

    #[test]
    fn a_mountain_wall_is_reported_and_blocks_the_next_step() {
        let mut b = board();
        let mut r = SplitMix64::new(3);
        b.fill_randomly(&mut || r.next_u64());
        assert!(b.ready());
        // Rebuild with three mountains in a row.
        b.clear();
        for s in ["a1", "b1", "c1", "h1", "h3", "f3"] {
            b.drop_from_tray(Item::Tile(Terrain::Mountain), Some(sq(s)))
                .unwrap();
        }
        let problems = b.problems();
        assert!(problems
            .iter()
            .any(|e| matches!(e, SetupError::MountainGroup { squares, .. } if squares.len() == 3)));
        assert!(!b.go_to_army());
        assert_eq!(b.step, Step::Tiles);
    }

    #[test]
    fn only_the_dragon_may_stand_on_a_mountain() {
        let mut b = board();
        let mut r = SplitMix64::new(5);
        b.fill_randomly(&mut || r.next_u64());
        assert!(b.go_to_army());
        let mountain = b.homeland.tiles_of(Terrain::Mountain).first().unwrap();
        assert_eq!(
            b.drop_from_tray(Item::Unit(Role::King), Some(mountain)),
            Err(Refusal::Mountain {
                role: Role::King,
                square: mountain,
                ruleset: Ruleset::Iron,
            })
        );
        assert_eq!(b.homeland.unit(mountain), None);
        b.drop_from_tray(Item::Unit(Role::Dragon), Some(mountain))
            .unwrap();
        assert_eq!(b.homeland.unit(mountain), Some(Role::Dragon));
        // Nor may another unit be swapped onto it.
        let grass = b.homeland.tiles_of(Terrain::Grass).first().unwrap();
        b.drop_from_tray(Item::Unit(Role::King), Some(grass))
            .unwrap();
        assert!(b.drop_from_square(grass, Some(mountain)).is_err());
        assert_eq!(b.homeland.unit(mountain), Some(Role::Dragon));
    }

    #[test]
    fn place_randomly_shelters_the_king_in_both_games() {
        for ruleset in [Ruleset::Iron, Ruleset::Armor] {
            for side in [Color::White, Color::Black] {
                let mut open = 0;
                for seed in 0..30 {
                    let mut b = SetupBoard::new(ruleset, side);
                    let mut r = SplitMix64::new(seed);
                    b.fill_randomly(&mut || r.next_u64());
                    assert!(b.go_to_army());
                    b.fill_randomly(&mut || r.next_u64());
                    assert!(b.ready());
                    open += usize::from(b.king_exposed());
                }
                assert!(open <= 1, "{ruleset:?} {side:?}: {open} of 30 Kings open");
            }
        }
    }

    #[test]
    fn done_asks_once_before_playing_with_an_open_king() {
        let mut b = board();
        let mut r = SplitMix64::new(11);
        b.fill_randomly(&mut || r.next_u64());
        assert!(b.go_to_army());
        assert_eq!(b.finish(), Finish::NotReady);
        b.fill_randomly(&mut || r.next_u64());
        assert!(!b.king_exposed());
        assert_eq!(b.finish(), Finish::Done(b.homeland.clone()));
        // The King to the front rank, open to a charge.
        let king = b.homeland.units_of(Role::King).first().unwrap();
        let front = b
            .homeland
            .squares()
            .squares()
            .find(|&s| s.rank() == 3 && b.homeland.tile(s) != Terrain::Mountain && s != king)
            .unwrap();
        b.tap_square(king).unwrap();
        b.tap_square(front).unwrap();
        assert!(b.king_exposed());
        assert!(!b.asking());
        assert_eq!(b.finish(), Finish::Ask);
        assert!(b.asking());
        assert_eq!(b.finish(), Finish::Done(b.homeland.clone()), "asked once");
        // Changed, with the King still open: asked again.
        let other = b
            .homeland
            .squares()
            .squares()
            .find(|&s| b.homeland.unit(s).is_some_and(|r| r != Role::King))
            .unwrap();
        b.remove(other);
        assert!(b.king_exposed());
        assert!(!b.asking());
        b.fill_randomly(&mut || r.next_u64());
        b.tap_square(b.homeland.units_of(Role::King).first().unwrap())
            .unwrap();
        b.tap_square(front).unwrap();
        assert!(b.king_exposed());
        assert_eq!(b.finish(), Finish::Ask);
    }

    #[test]
    fn the_army_tray_holds_ten_and_done_needs_all_of_them() {
        let mut b = board();
        let mut r = SplitMix64::new(9);
        b.fill_randomly(&mut || r.next_u64());
        assert!(b.go_to_army());
        assert_eq!(b.tray().len(), 10);
        assert!(!b.ready());
        b.fill_randomly(&mut || r.next_u64());
        assert!(b.ready());
        assert!(b.tray().iter().all(|&(_, n)| n == 0));
        let king = b.homeland.units_of(Role::King).first().unwrap();
        b.drop_from_square(king, None).unwrap();
        assert!(matches!(
            b.problems()[..],
            [SetupError::UnitCount {
                role: Role::King,
                ..
            }]
        ));
    }

    #[test]
    fn placing_a_unit_again_moves_it_no_second_copy() {
        let mut b = board();
        b.step = Step::Army;
        b.drop_from_tray(Item::Unit(Role::King), Some(sq("a1")))
            .unwrap();
        assert_eq!(
            b.drop_from_tray(Item::Unit(Role::King), Some(sq("b1"))),
            Err(Refusal::NoneLeft(Item::Unit(Role::King), 1))
        );
        assert_eq!(b.homeland.units_of(Role::King).count(), 1);
    }

    #[test]
    fn a_layout_is_laid_for_either_side() {
        let white: Homeland = "iron w 1wmfm1m1/1m2fwmw/1f1t1w1f/2m2ffw 1D3C2/5R2/3STLXH/1E2K3"
            .parse()
            .unwrap();
        let layout = Layout::of(&white, true).unwrap();
        let mut black = SetupBoard::new(Ruleset::Iron, Color::Black);
        black.apply_layout(&layout);
        assert_eq!(black.step, Step::Army);
        assert!(black.ready(), "{:?}", black.problems());
        assert_eq!(black.homeland, layout.homeland(Color::Black));
    }

    #[test]
    fn a_tiles_only_layout_keeps_the_army_off_its_mountains() {
        let white: Homeland = "iron w 1wmfm1m1/1m2fwmw/1f1t1w1f/2m2ffw 1D3C2/5R2/3STLXH/1E2K3"
            .parse()
            .unwrap();
        let tiles = Layout::of(&white, false).unwrap();
        let mut board = SetupBoard::new(Ruleset::Iron, Color::White);
        // A King on a1 and a Dragon on c1; c1 is a mountain in the layout.
        board.homeland.set_unit(sq("a1"), Some(Role::King));
        board.homeland.set_unit(sq("c1"), Some(Role::Dragon));
        board.homeland.set_unit(sq("c4"), Some(Role::Rabble));
        board.apply_layout(&tiles);
        assert_eq!(board.step, Step::Tiles);
        assert_eq!(board.homeland.tile(sq("c1")), Terrain::Mountain);
        assert_eq!(board.homeland.unit(sq("a1")), Some(Role::King));
        assert_eq!(board.homeland.unit(sq("c1")), Some(Role::Dragon));
        assert_eq!(board.homeland.unit(sq("c4")), None, "c4 is a mountain now");
        assert!(board.problems().is_empty());
    }

    #[test]
    fn a_resumed_setup_is_where_it_was_left() {
        let white: Homeland = "iron w 1wmfm1m1/1m2fwmw/1f1t1w1f/2m2ffw 1D3C2/5R2/8/8"
            .parse()
            .unwrap();
        let board = SetupBoard::resume(white.clone(), true);
        assert_eq!(board.step, Step::Army);
        assert_eq!(board.homeland, white);
        // Tiles that break the rules keep the player at the tiles step.
        let mut broken = white;
        broken.set_tile(sq("a1"), Terrain::Mountain);
        assert_eq!(SetupBoard::resume(broken, true).step, Step::Tiles);
    }
    #[test]
    fn the_king_s_shelter_names_the_few_not_the_many() {
        use Role::*;
        let e4 = sq("e4");
        assert_eq!(
            shelter_words(Ruleset::Iron, Color::White, e4, &[]),
            "Your King on e4 is sheltered from a first strike."
        );
        assert_eq!(
            shelter_words(Ruleset::Iron, Color::Black, sq("d8"), &[Trebuchet, Dragon]),
            "Your King on d8 can be taken on White's very first move by the enemy's Trebuchet or Dragon."
        );
        assert_eq!(
            shelter_words(Ruleset::Iron, Color::White, e4, Ruleset::Iron.roles()),
            "Your King on e4 can be taken on Black's first move (after your first) by any enemy unit."
        );
        let all_but_two: Vec<Role> = Ruleset::Iron
            .roles()
            .iter()
            .copied()
            .filter(|r| !matches!(r, Rabble | King))
            .collect();
        assert_eq!(
            shelter_words(Ruleset::Iron, Color::White, e4, &all_but_two),
            "Your King on e4 can be taken on Black's first move (after your first) by any enemy unit but the Rabble and King."
        );
        // Half of them: named.
        let half = &Ruleset::Iron.roles()[..5];
        let words = shelter_words(Ruleset::Iron, Color::White, e4, half);
        assert!(
            words.ends_with(
                "by the enemy's Rabble or Spearmen or Crossbowmen or Light Horse or Heavy Horse."
            ),
            "{words}"
        );
    }
    #[test]
    fn what_is_still_to_place_is_counted_in_plurals() {
        let mut b = board();
        assert_eq!(
            b.still_to_place().as_deref(),
            Some("Still to place: 6 mountains, 5 water tiles, 6 forests, 1 fortress.")
        );
        let mut r = SplitMix64::new(3);
        b.fill_randomly(&mut || r.next_u64());
        assert!(b.go_to_army());
        b.fill_randomly(&mut || r.next_u64());
        b.remove(
            b.homeland
                .units_of(Role::Elephant)
                .squares()
                .next()
                .unwrap(),
        );
        b.remove(b.homeland.units_of(Role::Dragon).squares().next().unwrap());
        assert_eq!(
            b.still_to_place().as_deref(),
            Some("Still to place: Dragon, Elephant.")
        );
        // An army of eighteen: several of a kind.
        let mut b = SetupBoard::new(Ruleset::Armor, Color::White);
        b.fill_randomly(&mut || r.next_u64());
        assert!(b.go_to_army());
        let words = b.still_to_place().unwrap();
        assert!(words.contains(", 2 Elephants, "), "{words}");
        assert!(words.contains(", King"), "{words}");
    }
}
