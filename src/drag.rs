//! Dragging a unit or a tile with mouse, pen or finger: one drag at a time for
//! the whole page, its picture following the pointer, and the square under the
//! pointer found when a drag is let go (a tap ends on the square it pressed).

use cyvasse::{Piece, Square, Terrain};
use leptos::ev;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::art::{tile_image, unit_picture};

/// What is being dragged, for its picture.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ghost {
    /// A unit.
    Unit(Piece),
    /// A tile.
    Tile(Terrain),
}

/// How a press ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DragEnd {
    /// The square under the pointer when it was let go (`None`: off the
    /// board); for a tap, the square it pressed (`None` from off the board).
    pub over: Option<Square>,
    /// Whether the pointer moved far enough to count as a drag, not a tap.
    pub moved: bool,
}

/// A press that may become a drag.
#[derive(Copy, Clone)]
pub struct Drag {
    /// Its picture; `None` for a press on something that cannot be dragged.
    pub ghost: Option<Ghost>,
    /// The square it came from, if it came from the board.
    pub source: Option<Square>,
    /// Where the pointer went down, in CSS pixels.
    start: (f64, f64),
    /// Where the pointer is now.
    pub at: (f64, f64),
    /// Whether it has moved beyond a tap.
    pub moved: bool,
    /// The picture's size in CSS pixels: a square of the board, measured
    /// when the press becomes a drag.
    pub size: f64,
    on_end: Callback<DragEnd>,
}

/// Pointer travel, in CSS pixels, that turns a press into a drag.
const DRAG_THRESHOLD: f64 = 6.0;

/// The page's drag state, shared through the Leptos context.
#[derive(Copy, Clone)]
pub struct Dragging(pub RwSignal<Option<Drag>>);

impl Dragging {
    /// Sets up the drag state and its window listeners; call once, at the root.
    pub fn provide() -> Dragging {
        let state = Dragging(RwSignal::new(None));
        provide_context(state);
        let signal = state.0;
        let on_move = window_event_listener(ev::pointermove, move |e| {
            let at = (f64::from(e.client_x()), f64::from(e.client_y()));
            signal.update(|d| {
                if let Some(d) = d {
                    let far = (at.0 - d.start.0).hypot(at.1 - d.start.1) > DRAG_THRESHOLD;
                    if far && !d.moved {
                        // Measured only now: a tap never asks for layout.
                        d.size = board_square_size();
                    }
                    d.moved |= far;
                    d.at = at;
                }
            });
        });
        let on_up = window_event_listener(ev::pointerup, move |e| {
            let Some(d) = signal.get_untracked() else {
                return;
            };
            signal.set(None);
            // A tap is let go where it was pressed: no hit test, which would
            // lay out at once the page the press has just changed.
            let over = if d.moved {
                square_at(f64::from(e.client_x()), f64::from(e.client_y()))
            } else {
                d.source
            };
            // The screen that began the press may be gone by now (a game
            // changed in another tab replaced it): then nothing is left to end.
            d.on_end.try_run(DragEnd {
                over,
                moved: d.moved,
            });
        });
        let on_cancel = window_event_listener(ev::pointercancel, move |_| signal.set(None));
        on_cleanup(move || {
            on_move.remove();
            on_up.remove();
            on_cancel.remove();
        });
        state
    }

    /// The page's drag state.
    pub fn get() -> Dragging {
        expect_context::<Dragging>()
    }

    /// Begins a press at the pointer of `e` that ends with `on_end`.
    pub fn start(
        self,
        e: &ev::PointerEvent,
        ghost: Option<Ghost>,
        source: Option<Square>,
        on_end: Callback<DragEnd>,
    ) {
        let at = (f64::from(e.client_x()), f64::from(e.client_y()));
        // Touch ties the pointer to the pressed element; free it, so that what
        // lies under it is hit-tested as it moves (the window still hears it).
        if let Some(target) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        {
            let _ = target.release_pointer_capture(e.pointer_id());
        }
        self.0.set(Some(Drag {
            ghost,
            source,
            start: at,
            at,
            moved: false,
            size: 0.0,
            on_end,
        }));
    }

    /// The square whose unit or tile is lifted off the board by a drag.
    pub fn lifted(self) -> Option<Square> {
        self.0.with(|d| {
            d.as_ref()
                .filter(|d| d.moved && d.ghost.is_some())
                .and_then(|d| d.source)
        })
    }
}

/// The board square under a point of the page, from its `data-square`.
pub fn square_at(x: f64, y: f64) -> Option<Square> {
    let element = document().element_from_point(x as f32, y as f32)?;
    let square = element.closest("[data-square]").ok()??;
    square.get_attribute("data-square")?.parse().ok()
}

/// The size of a board square on screen, in CSS pixels.
fn board_square_size() -> f64 {
    document()
        .query_selector(".board")
        .ok()
        .flatten()
        .map(|b| b.get_bounding_client_rect().width() / 8.0)
        .filter(|&w| w > 0.0)
        .unwrap_or(56.0)
}

/// The picture under the pointer while something is dragged.
#[component]
pub fn DragGhost() -> impl IntoView {
    let dragging = Dragging::get();
    move || {
        let d = dragging.0.get().filter(|d| d.moved)?;
        let ghost = d.ghost?;
        // Whole pixels: formatting floats would cost the page kilobytes.
        let size = (d.size * 1.1).round() as i32;
        let style = format!(
            "left:{}px;top:{}px;width:{size}px;height:{size}px",
            d.at.0.round() as i32 - size / 2,
            d.at.1.round() as i32 - size / 2,
        );
        let picture = match ghost {
            Ghost::Unit(p) => unit_picture(p),
            Ghost::Tile(t) => tile_image(t),
        };
        Some(
            view! {
                <svg class="drag-ghost" viewBox="0 0 100 100" style=style aria-hidden="true">
                    {picture}
                </svg>
            }
            .into_any(),
        )
    }
}
