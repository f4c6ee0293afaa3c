//! The page's screens, a file each: what each shows and what its controls
//! do, each given only what it needs. [`on_show`] puts up the screen the
//! game is on; the screens do not import one another.

pub mod friend;
pub mod handoff;
pub mod layouts;
pub mod learn;
pub mod parts;
pub mod play;
pub mod saved;
pub mod setup;
pub mod start;
pub mod versus;

use cyvasse::{Color, Layout, Level};
use leptos::prelude::*;
use leptos::tachys::view::any_view::AnyViewState;
use leptos::tachys::view::{Mountable, Render};
use std::future::Future;
use std::pin::Pin;

use crate::i18n::{t, Msg};
use crate::keeper::Keeper;
use crate::later::{after_paint, later, painted};
use crate::part::{deferred, Fetching};
use crate::route::{Next, Screen};
use crate::widgets::focus_when_lost;
use friend::{FollowScreenProps, FriendScreenProps, InvitedScreenProps, SendScreenProps};
use handoff::HandoffScreen;
use layouts::{LayoutLibraryProps, SharedLayoutScreenProps};
use learn::{HomelandLesson, LearnScreenProps};
use play::PlayScreenProps;
use saved::GamesScreenProps;
use setup::{LibraryOver, SetupScreenProps};
use start::StartScreen;
use versus::VersusScreenProps;

/// The screen the page is on. Screens in parts of the page of their own
/// (`parts`) show once their part is here.
///
/// Each screen is built into a slot of its own (an element of
/// `display: contents`) under its own owner. When another screen is put
/// up, the old one's effects are paused and its slot taken out of the page
/// at once, and what is left of it (its reactive graph, its views' state)
/// is dropped in a task after the new screen's frame: taking a screen down
/// was about 40% of the task that put up the next one (bench/LOG.md), and
/// the first time its code is also compiled.
pub fn on_show(k: Keeper, rules_open: RwSignal<bool>) -> impl IntoView {
    let to = move |screen: Screen| Callback::new(move |()| k.screen.set(screen));
    let notice = k.notice;
    // What is built, told only of a change of it (not of every screen put up).
    let last = StoredValue::new(None::<Built>);
    let view = Memo::new(move |_| {
        let built = Built::next(k, last.get_value().as_ref());
        last.set_value(Some(built));
        (built.view, built.count)
    });
    let host = NodeRef::<leptos::html::Div>::new();
    let parent = Owner::current().unwrap_or_default();
    let shown = StoredValue::new_local(None::<Shown>);
    Effect::new(move |_| {
        let wanted = view.get();
        let Some(host) = host.get() else { return };
        if shown.with_value(|s| s.as_ref().map(|s| s.built)) == Some(wanted) {
            return;
        }
        // The new slot first: if it cannot be made, the old screen stays.
        let Ok(slot) = document().create_element("div") else {
            return;
        };
        slot.set_class_name("screen-slot");
        if let Some(old) = shown.try_update_value(Option::take).flatten() {
            old.owner.pause();
            old.slot.remove();
            after_paint(move || {
                drop(old.state);
                old.owner.cleanup();
            });
        }
        let owner = parent.child();
        let state = untrack(|| {
            owner.with(|| {
                let view = match wanted.0 {
                    View::Setup { side, .. } => {
                        behind_handoff(k, Next::Setup(side), rules_open, setup_screen)
                    }
                    View::Play => behind_handoff(k, Next::Play, rules_open, play_screen),
                    View::Screen(screen) => other(k, screen, to, notice, rules_open),
                };
                let mut state = view.build();
                state.mount(&slot, None);
                state
            })
        });
        let _ = host.append_child(&slot);
        focus_when_lost(slot.clone(), None);
        shown.set_value(Some(Shown {
            built: wanted,
            owner,
            state,
            slot,
        }));
    });
    view! { <div class="screens" node_ref=host></div> }
}

/// The screen on show ([`on_show`]): what it was built for, its owner, its
/// views' state and its slot in the page.
struct Shown {
    built: (View, u32),
    owner: Owner,
    state: AnyViewState,
    slot: web_sys::Element,
}

/// What [`on_show`] builds: every screen is built again when it is put up,
/// or when the language changes, but for a player's setup and the game's
/// board, each one view with the hand-over before it (see
/// [`behind_handoff`]).
#[derive(Clone, Copy, PartialEq)]
struct Built {
    view: View,
    screen: Screen,
    lang: Option<crate::i18n::Lang>,
    /// Counts the times a view is built, so that a screen put up again is
    /// built again.
    count: u32,
}

#[derive(Clone, Copy, PartialEq)]
enum View {
    /// The setup of a side, of a ruleset, behind its hand-over or shown.
    Setup {
        side: Color,
        ruleset: cyvasse::Ruleset,
    },
    /// The game's board, behind the hand-over before the reveal or shown.
    Play,
    Screen(Screen),
}

impl Built {
    fn next(k: Keeper, before: Option<&Built>) -> Built {
        let lang = k.lang.get();
        let screen = k.screen.get();
        let (setup_side, ruleset) = k.setup.with_untracked(|s| (s.side(), s.homeland.ruleset()));
        let view = match screen {
            Screen::Handoff(Next::Setup(side)) => View::Setup { side, ruleset },
            Screen::Setup => View::Setup {
                side: setup_side,
                ruleset,
            },
            Screen::Handoff(Next::Play) | Screen::Play => View::Play,
            screen => View::Screen(screen),
        };
        let kept = before.is_some_and(|b| {
            b.lang == lang
                && b.view == view
                && match view {
                    // The same side's setup, its card taken away.
                    View::Setup { .. } => screen == Screen::Setup,
                    // The card taken away; a game put up again is built again.
                    View::Play => b.screen == Screen::Handoff(Next::Play) && screen == Screen::Play,
                    View::Screen(_) => false,
                }
        });
        Built {
            view,
            screen,
            lang,
            count: match before {
                Some(b) if kept => b.count,
                Some(b) => b.count.wrapping_add(1),
                None => 0,
            },
        }
    }
}

/// A screen and the hand-over to it, one view: the screen is built behind
/// the hand-over card while the card is read (its button waits a moment
/// before it can be pressed), so that pressing it only takes the card away.
/// Building a setup or the game's board the first time is the heaviest work
/// of the page (its WebAssembly compiled on first use, then built), and done
/// behind the card it keeps no press waiting. A setup behind its card is the
/// side's own, of the game the card is for: nothing of the other side's
/// homeland is in the page; the board behind the card before the reveal
/// holds both homelands, both built and final.
/// (`build` builds the screen: one copy of this function serves both.)
fn behind_handoff(
    k: Keeper,
    next: Next,
    rules_open: RwSignal<bool>,
    build: fn(Keeper, RwSignal<bool>) -> AnyView,
) -> AnyView {
    let build = move || build(k, rules_open);
    // Once taken away, the card does not come back over this view: a
    // hand-over put up again is a view built again (see `Built`), and this
    // one, on its way out, is not made inert first.
    let covered = Memo::new(move |was: Option<&bool>| {
        was.copied().unwrap_or(true) && matches!(k.screen.get(), Screen::Handoff(_))
    });
    // Behind the card, after the card is painted; shown at once otherwise.
    let screen = if covered.get_untracked() {
        later(build).into_any()
    } else {
        build()
    };
    // Out of reach from the frame after the card's (empty until then).
    let painted = painted();
    let inert = move || covered.get() && painted.get();
    let go = match next {
        Next::Setup(_) => Screen::Setup,
        Next::Play => Screen::Play,
    };
    let ruleset = k.ruleset_on_show_untracked();
    // The card taken away with the focus on its button: the focus goes to
    // the screen behind it.
    let behind = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |was: Option<bool>| {
        let now = covered.get();
        if was == Some(true) && !now {
            if let Some(behind) = behind.get_untracked() {
                focus_when_lost((**behind).clone(), None);
            }
        }
        now
    });
    view! {
        <div
            class="behind"
            node_ref=behind
            inert=inert
            aria-hidden=move || inert().then_some("true")
        >
            {screen}
        </div>
        {move || covered.get().then(|| view! {
            <HandoffScreen next=next on_go=Callback::new(move |()| k.screen.set(go)) ruleset=ruleset />
        })}
    }
    .into_any()
}

/// The setup screen of the side that `k.setup` is for.
fn setup_screen(k: Keeper, rules_open: RwSignal<bool>) -> AnyView {
    let notice = k.notice;
    deferred(Box::pin(parts::setup_screen(SetupScreenProps {
        setup: k.setup,
        on_done: Callback::new(move |homeland| k.done(homeland)),
        rules_open,
        notice,
        library: layout_library(),
    })))
    .into_any()
}

/// The layout library, over a setup screen.
fn layout_library() -> Callback<LibraryOver, Fetching> {
    Callback::new(|over: LibraryOver| {
        Box::pin(parts::layout_library(LayoutLibraryProps {
            setup: over.setup,
            open: over.open,
            notice: over.notice,
            status: over.status,
        })) as Fetching
    })
}

/// The game's screen.
fn play_screen(k: Keeper, rules_open: RwSignal<bool>) -> AnyView {
    let notice = k.notice;
    match k.play.get_untracked() {
        Some(game) => deferred(Box::pin(parts::play_screen(PlayScreenProps {
            play: game,
            follow: k.follow,
            text_mode: k.text,
            send: k.send,
            arrived: k.arrived,
            rules_open,
            on_rematch: Callback::new(move |()| k.rematch()),
            on_new_game: Callback::new(move |()| k.screen.set(Screen::Start)),
            on_share: Callback::new(move |()| k.share()),
            computer: k.computer,
            notice,
            on_keep: Callback::new(move |(ply, against)| k.keep_shared(ply, against)),
        })))
        .into_any(),
        None => view! { <p class="error" role="alert">{t(Msg::KeepNoGame)}</p> }.into_any(),
    }
}

/// Every screen but a setup and its hand-over.
fn other(
    k: Keeper,
    screen: Screen,
    to: impl Fn(Screen) -> Callback<()> + Copy + 'static,
    notice: RwSignal<Option<String>>,
    rules_open: RwSignal<bool>,
) -> AnyView {
    match screen {
        Screen::Start => view! {
            <StartScreen
                on_new_game=Callback::new(move |()| k.new_game())
                on_continue=Callback::new(move |()| k.continue_saved())
                can_continue=k.continue_game
                on_games=to(Screen::Games)
                on_versus=to(Screen::Versus)
                on_friend=to(Screen::Friend)
                on_learn=to(Screen::Learn)
                rules_open=rules_open
                ruleset=k.ruleset
            />
        }
        .into_any(),
        // Built with their hand-overs by `on_show` (see `Built`).
        Screen::Handoff(Next::Setup(side)) => {
            behind_handoff(k, Next::Setup(side), rules_open, setup_screen)
        }
        Screen::Setup => {
            let side = k.setup.with_untracked(|s| s.side());
            behind_handoff(k, Next::Setup(side), rules_open, setup_screen)
        }
        Screen::Handoff(Next::Play) | Screen::Play => {
            behind_handoff(k, Next::Play, rules_open, play_screen)
        }
        Screen::Games => deferred(Box::pin(parts::games_screen(GamesScreenProps {
            on_open: Callback::new(move |(id, saved)| k.resume(id, saved)),
            on_changed: Callback::new(move |(id, name): (String, Option<String>)| {
                k.changed(&id, name)
            }),
            on_back: to(Screen::Start),
            notice,
            export: k.export,
        })))
        .into_any(),
        Screen::Versus => {
            ahead(|| Box::pin(async { parts::fetch_setup().await.is_ok() }));
            deferred(Box::pin(parts::versus_screen(VersusScreenProps {
                on_start: Callback::new(move |(player, level): (Color, Level)| {
                    k.new_versus(player, level)
                }),
                on_back: to(Screen::Start),
                ruleset: k.ruleset.get_untracked(),
            })))
            .into_any()
        }
        // The friend's screens come from the online part.
        Screen::Friend => {
            ahead(|| Box::pin(async { parts::fetch_setup().await.is_ok() }));
            deferred(Box::pin(parts::friend_screen(FriendScreenProps {
                on_start: Callback::new(move |side| k.new_online(side)),
                on_back: to(Screen::Start),
                ruleset: k.ruleset.get_untracked(),
            })))
            .into_any()
        }
        Screen::Invited => match k.invite.get_untracked() {
            Some(invite) => {
                ahead(|| Box::pin(async { parts::fetch_setup().await.is_ok() }));
                deferred(Box::pin(parts::invited_screen(InvitedScreenProps {
                    invite,
                    on_build: Callback::new(move |()| k.accept_invite()),
                    on_back: to(Screen::Start),
                })))
                .into_any()
            }
            None => view! { <p class="error" role="alert">{t(Msg::KeepNoGame)}</p> }.into_any(),
        },
        Screen::Follow => match k.elsewhere.get_untracked() {
            Some(link) => deferred(Box::pin(parts::follow_screen(FollowScreenProps {
                ruleset: link.record.white.ruleset(),
                on_follow: Callback::new(move |side| k.follow_here(side)),
                on_back: to(Screen::Start),
            })))
            .into_any(),
            None => view! { <p class="error" role="alert">{t(Msg::KeepNoGame)}</p> }.into_any(),
        },
        Screen::Send => match k.send.get_untracked() {
            Some((link, sending)) => deferred(Box::pin(parts::send_screen(SendScreenProps {
                link,
                sending,
                on_home: to(Screen::Start),
            })))
            .into_any(),
            None => view! { <p class="error" role="alert">{t(Msg::KeepNoGame)}</p> }.into_any(),
        },
        Screen::Learn => deferred(Box::pin(parts::learn_screen(LearnScreenProps {
            ruleset: k.ruleset.get_untracked(),
            on_back: to(Screen::Start),
            notice,
            setup: Callback::new(move |lesson: HomelandLesson| {
                Box::pin(parts::setup_screen(SetupScreenProps {
                    setup: lesson.setup,
                    on_done: lesson.on_done,
                    rules_open,
                    notice,
                    library: layout_library(),
                })) as Fetching
            }),
        })))
        .into_any(),
        Screen::Waiting => {
            ahead(|| Box::pin(async { parts::fetch_play().await.is_ok() }));
            view! {
                <div class="screen handoff">
                    <div class="handoff-card" role="status">
                        <h2>{t(Msg::VersusWaiting)}</h2>
                        <p>{t(Msg::VersusWaitingLine)}</p>
                    </div>
                </div>
            }
            .into_any()
        }
        Screen::SharedLayout => match k.shared_layout.get_untracked() {
            Some(layout) => deferred(Box::pin(parts::shared_layout_screen(
                SharedLayoutScreenProps {
                    layout,
                    notice,
                    on_play: Callback::new(move |layout: Layout| k.new_game_with(&layout)),
                    on_back: to(Screen::Start),
                },
            )))
            .into_any(),
            None => view! { <p class="error" role="alert">{t(Msg::KeepNoLayout)}</p> }.into_any(),
        },
    }
}

/// Fetches a part of the page ahead of need, while the player reads the
/// screen before it: after that screen is painted, so that the press that
/// opened it is answered first. A part that cannot be fetched now is tried
/// again when it is shown.
fn ahead(fetch: fn() -> Pin<Box<dyn Future<Output = bool>>>) {
    after_paint(move || {
        leptos::task::spawn_local(async move {
            let _ = fetch().await;
        });
    });
}
