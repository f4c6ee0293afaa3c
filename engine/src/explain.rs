//! Why a move is not legal: [`Position::refusal`] and its [`Refusal`], a
//! diagnosis in the rules' own terms for a move the generator refused, for
//! whoever explains the game to a player (lessons, hints).
//!
//! The move generator decides and this module only explains: it first asks
//! the generator whether the move is legal, and diagnoses only a move that
//! is not, by walking the unit's line (or, in `armor`, its paths) square by
//! square with the same tiles and pieces the generator sees and the
//! ruleset's numbers ([`Ruleset`]). It is kept apart from move generation,
//! which it never slows down: nothing here runs while moves are generated.
//!
//! Unlike the rest of the crate outside `rules/`, it branches on the
//! ruleset once: a reason is said in one ruleset's terms (slides over
//! terrain and shots in `iron`; paths, armor and the Tower in `armor`).

use core::fmt;

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::moves::Uci;
use crate::position::Position;
use crate::role::{Piece, Role};
use crate::rules::ruleset::{Range, Ruleset};
use crate::square::{Direction, Square};
use crate::terrain::Terrain;

/// Why a move is not legal in a position: the one reason a player would
/// most want to hear, from [`Position::refusal`].
///
/// Squares are named as on the board; `role` is the moving unit's type
/// unless a variant says otherwise. Some reasons belong to one ruleset
/// (`iron`, RULES.md §1, or `armor`, §2), as each variant says.
///
/// Which reason wins when several apply (RULES.md is silent on it: these
/// are the engine's decisions):
/// - The game first (over; a pass), then the unit on the first square (none,
///   not yours, frozen, the Tower), then the unit's reach (a straight line,
///   a direction it takes, its range), then the squares along its line from
///   the unit outward — **the first obstacle along the path wins**: a piece
///   on d2 is named before a mountain on d3 — and last the target square
///   (one's own piece, a mountain, who may capture what stands there).
/// - Range before the path: a Heavy Horse asked to go five squares is
///   [`TooFar`](Refusal::TooFar), whatever stands on the way.
/// - In `iron`, a ranged unit aimed at an enemy is shooting (it never moves
///   onto one, and shoots at least as far as it moves): the reasons are the
///   shot's — water under the shooter, the line, the shooting range, then
///   the first piece or mountain between. A blow on a piece on an unruined
///   fortress needs no reason: it ruins the fortress, and is legal.
/// - In `armor`, a normal move's path may turn. Its steps first
///   ([`TooManySteps`](Refusal::TooManySteps), in king-steps); then, when
///   the target lies on a straight line from the unit, the first obstacle
///   on that line (every way round it is closed too, or the move would be
///   legal); then the target (one's own piece, a mountain); and otherwise
///   [`NoWayAround`](Refusal::NoWayAround), with the steps the shortest way
///   around what is in the way would take.
/// - An `armor` capture move: whether the unit captures at all (the
///   Crossbowmen never do; Spearmen only forward-diagonally), its reach,
///   one straight line, the squares along it, a mountain under the target,
///   then the target's Tower guard and last its armor
///   ([`ArmorHolds`](Refusal::ArmorHolds), attackers counted on the
///   position before the move, §2.4).
/// - The `armor` Catapult: water under it, the line, its span (too close,
///   too far), the square it steps back onto, the target's guard and
///   armor, and last whether this Catapult attacks the target at all
///   ([`CatapultShielded`](Refusal::CatapultShielded): the target could be
///   captured, but a piece of its side stands between).
/// - A piece between is named with its side; when two enemy Spearmen close
///   one square, the first of them by square index is named.
/// - Anything the diagnosis cannot put in words is
///   [`Unexplained`](Refusal::Unexplained); the tests find none in random
///   games.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Refusal {
    /// The game is over: a King is gone, or (in `armor`) the side to move
    /// has no legal move and has lost.
    GameOver,
    /// A pass while the side to move has a legal move (`iron`, §1.7).
    PassNotAllowed,
    /// A pass in `armor`, which has none (§2.5).
    NoPass,
    /// The move starts and ends on the same square.
    SameSquare {
        /// The square.
        square: Square,
    },
    /// No unit stands on the first square.
    NoUnit {
        /// The first square.
        square: Square,
    },
    /// The unit on the first square is the other side's.
    NotYours {
        /// The first square.
        square: Square,
        /// The unit there.
        piece: Piece,
    },
    /// The unit entered water on its side's last move and is frozen
    /// (`iron`, §1.5).
    Frozen {
        /// Its square.
        square: Square,
        /// Its type.
        role: Role,
    },
    /// The Tower never moves (`armor`, §2.2).
    TowerNeverMoves {
        /// Its square.
        square: Square,
    },
    /// The target is on none of the unit's eight straight lines (`iron`:
    /// every move and shot is a straight line, §1.2).
    NotStraight {
        /// The unit.
        role: Role,
    },
    /// The target is on a diagonal, and the unit moves only along ranks and
    /// files (`iron`: Rabble, Heavy Horse).
    OnlyOrthogonal {
        /// The unit.
        role: Role,
    },
    /// The target is on a rank or file, and the unit moves only diagonally
    /// (`iron`: Light Horse).
    OnlyDiagonal {
        /// The unit.
        role: Role,
    },
    /// The target is farther than the unit moves along that line (`iron`,
    /// §1.2).
    TooFar {
        /// The unit.
        role: Role,
        /// The most squares it moves along the line.
        range: u8,
        /// Whether the line is a diagonal.
        diagonal: bool,
    },
    /// The target is more king-steps away than the unit's move (`armor`,
    /// §2.3).
    TooManySteps {
        /// The unit.
        role: Role,
        /// The most king-steps of its move.
        steps: u8,
        /// The king-steps to the target.
        distance: u8,
    },
    /// The target is within the unit's steps but off its straight lines,
    /// and every path of that many steps is closed (`armor`, §2.3).
    NoWayAround {
        /// The unit.
        role: Role,
        /// The most king-steps of its move.
        steps: u8,
        /// The steps of the shortest way around what is in the way, if
        /// there is one.
        needed: Option<u8>,
    },
    /// A mountain stands between the unit and its target: only the Dragon
    /// passes over mountains.
    MountainInTheWay {
        /// The mountain.
        square: Square,
    },
    /// The target is a mountain: in `iron` no unit but the Dragon enters
    /// one; in `armor` no unit stops on one.
    OntoMountain {
        /// The mountain.
        square: Square,
        /// The unit.
        role: Role,
    },
    /// A piece stands between the unit and its target (in `armor`, an
    /// enemy: the unit's own pieces may be passed but by the Elephant).
    PieceInTheWay {
        /// Its square.
        square: Square,
        /// The piece.
        piece: Piece,
    },
    /// One of the side's own pieces stands on the target.
    OwnPiece {
        /// The target.
        square: Square,
        /// The unit there.
        role: Role,
    },
    /// Water before the target ends the move there (§1.3, §2.3).
    WaterStops {
        /// The water.
        square: Square,
    },
    /// Forest costs two of the unit's steps, and it has too few left to
    /// reach the target (`iron`, §1.3).
    ForestCost {
        /// The first forest on its way.
        square: Square,
        /// The unit.
        role: Role,
    },
    /// The target is a Dragon, which this unit may not capture (`iron`,
    /// §1.4: only the ranged units, the King and the Dragon may).
    DragonImmune {
        /// The unit.
        role: Role,
    },
    /// The Dragon never captures a piece standing on forest (`iron`, §1.4).
    DragonForest {
        /// The target, on forest.
        square: Square,
    },
    /// A ranged unit standing on water cannot shoot (`iron`, §1.4); in
    /// `armor`, a Catapult on water attacks nothing (§2.4).
    ShooterOnWater {
        /// The shooter.
        role: Role,
        /// Its square.
        square: Square,
    },
    /// The target is farther than the unit shoots along that line (`iron`'s
    /// ranged units, `armor`'s Catapult).
    OutOfShotRange {
        /// The shooter.
        role: Role,
        /// The most squares it shoots along the line.
        range: u8,
        /// Whether the line is a diagonal.
        diagonal: bool,
    },
    /// A piece between the shooter and its target stops the shot (`iron`,
    /// §1.4).
    ShotBlockedByPiece {
        /// Its square.
        square: Square,
        /// The piece.
        piece: Piece,
    },
    /// A mountain between the shooter and its target stops the shot; only
    /// the Trebuchet fires over mountains (`iron`, §1.4).
    ShotBlockedByMountain {
        /// The mountain.
        square: Square,
    },
    /// The unit never captures (`armor`'s Crossbowmen, §2.2).
    CannotCapture {
        /// The unit.
        role: Role,
    },
    /// A capture is one straight line onto the target, and this target is
    /// on none of the unit's lines (`armor`, §2.4).
    CaptureNotStraight {
        /// The unit.
        role: Role,
    },
    /// The target is farther than the unit's capture move reaches (`armor`,
    /// §2.4; the Elephant's reaches 2).
    CaptureOutOfReach {
        /// The unit.
        role: Role,
        /// The most squares its capture move goes.
        reach: u8,
    },
    /// Spearmen capture only on their two forward-diagonal squares (`armor`,
    /// §2.2).
    ForwardDiagonalOnly {
        /// The unit (the Spearmen).
        role: Role,
    },
    /// A square on the way is closed by an enemy Spearmen: only the Dragon
    /// passes it (`armor`, §2.2).
    ZoneInTheWay {
        /// The closed square.
        square: Square,
        /// The Spearmen that close it.
        spearmen: Square,
    },
    /// The Elephant cannot pass one of its own pieces (`armor`, §2.2).
    ElephantPassesNoOwn {
        /// Its square.
        square: Square,
        /// The unit there.
        role: Role,
    },
    /// The target stands next to a Tower of its own and cannot be captured
    /// (`armor`, §2.2).
    Guarded {
        /// The target.
        square: Square,
        /// Its type.
        role: Role,
        /// The Tower's square.
        tower: Square,
    },
    /// The target is attacked by fewer enemies than its armor, counted on
    /// the position before the move (`armor`, §2.4).
    ArmorHolds {
        /// The target.
        square: Square,
        /// Its type.
        role: Role,
        /// Its armor.
        armor: u8,
        /// How many pieces of the moving side attack it.
        attackers: u8,
    },
    /// The target is nearer than the unit attacks (`armor`'s Catapult: 2
    /// squares at least, §2.2).
    TooClose {
        /// The unit.
        role: Role,
        /// The nearest distance it attacks at.
        min: u8,
    },
    /// The Catapult captures by stepping one square directly away from its
    /// target, and that square is not empty ground (`armor`, §2.4).
    NoRoomToStepBack {
        /// The square behind it (none at the board's edge): a piece or a
        /// mountain stands there.
        square: Option<Square>,
    },
    /// The target could be captured, but this Catapult does not attack it:
    /// a piece of the target's side stands between them (`armor`, §2.4).
    CatapultShielded {
        /// Its square.
        square: Square,
        /// The piece.
        piece: Piece,
    },
    /// The move is not legal for a reason not put in words here.
    Unexplained,
}

impl fmt::Display for Refusal {
    /// The reason in English, for the command line and tests (the page says
    /// it in its own words).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Refusal::*;
        let lines = |diagonal: bool| {
            if diagonal {
                "diagonally"
            } else {
                "along ranks and files"
            }
        };
        match *self {
            GameOver => f.write_str("the game is over"),
            PassNotAllowed => f.write_str("a pass is only allowed with no legal move"),
            NoPass => f.write_str("this game has no pass"),
            SameSquare { square } => write!(f, "the move stays on {square}"),
            NoUnit { square } => write!(f, "no unit on {square}"),
            NotYours { square, piece } => {
                write!(f, "the {} {} on {square} is not yours", piece.color, piece.role)
            }
            Frozen { square, role } => write!(f, "the {role} on {square} is frozen"),
            TowerNeverMoves { square } => write!(f, "the Tower on {square} never moves"),
            NotStraight { role } => write!(f, "the {role} goes only along straight lines"),
            OnlyOrthogonal { role } => write!(f, "the {role} moves only along ranks and files"),
            OnlyDiagonal { role } => write!(f, "the {role} moves only diagonally"),
            TooFar {
                role,
                range,
                diagonal,
            } => write!(f, "the {role} moves at most {range} {}", lines(diagonal)),
            TooManySteps {
                role,
                steps,
                distance,
            } => write!(
                f,
                "the {role} moves at most {steps} steps; the target is {distance} away"
            ),
            NoWayAround {
                role,
                steps,
                needed: Some(needed),
            } => write!(
                f,
                "the {role} moves at most {steps} steps; around what is in the way it needs {needed}"
            ),
            NoWayAround { role, .. } => {
                write!(f, "the {role} finds no way around what is in the way")
            }
            MountainInTheWay { square } => write!(f, "the mountain on {square} is in the way"),
            OntoMountain { square, role } => {
                write!(f, "the {role} cannot stop on the mountain on {square}")
            }
            PieceInTheWay { square, piece } => {
                write!(f, "the {} {} on {square} is in the way", piece.color, piece.role)
            }
            OwnPiece { square, role } => write!(f, "your own {role} stands on {square}"),
            WaterStops { square } => write!(f, "the water on {square} ends the move"),
            ForestCost { square, role } => write!(
                f,
                "the forest on {square} costs two steps: the {role} has too few left"
            ),
            DragonImmune { role } => write!(f, "the {role} cannot capture a Dragon"),
            DragonForest { square } => {
                write!(f, "the Dragon never captures a piece on forest ({square})")
            }
            ShooterOnWater { role, square } => {
                write!(f, "the {role} on {square} stands on water and cannot shoot")
            }
            OutOfShotRange {
                role,
                range,
                diagonal,
            } => write!(f, "the {role} shoots at most {range} {}", lines(diagonal)),
            ShotBlockedByPiece { square, piece } => {
                write!(f, "the {} {} on {square} blocks the shot", piece.color, piece.role)
            }
            ShotBlockedByMountain { square } => {
                write!(f, "the mountain on {square} blocks the shot")
            }
            CannotCapture { role } => write!(f, "the {role} never captures"),
            CaptureNotStraight { role } => {
                write!(f, "the {role} captures only along one straight line")
            }
            CaptureOutOfReach { role, reach } => {
                write!(f, "the {role} captures at most {reach} squares away")
            }
            ForwardDiagonalOnly { role } => write!(
                f,
                "the {role} captures only on its two forward-diagonal squares"
            ),
            ZoneInTheWay { square, spearmen } => write!(
                f,
                "{square} is closed by the enemy Spearmen on {spearmen}"
            ),
            ElephantPassesNoOwn { square, role } => write!(
                f,
                "the Elephant cannot pass its own {role} on {square}"
            ),
            Guarded {
                square,
                role,
                tower,
            } => write!(
                f,
                "the {role} on {square} is guarded by its Tower on {tower}"
            ),
            ArmorHolds {
                square,
                role,
                armor,
                attackers,
            } => write!(
                f,
                "the {role} on {square} has armor {armor} and {attackers} attackers"
            ),
            TooClose { role, min } => {
                write!(f, "the {role} attacks only {min} or more squares away")
            }
            NoRoomToStepBack { square: Some(square) } => {
                write!(f, "the Catapult cannot step back to {square}")
            }
            NoRoomToStepBack { square: None } => {
                f.write_str("the Catapult has no square behind it to step back to")
            }
            CatapultShielded { square, piece } => write!(
                f,
                "the {} {} on {square} shields the target from the Catapult",
                piece.color, piece.role
            ),
            Unexplained => f.write_str("the move is not legal"),
        }
    }
}

impl Position {
    /// Why the move written as `uci` is not legal here, or `None` exactly
    /// when it is one of [`Position::legal_moves`] (as [`Move::to_uci`]
    /// writes it). The move generator decides: the reason is found only for
    /// a move it refused, and never contradicts it. Which reason wins when
    /// several apply is [`Refusal`]'s to say.
    ///
    /// [`Move::to_uci`]: crate::Move::to_uci
    ///
    /// ```
    /// use cyvasse::{Position, Refusal, Role, Uci};
    ///
    /// // The Heavy Horse on d1 moves along ranks and files only; its way up
    /// // the d-file is closed by the mountain on d3.
    /// let pos: Position = "iron 8/8/8/8/8/3m4/8/8 4k3/8/8/8/8/8/8/3H2K1 w - 0 1".parse()?;
    /// assert_eq!(pos.refusal("d1d2".parse::<Uci>()?), None);
    /// assert_eq!(
    ///     pos.refusal("d1e2".parse::<Uci>()?),
    ///     Some(Refusal::OnlyOrthogonal { role: Role::HeavyHorse })
    /// );
    /// assert_eq!(
    ///     pos.refusal("d1d4".parse::<Uci>()?),
    ///     Some(Refusal::MountainInTheWay { square: "d3".parse()? })
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn refusal(&self, uci: Uci) -> Option<Refusal> {
        if self.to_move(uci).is_ok() {
            return None;
        }
        Some(self.diagnose(uci).unwrap_or(Refusal::Unexplained))
    }

    /// The reason an illegal move is refused, if the diagnosis finds one.
    fn diagnose(&self, uci: Uci) -> Option<Refusal> {
        if self.is_game_over() {
            return Some(Refusal::GameOver);
        }
        let Uci::Normal { from, to } = uci else {
            return Some(match self.ruleset() {
                Ruleset::Iron => Refusal::PassNotAllowed,
                Ruleset::Armor => Refusal::NoPass,
            });
        };
        if from == to {
            return Some(Refusal::SameSquare { square: from });
        }
        let Some(piece) = self.piece_at(from) else {
            return Some(Refusal::NoUnit { square: from });
        };
        if piece.color != self.side_to_move() {
            return Some(Refusal::NotYours {
                square: from,
                piece,
            });
        }
        if self.is_frozen(from) {
            return Some(Refusal::Frozen {
                square: from,
                role: piece.role,
            });
        }
        let mv = Attempt {
            pos: self,
            role: piece.role,
            from,
            to,
        };
        match self.ruleset() {
            Ruleset::Iron => mv.iron(),
            Ruleset::Armor => mv.armor(),
        }
    }
}

/// One unit's attempt to go from one square to another, to be diagnosed.
struct Attempt<'a> {
    pos: &'a Position,
    role: Role,
    from: Square,
    to: Square,
}

impl Attempt<'_> {
    fn side(&self) -> Color {
        self.pos.side_to_move()
    }

    fn ruleset(&self) -> Ruleset {
        self.pos.ruleset()
    }

    fn tiles(&self, terrain: Terrain) -> Bitboard {
        self.pos.terrain(terrain)
    }

    /// The squares strictly between the unit and its target, nearest first
    /// (the target is along `dir`).
    fn between(&self, dir: Direction) -> impl Iterator<Item = Square> + '_ {
        let mut at = self.from;
        core::iter::from_fn(move || at.step(dir).filter(|&s| s != self.to).inspect(|&s| at = s))
    }

    /// The target's piece, if it is the other side's.
    fn enemy_target(&self) -> Option<Piece> {
        self.pos
            .piece_at(self.to)
            .filter(|p| p.color != self.side())
    }

    /// One's own piece on the target, as a reason.
    fn own_target(&self) -> Option<Refusal> {
        self.pos
            .piece_at(self.to)
            .filter(|p| p.color == self.side())
            .map(|p| Refusal::OwnPiece {
                square: self.to,
                role: p.role,
            })
    }

    // ---- iron (RULES.md §1.2–§1.6) ----

    /// A slide, a melee blow or (for a ranged unit aimed at an enemy) a shot.
    fn iron(&self) -> Option<Refusal> {
        let (role, ruleset) = (self.role, self.ruleset());
        if let (Some(range), Some(_)) = (ruleset.shot_range(role), self.enemy_target()) {
            return self.iron_shot(range);
        }
        let Some(dir) = self.from.direction_to(self.to) else {
            return Some(Refusal::NotStraight { role });
        };
        let diagonal = !dir.is_orthogonal();
        // None: the Dragon, which flies any distance over any terrain.
        let budget = ruleset.move_range(role).map(|range| range.along(dir));
        if let Some(reach) = budget {
            if reach == 0 {
                return Some(if diagonal {
                    Refusal::OnlyOrthogonal { role }
                } else {
                    Refusal::OnlyDiagonal { role }
                });
            }
            if self.from.distance(self.to) > reach {
                return Some(Refusal::TooFar {
                    role,
                    range: reach,
                    diagonal,
                });
            }
        }
        if let Some(why) = self.iron_slide(dir, budget) {
            return Some(why);
        }
        if let Some(why) = self.own_target() {
            return Some(why);
        }
        let target = self.enemy_target()?;
        if target.role == Role::Dragon && !ruleset.may_capture_dragon(role) {
            return Some(Refusal::DragonImmune { role });
        }
        if role == Role::Dragon && self.tiles(Terrain::Forest).contains(self.to) {
            return Some(Refusal::DragonForest { square: self.to });
        }
        None
    }

    /// The slide along `dir` with this budget (none: the Dragon's), square
    /// by square as §1.3 walks it: the first square that stops it, up to a
    /// mountain on the target.
    fn iron_slide(&self, dir: Direction, budget: Option<u8>) -> Option<Refusal> {
        let dragon = budget.is_none();
        let mountain = self.tiles(Terrain::Mountain);
        let water = self.tiles(Terrain::Water);
        let forest_tiles = self.tiles(Terrain::Forest);
        let mut budget = budget;
        let mut forest = None;
        let mut at = self.from;
        while let Some(next) = at.step(dir) {
            if budget == Some(0) {
                return forest.map(|square| Refusal::ForestCost {
                    square,
                    role: self.role,
                });
            }
            if !dragon && mountain.contains(next) {
                return Some(if next == self.to {
                    Refusal::OntoMountain {
                        square: next,
                        role: self.role,
                    }
                } else {
                    Refusal::MountainInTheWay { square: next }
                });
            }
            if next == self.to {
                return None;
            }
            if let Some(piece) = self.pos.piece_at(next) {
                return Some(Refusal::PieceInTheWay {
                    square: next,
                    piece,
                });
            }
            if !dragon && water.contains(next) {
                return Some(Refusal::WaterStops { square: next });
            }
            if let Some(left) = budget.as_mut() {
                let cost = if forest_tiles.contains(next) {
                    forest.get_or_insert(next);
                    2
                } else {
                    1
                };
                *left = left.saturating_sub(cost);
            }
            at = next;
        }
        None
    }

    /// The line from a ranged unit to its target: refused when the unit
    /// stands on water (no shot from there, §1.4, §2.4) or, with
    /// `not_straight`, when the target is on none of its eight lines.
    fn line_of_fire(&self, not_straight: Refusal) -> Result<Direction, Refusal> {
        if self.tiles(Terrain::Water).contains(self.from) {
            return Err(Refusal::ShooterOnWater {
                role: self.role,
                square: self.from,
            });
        }
        self.from.direction_to(self.to).ok_or(not_straight)
    }

    /// A ranged unit aimed at an enemy: a shot (§1.4).
    fn iron_shot(&self, range: Range) -> Option<Refusal> {
        let role = self.role;
        let dir = match self.line_of_fire(Refusal::NotStraight { role }) {
            Ok(dir) => dir,
            Err(refusal) => return Some(refusal),
        };
        let reach = range.along(dir);
        if self.from.distance(self.to) > reach {
            return Some(Refusal::OutOfShotRange {
                role,
                range: reach,
                diagonal: !dir.is_orthogonal(),
            });
        }
        let over = self.ruleset().shoots_over_mountains(role);
        let mountain = self.tiles(Terrain::Mountain);
        for square in self.between(dir) {
            if let Some(piece) = self.pos.piece_at(square) {
                return Some(Refusal::ShotBlockedByPiece { square, piece });
            }
            if !over && mountain.contains(square) {
                return Some(Refusal::ShotBlockedByMountain { square });
            }
        }
        None
    }

    // ---- armor (RULES.md §2.2–§2.4) ----

    /// A normal move, a capture move or the Catapult's capture.
    fn armor(&self) -> Option<Refusal> {
        let role = self.role;
        if role == Role::Tower {
            return Some(Refusal::TowerNeverMoves { square: self.from });
        }
        if let Some(target) = self.enemy_target() {
            return if role == Role::Catapult {
                self.catapult(target)
            } else {
                self.armor_capture(target)
            };
        }
        let steps = self.ruleset().move_range(role).map_or(0, |r| r.orthogonal);
        let distance = self.from.distance(self.to);
        if distance > steps {
            return Some(Refusal::TooManySteps {
                role,
                steps,
                distance,
            });
        }
        if let Some(dir) = self.from.direction_to(self.to) {
            if let Some(why) = self.armor_line(dir) {
                return Some(why);
            }
        }
        if let Some(why) = self.own_target() {
            return Some(why);
        }
        if self.tiles(Terrain::Mountain).contains(self.to) {
            return Some(Refusal::OntoMountain {
                square: self.to,
                role,
            });
        }
        let needed = self.armor_shortest_path();
        if needed.is_some_and(|n| n <= steps) {
            return None;
        }
        Some(Refusal::NoWayAround {
            role,
            steps,
            needed,
        })
    }

    /// The first square strictly between the unit and its target along
    /// `dir` that the unit may not pass (§2.3): water, then (but for the
    /// Dragon) a mountain, an enemy piece, an enemy Spearmen's zone, and for
    /// the Elephant one of its own pieces.
    fn armor_line(&self, dir: Direction) -> Option<Refusal> {
        let dragon = self.role == Role::Dragon;
        let water = self.tiles(Terrain::Water);
        let mountain = self.tiles(Terrain::Mountain);
        let zone = self.pos.zones(!self.side());
        for square in self.between(dir) {
            if water.contains(square) {
                return Some(Refusal::WaterStops { square });
            }
            if dragon {
                continue;
            }
            if mountain.contains(square) {
                return Some(Refusal::MountainInTheWay { square });
            }
            match self.pos.piece_at(square) {
                Some(piece) if piece.color != self.side() => {
                    return Some(Refusal::PieceInTheWay { square, piece });
                }
                _ => {}
            }
            if zone.contains(square) {
                return Some(Refusal::ZoneInTheWay {
                    square,
                    spearmen: self.spearmen_closing(square),
                });
            }
            match self.pos.piece_at(square) {
                Some(piece) if self.role == Role::Elephant => {
                    return Some(Refusal::ElephantPassesNoOwn {
                        square,
                        role: piece.role,
                    });
                }
                _ => {}
            }
        }
        None
    }

    /// The enemy Spearmen whose zone holds `square` (the first by square
    /// index when two do).
    fn spearmen_closing(&self, square: Square) -> Square {
        let them = !self.side();
        let forward = match them {
            Color::White => [Direction::NorthEast, Direction::NorthWest],
            Color::Black => [Direction::SouthEast, Direction::SouthWest],
        };
        self.pos
            .units(them, Role::Spearmen)
            .into_iter()
            .find(|sp| forward.iter().any(|&d| sp.step(d) == Some(square)))
            .unwrap_or(square)
    }

    /// The fewest king-steps of a path from the unit to its target whose
    /// squares but the last it may pass (§2.3), if there is one.
    fn armor_shortest_path(&self) -> Option<u8> {
        let water = self.tiles(Terrain::Water);
        let pass = if self.role == Role::Dragon {
            !water
        } else {
            let them = self.pos.pieces_of(!self.side());
            !(water | self.tiles(Terrain::Mountain) | them | self.pos.zones(!self.side()))
        };
        let mut seen = Bitboard::from_square(self.from);
        let mut frontier = seen;
        for steps in 1..=64 {
            let mut ring = Bitboard::EMPTY;
            for sq in frontier {
                for dir in Direction::ALL {
                    if let Some(next) = sq.step(dir) {
                        ring = ring.with(next);
                    }
                }
            }
            ring &= !seen;
            if ring.contains(self.to) {
                return Some(steps);
            }
            seen |= ring;
            frontier = ring & pass;
            if frontier.is_empty() {
                break;
            }
        }
        None
    }

    /// A capture move onto `target` (§2.4): one straight line within the
    /// unit's reach, the squares before the target passable, the target off
    /// the mountains and capturable.
    fn armor_capture(&self, target: Piece) -> Option<Refusal> {
        let role = self.role;
        let Some(reach) = self.ruleset().capture_reach(role) else {
            return Some(Refusal::CannotCapture { role });
        };
        if role == Role::Spearmen {
            let forward = match self.side() {
                Color::White => [Direction::NorthEast, Direction::NorthWest],
                Color::Black => [Direction::SouthEast, Direction::SouthWest],
            };
            if !forward.iter().any(|&d| self.from.step(d) == Some(self.to)) {
                return Some(Refusal::ForwardDiagonalOnly { role });
            }
        }
        if self.from.distance(self.to) > reach {
            return Some(Refusal::CaptureOutOfReach { role, reach });
        }
        let Some(dir) = self.from.direction_to(self.to) else {
            return Some(Refusal::CaptureNotStraight { role });
        };
        if let Some(why) = self.armor_line(dir) {
            return Some(why);
        }
        if self.tiles(Terrain::Mountain).contains(self.to) {
            return Some(Refusal::OntoMountain {
                square: self.to,
                role,
            });
        }
        self.armor_target(target)
    }

    /// Whether the target may be captured at all (§2.2, §2.4): not next to
    /// its own Tower, and attacked by at least as many enemies as its armor.
    fn armor_target(&self, target: Piece) -> Option<Refusal> {
        let square = self.to;
        if self.pos.guarded().contains(square) {
            let tower = self
                .pos
                .units(target.color, Role::Tower)
                .into_iter()
                .find(|t| t.distance(square) == 1)
                .unwrap_or(square);
            return Some(Refusal::Guarded {
                square,
                role: target.role,
                tower,
            });
        }
        if !self.pos.capturable(target.color).contains(square) {
            let attackers = self.pos.attackers_of(square).count();
            return Some(Refusal::ArmorHolds {
                square,
                role: target.role,
                armor: self.ruleset().armor(target.role).unwrap_or(0),
                attackers: u8::try_from(attackers).unwrap_or(u8::MAX),
            });
        }
        None
    }

    /// The Catapult's capture of `target` (§2.4): it attacks the target
    /// (2–4 squares along a line, over mountains, no piece of the target's
    /// side between, not from water), the target is capturable and the
    /// square behind the Catapult is free to step back onto.
    fn catapult(&self, target: Piece) -> Option<Refusal> {
        let role = self.role;
        let dir = match self.line_of_fire(Refusal::CaptureNotStraight { role }) {
            Ok(dir) => dir,
            Err(refusal) => return Some(refusal),
        };
        let (near, far) = self.ruleset().attack_span(role).unwrap_or((0, 0));
        let distance = self.from.distance(self.to);
        if distance < near {
            return Some(Refusal::TooClose { role, min: near });
        }
        if distance > far {
            return Some(Refusal::OutOfShotRange {
                role,
                range: far,
                diagonal: !dir.is_orthogonal(),
            });
        }
        let back = self.from.step(dir.opposite());
        let closed = self.pos.occupied() | self.tiles(Terrain::Mountain);
        if back.is_none_or(|b| closed.contains(b)) {
            return Some(Refusal::NoRoomToStepBack { square: back });
        }
        if let Some(why) = self.armor_target(target) {
            return Some(why);
        }
        for square in self.between(dir) {
            match self.pos.piece_at(square) {
                Some(piece) if piece.color == target.color => {
                    return Some(Refusal::CatapultShielded { square, piece });
                }
                _ => {}
            }
        }
        None
    }
}
