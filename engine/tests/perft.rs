//! Perft tables from `tests/perft.txt`: the engine's counts, and the simple
//! reference implementation's to depth 3.

mod common;

use common::reference::reference_perft;
use cyvasse::{perft, Position};

/// (position, [(depth, nodes)]) from the data file.
fn tables() -> Vec<(String, Vec<(u32, u64)>)> {
    let text = include_str!("perft.txt");
    let mut out: Vec<(String, Vec<(u32, u64)>)> = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if line.starts_with("iron") {
            out.push((line.to_string(), Vec::new()));
        } else {
            let (d, n) = line.split_once(' ').expect("a 'depth nodes' line");
            let entry = out.last_mut().expect("a position before its counts");
            entry.1.push((d.parse().unwrap(), n.parse().unwrap()));
        }
    }
    out
}

#[test]
fn the_data_file_has_tables() {
    let t = tables();
    assert!(t.len() >= 8);
    assert!(t.iter().all(|(_, counts)| !counts.is_empty()));
}

#[test]
fn engine_perft_matches_the_tables() {
    for (text, counts) in tables() {
        let pos: Position = text.parse().unwrap();
        for (depth, nodes) in counts {
            assert_eq!(perft(&pos, depth), nodes, "perft {depth} of {text}");
        }
    }
}

#[test]
fn reference_perft_matches_the_tables_to_depth_3() {
    for (text, counts) in tables() {
        for (depth, nodes) in counts.into_iter().filter(|&(d, _)| d <= 3) {
            assert_eq!(
                reference_perft(&text, depth).unwrap(),
                nodes,
                "perft {depth} of {text}"
            );
        }
    }
}
