//! Layouts, game texts and links: round trips over random homelands and
//! games, Black's view turned 180°, and hostile input refused with a reason.

mod common;

use cyvasse::{
    Color, Ending, Game, GameRecord, Homeland, Layout, LayoutError, Link, LinkError, RecordError,
    Role, Ruleset, SplitMix64, Square, Terrain,
};
use proptest::prelude::*;

fn random_homeland(seed: u64, side: Color) -> Homeland {
    let mut r = SplitMix64::new(seed);
    Homeland::random(Ruleset::Iron, side, &mut || r.next_u64())
}

/// A random game of up to `plies` moves between random homelands, perhaps
/// ended by a resignation or an agreed draw.
fn random_game(seed: u64, plies: usize, end: u8) -> Game {
    let mut game = Game::new(common::random_start(seed));
    let mut r = SplitMix64::new(seed ^ 0x5eed);
    for _ in 0..plies {
        if game.result().is_some() {
            break;
        }
        let moves = game.position().legal_moves();
        let m = moves[(r.next_u64() % moves.len() as u64) as usize];
        game.play(m.to_uci()).expect("legal");
    }
    if game.result().is_none() {
        match end % 4 {
            1 => drop(game.resign(Color::White)),
            2 => drop(game.resign(Color::Black)),
            3 => drop(game.agree_draw()),
            _ => {}
        }
    }
    game
}

const WHITE: &str = "iron w 1wmfm1m1/1m2fwmw/1f1t1w1f/2m2ffw 1D3C2/5R2/3STLXH/1E2K3";

#[test]
fn a_layout_is_kept_from_its_owners_view_and_turned_for_black() {
    let white: Homeland = WHITE.parse().unwrap();
    let layout = Layout::of(&white, true).unwrap();
    assert_eq!(
        layout.to_text(),
        "iron:1wmfm1m1/1m2fwmw/1f1t1w1f/2m2ffw:1D3C2/5R2/3STLXH/1E2K3"
    );
    let black = layout.homeland(Color::Black);
    // White's a1 corner is Black's h8: the owner's back-left corner.
    let a1 = Square::from_coords(0, 0).unwrap();
    let h8 = Square::from_coords(7, 7).unwrap();
    assert_eq!(black.tile(h8), white.tile(a1));
    assert_eq!(
        black.to_text(),
        "iron b wff2m2/f1w1t1f1/wmwf2m1/1m1mfmw1 3k2e1/hxlts3/2r5/2c3d1"
    );
    assert!(black.validate().is_ok());
    // Kept from Black's view, the same layout comes back.
    assert_eq!(Layout::of(&black, true).unwrap(), layout);
}

#[test]
fn a_tiles_only_layout_has_no_army_and_ignores_a_half_built_one() {
    let mut white: Homeland = WHITE.parse().unwrap();
    white.set_unit(Square::from_coords(4, 0).unwrap(), None); // the King is gone
    let layout = Layout::of(&white, false).unwrap();
    assert!(!layout.has_units());
    assert_eq!(layout.to_text(), "iron:1wmfm1m1/1m2fwmw/1f1t1w1f/2m2ffw");
    assert!(layout
        .homeland(Color::Black)
        .squares()
        .into_iter()
        .all(|sq| layout.homeland(Color::Black).unit(sq).is_none()));
    // With the army, the missing King is a reason to refuse.
    let err = Layout::of(&white, true).unwrap_err();
    assert!(err.to_string().contains("King"), "{err}");
}

#[test]
fn layouts_breaking_the_tile_rules_are_refused_with_the_reason() {
    let mut white: Homeland = WHITE.parse().unwrap();
    white.set_tile(Square::from_coords(0, 0).unwrap(), Terrain::Mountain);
    let err = Layout::of(&white, false).unwrap_err();
    assert!(matches!(err, LayoutError::Setup(_)), "{err:?}");
    let err = "iron:mmm5/8/8/8".parse::<Layout>().unwrap_err();
    assert!(matches!(err, LayoutError::Setup(_)), "{err:?}");
}

#[test]
fn a_game_text_reads_back_with_comments_and_an_ending() {
    let game = random_game(7, 30, 2);
    let record = GameRecord::of(&game);
    let text = format!("# a game between friends\n\n{}", record.to_text());
    let back: GameRecord = text.parse().unwrap();
    assert_eq!(back, record);
    assert_eq!(back.ending, Some(Ending::Resigned(Color::Black)));
    assert_eq!(back.replay().unwrap(), game);
    // A file saved with a byte-order mark reads the same.
    let marked: GameRecord = format!("\u{feff}{text}").parse().unwrap();
    assert_eq!(marked, record);
    let marked: GameRecord = format!("\u{feff}{}", record.to_text()).parse().unwrap();
    assert_eq!(marked, record);
}

#[test]
fn bad_game_texts_say_what_is_wrong() {
    let record = GameRecord::of(&random_game(3, 12, 0));
    let text = record.to_text();
    let lines: Vec<&str> = text.lines().collect();

    let err = |t: &str| -> String {
        match t.parse::<GameRecord>().and_then(|r| r.replay()) {
            Ok(_) => panic!("accepted: {t}"),
            Err(e) => e.to_string(),
        }
    };
    assert_eq!(err(""), "there is no game in it");
    assert!(err(lines[0]).starts_with("Black's homeland"));
    assert!(err(&format!("{}\n{}\n", lines[1], lines[0])).contains("other side"));
    // An illegal move names its number.
    let bad = format!("{}\n{}\n{} h8h1\n", lines[0], lines[1], lines[2]);
    assert!(err(&bad).starts_with("move 11 (h8h1)"), "{}", err(&bad));
    let bad = format!("{}\n{}\nhello\n", lines[0], lines[1]);
    assert!(err(&bad).contains("neither a move nor an end"));
    let bad = format!("{}\n{}\ndraw-agreed e3e4\n", lines[0], lines[1]);
    assert_eq!(err(&bad), "something follows the end of the game");
    let long = "#".repeat(cyvasse::MAX_GAME_TEXT + 1);
    assert!(err(&long).contains("at most"));
}

#[test]
fn an_agreed_draw_after_the_game_has_ended_does_not_replay() {
    let ended = (0..)
        .map(|seed| random_game(seed, 400, 0))
        .find(|g| g.result().is_some())
        .unwrap();
    let record = GameRecord {
        ending: Some(Ending::DrawAgreed),
        ..GameRecord::of(&ended)
    };
    assert_eq!(record.replay(), Err(RecordError::AfterEnd));
}

#[test]
fn links_are_short_and_url_safe() {
    let white: Homeland = WHITE.parse().unwrap();
    let link = Layout::of(&white, true).unwrap().to_link();
    assert!(link.len() < 100, "{} characters: {link}", link.len());
    let safe = |c: char| c.is_ascii_alphanumeric() || ":/".contains(c);
    assert!(link.chars().all(safe), "{link}");
    let game = GameRecord::of(&random_game(11, 80, 3)).to_link();
    assert!(game.chars().all(safe), "{game}");
}

#[test]
fn bad_links_are_refused_with_a_reason() {
    let white: Homeland = WHITE.parse().unwrap();
    let good = Layout::of(&white, true).unwrap().to_link();
    assert!(matches!(Link::parse(""), Ok(None)));
    assert!(matches!(Link::parse("#"), Ok(None)));
    for bad in [
        "hello",
        "layout:",
        "layout:1",
        "layout:1:iron",
        "layout:2:iron:8/8/8/8",
        "layout:x:iron:8/8/8/8",
        "layout:1:chess:8/8/8/8",
        "layout:1:iron:8/8/8/8:8/8/8/8:8/8/8/8",
        "game:1:iron:8/8/8/8",
        "game:9:iron",
        "<script>alert(1)</script>",
    ] {
        let err = Link::parse(bad).expect_err(bad);
        assert!(!err.to_string().is_empty());
    }
    assert_eq!(Link::parse("game:2:whatever"), Err(LinkError::Newer));
    assert_eq!(Link::parse("layout:3:iron:8/8/8/8"), Err(LinkError::Newer));
    assert_eq!(Link::parse("<script>"), Err(LinkError::Unknown));
    // Every truncation of a good link is refused, except the one that ends
    // just after the tiles: that is the same layout without its army.
    let tiles_only = Layout::of(&white, false).unwrap().to_link();
    for cut in 0..good.len() {
        let r = Link::parse(&good[..cut]);
        let fine = r.is_err() || r == Ok(None) || good[..cut] == tiles_only;
        assert!(fine, "{}: {r:?}", &good[..cut]);
    }
    let long = format!("{good}{}", "1".repeat(300));
    assert!(matches!(Link::parse(&long), Err(LinkError::TooLong { .. })));
}

#[test]
fn a_layout_link_with_a_king_on_a_mountain_names_the_problem() {
    let err = Link::parse("layout:1:iron:1wmfm1m1/1m2fwmw/1f1t1w1f/2m2ffw:1DK2C2/5R2/3STLXH/1E6")
        .unwrap_err();
    assert!(matches!(err, LinkError::Layout(LayoutError::Setup(_))));
    assert!(err.to_string().contains("mountain"), "{err}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn layouts_round_trip(seed: u64, black: bool, units: bool) {
        let side = if black { Color::Black } else { Color::White };
        let homeland = random_homeland(seed, side);
        let layout = Layout::of(&homeland, units).unwrap();
        let back: Layout = layout.to_text().parse().unwrap();
        prop_assert_eq!(&back, &layout);
        prop_assert_eq!(Link::parse(&layout.to_link()), Ok(Some(Link::Layout(layout.clone()))));
        prop_assert!(layout.to_link().len() < 100);
        // Applied to the side it came from, it is the same homeland again.
        let again = layout.homeland(side);
        for sq in homeland.squares() {
            prop_assert_eq!(again.tile(sq), homeland.tile(sq));
            let unit: Option<Role> = if units { homeland.unit(sq) } else { None };
            prop_assert_eq!(again.unit(sq), unit);
        }
    }

    #[test]
    fn games_round_trip_as_text_and_as_links(seed: u64, plies in 0usize..120, end: u8) {
        let game = random_game(seed, plies, end);
        let record = GameRecord::of(&game);
        let from_text: GameRecord = record.to_text().parse().unwrap();
        prop_assert_eq!(&from_text, &record);
        prop_assert_eq!(from_text.replay().unwrap(), game.clone());
        match Link::parse(&record.to_link()) {
            Ok(Some(Link::Game(g))) => prop_assert_eq!(g.replay().unwrap(), game),
            other => prop_assert!(false, "{:?}", other),
        }
    }

    #[test]
    fn hostile_links_and_texts_never_panic(s in "\\PC{0,300}") {
        let _ = Link::parse(&s);
        let _ = s.parse::<GameRecord>().map(|r| r.replay());
        let _ = s.parse::<Layout>();
    }

    #[test]
    fn damaged_game_links_are_refused_or_replay(seed: u64, at: usize, byte in 0u8..128) {
        let link = GameRecord::of(&random_game(seed, 40, 0)).to_link();
        let mut bytes = link.into_bytes();
        let i = at % bytes.len();
        bytes[i] = byte;
        if let Ok(damaged) = String::from_utf8(bytes) {
            if let Ok(Some(Link::Game(g))) = Link::parse(&damaged) {
                // A damaged link that still reads must still be a whole, legal game.
                let _ = g.replay();
            }
        }
    }
}
