//! The search and the levels: legal answers under every limit, King captures
//! found and King losses avoided, proven win distances, the transposition
//! table consistent with searching without it. Boards are drawn as in
//! `rules.rs`; each scenario also runs on the board turned 180° with the
//! colours swapped.

#[path = "../../engine/tests/common/mod.rs"]
mod common;

use common::{drawn, mirror_board, mirror_square, playout, random_start};
use cyvasse::{Color, Game, Homeland, Level, Move, MoveKind, Position, Ruleset, Uci};
use cyvasse_ai::{AiHomeland, LevelBounds, Limits, Searcher};
use proptest::prelude::*;

/// Names a square of a drawn board in one view of it.
type Namer = fn(&str) -> String;

/// The board as drawn with `side` to move, and its mirror image with the
/// other side to move, each with a function that names a square of the drawn
/// board in that view.
fn views(board: &str, side: Color) -> Vec<(Position, Namer)> {
    vec![
        (drawn(board, side, &[]), |s: &str| s.to_string()),
        (drawn(&mirror_board(board), !side, &[]), |s: &str| {
            mirror_square(s)
        }),
    ]
}

fn is_legal(pos: &Position, m: Move) -> bool {
    pos.legal_moves().contains(&m)
}

/// Whether the side to move can take the enemy King.
fn can_take_king(pos: &Position) -> bool {
    pos.legal_moves().iter().any(|&m| {
        let mut next = pos.clone();
        next.play_unchecked(m);
        next.is_game_over()
    })
}

/// An Elephant can take the King (d4d7) or a Trebuchet (d4g4, worth more as material).
const KING_IN_ONE: &str = "
    .. .. .. .. .. .. .. ..
    .. .. .. .k .. .. .. ..
    .. .. .. .. .. .. .. ..
    .. .. .. .. .. .. .. ..
    .. .. .. .E .. .. .t ..
    .. .. .. .. .. .. .. ..
    .. .. .. .. .. .. .. ..
    .K .. .. .. .. .. .. ..";

#[test]
fn takes_the_king_at_once_at_every_level_and_limit() {
    for (pos, name) in views(KING_IN_ONE, Color::White) {
        let want: Uci = format!("{}{}", name("d4"), name("d7")).parse().unwrap();
        let game = Game::new(pos.clone());
        for limits in [
            || Limits::depth(3),
            || Limits::nodes(1),
            || Limits::default(),
        ] {
            let found = Searcher::new(10)
                .search(
                    &game,
                    Limits {
                        depth: Some(3),
                        ..limits()
                    },
                )
                .unwrap();
            assert_eq!(found.best.to_uci(), want);
            assert_eq!(found.score.win_in(), Some(1));
        }
        for level in Level::ALL {
            let found = Searcher::new(10)
                .choose(&game, level, 7, Limits::nodes(10_000))
                .unwrap();
            assert_eq!(found.best.to_uci(), want, "{level}");
        }
    }
}

/// Black's Heavy Horse on e4 threatens the King on e1 down the file; White's
/// Elephant could take a Trebuchet instead, and must not.
const KING_THREATENED: &str = "
    .t .. .. .. .. .. .. .k
    .. .. .. .. .. .. .. ..
    .. .. .. .. .. .. .. ..
    .E .. .. .. .. .. .. ..
    .. .. .. .. .h .. .. ..
    .. .. .. .. .. .. .. ..
    .. .. .. .. .. .. .. ..
    .. .. .. .. .K .. .. ..";

#[test]
fn keeps_its_king_out_of_reach_when_it_can() {
    for (pos, _) in views(KING_THREATENED, Color::White) {
        assert!(!can_take_king(&pos), "no capture of the King now");
        let game = Game::new(pos.clone());
        let mut results = vec![Searcher::new(12).search(&game, Limits::depth(4)).unwrap()];
        for level in Level::ALL {
            results.push(
                Searcher::new(12)
                    .choose(&game, level, 3, Limits::nodes(20_000))
                    .unwrap(),
            );
        }
        for found in results {
            assert!(is_legal(&pos, found.best));
            let mut next = pos.clone();
            next.play_unchecked(found.best);
            assert!(
                !can_take_king(&next),
                "{} leaves the King to the Horse in {pos}",
                found.best
            );
        }
    }
}

/// Black's King is shut in by mountains on h7 and g7; White's Heavy Horse on
/// d8 reaches it in two moves whatever Black does: a win in 3 plies.
const WIN_IN_THREE: &str = "
    .. .. .. .H .. .. .. .k
    .. .. .. .. .. .. m. m.
    .. .. .. .. .. .. .. ..
    .. .. .. .. .. .. .. ..
    .. .. .. .. .. .. .. ..
    .. .. .. .. .. .. .. ..
    .. .. .. .. .. .. .. ..
    .K .. .. .. .. .. .. ..";

#[test]
fn proves_a_win_and_its_distance() {
    for (pos, _) in views(WIN_IN_THREE, Color::White) {
        let mut searcher = Searcher::new(12);
        let found = searcher.search_position(&pos, Limits::depth(6)).unwrap();
        assert_eq!(found.score.win_in(), Some(3), "{}", found.score);
        assert!(
            found.depth <= 4,
            "a proven win ends the deepening: depth {}",
            found.depth
        );
        assert_eq!(found.pv.first(), Some(&found.best));
        // The same searcher again, its table warm: the same proof.
        let again = searcher.search_position(&pos, Limits::depth(6)).unwrap();
        assert_eq!(again.score, found.score);
        // Black's one move is played without a search; then White takes the King.
        let mut next = pos.clone();
        next.play_unchecked(found.best);
        assert_eq!(next.legal_moves().len(), 1);
        let reply = Searcher::new(12)
            .search_position(&next, Limits::depth(6))
            .unwrap();
        assert_eq!((reply.depth, reply.nodes), (0, 0));
        next.play_unchecked(reply.best);
        let last = Searcher::new(12)
            .search_position(&next, Limits::depth(6))
            .unwrap();
        assert_eq!(last.score.win_in(), Some(1));
    }
}

/// A draw offered to the computer: it accepts only when it judges its own
/// position no better than level, whichever side offers and whichever side
/// is to move. White is about to win here (a win in 3 plies).
#[test]
fn a_draw_is_accepted_only_by_the_side_no_better_off() {
    for (pos, _) in views(WIN_IN_THREE, Color::White) {
        let winner = pos.side_to_move();
        let game = Game::new(pos.clone());
        for level in Level::ALL {
            let mut searcher = Searcher::new(12);
            let limits = || Limits::nodes(20_000);
            assert_eq!(
                searcher.answers_draw(&game, winner, level, limits()),
                Some(false),
                "{level}: the winning side declines"
            );
            assert_eq!(
                searcher.answers_draw(&game, !winner, level, limits()),
                Some(true),
                "{level}: the losing side accepts"
            );
        }
        // Offered on the loser's turn, the answers are the same.
        let mut moved = pos.clone();
        moved.play_unchecked(
            Searcher::new(12)
                .search_position(&pos, Limits::depth(4))
                .unwrap()
                .best,
        );
        let game = Game::new(moved);
        let mut searcher = Searcher::new(12);
        assert_eq!(
            searcher.answers_draw(&game, winner, Level::Hard, Limits::depth(4)),
            Some(false)
        );
        assert_eq!(
            searcher.answers_draw(&game, !winner, Level::Hard, Limits::depth(4)),
            Some(true)
        );
    }
    // A finished game takes no offer.
    let mut game = Game::new(drawn(WIN_IN_THREE, Color::White, &[]));
    game.agree_draw().unwrap();
    assert_eq!(
        Searcher::new(12).answers_draw(&game, Color::White, Level::Hard, Limits::depth(2)),
        None
    );
}

#[test]
fn a_forced_pass_is_0000_and_a_finished_game_has_no_move() {
    let boxed: Position = "iron 8/8/8/8/8/8/mm6/1m6 7k/8/8/8/8/8/8/K7 w - 0 1"
        .parse()
        .unwrap();
    let found = Searcher::default()
        .search_position(&boxed, Limits::depth(4))
        .unwrap();
    assert_eq!(found.best, Move::Pass);
    assert_eq!(found.best.to_string(), "0000");
    let over: Position = "iron 8/8/8/8/8/8/8/8 7k/8/8/8/8/8/8/8 w - 0 1"
        .parse()
        .unwrap();
    assert!(Searcher::default()
        .search_position(&over, Limits::depth(4))
        .is_none());
    for level in Level::ALL {
        assert!(Searcher::default()
            .choose(&Game::new(over.clone()), level, 1, Limits::default())
            .is_none());
    }
}

#[test]
fn the_stop_check_is_asked_and_obeyed() {
    let pos = random_start(11);
    let mut asked = 0;
    let mut stop = || {
        asked += 1;
        asked >= 3
    };
    let found = Searcher::default()
        .search_position(&pos, Limits::stop(&mut stop))
        .unwrap();
    assert!(is_legal(&pos, found.best));
    assert!(
        found.nodes <= 3 * 1024 + 1,
        "stopped at the third check: {} nodes",
        found.nodes
    );
    assert_eq!(asked, 3);
}

#[test]
fn node_budgets_bound_the_search() {
    let pos = random_start(5);
    for budget in [1, 2, 100, 5_000] {
        let found = Searcher::default()
            .search_position(&pos, Limits::nodes(budget))
            .unwrap();
        assert!(is_legal(&pos, found.best), "budget {budget}");
        assert!(
            found.nodes <= budget,
            "budget {budget}: {} nodes",
            found.nodes
        );
    }
}

#[test]
fn levels_vary_with_the_seed_and_are_reproducible() {
    // Easy picks among near-best moves: over a few start positions of the
    // engine's own homelands (no piece hangs there), the seed changes its move
    // in most.
    let mut varied = 0;
    for start in 1..=6 {
        let white = Homeland::ai(Ruleset::Iron, Color::White, start);
        let black = Homeland::ai(Ruleset::Iron, Color::Black, start + 100);
        let pos = Position::from_homelands(&white, &black).unwrap();
        let game = Game::new(pos.clone());
        let mut easy: Vec<String> = (0..12)
            .map(|seed| {
                let m = Searcher::new(12)
                    .choose(&game, Level::Easy, seed, Limits::default())
                    .unwrap()
                    .best;
                assert!(is_legal(&pos, m));
                m.to_string()
            })
            .collect();
        easy.sort();
        easy.dedup();
        varied += usize::from(easy.len() >= 2);
    }
    assert!(
        varied >= 4,
        "easy varies its move in {varied} positions of 6"
    );

    let pos = random_start(21);
    let game = Game::new(pos.clone());
    let pick = |level, seed| {
        Searcher::new(14)
            .choose(&game, level, seed, Limits::default())
            .unwrap()
    };
    for level in Level::ALL {
        assert_eq!(pick(level, 9), pick(level, 9), "{level}");
    }
    assert_eq!(
        pick(Level::Hard, 1).best,
        pick(Level::Hard, 2).best,
        "hard does not gamble"
    );
    assert_eq!(pick(Level::Easy, 3).depth, 1);
    assert!(pick(Level::Medium, 3).depth <= 3);
    assert!(pick(Level::Medium, 3).nodes <= Level::Medium.max_nodes().unwrap());
    for level in Level::ALL {
        assert_eq!(level.name().parse::<Level>(), Ok(level));
    }
    assert!("expert".parse::<Level>().is_err());
}

/// Searches from random positions of random games, `depth` plies deep, with a
/// transposition table and with a table of one entry (none to speak of).
fn scores_with_and_without_table(
    seed: u64,
    plies: usize,
    depth: u32,
) -> (Position, i32, i32, Move, Move) {
    let start = random_start(seed);
    let pos = playout(&start, plies, seed ^ 3)
        .last()
        .map_or(start.clone(), |(p, m)| {
            let mut p = p.clone();
            p.play_unchecked(*m);
            p
        });
    let with = Searcher::new(16).search_position(&pos, Limits::depth(depth));
    let without = Searcher::new(0).search_position(&pos, Limits::depth(depth));
    match (with, without) {
        (Some(a), Some(b)) => (pos, a.score.0, b.score.0, a.best, b.best),
        (a, b) => {
            assert_eq!(a.is_none(), b.is_none());
            (pos, 0, 0, Move::Pass, Move::Pass)
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, failure_persistence: None, ..ProptestConfig::default() })]

    /// In positions of random games, every limit and level gives a legal move.
    #[test]
    fn search_answers_with_a_legal_move(seed in any::<u64>(), plies in 0usize..80, budget in 1u64..3000) {
        let start = random_start(seed);
        let mut game = Game::new(start.clone());
        for (_, m) in playout(&start, plies, seed ^ 5) {
            if game.play(m.to_uci()).is_err() {
                break;
            }
        }
        let pos = game.position().clone();
        let mut searcher = Searcher::new(12);
        let results = [
            searcher.search(&game, Limits::nodes(budget)),
            searcher.search(&game, Limits::depth(2)),
            searcher.choose(&game, Level::Easy, seed, Limits::default()),
            searcher.choose(&game, Level::Hard, seed, Limits::nodes(budget)),
        ];
        for found in results {
            match found {
                Some(found) => {
                    prop_assert!(game.result().is_none());
                    prop_assert!(is_legal(&pos, found.best), "{} in {}", found.best, pos);
                    // The principal variation is a line of legal moves.
                    let mut p = pos.clone();
                    for &m in &found.pv {
                        if p.is_game_over() { break; }
                        prop_assert!(is_legal(&p, m), "pv move {} in {}", m, p);
                        p.play_unchecked(m);
                    }
                }
                None => prop_assert!(game.result().is_some()),
            }
        }
    }

    /// The transposition table changes how fast a fixed-depth search is, not
    /// its result: the same score with and without it.
    #[test]
    fn the_table_does_not_change_the_score(seed in any::<u64>(), plies in 0usize..60) {
        let (pos, with, without, a, b) = scores_with_and_without_table(seed, plies, 2);
        prop_assert_eq!(with, without, "{} vs {} in {}", a, b, pos);
    }
}

/// A shot or capture scores what it takes: the search prefers the King's
/// capture to any material and the Trebuchet to nothing.
#[test]
fn captures_are_played_when_free() {
    let board = "
        .. .. .. .. .. .. .. .k
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .t .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .C .. ..
        .K .. .. .. .. .. .. ..";
    for (pos, name) in views(board, Color::White) {
        let found = Searcher::default()
            .search_position(&pos, Limits::depth(3))
            .unwrap();
        assert_eq!(
            found.best.to_string(),
            format!("{}{}", name("f2"), name("f4"))
        );
        assert_eq!(found.best.kind(), MoveKind::Shot);
    }
}

/// In `armor` the search plays whole games with the engine's own homelands:
/// every move it chooses is legal, it takes a King when it can, and a game
/// ends (a King taken, a side with no move, or a draw by the game record).
#[test]
fn plays_armor_games_to_their_end() {
    for seed in 1..=3 {
        let white = Homeland::ai(Ruleset::Armor, Color::White, seed);
        let black = Homeland::ai(Ruleset::Armor, Color::Black, seed + 100);
        let mut game = Game::new(Position::from_homelands(&white, &black).unwrap());
        let mut searcher = Searcher::new(12);
        while game.result().is_none() && game.ply() < 400 {
            let pos = game.position().clone();
            let found = searcher.search(&game, Limits::nodes(1_500)).unwrap();
            assert!(is_legal(&pos, found.best), "{} in {pos}", found.best);
            if can_take_king(&pos) {
                let mut next = pos.clone();
                next.play_unchecked(found.best);
                assert!(
                    next.is_game_over(),
                    "{} misses the King in {pos}",
                    found.best
                );
            }
            game.play(found.best.to_uci()).unwrap();
        }
        assert!(game.result().is_some(), "no end after {} plies", game.ply());
    }
}
