//! Search speed: nodes per second of a fixed-depth search from fixed
//! positions, each searched by a fresh [`Searcher`] (default 4 MiB table).
//!
//! `cargo bench -p cyvasse-ai --bench search` (figures: BENCHMARKS.md).
//! `BENCH_DEPTH` changes the depth (default 9); `BENCH_RULESET=armor`
//! searches armor's positions instead of iron's.

use std::time::Instant;

use cyvasse::{Color, Homeland, Position, Ruleset, SplitMix64};
use cyvasse_ai::{AiHomeland, Limits, Searcher};

/// Start positions of `ruleset`: two of engine homelands, two of random
/// ones (seeds 1 and 3, as in the perft benchmark), and in iron the
/// RULES.md example after White's quiet g2g3 (Black's King attacked).
fn positions(ruleset: Ruleset) -> Vec<(String, Position)> {
    let mut out = Vec::new();
    for seed in [1u64, 2] {
        let white = Homeland::ai(ruleset, Color::White, seed);
        let black = Homeland::ai(ruleset, Color::Black, seed + 100);
        out.push((
            format!("engine homelands {seed}"),
            Position::from_homelands(&white, &black).expect("valid"),
        ));
    }
    for seed in [1u64, 3] {
        let mut r = SplitMix64::new(seed);
        let mut next = || r.next_u64();
        let white = Homeland::random(ruleset, Color::White, &mut next);
        let black = Homeland::random(ruleset, Color::Black, &mut next);
        out.push((
            format!("random homelands {seed}"),
            Position::from_homelands(&white, &black).expect("valid"),
        ));
    }
    if ruleset != Ruleset::Iron {
        return out;
    }
    let example: Position = "iron 1wmfm1m1/1m2fwmw/1f1t1w1f/2m2ffw/tmm1fm2/2wf2fm/mfwf3f/1w1w1mw1 1d3c2/5r2/3stlxh/1e2k3/6H1/DRS1C3/5EK1/T5XL w - 0 1"
        .parse()
        .expect("the example parses");
    out.push((
        "RULES.md example after g2g3".into(),
        example
            .play("g2g3".parse().expect("a move"))
            .expect("legal"),
    ));
    out
}

fn main() {
    let depth: u32 = std::env::var("BENCH_DEPTH")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(9);
    let ruleset: Ruleset = std::env::var("BENCH_RULESET")
        .ok()
        .map_or(Ruleset::Iron, |s| {
            s.parse().expect("BENCH_RULESET is iron or armor")
        });
    let (mut nodes, mut seconds) = (0u64, 0f64);
    for (name, pos) in positions(ruleset) {
        let mut searcher = Searcher::default();
        let start = Instant::now();
        let found = searcher
            .search_position(&pos, Limits::depth(depth))
            .expect("the game is on");
        let s = start.elapsed().as_secs_f64();
        println!(
            "{name}: depth {} {} score {} nodes {} {:.0} ms {:.2} M nodes/s",
            found.depth,
            found.best,
            found.score,
            found.nodes,
            s * 1000.0,
            found.nodes as f64 / s / 1e6
        );
        nodes += found.nodes;
        seconds += s;
    }
    println!(
        "overall: {nodes} nodes in {:.0} ms, {:.2} M nodes/s",
        seconds * 1000.0,
        nodes as f64 / seconds / 1e6
    );
}
