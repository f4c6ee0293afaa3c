//! The game on this device: who sits at each side (its two [`Seats`]), and,
//! when it is kept here, what is saved beside its state ([`Session`]).
//!
//! A seat is who plays a side: someone at this device, the computer, or a
//! friend at another device (moves come and go by links).
//! What differs between games — whether the board waits for a move from
//! elsewhere, which way it faces, what taking back goes back to, whether
//! hints are offered, the players' names and what is saved of the opponent —
//! is asked of the seats, so that a new kind of seat changes this file, not
//! the screens.

use cyvasse::{ByColor, Color, GameRecord, Level};

use crate::storage::{Opponent, SavedGame, Stage};

/// Who plays one side.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Seat {
    /// Someone at this device.
    Here,
    /// The computer, at a level.
    Computer(Level),
    /// A friend at another device: their moves come by links.
    Remote,
}

/// Who plays each side of a game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Seats(ByColor<Seat>);

impl Default for Seats {
    fn default() -> Seats {
        Seats::here()
    }
}

impl Seats {
    /// Two players at this device.
    pub const fn here() -> Seats {
        Seats(ByColor {
            white: Seat::Here,
            black: Seat::Here,
        })
    }

    /// A player here against the computer, which plays `computer` at `level`.
    pub fn against_computer(computer: Color, level: Level) -> Seats {
        let mut seats = Seats::here();
        seats.0[computer] = Seat::Computer(level);
        seats
    }

    /// A player here against a friend at another device, who plays the
    /// other side than `here`.
    pub fn online(here: Color) -> Seats {
        let mut seats = Seats::here();
        seats.0[!here] = Seat::Remote;
        seats
    }

    /// The side a friend plays from another device.
    pub fn remote(&self) -> Option<Color> {
        [Color::White, Color::Black]
            .into_iter()
            .find(|&side| self.0[side] == Seat::Remote)
    }

    /// Who plays `side`.
    pub fn seat(&self, side: Color) -> Seat {
        self.0[side]
    }

    /// Whether someone at this device plays `side`.
    pub fn is_here(&self, side: Color) -> bool {
        self.0[side] == Seat::Here
    }

    /// The side the computer plays, and its level.
    pub fn computer(&self) -> Option<(Color, Level)> {
        [Color::White, Color::Black]
            .into_iter()
            .find_map(|side| match self.0[side] {
                Seat::Computer(level) => Some((side, level)),
                Seat::Here | Seat::Remote => None,
            })
    }

    /// The one side played at this device when the other is not: the
    /// player's, whom the board faces throughout.
    pub fn player(&self) -> Option<Color> {
        match (self.is_here(Color::White), self.is_here(Color::Black)) {
            (true, false) => Some(Color::White),
            (false, true) => Some(Color::Black),
            _ => None,
        }
    }

    /// The side the board faces: the player's, when only one side plays
    /// here; else `turn` (the side to move, or the last to move once the game
    /// is over).
    pub fn faces(&self, turn: Color) -> Color {
        self.player().unwrap_or(turn)
    }

    /// Whether the board is turned to the side it faces: always when one
    /// player is here, else as the setting `follow` says.
    pub fn turns_board(&self, follow: bool) -> bool {
        follow || self.player().is_some()
    }

    /// Whether the board can be turned by hand (a setting on the play
    /// screen): only when both sides play here.
    pub fn board_turns_by_setting(&self) -> bool {
        self.player().is_none()
    }

    /// The side whose last turn taking back returns to: the player's,
    /// against the computer (their move goes back with the answer to it).
    /// Two players here take nothing back, nor does a move sent to a friend.
    pub fn takes_back_to(&self) -> Option<Color> {
        self.computer().map(|(side, _)| !side)
    }

    /// Whether the player may ask for a hint: when the computer is at the
    /// table (it finds the hint).
    pub fn offers_hints(&self) -> bool {
        self.computer().is_some()
    }

    /// Who plays each side, White's first, as facts for the saved game
    /// (`SavedGame::players`): `here`, `computer <level>` or `remote`. The
    /// page names the players in words from the seats
    /// (`i18n::words::players`).
    pub fn players(&self) -> [String; 2] {
        [Color::White, Color::Black].map(|side| match self.0[side] {
            Seat::Computer(level) => format!("computer {level}"),
            Seat::Here => "here".to_string(),
            Seat::Remote => "remote".to_string(),
        })
    }

    /// What is saved of the opponent: the computer's side and level.
    pub fn opponent(&self) -> Option<Opponent> {
        self.computer()
            .map(|(side, level)| Opponent::of(side, level))
    }

    /// The seats of a saved game (one whose opponent does not read is
    /// refused when listed, see `storage`).
    pub fn of_saved(saved: &SavedGame) -> Seats {
        if let Some(friend) = [Color::White, Color::Black]
            .into_iter()
            .zip(&saved.players)
            .find(|(_, seat)| seat.as_str() == "remote")
            .map(|(side, _)| side)
        {
            return Seats::online(!friend);
        }
        match saved.opponent.as_ref().and_then(Opponent::read) {
            Some((side, level)) => Seats::against_computer(side, level),
            None => Seats::here(),
        }
    }
}

/// A game kept on this device: its id and what is saved beside its state.
#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    /// Its id in the saved games.
    pub id: String,
    /// Its name.
    pub name: String,
    /// When it began, in milliseconds since 1970.
    pub created: f64,
    /// Who plays each side, White's first, as saved (`Seats::players`).
    pub players: [String; 2],
    /// Who plays each side.
    pub seats: Seats,
    /// A game with a friend at another device: what is kept of the
    /// exchange of links, as saved (the engine's `Online` in its text, read
    /// by the online part, `keeper::online`).
    pub online: Option<String>,
    /// When the friend's last link was taken in (`SavedGame::link_came`).
    pub link_came: Option<f64>,
    /// The revision of the saved game this tab's copy is (see `storage`).
    pub rev: u64,
}

impl Session {
    /// A new game kept under `id`, begun at `now`.
    pub fn new(id: String, name: String, seats: Seats, now: f64) -> Session {
        Session {
            id,
            name,
            created: now,
            players: seats.players(),
            seats,
            online: None,
            link_came: None,
            rev: 0,
        }
    }

    /// The game saved under `id`.
    pub fn of_saved(id: String, saved: &SavedGame) -> Session {
        Session {
            id,
            name: saved.name.clone(),
            created: saved.created,
            players: saved.players.clone(),
            seats: Seats::of_saved(saved),
            online: saved.online.clone(),
            link_came: saved.link_came,
            rev: saved.rev,
        }
    }

    /// The record to save for the game at `stage`, changed at `now`.
    pub fn saved(&self, stage: Stage, now: f64) -> SavedGame {
        SavedGame {
            name: self.name.clone(),
            created: self.created,
            updated: now,
            players: self.players.clone(),
            stage,
            opponent: self.seats.opponent(),
            online: self.online.clone(),
            link_came: self.link_came,
            rev: self.rev,
        }
    }
}

/// A game to share: its name and record.
#[derive(Clone, Debug, PartialEq)]
pub struct Export {
    /// The game's name.
    pub name: String,
    /// The game.
    pub record: GameRecord,
}

/// A moment as `2026-11-30 14:05`, in the device's time zone.
pub fn date_text(ms: f64) -> String {
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02}",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date(),
        d.get_hours(),
        d.get_minutes()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_players_here_take_turns_at_the_board() {
        let seats = Seats::here();
        assert_eq!(seats.player(), None);
        assert_eq!(seats.computer(), None);
        for side in [Color::White, Color::Black] {
            assert!(seats.is_here(side));
            assert_eq!(seats.faces(side), side, "the board faces the side to move");
        }
        assert!(seats.turns_board(true));
        assert!(!seats.turns_board(false), "unless the setting says not to");
        assert!(seats.board_turns_by_setting());
        assert_eq!(seats.takes_back_to(), None);
        assert!(!seats.offers_hints());
        assert_eq!(seats.players(), ["here".to_string(), "here".to_string()]);
        assert_eq!(seats.opponent(), None);
    }

    #[test]
    fn against_the_computer_the_board_faces_the_player() {
        for player in [Color::White, Color::Black] {
            let seats = Seats::against_computer(!player, Level::Medium);
            assert_eq!(seats.player(), Some(player));
            assert_eq!(seats.computer(), Some((!player, Level::Medium)));
            assert!(seats.is_here(player));
            assert!(!seats.is_here(!player));
            assert_eq!(seats.seat(!player), Seat::Computer(Level::Medium));
            for turn in [Color::White, Color::Black] {
                assert_eq!(seats.faces(turn), player);
            }
            assert!(seats.turns_board(false), "whatever the setting");
            assert!(!seats.board_turns_by_setting());
            assert_eq!(seats.takes_back_to(), Some(player));
            assert!(seats.offers_hints());
            let mut names = ["here".to_string(), "computer medium".to_string()];
            if player == Color::Black {
                names.reverse();
            }
            assert_eq!(seats.players(), names);
        }
    }

    #[test]
    fn a_friend_at_another_device_plays_by_links() {
        for player in [Color::White, Color::Black] {
            let seats = Seats::online(player);
            assert_eq!(seats.player(), Some(player));
            assert_eq!(seats.remote(), Some(!player));
            assert_eq!(seats.computer(), None);
            assert!(
                !seats.is_here(!player),
                "the board waits for the friend's move"
            );
            assert_eq!(seats.faces(!player), player);
            assert_eq!(seats.takes_back_to(), None, "a move sent is not taken back");
            assert!(!seats.offers_hints());
            let session = Session::new("g3".into(), "Friend".into(), seats, 1.0);
            let stage = Stage::Setup {
                building: "iron w 8/8/8/8 8/8/8/8".into(),
                army: true,
                white: None,
            };
            let saved = session.saved(stage, 2.0);
            assert!(saved.players.contains(&"remote".to_string()));
            assert_eq!(Session::of_saved("g3".into(), &saved).seats, seats);
        }
    }

    #[test]
    fn a_session_saves_and_reads_back_its_seats() {
        let seats = Seats::against_computer(Color::Black, Level::Hard);
        let mut session = Session::new("g1".into(), "Friday".into(), seats, 5.0);
        assert_eq!(
            session.players,
            ["here".to_string(), "computer hard".to_string()]
        );
        session.rev = 4;
        let saved = session.saved(
            Stage::Setup {
                building: "iron w 8/8/8/8 8/8/8/8".into(),
                army: false,
                white: None,
            },
            9.0,
        );
        assert_eq!((saved.created, saved.updated, saved.rev), (5.0, 9.0, 4));
        assert_eq!(Session::of_saved("g1".into(), &saved), session);
        let two = Session::new("g2".into(), "Two".into(), Seats::here(), 1.0);
        let saved = two.saved(
            Stage::Setup {
                building: "iron w 8/8/8/8 8/8/8/8".into(),
                army: false,
                white: None,
            },
            2.0,
        );
        assert_eq!(saved.opponent, None);
        assert_eq!(Session::of_saved("g2".into(), &saved).seats, Seats::here());
    }
}
