//! The records kept: saved games, layouts and settings.

use cyvasse::{Game, GameRecord, Homeland, Layout};
use serde::{Deserialize, Serialize};

use super::collection::Record;

/// A game kept on this device: in setup, in play, or over.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The name the players gave it, or one made up from its date.
    pub name: String,
    /// When it began, in milliseconds since 1970.
    pub created: f64,
    /// When it last changed.
    pub updated: f64,
    /// The players' names, White's first.
    pub players: [String; 2],
    /// Where the game is.
    pub stage: Stage,
    /// The computer's side and level, in a game against it.
    #[serde(default)]
    pub opponent: Option<Opponent>,
    /// Its revision (see the module's docs).
    #[serde(default)]
    pub rev: u64,
}

/// The computer as an opponent: its side (`w` or `b`) and level (`easy`,
/// `medium`, `hard`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Opponent {
    /// The side it plays.
    pub side: String,
    /// How strongly.
    pub level: String,
}

impl Opponent {
    /// The record of a computer playing `side` at `level`.
    pub fn of(side: cyvasse::Color, level: cyvasse::Level) -> Opponent {
        Opponent {
            side: side.char().to_string(),
            level: level.name().to_string(),
        }
    }

    /// The side and level, if they read.
    pub fn read(&self) -> Option<(cyvasse::Color, cyvasse::Level)> {
        let side = match self.side.as_str() {
            "w" => cyvasse::Color::White,
            "b" => cyvasse::Color::Black,
            _ => return None,
        };
        Some((side, self.level.parse().ok()?))
    }
}

/// Where a saved game is.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// A player is building a homeland.
    Setup {
        /// The homeland being built, in RULES.md §3.3 text (it may be
        /// unfinished). Its side is the player setting up.
        building: String,
        /// Whether that player has reached the army step.
        army: bool,
        /// White's finished homeland, once White is done.
        white: Option<String>,
    },
    /// The homelands are revealed: the game's text (see [`GameRecord`]).
    Play {
        /// The game's text.
        record: String,
    },
}

/// A tile layout kept in the library.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedLayout {
    /// Its name.
    pub name: String,
    /// When it was saved, in milliseconds since 1970.
    pub created: f64,
    /// The layout's text (see [`Layout`]).
    pub layout: String,
    /// Its revision (see the module's docs).
    #[serde(default)]
    pub rev: u64,
}

/// The player's settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    /// Whether the board turns to the player to move.
    pub follow: bool,
    /// Their revision (see the module's docs).
    #[serde(default)]
    pub rev: u64,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            follow: true,
            rev: 0,
        }
    }
}

impl SavedGame {
    /// Checks that the record holds a game the engine accepts: a homeland
    /// text that reads, or a game text that replays.
    fn check_game(&self) -> Result<(), String> {
        if self.opponent.as_ref().is_some_and(|o| o.read().is_none()) {
            return Err("the computer's side or level does not read".into());
        }
        match &self.stage {
            Stage::Setup {
                building, white, ..
            } => {
                let h: Homeland = building.parse().map_err(|e| format!("{e}"))?;
                if let Some(w) = white {
                    let w: Homeland = w.parse().map_err(|e| format!("{e}"))?;
                    w.validate().map_err(|e| format!("White's homeland: {e}"))?;
                    if h.side() != cyvasse::Color::Black {
                        return Err("White is done, but White is setting up".into());
                    }
                }
                Ok(())
            }
            Stage::Play { .. } => self.game().map(|_| ()),
        }
    }

    /// The game, replayed from its record; `None` while it is in setup.
    pub fn game(&self) -> Result<Option<Game>, String> {
        match &self.stage {
            Stage::Setup { .. } => Ok(None),
            Stage::Play { record } => {
                let record: GameRecord = record.parse().map_err(|e| format!("{e}"))?;
                record.replay().map(Some).map_err(|e| format!("{e}"))
            }
        }
    }

    /// Whether the game is finished.
    pub fn is_over(&self) -> bool {
        self.game()
            .is_ok_and(|g| g.is_some_and(|g| g.result().is_some()))
    }
}

impl Record for SavedGame {
    fn rev(&mut self) -> &mut u64 {
        &mut self.rev
    }

    fn check(&self) -> Result<(), String> {
        self.check_game()
    }
}

impl Record for SavedLayout {
    fn rev(&mut self) -> &mut u64 {
        &mut self.rev
    }

    fn check(&self) -> Result<(), String> {
        self.layout().map(|_| ())
    }
}

impl Record for Settings {
    fn rev(&mut self) -> &mut u64 {
        &mut self.rev
    }

    fn check(&self) -> Result<(), String> {
        Ok(())
    }
}

impl SavedLayout {
    /// The layout, if its text reads.
    pub fn layout(&self) -> Result<Layout, String> {
        self.layout.parse().map_err(|e| format!("{e}"))
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::storage::codec::{decode, encode};

    pub(in crate::storage) fn sample_game() -> SavedGame {
        SavedGame {
            name: "Friday".into(),
            created: 1.0e12,
            updated: 1.0e12 + 5.0,
            players: ["Ann".into(), "Bo".into()],
            stage: Stage::Setup {
                building: "iron w 8/8/8/8 8/8/8/8".into(),
                army: false,
                white: None,
            },
            opponent: None,
            rev: 1,
        }
    }

    #[test]
    fn a_saved_game_must_hold_a_game_the_engine_accepts() {
        assert_eq!(sample_game().check(), Ok(()));
        let mut game = sample_game();
        game.stage = Stage::Setup {
            building: "iron w nonsense".into(),
            army: false,
            white: None,
        };
        assert!(game.check().is_err());
        game.stage = Stage::Play {
            record: "iron w 8/8/8/8 8/8/8/8\niron b 8/8/8/8 8/8/8/8\n".into(),
        };
        let err = game.check().unwrap_err();
        assert!(err.contains("homeland"), "{err}");
    }

    #[test]
    fn a_game_against_the_computer_keeps_its_side_and_level() {
        let mut game = sample_game();
        game.opponent = Some(Opponent::of(cyvasse::Color::Black, cyvasse::Level::Hard));
        let (back, _) = decode::<SavedGame>(&encode(&game)).unwrap();
        assert_eq!(
            back.opponent.and_then(|o| o.read()),
            Some((cyvasse::Color::Black, cyvasse::Level::Hard))
        );
        // Records without an opponent (two players) still read.
        let text = encode(&sample_game());
        assert!(!text.contains("opponent\":{"), "{text}");
        game.opponent = Some(Opponent {
            side: "x".into(),
            level: "hard".into(),
        });
        assert!(game.check().is_err());
    }
}
