//! The setup screen: one player lays out their homeland's tiles, then places
//! their army, while the other half of the board stays hidden.
//!
//! The exposure overlay (the engine's [`Homeland::exposure`]) is shown in the
//! army step, where units can shelter the King; while tiles are laid and no
//! unit blocks a line, nearly every square is open and the overlay would say
//! nothing.

use cyvasse::{Color, Homeland, Piece, Role, SetupError, Square};
use leptos::prelude::*;

use crate::art::{side_key, tile_image, unit_picture};
use crate::board::{homeland_cells, Board, Mark};
use crate::drag::{DragEnd, Dragging, Ghost};
use crate::help::{Card, CardView};
use crate::i18n::reasons::{self, mountain_rule};
use crate::i18n::words::{self, game_title};
use crate::i18n::{count, fill, t, Count, Msg};
use crate::later::{after_paint, after_paint_copy, later};
use crate::part::{deferred_once, Fetching};
use crate::random_u64;
use crate::setup_model::{shelter_words, Finish, Item, Selection, SetupBoard, Step};
use crate::signals::settled;
use crate::widgets::{button, focus_when_lost, Toggle};

/// The picture of a tray item.
fn item_picture(item: Item, side: Color) -> AnyView {
    match item {
        Item::Tile(t) => tile_image(t),
        Item::Unit(role) => unit_picture(Piece { color: side, role }),
    }
}

fn item_name(item: Item) -> String {
    match item {
        Item::Tile(t) => words::tile(t).to_string(),
        Item::Unit(r) => words::unit(r).to_string(),
    }
}

/// The tray item's name for automation: `mountain`, `light horse`.
fn item_key(item: Item) -> &'static str {
    match item {
        Item::Tile(t) => t.name(),
        Item::Unit(r) => match r {
            Role::Rabble => "rabble",
            Role::Spearmen => "spearmen",
            Role::Crossbowmen => "crossbowmen",
            Role::LightHorse => "light horse",
            Role::HeavyHorse => "heavy horse",
            Role::Elephant => "elephant",
            Role::Catapult => "catapult",
            Role::Trebuchet => "trebuchet",
            Role::Dragon => "dragon",
            Role::King => "king",
            Role::Tower => "tower",
        },
    }
}

/// Moves the focus to a tray item.
fn focus_tray_item(item: Item) {
    let selector = format!(".tray [data-item=\"{}\"]", item_key(item));
    if let Some(el) = document().query_selector(&selector).ok().flatten() {
        if let Ok(el) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(el) {
            let _ = el.focus();
        }
    }
}

fn ghost_of(item: Item, side: Color) -> Ghost {
    match item {
        Item::Tile(t) => Ghost::Tile(t),
        Item::Unit(role) => Ghost::Unit(Piece { color: side, role }),
    }
}

/// The squares a setup error points at.
fn problem_squares(e: &SetupError) -> Vec<Square> {
    match e {
        SetupError::MountainGroup { squares, .. } => squares.clone(),
        SetupError::UnitOnMountain { square, .. } => vec![*square],
        _ => Vec::new(),
    }
}

/// What the setup screen gives the layout library it opens over itself.
pub struct LibraryOver {
    /// The setup that layouts are saved from and laid out on.
    pub setup: RwSignal<SetupBoard>,
    /// Whether the library is open.
    pub open: RwSignal<bool>,
    /// Where broken entries are reported.
    pub notice: RwSignal<Option<String>>,
    /// The setup screen's own line, for what was laid out.
    pub status: RwSignal<Option<String>>,
}

/// The setup screen for the side of `setup`. `on_done` receives the valid homeland.
#[component]
pub fn SetupScreen(
    setup: RwSignal<SetupBoard>,
    on_done: Callback<Homeland>,
    rules_open: RwSignal<bool>,
    /// Where the layout library reports.
    notice: RwSignal<Option<String>>,
    /// The layout library, a part of the page of its own.
    library: Callback<LibraryOver, Fetching>,
) -> impl IntoView {
    let library_open = RwSignal::new(false);
    let page_notice = notice;
    let side = setup.with_untracked(|s| s.side());
    let ruleset = setup.with_untracked(|s| s.homeland.ruleset());
    let dragging = Dragging::get();
    let notice = RwSignal::new(None::<String>);
    let card = RwSignal::new(None::<Item>);
    let show_open = RwSignal::new(true);
    let step = Memo::new(move |_| setup.with(|s| s.step));
    let homeland = Memo::new(move |_| setup.with(|s| s.homeland.clone()));
    let problems = Memo::new(move |_| setup.with(|s| s.problems()));
    let exposure = Memo::new(move |_| homeland.with(|h| h.exposure()));
    let king = Memo::new(move |_| homeland.with(|h| h.units_of(Role::King).first()));

    let report = move |r: Result<(), crate::setup_model::Refusal>| {
        notice.set(r.err().map(|e| e.to_string()));
    };

    let selection = Memo::new(move |_| setup.with(|s| s.selection));
    // The panel hangs on the same readings taken a frame later (`panel_*`),
    // so that a tap's own frame draws the board alone.
    let changes = RwSignal::new(0u32);
    Effect::new(move |_| {
        setup.track();
        changes.update(|n| *n = n.wrapping_add(1));
    });
    let panel_changes = after_paint_copy(changes.read_only());
    let panel_step = Memo::new(move |_| {
        panel_changes.track();
        setup.with_untracked(|s| s.step)
    });
    let panel_selection = Memo::new(move |_| {
        panel_changes.track();
        setup.with_untracked(|s| s.selection)
    });
    let panel_ready = Memo::new(move |_| {
        panel_changes.track();
        setup.with_untracked(|s| s.ready())
    });
    let panel_problems = Memo::new(move |_| {
        panel_changes.track();
        problems.get_untracked()
    });
    let tray_items = Memo::new(move |_| {
        panel_changes.track();
        setup.with_untracked(|s| s.tray())
    });
    let cells = Memo::new(move |_| homeland.with(homeland_cells));
    let marks = Memo::new(move |_| {
        let mut marks = Vec::new();
        if show_open.get() && step.get() == Step::Army {
            let open = exposure.with(|e| e.squares());
            marks.extend(open.squares().map(|sq| (sq, Mark::Exposed)));
            if let Some(k) = king.get().filter(|&k| open.contains(k)) {
                marks.push((k, Mark::Danger));
            }
        }
        problems.with(|ps| {
            for e in ps {
                marks.extend(problem_squares(e).into_iter().map(|sq| (sq, Mark::Problem)));
            }
        });
        if let Some(Selection::Square(sq)) = selection.get() {
            marks.push((sq, Mark::Selected));
        }
        marks
    });

    let on_press = Callback::new(move |sq: Square| {
        let (item, selection) = setup.with_untracked(|s| (s.item_at(sq), s.selection));
        if selection.is_some() {
            // Put down what is in hand at the release.
            return None;
        }
        if let Some(item) = item {
            card.set(Some(item));
        }
        item.map(|i| ghost_of(i, side))
    });
    let on_release = Callback::new(move |(sq, end): (Square, DragEnd)| {
        let had_item = setup.with_untracked(|s| s.item_at(sq).is_some());
        setup.update(|s| {
            let r = if end.moved && had_item && s.selection.is_none() {
                s.drop_from_square(sq, end.over)
            } else {
                s.tap_square(sq)
            };
            report(r);
        });
    });

    // The tray is a radio group: one item in the tab order (the one in hand,
    // else the first left to place), the arrows choose among those left,
    // Enter or Space takes one up or puts it back. Its buttons are built once
    // for each step and stay: a placement changes a count, a label and
    // whether the button is empty, not the buttons (each carries a unit's
    // picture, which is a few dozen elements for the browser to style).
    let left_of = move |item: Item| {
        tray_items.with(|items| {
            items
                .iter()
                .find(|&&(i, _)| i == item)
                .map_or(0, |&(_, left)| left)
        })
    };
    // Those left to place, in the tray's order.
    let choices = move || -> Vec<Item> {
        tray_items.with(|items| {
            items
                .iter()
                .filter(|(_, left)| *left > 0)
                .map(|(i, _)| *i)
                .collect()
        })
    };
    // The item in the tab order: the one in hand, else the first left.
    let in_hand = Memo::new(move |_| match panel_selection.get() {
        Some(Selection::Tray(i)) => Some(i),
        _ => choices().first().copied(),
    });
    let tray_buttons = move |items: Vec<(Item, u8)>| {
        items
            .into_iter()
            .map(|(item, _)| {
                let left = Memo::new(move |_| left_of(item));
                let on_keydown = move |e: leptos::ev::KeyboardEvent| {
                    let step: isize = match e.key().as_str() {
                        "ArrowRight" | "ArrowDown" => 1,
                        "ArrowLeft" | "ArrowUp" => -1,
                        _ => return,
                    };
                    e.prevent_default();
                    let choices = untrack(choices);
                    let Some(at) = choices.iter().position(|&i| i == item) else {
                        return;
                    };
                    let n = choices.len() as isize;
                    let next = choices[(at as isize + step).rem_euclid(n) as usize];
                    setup.update(|s| {
                        if s.selection != Some(Selection::Tray(next)) {
                            s.tap_tray(next);
                        }
                    });
                    notice.set(None);
                    focus_tray_item(next);
                };
                let name = item_name(item);
                let label = move || {
                    count(
                        Count::SetupTrayItem,
                        left.get().into(),
                        &[("name", &name)],
                    )
                };
                let pressed = move || panel_selection.get() == Some(Selection::Tray(item));
                let on_pointerdown = move |e: leptos::ev::PointerEvent| {
                    card.set(Some(item));
                    if left.get_untracked() == 0 || e.button() != 0 {
                        return;
                    }
                    let on_end = Callback::new(move |end: DragEnd| {
                        if end.moved {
                            setup.update(|s| report(s.drop_from_tray(item, end.over)));
                        }
                    });
                    dragging.start(&e, Some(ghost_of(item, side)), None, on_end);
                };
                view! {
                    <button
                        type="button"
                        class="tray-item"
                        class:empty=move || left.get() == 0
                        role="radio"
                        aria-label=label
                        aria-checked=move || pressed().to_string()
                        tabindex=move || if in_hand.get() == Some(item) { "0" } else { "-1" }
                        data-item=item_key(item)
                        disabled=move || left.get() == 0
                        on:keydown=on_keydown
                        on:pointerdown=on_pointerdown
                        on:pointerenter=move |_| card.set(Some(item))
                        on:click=move |_| {
                            setup.update(|s| s.tap_tray(item));
                            notice.set(None);
                        }
                    >
                        <svg viewBox="0 0 100 100" aria-hidden="true">{item_picture(item, side)}</svg>
                        <span class="count" aria-hidden="true">{move || left.get()}</span>
                    </button>
                }
                .into_any()
            })
            .collect_view()
    };
    // When the step changes, the old buttons go with the rest of the panel
    // and the new ones come a frame later, in a task of their own: a step's
    // buttons and their pictures are the panel's heaviest part, and the
    // first time also compile the code that draws the units.
    let tray_step = after_paint_copy(settled(move || panel_step.get()));
    let tray = move || {
        let step = tray_step.get();
        (panel_step.get() == step).then(|| tray_buttons(tray_items.get_untracked()))
    };

    let shown_card = move || {
        let item = card.get().or_else(|| match panel_selection.get() {
            Some(Selection::Tray(i)) => Some(i),
            _ => None,
        })?;
        let c = match item {
            Item::Tile(t) => Card::tile(ruleset, t),
            Item::Unit(r) => Card::unit(ruleset, r),
        };
        Some(view! { <CardView card=c color=side /> })
    };

    let problem_list = move || {
        panel_problems.with(|ps| {
            ps.iter()
                .filter(|e| {
                    !matches!(
                        e,
                        SetupError::TileCount { .. } | SetupError::UnitCount { .. }
                    )
                })
                .map(|e| view! { <li>{reasons::setup(e, Some(ruleset))}</li> }.into_any())
                .collect_view()
        })
    };
    let still_to_place = move || {
        panel_changes.track();
        setup.with_untracked(SetupBoard::still_to_place)
    };
    // The King's shelter, in words, and whether it is sheltered.
    let shelter = Memo::new(move |_| {
        if !show_open.get() || panel_step.get() != Step::Army {
            return None;
        }
        panel_changes.track();
        let k = king.get_untracked()?;
        let who: Vec<Role> = exposure.with_untracked(|e| e.attackers(k).collect());
        Some((shelter_words(ruleset, side, k, &who), who.is_empty()))
    });

    let keys = window_event_listener(leptos::ev::keydown, move |e| {
        if e.key() == "Escape" {
            setup.update(|s| s.selection = None);
        }
    });
    on_cleanup(move || keys.remove());

    let next = move |_| match step.get_untracked() {
        Step::Tiles => setup.update(|s| {
            if !s.go_to_army() {
                notice.set(Some(t(Msg::SetupLayTilesFirst).into()));
            }
        }),
        Step::Army => {
            if let Some(Finish::Done(h)) = setup.try_update(|s| s.finish()) {
                on_done.run(h);
            }
        }
    };
    // Done asked whether to play on with the King open to the first move.
    let asking = Memo::new(move |_| setup.with(|s| s.asking()));
    // From one step to the other, the focus lost with the step's button goes
    // to the panel's title.
    let root = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |was: Option<Step>| {
        let now = step.get();
        if was.is_some_and(|was| was != now) {
            if let Some(root) = root.get_untracked() {
                focus_when_lost((**root).clone(), document().active_element());
            }
        }
        now
    });

    let side_name = words::color(side);
    view! {
        <div class="screen setup" data-side=side_key(side) node_ref=root>
            // The board in a task of its own after the screen's frame, as
            // the panel's two halves are: the screen's first build is then
            // four tasks (the screen, the board, the panel's halves), none
            // of them long.
            <div class="board-area">
                {later(move || view! {
                    <Board
                        cells=cells
                        marks=marks
                        flipped=Signal::stored(side == Color::Black)
                        on_press=on_press
                        on_release=on_release
                        label=fill(Msg::SetupHomeland, &[("side", side_name)])
                    />
                })}
            </div>
            <aside class="panel">
                {later(move || view! {
                    <p class="game-tag">{game_title(ruleset)}</p>
                    <h2 class="panel-title">
                        {move || match panel_step.get() {
                            Step::Tiles => fill(Msg::SetupTitleTiles, &[("side", side_name)]),
                            Step::Army => fill(Msg::SetupTitleArmy, &[("side", side_name)]),
                        }}
                    </h2>
                    <p class="hint">
                        {move || match panel_step.get() {
                            Step::Tiles => t(Msg::SetupHintTiles).to_string(),
                            Step::Army => fill(
                                Msg::SetupHintArmy,
                                &[("rule", &mountain_rule(ruleset))],
                            ),
                        }}
                    </p>
                    <div class="tray" role="radiogroup" aria-label=move || match panel_step.get() {
                        Step::Tiles => t(Msg::SetupTrayTiles),
                        Step::Army => t(Msg::SetupTrayUnits),
                    }>
                        {tray}
                    </div>
                    <div class="card-slot" aria-live="polite">{shown_card}</div>
                    <ul class="problems" role="alert">{problem_list}</ul>
                    <p class="notice" role="status">{move || notice.get()}</p>
                })}
                // The panel's lower half in a task of its own (the first
                // build of a setup also compiles the code that draws it).
                {later(move || view! {
                    {move || (panel_step.get() == Step::Army).then(|| view! {
                        <Toggle value=show_open label=t(Msg::SetupShowOpen) />
                    }.into_any())}
                    <p class="king-warning" aria-live="polite" class:safe=move || shelter.with(|s| s.as_ref().is_some_and(|s| s.1))>
                        {move || shelter.with(|s| s.as_ref().map(|s| s.0.clone()))}
                    </p>
                    {move || asking.get().then(|| view! {
                        <div class="banner ask" role="alert">
                            <p>{t(Msg::SetupOpenKingAsk)}</p>
                            <button type="button" class="button danger" on:click=next>{t(Msg::SetupPlayAnyway)}</button>
                        </div>
                    })}
                    <div class="actions">
                        // A whole homeland at once is drawn in a task after
                        // the press's own frame: the press is answered at
                        // once, and the drawing of every tile or unit and
                        // the paint of them fall in tasks of their own. (If
                        // the side or the step changed in between, the
                        // press is void.)
                        <button type="button" class="button" on:click=move |_| {
                            let pressed_at = setup.with_untracked(|s| (s.side(), s.step));
                            after_paint(move || {
                                let _ = setup.try_update(|s| {
                                    if (s.side(), s.step) == pressed_at {
                                        let mut rng = random_u64;
                                        s.fill_randomly(&mut rng);
                                    }
                                });
                                let _ = notice.try_set(None);
                            });
                        }>
                            {move || match panel_step.get() {
                                Step::Tiles => t(Msg::SetupFill),
                                Step::Army => t(Msg::SetupPlace),
                            }}
                        </button>
                        {button("button", t(Msg::SetupClear), move || setup.update(|s| {
                            s.clear();
                            notice.set(None);
                        }))}
                        {move || matches!(panel_selection.get(), Some(Selection::Square(_))).then(|| view! {
                            {button("button", t(Msg::SetupTakeBack), move || setup.update(|s| s.remove_selected()))}
                        }.into_any())}
                        {move || (panel_step.get() == Step::Army).then(|| view! {
                            {button("button", t(Msg::SetupBackToTiles), move || setup.update(|s| s.go_to_tiles()))}
                        }.into_any())}
                        {button("button", t(Msg::SetupLayouts), move || library_open.set(true))}
                        {button("button", t(Msg::PageRules), move || rules_open.set(true))}
                        <button
                            type="button"
                            class="button primary"
                            disabled=move || !panel_ready.get()
                            on:click=next
                        >
                            {move || match panel_step.get() {
                                Step::Tiles => t(Msg::SetupNext),
                                Step::Army => t(Msg::SetupDone),
                            }}
                        </button>
                    </div>
                    <p class="hint small">{still_to_place}</p>
                })}
            </aside>
            {deferred_once(
                library_open.into(),
                Callback::new(move |()| library_open.set(false)),
                page_notice,
                Callback::new(move |()| {
                    library.run(LibraryOver {
                        setup,
                        open: library_open,
                        notice: page_notice,
                        status: notice,
                    })
                }),
            )}
        </div>
    }
}
