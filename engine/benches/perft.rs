//! Bulk-counting perft throughput of the engine against shakmaty's chess perft
//! from the chess start position, measured in the same run.
//!
//! `cargo bench -p cyvasse --bench perft` (figures: BENCHMARKS.md).

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

    let mut total_nodes = 0u64;
    let mut total_secs = 0f64;
    for (text, depth) in POSITIONS {
        let pos: cyvasse::Position = text.parse().expect("benchmark position parses");
        let (n, s) = measure(min, || cyvasse::perft(black_box(&pos), *depth));
        println!(
            "cyvasse perft {depth}: {:.1} M nodes/s  {text}",
            n as f64 / s / 1e6
        );
        total_nodes += n;
        total_secs += s;
    }
    let nps = total_nodes as f64 / total_secs;
    println!("cyvasse overall: {:.1} M nodes/s", nps / 1e6);
    println!("ratio cyvasse / shakmaty: {:.2}", nps / chess_nps);
}
