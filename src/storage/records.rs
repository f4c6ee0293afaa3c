//! The records kept: saved games, layouts and settings.

use cyvasse::{
    Color, DrawReason, Game, GameRecord, GameResult, Homeland, Layout, RecordError, Ruleset,
    WinReason,
};
use serde::{Deserialize, Serialize};

use crate::i18n::Lang;

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
    /// Who plays each side, White's first, as facts: `here` (someone at
    /// this device) or `computer <level>` (`session::Seats::players`). Not
    /// shown: the page names the players from [`SavedGame::opponent`], in the
    /// player's language. Games saved before the page spoke five languages
    /// hold English names here, which are read and kept as they are; the
    /// member stays because pages of the versions before need it.
    pub players: [String; 2],
    /// Where the game is.
    pub stage: Stage,
    /// The computer's side and level, in a game against it.
    #[serde(default)]
    pub opponent: Option<Opponent>,
    /// A game with a friend at another device: the exchange of links as
    /// the engine keeps it (`Online::to_text`). Until both homelands are
    /// known its stage is the setup of this device's homeland, finished.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub online: Option<String>,
    /// In a game with a friend: when the friend's last link was taken in,
    /// in milliseconds since 1970.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link_came: Option<f64>,
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
        /// Where the game is, read from it when it was saved. Games saved
        /// before summaries were kept have none until they are read (see
        /// [`SavedGame::complete`]).
        #[serde(default)]
        summary: Option<Summary>,
    },
}

impl Stage {
    /// A game in play, as it is saved.
    pub fn play(game: &Game) -> Stage {
        Stage::Play {
            record: GameRecord::of(game).to_text(),
            summary: Some(Summary::of(game)),
        }
    }
}

/// Where a game in play is, kept beside its record so that listing the games
/// and finding the one to continue replay nothing. Facts only, never words:
/// the page words them in the player's language.
///
/// Saved as one short text, `<ruleset> <fullmove> <side to move>` and the
/// result's code if the game is over (`iron 12 w`, `iron 30 b w:king`): a
/// text costs the page less code to read than a JSON object.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Summary {
    /// The ruleset's name, as in the game's text (`iron`).
    pub ruleset: String,
    /// The number of the move being played (RULES.md §3.1).
    pub fullmove: u32,
    /// The side to move: `w` or `b`.
    pub to_move: char,
    /// How the game ended, if it did (see [`Summary::result`]).
    pub result: Option<String>,
}

impl Summary {
    /// The summary of a game.
    pub fn of(game: &Game) -> Summary {
        let position = game.position();
        Summary {
            ruleset: game.start().ruleset().name().to_string(),
            fullmove: position.fullmove(),
            to_move: position.side_to_move().char(),
            result: game.result().map(result_code),
        }
    }

    /// How the game ended, if it did and the code reads.
    pub fn result(&self) -> Option<GameResult> {
        self.result.as_deref().and_then(parse_result)
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }
}

impl From<Summary> for String {
    fn from(s: Summary) -> String {
        let mut text = format!("{} {} {}", s.ruleset, s.fullmove, s.to_move);
        if let Some(result) = s.result {
            text.push(' ');
            text.push_str(&result);
        }
        text
    }
}

impl TryFrom<String> for Summary {
    type Error = String;

    fn try_from(text: String) -> Result<Summary, String> {
        let mut words = text.split(' ');
        let (Some(ruleset), Some(fullmove), Some(to_move), result, None) = (
            words.next(),
            words.next().and_then(|n| n.parse().ok()),
            words.next().and_then(|c| c.parse().ok()),
            words.next(),
            words.next(),
        ) else {
            return Err(format!("a game's summary does not read: {text}"));
        };
        Ok(Summary {
            ruleset: ruleset.to_string(),
            fullmove,
            to_move,
            result: result.map(str::to_string),
        })
    }
}

/// A result as a short code: the winner (`w`, `b`) or `d`, a colon and the
/// reason (`w:king`, `b:resignation`, `d:agreement`).
fn result_code(result: GameResult) -> String {
    let (who, why) = match result {
        GameResult::Win { winner, reason } => (
            winner.char(),
            match reason {
                WinReason::KingCaptured => "king",
                WinReason::Resignation => "resignation",
                WinReason::NoLegalMove => "no-move",
            },
        ),
        GameResult::Draw { reason } => (
            'd',
            match reason {
                DrawReason::TwoPasses => "two-passes",
                DrawReason::Repetition => "repetition",
                DrawReason::NoCaptures => "no-captures",
                DrawReason::Agreement => "agreement",
                DrawReason::NoKings => "no-kings",
            },
        ),
    };
    format!("{who}:{why}")
}

/// The result a code of [`result_code`] stands for.
fn parse_result(code: &str) -> Option<GameResult> {
    let (who, why) = code.split_once(':')?;
    let winner = match who {
        "w" => Some(Color::White),
        "b" => Some(Color::Black),
        "d" => None,
        _ => return None,
    };
    Some(match (winner, why) {
        (Some(winner), "king") => GameResult::Win {
            winner,
            reason: WinReason::KingCaptured,
        },
        (Some(winner), "resignation") => GameResult::Win {
            winner,
            reason: WinReason::Resignation,
        },
        (Some(winner), "no-move") => GameResult::Win {
            winner,
            reason: WinReason::NoLegalMove,
        },
        (None, why) => GameResult::Draw {
            reason: match why {
                "two-passes" => DrawReason::TwoPasses,
                "repetition" => DrawReason::Repetition,
                "no-captures" => DrawReason::NoCaptures,
                "agreement" => DrawReason::Agreement,
                "no-kings" => DrawReason::NoKings,
                _ => return None,
            },
        },
        _ => return None,
    })
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
    /// The game last chosen for a new one: a ruleset's name (settings saved
    /// before there was a choice have none, and a name that does not read is
    /// taken as none: see [`Settings::ruleset`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
    /// The language chosen: its code (`en`, `id`, `vi`, `hi`, `tr`). None
    /// until one is chosen: the browser's languages decide.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lang: Option<String>,
    /// Whether the play screen shows the text board (a table, and a field
    /// for typed moves) for screen readers. Off in settings saved before it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub text: bool,
    /// Their revision (see the module's docs).
    #[serde(default)]
    pub rev: u64,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            follow: true,
            game: None,
            lang: None,
            text: false,
            rev: 0,
        }
    }
}

impl Settings {
    /// The language chosen, if one was and its code reads.
    pub fn lang(&self) -> Option<Lang> {
        self.lang.as_deref().and_then(Lang::from_tag)
    }

    /// The ruleset of the game last chosen; iron if none was, or if its name
    /// does not read.
    pub fn ruleset(&self) -> Ruleset {
        self.game
            .as_deref()
            .and_then(|g| g.parse().ok())
            .unwrap_or_default()
    }
}

impl SavedGame {
    /// Checks that the record holds what a game needs: homeland texts that
    /// read, and for a game in play a game text that reads with homelands
    /// that are whole. It does not replay the moves (a game whose moves do
    /// not replay is told so when it is opened, and kept).
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
            Stage::Play { record, .. } => {
                let record: GameRecord = record.parse().map_err(|e| format!("{e}"))?;
                for (side, homeland) in [("White", &record.white), ("Black", &record.black)] {
                    homeland
                        .validate()
                        .map_err(|e| format!("{side}'s homeland: {e}"))?;
                }
                Ok(())
            }
        }
    }

    /// The game, replayed from its record; `None` while it is in setup.
    pub fn game(&self) -> Result<Option<Game>, RecordError> {
        match &self.stage {
            Stage::Setup { .. } => Ok(None),
            Stage::Play { record, .. } => {
                let record: GameRecord = record.parse()?;
                record.replay().map(Some)
            }
        }
    }

    /// Whether this is the game `record`: in play, with the same homelands,
    /// moves and end (its name and players aside).
    pub fn is_game(&self, record: &GameRecord) -> bool {
        match &self.stage {
            Stage::Setup { .. } => false,
            Stage::Play { record: text, .. } => text
                .parse::<GameRecord>()
                .is_ok_and(|saved| saved == *record),
        }
    }

    /// The game's ruleset, read from its texts (nothing is replayed);
    /// `None` if they do not say.
    pub fn ruleset(&self) -> Option<cyvasse::Ruleset> {
        match &self.stage {
            Stage::Setup { building, .. } => building.parse::<Homeland>().ok().map(|h| h.ruleset()),
            Stage::Play {
                summary: Some(s), ..
            } => s.ruleset.parse().ok(),
            Stage::Play { record, .. } => {
                record.parse::<GameRecord>().ok().map(|r| r.white.ruleset())
            }
        }
    }

    /// Whether the game is finished (read from its summary: nothing is
    /// replayed).
    pub fn is_over(&self) -> bool {
        match &self.stage {
            Stage::Setup { .. } => false,
            Stage::Play { summary, .. } => summary.as_ref().is_some_and(Summary::is_over),
        }
    }
}

impl Record for SavedGame {
    fn rev(&mut self) -> &mut u64 {
        &mut self.rev
    }

    /// A game in play saved without its summary gets it, by replaying it
    /// once (a game that does not replay stays without: it is told so when
    /// it is opened).
    fn complete(&mut self) -> bool {
        let missing = matches!(&self.stage, Stage::Play { summary: None, .. });
        if let (true, Ok(Some(game))) = (missing, self.game()) {
            self.stage = Stage::play(&game);
            return true;
        }
        false
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
            online: None,
            link_came: None,
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
            summary: Some(Summary::of(&sample_play())),
        };
        let err = game.check().unwrap_err();
        assert!(err.contains("homeland"), "{err}");
        // A game text that reads is enough to be listed: its moves are
        // replayed when it is opened, which tells what is wrong with them.
        let played = sample_play();
        let mut record = GameRecord::of(&played);
        record.moves.push(record.moves[0]);
        game.stage = Stage::Play {
            record: record.to_text(),
            summary: Some(Summary::of(&played)),
        };
        assert_eq!(game.check(), Ok(()));
        assert!(game.game().is_err());
    }

    /// A game between two random homelands, three moves in.
    pub(in crate::storage) fn sample_play() -> Game {
        let mut r = cyvasse::SplitMix64::new(9);
        let mut rng = || r.next_u64();
        let white = Homeland::random(cyvasse::Ruleset::Iron, Color::White, &mut rng);
        let black = Homeland::random(cyvasse::Ruleset::Iron, Color::Black, &mut rng);
        let mut game = Game::new(cyvasse::Position::from_homelands(&white, &black).unwrap());
        for _ in 0..3 {
            let first = game
                .position()
                .legal_moves()
                .iter()
                .next()
                .copied()
                .unwrap();
            game.play(first.to_uci()).unwrap();
        }
        game
    }

    #[test]
    fn a_game_in_play_is_summed_up_without_replaying_it() {
        let mut played = sample_play();
        let summary = Summary::of(&played);
        assert_eq!(summary.ruleset, "iron");
        assert_eq!((summary.fullmove, summary.to_move), (2, 'b'));
        assert!(!summary.is_over());
        let mut saved = sample_game();
        saved.stage = Stage::play(&played);
        assert!(!saved.is_over());
        played.resign(Color::Black).unwrap();
        saved.stage = Stage::play(&played);
        assert!(saved.is_over());
        let Stage::Play {
            summary: Some(summary),
            ..
        } = &saved.stage
        else {
            unreachable!()
        };
        assert_eq!(summary.result(), played.result());
    }

    #[test]
    fn a_saved_game_is_known_by_its_homelands_moves_and_end() {
        let mut played = sample_play();
        let record = GameRecord::of(&played);
        let mut saved = sample_game();
        assert!(!saved.is_game(&record), "a setup is no game in play");
        saved.stage = Stage::play(&played);
        assert!(saved.is_game(&record));
        // The same text, written otherwise (another name, spaces, a line
        // more), is the same game.
        let text = format!(
            "# Another name\n\n{}\n",
            record.to_text().replace(' ', "  ")
        );
        assert!(saved.is_game(&text.parse().unwrap()));
        played.resign(Color::White).unwrap();
        assert!(!saved.is_game(&GameRecord::of(&played)), "an end more");
        let mut shorter = record.clone();
        shorter.moves.pop();
        assert!(!saved.is_game(&shorter), "a move less");
        saved.stage = Stage::Play {
            record: "nonsense".into(),
            summary: None,
        };
        assert!(!saved.is_game(&record));
    }

    #[test]
    fn a_summary_is_saved_as_a_short_text() {
        let mut played = sample_play();
        let summary = Summary::of(&played);
        let text = String::from(summary.clone());
        assert_eq!(text, "iron 2 b");
        assert_eq!(Summary::try_from(text), Ok(summary));
        played.resign(Color::White).unwrap();
        let summary = Summary::of(&played);
        let text = String::from(summary.clone());
        assert_eq!(text, "iron 2 b b:resignation");
        assert_eq!(Summary::try_from(text), Ok(summary));
        for bad in ["", "iron", "iron x b", "iron 2 bw", "iron 2 b w:king more"] {
            assert!(Summary::try_from(bad.to_string()).is_err(), "{bad}");
        }
    }

    #[test]
    fn every_result_has_a_code_that_reads_back() {
        let mut results = vec![];
        for winner in [Color::White, Color::Black] {
            for reason in [
                WinReason::KingCaptured,
                WinReason::Resignation,
                WinReason::NoLegalMove,
            ] {
                results.push(GameResult::Win { winner, reason });
            }
        }
        for reason in [
            DrawReason::TwoPasses,
            DrawReason::Repetition,
            DrawReason::NoCaptures,
            DrawReason::Agreement,
            DrawReason::NoKings,
        ] {
            results.push(GameResult::Draw { reason });
        }
        let mut codes = vec![];
        for result in results {
            let code = result_code(result);
            assert_eq!(parse_result(&code), Some(result), "{code}");
            assert!(!codes.contains(&code), "{code} twice");
            codes.push(code);
        }
        for bad in ["", "w", "x:king", "d:king", "w:agreement", "b:", "w:king:x"] {
            assert_eq!(parse_result(bad), None, "{bad}");
        }
    }

    #[test]
    fn games_saved_without_a_summary_get_it_once_and_other_records_pass_unchanged() {
        let played = sample_play();
        let record = GameRecord::of(&played).to_text();
        let old = serde_json::json!({
            "v": 1, "name": "Old", "created": 1.0, "updated": 2.0,
            "players": ["White", "Black"], "stage": {"play": {"record": record}}, "rev": 3
        });
        let (mut game, _) = decode::<SavedGame>(&old.to_string()).unwrap();
        assert_eq!(game.check(), Ok(()));
        assert!(game.complete());
        assert_eq!(game.stage, Stage::play(&played));
        assert_eq!(game.rev, 3);
        assert!(!game.complete(), "once is enough");
        // Written back, it reads as it is.
        assert_eq!(decode::<SavedGame>(&encode(&game)), Ok((game, false)));
        // A setup needs nothing.
        let mut setup = sample_game();
        assert!(!setup.complete());
        assert_eq!(setup, sample_game());
        // A game that does not replay stays without, and is kept.
        let mut bad = old.clone();
        let mut broken = GameRecord::of(&played);
        broken.moves.push(broken.moves[0]);
        bad["stage"]["play"]["record"] = broken.to_text().into();
        let (mut game, _) = decode::<SavedGame>(&bad.to_string()).unwrap();
        assert_eq!(game.check(), Ok(()));
        assert!(!game.complete());
        assert!(matches!(game.stage, Stage::Play { summary: None, .. }));
        assert!(!game.is_over());
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

    #[test]
    fn settings_remember_the_game_last_chosen() {
        // Saved before there was a choice: iron.
        let (old, _) = decode::<Settings>(r#"{"v":1,"follow":false,"rev":2}"#).unwrap();
        assert_eq!(old.ruleset(), Ruleset::Iron);
        assert!(!old.follow);
        let mut chosen = old.clone();
        chosen.game = Some(Ruleset::Armor.name().into());
        let (back, _) = decode::<Settings>(&encode(&chosen)).unwrap();
        assert_eq!(back.ruleset(), Ruleset::Armor);
        // A name that does not read is taken as none.
        chosen.game = Some("chess".into());
        assert_eq!(chosen.ruleset(), Ruleset::Iron);
    }

    #[test]
    fn settings_remember_the_text_board() {
        // Saved before there was a text board: off, and written without it.
        let (old, _) = decode::<Settings>(r#"{"v":1,"follow":true,"rev":3}"#).unwrap();
        assert!(!old.text);
        assert!(!encode(&old).contains("text"), "{}", encode(&old));
        let mut chosen = old.clone();
        chosen.text = true;
        let (back, _) = decode::<Settings>(&encode(&chosen)).unwrap();
        assert!(back.text);
    }

    #[test]
    fn settings_remember_the_language_chosen() {
        // Saved before there was a choice: none, the browser's decides.
        let (old, _) =
            decode::<Settings>(r#"{"v":1,"follow":true,"game":"armor","rev":3}"#).unwrap();
        assert_eq!(old.lang, None);
        let mut chosen = old.clone();
        chosen.lang = Some("hi".into());
        let text = encode(&chosen);
        assert!(text.contains(r#""lang":"hi""#), "{text}");
        let (back, _) = decode::<Settings>(&text).unwrap();
        assert_eq!(back, chosen);
    }
}
