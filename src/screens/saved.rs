//! The saved games: the list, opening, renaming, deleting with undo, and a
//! game's text and link for export, and import from text.

use cyvasse::{Color, GameRecord, Homeland};
use leptos::prelude::*;

use crate::i18n::words::{self, game_title};
use crate::i18n::{fill, reasons, t, Msg};
use crate::route::link_to;
use crate::session::{date_text, Export, Seats};
use crate::storage::{self, SavedGame, Stage};
use crate::widgets::{
    button, copy_text, message_line, select_text, Dialog, RenameForm, SendLink, UndoBanner,
};

/// A saved game's game (its ruleset's title) and state in words, and
/// whether it is finished, from its summary (nothing is replayed). A game
/// with a friend at another device says whose move it is, or that it waits
/// for the friend's link while the homelands are not both known.
pub fn summary(saved: &SavedGame) -> (&'static str, String, bool) {
    let ruleset = saved.ruleset();
    let game = ruleset.map_or("", game_title);
    let friend = Seats::of_saved(saved).remote();
    let (status, over) = match &saved.stage {
        Stage::Setup { .. } if saved.online.is_some() => (t(Msg::SavedWaitingLink).into(), false),
        Stage::Setup { building, .. } => match building.parse::<Homeland>() {
            Ok(h) => (
                fill(Msg::SavedSettingUpSide, &[("side", words::color(h.side()))]),
                false,
            ),
            Err(_) => (t(Msg::SavedSettingUp).into(), false),
        },
        // Saved before summaries were kept, and does not replay: it is told
        // so when opened.
        Stage::Play { summary: None, .. } => (t(Msg::SavedInPlay).into(), false),
        Stage::Play {
            summary: Some(summary),
            ..
        } => match (summary.result(), Color::from_char(summary.to_move)) {
            (Some(result), _) => {
                let (head, why) = words::result(result, ruleset.unwrap_or_default());
                (
                    fill(Msg::SavedResult, &[("head", &head), ("why", &why)]),
                    true,
                )
            }
            (None, Some(side)) if friend.is_some() => (
                fill(
                    if friend == Some(side) {
                        Msg::SavedFriendsMove
                    } else {
                        Msg::SavedYourMove
                    },
                    &[("n", &summary.fullmove.to_string())],
                ),
                false,
            ),
            (None, Some(side)) => (
                fill(
                    Msg::SavedInPlayMove,
                    &[
                        ("n", &summary.fullmove.to_string()),
                        ("side", words::color(side)),
                    ],
                ),
                false,
            ),
            (None, None) => (t(Msg::SavedInPlay).into(), summary.is_over()),
        },
    };
    (game, status, over)
}

/// The saved games screen.
#[component]
pub fn GamesScreen(
    /// Opens a game: resumes it, or replays a finished one.
    on_open: Callback<(String, SavedGame)>,
    /// A game was renamed (`Some(name)`) or deleted (`None`).
    on_changed: Callback<(String, Option<String>)>,
    on_back: Callback<()>,
    notice: RwSignal<Option<String>>,
    export: RwSignal<Option<Export>>,
) -> impl IntoView {
    let load = move || {
        let mut trouble = storage::Trouble::default();
        let games = storage::games(&mut trouble);
        if let Some(m) = trouble.message() {
            notice.set(Some(m));
        }
        games
    };
    let games = RwSignal::new(load());
    let renaming = RwSignal::new(None::<String>);
    let new_name = RwSignal::new(String::new());
    // The last deletion, so that it can be undone: id, name, saved text.
    let undo = RwSignal::new(None::<(String, String, String)>);
    let import_text = RwSignal::new(String::new());
    let import_message = RwSignal::new(None::<Imported>);

    let rename = move |id: String| {
        let name = new_name.get_untracked().trim().to_string();
        renaming.set(None);
        if name.is_empty() {
            return;
        }
        if let Some(mut game) = storage::GAMES.get(&id) {
            game.name = name.clone();
            match storage::GAMES.save(&id, &mut game) {
                Ok(()) => on_changed.run((id, Some(name))),
                Err(e) => notice.set(Some(e.to_string())),
            }
        }
        games.set(load());
    };
    let delete = move |id: String, name: String| {
        if let Some(text) = storage::GAMES.delete(&id) {
            on_changed.run((id.clone(), None));
            undo.set(Some((id, name, text)));
        }
        games.set(load());
    };
    let undo_delete = move |()| {
        if let Some((id, _, text)) = undo.get_untracked() {
            if let Err(e) = storage::GAMES.restore(&id, &text) {
                notice.set(Some(e.to_string()));
            }
        }
        undo.set(None);
        games.set(load());
    };
    let import = move || {
        let text = import_text.get_untracked();
        let replayed = match text.parse::<GameRecord>().and_then(|r| r.replay()) {
            Ok(replayed) => replayed,
            Err(e) => {
                let (head, detail) = reasons::import(&e);
                return import_message.set(Some(Imported::Refused { head, detail }));
            }
        };
        let record = GameRecord::of(&replayed);
        if let Some((id, game)) =
            games.with_untracked(|g| g.iter().find(|(_, s)| s.is_game(&record)).cloned())
        {
            return import_message.set(Some(Imported::There(id, Box::new(game))));
        }
        let now = js_sys::Date::now();
        let name = name_in(&text).unwrap_or_else(|| t(Msg::SavedImportedGame).into());
        let mut game = SavedGame {
            name: name.clone(),
            created: now,
            updated: now,
            players: Seats::here().players(),
            stage: Stage::play(&replayed),
            opponent: None,
            online: None,
            link_came: None,
            rev: 0,
        };
        import_message.set(Some(
            match storage::GAMES.save(&storage::new_id(), &mut game) {
                Ok(()) => {
                    import_text.set(String::new());
                    Imported::Done(fill(Msg::SavedImported, &[("name", &name)]))
                }
                Err(e) => Imported::Refused {
                    head: e.to_string(),
                    detail: None,
                },
            },
        ));
        games.set(load());
    };
    let import_said = move |said: Imported| match said {
        Imported::Done(m) => message_line(true, m),
        Imported::Refused { head, detail } => view! {
            <div class="error" role="alert">
                <p>{head}</p>
                {detail.map(|d| view! {
                    <details>
                        <summary>{t(Msg::SavedImportDetail)}</summary>
                        <p>{d}</p>
                    </details>
                })}
            </div>
        }
        .into_any(),
        Imported::There(id, game) => {
            let name = game.name.clone();
            view! {
                <div class="notice already" role="alert">
                    <p>{fill(Msg::SavedAlready, &[("name", &name)])}</p>
                    {button("button primary", t(Msg::SavedOpenSaved), move || {
                        on_open.run((id.clone(), (*game).clone()))
                    })}
                </div>
            }
            .into_any()
        }
    };

    let row = move |(id, game): (String, SavedGame)| {
        let (ruleset, status, over) = summary(&game);
        let name = game.name.clone();
        let seats = Seats::of_saved(&game);
        let [white, black] = words::players(seats.computer(), seats.remote());
        let mut meta = fill(
            Msg::SavedMeta,
            &[
                ("date", &date_text(game.updated)),
                ("white", &white),
                ("black", &black),
                ("game", ruleset),
                ("status", &status),
            ],
        );
        if let Some(came) = game.link_came {
            meta.push_str(" · ");
            meta.push_str(&fill(Msg::SavedLastLink, &[("date", &date_text(came))]));
        }
        let record = match &game.stage {
            Stage::Play { record, .. } => record.parse::<GameRecord>().ok(),
            Stage::Setup { .. } => None,
        };
        let (id1, id2, id3, id4) = (id.clone(), id.clone(), id.clone(), id.clone());
        let (name1, name2, name3, name4) = (name.clone(), name.clone(), name.clone(), name.clone());
        let open_game = game.clone();
        view! {
            <li class="saved-game" data-id=id.clone() aria-label=name.clone()>
                {move || {
                    let editing = renaming.get().as_deref() == Some(id1.as_str());
                    let id = id1.clone();
                    if editing {
                        view! {
                            <RenameForm
                                value=new_name
                                on_save=Callback::new(move |()| rename(id.clone()))
                                on_cancel=Callback::new(move |()| renaming.set(None))
                            />
                        }
                        .into_any()
                    } else {
                        view! { <h3 class="saved-name" title=name1.clone()>{name1.clone()}</h3> }.into_any()
                    }
                }}
                <p class="saved-meta">{meta}</p>
                <div class="actions">
                    {button(
                        "button primary",
                        t(if over { Msg::SavedReplay } else { Msg::SavedContinue }),
                        move || on_open.run((id2.clone(), open_game.clone())),
                    )}
                    {button("button", t(Msg::SavedRename), move || {
                        new_name.set(name2.clone());
                        renaming.set(Some(id3.clone()));
                    })}
                    {record.map(|record| {
                        let name = name3.clone();
                        button("button", t(Msg::SavedShare), move || export.set(Some(Export {
                            name: name.clone(),
                            record: record.clone(),
                        })))
                    })}
                    {button("button danger", t(Msg::SavedDelete), move || delete(id4.clone(), name4.clone()))}
                </div>
            </li>
        }
        .into_any()
    };

    view! {
        <div class="screen games">
            <div class="games-card">
                <header class="dialog-head">
                    <h2>{t(Msg::SavedTitle)}</h2>
                    {button("button", t(Msg::SavedBack), move || on_back.run(()))}
                </header>
                <UndoBanner
                    deleted=undo
                    on_undo=Callback::new(undo_delete)
                />
                {move || if games.with(|g| g.is_empty()) {
                    view! { <p class="hint">{t(Msg::SavedNone)}</p> }.into_any()
                } else {
                    view! {
                        <ul class="saved-list">
                            {move || games.get().into_iter().map(row).collect_view()}
                        </ul>
                    }.into_any()
                }}
                <section class="import" aria-label=t(Msg::SavedImportTitle)>
                    <h3>{t(Msg::SavedImportTitle)}</h3>
                    <p class="hint small">{t(Msg::SavedImportHint)}</p>
                    <textarea
                        aria-label=t(Msg::SavedGameText)
                        rows="5"
                        spellcheck="false"
                        prop:value=move || import_text.get()
                        on:input=move |e| import_text.set(event_target_value(&e))
                    ></textarea>
                    {button("button", t(Msg::SavedImport), import)}
                    {move || import_message.get().map(import_said)}
                </section>
            </div>
        </div>
    }
}

/// What came of an import: the game imported (in words), refused (a
/// sentence, and the detail where there is one), or there already.
#[derive(Clone)]
enum Imported {
    Done(String),
    Refused {
        head: String,
        detail: Option<String>,
    },
    There(String, Box<SavedGame>),
}

/// A game's link and text, to copy or share.
#[component]
pub fn ExportDialog(export: RwSignal<Option<Export>>) -> impl IntoView {
    let select_all = |e: leptos::ev::FocusEvent| select_text(&e);
    view! {
        <Dialog
            open=Signal::derive(move || export.with(Option::is_some))
            on_close=Callback::new(move |()| export.set(None))
            class="export"
            label=t(Msg::SavedShareGame)
            outside_closes=true
        >
            {move || export.get_untracked().map(|Export { name, record }| {
                let link = link_to(&record.to_link());
                let text = format!("# {name}\n{}", record.to_text());
                let copied = RwSignal::new(false);
                let copy = {
                    let text = text.clone();
                    move || {
                        copy_text(&text);
                        copied.set(true);
                    }
                };
                view! {
                    <header class="dialog-head">
                        <h2>{fill(Msg::SavedShareName, &[("name", &name)])}</h2>
                        <button type="button" class="button" on:click=move |_| export.set(None)>{t(Msg::SavedClose)}</button>
                    </header>
                    <SendLink link=link label=t(Msg::SavedLinkField) />
                    <div class="send-text">
                        <label class="field">
                            {t(Msg::SavedTextField)}
                            <textarea readonly rows="8" aria-label=t(Msg::SavedGameText) prop:value=text on:focus=select_all></textarea>
                        </label>
                        <div class="actions">{button("button", t(Msg::SavedCopyText), copy)}</div>
                        <p class="notice" role="status">{move || copied.get().then(|| t(Msg::SendCopied))}</p>
                    </div>
                }
            })}
        </Dialog>
    }
}

/// The longest name a saved game takes from an imported text, in characters
/// (as long as the rename field allows).
const MAX_NAME: usize = crate::widgets::NAME_MAX;

/// The name an exported game's text carries on its first line (`# name`, as
/// the export writes it), if it has one.
fn name_in(text: &str) -> Option<String> {
    let first = text
        .trim_start_matches('\u{feff}')
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty())?;
    let name = first.strip_prefix('#')?.trim();
    (!name.is_empty()).then(|| name.chars().take(MAX_NAME).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_imported_text_keeps_the_name_on_its_first_line() {
        assert_eq!(
            name_in("# My best game\niron w …").as_deref(),
            Some("My best game")
        );
        assert_eq!(
            name_in("\u{feff}\n  #  Spaced  \n# other").as_deref(),
            Some("Spaced")
        );
        assert_eq!(name_in("iron w …\n# late comment"), None);
        assert_eq!(name_in("#\niron w …"), None);
        assert_eq!(name_in(""), None);
        let long = format!("# {}", "é".repeat(100));
        assert_eq!(name_in(&long).map(|n| n.chars().count()), Some(MAX_NAME));
    }
}
