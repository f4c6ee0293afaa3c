//! A game with a friend at another device, on this device's side: the
//! invitation or the answer once the homeland is built, the moves made here
//! taken into the exchange of links, and a friend's link taken in or
//! refused in words.

use cyvasse::{ByColor, Color, GameRecord, Homeland, Message, Online, OnlineError, Ruleset, Salt};
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use super::{Keeper, Sending};
use crate::i18n::{fill, reasons, t, Msg};
use crate::part::NotLoaded;
use crate::play_model::PlayBoard;
use crate::route::{link_to, Screen};
use crate::session::{date_text, Seats, Session};
use crate::setup_model::SetupBoard;
use crate::side_or_random;
use crate::storage::{self, SavedGame, Stage};

impl Keeper {
    /// A new game with a friend at another device, of the game last
    /// chosen: this device invites, playing `side` (random if `None`), and
    /// builds its homeland first.
    pub fn new_online(self, side: Option<Color>) {
        self.start_online(self.ruleset.get_untracked(), side_or_random(side));
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
    fn done_online(self, homeland: Homeland) {
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
                c.online = Some(online.to_text());
            }
        });
        // Saved at once, whatever was saved of the setup before.
        self.last_saved.set_value(None);
        self.save();
        self.send.set(Some((link_to(&message.to_link()), sending)));
        self.screen.set(Screen::Send);
    }

    /// The moves, the end and the draw offer or answer made on this
    /// device's board, taken into the game with a friend; the link that
    /// carries them is the one to send. Whether anything was taken.
    fn sync_online(self) -> bool {
        let Some(board) = self.play.get_untracked() else {
            return false;
        };
        let Some((record, offer, over)) = board.try_with_untracked(|b| {
            (
                GameRecord::of(&b.game),
                b.draw_offer,
                b.game.result().is_some(),
            )
        }) else {
            return false;
        };
        let mut sent = None;
        self.current.update_value(|c| {
            let Some(kept) = c.as_mut().and_then(|c| c.online.as_mut()) else {
                return;
            };
            let Ok(mut online) = kept.parse::<Online>() else {
                return;
            };
            let Some(known) = online.record().cloned() else {
                return;
            };
            if !record.moves.starts_with(&known.moves) {
                return;
            }
            let mut what = None;
            for &uci in &record.moves[known.moves.len()..] {
                if online.play(uci).is_err() {
                    return;
                }
                // The last may end the game (a King captured, a draw by
                // the rules).
                what = Some(if over { Sending::End } else { Sending::Move });
            }
            if let Some(ending) = record.ending.filter(|_| known.ending.is_none()) {
                if online.end(ending).is_err() {
                    return;
                }
                what = Some(Sending::End);
            } else if offer == Some(online.me) && online.offer != offer {
                if online.offer_draw().is_err() {
                    return;
                }
                what = Some(Sending::Offer);
            } else if offer.is_none() && online.offer == Some(!online.me) {
                if online.decline_draw().is_err() {
                    return;
                }
                what = Some(Sending::Decline);
            }
            let Some(what) = what else {
                return;
            };
            *kept = online.to_text();
            sent = online.link().map(|link| (link, what));
        });
        let Some((link, what)) = sent else {
            return false;
        };
        let link = link_to(&Message::Game(link).to_link());
        self.send.set(Some((link, what)));
        true
    }

    /// A link from a friend at another device: an invitation to look at,
    /// or the next step of a game kept here, taken in or refused in words.
    fn open_online(self, fragment: &str) {
        let message = match Message::parse(fragment) {
            Ok(m) => m,
            Err(e) => return self.notice.set(Some(refused(&e))),
        };
        let (found, trouble) = find_online(message.id());
        self.take_in(message, found);
        // An entry that could not be read was set aside on the way: said
        // after whatever the link itself tells.
        if let Some(trouble) = trouble {
            self.report(trouble);
        }
    }

    /// A friend's message taken into the game kept here that it is of
    /// (`found`), or an invitation to look at.
    fn take_in(self, message: Message, found: Option<(String, SavedGame, Online)>) {
        let Some((id, mut saved, mut online)) = found else {
            return match message {
                Message::Invite(invite) => {
                    self.invite.set(Some(invite));
                    self.screen.set(Screen::Invited);
                }
                Message::Game(link) => {
                    self.elsewhere.set(Some(link));
                    self.screen.set(Screen::Follow);
                }
                Message::Answer(_) => self.notice.set(Some(t(Msg::OnlineNotHere).into())),
            };
        };
        let known = online.record().map_or(0, |r| r.moves.len());
        let offered = online.offer == Some(online.me);
        match online.receive(&message) {
            Ok(accepted) => {
                let declined = offered
                    && online.offer.is_none()
                    && online.record().is_some_and(|r| r.ending.is_none());
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
                saved.link_came = Some(js_sys::Date::now());
                if let Err(e) = storage::GAMES.save(&id, &mut saved) {
                    return self.notice.set(Some(e.to_string()));
                }
                let me = online.me;
                self.take_up(id, saved);
                if let Some(board) = self.play.get_untracked().filter(|_| declined) {
                    board.update(|b| b.draw_declined = Some(!me));
                }
            }
            Err(e) => {
                self.notice.set(Some(match e {
                    OnlineError::AlreadySeen => t(Msg::OnlineSeen).into(),
                    e => refused(&e),
                }));
                self.take_up(id, saved);
            }
        }
    }

    /// The game of the link opened here (`elsewhere`), followed on this
    /// device as `me`: kept as a new game, and taken up.
    fn follow_game(self, me: Color) {
        let Some(link) = self.elsewhere.get_untracked() else {
            return;
        };
        let game = match Online::follow(&link, me).and_then(|online| {
            let game = link.record.replay().map_err(OnlineError::Game)?;
            Ok((online, game))
        }) {
            Ok(game) => game,
            Err(e) => return self.notice.set(Some(refused(&e))),
        };
        let (online, game) = game;
        let now = js_sys::Date::now();
        let name = fill(Msg::GameNameFriend, &[("date", &date_text(now))]);
        let mut session = Session::new(storage::new_id(), name, Seats::online(me), now);
        session.online = Some(online.to_text());
        session.link_came = Some(now);
        let mut saved = session.saved(Stage::play(&game), now);
        if let Err(e) = storage::GAMES.save(&session.id, &mut saved) {
            return self.notice.set(Some(e.to_string()));
        }
        self.elsewhere.set(None);
        self.take_up(session.id, saved);
    }

    /// Takes up a saved game with a friend where it was left: the board,
    /// once both homelands are known, and the link to send.
    fn take_up(self, id: String, saved: SavedGame) {
        self.error.set(None);
        self.computer.forget();
        self.send.set(None);
        let Some(online) = saved
            .online
            .as_deref()
            .and_then(|t| t.parse::<Online>().ok())
        else {
            return self.notice.set(Some(t(Msg::KeepSetupUnreadable).into()));
        };
        let stage = saved.stage.clone();
        let cur = Session::of_saved(id.clone(), &saved);
        self.drop_game();
        self.current.set_value(Some(cur));
        self.last_saved.set_value(Some(stage.clone()));
        if online.record().is_none() {
            storage::set_current(Some(&id));
            return self.resume_online(&online);
        }
        if let Ok(Some(game)) = saved.game() {
            if game.result().is_none() {
                storage::set_current(Some(&id));
            }
            let mut board = PlayBoard::from_game(game);
            // A draw offer waits for its answer, from either side.
            board.draw_offer = online.offer.filter(|_| board.game.result().is_none());
            let cur = self.current.get_value();
            self.show_game(board, cur.map(|c| (c, stage)));
            self.resume_online(&online);
        }
    }

    /// What a saved game with a friend shows: the link to send again while
    /// the homelands are not both known, else the board with the link of
    /// this device's last move while the friend is to play.
    fn resume_online(self, online: &Online) {
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
                // The friend is to play, and no offer of theirs waits for an
                // answer here.
                let friends_turn = game.as_ref().is_some_and(|g| {
                    g.result().is_none() && g.position().side_to_move() != online.me
                }) && online.offer != Some(!online.me);
                let over = game.as_ref().is_some_and(|g| g.result().is_some());
                // The game ended here: this side resigned, accepted the
                // friend's offer, or made the move that ended it.
                let ended_here = over
                    && match record.ending {
                        Some(cyvasse::Ending::Resigned(side)) => side == online.me,
                        Some(cyvasse::Ending::DrawAgreed) => online.offer == Some(!online.me),
                        None => game.as_ref().is_some_and(|g| {
                            g.ply()
                                .checked_sub(1)
                                .and_then(|last| g.position_at(last))
                                .is_some_and(|p| p.side_to_move() == online.me)
                        }),
                    };
                let offered = !over && online.offer == Some(online.me);
                let sending = if ended_here {
                    Sending::End
                } else if offered {
                    Sending::Offer
                } else if record.moves.is_empty() {
                    Sending::Reveal
                } else {
                    Sending::Move
                };
                online
                    .link()
                    .filter(|_| friends_turn || ended_here || offered)
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
/// with what is kept of the exchange; and what was set aside while the
/// saved games were read, in words.
fn find_online(online_id: &str) -> (Option<(String, SavedGame, Online)>, Option<String>) {
    let mut trouble = storage::Trouble::default();
    let found = storage::games(&mut trouble)
        .into_iter()
        .find_map(|(id, saved)| {
            let online: Online = saved.online.as_deref()?.parse().ok()?;
            (online.id == online_id).then_some((id, saved, online))
        });
    (found, trouble.message())
}

/// Why a friend's link changes nothing, in words.
fn refused(e: &OnlineError) -> String {
    fill(Msg::OnlineRefused, &[("reason", &reasons::online(e))])
}

// The split points of the online part (see `screens::parts`): what only a
// game with a friend needs (the exchange's checks, SHA-256, the friend's
// screens) is fetched when such a game is begun, taken up or a link of one
// opened, not with the page.

/// Takes in a friend's link (its fragment), or refuses it in words.
#[wasm_split(online, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn open(k: Keeper, fragment: String) -> Result<(), NotLoaded> {
    k.open_online(&fragment);
    Ok(())
}

/// This device's homeland is done: the invitation or the answer to send.
#[wasm_split(online, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn done(k: Keeper, homeland: Homeland) -> Result<(), NotLoaded> {
    k.done_online(homeland);
    Ok(())
}

/// The moves made on the board taken into the exchange, and the game
/// saved.
#[wasm_split(online, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn sync(k: Keeper) -> Result<(), NotLoaded> {
    if k.sync_online() {
        // Saved even where the board's state is as saved (a draw offer).
        k.last_saved.set_value(None);
        // What a link opened before said (refused, or nothing new) is
        // behind the player now.
        k.notice.set(None);
    }
    k.save();
    Ok(())
}

/// The game of a link opened here followed on this device, as `me`.
#[wasm_split(online, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn follow(k: Keeper, me: Color) -> Result<(), NotLoaded> {
    k.follow_game(me);
    Ok(())
}

/// A saved game with a friend taken up.
#[wasm_split(online, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn resume(k: Keeper, id: String, saved: SavedGame) -> Result<(), NotLoaded> {
    k.take_up(id, saved);
    Ok(())
}
