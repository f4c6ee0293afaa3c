//! Bulk-counting perft throughput of the engine, in `iron` and in `armor`,
//! against shakmaty's chess perft from the chess start position, measured in
//! the same run.
//!
//! `cargo bench -p cyvasse --bench perft` (figures: BENCHMARKS.md);
//! `BENCH_SECONDS` sets how long each measurement repeats (3 s), and
//! `BENCH_RULESET=iron` or `armor` runs one ruleset's positions only.

use std::hint::black_box;
use std::time::{Duration, Instant};

use shakmaty::Chess;

/// `iron` positions with all ten units per side: the RULES.md example and
/// three start positions of random valid homelands (seeds 1–3, as in
/// `tests/perft.txt`).
const POSITIONS: &[(&str, u32)] = &[
    ("iron 1wmfm1m1/1m2fwmw/1f1t1w1f/2m2ffw/tmm1fm2/2wf2fm/mfwf3f/1w1w1mw1 1d3c2/5r2/3stlxh/1e2k3/6H1/DRS1C3/5EK1/T5XL w - 0 1", 5),
    ("iron 1m2fm1f/4w1wf/m1f1wwf1/mwm2ftm/f1ffmm2/3f1fw1/m1wwfwtm/1m2m2w 2s5/ld1r1c1x/7k/1e1t1h2/3D4/1T1X2CK/1E6/H1L3SR w - 0 1", 5),
    ("iron 1twf1f1w/4mwff/mwf3fm/wm3m1m/mfwmt3/2fmwmww/5f1m/fm1fw1f1 sl3x2/h1e2r2/3dc3/k2t4/2S2K2/XHE5/1T6/C2D1L1R w - 0 1", 5),
    ("iron 2fm2m1/fm4mt/wfwwf3/mmw1wf1f/mww2fm1/f1m4m/2f1fwft/1m1fw1mw s1k2e2/t4h2/2rxd3/2cl4/1DEL1C2/1S4K1/3HX3/T2R4 w - 0 1", 5),
];

/// `armor` positions with all eighteen units per side, or nearly: two start
/// positions of random valid homelands and two middle games of random play
/// with Towers, Spearmen's zones, water and Catapult captures (as in
/// `tests/perft_armor.txt`).
const ARMOR_POSITIONS: &[(&str, u32)] = &[
    ("armor 3mw2w/1m5w/8/m7/3m1w2/4m1w1/6m1/3w4 xrr2ces/4oleh/2x2d1r/2shrl1k/RHH1SLR1/SEOE1XL1/3KD3/2R1XRC1 w - 0 1", 4),
    ("armor w1m5/2w3m1/7w/m7/1w6/1m2m3/7w/m3w3 xo2lhrh/e1r2l2/rxeks1r1/2c2ds1/1LRSCH1R/3O3S/KRED3R/1HX2XLE w - 0 1", 4),
    ("armor 1m5m/1mw5/5w2/6w1/w1w1m1w1/7m/5m2/8 r1Drrro1/d1seH2h/e7/lLk1c1lh/2E3O1/s1RE1CL1/X6S/SRRH2RK b - 0 12", 4),
    ("armor 8/3m1w2/4w1w1/3m1m2/mw6/w2m4/4m3/7w rc1rrs2/1eh1r1ek/l1os1H2/2C1x2x/2R5/RL2lX2/OR1S3D/KE1X2Hh w - 4 29", 4),
];

/// Runs `f` repeatedly for at least `min` and returns (nodes, seconds).
fn measure(min: Duration, mut f: impl FnMut() -> u64) -> (u64, f64) {
    let start = Instant::now();
    let mut nodes = 0;
    loop {
        nodes += f();
        let elapsed = start.elapsed();
        if elapsed >= min {
            return (nodes, elapsed.as_secs_f64());
        }
    }
}

fn main() {
    let min = Duration::from_secs(
        std::env::var("BENCH_SECONDS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(3),
    );
    let chess = Chess::default();
    let (n, s) = measure(min, || shakmaty::perft(black_box(&chess), 5));
    let chess_nps = n as f64 / s;
    println!(
        "shakmaty chess start position, perft 5: {:.1} M nodes/s",
        chess_nps / 1e6
    );

    // `BENCH_RULESET=iron` or `armor` runs one ruleset's positions only.
    let only = std::env::var("BENCH_RULESET").ok();
    if only.as_deref().is_none_or(|r| r == "iron") {
        let nps = throughput(min, POSITIONS);
        println!("cyvasse overall: {:.1} M nodes/s", nps / 1e6);
        println!("ratio cyvasse / shakmaty: {:.2}", nps / chess_nps);
    }
    if only.as_deref().is_none_or(|r| r == "armor") {
        let nps = throughput(min, ARMOR_POSITIONS);
        println!("cyvasse armor overall: {:.1} M nodes/s", nps / 1e6);
        println!("ratio armor / shakmaty: {:.2}", nps / chess_nps);
    }
}

/// The perft throughput over `positions`, in nodes per second, each
/// position's printed on the way.
fn throughput(min: Duration, positions: &[(&str, u32)]) -> f64 {
    let mut total_nodes = 0u64;
    let mut total_secs = 0f64;
    for (text, depth) in positions {
        let pos: cyvasse::Position = text.parse().expect("benchmark position parses");
        let (n, s) = measure(min, || cyvasse::perft(black_box(&pos), *depth));
        println!(
            "cyvasse perft {depth}: {:.1} M nodes/s  {text}",
            n as f64 / s / 1e6
        );
        total_nodes += n;
        total_secs += s;
    }
    total_nodes as f64 / total_secs
}
