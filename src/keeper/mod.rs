//! The game on this device, kept: starting one (two players here, or
//! against the computer), the two setups and the reveal, taking up a saved
//! game or a shared one, saving every change, and following what another tab
//! of the page changes. Which screen is up is part of it, as the game moves
//! the page from screen to screen; `screens::on_show` shows that screen.
//!
//! Secrecy: a finished homeland is kept only in Rust memory until both are
//! done; the DOM holds nothing of it while the other player sets up.

use cyvasse::{
    ByColor, Color, GameLink, GameRecord, Homeland, Invite, Layout, Level, Link, Position, Ruleset,
};
use leptos::prelude::*;
use std::future::Future;

use crate::i18n::{self, fill, reasons, t, Lang, Msg};
use crate::later::after_paint;
use crate::part::NotLoaded;
use crate::play_model::PlayBoard;
use crate::random_u64;
use crate::route::{take_link, Next, Screen};
use crate::session::{date_text, Export, Seats, Session};
use crate::setup_model::{SetupBoard, Step};
use crate::storage::{self, SavedGame, Settings, Stage};
use crate::worker_client::Computer;

mod online;

/// How long a change waits to be saved where no frame is painted, in
/// milliseconds.
const SAVE_WAIT_MS: u64 = 250;

/// The game on this device and the screen it is on. Cheap to copy: every
/// member is a handle.
#[derive(Copy, Clone)]
pub struct Keeper {
    /// Which screen is up.
    pub screen: RwSignal<Screen>,
    /// The homeland being built.
    pub setup: RwSignal<SetupBoard>,
    /// The homelands finished so far.
    finished: StoredValue<ByColor<Option<Homeland>>>,
    /// The game, once both homelands are in: a signal of its own, which the
    /// play screen updates in place. It belongs to the page, not to whichever
    /// screen's button created it.
    pub play: RwSignal<Option<RwSignal<PlayBoard>>>,
    owner: StoredValue<Option<Owner>, LocalStorage>,
    /// What went wrong starting the game, shown over the screen.
    pub error: RwSignal<Option<String>>,
    /// Messages about saving and links, until dismissed.
    pub notice: RwSignal<Option<String>>,
    /// The saved game on screen; `None` for a shared game not kept here.
    current: StoredValue<Option<Session>>,
    /// What was last saved of it.
    last_saved: StoredValue<Option<Stage>>,
    /// A saved game that changed in another tab, to be shown as it is now.
    stale: RwSignal<Option<String>>,
    /// A layout opened from a link.
    pub shared_layout: RwSignal<Option<Layout>>,
    /// A game whose link and text are shown for copying.
    pub export: RwSignal<Option<Export>>,
    /// The computer player.
    pub computer: Computer,
    /// The settings as saved.
    settings: StoredValue<Settings>,
    /// The setting shown: the board turns to the player to move.
    pub follow: RwSignal<bool>,
    /// The setting shown: the play screen shows the text board.
    pub text: RwSignal<bool>,
    /// The game a new one is of, as last chosen.
    pub ruleset: RwSignal<Ruleset>,
    /// The language chosen, once its words are here (`None`: the browser's
    /// languages decide). The screens are built again when it changes.
    pub lang: RwSignal<Option<Lang>>,
    /// The saved game *Continue* takes up, if it is not over.
    pub continue_game: Memo<Option<(String, SavedGame)>>,
    /// An invitation from a friend at another device, opened from a link,
    /// before a homeland is built for it here.
    pub invite: RwSignal<Option<Invite>>,
    /// A link to send to the friend at another device, and what it
    /// carries.
    pub send: RwSignal<Option<(String, Sending)>>,
    /// A game with a friend whose link was opened on this device, where it
    /// is not kept: it can be followed here.
    pub elsewhere: RwSignal<Option<GameLink>>,
    /// The ply from which moves came by the friend's link just opened: the
    /// play screen tells them (and takes the value).
    pub arrived: StoredValue<Option<usize>>,
}

/// What a link to send to a friend carries.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Sending {
    /// An invitation: a sealed homeland.
    Invite,
    /// The answer to an invitation: a homeland in the clear.
    Answer,
    /// The inviter's homeland revealed, and the game begun.
    Reveal,
    /// A move.
    Move,
    /// A draw offer.
    Offer,
    /// A draw offer declined.
    Decline,
    /// The game's end: a resignation, or a draw offer accepted.
    End,
}

impl Keeper {
    /// The page's game, its saving and the listeners that keep it in step
    /// with other tabs and with links; opens the link the page was loaded
    /// with.
    pub fn new() -> Keeper {
        let screen = RwSignal::new(Screen::Start);
        let settings = StoredValue::new(storage::settings());
        let keeper = Keeper {
            screen,
            setup: RwSignal::new(SetupBoard::new(Ruleset::Iron, Color::White)),
            finished: StoredValue::new(ByColor::default()),
            play: RwSignal::new(None),
            owner: StoredValue::new_local(Owner::current()),
            error: RwSignal::new(None),
            notice: RwSignal::new(None),
            current: StoredValue::new(None),
            last_saved: StoredValue::new(None),
            stale: RwSignal::new(None),
            shared_layout: RwSignal::new(None),
            export: RwSignal::new(None),
            computer: Computer::new(),
            follow: RwSignal::new(settings.with_value(|s| s.follow)),
            text: RwSignal::new(settings.with_value(|s| s.text)),
            ruleset: RwSignal::new(settings.with_value(Settings::ruleset)),
            lang: RwSignal::new(settings.with_value(Settings::lang)),
            settings,
            invite: RwSignal::new(None),
            elsewhere: RwSignal::new(None),
            send: RwSignal::new(None),
            arrived: StoredValue::new(None),
            continue_game: Memo::new(move |_| {
                screen.track();
                storage::current().and_then(|id| {
                    let saved = storage::GAMES.get(&id)?;
                    (!saved.is_over()).then_some((id, saved))
                })
            }),
        };
        keeper.save_every_change();
        keeper.follow_other_tabs();
        keeper.open_link();
        let links = window_event_listener(leptos::ev::hashchange, move |_| keeper.open_link());
        on_cleanup(move || links.remove());
        keeper
    }

    /// The ruleset of the game on show; on other screens, the one chosen for
    /// a new game.
    pub fn ruleset_on_show(self) -> Ruleset {
        match self.screen.get() {
            Screen::SharedLayout => self.shared_layout.get().map(|l| l.ruleset()),
            Screen::Play | Screen::Handoff(Next::Play) => self
                .play
                .get()
                .and_then(|g| g.try_with(|b| b.game.position().ruleset())),
            Screen::Setup | Screen::Handoff(Next::Setup(_)) | Screen::Waiting => {
                Some(self.setup.with(|s| s.homeland.ruleset()))
            }
            _ => None,
        }
        .unwrap_or_else(|| self.ruleset.get())
    }

    /// [`Keeper::ruleset_on_show`], read without being tracked.
    pub fn ruleset_on_show_untracked(self) -> Ruleset {
        leptos::prelude::untrack(move || self.ruleset_on_show())
    }

    /// Tells the player `message`, after what is told already.
    pub fn report(self, message: String) {
        self.notice.update(|n| {
            *n = Some(match n.take() {
                Some(old) => format!("{old} {message}"),
                None => message,
            })
        })
    }

    /// Who plays each side of the game on screen.
    fn seats(self) -> Seats {
        self.current
            .with_value(|c| c.as_ref().map(|c| c.seats))
            .unwrap_or_default()
    }

    /// A signal for a new game, owned by the page.
    fn new_play(self, board: PlayBoard) -> RwSignal<PlayBoard> {
        self.owner.with_value(|owner| match owner {
            Some(owner) => owner.with(|| RwSignal::new(board)),
            None => RwSignal::new(board),
        })
    }

    /// Lets go of the game on the board. Its signal goes a moment later, not
    /// at once: a screen that shows it may stay on show until the next
    /// screen's part is ready (see `part::deferred`), and must not read a
    /// signal that is gone.
    fn drop_game(self) {
        if let Some(old) = self.play.get_untracked() {
            set_timeout(move || old.dispose(), std::time::Duration::from_secs(2));
        }
        self.play.set(None);
    }

    /// The game's state as it is saved.
    fn stage_now(self) -> Stage {
        match self.play.get_untracked() {
            Some(board) => board.with_untracked(|b| Stage::play(&b.game)),
            None => self.setup.with_untracked(|s| Stage::Setup {
                building: s.homeland.to_text(),
                army: s.step == Step::Army,
                white: self
                    .finished
                    .with_value(|f| f[Color::White].as_ref().map(Homeland::to_text)),
            }),
        }
    }

    /// Saves the game on screen if it changed since it was last saved (a
    /// game with a friend, once both homelands are in, with the moves made
    /// here taken into the exchange first, by the online part).
    fn persist(self) {
        let online = self
            .current
            .with_value(|c| c.as_ref().is_some_and(|c| c.online.is_some()));
        if online && self.play.get_untracked().is_some() {
            return self.online_step(online::sync(self));
        }
        self.save();
    }

    /// Saves the game on screen as it is, if it changed since it was last
    /// saved.
    fn save(self) {
        let Some(cur) = self.current.get_value() else {
            return;
        };
        let stage = self.stage_now();
        if self.last_saved.with_value(|l| l.as_ref() == Some(&stage)) {
            return;
        }
        let mut saved = cur.saved(stage.clone(), js_sys::Date::now());
        match storage::GAMES.save(&cur.id, &mut saved) {
            Ok(()) => {
                self.last_saved.set_value(Some(stage));
                self.current.update_value(|c| {
                    if let Some(c) = c.as_mut().filter(|c| c.id == cur.id) {
                        c.rev = saved.rev;
                    }
                });
            }
            Err(e) => {
                self.notice.set(Some(e.to_string()));
                if e == storage::SaveError::Stale {
                    // Another tab moved the game on: show it as it is now.
                    self.stale.set(Some(cur.id));
                }
            }
        }
    }

    /// Saves the game on screen in a task of its own once the change is
    /// painted, so that a move or a tap in the setup is drawn first; where no
    /// frame comes (a hidden tab), a moment later: whichever comes first
    /// saves. (A page being left saves at once.)
    fn persist_soon(self) {
        let due = std::rc::Rc::new(std::cell::Cell::new(true));
        let once = move || {
            if due.replace(false) {
                self.persist();
            }
        };
        after_paint(once.clone());
        set_timeout(once, std::time::Duration::from_millis(SAVE_WAIT_MS));
    }

    /// The settings as another tab saved them, taken over.
    fn take_stored_settings(self) {
        let now = storage::settings();
        self.follow.set(now.follow);
        self.text.set(now.text);
        self.ruleset.set(now.ruleset());
        if let Some(lang) = now.lang() {
            if self.lang.get_untracked() != Some(lang) {
                self.choose_lang(lang);
            }
        }
        self.settings.set_value(now);
    }

    /// Shows the page in `lang` once its words are here, and remembers the
    /// choice; or says that they could not be had.
    pub fn choose_lang(self, lang: Lang) {
        leptos::task::spawn_local(async move {
            match i18n::show(lang).await {
                Ok(()) => self.lang.set(Some(lang)),
                Err(_) => self.notice.set(Some(fill(
                    Msg::StartLanguageMissing,
                    &[("language", lang.name())],
                ))),
            }
        });
    }

    /// One effect: every change of a setup, and every move, is saved; the
    /// settings are saved when they change. A page being left saves at once.
    fn save_every_change(self) {
        let play = self.play;
        // The game's moves, its result and a draw offer (which a game with
        // a friend sends).
        let moves = Memo::new(move |_| {
            play.get()
                .and_then(|g| g.try_with(|b| (b.game.ply(), b.game.result(), b.draw_offer)))
        });
        Effect::new(move |_| {
            self.setup.track();
            // Read, not only tracked: a memo that nobody reads is not brought
            // up to date, and would not tell of the next move.
            let _ = moves.get();
            self.persist_soon();
            let following = self.follow.get();
            let game = self.ruleset.get();
            let lang = self.lang.get();
            let text = self.text.get();
            if self.settings.with_value(|s| {
                s.follow != following || s.ruleset() != game || s.lang() != lang || s.text != text
            }) {
                let mut changed = self.settings.get_value();
                changed.follow = following;
                changed.text = text;
                changed.game = Some(game.name().to_string());
                changed.lang = lang.map(|l| l.code().to_string());
                match storage::save_settings(&mut changed) {
                    Ok(()) => self.settings.set_value(changed),
                    Err(e) => {
                        self.notice.set(Some(e.to_string()));
                        // Changed in another tab: take its settings.
                        self.take_stored_settings();
                    }
                }
            }
        });
        // Effects run a moment after the change: a page that is being left
        // saves at once.
        let leaving = window_event_listener(leptos::ev::pagehide, move |_| self.persist());
        let hidden = window_event_listener(leptos::ev::visibilitychange, move |_| self.persist());
        on_cleanup(move || {
            leaving.remove();
            hidden.remove();
        });
    }

    /// The same page in another tab: a change there to the game on screen
    /// (or a write refused here because of one) shows the game as it is now;
    /// a change of the settings is taken over.
    fn follow_other_tabs(self) {
        let on_game_screen = move || self.screen.get_untracked().shows_the_game();
        Effect::new(move |_| {
            let Some(id) = self.stale.get() else {
                return;
            };
            self.stale.set(None);
            // Read once, here: shown if it is not the revision this tab has.
            let ours = self
                .current
                .with_value(|c| c.as_ref().filter(|c| c.id == id).map(|c| c.rev));
            let newer = storage::GAMES
                .get(&id)
                .filter(|g| ours.is_some_and(|rev| g.rev != rev));
            if let Some(saved) = newer.filter(|_| on_game_screen()) {
                // Moves made there go onto the board on show, as moves do.
                if self.catch_up(&id, &saved) {
                    return;
                }
                // Otherwise the old game's screen goes first, then the game
                // comes back as it is now, on a screen built anew.
                self.screen.set(Screen::Start);
                set_timeout(move || self.resume(id, saved), std::time::Duration::ZERO);
            }
        });
        let other_tab = window_event_listener(leptos::ev::storage, move |e| {
            let Some(key) = e.key() else {
                return;
            };
            if storage::is_settings_key(&key) {
                return self.take_stored_settings();
            }
            let ours = self.current.with_value(|c| {
                c.as_ref()
                    .filter(|c| storage::GAMES.key(&c.id) == key)
                    .map(|c| c.id.clone())
            });
            if let Some(id) = ours.filter(|_| on_game_screen()) {
                self.stale.set(Some(id));
            }
        });
        on_cleanup(move || other_tab.remove());
    }

    /// Another tab's moves in the game on the play screen, taken onto the
    /// board there when they only go on from it (see
    /// [`PlayBoard::catch_up`]): the board stays up and shows them as moves,
    /// with no blank screen in between. `false` (and nothing done) for
    /// anything else: a game with a friend, the same seats no longer, a game
    /// that went another way.
    fn catch_up(self, id: &str, saved: &SavedGame) -> bool {
        let Some(board) = self.play.get_untracked() else {
            return false;
        };
        let cur = Session::of_saved(id.to_string(), saved);
        let Ok(Some(game)) = saved.game() else {
            return false;
        };
        if saved.online.is_some()
            || self.screen.get_untracked() != Screen::Play
            || board.with_untracked(|b| b.read_only || b.seats != cur.seats)
        {
            return false;
        }
        let mut caught_up = false;
        board.maybe_update(|b| {
            caught_up = b.catch_up(game);
            caught_up
        });
        if caught_up {
            self.computer.forget();
            self.current.set_value(Some(cur));
            self.last_saved.set_value(Some(saved.stage.clone()));
        }
        caught_up
    }

    /// Starts keeping a new game under a new id.
    fn keep_new(self, name: String, seats: Seats) {
        let id = storage::new_id();
        storage::set_current(Some(&id));
        self.current
            .set_value(Some(Session::new(id, name, seats, js_sys::Date::now())));
        self.last_saved.set_value(None);
    }

    /// A new game for two players on this device, of the game last chosen:
    /// White sets up first.
    pub fn new_game(self) {
        self.new_game_of(self.ruleset.get_untracked());
    }

    /// A new game of `ruleset` for two players on this device: White sets up
    /// first.
    ///
    /// The new game is kept at once, and the hand-over to White comes in a
    /// task of its own after the press's frame is painted: taking the old
    /// screen down and building the card is the heavier half of the work,
    /// and the first time (the first press of a visit) its code is also
    /// compiled. The old screen (the start screen, a game's end or a shared
    /// layout) shows nothing of the setup, so it is the same until then.
    fn new_game_of(self, ruleset: Ruleset) {
        self.finished.set_value(ByColor::default());
        self.drop_game();
        self.error.set(None);
        self.computer.forget();
        self.keep_new(
            fill(Msg::GameName, &[("date", &date_text(js_sys::Date::now()))]),
            Seats::here(),
        );
        self.setup.set(SetupBoard::new(ruleset, Color::White));
        self.after_press(move || self.screen.set(Screen::Handoff(Next::Setup(Color::White))));
    }

    /// Runs `then` in a task of its own after the press's frame is painted,
    /// unless another screen or game was asked for meanwhile: the press is
    /// answered first, and what `then` builds or takes down (a screen, and
    /// the first time its code compiled) keeps no press waiting.
    fn after_press(self, then: impl FnOnce() + 'static) {
        let game = move || {
            self.current
                .with_value(|c| c.as_ref().map(|c| c.id.clone()))
        };
        let (kept, from) = (game(), self.screen.get_untracked());
        after_paint(move || {
            if game() == kept && self.screen.get_untracked() == from {
                then();
            }
        });
    }

    /// A new game for two players here of the layout's game, White's homeland
    /// laid out as `layout`.
    pub fn new_game_with(self, layout: &Layout) {
        self.new_game_of(layout.ruleset());
        self.setup.update(|s| s.apply_layout(layout));
    }

    /// A game against the computer, of the game last chosen: the player sets
    /// up, unseen by it.
    pub fn new_versus(self, player: Color, level: Level) {
        self.new_versus_of(self.ruleset.get_untracked(), player, level);
    }

    /// A game of `ruleset` against the computer.
    fn new_versus_of(self, ruleset: Ruleset, player: Color, level: Level) {
        self.finished.set_value(ByColor::default());
        self.drop_game();
        self.error.set(None);
        self.computer.forget();
        self.keep_new(versus_name(), Seats::against_computer(!player, level));
        self.setup.set(SetupBoard::new(ruleset, player));
        self.screen.set(Screen::Setup);
    }

    /// The same game again, of the same ruleset: against the computer with
    /// the same side and level, or two players here.
    pub fn rematch(self) {
        let ruleset = self
            .play
            .get_untracked()
            .and_then(|g| g.try_with_untracked(|b| b.game.position().ruleset()))
            .unwrap_or_else(|| self.ruleset.get_untracked());
        match self.seats().computer() {
            Some((computer, level)) => self.new_versus_of(ruleset, !computer, level),
            None => self.new_game_of(ruleset),
        }
    }

    /// Puts a game on the board: kept under `kept` (its session and last
    /// saved state), or shown without being kept.
    fn show_game(self, mut board: PlayBoard, kept: Option<(Session, Stage)>) {
        // Leave the old screen first: it may still be showing the old game.
        self.screen.set(Screen::Start);
        self.computer.forget();
        self.drop_game();
        if let Some((cur, _)) = &kept {
            board.seats = cur.seats;
        }
        let (cur, stage) = kept.unzip();
        self.current.set_value(cur);
        self.last_saved.set_value(stage);
        self.play.set(Some(self.new_play(board)));
        self.screen.set(Screen::Play);
    }

    /// Takes up a saved game where it was left.
    pub fn resume(self, id: String, saved: SavedGame) {
        self.error.set(None);
        self.computer.forget();
        self.send.set(None);
        if saved.online.is_some() {
            return self.online_step(online::resume(self, id, saved));
        }
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
                let (Ok(building), Ok(white)) = (
                    building.parse::<Homeland>(),
                    white.map(|w| w.parse::<Homeland>()).transpose(),
                ) else {
                    self.notice.set(Some(t(Msg::KeepSetupUnreadable).into()));
                    return;
                };
                self.drop_game();
                self.finished.set_value(ByColor { white, black: None });
                self.current.set_value(Some(cur));
                self.last_saved.set_value(Some(stage));
                let side = building.side();
                self.setup.set(SetupBoard::resume(building, army));
                // Against the computer, nobody else is there to look away.
                self.screen.set(if alone {
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
                    self.show_game(PlayBoard::from_game(game), Some((cur, stage)));
                    if unrevealed {
                        self.screen.set(Screen::Handoff(Next::Play));
                    }
                }
                Ok(None) => {}
                Err(e) => self.notice.set(Some(fill(
                    Msg::KeepNoReplay,
                    &[("reason", &reasons::record(&e))],
                ))),
            },
        }
    }

    /// Takes up the game *Continue* names.
    pub fn continue_saved(self) {
        if let Some((id, saved)) = self.continue_game.get_untracked() {
            self.resume(id, saved);
        }
    }

    /// A link's fragment: a layout to look at, or a game to replay.
    fn open_link(self) {
        let Some(fragment) = take_link() else {
            return;
        };
        if fragment.trim_start_matches('#').starts_with("online:") {
            return self.online_step(online::open(self, fragment));
        }
        match Link::parse(&fragment) {
            Ok(None) => {}
            Ok(Some(Link::Layout(layout))) => {
                self.shared_layout.set(Some(layout));
                self.screen.set(Screen::SharedLayout);
            }
            Ok(Some(Link::Game(record))) => self.show_shared(record),
            Err(e) => self.notice.set(Some(reasons::link(&e))),
        }
    }

    /// A game from a link, shown where it stands (a finished one at its end)
    /// and kept nowhere until the player keeps it.
    fn show_shared(self, record: GameRecord) {
        match record.replay() {
            Ok(game) => {
                let mut board = PlayBoard::from_game(game);
                board.read_only = true;
                self.show_game(board, None);
            }
            Err(e) => self.notice.set(Some(fill(
                Msg::KeepLinkBroken,
                &[("reason", &e.to_string())],
            ))),
        }
    }

    /// A shared game kept on this device: its first `ply` moves (all of
    /// them: the game as it was shared, its result too), played on by two
    /// players here or against the computer (`against`: its side and level).
    pub fn keep_shared(self, ply: usize, against: Option<(Color, Level)>) {
        let Some(g) = self.play.get_untracked() else {
            return;
        };
        let mut game = g.with_untracked(|b| b.game.clone());
        if ply < game.ply() {
            game.truncate(ply);
        }
        let (name, seats) = match against {
            Some((computer, level)) => (versus_name(), Seats::against_computer(computer, level)),
            None => (t(Msg::KeepSharedGame).to_string(), Seats::here()),
        };
        let mut board = PlayBoard::from_game(game);
        board.seats = seats;
        self.show_game(board, None);
        self.keep_new(name, seats);
        self.persist();
    }

    /// Both homelands in: the game begins.
    /// The setup is left as it was: see [`Keeper::leave_setup`].
    fn begin(self, white: Homeland, black: Homeland) -> bool {
        match Position::from_homelands(&white, &black) {
            Ok(start) => {
                self.drop_game();
                let mut board = PlayBoard::new(start);
                board.seats = self.seats();
                self.play.set(Some(self.new_play(board)));
                true
            }
            Err(e) => {
                self.error.set(Some(fill(
                    Msg::KeepCannotStart,
                    &[("reason", &reasons::start(&e))],
                )));
                false
            }
        }
    }

    /// The two homelands, if both are in.
    fn both(self) -> Option<(Homeland, Homeland)> {
        self.finished
            .with_value(|f| f[Color::White].clone().zip(f[Color::Black].clone()))
    }

    /// Takes the setup screen down for `screen`, then puts `next` in the
    /// setup's place: the other side's setup, or, once the game begins, an
    /// empty one (the last setup leaves memory that the screen could show).
    /// In that order, so that the page's route hears of the new screen
    /// before the screen on its way out hears of the new setup. (Meant to
    /// spare that screen a redraw for the new setup; whether its effects
    /// still run before it goes was not measured.)
    fn leave_setup(self, screen: Screen, next: SetupBoard) {
        self.screen.set(screen);
        self.setup.set(next);
    }

    /// A player's homeland is done: the other side sets up next (the
    /// computer, or the other player after a hand-over), or the game begins.
    ///
    /// Between two players here, the hand-over comes in a task of its own
    /// after the press's frame ([`Keeper::after_press`]): taking the setup
    /// screen down and building the card is most of the work, and the first
    /// time its code is also compiled. Until then nothing is kept, so a
    /// page left in between keeps the setup as it was, still to be done.
    pub fn done(self, homeland: Homeland) {
        if self.seats().remote().is_some() {
            return self.online_step(online::done(self, homeland));
        }
        if self.seats().computer().is_none() {
            return self.after_press(move || self.done_here(homeland));
        }
        self.done_here(homeland);
    }

    /// [`Keeper::done`], at once.
    fn done_here(self, homeland: Homeland) {
        let side = homeland.side();
        let ruleset = homeland.ruleset();
        self.finished.update_value(|f| f[side] = Some(homeland));
        if let Some((computer, _)) = self.seats().computer() {
            self.screen.set(Screen::Waiting);
            let asked = self.computer.ai().map(|ai| {
                ai.homeland(ruleset, computer, random_u64(), move |reply| match reply {
                    Ok(theirs) => {
                        self.finished.update_value(|f| f[computer] = Some(theirs));
                        if let Some((white, black)) = self.both() {
                            if self.begin(white, black) {
                                self.leave_setup(
                                    Screen::Play,
                                    SetupBoard::new(ruleset, Color::White),
                                );
                            }
                        }
                    }
                    Err(e) => self
                        .error
                        .set(Some(fill(Msg::KeepNoHomeland, &[("reason", &e)]))),
                });
            });
            if let Err(e) = asked {
                self.error.set(Some(e));
            }
            return;
        }
        match self.both() {
            Some((white, black)) => {
                if self.begin(white, black) {
                    let next = SetupBoard::new(ruleset, Color::White);
                    self.leave_setup(Screen::Handoff(Next::Play), next);
                }
            }
            None => self.leave_setup(
                Screen::Handoff(Next::Setup(!side)),
                SetupBoard::new(ruleset, !side),
            ),
        }
    }

    /// The game of the link opened here (`elsewhere`) followed on this
    /// device, played from here as `side`.
    pub fn follow_here(self, side: Color) {
        self.online_step(online::follow(self, side));
    }

    /// Runs a step of a game with a friend once the online part is here
    /// (`keeper::online`), or says that it could not be fetched.
    fn online_step(self, step: impl Future<Output = Result<(), NotLoaded>> + 'static) {
        leptos::task::spawn_local(async move {
            if step.await.is_err() {
                self.report(t(Msg::PartNotLoaded).into());
            }
        });
    }

    /// Shows the game's link and text, for copying.
    pub fn share(self) {
        if let Some(board) = self.play.get_untracked() {
            let name = self
                .current
                .with_value(|c| c.as_ref().map(|c| c.name.clone()))
                .unwrap_or_else(|| t(Msg::KeepSharedGame).into());
            let record = board.with_untracked(|b| GameRecord::of(&b.game));
            self.export.set(Some(Export { name, record }));
        }
    }

    /// A saved game was renamed (`Some(name)`) or deleted (`None`) on the
    /// saved games screen: if it is the one on screen, it follows.
    pub fn changed(self, id: &str, name: Option<String>) {
        let ours = self
            .current
            .with_value(|c| c.as_ref().is_some_and(|c| c.id == id));
        if ours {
            match name {
                Some(name) => self.current.update_value(|c| {
                    if let Some(c) = c {
                        c.name = name;
                    }
                }),
                // A deleted game is no longer kept, even if it is on screen.
                None => self.current.set_value(None),
            }
        }
    }
}

/// The name of a new game against the computer, from the moment it begins.
fn versus_name() -> String {
    fill(
        Msg::GameNameVersus,
        &[("date", &date_text(js_sys::Date::now()))],
    )
}
