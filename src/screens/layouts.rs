//! The library of tile layouts: saving a homeland under a name, laying a saved
//! or built-in one on either side, renaming, deleting, sharing it as a link;
//! and the screen that shows a layout opened from a link.

use cyvasse::{Color, Layout, Ruleset, Terrain};
use leptos::prelude::*;

use crate::board::{homeland_cells, Board};
use crate::i18n::words::game_title;
use crate::i18n::{fill, reasons, t, Msg};
use crate::route::link_to;
use crate::setup_model::SetupBoard;
use crate::storage::{self, SavedLayout};
use crate::widgets::{
    button, message_line, select_text, Dialog, NameField, RenameForm, UndoBanner,
};

/// Layouts every player starts with, as layout texts (White's view). Each
/// is offered in a game of its ruleset. The `armor` armies were built by
/// `cyvasse setup-ai armor w` (seeds 33 and 44): no first enemy move can
/// take their King.
pub const BUILT_IN: &[(Msg, &str)] = &[
    (
        Msg::LayoutMountainGate,
        "iron:m1f2f1m/1w1mm1w1/f1w1t1wf/wm1f1fm1:1H4L1/2XD1T2/3SKR2/2C1E3",
    ),
    (
        Msg::LayoutRiverLine,
        "iron:w1w1ww1w/1m1ff1m1/f1m2m1f/m1ft2fm:8/H1X2L1R/1C1SE1T1/1D1K4",
    ),
    (
        Msg::LayoutForestKeep,
        "iron:f1m2m1f/1w1w2w1/m1ftf2m/mwf2fwm",
    ),
    (
        Msg::LayoutTowerGuard,
        "armor:8/5w2/5mw1/mw2m3:1LXOH2R/1ECKLR2/S1HER3/1SD2X1R",
    ),
    (
        Msg::LayoutDeepKing,
        "armor:7w/w1m2m2/2m5/6w1:S1ERXR2/1S1O4/DH1RXC1R/1HLKL2E",
    ),
    (Msg::LayoutWaterGate, "armor:8/2wmm2w/m7/1w6"),
];

/// One entry of the library.
#[derive(Clone, Debug, PartialEq)]
struct Entry {
    /// The storage id; `None` for a built-in layout.
    id: Option<String>,
    name: String,
    layout: Layout,
    /// When it was saved (built-in layouts: never).
    created: f64,
    /// The revision read (see `storage`).
    rev: u64,
}

/// The library's entries for a homeland of `ruleset`: the built-in layouts,
/// then those saved here, of that ruleset alone.
fn entries(notice: RwSignal<Option<String>>, ruleset: Ruleset) -> Vec<Entry> {
    let mut out: Vec<Entry> = BUILT_IN
        .iter()
        .filter_map(|(name, text)| {
            Some(Entry {
                id: None,
                name: t(*name).to_string(),
                layout: text.parse().ok()?,
                created: 0.0,
                rev: 0,
            })
        })
        .collect();
    out.retain(|e| e.layout.ruleset() == ruleset);
    let mut trouble = storage::Trouble::default();
    for (id, saved) in storage::layouts(&mut trouble) {
        if let Ok(layout) = saved.layout() {
            if layout.ruleset() != ruleset {
                continue;
            }
            out.push(Entry {
                id: Some(id),
                name: saved.name,
                layout,
                created: saved.created,
                rev: saved.rev,
            });
        }
    }
    if let Some(m) = trouble.message() {
        notice.set(Some(m));
    }
    out
}

/// A small picture of a layout's tiles, as its owner sees them.
#[component]
fn LayoutPreview(layout: Layout) -> impl IntoView {
    let homeland = layout.homeland(Color::White);
    let tiles = homeland
        .squares()
        .into_iter()
        .filter(|&sq| homeland.tile(sq) != Terrain::Grass)
        .map(|sq| {
            let x = sq.file() * 10;
            let y = (3 - sq.rank()) * 10;
            let class = format!("mini {}", homeland.tile(sq).name());
            let unit = homeland.unit(sq).is_some();
            view! {
                <rect class=class x=x y=y width="10" height="10" />
                {unit.then(|| view! { <circle class="mini-unit" cx=x + 5 cy=y + 5 r="2.5" /> })}
            }
        })
        .collect_view();
    let units = homeland
        .squares()
        .into_iter()
        .filter(|&sq| homeland.unit(sq).is_some() && homeland.tile(sq) == Terrain::Grass)
        .map(|sq| {
            let x = sq.file() * 10 + 5;
            let y = (3 - sq.rank()) * 10 + 5;
            view! { <circle class="mini-unit" cx=x cy=y r="2.5" /> }
        })
        .collect_view();
    view! {
        <svg class="layout-preview" viewBox="0 0 80 40" aria-hidden="true">
            <rect class="mini grass" width="80" height="40" />
            {tiles}
            {units}
        </svg>
    }
}

/// The library, as a dialog over the setup screen.
#[component]
pub fn LayoutLibrary(
    setup: RwSignal<SetupBoard>,
    open: RwSignal<bool>,
    /// Where broken entries are reported.
    notice: RwSignal<Option<String>>,
    /// The setup screen's own line, for what was laid out.
    status: RwSignal<Option<String>>,
) -> impl IntoView {
    let list = RwSignal::new(Vec::<Entry>::new());
    let ruleset = setup.with_untracked(|s| s.homeland.ruleset());
    let name = RwSignal::new(String::new());
    let with_army = RwSignal::new(false);
    let message = RwSignal::new(None::<(bool, String)>);
    let sharing = RwSignal::new(None::<String>);
    let renaming = RwSignal::new(None::<String>);
    let new_name = RwSignal::new(String::new());
    let undo = RwSignal::new(None::<(String, String, String)>);
    // Opening the library reads it afresh.
    let refresh = move || {
        list.set(entries(notice, ruleset));
        message.set(None);
        sharing.set(None);
        renaming.set(None);
        let army_ready = setup.with_untracked(|s| s.homeland.validate().is_ok());
        with_army.set(army_ready);
        let n = list.with_untracked(|l| l.iter().filter(|e| e.id.is_some()).count());
        name.set(fill(Msg::LayoutMyN, &[("n", &(n + 1).to_string())]));
    };
    // A layout saved, renamed or deleted in another tab shows here at once.
    let others = window_event_listener(leptos::ev::storage, move |e| {
        if open.get_untracked() && e.key().is_some_and(|k| storage::LAYOUTS.holds_key(&k)) {
            list.set(entries(notice, ruleset));
        }
    });
    on_cleanup(move || others.remove());

    let save = move |e: leptos::ev::SubmitEvent| {
        e.prevent_default();
        let units = with_army.get_untracked();
        let layout = setup.with_untracked(|s| Layout::of(&s.homeland, units));
        let title = name.get_untracked().trim().to_string();
        let title = if title.is_empty() {
            t(Msg::LayoutMy).to_string()
        } else {
            title
        };
        let title = list.with_untracked(|l| unique_name(&title, l.iter().map(|e| e.name.as_str())));
        match layout {
            Ok(layout) => {
                let mut saved = SavedLayout {
                    name: title.clone(),
                    created: js_sys::Date::now(),
                    layout: layout.to_text(),
                    rev: 0,
                };
                match storage::LAYOUTS.save(&storage::new_id(), &mut saved) {
                    Ok(()) => {
                        message.set(Some((true, fill(Msg::LayoutSaved, &[("name", &title)]))));
                        list.set(entries(notice, ruleset));
                    }
                    Err(e) => message.set(Some((false, e.to_string()))),
                }
            }
            Err(e) => message.set(Some((
                false,
                fill(Msg::LayoutNotSaved, &[("reason", &reasons::layout(&e))]),
            ))),
        }
    };
    let apply = move |entry: Entry| {
        setup.update(|s| s.apply_layout(&entry.layout));
        open.set(false);
        status.set(Some(fill(Msg::LayoutLaidOut, &[("name", &entry.name)])));
    };
    let rename = move |id: String| {
        let title = new_name.get_untracked().trim().to_string();
        renaming.set(None);
        if title.is_empty() {
            return;
        }
        let found =
            list.with_untracked(|l| l.iter().find(|e| e.id.as_deref() == Some(&id)).cloned());
        if let Some(entry) = found {
            let name = list.with_untracked(|l| {
                let others = l.iter().filter(|e| e.id.as_deref() != Some(&id));
                unique_name(&title, others.map(|e| e.name.as_str()))
            });
            let mut saved = SavedLayout {
                name,
                created: entry.created,
                layout: entry.layout.to_text(),
                rev: entry.rev,
            };
            if let Err(e) = storage::LAYOUTS.save(&id, &mut saved) {
                message.set(Some((false, e.to_string())));
            }
        }
        list.set(entries(notice, ruleset));
    };
    let delete = move |id: String, title: String| {
        if let Some(text) = storage::LAYOUTS.delete(&id) {
            undo.set(Some((id, title, text)));
        }
        list.set(entries(notice, ruleset));
    };
    let undo_delete = move |()| {
        if let Some((id, _, text)) = undo.get_untracked() {
            if let Err(e) = storage::LAYOUTS.restore(&id, &text) {
                message.set(Some((false, e.to_string())));
            }
        }
        undo.set(None);
        list.set(entries(notice, ruleset));
    };

    let row = move |entry: Entry| {
        let key = entry
            .id
            .clone()
            .unwrap_or_else(|| format!("built-in {}", entry.name));
        let kind = t(if entry.layout.has_units() {
            Msg::LayoutTilesArmy
        } else {
            Msg::LayoutTiles
        });
        let link = link_to(&entry.layout.to_link());
        let (k1, k2) = (key.clone(), key.clone());
        let applied = entry.clone();
        let title = entry.name.clone();
        let editing = {
            let id = entry.id.clone();
            move || id.is_some() && renaming.get() == id
        };
        let id_for_rename = entry.id.clone();
        let id_for_edit = entry.id.clone();
        let id_for_delete = entry.id.clone();
        let name_for_edit = entry.name.clone();
        let name_for_delete = entry.name.clone();
        view! {
            <li class="layout-entry" aria-label=entry.name.clone()>
                <LayoutPreview layout=entry.layout.clone() />
                <div class="layout-info">
                    {move || if editing() {
                        let id = id_for_rename.clone();
                        view! {
                            <RenameForm
                                value=new_name
                                on_save=Callback::new(move |()| {
                                    if let Some(id) = id.clone() {
                                        rename(id);
                                    }
                                })
                                on_cancel=Callback::new(move |()| renaming.set(None))
                            />
                        }.into_any()
                    } else {
                        view! { <h3 title=title.clone()>{title.clone()}</h3> }.into_any()
                    }}
                    <p class="hint small">
                        {if entry.id.is_none() {
                            fill(Msg::LayoutBuiltIn, &[("kind", kind)])
                        } else {
                            kind.to_string()
                        }}
                    </p>
                    <div class="actions">
                        {button("button primary", t(Msg::LayoutApply), move || apply(applied.clone()))}
                        {button("button", t(Msg::SavedShare), move || {
                            let open_now = sharing.get_untracked().as_deref() == Some(k1.as_str());
                            sharing.set((!open_now).then(|| k1.clone()));
                        })}
                        {id_for_edit.map(|id| {
                            let n = name_for_edit.clone();
                            button("button", t(Msg::SavedRename), move || {
                                new_name.set(n.clone());
                                renaming.set(Some(id.clone()));
                            })
                        })}
                        {id_for_delete.map(|id| {
                            let n = name_for_delete.clone();
                            button("button danger", t(Msg::SavedDelete), move || delete(id.clone(), n.clone()))
                        })}
                    </div>
                    {move || (sharing.get().as_deref() == Some(k2.as_str())).then(|| view! {
                        <input
                            type="text"
                            readonly
                            class="share-link"
                            aria-label=t(Msg::LayoutLink)
                            prop:value=link.clone()
                            on:focus=|e| select_text(&e)
                        />
                    }.into_any())}
                </div>
            </li>
        }
        .into_any()
    };

    // The list is read each time it opens.
    view! {
        <Dialog
            open=open
            on_close=Callback::new(move |()| open.set(false))
            class="layouts"
            label=t(Msg::LayoutTitle)
            outside_closes=true
        >
            {move || {
                untrack(refresh);
                view! {
                    <header class="dialog-head">
                        <h2>{t(Msg::LayoutTitle)}</h2>
                        {button("button", t(Msg::SavedClose), move || open.set(false))}
                    </header>
                    <form class="save-layout" on:submit=save>
                        <NameField label=t(Msg::LayoutSaveAs) aria=t(Msg::LayoutName) value=name />
                        <label class="toggle">
                            <input
                                type="checkbox"
                                aria-label=t(Msg::LayoutWithArmy)
                                prop:checked=move || with_army.get()
                                on:change=move |e| with_army.set(event_target_checked(&e))
                            />
                            {t(Msg::LayoutWithArmy)}
                        </label>
                        <button type="submit" class="button primary">{t(Msg::LayoutSave)}</button>
                    </form>
                    {move || message.get().map(|(ok, m)| message_line(ok, m))}
                    <UndoBanner
                        deleted=undo
                        on_undo=Callback::new(undo_delete)
                    />
                    <ul class="layout-list">
                        {move || list.get().into_iter().map(row).collect_view()}
                    </ul>
                }
            }}
        </Dialog>
    }
}

/// A layout opened from a link: shown, then kept or played.
#[component]
pub fn SharedLayoutScreen(
    layout: Layout,
    notice: RwSignal<Option<String>>,
    on_play: Callback<Layout>,
    on_back: Callback<()>,
) -> impl IntoView {
    let homeland = layout.homeland(Color::White);
    let cells = Signal::stored(homeland_cells(&homeland));
    let name = RwSignal::new(t(Msg::LayoutShared).to_string());
    let saved = RwSignal::new(false);
    let game = layout.ruleset();
    let kind = t(if layout.has_units() {
        Msg::LayoutSharedArmy
    } else {
        Msg::LayoutSharedTiles
    });
    let keep = layout.clone();
    let save = move |e: leptos::ev::SubmitEvent| {
        e.prevent_default();
        let title = name.get_untracked().trim().to_string();
        let mut entry = SavedLayout {
            name: if title.is_empty() {
                t(Msg::LayoutShared).into()
            } else {
                title
            },
            created: js_sys::Date::now(),
            layout: keep.to_text(),
            rev: 0,
        };
        match storage::LAYOUTS.save(&storage::new_id(), &mut entry) {
            Ok(()) => saved.set(true),
            Err(e) => notice.set(Some(e.to_string())),
        }
    };
    view! {
        <div class="screen setup shared-layout">
            <div class="board-area">
                <Board
                    cells=cells
                    marks=Signal::stored(Vec::new())
                    flipped=Signal::stored(false)
                    on_press=Callback::new(|_| None)
                    on_release=Callback::new(|_| ())
                    label=t(Msg::LayoutShared).to_string()
                />
            </div>
            <aside class="panel">
                <h2 class="panel-title">{fill(Msg::LayoutSharedTitle, &[("game", game_title(layout.ruleset()))])}</h2>
                <p class="hint">{kind}</p>
                {move || if saved.get() {
                    view! { <p class="notice" role="status">{fill(Msg::LayoutKept, &[("game", game_title(game))])}</p> }.into_any()
                } else {
                    view! {
                        <form class="save-layout" on:submit=save.clone()>
                            <NameField label=t(Msg::LayoutNameField) aria=t(Msg::LayoutName) value=name />
                            <button type="submit" class="button primary">{t(Msg::LayoutSaveMine)}</button>
                        </form>
                    }.into_any()
                }}
                <div class="actions">
                    {button("button", t(Msg::LayoutPlay), move || on_play.run(layout.clone()))}
                    {button("button", t(Msg::SavedBack), move || on_back.run(()))}
                </div>
            </aside>
        </div>
    }
}

/// `wanted`, or, if a layout of that name is in `taken` already, the same
/// name with the first free number: `My wall (2)`, `My wall (3)`…
pub fn unique_name<'a>(wanted: &str, taken: impl Iterator<Item = &'a str> + Clone) -> String {
    let free = |name: &str| !taken.clone().any(|t| t == name);
    if free(wanted) {
        return wanted.to_string();
    }
    (2..)
        .map(|n| format!("{wanted} ({n})"))
        .find(|name| free(name))
        .unwrap_or_else(|| wanted.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_repeated_name_gets_the_first_free_number() {
        let taken = ["My wall", "My wall (2)", "Gate", "My layout"];
        let names = || taken.iter().copied();
        assert_eq!(unique_name("Tower", names()), "Tower");
        assert_eq!(unique_name("Gate", names()), "Gate (2)");
        assert_eq!(unique_name("My wall", names()), "My wall (3)");
        assert_eq!(unique_name("My layout", names()), "My layout (2)");
        assert_eq!(unique_name("My wall (2)", names()), "My wall (2) (2)");
    }

    #[test]
    fn both_games_have_built_in_layouts() {
        for ruleset in Ruleset::ALL {
            let of = |units| {
                BUILT_IN.iter().filter(move |(_, t)| {
                    let l: Layout = t.parse().unwrap();
                    l.ruleset() == ruleset && l.has_units() == units
                })
            };
            assert!(
                of(true).count() >= 2 && of(false).count() >= 1,
                "{ruleset:?}"
            );
        }
    }

    #[test]
    fn built_in_layouts_follow_the_rules() {
        for (name, text) in BUILT_IN {
            let layout: Layout = text.parse().unwrap_or_else(|e| panic!("{name:?}: {e}"));
            for side in Color::ALL {
                let h = layout.homeland(side);
                if layout.has_units() {
                    assert!(
                        h.validate().is_ok(),
                        "{name:?} for {side}: {:?}",
                        h.validate()
                    );
                    if layout.ruleset() == Ruleset::Armor {
                        let king = h.units_of(cyvasse::Role::King).first().unwrap();
                        assert!(
                            !h.exposure().squares().contains(king),
                            "{name:?} for {side}"
                        );
                    }
                }
            }
        }
    }
}
