//! The game's words in the language on show: sides, units, tiles, levels
//! and the games' names (the engine names them in English for its text
//! formats and its command line; the page never shows those).

use cyvasse::{Color, DrawReason, GameResult, Level, Piece, Role, Ruleset, Terrain, WinReason};

use super::{fill, t, Msg};

/// A side's name: *White*, *Black*.
pub fn color(c: Color) -> &'static str {
    t(match c {
        Color::White => Msg::ColorWhite,
        Color::Black => Msg::ColorBlack,
    })
}

/// A unit type's name.
pub fn unit(r: Role) -> &'static str {
    t(match r {
        Role::Rabble => Msg::UnitRabble,
        Role::Spearmen => Msg::UnitSpearmen,
        Role::Crossbowmen => Msg::UnitCrossbowmen,
        Role::LightHorse => Msg::UnitLightHorse,
        Role::HeavyHorse => Msg::UnitHeavyHorse,
        Role::Elephant => Msg::UnitElephant,
        Role::Catapult => Msg::UnitCatapult,
        Role::Trebuchet => Msg::UnitTrebuchet,
        Role::Dragon => Msg::UnitDragon,
        Role::King => Msg::UnitKing,
        Role::Tower => Msg::UnitTower,
    })
}

/// A unit of a side, as *White Dragon*.
pub fn piece(p: Piece) -> String {
    fill(
        Msg::UnitOf,
        &[("color", color(p.color)), ("unit", unit(p.role))],
    )
}

/// A tile's name, as in a sentence (lower case in English).
pub fn terrain(terrain: Terrain) -> &'static str {
    t(match terrain {
        Terrain::Grass => Msg::TerrainGrass,
        Terrain::Mountain => Msg::TerrainMountain,
        Terrain::Water => Msg::TerrainWater,
        Terrain::Forest => Msg::TerrainForest,
        Terrain::Fortress => Msg::TerrainFortress,
        Terrain::Ruined => Msg::TerrainRuined,
    })
}

/// A tile's name as a title, on its own (a card's, a tray's).
pub fn tile(terrain: Terrain) -> &'static str {
    t(match terrain {
        Terrain::Grass => Msg::TileGrass,
        Terrain::Mountain => Msg::TileMountain,
        Terrain::Water => Msg::TileWater,
        Terrain::Forest => Msg::TileForest,
        Terrain::Fortress => Msg::TileFortress,
        Terrain::Ruined => Msg::TileRuined,
    })
}

/// A level's name, as in a sentence.
pub fn level(l: Level) -> &'static str {
    t(match l {
        Level::Easy => Msg::LevelEasy,
        Level::Medium => Msg::LevelMedium,
        Level::Hard => Msg::LevelHard,
    })
}

/// A game's name.
pub fn game_title(ruleset: Ruleset) -> &'static str {
    t(match ruleset {
        Ruleset::Iron => Msg::GameIron,
        Ruleset::Armor => Msg::GameArmor,
    })
}

/// What sets a game apart, in a line.
pub fn game_line(ruleset: Ruleset) -> &'static str {
    t(match ruleset {
        Ruleset::Iron => Msg::GameIronLine,
        Ruleset::Armor => Msg::GameArmorLine,
    })
}

/// The headline and the explanation of a result.
pub fn result(result: GameResult, ruleset: Ruleset) -> (String, String) {
    match result {
        GameResult::Win { winner, reason } => {
            let how = match reason {
                WinReason::KingCaptured => Msg::ResultKingCaptured,
                WinReason::Resignation => Msg::ResultResigned,
                WinReason::NoLegalMove => Msg::ResultNoMove,
            };
            let loser = [("side", color(!winner))];
            (
                fill(Msg::ResultWins, &[("side", color(winner))]),
                fill(how, &loser),
            )
        }
        GameResult::Draw { reason } => {
            let why = match reason {
                DrawReason::TwoPasses => Msg::ResultTwoPasses,
                DrawReason::Repetition => Msg::ResultRepetition,
                DrawReason::NoCaptures => match ruleset {
                    Ruleset::Iron => Msg::ResultNoCapturesIron,
                    Ruleset::Armor => Msg::ResultNoCapturesArmor,
                },
                DrawReason::Agreement => Msg::ResultAgreement,
                DrawReason::NoKings => Msg::ResultNoKings,
            };
            (t(Msg::ResultDraw).to_string(), t(why).to_string())
        }
    }
}

/// The players' names, White's first, from what is saved of the opponent:
/// the computer's side and level, or the side of a friend at another
/// device, or neither for two players on one device.
pub fn players(computer: Option<(Color, Level)>, friend: Option<Color>) -> [String; 2] {
    [Color::White, Color::Black].map(|side| match (computer, friend) {
        (Some((its, l)), _) if its == side => fill(Msg::PlayerComputer, &[("level", level(l))]),
        (_, Some(theirs)) if theirs == side => t(Msg::PlayerFriend).to_string(),
        (Some(_), _) | (_, Some(_)) => t(Msg::PlayerYou).to_string(),
        (None, None) => color(side).to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_are_named_from_the_seats() {
        assert_eq!(
            players(None, None),
            ["White".to_string(), "Black".to_string()]
        );
        assert_eq!(
            players(Some((Color::Black, Level::Hard)), None),
            ["You".to_string(), "Computer (Hard)".to_string()]
        );
        assert_eq!(
            players(Some((Color::White, Level::Easy)), None),
            ["Computer (Easy)".to_string(), "You".to_string()]
        );
        assert_eq!(
            players(None, Some(Color::White)),
            ["Friend".to_string(), "You".to_string()]
        );
    }

    #[test]
    fn results_are_said_in_words() {
        let won = GameResult::Win {
            winner: Color::White,
            reason: WinReason::KingCaptured,
        };
        assert_eq!(
            result(won, Ruleset::Iron),
            (
                "White wins".to_string(),
                "Black's King was captured.".to_string()
            )
        );
        let drawn = GameResult::Draw {
            reason: DrawReason::NoCaptures,
        };
        assert_eq!(
            result(drawn, Ruleset::Armor).1,
            "100 plies without a capture."
        );
    }
}
