//! The board as an SVG drawing: 64 squares, each a tile and perhaps a unit,
//! under highlights and move marks. The board knows nothing of the rules: the
//! screens give it what to show and hear back which squares were pressed.
//!
//! Layers, bottom to top: the terrain's pictures (two SVGs, one for each way
//! the board faces), the squares (an SVG, the only layer the pointer hits,
//! each square carrying `data-square` and an aria-label), highlights (an
//! SVG), the units (each its own small SVG, in one HTML layer), move marks
//! and coordinates (an SVG each). Each kind of mark is one path over all the
//! squares it marks.

use crate::i18n::words;
use crate::i18n::{count, fill, t, Count, Msg};
use crate::widgets::{tell, Dialog};
use cyvasse::{Color, Piece, Role, Square, Terrain};
use leptos::ev;
use leptos::prelude::*;

use crate::art::{terrain_image, unit_class, unit_image, HIDDEN_IMAGE};
use crate::drag::{DragEnd, Dragging, Ghost};
use crate::later::{after_paint, painted, painted_after};
use crate::signals::{set_if_changed, settled};

/// The side of one square in SVG units.
const CELL: i32 = 100;

/// What one square shows (by default: hidden, empty).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Cell {
    /// Its tile; `None` hides it (the other side's homeland during setup).
    pub terrain: Option<Terrain>,
    /// Its unit.
    pub piece: Option<Piece>,
    /// Whether its unit is frozen.
    pub frozen: bool,
    /// Its unit's armor (`armor` only): how many enemy attackers make it
    /// capturable.
    pub armor: Option<u8>,
    /// How many enemy pieces attack its unit now (`armor` only).
    pub attackers: u8,
    /// Whether its unit stands guarded by a Tower of its own side (`armor`).
    pub guarded: bool,
    /// Whether its unit is capturable now: attacked by as many enemies as
    /// its armor, and not guarded (`armor`).
    pub capturable: bool,
}

/// Every square, indexed by [`Square::index`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Cells(pub [Cell; 64]);

/// A highlight or a mark on a square.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// The unit or tile picked up.
    Selected,
    /// Where the last move came from.
    LastFrom,
    /// Where the last move went, or what it hit.
    LastTo,
    /// Open to the enemy on its first move (the setup's exposure overlay).
    Exposed,
    /// Breaks a setup rule.
    Problem,
    /// The King here is in danger.
    Danger,
    /// A destination: a slide.
    Move,
    /// A destination: a melee capture.
    Capture,
    /// A destination: a shot.
    Shot,
    /// A destination: a blow that ruins a fortress.
    Ruin,
    /// A move suggested to the player: where it starts and ends.
    Hint,
    /// A unit the side to move can capture now (`armor`).
    Capturable,
    /// A square closed to the enemy by a Spearmen (`armor`).
    Zone,
    /// An enemy unit that the selected unit attacks (`armor`).
    Attacks,
    /// Where the Catapult steps back to when it captures (`armor`).
    Lands,
    /// What a lesson's level asks for: a square to reach, a unit to take.
    Goal,
}

impl Mark {
    /// The mark of a destination of the unit picked up, by what the move
    /// there does.
    pub fn destination(kind: cyvasse::MoveKind) -> Mark {
        use cyvasse::MoveKind;
        match kind {
            MoveKind::Slide | MoveKind::Pass => Mark::Move,
            MoveKind::Capture => Mark::Capture,
            MoveKind::Shot => Mark::Shot,
            MoveKind::Ruin => Mark::Ruin,
        }
    }

    /// Every mark, in the order they are drawn (later over earlier).
    const ALL: [Mark; 16] = [
        Mark::Zone,
        Mark::Goal,
        Mark::Exposed,
        Mark::LastFrom,
        Mark::LastTo,
        Mark::Hint,
        Mark::Capturable,
        Mark::Attacks,
        Mark::Danger,
        Mark::Problem,
        Mark::Selected,
        Mark::Move,
        Mark::Capture,
        Mark::Shot,
        Mark::Ruin,
        Mark::Lands,
    ];

    /// What a square's label says of it, if anything: the armor marks that
    /// stand on the board (capturable units, Spearmen's zones) are said by
    /// the units' own words (armor and attackers), not here.
    fn words(self) -> Option<&'static str> {
        Some(t(match self {
            Mark::Selected => Msg::MarkSelected,
            Mark::LastFrom => Msg::MarkLastFrom,
            Mark::LastTo => Msg::MarkLastTo,
            Mark::Exposed => Msg::MarkExposed,
            Mark::Problem => Msg::MarkProblem,
            Mark::Danger => Msg::MarkDanger,
            Mark::Move => Msg::MarkMove,
            Mark::Capture => Msg::MarkCapture,
            Mark::Shot => Msg::MarkShot,
            Mark::Ruin => Msg::MarkRuin,
            Mark::Hint => Msg::MarkHint,
            Mark::Attacks => Msg::MarkAttacks,
            Mark::Lands => Msg::MarkLands,
            Mark::Goal => Msg::MarkGoal,
            Mark::Capturable | Mark::Zone => return None,
        }))
    }

    fn name(self) -> &'static str {
        match self {
            Mark::Selected => "selected",
            Mark::LastFrom => "last-from",
            Mark::LastTo => "last-to",
            Mark::Exposed => "exposed",
            Mark::Problem => "problem",
            Mark::Danger => "danger",
            Mark::Move => "move",
            Mark::Capture => "capture",
            Mark::Shot => "shot",
            Mark::Ruin => "ruin",
            Mark::Hint => "hint",
            Mark::Capturable => "capturable",
            Mark::Zone => "zone",
            Mark::Attacks => "attacks",
            Mark::Lands => "lands",
            Mark::Goal => "goal",
        }
    }

    /// Whether it is drawn over the units (destinations) or under them.
    fn over_units(self) -> bool {
        matches!(
            self,
            Mark::Move | Mark::Capture | Mark::Shot | Mark::Ruin | Mark::Lands
        )
    }
}

/// The top-left corner of a square in SVG units, with White at the bottom
/// unless `flipped`.
fn corner(sq: Square, flipped: bool) -> (i32, i32) {
    let (file, rank) = (i32::from(sq.file()), i32::from(sq.rank()));
    if flipped {
        ((7 - file) * CELL, rank * CELL)
    } else {
        (file * CELL, (7 - rank) * CELL)
    }
}

/// The outline of every `mark` among `marks`, as one SVG path.
fn mark_outline(marks: &[(Square, Mark)], mark: Mark, flipped: bool) -> String {
    use std::fmt::Write;
    let mut d = String::new();
    for &(sq, _) in marks.iter().filter(|(_, m)| *m == mark) {
        let (x, y) = corner(sq, flipped);
        let _ = match mark {
            Mark::Move => write!(
                d,
                "M{} {}a14 14 0 1 0 28 0a14 14 0 1 0-28 0",
                x + 36,
                y + 50
            ),
            Mark::Capture => write!(d, "M{} {}a44 44 0 1 0 88 0a44 44 0 1 0-88 0", x + 6, y + 50),
            Mark::Shot => write!(
                d,
                "M{} {}a30 30 0 1 0 60 0a30 30 0 1 0-60 0M{} {}v26m0 32v26M{} {}h26m32 0h26",
                x + 20,
                y + 50,
                x + 50,
                y + 8,
                x + 8,
                y + 50
            ),
            // A halo behind the unit.
            Mark::Capturable => {
                write!(d, "M{} {}a47 47 0 1 0 94 0a47 47 0 1 0-94 0", x + 3, y + 50)
            }
            // An arrowhead's ring: where the Catapult steps to.
            Mark::Lands => write!(
                d,
                "M{} {}a22 22 0 1 0 44 0a22 22 0 1 0-44 0M{} {}l12 12l12-12",
                x + 28,
                y + 50,
                x + 38,
                y + 44
            ),
            // A corner notch in each corner: attacked by the selected unit.
            Mark::Attacks => write!(
                d,
                "M{} {}h24l-24 24zM{} {}h-24l24 24zM{} {}h24l-24-24zM{} {}h-24l24-24z",
                x + 4,
                y + 4,
                x + 96,
                y + 4,
                x + 4,
                y + 96,
                x + 96,
                y + 96
            ),
            Mark::Ruin => write!(
                d,
                "M{} {}l72 72m0-72l-72 72M{} {}h88v88h-88z",
                x + 14,
                y + 14,
                x + 6,
                y + 6
            ),
            // A square's highlight: a rounded square just inside it.
            _ => write!(
                d,
                "M{} {}h88a4 4 0 0 1 4 4v88a4 4 0 0 1-4 4h-88a4 4 0 0 1-4-4v-88a4 4 0 0 1 4-4z",
                x + 6,
                y + 2
            ),
        };
    }
    d
}

/// The marks on `sq`, in the order given.
pub fn marks_on(marks: &[(Square, Mark)], sq: Square) -> Vec<Mark> {
    marks
        .iter()
        .filter(|(at, _)| *at == sq)
        .map(|&(_, mark)| mark)
        .collect()
}

/// The names of `marks`, space-separated, if there are any.
fn mark_names(marks: &[Mark]) -> Option<String> {
    (!marks.is_empty()).then(|| marks.iter().map(|m| m.name()).collect::<Vec<_>>().join(" "))
}

/// The names of the marks on `sq`, space-separated, if it has any.
#[cfg(test)]
fn marks_at(marks: &[(Square, Mark)], sq: Square) -> Option<String> {
    mark_names(&marks_on(marks, sq))
}

/// A square's words with what its marks add: "e5, grass, empty, a move
/// here"; just [`square_label`] on a square with no mark that speaks.
pub fn marked_label(sq: Square, cell: Cell, marks: &[Mark]) -> String {
    with_marks(square_label(sq, cell), marks)
}

/// `label` with what `marks` add to it.
pub fn with_marks(label: String, marks: &[Mark]) -> String {
    let mut said: Vec<&str> = Vec::new();
    for words in marks.iter().filter_map(|m| m.words()) {
        if !said.contains(&words) {
            said.push(words);
        }
    }
    if said.is_empty() {
        return label;
    }
    fill(
        Msg::SquareMarked,
        &[("label", &label), ("marks", &said.join(", "))],
    )
}

/// The words for a square: its name, tile and unit (in `armor`, the unit's
/// armor, its attackers and its Tower's guard).
pub fn square_label(sq: Square, cell: Cell) -> String {
    fill(
        Msg::SquareLabel,
        &[
            ("square", &sq.to_string()),
            ("terrain", terrain_words(cell)),
            ("unit", &unit_words(cell)),
        ],
    )
}

/// The words for a square's tile: its terrain, or hidden.
pub fn terrain_words(cell: Cell) -> &'static str {
    cell.terrain.map_or(t(Msg::SquareHidden), words::terrain)
}

/// The words for a square's unit: "White Elephant, frozen", "empty" (in
/// `armor`, with its armor, its attackers and its Tower's guard).
pub fn unit_words(cell: Cell) -> String {
    let mut unit = match cell.piece {
        Some(p) if cell.frozen => fill(Msg::SquareFrozen, &[("unit", &words::piece(p))]),
        Some(p) => words::piece(p),
        None => t(Msg::SquareEmpty).to_string(),
    };
    if let (Some(_), Some(armor)) = (cell.piece, cell.armor) {
        unit = count(
            Count::SquareArmor,
            cell.attackers.into(),
            &[("unit", &unit), ("armor", &armor.to_string())],
        );
        if cell.guarded {
            unit = fill(Msg::SquareGuarded, &[("unit", &unit)]);
        }
    }
    unit
}

/// A question asked of the board at a square.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// The moves of the unit there.
    Moves,
    /// The enemy units that reach the square.
    Reaching,
    /// The frozen units (anywhere).
    Frozen,
    /// The last move (anywhere).
    Last,
    /// The square's rank, square by square.
    Rank,
    /// The square's file, square by square.
    File,
}

/// The rank or file of `sq` (`Ask::Rank` or `Ask::File`), square by square
/// from a to h or from 1 to 8, each as its label says it.
pub fn line(cells: &Cells, ask: Ask, sq: Square) -> String {
    let (message, name, squares): (Msg, String, Vec<Square>) = if ask == Ask::File {
        (
            Msg::AskFile,
            char::from(b'a' + sq.file()).to_string(),
            (0..8)
                .filter_map(|r| Square::from_coords(sq.file(), r))
                .collect(),
        )
    } else {
        (
            Msg::AskRank,
            (sq.rank() + 1).to_string(),
            (0..8)
                .filter_map(|f| Square::from_coords(f, sq.rank()))
                .collect(),
        )
    };
    let said: Vec<String> = squares
        .into_iter()
        .map(|s| square_label(s, cells.0[s.index()]))
        .collect();
    fill(message, &[("name", &name), ("squares", &said.join("; "))])
}

/// A unit's drawing on the board, which follows the unit as it moves.
#[derive(Copy, Clone, Debug)]
struct Drawn {
    /// Tells the drawings apart (for Leptos's keyed list).
    id: u32,
    /// The unit: a drawing shows one unit all its life.
    piece: Piece,
    /// Where it stands.
    at: RwSignal<Square>,
}

/// Where the units drawn `before` stand once the board shows `now`: for
/// each of them in order, its square, or `None` if it is gone; and the
/// squares of units that are new. A unit still on its square stays there; a
/// unit that left its square is followed to the nearest square that gained
/// a unit of its side and kind (a move, or a Catapult stepping back); what
/// is left is gone (captured, taken off the homeland) or new.
fn follow(before: &[(Piece, Square)], now: &Cells) -> (Vec<Option<Square>>, Vec<Square>) {
    let piece_at = |sq: Square| now.0[sq.index()].piece;
    let mut at: Vec<Option<Square>> = before
        .iter()
        .map(|&(piece, sq)| (piece_at(sq) == Some(piece)).then_some(sq))
        .collect();
    let mut taken = [false; 64];
    for sq in at.iter().flatten() {
        taken[sq.index()] = true;
    }
    let mut arrived = Vec::new();
    for sq in Square::all() {
        let Some(piece) = piece_at(sq) else { continue };
        if taken[sq.index()] {
            continue;
        }
        let distance = |from: Square| {
            from.file()
                .abs_diff(sq.file())
                .max(from.rank().abs_diff(sq.rank()))
        };
        let left = before
            .iter()
            .zip(&at)
            .enumerate()
            .filter(|(_, (&(p, _), now))| p == piece && now.is_none())
            .min_by_key(|(_, (&(_, from), _))| distance(from))
            .map(|(i, _)| i);
        match left {
            Some(i) => at[i] = Some(sq),
            None => arrived.push(sq),
        }
    }
    (at, arrived)
}

/// The most units drawn anew in one task: an `iron` army at once, half an
/// `armor` army.
const NEW_DRAWINGS_A_TASK: usize = 10;

/// The board. A press on a square calls `on_press`, which answers with what
/// may be dragged from there; the end of that press calls `on_release`.
#[component]
pub fn Board(
    /// What every square shows.
    #[prop(into)]
    cells: Signal<Cells>,
    /// Highlights and marks.
    #[prop(into)]
    marks: Signal<Vec<(Square, Mark)>>,
    /// Black at the bottom.
    #[prop(into)]
    flipped: Signal<bool>,
    /// A press on a square; returns the picture to drag, if anything may be dragged.
    on_press: Callback<Square, Option<Ghost>>,
    /// The end of a press on a square.
    on_release: Callback<(Square, DragEnd)>,
    /// The board's accessible name.
    #[prop(into)]
    label: String,
    /// Answers a question asked by a key at a square (M, A, F, P): the
    /// screen that knows the game says. Without it those keys do nothing.
    #[prop(optional)]
    on_ask: Option<Callback<(Ask, Square), String>>,
    /// Whether the card of the board's keys is open (`?` opens it).
    #[prop(optional)]
    keys_open: Option<RwSignal<bool>>,
) -> impl IntoView {
    let keys_open = keys_open.unwrap_or_else(|| RwSignal::new(false));
    let dragging = Dragging::get();
    // What the board draws is copied into signals of its own, each told only
    // of a real change: a tap that changes the game's state (the unit picked
    // up) then wakes the few drawings that change, not every drawing that
    // hangs on the game (the 64 squares, the units, the board's turn).
    let lifted = settled(move || dragging.lifted());
    let flipped = settled(move || flipped.get());
    let squares: Vec<(Square, RwSignal<Cell>)> = cells.with_untracked(|c| {
        Square::all()
            .map(|sq| (sq, RwSignal::new(c.0[sq.index()])))
            .collect()
    });
    // The units' drawings, each following its unit (`follow`).
    // A drawing's square is owned by the board, not by the run of the effect
    // that finds a new unit (which disposes of what it made when it runs
    // again).
    let next_id = StoredValue::new(0u32);
    let board_owner = Owner::current();
    let new_unit = move |piece: Piece, sq: Square| {
        let id = next_id.get_value();
        next_id.set_value(id + 1);
        let at = match &board_owner {
            Some(owner) => owner.with(|| RwSignal::new(sq)),
            None => RwSignal::new(sq),
        };
        Drawn { id, piece, at }
    };
    let drawn = RwSignal::new(cells.with_untracked(|c| {
        Square::all()
            .filter_map(|sq| c.0[sq.index()].piece.map(|p| new_unit(p, sq)))
            .collect::<Vec<_>>()
    }));
    let squares_of: [RwSignal<Cell>; 64] = std::array::from_fn(|i| squares[i].1);
    let each_square = squares.clone();
    // Told to look again for units not yet drawn.
    let more = RwSignal::new(0u32);
    Effect::new(move |_| {
        more.track();
        cells.with(|c| {
            for &(sq, cell) in &each_square {
                set_if_changed(cell, c.0[sq.index()]);
            }
            let before: Vec<(Piece, Square)> = drawn
                .with_untracked(|d| d.iter().map(|u| (u.piece, u.at.get_untracked())).collect());
            let (now, mut arrived) = follow(&before, c);
            // At most a few new drawings in a task: the rest come in a task
            // after the frame that shows these, and so on (a whole army placed
            // at once, 18 units in `armor`, would keep the press busy for too
            // long on a slow phone). That task looks again at what the board
            // shows then, so a change in between draws nothing twice.
            if arrived.len() > NEW_DRAWINGS_A_TASK {
                arrived.truncate(NEW_DRAWINGS_A_TASK);
                after_paint(move || {
                    let _ = more.try_update(|n| *n = n.wrapping_add(1));
                });
            }
            drawn.with_untracked(|d| {
                for (unit, at) in d.iter().zip(&now) {
                    if let Some(at) = *at {
                        set_if_changed(unit.at, at);
                    }
                }
            });
            // The list of drawings changes only when a unit is gone or new.
            if !arrived.is_empty() || now.iter().any(Option::is_none) {
                drawn.update(|d| {
                    let mut kept: Vec<Drawn> = d
                        .iter()
                        .zip(&now)
                        .filter(|(_, at)| at.is_some())
                        .map(|(unit, _)| *unit)
                        .collect();
                    kept.extend(
                        arrived.into_iter().filter_map(|sq| {
                            c.0[sq.index()].piece.map(|piece| new_unit(piece, sq))
                        }),
                    );
                    *d = kept;
                });
            }
        })
    });
    // The marks: which marks each square carries (its `data-marks` attribute,
    // for tests and tools; no style hangs on it), and one outline per kind.
    // The squares and marks are drawn with White at the bottom; with Black
    // at the bottom their layers are turned as a whole, the terrain shows its
    // other face and each unit moves to the square it faces (`flipped` on
    // the board, style/main.css), so turning the board changes one class.
    let (square_marks, outlines) = marks.with_untracked(|m| {
        let on_squares: Vec<RwSignal<Vec<Mark>>> = Square::all()
            .map(|sq| RwSignal::new(marks_on(m, sq)))
            .collect();
        let outlines: Vec<(Mark, RwSignal<String>)> = Mark::ALL
            .into_iter()
            .map(|mark| (mark, RwSignal::new(mark_outline(m, mark, false))))
            .collect();
        (on_squares, outlines)
    });
    let each_outline = outlines.clone();
    let each_square_marks = square_marks.clone();
    Effect::new(move |_| {
        marks.with(|m| {
            for (sq, &on_square) in Square::all().zip(&each_square_marks) {
                set_if_changed(on_square, marks_on(m, sq));
            }
            for &(mark, d) in &each_outline {
                set_if_changed(d, mark_outline(m, mark, false));
            }
        })
    });
    // The keyboard's square: the one square in the tab order (arrows move it).
    let cursor = RwSignal::new(Square::A1);

    // The terrain is built in a task of its own, just after the screen
    // around the board is painted; then, each in a stage of its own (on a
    // slow phone, a frame apart: see `later::stage`), the units, the squares
    // (their shades, labels and marks' names) in two halves, and the marks'
    // outlines with the coordinates: building a whole screen at once would
    // keep the page busy for longer than it should, and the press that
    // opened the screen waiting for its answer. (The browser compiles each
    // WebAssembly function on its first call, so the board's first build in
    // one task would also compile all its drawing code at once.)
    let ready = painted();
    let units_ready = painted_after(ready);
    let squares_ready = [painted_after(ready), painted_after(ready)];
    let decor = painted_after(ready);
    let tile_cells = squares;

    // The terrain's pictures, drawn for both ways the board faces, each face
    // a layer of its own for the compositor (style/main.css): turning the
    // board shows the other face and paints no picture again. The face not
    // on show is built three stages after the board, in a task of its own. A
    // square's picture changes only with its terrain, so a move writes none.
    let badges = painted_after(units_ready);
    let other_face = painted_after(badges);
    let first_face = flipped.get_untracked();
    let terrain: Vec<Memo<Option<Terrain>>> = tile_cells
        .iter()
        .map(|&(_, cell)| Memo::new(move |_| cell.with(|c| c.terrain)))
        .collect();
    let face = move |flip: bool| {
        let terrain = terrain.clone();
        let built = if flip == first_face {
            ready
        } else {
            other_face
        };
        move || {
            built.get().then(|| {
                Square::all()
                    .zip(terrain.iter().copied())
                    .map(|(sq, terrain)| {
                        let (x, y) = corner(sq, flip);
                        view! {
                            <image
                                x=x
                                y=y
                                href=move || terrain.get().map_or(HIDDEN_IMAGE, terrain_image)
                                width="100"
                                height="100"
                            />
                        }
                    })
                    .collect_view()
            })
        }
    };
    // The squares of ranks 1 to 4, or of ranks 5 to 8.
    let tiles = move |half: usize| {
        let tile_cells = tile_cells.clone();
        let square_marks = square_marks.clone();
        move || {
            squares_ready[half].get().then(|| {
                tile_cells[half * 32..(half + 1) * 32]
                    .iter()
                    .map(|&(sq, cell)| {
                        let light = (sq.file() + sq.rank()) % 2 == 1;
                        let on_square = square_marks[sq.index()];
                        let (x, y) = corner(sq, false);
                        view! {
                            <g
                                class="sq"
                                class:light=light
                                data-square=sq.to_string()
                                data-marks=move || on_square.with(|m| mark_names(m))
                                role="button"
                                tabindex=move || if cursor.get() == sq { "0" } else { "-1" }
                                aria-label=move || on_square.with(|m| marked_label(sq, cell.get(), m))
                            >
                                <rect
                                    class="shade"
                                    x=x
                                    y=y
                                    width="100"
                                    height="100"
                                />
                            </g>
                        }
                    })
                    .collect_view()
            })
        }
    };

    // Each unit is a drawing of its own, placed on its square by its
    // `data-file` and `data-rank` (style/main.css) and a layer of its own for
    // the compositor. A drawing follows its unit from square to square
    // (`follow`): a move changes where one drawing stands, which the
    // compositor moves without painting it again, and builds none; turning
    // the board moves every unit to the square it faces and paints none.
    let units = move || {
        units_ready.get().then(|| {
            view! {
                <For each=move || drawn.get() key=|unit| unit.id let:unit>
                    {
                        let Drawn { piece, at, .. } = unit;
                        let cell = move || squares_of[at.get().index()];
                        // What each part of the drawing hangs on: a move that
                        // changes a unit's attackers draws its badge again,
                        // not the unit.
                        let frozen = Memo::new(move |_| cell().with(|c| c.frozen));
                        let badge = Memo::new(move |_| {
                            cell().with(|c| c.armor.map(|a| (a, c.attackers, c.guarded, c.capturable)))
                        });
                        let frozen = move || {
                            frozen.get().then(|| {
                                view! { <use href="#mark-frozen" x="62" y="4" width="34" height="34" /> }
                            })
                        };
                        // Drawn two frames after the units when the board is
                        // first built (after the squares), every badge in that
                        // one task.
                        let armor = move || {
                            badges.get().then(|| {
                                badge.get().map(|(armor, attackers, guarded, capturable)| {
                                    armor_badge(armor, attackers, guarded, capturable)
                                })
                            })
                        };
                        view! {
                            <svg
                                class="piece"
                                class:lifted=move || lifted.get() == Some(at.get())
                                data-file=move || at.get().file()
                                data-rank=move || at.get().rank()
                                viewBox="0 0 100 100"
                            >
                                <image href=unit_image(piece) class=unit_class(piece.color) width="100" height="100" />
                                {frozen}
                                {armor}
                            </svg>
                        }
                    }
                </For>
            }
        })
    };

    // Each kind of mark is one path drawn at the marked squares' own
    // coordinates: a tap changes a few paths' outlines and makes or removes no
    // element, so the browser paints again what it already has.
    let mark_paths = move |over: bool| {
        let outlines = outlines.clone();
        move || {
            decor.get().then(|| {
                outlines
                    .iter()
                    .filter(|(m, _)| m.over_units() == over)
                    .map(|&(mark, d)| view! { <path class=format!("mark {}", mark.name()) d=d /> })
                    .collect_view()
            })
        }
    };
    // The coordinates for either way the board faces, both drawn once: the
    // board's `flipped` class shows one set (style/main.css), so that turning
    // the board writes nothing here.
    let coords = |flip: bool| {
        let files = (0..8u8).map(move |f| {
            let sq = Square::from_coords(f, if flip { 7 } else { 0 }).unwrap_or(Square::A1);
            let (x, y) = corner(sq, flip);
            let name = char::from(b'a' + f).to_string();
            view! { <text class="coord" x=x + 94 y=y + 94 text-anchor="end">{name}</text> }
        });
        let ranks = (0..8u8).map(move |r| {
            let sq = Square::from_coords(if flip { 7 } else { 0 }, r).unwrap_or(Square::A1);
            let (x, y) = corner(sq, flip);
            let name = char::from(b'1' + r).to_string();
            view! { <text class="coord" x=x + 5 y=y + 22 text-anchor="start">{name}</text> }
        });
        let class = if flip { "coords-black" } else { "coords-white" };
        view! { <g class=class>{files.collect_view()}{ranks.collect_view()}</g> }
    };

    let on_pointerdown = move |e: ev::PointerEvent| {
        if e.button() != 0 {
            return;
        }
        let Some(sq) = pressed_square(&e, flipped.get_untracked()) else {
            return;
        };
        e.prevent_default();
        let ghost = on_press.run(sq);
        let on_end = Callback::new(move |end: DragEnd| on_release.run((sq, end)));
        dragging.start(&e, ghost, Some(sq), on_end);
    };

    // What the board's keys answer, said once by screen readers (an answer
    // that repeats the last is told again).
    let said = RwSignal::new(String::new());
    let say = move |text: String| tell(said, text);

    // Keyboard: arrows move between squares as they appear on screen; Enter or
    // Space presses the square, as a tap does; a unit's letter (K, D, R, …,
    // as in the game's texts) goes to the next unit of that type, either
    // side's, in the order a1, b1, … h8, and round again (with Shift, the
    // one before). M, A, F and P ask the screen (`on_ask`); Shift and an
    // arrow read the focused square's rank or file; `?` opens the card of
    // the keys.
    let on_keydown = move |e: ev::KeyboardEvent| {
        let key = e.key();
        let plain = !e.ctrl_key() && !e.alt_key() && !e.meta_key();
        let single = key
            .chars()
            .next()
            .filter(|_| key.chars().count() == 1 && plain);
        let at = cursor.get_untracked();
        let ask = match single.map(|c| c.to_ascii_lowercase()) {
            Some('m') => Some(Ask::Moves),
            Some('a') => Some(Ask::Reaching),
            Some('f') => Some(Ask::Frozen),
            Some('p') => Some(Ask::Last),
            _ => None,
        }
        .or(match key.as_str() {
            "ArrowLeft" | "ArrowRight" if e.shift_key() => Some(Ask::Rank),
            "ArrowUp" | "ArrowDown" if e.shift_key() => Some(Ask::File),
            _ => None,
        });
        if let Some(ask) = ask {
            e.prevent_default();
            e.stop_propagation();
            let answer = match ask {
                Ask::Rank | Ask::File => Some(cells.with_untracked(|c| line(c, ask, at))),
                _ => on_ask.map(|on_ask| on_ask.run((ask, at))),
            };
            if let Some(answer) = answer {
                say(answer);
            }
            return;
        }
        if single == Some('?') {
            e.prevent_default();
            e.stop_propagation();
            keys_open.set(true);
            return;
        }
        if let Some(role) = single.and_then(Role::from_char) {
            let back = e.shift_key();
            let at = at.index();
            let next = cells.with_untracked(|c| {
                (1..=64)
                    .map(|i| {
                        if back {
                            (at + 64 - i) % 64
                        } else {
                            (at + i) % 64
                        }
                    })
                    .find(|&i| c.0[i].piece.is_some_and(|p| p.role == role))
            });
            if let Some(next) = next.and_then(|i| Square::new(i as u8)) {
                e.prevent_default();
                e.stop_propagation();
                focus_square(cursor, next);
            }
            return;
        }
        let (df, dr): (i8, i8) = match key.as_str() {
            "ArrowLeft" => (-1, 0),
            "ArrowRight" => (1, 0),
            "ArrowUp" => (0, 1),
            "ArrowDown" => (0, -1),
            "Enter" | " " => {
                e.prevent_default();
                e.stop_propagation();
                let sq = cursor.get_untracked();
                on_press.run(sq);
                on_release.run((
                    sq,
                    DragEnd {
                        over: Some(sq),
                        moved: false,
                    },
                ));
                return;
            }
            _ => return,
        };
        e.prevent_default();
        e.stop_propagation();
        let (df, dr) = if flipped.get_untracked() {
            (-df, -dr)
        } else {
            (df, dr)
        };
        let at = cursor.get_untracked();
        let next = Square::from_coords(
            (at.file() as i8 + df).clamp(0, 7) as u8,
            (at.rank() as i8 + dr).clamp(0, 7) as u8,
        );
        if let Some(next) = next {
            focus_square(cursor, next);
        }
    };

    let asks = on_ask.is_some();
    let keys_card = view! {
        <Dialog
            open=keys_open
            on_close=Callback::new(move |()| keys_open.set(false))
            class="keys"
            label=t(Msg::KeysTitle)
        >
            {move || {
                let roles: Vec<Role> = cells.with_untracked(|c| {
                    Role::ALL
                        .into_iter()
                        .filter(|&r| {
                            c.0.iter()
                                .any(|cell| cell.piece.is_some_and(|p| p.role == r))
                        })
                        .collect()
                });
                keys_card(keys_open, asks, roles)
            }}
        </Dialog>
    };

    // Each layer is drawn apart (an SVG of its own, or for the units a
    // drawing each), so that a change in one (a mark, a unit) lays out only
    // that layer, not the drawn tiles under it.
    view! {
        <p class="sr-only" aria-live="polite" aria-atomic="true" data-said>{move || said.get()}</p>
        {keys_card}
        <div
            class="board"
            class:flipped=move || flipped.get()
            role="group"
            aria-label=label
            on:pointerdown=on_pointerdown
            on:keydown=on_keydown
            on:focusin=move |e| {
                let sq = e
                    .target()
                    .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
                    .and_then(|el| el.get_attribute("data-square"))
                    .and_then(|name| name.parse().ok());
                if let Some(sq) = sq {
                    cursor.set(sq);
                }
            }
            on:contextmenu=|e| e.prevent_default()
        >
            <svg class="layer terrain face-white" viewBox="0 0 800 800" aria-hidden="true">
                {face(false)}
            </svg>
            <svg class="layer terrain face-black" viewBox="0 0 800 800" aria-hidden="true">
                {face(true)}
            </svg>
            <svg class="layer tiles" viewBox="0 0 800 800">
                {tiles(0)}
                {tiles(1)}
            </svg>
            <svg class="layer marks under" viewBox="0 0 800 800" aria-hidden="true">
                <defs>
                    <pattern id="hatch" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                        <rect class="hatch-line" width="5" height="14" />
                    </pattern>
                </defs>
                {mark_paths(false)}
            </svg>
            <div class="layer units" aria-hidden="true">{units}</div>
            <svg class="layer marks over" viewBox="0 0 800 800" aria-hidden="true">
                {mark_paths(true)}
            </svg>
            <svg class="layer coords" viewBox="0 0 800 800" aria-hidden="true">
                {move || decor.get().then(|| (coords(false), coords(true)))}
            </svg>
        </div>
    }
}

/// The card of the board's keys: what each does. `asks`: whether the
/// screen answers M, A, F and P; `roles`: the units whose letters it lists.
fn keys_card(open: RwSignal<bool>, asks: bool, roles: Vec<Role>) -> impl IntoView {
    let mut lines: Vec<String> = vec![t(Msg::KeysArrows).into(), t(Msg::KeysEnter).into()];
    lines.extend(roles.into_iter().map(|r| {
        fill(
            Msg::KeysLetter,
            &[("letter", &r.char().to_string()), ("unit", words::unit(r))],
        )
    }));
    if asks {
        lines.extend(
            [
                Msg::KeysMoves,
                Msg::KeysReaching,
                Msg::KeysFrozen,
                Msg::KeysLast,
            ]
            .map(|m| t(m).to_string()),
        );
    }
    lines.extend([Msg::KeysRank, Msg::KeysFile, Msg::KeysHelp].map(|m| t(m).to_string()));
    if asks {
        lines.push(t(Msg::KeysGame).to_string());
    }
    view! {
        <h2>{t(Msg::KeysTitle)}</h2>
        <ul>{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
        <div class="actions">
            <button type="button" class="button" on:click=move |_| open.set(false)>{t(Msg::KeysClose)}</button>
        </div>
    }
}

/// A unit's armor and attackers, drawn in the corners of its own drawing
/// (100 units square): a shield with its armor at the lower left, and at the
/// upper right a pip for each enemy attacking it (up to four, then their
/// number), red while the unit is capturable; a guarded unit's shield
/// carries the Tower's battlements. Four elements in all, the pips one path,
/// for the browser to style and paint.
#[inline(never)]
fn armor_badge(armor: u8, attackers: u8, guarded: bool, capturable: bool) -> AnyView {
    use std::fmt::Write;
    let mut shield = String::from("M2 62h30v14c0 12-7 19-15 23c-8-4-15-11-15-23z");
    if guarded {
        shield.push_str("M2 62v-8h6v4h6v-4h6v4h6v-4h6v8z");
    }
    let count = if attackers <= 4 {
        let mut pips = String::new();
        for i in 0..i32::from(attackers) {
            let _ = write!(
                pips,
                "M{} 13a7.5 7.5 0 1 0 15 0a7.5 7.5 0 1 0-15 0",
                80 - i * 17
            );
        }
        view! { <path class="pips" d=pips /> }.into_any()
    } else {
        view! { <text class="pip-count" x="95" y="28" text-anchor="end">{attackers}</text> }
            .into_any()
    };
    view! {
        <g class="armor" class:enough=capturable class:under-tower=guarded>
            <path class="shield" d=shield />
            <text class="armor-value" x="17" y="86" text-anchor="middle">{armor}</text>
            {count}
        </g>
    }
    .into_any()
}

/// Moves the board's cursor to `sq` and the focus with it.
fn focus_square(cursor: RwSignal<Square>, sq: Square) {
    cursor.set(sq);
    let selector = format!("[data-square=\"{sq}\"]");
    if let Some(el) = document().query_selector(&selector).ok().flatten() {
        if let Ok(el) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(el.clone()) {
            let _ = el.focus();
        } else if let Ok(el) = wasm_bindgen::JsCast::dyn_into::<web_sys::SvgElement>(el) {
            let _ = el.focus();
        }
    }
}

/// The square under a press on the board, from the board's box (no hit test).
fn pressed_square(e: &ev::PointerEvent, flipped: bool) -> Option<Square> {
    use wasm_bindgen::JsCast;
    let board = e.current_target()?.dyn_into::<web_sys::Element>().ok()?;
    let rect = board.get_bounding_client_rect();
    if rect.width() <= 0.0 || rect.height() <= 0.0 {
        return None;
    }
    let x = (f64::from(e.client_x()) - rect.left()) / rect.width() * 8.0;
    let y = (f64::from(e.client_y()) - rect.top()) / rect.height() * 8.0;
    if !(0.0..8.0).contains(&x) || !(0.0..8.0).contains(&y) {
        return None;
    }
    let (col, row) = (x as u8, y as u8);
    if flipped {
        Square::from_coords(7 - col, row)
    } else {
        Square::from_coords(col, 7 - row)
    }
}

/// The cells of a full position.
pub fn position_cells(position: &cyvasse::Position) -> Cells {
    let ruleset = position.ruleset();
    let guarded = position.guarded();
    let capturable = position.capturable(Color::White) | position.capturable(Color::Black);
    let mut cells = [Cell::default(); 64];
    for sq in Square::all() {
        let piece = position.piece_at(sq);
        cells[sq.index()] = Cell {
            terrain: Some(position.terrain_at(sq)),
            piece,
            frozen: position.is_frozen(sq),
            armor: piece.and_then(|p| ruleset.armor(p.role)),
            attackers: if piece.is_some() {
                u8::try_from(position.attackers_of(sq).count()).unwrap_or(u8::MAX)
            } else {
                0
            },
            guarded: guarded.contains(sq),
            capturable: capturable.contains(sq),
        };
    }
    Cells(cells)
}

/// The marks a position carries whoever looks at it (`armor`): the units
/// the side to move can capture, and the squares closed by Spearmen.
pub fn position_marks(position: &cyvasse::Position) -> Vec<(Square, Mark)> {
    let mut marks = Vec::new();
    for side in Color::ALL {
        marks.extend(position.zones(side).into_iter().map(|sq| (sq, Mark::Zone)));
    }
    if position.ruleset() == cyvasse::Ruleset::Armor {
        let mut targets = cyvasse::Bitboard::EMPTY;
        for m in position.legal_moves() {
            if let cyvasse::Move::Normal { to, kind, .. } = m {
                if matches!(kind, cyvasse::MoveKind::Capture | cyvasse::MoveKind::Shot) {
                    targets = targets.with(to);
                }
            }
        }
        marks.extend(targets.into_iter().map(|sq| (sq, Mark::Capturable)));
    }
    marks
}

/// The cells of one side's homeland during its setup: the other half hidden.
pub fn homeland_cells(homeland: &cyvasse::Homeland) -> Cells {
    let side: Color = homeland.side();
    let mut cells = [Cell::default(); 64];
    for sq in homeland.squares() {
        cells[sq.index()] = Cell {
            terrain: Some(homeland.tile(sq)),
            piece: homeland.unit(sq).map(|role| Piece { color: side, role }),
            ..Cell::default()
        };
    }
    Cells(cells)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn an_outline_covers_exactly_the_squares_of_its_kind() {
        let marks = [
            (sq("d1"), Mark::Selected),
            (sq("d7"), Mark::Move),
            (sq("d8"), Mark::Capture),
            (sq("d6"), Mark::Move),
        ];
        // White at the bottom: d7 is the fourth file, second row from the top.
        assert_eq!(
            mark_outline(&marks, Mark::Move, false),
            "M336 150a14 14 0 1 0 28 0a14 14 0 1 0-28 0M336 250a14 14 0 1 0 28 0a14 14 0 1 0-28 0"
        );
        assert_eq!(
            mark_outline(&marks, Mark::Capture, false),
            "M306 50a44 44 0 1 0 88 0a44 44 0 1 0-88 0"
        );
        assert!(mark_outline(&marks, Mark::Selected, false).starts_with("M306 702h88"));
        assert_eq!(mark_outline(&marks, Mark::Shot, false), "");
        // Black at the bottom: d7 is the fifth column, seventh row.
        assert!(mark_outline(&marks, Mark::Move, true).starts_with("M436 650a14"));
    }

    /// Every point an outline reaches (the commands the outlines use: `M`,
    /// and relative `m`, `l`, `h`, `v`, `a`, `z`).
    fn points(d: &str) -> Vec<(i32, i32)> {
        let mut tokens = Vec::new();
        let mut number = String::new();
        for c in d.chars() {
            if c.is_ascii_digit() || (c == '-' && number.is_empty()) {
                number.push(c);
                continue;
            }
            if !number.is_empty() {
                tokens.push(number.clone());
                number.clear();
            }
            if c == '-' {
                number.push(c);
            } else if c.is_ascii_alphabetic() {
                tokens.push(c.to_string());
            }
        }
        if !number.is_empty() {
            tokens.push(number);
        }
        let (mut at, mut out) = ((0, 0), Vec::new());
        let mut i = 0;
        let num = |i: &mut usize| {
            *i += 1;
            tokens[*i].parse::<i32>().unwrap()
        };
        while i < tokens.len() {
            match tokens[i].as_str() {
                "M" => at = (num(&mut i), num(&mut i)),
                "m" | "l" => at = (at.0 + num(&mut i), at.1 + num(&mut i)),
                "h" => at.0 += num(&mut i),
                "v" => at.1 += num(&mut i),
                "a" => {
                    for _ in 0..5 {
                        num(&mut i);
                    }
                    at = (at.0 + num(&mut i), at.1 + num(&mut i));
                }
                "z" => {}
                other => panic!("unexpected {other} in {d}"),
            }
            out.push(at);
            i += 1;
        }
        out
    }

    #[test]
    fn every_kind_of_mark_is_drawn_inside_its_own_square() {
        for mark in Mark::ALL {
            for flipped in [false, true] {
                for at in [sq("a1"), sq("h8"), sq("e4")] {
                    let (x, y) = corner(at, flipped);
                    let d = mark_outline(&[(at, mark)], mark, flipped);
                    let reached = points(&d);
                    assert!(reached.len() > 2, "{mark:?}: {d}");
                    for (px, py) in reached {
                        assert!(
                            (x..=x + CELL).contains(&px) && (y..=y + CELL).contains(&py),
                            "{mark:?} on {at} reaches ({px}, {py}): {d}"
                        );
                    }
                }
            }
        }
    }

    fn cells_with(units: &[(Piece, &str)]) -> Cells {
        let mut cells = Cells([Cell::default(); 64]);
        for &(piece, at) in units {
            cells.0[sq(at).index()].piece = Some(piece);
        }
        cells
    }

    const WHITE_KING: Piece = Piece {
        color: Color::White,
        role: Role::King,
    };
    const WHITE_RABBLE: Piece = Piece {
        color: Color::White,
        role: Role::Rabble,
    };
    const BLACK_RABBLE: Piece = Piece {
        color: Color::Black,
        role: Role::Rabble,
    };

    #[test]
    fn a_drawing_follows_its_unit_when_it_moves() {
        let before = [
            (WHITE_KING, sq("e1")),
            (WHITE_RABBLE, sq("d2")),
            (BLACK_RABBLE, sq("d7")),
        ];
        let now = cells_with(&[
            (WHITE_KING, "e2"),
            (WHITE_RABBLE, "d2"),
            (BLACK_RABBLE, "d7"),
        ]);
        assert_eq!(
            follow(&before, &now),
            (vec![Some(sq("e2")), Some(sq("d2")), Some(sq("d7"))], vec![])
        );
    }

    #[test]
    fn a_captured_unit_goes_and_its_captor_moves() {
        let before = [(WHITE_RABBLE, sq("d4")), (BLACK_RABBLE, sq("d5"))];
        let now = cells_with(&[(WHITE_RABBLE, "d5")]);
        assert_eq!(follow(&before, &now), (vec![Some(sq("d5")), None], vec![]));
    }

    #[test]
    fn a_unit_of_the_same_kind_follows_the_nearest() {
        // Two White Rabble; the one on c2 moves to c3: the drawing on c2
        // follows it, not the one on h2 (which is still on its square).
        let before = [(WHITE_RABBLE, sq("c2")), (WHITE_RABBLE, sq("h2"))];
        let now = cells_with(&[(WHITE_RABBLE, "c3"), (WHITE_RABBLE, "h2")]);
        assert_eq!(
            follow(&before, &now),
            (vec![Some(sq("c3")), Some(sq("h2"))], vec![])
        );
        // Both taken off and put back elsewhere: each to the nearer square.
        let now = cells_with(&[(WHITE_RABBLE, "g1"), (WHITE_RABBLE, "b1")]);
        assert_eq!(
            follow(&before, &now),
            (vec![Some(sq("b1")), Some(sq("g1"))], vec![])
        );
    }

    #[test]
    fn units_put_down_are_new_and_units_taken_off_are_gone() {
        let before = [(WHITE_KING, sq("e1"))];
        let now = cells_with(&[(WHITE_RABBLE, "a1"), (BLACK_RABBLE, "a8")]);
        assert_eq!(
            follow(&before, &now),
            (vec![None], vec![sq("a1"), sq("a8")])
        );
        assert_eq!(follow(&[], &Cells([Cell::default(); 64])), (vec![], vec![]));
    }

    #[test]
    fn a_square_names_all_its_marks_in_order() {
        let marks = [
            (sq("e4"), Mark::LastTo),
            (sq("e5"), Mark::Move),
            (sq("e4"), Mark::Selected),
        ];
        assert_eq!(
            marks_at(&marks, sq("e4")).as_deref(),
            Some("last-to selected")
        );
        assert_eq!(marks_at(&marks, sq("e5")).as_deref(), Some("move"));
        assert_eq!(marks_at(&marks, sq("a1")), None);
    }
}
