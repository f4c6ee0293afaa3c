//! Matches between computer players, to measure the AI levels and changes to
//! the evaluation.
//!
//! ```text
//! cargo run --release -p cyvasse-ai --example match -- <player> <player> [options]
//! ```
//! Players: `random` (a random legal move), `greedy` (the most valuable
//! capture — the King above all — else a random move), `two-ply` (the move
//! that wins the most material after the enemy's best capture in reply, on
//! the engine's own homeland whatever `--setups` says), `easy`, `medium`,
//! `hard`.
//!
//! Options:
//! - `--ruleset iron|armor` (default iron): the rules of every game.
//! - `--games N` (default 100): games, in pairs on the same homelands with
//!   the sides swapped, so that neither player keeps the first move.
//! - `--seed S` (default 1): the match is reproducible from it (with
//!   `--hard-nodes` rather than a time for `hard`).
//! - `--millis M` (default 50): `hard` thinks M ms a move.
//! - `--hard-nodes N`: `hard` searches N nodes a move instead (reproducible).
//! - `--setups ai|random|mixed|a-ai` (default mixed): homelands built by
//!   [`Homeland::ai`], random valid ones, or alternating pairs of both; or
//!   `a-ai`: the first player's homeland built by the engine, the second's
//!   random (to measure the engine's homelands).
//! - `--max-plies P` (default 400): a game still going after P plies is
//!   counted as a draw (besides the rules' own draws: the game record applies
//!   two passes, threefold repetition and the 100-ply clock).
//! - `--weights-a k=v,...`, `--weights-b k=v,...`: evaluation weights of the
//!   first or second player that differ from the ruleset's own (`mobility`,
//!   `king_zone`, or a unit type: `dragon`, `light_horse`, …), to compare
//!   evaluations.
//!
//! Prints one line per game (with `--verbose`) and a summary: wins, draws
//! and losses of the first player, its win percentage and score percentage
//! (a draw counts half), how many of its losses came within 3 plies (random
//! homelands may leave a King open to the enemy's first move), and why the
//! drawn games were drawn.

use std::time::{Duration, Instant};

use cyvasse::{
    Color, Game, GameResult, Homeland, Level, Move, MoveKind, Position, Role, Ruleset, SplitMix64,
};
use cyvasse_ai::{AiHomeland, EvalWeights, Limits, Searcher};

#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    Random,
    Greedy,
    TwoPly,
    Level(Level),
}

struct Player {
    kind: Kind,
    searcher: Searcher,
    rng: SplitMix64,
}

struct Options {
    ruleset: Ruleset,
    games: usize,
    seed: u64,
    millis: u64,
    hard_nodes: Option<u64>,
    setups: String,
    max_plies: usize,
    verbose: bool,
}

fn parse_kind(s: &str) -> Kind {
    match s {
        "random" => Kind::Random,
        "greedy" => Kind::Greedy,
        "two-ply" => Kind::TwoPly,
        _ => Kind::Level(s.parse().unwrap_or_else(|e| panic!("player {s:?}: {e}"))),
    }
}

fn parse_weights(ruleset: Ruleset, spec: &str) -> EvalWeights {
    let mut w = EvalWeights::of(ruleset);
    for pair in spec.split(',').filter(|p| !p.is_empty()) {
        let (k, v) = pair.split_once('=').expect("weights are k=v,k=v");
        let v: i32 = v.parse().expect("a weight is a whole number");
        let slot = match k {
            "mobility" => &mut w.mobility,
            "king_zone" => &mut w.king_zone,
            _ => {
                let role = Role::ALL
                    .into_iter()
                    .find(|r| r.name().to_lowercase().replace(' ', "_") == k)
                    .unwrap_or_else(|| panic!("unknown weight {k}"));
                &mut w.material[role.index()]
            }
        };
        *slot = v;
    }
    w
}

/// The worth of a capture for the greedy and two-ply players.
fn greedy_value(pos: &Position, m: Move) -> i32 {
    let material = EvalWeights::of(pos.ruleset()).material;
    match m {
        Move::Normal {
            to,
            kind: MoveKind::Capture | MoveKind::Shot,
            ..
        } => match pos.piece_at(to).map(|p| p.role) {
            Some(Role::King) => 100_000,
            Some(r) => material[r.index()],
            None => 0,
        },
        Move::Normal {
            kind: MoveKind::Ruin,
            ..
        } => 1,
        _ => 0,
    }
}

impl Player {
    fn choose(&mut self, game: &Game, opts: &Options, game_seed: u64) -> Move {
        let pos = game.position();
        match self.kind {
            Kind::Random => {
                let moves = pos.legal_moves();
                moves[(self.rng.next_u64() % moves.len() as u64) as usize]
            }
            Kind::Greedy => best_by(pos, &mut self.rng, greedy_value),
            Kind::TwoPly => best_by(pos, &mut self.rng, two_ply_value),
            Kind::Level(level) => {
                let deadline = Instant::now() + Duration::from_millis(opts.millis);
                let mut past = || Instant::now() >= deadline;
                let limits = match (level, opts.hard_nodes) {
                    (Level::Hard, Some(n)) => Limits::nodes(n),
                    (Level::Hard, None) => Limits::stop(&mut past),
                    _ => Limits::default(),
                };
                self.searcher
                    .choose(game, level, game_seed, limits)
                    .expect("the game is not over")
                    .best
            }
        }
    }
}

/// The two-ply player's score of `m`: what it captures less the enemy's
/// most valuable capture in reply (a King taken either way decides).
fn two_ply_value(pos: &Position, m: Move) -> i32 {
    let gain = greedy_value(pos, m);
    if gain >= 100_000 {
        return gain;
    }
    let mut next = pos.clone();
    next.play_unchecked(m);
    if next.is_game_over() {
        // The enemy has no move (a loss for it in armor) or no King.
        return 100_000;
    }
    let reply = next
        .legal_moves()
        .iter()
        .map(|&r| greedy_value(&next, r))
        .max()
        .unwrap_or(0);
    gain - reply
}

/// The moves of `pos` that score best by `value`, one of them at random.
fn best_by(pos: &Position, rng: &mut SplitMix64, value: impl Fn(&Position, Move) -> i32) -> Move {
    let scored: Vec<(Move, i32)> = pos
        .legal_moves()
        .iter()
        .map(|&m| (m, value(pos, m)))
        .collect();
    let best = scored.iter().map(|&(_, v)| v).max().unwrap_or(0);
    let top: Vec<Move> = scored
        .iter()
        .filter(|&&(_, v)| v == best)
        .map(|&(m, _)| m)
        .collect();
    top[(rng.next_u64() % top.len() as u64) as usize]
}

/// Plays one game; the result and the number of plies.
fn play(
    white: &mut Player,
    black: &mut Player,
    start: Position,
    opts: &Options,
    seed: u64,
) -> (Option<GameResult>, usize) {
    let mut game = Game::new(start);
    white.searcher.clear();
    black.searcher.clear();
    while game.result().is_none() && game.ply() < opts.max_plies {
        let mover = if game.position().side_to_move() == Color::White {
            &mut *white
        } else {
            &mut *black
        };
        let m = mover.choose(&game, opts, seed);
        game.play(m.to_uci()).expect("players play legal moves");
    }
    (game.result(), game.ply())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut positional = Vec::new();
    let mut opts = Options {
        ruleset: Ruleset::Iron,
        games: 100,
        seed: 1,
        millis: 50,
        hard_nodes: None,
        setups: "mixed".into(),
        max_plies: 400,
        verbose: false,
    };
    let (mut weights_a, mut weights_b) = (String::new(), String::new());
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = || it.next().expect("an option needs a value").clone();
        match a.as_str() {
            "--games" => opts.games = value().parse().expect("--games N"),
            "--seed" => opts.seed = value().parse().expect("--seed S"),
            "--millis" => opts.millis = value().parse().expect("--millis M"),
            "--hard-nodes" => opts.hard_nodes = Some(value().parse().expect("--hard-nodes N")),
            "--setups" => opts.setups = value(),
            "--max-plies" => opts.max_plies = value().parse().expect("--max-plies P"),
            "--ruleset" => opts.ruleset = value().parse().expect("--ruleset iron|armor"),
            "--weights-a" => weights_a = value(),
            "--weights-b" => weights_b = value(),
            "--verbose" => opts.verbose = true,
            _ => positional.push(a.clone()),
        }
    }
    let [a, b] = positional.as_slice() else {
        eprintln!("usage: match <player> <player> [--ruleset iron|armor] [--games N] [--seed S] [--millis M] [--hard-nodes N] [--setups ai|random|mixed|a-ai] [--max-plies P] [--weights-a k=v,..] [--weights-b k=v,..] [--verbose]");
        std::process::exit(1);
    };
    let ruleset = opts.ruleset;
    let new_player = |kind: Kind, weights: &str, salt: u64| Player {
        kind,
        searcher: Searcher::new(16).with_weights(parse_weights(ruleset, weights)),
        rng: SplitMix64::new(opts.seed ^ salt),
    };
    let mut pa = new_player(parse_kind(a), &weights_a, 0xA);
    let mut pb = new_player(parse_kind(b), &weights_b, 0xB);

    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    let mut plies_total = 0;
    // Losses before A's second move: random homelands can leave a King open
    // to the enemy's first move, whoever plays.
    let mut early_losses = 0;
    let mut draw_reasons = std::collections::BTreeMap::<String, usize>::new();
    let started = Instant::now();
    for g in 0..opts.games {
        let pair = (g / 2) as u64;
        let mut r = SplitMix64::new(opts.seed.wrapping_mul(1_000_003).wrapping_add(pair));
        let a_white = g.is_multiple_of(2);
        let ai = match opts.setups.as_str() {
            "ai" => true,
            "random" | "a-ai" => false,
            _ => pair.is_multiple_of(2),
        };
        let (mut white_home, mut black_home) = if opts.setups == "a-ai" {
            // A's homeland is the engine's, B's a random one.
            let seed = r.next_u64();
            let mut next = || r.next_u64();
            if a_white {
                let b = Homeland::random(ruleset, Color::Black, &mut next);
                (Homeland::ai(ruleset, Color::White, seed), b)
            } else {
                let w = Homeland::random(ruleset, Color::White, &mut next);
                (w, Homeland::ai(ruleset, Color::Black, seed))
            }
        } else if ai {
            (
                Homeland::ai(ruleset, Color::White, r.next_u64()),
                Homeland::ai(ruleset, Color::Black, r.next_u64()),
            )
        } else {
            let mut next = || r.next_u64();
            let w = Homeland::random(ruleset, Color::White, &mut next);
            let b = Homeland::random(ruleset, Color::Black, &mut next);
            (w, b)
        };
        // The two-ply player always plays from the engine's own homeland.
        let home_seed = r.next_u64();
        let (a_home, b_home) = if a_white {
            (&mut white_home, &mut black_home)
        } else {
            (&mut black_home, &mut white_home)
        };
        for (player, home) in [(&pa, a_home), (&pb, b_home)] {
            if player.kind == Kind::TwoPly {
                *home = Homeland::ai(ruleset, home.side(), home_seed);
            }
        }
        let start = Position::from_homelands(&white_home, &black_home).expect("valid homelands");
        let game_seed = opts.seed ^ (g as u64).wrapping_mul(0x9E37_79B9);
        let (result, plies) = if a_white {
            play(&mut pa, &mut pb, start, &opts, game_seed)
        } else {
            play(&mut pb, &mut pa, start, &opts, game_seed)
        };
        plies_total += plies;
        let a_color = if a_white { Color::White } else { Color::Black };
        let outcome = match result {
            Some(GameResult::Win { winner, .. }) if winner == a_color => {
                wins += 1;
                "A wins"
            }
            Some(GameResult::Win { .. }) => {
                losses += 1;
                early_losses += usize::from(plies <= 3);
                "B wins"
            }
            Some(r @ GameResult::Draw { .. }) => {
                draws += 1;
                *draw_reasons.entry(r.to_string()).or_default() += 1;
                "draw"
            }
            None => {
                draws += 1;
                *draw_reasons
                    .entry(format!("ply cap {}", opts.max_plies))
                    .or_default() += 1;
                "draw (ply cap)"
            }
        };
        if opts.verbose {
            println!(
                "game {g:3}: A {} | {outcome} after {plies} plies",
                if a_white { "white" } else { "black" }
            );
        }
    }
    let n = opts.games as f64;
    let hard = match opts.hard_nodes {
        Some(nodes) => format!("hard at {nodes} nodes/move"),
        None => format!("hard at {} ms/move", opts.millis),
    };
    println!(
        "{a} vs {b} ({ruleset}, {hard}, setups {}, seed {}): {} games, A W/D/L {wins}/{draws}/{losses}, A wins {:.1} %, A scores {:.1} %, mean {:.0} plies, {:.0} s",
        opts.setups,
        opts.seed,
        opts.games,
        100.0 * wins as f64 / n,
        100.0 * (wins as f64 + draws as f64 / 2.0) / n,
        plies_total as f64 / n,
        started.elapsed().as_secs_f64()
    );
    if early_losses > 0 {
        println!("  {early_losses} of A's losses came within 3 plies (a King open from the start)");
    }
    for (reason, count) in draw_reasons {
        println!("  {count} × {reason}");
    }
}
