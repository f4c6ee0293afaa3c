//! Perft tables from `tests/perft.txt` (`iron`) and `tests/perft_armor.txt`
//! (`armor`): the engine's counts, and each simple reference
//! implementation's to depth 3.

mod common;

use common::reference::reference_perft;
use common::reference_armor::armor_perft;
use cyvasse::{perft, Position};

/// (position, [(depth, nodes)]) from the `iron` data file.
fn tables() -> Vec<(String, Vec<(u32, u64)>)> {
    read_tables(include_str!("perft.txt"))
}

/// (position, [(depth, nodes)]) from the `armor` data file.
fn armor_tables() -> Vec<(String, Vec<(u32, u64)>)> {
    read_tables(include_str!("perft_armor.txt"))
}

/// (position, [(depth, nodes)]) from a data file's text.
fn read_tables(text: &str) -> Vec<(String, Vec<(u32, u64)>)> {
    let mut out: Vec<(String, Vec<(u32, u64)>)> = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if line.starts_with("iron") || line.starts_with("armor") {
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

#[test]
fn the_armor_data_file_has_tables() {
    let t = armor_tables();
    assert!(t.len() >= 8);
    assert!(t
        .iter()
        .all(|(text, counts)| text.starts_with("armor") && !counts.is_empty()));
}

#[test]
fn engine_armor_perft_matches_the_tables() {
    for (text, counts) in armor_tables() {
        let pos: Position = text.parse().unwrap();
        for (depth, nodes) in counts {
            assert_eq!(perft(&pos, depth), nodes, "perft {depth} of {text}");
        }
    }
}

#[test]
fn reference_armor_perft_matches_the_tables_to_depth_3() {
    for (text, counts) in armor_tables() {
        for (depth, nodes) in counts.into_iter().filter(|&(d, _)| d <= 3) {
            assert_eq!(
                armor_perft(&text, depth).unwrap(),
                nodes,
                "perft {depth} of {text}"
            );
        }
    }
}
