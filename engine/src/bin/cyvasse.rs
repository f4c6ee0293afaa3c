//! `cyvasse`: the engine's command line (RULES.md §4).
//!
//! ```text
//! cyvasse moves "<position>"
//! cyvasse perft <depth> "<position>"
//! cyvasse play "<position>" <move>...
//! cyvasse check-setup "<homeland>"
//! ```
//! Output is exact, for scripts and tests. Any problem prints one line on
//! stderr and exits 1.

use std::io::Write as _;
use std::process::ExitCode;

use cyvasse::{perft, Homeland, Position, Uci};

/// The deepest perft the command line runs. Each ply of the recursion holds a
/// move list on the stack; past a dozen plies perft takes longer than anyone
/// waits, except in positions where both sides can only pass.
const MAX_PERFT_DEPTH: u32 = 200;

const USAGE: &str = "usage: cyvasse moves <position> | perft <depth> <position> | play <position> <move>... | check-setup <homeland>";

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
        ("moves" | "perft" | "play" | "check-setup", _) => {
            Err(format!("wrong arguments for {command}; {USAGE}"))
        }
        _ => Err(format!("unknown command {command:?}; {USAGE}")),
    }
}

fn parse_position(text: &str) -> Result<Position, String> {
    text.parse().map_err(|e| format!("{e}"))
}
