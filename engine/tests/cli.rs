//! The `cyvasse` command line (RULES.md §4): exact output, one-line errors on
//! stderr with exit 1, never a panic.

use std::process::{Command, Output};

use proptest::prelude::*;

const EXAMPLE: &str = "iron 1wmfm1m1/1m2fwmw/1f1t1w1f/2m2ffw/tmm1fm2/2wf2fm/mfwf3f/1w1w1mw1 1d3c2/5r2/3stlxh/1e2k3/6H1/DRS1C3/5EK1/T5XL w - 0 1";

/// Both Kings walled in by mountains: each side can only pass, forever.
const BOXED_KINGS: &str = "iron 6m1/6mm/8/8/8/8/mm6/1m6 7k/8/8/8/8/8/8/K7 w - 0 1";

fn cyvasse(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cyvasse"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

/// Exit 1, nothing on stdout, exactly one line on stderr, no panic.
fn assert_one_line_error(o: &Output) {
    assert_eq!(o.status.code(), Some(1), "{o:?}");
    assert!(o.stdout.is_empty(), "{o:?}");
    let err = stderr(o);
    assert_eq!(err.lines().count(), 1, "{err:?}");
    assert!(err.ends_with('\n'));
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn moves_prints_every_legal_move_sorted() {
    let o = cyvasse(&["moves", EXAMPLE]);
    assert!(o.status.success());
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 40);
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted);
    assert!(lines.contains(&"e3e5"), "the Catapult's shot at the King");
}

#[test]
fn moves_prints_a_forced_pass_and_nothing_after_the_game() {
    let boxed = "iron 8/8/8/8/8/8/mm6/1m6 7k/8/8/8/8/8/8/K7 w - 0 1";
    assert_eq!(stdout(&cyvasse(&["moves", boxed])), "0000\n");
    let over = "iron 8/8/8/8/8/8/8/8 7k/8/8/8/8/8/8/8 w - 0 1";
    let o = cyvasse(&["moves", over]);
    assert!(o.status.success());
    assert_eq!(stdout(&o), "");
    assert_eq!(stdout(&cyvasse(&["perft", "1", over])), "0\n");
    assert_eq!(stdout(&cyvasse(&["perft", "0", over])), "1\n");
}

#[test]
fn perft_prints_the_count_alone() {
    assert_eq!(stdout(&cyvasse(&["perft", "2", EXAMPLE])), "1622\n");
    assert_eq!(stdout(&cyvasse(&["perft", "0", EXAMPLE])), "1\n");
}

#[test]
fn perft_runs_to_its_deepest_allowed_depth() {
    // One pass after another: the recursion goes all the way down.
    assert_eq!(stdout(&cyvasse(&["perft", "200", BOXED_KINGS])), "1\n");
}

#[test]
fn play_prints_the_canonical_position() {
    // No moves: the position, canonical (extra spaces and split digits are read).
    let loose = EXAMPLE.replace(' ', "  ").replace("T5XL", "T41XL");
    assert_eq!(stdout(&cyvasse(&["play", &loose])), format!("{EXAMPLE}\n"));
    let o = cyvasse(&["play", EXAMPLE, "e3e5"]);
    assert_eq!(
        stdout(&o),
        "iron 1wmfm1m1/1m2fwmw/1f1t1w1f/2m2ffw/tmm1fm2/2wf2fm/mfwf3f/1w1w1mw1 1d3c2/5r2/3stlxh/1e6/6H1/DRS1C3/5EK1/T5XL b - 0 1\n"
    );
}

#[test]
fn play_refuses_illegal_moves() {
    for bad in ["e3e6", "a1a1", "0000", "zz99", "e3e5e7", "h1h2"] {
        let o = cyvasse(&["play", EXAMPLE, bad]);
        assert_one_line_error(&o);
        assert!(
            stderr(&o).contains(bad) || stderr(&o).contains("move"),
            "{bad}: {}",
            stderr(&o)
        );
    }
    // A move after the King is captured.
    assert_one_line_error(&cyvasse(&["play", EXAMPLE, "e3e5", "b5b4"]));
}

#[test]
fn check_setup_says_ok_or_why_not() {
    let good = "iron w 1wmfm1m1/1m2fwmw/1f1t1w1f/2m2ffw 1D3C2/5R2/3STLXH/1E2K3";
    let o = cyvasse(&["check-setup", good]);
    assert_eq!(stdout(&o), "ok\n", "{}", stderr(&o));
    // Three mountains touching by corners: the reason names them.
    let wall = "iron w mwmfm3/1m2fwmw/1f1t1w1f/2f2ffw 1D3C2/5R2/3STLXH/1E2K3";
    let o = cyvasse(&["check-setup", wall]);
    assert_one_line_error(&o);
    let err = stderr(&o);
    assert!(
        err.contains("mountain rule") && err.contains("b3") && err.contains("c4"),
        "{err}"
    );
}

#[test]
fn malformed_input_is_one_line_on_stderr() {
    let cases: &[&[&str]] = &[
        &[],
        &["dance"],
        &["moves"],
        &["moves", "iron"],
        &["moves", "armor 8/8/8/8/8/8/8/8 8/8/8/8/8/8/8/8 w - 0 1"],
        &["moves", &EXAMPLE.replace(" w - ", " x - ")],
        &["perft", "-1", EXAMPLE],
        &["perft", "two", EXAMPLE],
        &["perft", "100000", BOXED_KINGS],
        &["play", "iron 9/8/8/8/8/8/8/8 8/8/8/8/8/8/8/8 w - 0 1"],
        &["moves", "iron 8/8/8/8/8/8/8/8 8/8/8/8/8/8/8/O7 w - 0 1"],
        &["moves", "iron 8/8/8/8/8/8/8/8 8/8/8/8/8/8/8/K7 w a1 0 1"],
        &["check-setup", "iron w 8/8/8 8/8/8/8"],
        &["check-setup", "iron b 8/8/8/8 8/8/8/K7"],
    ];
    for args in cases {
        assert_one_line_error(&cyvasse(args));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, failure_persistence: None, ..ProptestConfig::default() })]

    /// Arbitrary text never makes the command line panic: it answers or says why not in one line.
    #[test]
    fn arbitrary_input_never_panics(cmd in prop::sample::select(vec!["moves", "perft", "play", "check-setup"]), text in "\\PC{0,80}", extra in "[a-h1-8 0]{0,8}") {
        let args: Vec<&str> = match cmd {
            "perft" => vec![cmd, "1", &text],
            "play" => vec![cmd, &text, &extra],
            _ => vec![cmd, &text],
        };
        let o = cyvasse(&args);
        prop_assert!(matches!(o.status.code(), Some(0) | Some(1)), "{:?}", o);
        if o.status.code() == Some(1) {
            prop_assert_eq!(stderr(&o).lines().count(), 1);
        }
    }
}
