//! The engine's reasons, in words: why a link, a game's text, a layout, a
//! homeland or a move does not read or play. The engine gives them as typed
//! errors (its own English `Display` is for its command line); the page says
//! them in the language on show.

use cyvasse::{
    BoardError, BoardField, GameError, LayoutError, LinkError, OnlineError, ParseHomelandError,
    ParseRulesetError, PlayError, RecordError, Refusal, Role, Ruleset, SetupError, SetupErrors,
    StartError, Terrain,
};

use super::words::{self, color, unit};
use super::{count, fill, t, Count, Msg};

/// A count as the plural rules take it (a count too large for them reads as
/// the largest they take: no such count reaches a sentence).
fn number(n: impl TryInto<u32>) -> u32 {
    n.try_into().unwrap_or(u32::MAX)
}

/// Which units may stand on a mountain in `ruleset`, in a sentence.
pub fn mountain_rule(ruleset: Ruleset) -> String {
    let rules = ruleset.setup_rules();
    let may: Vec<&str> = ruleset
        .roles()
        .iter()
        .filter(|&&r| rules.may_stand_on_mountain(r))
        .map(|&r| unit(r))
        .collect();
    match may[..] {
        [] => t(Msg::SetupMountainNone).into(),
        _ => fill(Msg::SetupMountainOnly, &[("units", &may.join(", "))]),
    }
}

/// A reason a homeland is not valid; `ruleset`, where known, says who may
/// stand on a mountain.
pub fn setup(e: &SetupError, ruleset: Option<Ruleset>) -> String {
    match e {
        SetupError::TileCount {
            terrain,
            expected,
            found,
        } => count(
            Count::SetupErrorTiles,
            number(*found),
            &[
                ("tile", words::tile(*terrain)),
                ("expected", &expected.to_string()),
            ],
        ),
        SetupError::MountainGroup { squares, max } => {
            let names: Vec<String> = squares.iter().map(ToString::to_string).collect();
            count(
                Count::SetupErrorMountains,
                number(squares.len()),
                &[("squares", &names.join(", ")), ("max", &max.to_string())],
            )
        }
        SetupError::UnitCount {
            role,
            expected,
            found,
        } => count(
            Count::SetupErrorUnits,
            number(*found),
            &[("unit", unit(*role)), ("expected", &expected.to_string())],
        ),
        SetupError::ForeignUnit { square, role } => fill(
            Msg::SetupErrorForeign,
            &[("unit", unit(*role)), ("square", &square.to_string())],
        ),
        SetupError::UnitOnMountain { square, role } => {
            let (unit, square) = (unit(*role), square.to_string());
            match ruleset {
                Some(r) => fill(
                    Msg::SetupErrorOnMountain,
                    &[
                        ("unit", unit),
                        ("square", &square),
                        ("rule", &mountain_rule(r)),
                    ],
                ),
                None => fill(
                    Msg::ReasonOnMountain,
                    &[("unit", unit), ("square", &square)],
                ),
            }
        }
    }
}

/// Every reason a homeland is not valid, one after the other.
pub fn setup_all(errors: &SetupErrors, ruleset: Option<Ruleset>) -> String {
    let all: Vec<String> = errors.0.iter().map(|e| setup(e, ruleset)).collect();
    all.join(" ")
}

fn ruleset_name(_: &ParseRulesetError) -> String {
    t(Msg::ReasonRuleset).into()
}

fn field(f: BoardField) -> &'static str {
    t(match f {
        BoardField::Terrain => Msg::ReasonFieldTerrain,
        BoardField::Pieces => Msg::ReasonFieldPieces,
    })
}

fn board(e: &BoardError) -> String {
    match e {
        BoardError::RankCount {
            field: f,
            expected,
            found,
        } => count(
            Count::ReasonRanks,
            number(*found),
            &[("field", field(*f)), ("expected", &expected.to_string())],
        ),
        BoardError::RankLength { field: f, rank } => fill(
            Msg::ReasonRankLength,
            &[("field", field(*f)), ("rank", &rank.to_string())],
        ),
        BoardError::Letter {
            field: f,
            rank,
            letter,
        } => fill(
            match f {
                BoardField::Terrain => Msg::ReasonLetterTerrain,
                BoardField::Pieces => Msg::ReasonLetterPieces,
            },
            &[("rank", &rank.to_string()), ("letter", &letter.to_string())],
        ),
    }
}

/// Why a homeland's text does not read.
pub fn homeland(e: &ParseHomelandError) -> String {
    let why = match e {
        ParseHomelandError::FieldCount { found } => {
            count(Count::ReasonHomelandFields, number(*found), &[])
        }
        ParseHomelandError::Ruleset(e) => ruleset_name(e),
        ParseHomelandError::Side => t(Msg::ReasonHomelandSide).into(),
        ParseHomelandError::Board(e) => board(e),
        ParseHomelandError::WrongCase { square } => {
            fill(Msg::ReasonHomelandCase, &[("square", &square.to_string())])
        }
        ParseHomelandError::ForeignUnit { square, role } => fill(
            Msg::ReasonHomelandUnit,
            &[("square", &square.to_string()), ("unit", unit(*role))],
        ),
        ParseHomelandError::ForeignTile { square, terrain } => fill(
            Msg::ReasonHomelandTile,
            &[
                ("square", &square.to_string()),
                ("tile", words::terrain(*terrain)),
            ],
        ),
    };
    fill(Msg::ReasonHomeland, &[("reason", &why)])
}

/// Why two homelands do not start a game.
pub fn start(e: &StartError) -> String {
    match e {
        StartError::RulesetMismatch => t(Msg::ReasonStartRulesets).into(),
        StartError::WrongSide { expected } => {
            fill(Msg::ReasonStartSide, &[("side", color(*expected))])
        }
        StartError::Invalid { side, errors } => fill(
            Msg::ReasonStartInvalid,
            &[
                ("side", color(*side)),
                ("reasons", &setup_all(errors, None)),
            ],
        ),
    }
}

/// Why a move cannot be played.
pub fn play(e: &PlayError) -> String {
    match e {
        PlayError::GameOver => t(Msg::ReasonPlayOver).into(),
        PlayError::PassNotAllowed => t(Msg::ReasonPlayPass).into(),
        PlayError::NoUnit { uci } => fill(Msg::ReasonPlayNoUnit, &[("move", &uci.to_string())]),
        PlayError::Frozen { uci } => fill(Msg::ReasonPlayFrozen, &[("move", &uci.to_string())]),
        PlayError::Illegal { uci } => fill(Msg::ReasonPlayIllegal, &[("move", &uci.to_string())]),
    }
}

/// Why a move cannot be played in a game.
pub fn game(e: &GameError) -> String {
    match e {
        GameError::Finished(_) => t(Msg::ReasonPlayOver).into(),
        GameError::Play(e) => play(e),
    }
}

/// Why a move is not legal, as the engine finds it
/// ([`cyvasse::Position::refusal`]): one short sentence that names the
/// units, squares and tiles it is about.
pub fn refusal(r: &Refusal) -> String {
    let mountain = words::terrain(Terrain::Mountain);
    match *r {
        Refusal::GameOver => t(Msg::RefusalGameOver).into(),
        Refusal::PassNotAllowed => t(Msg::RefusalPass).into(),
        Refusal::NoPass => t(Msg::RefusalNoPass).into(),
        Refusal::SameSquare { square } => {
            fill(Msg::RefusalSameSquare, &[("square", &square.to_string())])
        }
        Refusal::NoUnit { square } => fill(Msg::RefusalNoUnit, &[("square", &square.to_string())]),
        Refusal::NotYours { square, piece } => fill(
            Msg::RefusalNotYours,
            &[
                ("piece", &words::piece(piece)),
                ("square", &square.to_string()),
            ],
        ),
        Refusal::Frozen { square, role } => fill(
            Msg::RefusalFrozen,
            &[("unit", unit(role)), ("square", &square.to_string())],
        ),
        Refusal::TowerNeverMoves { square } => fill(
            Msg::RefusalTower,
            &[("unit", unit(Role::Tower)), ("square", &square.to_string())],
        ),
        Refusal::NotStraight { role } => fill(Msg::RefusalNotStraight, &[("unit", unit(role))]),
        Refusal::OnlyOrthogonal { role } => {
            fill(Msg::RefusalOnlyOrthogonal, &[("unit", unit(role))])
        }
        Refusal::OnlyDiagonal { role } => fill(Msg::RefusalOnlyDiagonal, &[("unit", unit(role))]),
        Refusal::TooFar {
            role,
            range,
            diagonal,
        } => count(
            if diagonal {
                Count::RefusalTooFarDiagonal
            } else {
                Count::RefusalTooFarStraight
            },
            range.into(),
            &[("unit", unit(role))],
        ),
        Refusal::TooManySteps {
            role,
            steps,
            distance,
        } => count(
            Count::RefusalSteps,
            steps.into(),
            &[("unit", unit(role)), ("distance", &distance.to_string())],
        ),
        Refusal::NoWayAround {
            role,
            steps,
            needed: Some(needed),
        } => fill(
            Msg::RefusalWayAround,
            &[
                ("unit", unit(role)),
                ("steps", &steps.to_string()),
                ("needed", &needed.to_string()),
            ],
        ),
        Refusal::NoWayAround { role, .. } => fill(Msg::RefusalNoWay, &[("unit", unit(role))]),
        Refusal::MountainInTheWay { square } => fill(
            Msg::RefusalMountain,
            &[("tile", mountain), ("square", &square.to_string())],
        ),
        Refusal::OntoMountain { square, role } => fill(
            Msg::RefusalOntoMountain,
            &[
                ("unit", unit(role)),
                ("tile", mountain),
                ("square", &square.to_string()),
            ],
        ),
        Refusal::PieceInTheWay { square, piece } => fill(
            Msg::RefusalPieceInWay,
            &[
                ("piece", &words::piece(piece)),
                ("square", &square.to_string()),
            ],
        ),
        Refusal::OwnPiece { square, role } => fill(
            Msg::RefusalOwnPiece,
            &[("unit", unit(role)), ("square", &square.to_string())],
        ),
        Refusal::WaterStops { square } => fill(
            Msg::RefusalWater,
            &[
                ("tile", words::terrain(Terrain::Water)),
                ("square", &square.to_string()),
            ],
        ),
        Refusal::ForestCost { square, role } => fill(
            Msg::RefusalForest,
            &[
                ("tile", words::terrain(Terrain::Forest)),
                ("square", &square.to_string()),
                ("unit", unit(role)),
            ],
        ),
        Refusal::DragonImmune { role } => {
            let iron = Ruleset::Iron;
            let hunters: Vec<&str> = iron
                .roles()
                .iter()
                .filter(|&&r| iron.may_capture_dragon(r))
                .map(|&r| unit(r))
                .collect();
            // A list reads with commas in each of the page's languages.
            fill(
                Msg::RefusalDragonImmune,
                &[
                    ("unit", unit(role)),
                    ("dragon", unit(Role::Dragon)),
                    ("units", &hunters.join(", ")),
                ],
            )
        }
        Refusal::DragonForest { square } => fill(
            Msg::RefusalDragonForest,
            &[
                ("unit", unit(Role::Dragon)),
                ("tile", words::terrain(Terrain::Forest)),
                ("square", &square.to_string()),
            ],
        ),
        Refusal::ShooterOnWater { role, square } => fill(
            Msg::RefusalShooterOnWater,
            &[
                ("unit", unit(role)),
                ("square", &square.to_string()),
                ("tile", words::terrain(Terrain::Water)),
            ],
        ),
        Refusal::OutOfShotRange {
            role,
            range,
            diagonal,
        } => count(
            if diagonal {
                Count::RefusalShotRangeDiagonal
            } else {
                Count::RefusalShotRangeStraight
            },
            range.into(),
            &[("unit", unit(role))],
        ),
        Refusal::ShotBlockedByPiece { square, piece } => fill(
            Msg::RefusalShotPiece,
            &[
                ("piece", &words::piece(piece)),
                ("square", &square.to_string()),
            ],
        ),
        Refusal::ShotBlockedByMountain { square } => fill(
            Msg::RefusalShotMountain,
            &[
                ("tile", mountain),
                ("square", &square.to_string()),
                ("trebuchet", unit(Role::Trebuchet)),
            ],
        ),
        Refusal::CannotCapture { role } => fill(Msg::RefusalCannotCapture, &[("unit", unit(role))]),
        Refusal::CaptureNotStraight { role } => {
            fill(Msg::RefusalCaptureNotStraight, &[("unit", unit(role))])
        }
        Refusal::CaptureOutOfReach { role, reach } => count(
            Count::RefusalCaptureReach,
            reach.into(),
            &[("unit", unit(role))],
        ),
        Refusal::ForwardDiagonalOnly { role } => {
            fill(Msg::RefusalForwardDiagonal, &[("unit", unit(role))])
        }
        Refusal::ZoneInTheWay { square, spearmen } => fill(
            Msg::RefusalZone,
            &[
                ("unit", unit(Role::Spearmen)),
                ("at", &spearmen.to_string()),
                ("square", &square.to_string()),
                ("dragon", unit(Role::Dragon)),
            ],
        ),
        Refusal::ElephantPassesNoOwn { square, role } => fill(
            Msg::RefusalElephant,
            &[
                ("unit", unit(Role::Elephant)),
                ("own", unit(role)),
                ("square", &square.to_string()),
            ],
        ),
        Refusal::Guarded {
            square,
            role,
            tower,
        } => fill(
            Msg::RefusalGuarded,
            &[
                ("unit", unit(role)),
                ("square", &square.to_string()),
                ("tower", unit(Role::Tower)),
                ("at", &tower.to_string()),
            ],
        ),
        Refusal::ArmorHolds {
            square,
            role,
            armor,
            attackers,
        } => {
            let values = [
                ("unit", unit(role)),
                ("square", &square.to_string()),
                ("armor", &armor.to_string()),
            ];
            match attackers {
                0 => fill(Msg::RefusalArmorNone, &values),
                n => count(Count::RefusalArmor, n.into(), &values),
            }
        }
        Refusal::TooClose { role, min } => fill(
            Msg::RefusalTooClose,
            &[("unit", unit(role)), ("min", &min.to_string())],
        ),
        Refusal::NoRoomToStepBack {
            square: Some(square),
        } => fill(
            Msg::RefusalStepBack,
            &[
                ("unit", unit(Role::Catapult)),
                ("square", &square.to_string()),
            ],
        ),
        Refusal::NoRoomToStepBack { square: None } => {
            fill(Msg::RefusalNoStepBack, &[("unit", unit(Role::Catapult))])
        }
        Refusal::CatapultShielded { square, piece } => fill(
            Msg::RefusalShielded,
            &[
                ("unit", unit(Role::Catapult)),
                ("piece", &words::piece(piece)),
                ("square", &square.to_string()),
            ],
        ),
        Refusal::Unexplained => t(Msg::RefusalUnexplained).into(),
    }
}

/// Why a game's text does not read or replay.
pub fn record(e: &RecordError) -> String {
    match e {
        RecordError::Empty => t(Msg::ReasonRecordEmpty).into(),
        RecordError::TooLong { len, max } => count(
            Count::ReasonRecordLong,
            number(*len),
            &[("max", &max.to_string())],
        ),
        RecordError::Form => t(Msg::ReasonRecordForm).into(),
        RecordError::Homeland { side, error } => fill(
            Msg::ReasonRecordHomeland,
            &[("side", color(*side)), ("reason", &homeland(error))],
        ),
        RecordError::Start(e) => start(e),
        RecordError::MoveText { ply, .. } => {
            fill(Msg::ReasonRecordMoveText, &[("ply", &ply.to_string())])
        }
        RecordError::Move { ply, uci, error } => fill(
            Msg::ReasonRecordMove,
            &[
                ("ply", &ply.to_string()),
                ("move", &uci.to_string()),
                ("reason", &game(error)),
            ],
        ),
        RecordError::AfterEnd => t(Msg::ReasonRecordAfterEnd).into(),
        RecordError::Word(w) => {
            let w: String = w.chars().take(20).collect();
            fill(Msg::ReasonRecordWord, &[("word", &w)])
        }
    }
}

/// Why a game's text is not imported, for a player: a sentence, and the
/// engine's reason in words for whoever wants the detail (none where the
/// sentence says it all).
pub fn import(e: &RecordError) -> (String, Option<String>) {
    let head = match e {
        RecordError::Empty => return (t(Msg::SavedImportEmpty).into(), None),
        // It reads, but does not play: a game's text, changed.
        RecordError::Start(_) | RecordError::Move { .. } | RecordError::AfterEnd => {
            Msg::SavedNotPlayed
        }
        RecordError::TooLong { .. }
        | RecordError::Form
        | RecordError::Homeland { .. }
        | RecordError::MoveText { .. }
        | RecordError::Word(_) => Msg::SavedNotAGame,
    };
    (t(head).into(), Some(record(e)))
}

/// Why a layout does not read, or is not one a homeland may have.
pub fn layout(e: &LayoutError) -> String {
    match e {
        LayoutError::Form => t(Msg::ReasonLayoutForm).into(),
        LayoutError::Ruleset(e) => ruleset_name(e),
        LayoutError::Board(e) => homeland(e),
        LayoutError::Setup(errors) => setup_all(errors, None),
    }
}

/// Why a link cannot be opened, as a sentence.
pub fn link(e: &LinkError) -> String {
    match e {
        LinkError::Unknown => t(Msg::ReasonLinkUnknown).into(),
        LinkError::Newer => t(Msg::ReasonLinkNewer).into(),
        LinkError::TooLong { len, max } => count(
            Count::ReasonLinkLong,
            number(*len),
            &[("max", &max.to_string())],
        ),
        LinkError::Layout(e) => fill(Msg::ReasonLinkLayout, &[("reason", &layout(e))]),
        LinkError::Game(e) => fill(Msg::ReasonLinkGame, &[("reason", &record(e))]),
    }
}

/// Why a friend's link changes nothing (a fragment, after a colon).
pub fn online(e: &OnlineError) -> String {
    match e {
        OnlineError::Unknown => t(Msg::ReasonOnlineUnknown).into(),
        OnlineError::Newer => t(Msg::ReasonOnlineNewer).into(),
        OnlineError::TooLong { len } => count(Count::ReasonOnlineTooLong, number(*len), &[]),
        // A link that does not read was cut short or damaged on its way,
        // whichever part of it shows it.
        OnlineError::Form
        | OnlineError::Homeland(_)
        | OnlineError::Game(
            RecordError::Empty
            | RecordError::TooLong { .. }
            | RecordError::Form
            | RecordError::Homeland { .. }
            | RecordError::MoveText { .. }
            | RecordError::Word(_),
        ) => t(Msg::ReasonOnlineForm).into(),
        // It reads, but does not play.
        OnlineError::Game(e) => fill(Msg::ReasonOnlineGame, &[("reason", &record(e))]),
        OnlineError::OtherGame => t(Msg::ReasonOnlineOtherGame).into(),
        OnlineError::OutOfStep => t(Msg::ReasonOnlineOutOfStep).into(),
        OnlineError::Tampered => t(Msg::ReasonOnlineTampered).into(),
        OnlineError::NotMyHomeland => t(Msg::ReasonOnlineNotMine).into(),
        OnlineError::NotTheirHomeland => t(Msg::ReasonOnlineNotTheirs).into(),
        OnlineError::AlreadySeen => t(Msg::ReasonOnlineSeen).into(),
        OnlineError::HistoryDiffers => t(Msg::ReasonOnlineDiffers).into(),
        OnlineError::OutOfTurn { ply } => {
            fill(Msg::ReasonOnlineOutOfTurn, &[("ply", &ply.to_string())])
        }
        OnlineError::Ended => t(Msg::ReasonOnlineEnded).into(),
        OnlineError::ForgedEnd => t(Msg::ReasonOnlineForgedEnd).into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cyvasse::{GameRecord, Link};

    #[test]
    fn a_broken_game_link_names_the_move() {
        let Err(e) = Link::parse("#game:1:iron:8/8/8/8") else {
            panic!("a game of one homeland");
        };
        assert_eq!(
            link(&e),
            "This game link is broken: a part of it is missing or extra."
        );
        assert_eq!(
            link(&LinkError::Unknown),
            "This link is not a Cyvasse layout or game link."
        );
    }

    #[test]
    fn a_game_text_that_does_not_replay_says_where() {
        // Homelands of a King alone: not a game's start.
        let text = "iron w 8/8/8/8 8/8/8/4K3\niron b 8/8/8/8 4k3/8/8/8\ne1e2 e8e7";
        let e = text
            .parse::<GameRecord>()
            .and_then(|r| r.replay())
            .map(|_| ())
            .unwrap_err();
        let words = record(&e);
        assert!(
            words.starts_with("White's homeland: Grass: 32 placed, 14 needed. Mountain: 0 placed,"),
            "{words}"
        );
        // A move that does not play, and one that does not read.
        let uci: cyvasse::Uci = "e2e5".parse().unwrap();
        let illegal = RecordError::Move {
            ply: 3,
            uci,
            error: GameError::Play(PlayError::Illegal { uci }),
        };
        assert_eq!(record(&illegal), "move 3 (e2e5): illegal move e2e5");
        let e = "iron w 8/8/8/8 8/8/8/4K3\niron b 8/8/8/8 4k3/8/8/8\ne1e1"
            .parse::<GameRecord>()
            .unwrap_err();
        assert_eq!(
            record(&e),
            "move 1: a move is two squares like e2e5, or 0000 for a pass"
        );
    }

    #[test]
    fn an_import_that_fails_is_said_for_a_player_with_the_detail_apart() {
        let import_of = |text: &str| {
            import(
                &text
                    .parse::<GameRecord>()
                    .and_then(|r| r.replay())
                    .map(|_| ())
                    .unwrap_err(),
            )
        };
        let (head, detail) = import_of("hello there, general");
        assert_eq!(head, "This is not a Cyvasse game's text.");
        assert!(detail.unwrap().contains("White's homeland"));
        assert_eq!(
            import_of("  \n "),
            ("Paste a game's text in the field first.".into(), None)
        );
        let (head, detail) = import_of("iron w 8/8/8/8 8/8/8/4K3\niron b 8/8/8/8 4k3/8/8/8\ne1e2");
        assert_eq!(
            head,
            "This game cannot be imported: it does not play by the rules."
        );
        assert!(detail.unwrap().starts_with("White's homeland: Grass:"));
    }

    #[test]
    fn a_link_between_devices_cut_short_anywhere_is_said_one_way() {
        use cyvasse::{Color, Homeland, Message, Online, SplitMix64};
        let mut r = SplitMix64::new(17);
        let mut rng = || r.next_u64();
        let white = Homeland::random(Ruleset::Iron, Color::White, &mut rng);
        let black = Homeland::random(Ruleset::Iron, Color::Black, &mut rng);
        let (mut a, invite) = Online::invite("k3x9q2m7".into(), white, [7; 32]);
        let (_, answer) = Online::answer(&invite, black).unwrap();
        a.receive(&Message::Answer(answer.clone())).unwrap();
        let first = a
            .record()
            .unwrap()
            .replay()
            .unwrap()
            .position()
            .legal_moves()[0];
        a.play(first.to_uci()).unwrap();
        let cut_short = "a part of it is missing or damaged, as if it were cut short";
        for link in [
            Message::Invite(invite).to_link(),
            Message::Answer(answer).to_link(),
            Message::Game(a.link().unwrap()).to_link(),
        ] {
            // Cut after its kind ("online:1:g:"), anywhere.
            for cut in 11..link.len() {
                if let Err(e) = Message::parse(&link[..cut]) {
                    assert_eq!(online(&e), cut_short, "{}", &link[..cut]);
                }
            }
        }
        // A link that reads, with a game that does not play, says why.
        let e = OnlineError::Game(RecordError::AfterEnd);
        assert_eq!(
            online(&e),
            "the game in it: something follows the end of the game"
        );
    }

    #[test]
    fn the_mountain_rule_is_said_for_each_game() {
        assert_eq!(
            mountain_rule(Ruleset::Iron),
            "Only the Dragon may stand on a mountain."
        );
        assert_eq!(
            mountain_rule(Ruleset::Armor),
            "No unit may stand on a mountain."
        );
    }
    /// A number for each kind of refusal: the match fails to compile when
    /// the engine gains one, so that the test below is told of it.
    fn kind(r: &Refusal) -> usize {
        match r {
            Refusal::GameOver => 0,
            Refusal::PassNotAllowed => 1,
            Refusal::NoPass => 2,
            Refusal::SameSquare { .. } => 3,
            Refusal::NoUnit { .. } => 4,
            Refusal::NotYours { .. } => 5,
            Refusal::Frozen { .. } => 6,
            Refusal::TowerNeverMoves { .. } => 7,
            Refusal::NotStraight { .. } => 8,
            Refusal::OnlyOrthogonal { .. } => 9,
            Refusal::OnlyDiagonal { .. } => 10,
            Refusal::TooFar { .. } => 11,
            Refusal::TooManySteps { .. } => 12,
            Refusal::NoWayAround { .. } => 13,
            Refusal::MountainInTheWay { .. } => 14,
            Refusal::OntoMountain { .. } => 15,
            Refusal::PieceInTheWay { .. } => 16,
            Refusal::OwnPiece { .. } => 17,
            Refusal::WaterStops { .. } => 18,
            Refusal::ForestCost { .. } => 19,
            Refusal::DragonImmune { .. } => 20,
            Refusal::DragonForest { .. } => 21,
            Refusal::ShooterOnWater { .. } => 22,
            Refusal::OutOfShotRange { .. } => 23,
            Refusal::ShotBlockedByPiece { .. } => 24,
            Refusal::ShotBlockedByMountain { .. } => 25,
            Refusal::CannotCapture { .. } => 26,
            Refusal::CaptureNotStraight { .. } => 27,
            Refusal::CaptureOutOfReach { .. } => 28,
            Refusal::ForwardDiagonalOnly { .. } => 29,
            Refusal::ZoneInTheWay { .. } => 30,
            Refusal::ElephantPassesNoOwn { .. } => 31,
            Refusal::Guarded { .. } => 32,
            Refusal::ArmorHolds { .. } => 33,
            Refusal::TooClose { .. } => 34,
            Refusal::NoRoomToStepBack { .. } => 35,
            Refusal::CatapultShielded { .. } => 36,
            Refusal::Unexplained => 37,
        }
    }

    #[test]
    fn every_refusal_is_a_sentence_that_names_what_it_is_about() {
        use cyvasse::{Color, Piece, Role, Square};
        let sq = |s: &str| s.parse::<Square>().unwrap();
        let black = |role| Piece {
            color: Color::Black,
            role,
        };
        let cases: Vec<(Refusal, &[&str])> = vec![
            (Refusal::GameOver, &["game is over"]),
            (Refusal::PassNotAllowed, &["pass", "no legal move"]),
            (Refusal::NoPass, &["no passing"]),
            (Refusal::SameSquare { square: sq("c3") }, &["c3"]),
            (Refusal::NoUnit { square: sq("c3") }, &["no unit", "c3"]),
            (
                Refusal::NotYours {
                    square: sq("e5"),
                    piece: black(Role::Dragon),
                },
                &["Black Dragon", "e5", "not yours"],
            ),
            (
                Refusal::Frozen {
                    square: sq("d4"),
                    role: Role::Rabble,
                },
                &["Rabble", "d4", "frozen"],
            ),
            (
                Refusal::TowerNeverMoves { square: sq("b2") },
                &["Tower", "b2", "never moves"],
            ),
            (
                Refusal::NotStraight {
                    role: Role::Elephant,
                },
                &["Elephant", "straight lines"],
            ),
            (
                Refusal::OnlyOrthogonal {
                    role: Role::HeavyHorse,
                },
                &["Heavy Horse", "ranks and files"],
            ),
            (
                Refusal::OnlyDiagonal {
                    role: Role::LightHorse,
                },
                &["Light Horse", "diagonally"],
            ),
            (
                Refusal::TooFar {
                    role: Role::HeavyHorse,
                    range: 3,
                    diagonal: false,
                },
                &["Heavy Horse", "at most 3 squares along ranks and files"],
            ),
            (
                Refusal::TooFar {
                    role: Role::King,
                    range: 1,
                    diagonal: true,
                },
                &["King", "only 1 square diagonally"],
            ),
            (
                Refusal::TooManySteps {
                    role: Role::LightHorse,
                    steps: 3,
                    distance: 4,
                },
                &["Light Horse", "3 steps", "4 steps away"],
            ),
            (
                Refusal::NoWayAround {
                    role: Role::HeavyHorse,
                    steps: 2,
                    needed: Some(3),
                },
                &["Heavy Horse", "2 steps", "takes 3"],
            ),
            (
                Refusal::NoWayAround {
                    role: Role::LightHorse,
                    steps: 3,
                    needed: None,
                },
                &["Light Horse", "no way"],
            ),
            (
                Refusal::MountainInTheWay { square: sq("d4") },
                &["mountain", "d4", "in the way"],
            ),
            (
                Refusal::OntoMountain {
                    square: sq("d3"),
                    role: Role::HeavyHorse,
                },
                &["Heavy Horse", "mountain", "d3"],
            ),
            (
                Refusal::PieceInTheWay {
                    square: sq("d2"),
                    piece: black(Role::Rabble),
                },
                &["Black Rabble", "d2", "in the way"],
            ),
            (
                Refusal::OwnPiece {
                    square: sq("d2"),
                    role: Role::Rabble,
                },
                &["Your Rabble", "d2"],
            ),
            (
                Refusal::WaterStops { square: sq("d2") },
                &["water", "d2", "ends the move"],
            ),
            (
                Refusal::ForestCost {
                    square: sq("b2"),
                    role: Role::LightHorse,
                },
                &["forest", "b2", "two steps", "Light Horse"],
            ),
            (
                Refusal::DragonImmune {
                    role: Role::HeavyHorse,
                },
                &["Heavy Horse", "cannot capture a Dragon", "Catapult", "King"],
            ),
            (
                Refusal::DragonForest { square: sq("a5") },
                &["Dragon", "forest", "a5"],
            ),
            (
                Refusal::ShooterOnWater {
                    role: Role::Catapult,
                    square: sq("d4"),
                },
                &["Catapult", "d4", "water", "cannot shoot"],
            ),
            (
                Refusal::OutOfShotRange {
                    role: Role::Catapult,
                    range: 2,
                    diagonal: true,
                },
                &["Catapult", "at most 2 squares diagonally"],
            ),
            (
                Refusal::OutOfShotRange {
                    role: Role::Catapult,
                    range: 3,
                    diagonal: false,
                },
                &["Catapult", "at most 3 squares along ranks and files"],
            ),
            (
                Refusal::ShotBlockedByPiece {
                    square: sq("f5"),
                    piece: black(Role::Rabble),
                },
                &["Black Rabble", "f5", "blocks the shot"],
            ),
            (
                Refusal::ShotBlockedByMountain { square: sq("d5") },
                &["mountain", "d5", "Trebuchet"],
            ),
            (
                Refusal::CannotCapture {
                    role: Role::Crossbowmen,
                },
                &["Crossbowmen", "never captures"],
            ),
            (
                Refusal::CaptureNotStraight {
                    role: Role::LightHorse,
                },
                &["Light Horse", "one straight line"],
            ),
            (
                Refusal::CaptureOutOfReach {
                    role: Role::Elephant,
                    reach: 2,
                },
                &["Elephant", "at most 2 squares away"],
            ),
            (
                Refusal::CaptureOutOfReach {
                    role: Role::Rabble,
                    reach: 1,
                },
                &["Rabble", "next to it"],
            ),
            (
                Refusal::ForwardDiagonalOnly {
                    role: Role::Spearmen,
                },
                &["Spearmen", "diagonally in front"],
            ),
            (
                Refusal::ZoneInTheWay {
                    square: sq("d4"),
                    spearmen: sq("c5"),
                },
                &["Spearmen", "c5", "d4", "Dragon"],
            ),
            (
                Refusal::ElephantPassesNoOwn {
                    square: sq("d5"),
                    role: Role::Rabble,
                },
                &["Elephant", "your own Rabble", "d5"],
            ),
            (
                Refusal::Guarded {
                    square: sq("d5"),
                    role: Role::Rabble,
                    tower: sq("d6"),
                },
                &["Rabble", "d5", "Tower", "d6"],
            ),
            (
                Refusal::ArmorHolds {
                    square: sq("b6"),
                    role: Role::Rabble,
                    armor: 1,
                    attackers: 0,
                },
                &["Rabble", "b6", "armor 1", "none of your units"],
            ),
            (
                Refusal::TooClose {
                    role: Role::Catapult,
                    min: 2,
                },
                &["Catapult", "2 squares", "too close"],
            ),
            (
                Refusal::NoRoomToStepBack {
                    square: Some(sq("f1")),
                },
                &["Catapult", "steps back to f1"],
            ),
            (
                Refusal::NoRoomToStepBack { square: None },
                &["Catapult", "none behind it"],
            ),
            (
                Refusal::CatapultShielded {
                    square: sq("d4"),
                    piece: black(Role::Rabble),
                },
                &["Catapult", "Black Rabble", "d4"],
            ),
            (Refusal::Unexplained, &["not allowed"]),
        ];
        for (r, names) in &cases {
            let words = refusal(r);
            assert!(
                words.starts_with(|c: char| c.is_uppercase()) && words.ends_with('.'),
                "{r:?}: {words}"
            );
            assert!(!words.contains('{'), "{r:?}: {words}");
            for name in *names {
                assert!(words.contains(name), "{r:?}: {words} (no {name})");
            }
        }
        let mut kinds: Vec<usize> = cases.iter().map(|(r, _)| kind(r)).collect();
        kinds.sort_unstable();
        kinds.dedup();
        assert_eq!(
            kinds,
            (0..=37).collect::<Vec<_>>(),
            "a kind of refusal has no case"
        );
        // The lessons' own examples, word for word.
        assert_eq!(
            refusal(&Refusal::MountainInTheWay { square: sq("d4") }),
            "The mountain on d4 is in the way."
        );
        assert_eq!(
            refusal(&Refusal::OnlyOrthogonal {
                role: Role::HeavyHorse
            }),
            "The Heavy Horse moves only straight along ranks and files."
        );
        assert_eq!(
            refusal(&Refusal::ArmorHolds {
                square: sq("e6"),
                role: Role::Elephant,
                armor: 2,
                attackers: 1,
            }),
            "The Elephant on e6 has armor 2 and only 1 of your units attacks it."
        );
    }

    #[test]
    fn a_refused_move_is_said_from_the_engines_reason() {
        // A Heavy Horse on d1 below a mountain on d3.
        let pos: cyvasse::Position = "iron 8/8/8/8/8/3m4/8/8 4k3/8/8/8/8/8/8/3H2K1 w - 0 1"
            .parse()
            .unwrap();
        let why = |m: &str| pos.refusal(m.parse().unwrap()).map(|r| refusal(&r));
        assert_eq!(why("d1d2"), None);
        assert_eq!(
            why("d1d4").as_deref(),
            Some("The mountain on d3 is in the way.")
        );
        assert_eq!(
            why("d1d3").as_deref(),
            Some("The Heavy Horse cannot stop on the mountain on d3.")
        );
        assert_eq!(
            why("e8e7").as_deref(),
            Some("The Black King on e8 is not yours.")
        );
    }

    #[test]
    fn counts_in_reasons_take_the_plural_rules() {
        assert_eq!(
            homeland(&ParseHomelandError::FieldCount { found: 1 }),
            "invalid homeland: 1 field, expected 4: game, side, terrain, pieces"
        );
        assert_eq!(
            homeland(&ParseHomelandError::FieldCount { found: 3 }),
            "invalid homeland: 3 fields, expected 4: game, side, terrain, pieces"
        );
        let e = SetupError::UnitCount {
            role: cyvasse::Role::Elephant,
            expected: 2,
            found: 1,
        };
        assert_eq!(setup(&e, None), "Elephant: 1 placed, 2 needed.");
    }
}
