//! The page's shell: which screen is up (each is a file of its own under
//! `screens/`), the game on the device and its saving, links, and the rules
//! help over every screen.
//!
//! Secrecy: a finished homeland is kept only in Rust memory until both are
//! done; the DOM holds nothing of it while the other player sets up.

use cyvasse::{ByColor, Color, GameRecord, Homeland, Layout, Level, Link, Position, Ruleset};
use leptos::prelude::*;

use crate::ai::Computer;
use crate::drag::{DragGhost, Dragging};
use crate::help::{capitalized, RulesDialogProps};
use crate::play_model::PlayBoard;
use crate::random_u64;
use crate::screens::handoff::{HandoffScreen, Next};
use crate::screens::layouts::SharedLayoutScreenProps;
use crate::screens::parts;
use crate::screens::play::PlayScreenProps;
use crate::screens::saved::{self, Export, ExportDialogProps, GamesScreenProps};
use crate::screens::setup::SetupScreenProps;
use crate::screens::start::StartScreen;
use crate::screens::versus::VersusScreenProps;
use crate::session::{Seats, Session};
use crate::setup_model::{SetupBoard, Step};
use crate::storage::{self, SavedGame, Stage};
use crate::widgets::{button, message_line};

/// Which screen is up.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Screen {
    /// The title screen.
    Start,
    /// "Give the device to …": before a setup, or before the reveal.
    Handoff(Next),
    /// A player builds their homeland.
    Setup,
    /// The game.
    Play,
    /// The saved games.
    Games,
    /// A layout opened from a link.
    SharedLayout,
    /// Choosing a side and level against the computer.
    Versus,
    /// The computer builds its homeland.
    Waiting,
}

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    Dragging::provide();
    let screen = RwSignal::new(Screen::Start);
    let rules_open = RwSignal::new(false);
    // The settings as saved, and the one of them shown.
    let settings = StoredValue::new(storage::settings());
    let follow = RwSignal::new(settings.with_value(|s| s.follow));
    // The settings as another tab saved them, taken over.
    let take_stored_settings = move || {
        let now = storage::settings();
        follow.set(now.follow);
        settings.set_value(now);
    };
    let setup = RwSignal::new(SetupBoard::new(Ruleset::Iron, Color::White));
    let finished: StoredValue<ByColor<Option<Homeland>>> = StoredValue::new(ByColor::default());
    // The game, once both homelands are in: a signal of its own, which the
    // play screen updates in place.
    // It belongs to the page, not to whichever screen's button created it.
    let play = RwSignal::new(None::<RwSignal<PlayBoard>>);
    let owner = StoredValue::new_local(Owner::current());
    let new_play = move |board: PlayBoard| {
        owner.with_value(|owner| match owner {
            Some(owner) => owner.with(|| RwSignal::new(board)),
            None => RwSignal::new(board),
        })
    };
    // The old game's signal goes a moment later, not at once: a screen that
    // shows it may stay on show until the next screen's part is ready (see
    // `parts::deferred`), and must not read a signal that is gone.
    let drop_game = move || {
        if let Some(old) = play.get_untracked() {
            set_timeout(move || old.dispose(), std::time::Duration::from_secs(2));
        }
        play.set(None);
    };
    let error = RwSignal::new(None::<String>);
    // Messages about saving and links, until dismissed.
    let notice = RwSignal::new(None::<String>);
    // The saved game on screen; `None` for a shared game not kept here.
    let current = StoredValue::new(None::<Session>);
    let last_saved = StoredValue::new(None::<Stage>);
    // A saved game that changed in another tab, to be shown as it is now.
    let stale = RwSignal::new(None::<String>);
    let shared_layout = RwSignal::new(None::<Layout>);
    let export = RwSignal::new(None::<Export>);
    // Who plays each side of the game on screen.
    let seats = move || {
        current
            .with_value(|c| c.as_ref().map(|c| c.seats))
            .unwrap_or_default()
    };
    let computer_player = Computer::new();
    let forget_thinking = move || computer_player.forget();

    // The game's state as it is saved.
    let stage_now = move || -> Stage {
        match play.get_untracked() {
            Some(board) => board.with_untracked(|b| Stage::play(&b.game)),
            None => setup.with_untracked(|s| Stage::Setup {
                building: s.homeland.to_text(),
                army: s.step == Step::Army,
                white: finished.with_value(|f| f[Color::White].as_ref().map(Homeland::to_text)),
            }),
        }
    };
    // Saves the game on screen if it changed since it was last saved.
    let persist = move || {
        let Some(cur) = current.get_value() else {
            return;
        };
        let stage = stage_now();
        if last_saved.with_value(|l| l.as_ref() == Some(&stage)) {
            return;
        }
        let mut saved = cur.saved(stage.clone(), js_sys::Date::now());
        match storage::GAMES.save(&cur.id, &mut saved) {
            Ok(()) => {
                last_saved.set_value(Some(stage));
                current.update_value(|c| {
                    if let Some(c) = c.as_mut().filter(|c| c.id == cur.id) {
                        c.rev = saved.rev;
                    }
                });
            }
            Err(e) => {
                notice.set(Some(e.to_string()));
                if e == storage::SaveError::Stale {
                    // Another tab moved the game on: show it as it is now.
                    stale.set(Some(cur.id));
                }
            }
        }
    };
    // The game's moves and its result.
    let moves = Memo::new(move |_| {
        play.get()
            .and_then(|g| g.try_with(|b| (b.game.ply(), b.game.result())))
    });
    // One effect: every change of a setup, and every move, is saved; the
    // settings are saved when they change.
    Effect::new(move |_| {
        setup.track();
        // Read, not only tracked: a memo that nobody reads is not brought up
        // to date, and would not tell of the next move.
        let _ = moves.get();
        persist();
        let following = follow.get();
        if settings.with_value(|s| s.follow != following) {
            let mut changed = settings.get_value();
            changed.follow = following;
            match storage::save_settings(&mut changed) {
                Ok(()) => settings.set_value(changed),
                Err(e) => {
                    notice.set(Some(e.to_string()));
                    // Changed in another tab: take its settings.
                    take_stored_settings();
                }
            }
        }
    });
    // Effects run a moment after the change: a page that is being left saves
    // at once.
    let leaving = window_event_listener(leptos::ev::pagehide, move |_| persist());
    let hidden = window_event_listener(leptos::ev::visibilitychange, move |_| persist());
    on_cleanup(move || {
        leaving.remove();
        hidden.remove();
    });

    // Starts keeping a new game under a new id.
    let keep_new = move |name: String, seats: Seats| {
        let id = storage::new_id();
        storage::set_current(Some(&id));
        current.set_value(Some(Session::new(id, name, seats, js_sys::Date::now())));
        last_saved.set_value(None);
    };

    let new_game = move || {
        // Leave the old screen first: it may still be showing the old game.
        screen.set(Screen::Handoff(Next::Setup(Color::White)));
        finished.set_value(ByColor::default());
        drop_game();
        error.set(None);
        forget_thinking();
        keep_new(
            format!("Game of {}", saved::date_text(js_sys::Date::now())),
            Seats::here(),
        );
        setup.set(SetupBoard::new(Ruleset::Iron, Color::White));
    };

    // A game against the computer: the player sets up, unseen by it.
    let new_versus = move |player: Color, level: Level| {
        finished.set_value(ByColor::default());
        drop_game();
        error.set(None);
        forget_thinking();
        keep_new(
            format!(
                "Against the computer, {}",
                saved::date_text(js_sys::Date::now())
            ),
            Seats::against_computer(!player, level),
        );
        setup.set(SetupBoard::new(Ruleset::Iron, player));
        screen.set(Screen::Setup);
    };

    // Takes up a saved game where it was left.
    // Puts a game on the board: kept under `kept` (its session and last
    // saved state), or shown without being kept.
    let show_game = move |mut board: PlayBoard, kept: Option<(Session, Stage)>| {
        // Leave the old screen first: it may still be showing the old game.
        screen.set(Screen::Start);
        forget_thinking();
        drop_game();
        if let Some((cur, _)) = &kept {
            board.seats = cur.seats;
        }
        let (cur, stage) = kept.unzip();
        current.set_value(cur);
        last_saved.set_value(stage);
        play.set(Some(new_play(board)));
        screen.set(Screen::Play);
    };

    let resume = move |id: String, saved: SavedGame| {
        error.set(None);
        forget_thinking();
        let replayed = saved.game();
        let stage = saved.stage.clone();
        let cur = Session::of_saved(id.clone(), &saved);
        let alone = cur.seats.player().is_some();
        match stage.clone() {
            Stage::Setup {
                building,
                army,
                white,
            } => {
                let (Ok(building), white) = (
                    building.parse::<Homeland>(),
                    white.map(|w| w.parse::<Homeland>()).transpose(),
                ) else {
                    notice.set(Some("This saved setup could not be read.".into()));
                    return;
                };
                let Ok(white) = white else {
                    notice.set(Some("This saved setup could not be read.".into()));
                    return;
                };
                drop_game();
                finished.set_value(ByColor { white, black: None });
                current.set_value(Some(cur));
                last_saved.set_value(Some(stage));
                let side = building.side();
                setup.set(SetupBoard::resume(building, army));
                // Against the computer, nobody else is there to look away.
                screen.set(if alone {
                    Screen::Setup
                } else {
                    Screen::Handoff(Next::Setup(side))
                });
            }
            Stage::Play { .. } => match replayed {
                Ok(Some(game)) => {
                    if game.result().is_none() {
                        storage::set_current(Some(&id));
                    }
                    // Two players' game not yet begun: it was left on the
                    // screen before the reveal, or just after it (the saved
                    // game cannot tell which), and goes back behind it.
                    let unrevealed = !alone && game.ply() == 0 && game.result().is_none();
                    show_game(PlayBoard::from_game(game), Some((cur, stage)));
                    if unrevealed {
                        screen.set(Screen::Handoff(Next::Play));
                    }
                }
                Ok(None) => {}
                Err(e) => notice.set(Some(format!("This saved game does not replay: {e}"))),
            },
        }
    };

    let continue_game = Memo::new(move |_| {
        screen.track();
        storage::current().and_then(|id| {
            let saved = storage::GAMES.get(&id)?;
            (!saved.is_over()).then_some((id, saved))
        })
    });

    // The same page in another tab: a change there to the game on screen
    // (or a write refused here because of one) shows the game as it is now;
    // a change of the settings is taken over.
    let on_game_screen = move || {
        matches!(
            screen.get_untracked(),
            Screen::Play | Screen::Setup | Screen::Handoff(_) | Screen::Waiting
        )
    };
    Effect::new(move |_| {
        let Some(id) = stale.get() else {
            return;
        };
        stale.set(None);
        // Read once, here: shown if it is not the revision this tab has.
        let ours = current.with_value(|c| c.as_ref().filter(|c| c.id == id).map(|c| c.rev));
        let newer = storage::GAMES
            .get(&id)
            .filter(|g| ours.is_some_and(|rev| g.rev != rev));
        if let Some(saved) = newer.filter(|_| on_game_screen()) {
            // The old game's screen goes first, then the game comes back as
            // it is now: a play screen rebuilt in place would stay on show,
            // its handlers gone (see `parts::deferred`).
            screen.set(Screen::Start);
            set_timeout(move || resume(id, saved), std::time::Duration::ZERO);
        }
    });
    let other_tab = window_event_listener(leptos::ev::storage, move |e| {
        let Some(key) = e.key() else {
            return;
        };
        if storage::is_settings_key(&key) {
            return take_stored_settings();
        }
        let ours = current.with_value(|c| {
            c.as_ref()
                .filter(|c| storage::GAMES.key(&c.id) == key)
                .map(|c| c.id.clone())
        });
        if let Some(id) = ours.filter(|_| on_game_screen()) {
            stale.set(Some(id));
        }
    });
    on_cleanup(move || other_tab.remove());

    // A link's fragment: a layout to look at, or a game to replay.
    let open_link = move || {
        let Some(fragment) = location_hash() else {
            return;
        };
        clear_hash();
        match Link::parse(&fragment) {
            Ok(None) => {}
            Ok(Some(Link::Layout(layout))) => {
                shared_layout.set(Some(layout));
                screen.set(Screen::SharedLayout);
            }
            Ok(Some(Link::Game(record))) => match record.replay() {
                Ok(game) => {
                    let mut board = PlayBoard::from_game(game);
                    board.viewing = Some(0);
                    board.read_only = true;
                    show_game(board, None);
                }
                Err(e) => notice.set(Some(format!("This game link is broken: {e}"))),
            },
            Err(e) => notice.set(Some(capitalized(&e.to_string()))),
        }
    };
    open_link();
    let hash_listener = window_event_listener(leptos::ev::hashchange, move |_| open_link());
    on_cleanup(move || hash_listener.remove());

    // Entries that cannot be read are set aside and reported once, at load:
    // the games here, the layouts (if there are any) by the part of the page
    // that shows them.
    let report = move |m: String| {
        notice.update(|n| {
            *n = Some(match n.take() {
                Some(old) => format!("{old} {m}"),
                None => m,
            })
        })
    };
    {
        let mut trouble = storage::Trouble::default();
        storage::games(&mut trouble);
        if let Some(m) = trouble.message() {
            report(m);
        }
    }
    if !storage::LAYOUTS.is_empty() {
        leptos::task::spawn_local(async move {
            if let Ok(Some(m)) = parts::check_layouts().await {
                report(m);
            }
        });
    }

    // A shared game kept on this device: its first `ply` moves (all of them:
    // the game as it was shared, its result too), played on by two players
    // here or against the computer.
    let on_keep = Callback::new(move |(ply, against): (usize, Option<(Color, Level)>)| {
        let Some(g) = play.get_untracked() else {
            return;
        };
        let mut game = g.with_untracked(|b| b.game.clone());
        if ply < game.ply() {
            game.truncate(ply);
        }
        let (name, seats) = match against {
            Some((computer, level)) => (
                format!(
                    "Against the computer, {}",
                    saved::date_text(js_sys::Date::now())
                ),
                Seats::against_computer(computer, level),
            ),
            None => ("Shared game".to_string(), Seats::here()),
        };
        let mut board = PlayBoard::from_game(game);
        board.seats = seats;
        show_game(board, None);
        keep_new(name, seats);
        persist();
    });

    // Both homelands in: the game begins.
    let begin = move |white: Homeland, black: Homeland| -> bool {
        match Position::from_homelands(&white, &black) {
            Ok(start) => {
                drop_game();
                let mut board = PlayBoard::new(start);
                board.seats = seats();
                play.set(Some(new_play(board)));
                // The last setup leaves memory that the screen could show.
                setup.set(SetupBoard::new(Ruleset::Iron, Color::White));
                true
            }
            Err(e) => {
                error.set(Some(format!("These homelands cannot start a game: {e}")));
                false
            }
        }
    };
    let on_done = Callback::new(move |homeland: Homeland| {
        let side = homeland.side();
        if let Some((computer, _)) = seats().computer() {
            finished.update_value(|f| f[side] = Some(homeland));
            screen.set(Screen::Waiting);
            let asked = computer_player.ai().map(|ai| {
                ai.homeland(
                    Ruleset::Iron,
                    computer,
                    random_u64(),
                    move |reply| match reply {
                        Ok(theirs) => {
                            finished.update_value(|f| f[computer] = Some(theirs));
                            let both = finished
                                .with_value(|f| (f[Color::White].clone(), f[Color::Black].clone()));
                            if let (Some(white), Some(black)) = both {
                                if begin(white, black) {
                                    screen.set(Screen::Play);
                                }
                            }
                        }
                        Err(e) => error.set(Some(format!(
                            "The computer could not build its homeland: {e}"
                        ))),
                    },
                );
            });
            if let Err(e) = asked {
                error.set(Some(capitalized(&e)));
            }
            return;
        }
        finished.update_value(|f| f[side] = Some(homeland));
        let both = finished.with_value(|f| (f[Color::White].clone(), f[Color::Black].clone()));
        match both {
            (Some(white), Some(black)) => {
                if begin(white, black) {
                    screen.set(Screen::Handoff(Next::Play));
                }
            }
            _ => {
                setup.set(SetupBoard::new(Ruleset::Iron, !side));
                screen.set(Screen::Handoff(Next::Setup(!side)));
            }
        }
    });

    let rematch = move || match seats().computer() {
        Some((computer, level)) => new_versus(!computer, level),
        None => new_game(),
    };

    let on_share = Callback::new(move |()| {
        if let Some(board) = play.get_untracked() {
            let name = current
                .with_value(|c| c.as_ref().map(|c| c.name.clone()))
                .unwrap_or_else(|| "Shared game".into());
            let record = board.with_untracked(|b| GameRecord::of(&b.game));
            export.set(Some(Export { name, record }));
        }
    });
    let on_open = Callback::new(move |(id, saved): (String, SavedGame)| resume(id, saved));
    let on_changed = Callback::new(move |(id, name): (String, Option<String>)| {
        let ours = current.with_value(|c| c.as_ref().is_some_and(|c| c.id == id));
        if ours {
            match name {
                Some(name) => current.update_value(|c| {
                    if let Some(c) = c {
                        c.name = name;
                    }
                }),
                // A deleted game is no longer kept, even if it is on screen.
                None => current.set_value(None),
            }
        }
    });

    let body =
        move || {
            match screen.get() {
            Screen::Start => view! {
                <StartScreen
                    on_new_game=Callback::new(move |()| new_game())
                    on_continue=Callback::new(move |()| {
                        if let Some((id, saved)) = continue_game.get_untracked() {
                            resume(id, saved);
                        }
                    })
                    can_continue=continue_game
                    on_games=Callback::new(move |()| screen.set(Screen::Games))
                    on_versus=Callback::new(move |()| screen.set(Screen::Versus))
                    rules_open=rules_open
                />
            }
            .into_any(),
            Screen::Handoff(next) => {
                if let Next::Setup(_) = next {
                    fetch_setup();
                }
                let go = Callback::new(move |()| {
                    screen.set(match next {
                        Next::Setup(_) => Screen::Setup,
                        Next::Play => Screen::Play,
                    })
                });
                view! { <HandoffScreen next=next on_go=go /> }.into_any()
            }
            // A 1-tuple: a view of a type of its own, so that the play screen
            // before it goes at once (see `parts::deferred`).
            Screen::Setup => (parts::deferred(Box::pin(parts::setup_screen(SetupScreenProps {
                setup,
                on_done,
                rules_open,
                notice,
            }))),)
                .into_any(),
            Screen::Play => match play.get_untracked() {
                Some(game) => {
                    let part = parts::deferred(Box::pin(parts::play_screen(PlayScreenProps {
                        play: game,
                        follow,
                        rules_open,
                        on_rematch: Callback::new(move |()| rematch()),
                        on_new_game: Callback::new(move |()| screen.set(Screen::Start)),
                        on_share,
                        computer: computer_player,
                        notice,
                        on_keep,
                    })));
                    part.into_any()
                }
                None => view! { <p class="error" role="alert">"No game to show."</p> }.into_any(),
            },
            Screen::Games => parts::deferred(Box::pin(parts::games_screen(GamesScreenProps {
                on_open,
                on_changed,
                on_back: Callback::new(move |()| screen.set(Screen::Start)),
                notice,
                export,
            })))
            .into_any(),
            Screen::Versus => {
                fetch_setup();
                parts::deferred(Box::pin(parts::versus_screen(VersusScreenProps {
                on_start: Callback::new(move |(player, level): (Color, Level)| {
                    new_versus(player, level)
                }),
                on_back: Callback::new(move |()| screen.set(Screen::Start)),
            })))
            .into_any()
            }
            Screen::Waiting => view! {
                <div class="screen handoff">
                    <div class="handoff-card" role="status">
                        <h2>"The computer builds its homeland"</h2>
                        <p>"It has not seen yours, and will not until the board is revealed."</p>
                    </div>
                </div>
            }
            .into_any(),
            Screen::SharedLayout => match shared_layout.get_untracked() {
                // A link opened over the saved games or the computer's choices,
                // also parts: a view of another type (a 1-tuple), so that theirs
                // goes at once (see `parts::deferred`).
                Some(layout) => (parts::deferred(Box::pin(parts::shared_layout_screen(
                    SharedLayoutScreenProps {
                        layout,
                        notice,
                        on_play: Callback::new(move |layout: Layout| {
                            new_game();
                            setup.update(|s| s.apply_layout(&layout));
                        }),
                        on_back: Callback::new(move |()| screen.set(Screen::Start)),
                    },
                ))),)
                    .into_any(),
                None => view! { <p class="error" role="alert">"No layout to show."</p> }.into_any(),
            },
        }
        };

    view! {
        <div class="page">
            <header class="top">
                <button
                    type="button"
                    class="title"
                    aria-label="Cyvasse: to the start screen"
                    on:click=move |_| screen.set(Screen::Start)
                >
                    "Cyvasse"
                </button>
                {button("button ghost", "Rules", move || rules_open.set(true))}
            </header>
            <main class="stage">
                {move || notice.get().map(|n| view! {
                    <div class="banner notice-bar" role="alert">
                        <p>{n}</p>
                        {button("button", "Dismiss", move || notice.set(None))}
                    </div>
                }.into_any())}
                {move || error.get().map(|e| message_line(false, e))}
                {body}
            </main>
            {parts::deferred_once(
                rules_open.into(),
                Callback::new(move |()| rules_open.set(false)),
                notice,
                Callback::new(move |()| {
                    Box::pin(parts::rules_dialog(RulesDialogProps { open: rules_open })) as parts::Fetching
                }),
            )}
            {parts::deferred_once(
                Signal::derive(move || export.with(Option::is_some)),
                Callback::new(move |()| export.set(None)),
                notice,
                Callback::new(move |()| Box::pin(parts::export_dialog(ExportDialogProps { export })) as parts::Fetching),
            )}
            <DragGhost />
        </div>
    }
}

/// Fetches the setup screen's part, if it is not here yet, while the player
/// reads the screen before it.
fn fetch_setup() {
    leptos::task::spawn_local(async {
        // A part that cannot be fetched now is tried again when it is shown.
        let _ = parts::fetch_setup().await;
    });
}

/// The page address's fragment, if it has one.
fn location_hash() -> Option<String> {
    let hash = window().location().hash().ok()?;
    (!hash.is_empty() && hash != "#").then_some(hash)
}

/// Takes the fragment off the address, so that a reload does not open the
/// link again.
fn clear_hash() {
    let location = window().location();
    let path = location.pathname().unwrap_or_default() + &location.search().unwrap_or_default();
    if let Ok(history) = window().history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
}
