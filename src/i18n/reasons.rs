//! The engine's reasons, in words: why a link, a game's text, a layout, a
//! homeland or a move does not read or play. The engine gives them as typed
//! errors (its own English `Display` is for its command line); the page says
//! them in the language on show.

use cyvasse::{
    BoardError, BoardField, GameError, LayoutError, LinkError, OnlineError, ParseHomelandError,
    ParseRulesetError, PlayError, RecordError, Ruleset, SetupError, SetupErrors, StartError,
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
