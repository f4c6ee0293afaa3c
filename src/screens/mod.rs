//! The page's screens, a file each: what each shows and what its controls
//! do, each given only what it needs. [`on_show`] puts up the screen the
//! game is on; the screens do not import one another.

pub mod friend;
pub mod handoff;
pub mod layouts;
pub mod parts;
pub mod play;
pub mod saved;
pub mod setup;
pub mod start;
pub mod text_board;
pub mod versus;

use cyvasse::{Color, Layout, Level};
use leptos::prelude::*;
use std::future::Future;
use std::pin::Pin;

use crate::i18n::{t, Msg};
use crate::keeper::Keeper;
use crate::later::after_paint;
use crate::part::{deferred, Fetching};
use crate::route::{Next, Screen};
use friend::{FollowScreenProps, FriendScreenProps, InvitedScreenProps, SendScreenProps};
use handoff::HandoffScreen;
use layouts::{LayoutLibraryProps, SharedLayoutScreenProps};
use play::PlayScreenProps;
use saved::GamesScreenProps;
use setup::{LibraryOver, SetupScreenProps};
use start::StartScreen;
use versus::VersusScreenProps;

/// The screen the page is on. Screens in parts of the page of their own
/// (`parts`) show once their part is here.
pub fn on_show(k: Keeper, rules_open: RwSignal<bool>) -> impl IntoView {
    let to = move |screen: Screen| Callback::new(move |()| k.screen.set(screen));
    let notice = k.notice;
    // Every screen is built again in the language chosen.
    let screen = move || {
        k.lang.track();
        k.screen.get()
    };
    move || match screen() {
        Screen::Start => view! {
            <StartScreen
                on_new_game=Callback::new(move |()| k.new_game())
                on_continue=Callback::new(move |()| k.continue_saved())
                can_continue=k.continue_game
                on_games=to(Screen::Games)
                on_versus=to(Screen::Versus)
                on_friend=to(Screen::Friend)
                rules_open=rules_open
                ruleset=k.ruleset
            />
        }
        .into_any(),
        Screen::Handoff(next) => {
            match next {
                Next::Setup(_) => ahead(|| Box::pin(async { parts::fetch_setup().await.is_ok() })),
                Next::Play => ahead(|| Box::pin(async { parts::fetch_play().await.is_ok() })),
            }
            let go = to(match next {
                Next::Setup(_) => Screen::Setup,
                Next::Play => Screen::Play,
            });
            view! { <HandoffScreen next=next on_go=go ruleset=k.ruleset_on_show_untracked() /> }
                .into_any()
        }
        // A 1-tuple: a view of a type of its own, so that the play screen
        // before it goes at once (see `part::deferred`).
        Screen::Setup => (deferred(Box::pin(parts::setup_screen(SetupScreenProps {
            setup: k.setup,
            on_done: Callback::new(move |homeland| k.done(homeland)),
            rules_open,
            notice,
            library: Callback::new(|over: LibraryOver| {
                Box::pin(parts::layout_library(LayoutLibraryProps {
                    setup: over.setup,
                    open: over.open,
                    notice: over.notice,
                    status: over.status,
                })) as Fetching
            }),
        }))),)
            .into_any(),
        Screen::Play => match k.play.get_untracked() {
            Some(game) => deferred(Box::pin(parts::play_screen(PlayScreenProps {
                play: game,
                follow: k.follow,
                text_mode: k.text,
                send: k.send,
                arrived: k.arrived,
                rules_open,
                on_rematch: Callback::new(move |()| k.rematch()),
                on_new_game: to(Screen::Start),
                on_share: Callback::new(move |()| k.share()),
                computer: k.computer,
                notice,
                on_keep: Callback::new(move |(ply, against)| k.keep_shared(ply, against)),
            })))
            .into_any(),
            None => view! { <p class="error" role="alert">{t(Msg::KeepNoGame)}</p> }.into_any(),
        },
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
        // The friend's screens come from the online part. The screens that
        // follow them in place (a view of the same type) are opened by the
        // online part's own code, so the part is here by then and the
        // screen before goes at once (see `part::deferred`).
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
            // A link opened over the saved games or the computer's choices,
            // also parts: a view of another type (a 1-tuple), so that theirs
            // goes at once (see `part::deferred`).
            Some(layout) => (deferred(Box::pin(parts::shared_layout_screen(
                SharedLayoutScreenProps {
                    layout,
                    notice,
                    on_play: Callback::new(move |layout: Layout| k.new_game_with(&layout)),
                    on_back: to(Screen::Start),
                },
            ))),)
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
