//! `cyvasse`: the engine's command line (RULES.md §4).
//!
//! ```text
//! cyvasse moves "<position>"
//! cyvasse perft <depth> "<position>"
//! cyvasse play "<position>" <move>...
//! cyvasse check-setup "<homeland>"
//! cyvasse bestmove [--depth N | --nodes N | --millis N] [--verbose] "<position>" [<move>...]
//! cyvasse setup-ai <ruleset> <side> [--seed S]
//! cyvasse lessons <ruleset>
//! cyvasse analyse [--nodes N] "<position>" <move>...
//! ```
//! `bestmove` prints the move the engine's search chooses (`0000` for a
//! forced pass) within one limit: a depth in plies, a node budget, or a time
//! in milliseconds (the default is `--millis 1000`). `--verbose` adds depth,
//! score, nodes, nodes per second and the principal variation on stderr.
//! Alone, the position is searched as the start of a game: no history, so no
//! repetition. Followed by moves (as `play` takes them), the game from the
//! position is searched after them, its history counting for the draws (a
//! move back to a position of the game scores as a draw, as in the page's
//! games against the computer).
//!
//! `setup-ai` prints a homeland built by the engine for that ruleset and side
//! (`w`, `b`, `white` or `black`); the same seed gives the same homeland, and
//! without `--seed` the seed comes from the clock.
//! `lessons` prints the lessons of a ruleset (`iron` or `armor`), one level
//! a line, its fields separated by tabs: `<stage>/<level>` (counted from
//! 1), the start position, the goal (`capture <square>...`, `reach <from>
//! <to>` or `king`), the par, and a solution: the learner's moves and, each
//! prefixed with `~`, the other side's scripted replies (RULES.md §4).
//!
//! `analyse` reviews the game of the moves from the position: one line per
//! move, `<ply> <move> <eval-before> <eval-after> <best-move> <mark>`, the
//! evaluations in hundredths of a Rabble from White's side (a proven win
//! or loss as the search scores it: ±(30000 − plies to the King's capture)),
//! the engine's move in the position before, and the move's mark: `-`,
//! `inaccuracy`, `mistake`, `blunder`, `king-lost` or `missed-win`
//! (`cyvasse_ai::Review`). Each position is searched to `--nodes` (default
//! 100,000) with a cleared table: the page's worker gives the same lines.
//!
//! Both rulesets are played by one search, one evaluation and one homeland
//! builder: each ruleset has its own unit values (`Ruleset::worth`), and
//! the other terms (mobility, the King's surroundings; for a homeland, a
//! King out of reach on the first move) are shared. The terms of armor's own
//! that were tried won nothing in matches (see `cyvasse_ai::EvalWeights`).
//!
//! Output is exact, for scripts and tests. Any problem prints one line on
//! stderr and exits 1.

use std::io::Write as _;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use cyvasse::{perft, Color, Game, Homeland, Position, Ruleset, Uci};
use cyvasse_ai::{AiHomeland, Limits, Review, Searcher};

/// The deepest perft the command line runs. Each ply of the recursion holds a
/// move list on the stack; past a dozen plies perft takes longer than anyone
/// waits, except in positions where both sides can only pass.
const MAX_PERFT_DEPTH: u32 = 200;

/// The time `bestmove` thinks when no limit is given.
const DEFAULT_MILLIS: u64 = 1000;

const USAGE: &str = "usage: cyvasse moves <position> | perft <depth> <position> | play <position> <move>... | check-setup <homeland> | bestmove [--depth N | --nodes N | --millis N] [--verbose] <position> [<move>...] | analyse [--nodes N] <position> <move>... | setup-ai <ruleset> <side> [--seed S] | lessons <ruleset>";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(out) => {
            let mut stdout = std::io::stdout().lock();
            // A closed pipe (e.g. `| head`) is not an error worth a message.
            let _ = stdout.write_all(out.as_bytes());
            let _ = stdout.flush();
            ExitCode::SUCCESS
        }
        Err(message) => {
            let line = message.replace(['\n', '\r'], " ");
            eprintln!("cyvasse: {line}");
            ExitCode::FAILURE
        }
    }
}

/// Runs one command and returns what it prints on stdout, or the error line.
fn run(args: &[String]) -> Result<String, String> {
    let (command, rest) = args.split_first().ok_or(USAGE)?;
    match (command.as_str(), rest) {
        ("moves", [position]) => {
            let position = parse_position(position)?;
            let mut moves: Vec<String> = position
                .legal_moves()
                .iter()
                .map(|m| m.to_string())
                .collect();
            moves.sort_unstable();
            Ok(moves.iter().map(|m| format!("{m}\n")).collect())
        }
        ("perft", [depth, position]) => {
            let depth: u32 = depth
                .parse()
                .ok()
                .filter(|&d| d <= MAX_PERFT_DEPTH)
                .ok_or_else(|| {
                    format!("invalid depth {depth:?}: expected a whole number from 0 to {MAX_PERFT_DEPTH}")
                })?;
            let position = parse_position(position)?;
            Ok(format!("{}\n", perft(&position, depth)))
        }
        ("play", [position, moves @ ..]) => {
            let mut position = parse_position(position)?;
            for text in moves {
                let uci: Uci = text
                    .parse()
                    .map_err(|e| format!("invalid move {text:?}: {e}"))?;
                position = position.play(uci).map_err(|e| e.to_string())?;
            }
            Ok(format!("{position}\n"))
        }
        ("check-setup", [homeland]) => {
            let homeland: Homeland = homeland.parse().map_err(|e| format!("{e}"))?;
            homeland.validate().map_err(|e| e.to_string())?;
            Ok("ok\n".to_owned())
        }
        ("lessons", [ruleset]) => lessons(ruleset),
        ("bestmove", rest) => bestmove(rest),
        ("analyse", rest) => analyse(rest),
        ("setup-ai", rest) => setup_ai(rest),
        ("moves" | "perft" | "play" | "check-setup" | "lessons", _) => {
            Err(format!("wrong arguments for {command}; {USAGE}"))
        }
        _ => Err(format!("unknown command {command:?}; {USAGE}")),
    }
}

/// `lessons <ruleset>`: one line per level (see the module's docs).
fn lessons(ruleset: &str) -> Result<String, String> {
    let ruleset: Ruleset = ruleset.parse().map_err(|e| format!("{e}"))?;
    let book = cyvasse_lessons::book(ruleset).map_err(|e| format!("{ruleset} lessons: {e}"))?;
    let mut out = String::new();
    for (s, stage) in book.stages.iter().enumerate() {
        for (l, level) in stage.levels.iter().enumerate() {
            let solution: Vec<String> = level.solution.iter().map(|m| m.to_string()).collect();
            out += &format!(
                "{}/{}\t{}\t{}\t{}\t{}\n",
                s + 1,
                l + 1,
                level.start,
                level.goal,
                level.par,
                solution.join(" ")
            );
        }
    }
    Ok(out)
}

fn parse_position(text: &str) -> Result<Position, String> {
    text.parse().map_err(|e| format!("{e}"))
}

/// A search's one limit, as given on the command line.
enum Limit {
    Depth(u32),
    Nodes(u64),
    Millis(u64),
}

/// `bestmove [--depth N | --nodes N | --millis N] [--verbose] <position>`.
fn bestmove(args: &[String]) -> Result<String, String> {
    let mut limit = None;
    let mut verbose = false;
    // The position, then the moves played from it.
    let mut texts: Vec<&str> = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut number = |name: &str, max: u64| -> Result<u64, String> {
            let text = args
                .next()
                .ok_or_else(|| format!("{name} needs a number; {USAGE}"))?;
            text.parse::<u64>()
                .ok()
                .filter(|&n| (1..=max).contains(&n))
                .ok_or_else(|| {
                    format!("invalid {name} {text:?}: expected a whole number from 1 to {max}")
                })
        };
        let new = match arg.as_str() {
            "--depth" => Some(Limit::Depth(
                number("--depth", u64::from(cyvasse_ai::MAX_DEPTH))? as u32,
            )),
            "--nodes" => Some(Limit::Nodes(number("--nodes", u64::MAX)?)),
            "--millis" => Some(Limit::Millis(number("--millis", 86_400_000)?)),
            "--verbose" => {
                verbose = true;
                None
            }
            flag if flag.starts_with("--") => {
                return Err(format!("unknown option {flag:?} for bestmove; {USAGE}"))
            }
            text => {
                texts.push(text);
                None
            }
        };
        if let Some(new) = new {
            if limit.replace(new).is_some() {
                return Err("bestmove takes one limit: --depth, --nodes or --millis".to_owned());
            }
        }
    }
    let (position, moves) = texts
        .split_first()
        .ok_or_else(|| format!("bestmove needs a position; {USAGE}"))?;
    let position = parse_position(position)?;
    if position.is_game_over() {
        return Err(
            "the game is over: a King has been captured, or the side to move has no legal move"
                .to_owned(),
        );
    }
    // With moves, the game from the position: its history counts for the
    // draws by repetition and by the clock, as in the page's games.
    let game = if moves.is_empty() {
        None
    } else {
        let game = game_after(position.clone(), moves)?;
        if let Some(result) = game.result() {
            return Err(format!("the game is over after these moves: {result}"));
        }
        Some(game)
    };
    let start = Instant::now();
    let mut deadline = None;
    let mut limits = match limit.unwrap_or(Limit::Millis(DEFAULT_MILLIS)) {
        Limit::Depth(d) => Limits::depth(d),
        Limit::Nodes(n) => Limits::nodes(n),
        Limit::Millis(ms) => {
            deadline = Some(start + Duration::from_millis(ms));
            Limits::default()
        }
    };
    let mut past_deadline = || deadline.is_some_and(|d| Instant::now() >= d);
    if deadline.is_some() {
        limits.stop = Some(&mut past_deadline);
    }
    let mut searcher = Searcher::default();
    let result = match &game {
        Some(game) => searcher.search(game, limits),
        None => searcher.search_position(&position, limits),
    }
    .ok_or("the game is over")?;
    if verbose {
        let seconds = start.elapsed().as_secs_f64();
        let nps = if seconds > 0.0 {
            result.nodes as f64 / seconds
        } else {
            0.0
        };
        let pv: Vec<String> = result.pv.iter().map(|m| m.to_string()).collect();
        eprintln!(
            "depth {} score {} nodes {} nps {:.0} time {:.0} ms pv {}",
            result.depth,
            result.score,
            result.nodes,
            nps,
            seconds * 1000.0,
            pv.join(" ")
        );
    }
    Ok(format!("{}\n", result.best))
}

/// The game of `moves` (each as `play` takes it) from `start`; a move that
/// does not read or play is refused by its number.
fn game_after(start: Position, moves: &[impl AsRef<str>]) -> Result<Game, String> {
    let mut game = Game::new(start);
    for (i, text) in moves.iter().map(AsRef::as_ref).enumerate() {
        let uci: Uci = text
            .parse()
            .map_err(|e| format!("move {} {text:?}: {e}", i + 1))?;
        game.play(uci)
            .map_err(|e| format!("move {} {text}: {e}", i + 1))?;
    }
    Ok(game)
}

/// The nodes a position `analyse` searches by default.
const ANALYSE_NODES: u64 = 100_000;

/// `analyse [--nodes N] <position> <move>...`: one line per move (see the
/// module's docs).
fn analyse(args: &[String]) -> Result<String, String> {
    let (nodes, rest) = match args {
        [flag, n, rest @ ..] if flag == "--nodes" => {
            let nodes =
                n.parse::<u64>().ok().filter(|&n| n >= 1).ok_or_else(|| {
                    format!("invalid --nodes {n:?}: expected a whole number from 1")
                })?;
            (nodes, rest)
        }
        _ => (ANALYSE_NODES, args),
    };
    let (position, moves) = rest
        .split_first()
        .ok_or_else(|| format!("analyse needs a position and moves; {USAGE}"))?;
    let game = game_after(parse_position(position)?, moves)?;
    Ok(Review::new(&game, nodes)
        .map(|review| review.line() + "\n")
        .collect())
}

/// `setup-ai <ruleset> <side> [--seed S]`.
fn setup_ai(args: &[String]) -> Result<String, String> {
    let (ruleset, side, seed) = match args {
        [ruleset, side] => (ruleset, side, None),
        [ruleset, side, flag, seed] if flag == "--seed" => (ruleset, side, Some(seed)),
        _ => return Err(format!("wrong arguments for setup-ai; {USAGE}")),
    };
    let ruleset: Ruleset = ruleset.parse().map_err(|e| format!("{e}"))?;
    let side = match side.as_str() {
        "w" | "white" => Color::White,
        "b" | "black" => Color::Black,
        _ => {
            return Err(format!(
                "invalid side {side:?}: expected w, b, white or black"
            ))
        }
    };
    let seed = match seed {
        Some(text) => text.parse::<u64>().map_err(|_| {
            format!(
                "invalid seed {text:?}: expected a whole number from 0 to {}",
                u64::MAX
            )
        })?,
        None => std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64),
    };
    Ok(format!("{}\n", Homeland::ai(ruleset, side, seed)))
}
