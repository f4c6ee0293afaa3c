//! A game with a friend at another device: choosing a side, an invitation
//! opened from a link, and the screen that gives a link to send. The moves
//! that follow are sent from the play screen (see `keeper::Sending`).

use cyvasse::{Color, Invite, Ruleset};
use leptos::prelude::*;

use crate::i18n::words::{self, game_title};
use crate::i18n::{fill, t, Msg};
use crate::keeper::Sending;
use crate::widgets::{button, side_choice, SendLink};

/// Choosing a side for a game with a friend, who is invited once this
/// device's homeland is built.
#[component]
pub fn FriendScreen(
    /// Starts the game: the side chosen (`None`: drawn at random).
    on_start: Callback<Option<Color>>,
    on_back: Callback<()>,
    /// The game it is of (chosen on the start screen).
    ruleset: Ruleset,
) -> impl IntoView {
    let side = RwSignal::new(Some(Color::White));
    view! {
        <div class="screen start">
            <div class="start-card versus">
                <h2>{fill(Msg::FriendTitle, &[("game", game_title(ruleset))])}</h2>
                <p class="lede">{t(Msg::FriendLede)}</p>
                {side_choice(side, t(Msg::FriendSide), t(Msg::FriendRandom))}
                <nav class="menu">
                    {button("button primary big", t(Msg::FriendStart), move || on_start.run(side.get_untracked()))}
                    {button("button big", t(Msg::FriendBack), move || on_back.run(()))}
                </nav>
            </div>
        </div>
    }
}

/// An invitation opened from a friend's link: who plays what, and building
/// a homeland to answer it.
#[component]
pub fn InvitedScreen(
    invite: Invite,
    on_build: Callback<()>,
    on_back: Callback<()>,
) -> impl IntoView {
    view! {
        <div class="screen start">
            <div class="start-card versus">
                <h2>{fill(Msg::InvitedTitle, &[("game", game_title(invite.ruleset))])}</h2>
                <p class="lede">{fill(
                    Msg::InvitedLine,
                    &[("side", words::color(invite.side)), ("other", words::color(!invite.side))],
                )}</p>
                <nav class="menu">
                    {button("button primary big", t(Msg::InvitedBuild), move || on_build.run(()))}
                    {button("button big", t(Msg::InvitedBack), move || on_back.run(()))}
                </nav>
            </div>
        </div>
    }
}

/// A game with a friend opened from a link on a device where it is not
/// kept: following it here, as one side or the other.
#[component]
pub fn FollowScreen(
    /// The game's ruleset.
    ruleset: Ruleset,
    /// Follows it, played from here as the side chosen.
    on_follow: Callback<Color>,
    on_back: Callback<()>,
) -> impl IntoView {
    view! {
        <div class="screen start">
            <div class="start-card versus">
                <h2>{fill(Msg::FollowTitle, &[("game", game_title(ruleset))])}</h2>
                <p class="lede">{t(Msg::FollowLine)}</p>
                <nav class="menu">
                    {[Color::White, Color::Black]
                        .into_iter()
                        .map(|side| view! {
                            <button type="button" class="button primary big" on:click=move |_| on_follow.run(side)>
                                {fill(Msg::FollowAs, &[("side", words::color(side))])}
                            </button>
                        })
                        .collect_view()}
                    {button("button big", t(Msg::FollowBack), move || on_back.run(()))}
                </nav>
            </div>
        </div>
    }
}

/// A link to send to the friend (an invitation or an answer), with what
/// comes next.
#[component]
pub fn SendScreen(link: String, sending: Sending, on_home: Callback<()>) -> impl IntoView {
    let (title, line) = match sending {
        Sending::Invite => (Msg::SendTitleInvite, Msg::SendLineInvite),
        _ => (Msg::SendTitleAnswer, Msg::SendLineAnswer),
    };
    view! {
        <div class="screen start">
            <div class="start-card send">
                <h2>{t(title)}</h2>
                <p class="lede">{t(line)}</p>
                <SendLink link=link />
                <nav class="menu">
                    {button("button big", t(Msg::SendHome), move || on_home.run(()))}
                </nav>
            </div>
        </div>
    }
}
