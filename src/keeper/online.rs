//! A game with a friend at another device, on this device's side: the
//! invitation or the answer once the homeland is built, the moves made here
//! taken into the exchange of links, and a friend's link taken in or
//! refused in words.

use cyvasse::{ByColor, Color, GameRecord, Homeland, Message, Online, OnlineError, Ruleset, Salt};
use leptos::prelude::*;

use super::{Keeper, Sending};
use crate::i18n::{fill, reasons, t, Msg};
use crate::random_u64;
use crate::route::{link_to, Screen};
use crate::session::{date_text, Seats};
use crate::setup_model::SetupBoard;
use crate::storage::{self, SavedGame, Stage};

impl Keeper {
    /// A new game with a friend at another device, of the game last
    /// chosen: this device invites, playing `side` (random if `None`), and
    /// builds its homeland first.
    pub fn new_online(self, side: Option<Color>) {
        let side = side.unwrap_or(if random_u64() & 1 == 0 {
            Color::White
        } else {
            Color::Black
        });
        self.start_online(self.ruleset.get_untracked(), side);
    }

    /// The invitation opened here is taken up: this device builds its
    /// homeland for the other side.
    pub fn accept_invite(self) {
        if let Some(invite) = self.invite.get_untracked() {
            self.start_online(invite.ruleset, !invite.side);
        }
    }

    pub(super) fn start_online(self, ruleset: Ruleset, side: Color) {
        self.finished.set_value(ByColor::default());
        self.drop_game();
        self.error.set(None);
        self.computer.forget();
        self.send.set(None);
        self.keep_new(
            fill(
                Msg::GameNameFriend,
                &[("date", &date_text(js_sys::Date::now()))],
            ),
            Seats::online(side),
        );
        self.setup.set(SetupBoard::new(ruleset, side));
        self.screen.set(Screen::Setup);
    }

    /// This device's homeland is done in a game with a friend: sealed in an
    /// invitation, or sent in the clear as the answer to one.
    pub(super) fn done_online(self, homeland: Homeland) {
        let side = homeland.side();
        let answered = self
            .invite
            .get_untracked()
            .filter(|i| i.side != side && i.ruleset == homeland.ruleset());
        let (online, message, sending) = match answered {
            Some(invite) => match Online::answer(&invite, homeland) {
                Ok((online, answer)) => (online, Message::Answer(answer), Sending::Answer),
                Err(e) => return self.notice.set(Some(reasons::online(&e))),
            },
            None => {
                let (online, invite) = Online::invite(storage::new_id(), homeland, salt());
                (online, Message::Invite(invite), Sending::Invite)
            }
        };
        self.invite.set(None);
        // Saved as the setup of this side's homeland, finished (no other
        // homeland beside it: see `SavedGame::online`).
        self.finished.set_value(ByColor::default());
        self.current.update_value(|c| {
            if let Some(c) = c {
                c.online = Some(online);
            }
        });
        // Saved at once, whatever was saved of the setup before.
        self.last_saved.set_value(None);
        self.persist();
        self.send.set(Some((link_to(&message.to_link()), sending)));
        self.screen.set(Screen::Send);
    }

    /// The moves and the end made on this device's board, taken into the
    /// game with a friend; the link that carries them is the one to send.
    pub(super) fn sync_online(self) {
        let Some(board) = self.play.get_untracked() else {
            return;
        };
        let Some(record) = board.try_with_untracked(|b| GameRecord::of(&b.game)) else {
            return;
        };
        let mut link = None;
        self.current.update_value(|c| {
            let Some(online) = c.as_mut().and_then(|c| c.online.as_mut()) else {
                return;
            };
            let Some(known) = online.record().cloned() else {
                return;
            };
            if known == record || !record.moves.starts_with(&known.moves) {
                return;
            }
            for &uci in &record.moves[known.moves.len()..] {
                if online.play(uci).is_err() {
                    return;
                }
            }
            if let Some(ending) = record.ending.filter(|_| known.ending.is_none()) {
                if online.end(ending).is_err() {
                    return;
                }
            }
            link = online.link();
        });
        if let Some(link) = link {
            let link = link_to(&Message::Game(link).to_link());
            self.send.set(Some((link, Sending::Move)));
        }
    }

    /// A link from a friend at another device: an invitation to look at,
    /// or the next step of a game kept here, taken in or refused in words.
    pub(super) fn open_online(self, fragment: &str) {
        let message = match Message::parse(fragment) {
            Ok(m) => m,
            Err(e) => return self.notice.set(Some(refused(&e))),
        };
        let Some((id, mut saved, mut online)) = find_online(message.id()) else {
            return match message {
                Message::Invite(invite) => {
                    self.invite.set(Some(invite));
                    self.screen.set(Screen::Invited);
                }
                _ => self.notice.set(Some(t(Msg::OnlineNotHere).into())),
            };
        };
        let known = online.record().map_or(0, |r| r.moves.len());
        match online.receive(&message) {
            Ok(accepted) => {
                self.notice.set(None);
                if let cyvasse::Accepted::Moves(1..) = accepted {
                    self.arrived.set_value(Some(known));
                }
                if let Some(record) = online.record() {
                    match record.replay() {
                        Ok(game) => saved.stage = Stage::play(&game),
                        Err(e) => return self.notice.set(Some(refused(&OnlineError::Game(e)))),
                    }
                }
                saved.online = Some(online.to_text());
                if let Err(e) = storage::GAMES.save(&id, &mut saved) {
                    return self.notice.set(Some(e.to_string()));
                }
                self.resume(id, saved);
            }
            Err(e) => {
                self.notice.set(Some(match e {
                    OnlineError::AlreadySeen => t(Msg::OnlineSeen).into(),
                    e => refused(&e),
                }));
                self.resume(id, saved);
            }
        }
    }

    /// What a saved game with a friend shows: the link to send again while
    /// the homelands are not both known, else the board with the link of
    /// this device's last move while the friend is to play.
    pub(super) fn resume_online(self, online: &Online) {
        let sending = match online.record() {
            None if online.me == online.inviter => {
                let invite = cyvasse::Invite {
                    id: online.id.clone(),
                    ruleset: online.own.ruleset(),
                    side: online.me,
                    commitment: online.commitment,
                };
                Some((Message::Invite(invite), Sending::Invite))
            }
            None => {
                let answer = cyvasse::Answer {
                    id: online.id.clone(),
                    homeland: online.own.clone(),
                };
                Some((Message::Answer(answer), Sending::Answer))
            }
            Some(record) => {
                let game = record.replay().ok();
                let friends_turn = game.as_ref().is_some_and(|g| {
                    g.result().is_none() && g.position().side_to_move() != online.me
                });
                let over = game.as_ref().is_some_and(|g| g.result().is_some());
                let mine_last = over && record.ending == Some(cyvasse::Ending::Resigned(online.me));
                let sending = if record.moves.is_empty() {
                    Sending::Reveal
                } else {
                    Sending::Move
                };
                online
                    .link()
                    .filter(|_| friends_turn || mine_last)
                    .map(|l| (Message::Game(l), sending))
            }
        };
        self.send
            .set(sending.map(|(m, s)| (link_to(&m.to_link()), s)));
        if online.record().is_none() {
            self.screen.set(Screen::Send);
        }
    }
}

/// Thirty-two random bytes from the browser's cryptographic generator, to
/// seal a homeland with (`crypto.getRandomValues`).
fn salt() -> Salt {
    let mut salt = [0u8; 32];
    if let Ok(crypto) = window().crypto() {
        let _ = crypto.get_random_values_with_u8_array(&mut salt);
    }
    salt
}

/// The saved game with a friend whose id in the exchange is `online_id`,
/// with what is kept of the exchange.
fn find_online(online_id: &str) -> Option<(String, SavedGame, Online)> {
    let mut trouble = storage::Trouble::default();
    storage::games(&mut trouble)
        .into_iter()
        .find_map(|(id, saved)| {
            let online: Online = saved.online.as_deref()?.parse().ok()?;
            (online.id == online_id).then_some((id, saved, online))
        })
}

/// Why a friend's link changes nothing, in words.
fn refused(e: &OnlineError) -> String {
    fill(Msg::OnlineRefused, &[("reason", &reasons::online(e))])
}
