//! The curve from the engine's score to a side's winning chances, fitted to
//! the engine's own games.
//!
//! ```text
//! cargo run --release -p cyvasse-ai --example chances -- [options]
//! ```
//! Plays games of the engine against itself from homelands it builds
//! ([`Homeland::ai`], seeds from `--seed`), every move searched to a fixed
//! number of nodes with a cleared table (so every run is the same). Each
//! position's score, for the side to move, is paired with how the game went
//! for that side (1 a win, ½ a draw, 0 a loss); positions the search saw a
//! forced win or loss in are left out (their chances are certain). The
//! curve `chances(cp) = 1 / (1 + e^(-k·cp))` is fitted by the least log
//! loss (a golden-section search on `k`), and printed with a table of the
//! scores by bucket against the results they led to.
//!
//! Options: `--ruleset iron|armor` (default iron), `--games N` (default
//! 100), `--nodes N` per move (default 10000), `--seed S` (default 1),
//! `--max-plies P` (default 300: a game still going is a draw).

use cyvasse::{Color, Game, GameResult, Homeland, Position, Ruleset};
use cyvasse_ai::{AiHomeland, Limits, Searcher};

struct Options {
    ruleset: Ruleset,
    games: u64,
    nodes: u64,
    seed: u64,
    max_plies: usize,
}

fn options() -> Options {
    let mut o = Options {
        ruleset: Ruleset::Iron,
        games: 100,
        nodes: 10_000,
        seed: 1,
        max_plies: 300,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let value = args.next().expect("every option takes a value");
        match flag.as_str() {
            "--ruleset" => o.ruleset = value.parse().expect("--ruleset iron|armor"),
            "--games" => o.games = value.parse().expect("--games N"),
            "--nodes" => o.nodes = value.parse().expect("--nodes N"),
            "--seed" => o.seed = value.parse().expect("--seed S"),
            "--max-plies" => o.max_plies = value.parse().expect("--max-plies P"),
            _ => panic!("unknown option {flag}"),
        }
    }
    o
}

/// One game: the scores of its positions (for the side to move, with that
/// side) and its result (`None`: a draw, or stopped at the ply cap).
fn play(o: &Options, game_seed: u64) -> (Vec<(i32, Color)>, Option<Color>) {
    let white = Homeland::ai(o.ruleset, Color::White, game_seed);
    let black = Homeland::ai(o.ruleset, Color::Black, game_seed.wrapping_add(1_000_003));
    let start = Position::from_homelands(&white, &black).expect("valid homelands");
    let mut game = Game::new(start);
    let mut searcher = Searcher::default();
    let mut scores = Vec::new();
    while game.result().is_none() && game.ply() < o.max_plies {
        searcher.clear();
        let Some(found) = searcher.search(&game, Limits::nodes(o.nodes)) else {
            break;
        };
        let side = game.position().side_to_move();
        if found.score.win_in().is_none() && found.score.loss_in().is_none() {
            scores.push((found.score.0, side));
        }
        game.play(found.best.to_uci())
            .expect("the search's move is legal");
    }
    let winner = match game.result() {
        Some(GameResult::Win { winner, .. }) => Some(winner),
        _ => None,
    };
    (scores, winner)
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The mean log loss of the curve with slope `k` over `(cp, outcome)` pairs.
fn log_loss(samples: &[(f64, f64)], k: f64) -> f64 {
    let eps = 1e-9;
    samples
        .iter()
        .map(|&(cp, y)| {
            let p = sigmoid(k * cp).clamp(eps, 1.0 - eps);
            -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
        })
        .sum::<f64>()
        / samples.len() as f64
}

fn main() {
    let o = options();
    let mut samples: Vec<(f64, f64)> = Vec::new();
    let (mut white_wins, mut black_wins, mut draws) = (0, 0, 0);
    for g in 0..o.games {
        let (scores, winner) = play(&o, o.seed.wrapping_mul(1_000_000).wrapping_add(g));
        match winner {
            Some(Color::White) => white_wins += 1,
            Some(Color::Black) => black_wins += 1,
            None => draws += 1,
        }
        for (cp, side) in scores {
            let outcome = match winner {
                Some(w) if w == side => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
            samples.push((f64::from(cp), outcome));
        }
    }
    // Golden-section search for the slope with the least log loss.
    let (mut lo, mut hi) = (1e-5_f64, 0.05_f64);
    let phi = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..100 {
        let a = hi - phi * (hi - lo);
        let b = lo + phi * (hi - lo);
        if log_loss(&samples, a) < log_loss(&samples, b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    let k = (lo + hi) / 2.0;
    println!(
        "{} games of {} ({} nodes a move): White won {white_wins}, Black {black_wins}, {draws} drawn; {} positions",
        o.games,
        o.ruleset,
        o.nodes,
        samples.len()
    );
    println!(
        "k = {k:.6} per hundredth of a Rabble (log loss {:.4}; at k = 0: {:.4}); 75 % at {:.0} cp, 90 % at {:.0} cp",
        log_loss(&samples, k),
        log_loss(&samples, 0.0),
        3f64.ln() / k,
        9f64.ln() / k
    );
    println!("score bucket (cp)   positions   scored   the curve says");
    let edges = [
        -100_000.0, -800.0, -400.0, -200.0, -100.0, -50.0, 50.0, 100.0, 200.0, 400.0, 800.0,
        100_000.0,
    ];
    for w in edges.windows(2) {
        let inside: Vec<&(f64, f64)> = samples
            .iter()
            .filter(|(cp, _)| *cp >= w[0] && *cp < w[1])
            .collect();
        if inside.is_empty() {
            continue;
        }
        let n = inside.len() as f64;
        let scored = inside.iter().map(|s| s.1).sum::<f64>() / n;
        let curve = inside.iter().map(|s| sigmoid(k * s.0)).sum::<f64>() / n;
        println!(
            "[{:>6}, {:>6})   {:>9}   {:>5.1} %   {:>5.1} %",
            w[0],
            w[1],
            inside.len(),
            scored * 100.0,
            curve * 100.0
        );
    }
}
