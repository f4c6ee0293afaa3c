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
        &["moves", "armor 8/8/8/8/8/8/8/f7 7k/8/8/8/8/8/8/K7 w - 0 1"],
        &["moves", "armor 8/8/8/8/8/8/8/8 7k/8/8/8/8/8/8/KT6 w - 0 1"],
        &["moves", "armor 8/8/8/8/8/8/8/w7 7k/8/8/8/8/8/8/K7 w a1 0 1"],
        &["check-setup", "armor w 8/8/8/f7 8/8/8/K7"],
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

#[test]
fn bestmove_prints_one_legal_move() {
    let legal = stdout(&cyvasse(&["moves", EXAMPLE]));
    for limit in [
        &["--depth", "2"][..],
        &["--nodes", "500"],
        &["--millis", "50"],
        &[],
    ] {
        let mut args = vec!["bestmove"];
        args.extend_from_slice(limit);
        args.push(EXAMPLE);
        let o = cyvasse(&args);
        assert!(o.status.success(), "{o:?}");
        let out = stdout(&o);
        assert_eq!(out.lines().count(), 1, "{out:?}");
        assert!(
            legal.lines().any(|m| m == out.trim_end()),
            "{out:?} is not legal"
        );
        assert!(stderr(&o).is_empty(), "quiet without --verbose");
    }
}

#[test]
fn bestmove_takes_the_king_and_says_how_with_verbose() {
    // The Catapult on e3 shoots the King on e5.
    let o = cyvasse(&["bestmove", "--verbose", "--depth", "3", EXAMPLE]);
    assert_eq!(stdout(&o), "e3e5\n");
    let err = stderr(&o);
    assert_eq!(err.lines().count(), 1, "{err}");
    for word in ["depth ", "score win 1", "nodes ", "nps ", "pv e3e5"] {
        assert!(err.contains(word), "{word:?} in {err:?}");
    }
    // Black to move after a quiet White move: Black's answer is legal too.
    let after = stdout(&cyvasse(&["play", EXAMPLE, "g2g3"]));
    let o = cyvasse(&["bestmove", "--nodes", "2000", after.trim_end()]);
    let m = stdout(&o);
    let o = cyvasse(&["play", after.trim_end(), m.trim_end()]);
    assert!(o.status.success(), "{m}: {}", stderr(&o));
}

#[test]
fn bestmove_passes_when_it_must_and_refuses_a_finished_game() {
    let boxed = "iron 8/8/8/8/8/8/mm6/1m6 7k/8/8/8/8/8/8/K7 w - 0 1";
    assert_eq!(
        stdout(&cyvasse(&["bestmove", "--depth", "3", boxed])),
        "0000\n"
    );
    // The 100-ply clock belongs to the game record: a position past it still gets a move.
    let late = EXAMPLE.replace(" w - 0 1", " w - 150 80");
    assert_eq!(
        stdout(&cyvasse(&["bestmove", "--depth", "2", &late])),
        "e3e5\n"
    );
    let after = stdout(&cyvasse(&["play", EXAMPLE, "g2g3"]));
    let mut fields: Vec<&str> = after.split_whitespace().collect();
    fields[5] = "120";
    let quiet = fields.join(" ");
    let o = cyvasse(&["bestmove", "--depth", "2", &quiet]);
    assert!(o.status.success(), "{}", stderr(&o));
    let m = stdout(&o);
    assert!(
        cyvasse(&["play", &quiet, m.trim_end()]).status.success(),
        "{m} in {quiet}"
    );
    let over = "iron 8/8/8/8/8/8/8/8 7k/8/8/8/8/8/8/8 w - 0 1";
    let o = cyvasse(&["bestmove", over]);
    assert_one_line_error(&o);
    assert!(stderr(&o).contains("game is over"), "{}", stderr(&o));
}

#[test]
fn bestmove_after_moves_knows_the_games_history() {
    // White's King alone against five Rabbles: lost on material, unless a
    // move back to a position of the game draws by repetition.
    let start = "iron 8/8/8/8/8/8/8/8 2rrrrrk/8/8/8/8/8/8/K7 w - 0 1";
    let moves = ["a1a2", "h8h7", "a2a1", "h7h8", "a1a2", "h8h7"];
    let mut args = vec!["bestmove", "--verbose", "--depth", "2", start];
    args.extend_from_slice(&moves);
    let o = cyvasse(&args);
    assert_eq!(stdout(&o), "a2a1\n", "{}", stderr(&o));
    assert!(stderr(&o).contains("score cp 0 "), "{}", stderr(&o));
    // The same position with no history: no draw in sight, another move.
    let mut play = vec!["play", start];
    play.extend_from_slice(&moves);
    let after = stdout(&cyvasse(&play));
    let o = cyvasse(&["bestmove", "--verbose", "--depth", "2", after.trim_end()]);
    assert_ne!(stdout(&o), "a2a1\n");
    assert!(!stderr(&o).contains("score cp 0 "), "{}", stderr(&o));
    // Moves that do not play, or that end the game, are refused in words.
    for (moves, says) in [
        (&["a1a2", "zz"][..], "move 2"),
        (&["a1a3"], "move 1 a1a3"),
        (
            &[
                "a1a2", "h8h7", "a2a1", "h7h8", "a1a2", "h8h7", "a2a1", "h7h8",
            ],
            "game is over",
        ),
    ] {
        let mut args = vec!["bestmove", "--depth", "2", start];
        args.extend_from_slice(moves);
        let o = cyvasse(&args);
        assert_one_line_error(&o);
        assert!(stderr(&o).contains(says), "{says:?} in {}", stderr(&o));
    }
}

#[test]
fn analyse_marks_a_king_left_to_be_taken_and_a_win_let_go() {
    // White's King steps next to the enemy Rabble, which takes it.
    let open = "iron 8/8/8/8/8/8/8/8 7k/8/8/8/8/r7/8/K7 w - 0 1";
    let out = stdout(&cyvasse(&[
        "analyse", "--nodes", "2000", open, "a1a2", "a3a2",
    ]));
    let lines: Vec<Vec<&str>> = out.lines().map(|l| l.split(' ').collect()).collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert_eq!(lines[0][..2], ["1", "a1a2"]);
    assert_eq!(lines[0][5], "king-lost", "{out}");
    // After it, White's chances are gone: a loss, from White's side.
    assert!(lines[0][3].parse::<i32>().unwrap() < -29_000, "{out}");
    assert_eq!(lines[1][..2], ["2", "a3a2"]);
    assert_eq!(lines[1][4], "a3a2", "the engine's move too");
    // A step away is fine.
    let out = stdout(&cyvasse(&["analyse", "--nodes", "2000", open, "a1b1"]));
    assert!(out.ends_with(" -\n"), "{out}");
    // The Catapult on e3 could shoot the King on e5: a quiet move lets it go.
    let out = stdout(&cyvasse(&["analyse", "--nodes", "5000", EXAMPLE, "g2g3"]));
    let fields: Vec<&str> = out.trim_end().split(' ').collect();
    assert_eq!(fields[4], "e3e5", "{out}");
    assert_eq!(fields[5], "missed-win", "{out}");
    assert!(fields[2].parse::<i32>().unwrap() > 29_000, "{out}");
    // The same nodes, the same lines.
    assert_eq!(
        out,
        stdout(&cyvasse(&["analyse", "--nodes", "5000", EXAMPLE, "g2g3"]))
    );
}

#[test]
fn analyse_refuses_bad_arguments() {
    let cases: &[&[&str]] = &[
        &["analyse"],
        &["analyse", "--nodes", "0", EXAMPLE, "g2g3"],
        &["analyse", "--nodes", "many", EXAMPLE, "g2g3"],
        &["analyse", EXAMPLE, "g2g9"],
        &["analyse", EXAMPLE, "a1a1"],
        &[
            "analyse",
            "iron 9/8/8/8/8/8/8/8 8/8/8/8/8/8/8/8 w - 0 1",
            "g2g3",
        ],
    ];
    for args in cases {
        assert_one_line_error(&cyvasse(args));
    }
}

#[test]
fn bestmove_refuses_bad_arguments() {
    let cases: &[&[&str]] = &[
        &["bestmove"],
        &["bestmove", "--depth", EXAMPLE],
        &["bestmove", "--depth", "0", EXAMPLE],
        &["bestmove", "--depth", "65", EXAMPLE],
        &["bestmove", "--nodes", "lots", EXAMPLE],
        &["bestmove", "--millis", "-5", EXAMPLE],
        &["bestmove", "--depth", "2", "--nodes", "9", EXAMPLE],
        &["bestmove", "--fast", EXAMPLE],
        &["bestmove", EXAMPLE, EXAMPLE],
        &["bestmove", "iron 9/8/8/8/8/8/8/8 8/8/8/8/8/8/8/8 w - 0 1"],
    ];
    for args in cases {
        assert_one_line_error(&cyvasse(args));
    }
}

#[test]
fn setup_ai_prints_a_valid_homeland_for_either_side() {
    for (side, letter) in [("w", "w"), ("b", "b"), ("white", "w"), ("black", "b")] {
        let o = cyvasse(&["setup-ai", "iron", side, "--seed", "42"]);
        assert!(o.status.success(), "{}", stderr(&o));
        let homeland = stdout(&o);
        assert!(
            homeland.starts_with(&format!("iron {letter} ")),
            "{homeland}"
        );
        assert_eq!(
            stdout(&cyvasse(&["check-setup", homeland.trim_end()])),
            "ok\n"
        );
    }
    // The seed decides; without one the command still answers.
    let a = stdout(&cyvasse(&["setup-ai", "iron", "w", "--seed", "1"]));
    let b = stdout(&cyvasse(&["setup-ai", "iron", "w", "--seed", "2"]));
    assert_ne!(a, b);
    assert_eq!(
        a,
        stdout(&cyvasse(&["setup-ai", "iron", "w", "--seed", "1"]))
    );
    let o = cyvasse(&["setup-ai", "iron", "b"]);
    assert_eq!(
        stdout(&cyvasse(&["check-setup", stdout(&o).trim_end()])),
        "ok\n"
    );
}

#[test]
fn setup_ai_refuses_bad_arguments() {
    let cases: &[&[&str]] = &[
        &["setup-ai"],
        &["setup-ai", "iron"],
        &["setup-ai", "chess", "w"],
        &["setup-ai", "Armor", "w"],
        &["setup-ai", "iron", "red"],
        &["setup-ai", "iron", "w", "--seed"],
        &["setup-ai", "iron", "w", "--seed", "x"],
        &["setup-ai", "iron", "w", "--sed", "1"],
    ];
    for args in cases {
        assert_one_line_error(&cyvasse(args));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, failure_persistence: None, ..ProptestConfig::default() })]

    /// Arbitrary text never makes the command line panic: it answers or says why not in one line.
    #[test]
    fn arbitrary_input_never_panics(cmd in prop::sample::select(vec!["moves", "perft", "play", "check-setup", "bestmove", "setup-ai"]), text in "\\PC{0,80}", extra in "[a-h1-8 0]{0,8}") {
        let args: Vec<&str> = match cmd {
            "perft" => vec![cmd, "1", &text],
            "play" => vec![cmd, &text, &extra],
            "bestmove" => vec![cmd, "--nodes", "300", &text],
            "setup-ai" => vec![cmd, &text, &extra],
            _ => vec![cmd, &text],
        };
        let o = cyvasse(&args);
        prop_assert!(matches!(o.status.code(), Some(0) | Some(1)), "{:?}", o);
        if o.status.code() == Some(1) {
            prop_assert_eq!(stderr(&o).lines().count(), 1);
        }
    }
}

/// A White Catapult on d2 that captures the Crossbowmen on d5 over the
/// mountain on d4 by stepping back to d1 (RULES.md §2.4).
const ARMOR_CATAPULT: &str = "armor 8/8/8/8/3m4/8/8/8 7k/8/8/3x4/8/4x3/3C4/K7 w - 5 1";

/// The White King walled in by mountains and its own Tower: no legal move.
const ARMOR_STUCK: &str = "armor 8/8/8/8/8/8/mm6/8 7k/8/8/8/8/8/8/KO6 w - 0 1";

/// The start position of two random `armor` homelands (tests/perft_armor.txt).
const ARMOR_START: &str = "armor 3mw2w/1m5w/8/m7/3m1w2/4m1w1/6m1/3w4 xrr2ces/4oleh/2x2d1r/2shrl1k/RHH1SLR1/SEOE1XL1/3KD3/2R1XRC1 w - 0 1";

#[test]
fn armor_moves_perft_and_play() {
    assert_eq!(
        stdout(&cyvasse(&["moves", ARMOR_CATAPULT])),
        "a1a2\na1b1\na1b2\nd2c1\nd2c2\nd2c3\nd2d1\nd2d3\nd2d5\nd2e1\nd2e2\n"
    );
    assert_eq!(stdout(&cyvasse(&["perft", "2", ARMOR_START])), "6233\n");
    assert_eq!(
        stdout(&cyvasse(&["play", ARMOR_CATAPULT, "d2d5"])),
        "armor 8/8/8/8/3m4/8/8/8 7k/8/8/8/8/4x3/8/K2C4 b - 0 1\n"
    );
    assert_one_line_error(&cyvasse(&["play", ARMOR_CATAPULT, "d2e3"]));
}

#[test]
fn armor_side_with_no_legal_move_has_lost() {
    let o = cyvasse(&["moves", ARMOR_STUCK]);
    assert!(o.status.success());
    assert_eq!(stdout(&o), "");
    assert_eq!(stdout(&cyvasse(&["perft", "1", ARMOR_STUCK])), "0\n");
    assert_eq!(stdout(&cyvasse(&["perft", "0", ARMOR_STUCK])), "1\n");
    assert_one_line_error(&cyvasse(&["play", ARMOR_STUCK, "0000"]));
    assert_one_line_error(&cyvasse(&["bestmove", "--nodes", "100", ARMOR_STUCK]));
}

#[test]
fn armor_setups_and_the_computers_move() {
    for side in ["w", "b"] {
        let o = cyvasse(&["setup-ai", "armor", side, "--seed", "3"]);
        let homeland = stdout(&o);
        assert!(
            homeland.starts_with(&format!("armor {side} ")),
            "{homeland}"
        );
        assert_eq!(
            stdout(&cyvasse(&["check-setup", homeland.trim_end()])),
            "ok\n"
        );
    }
    // Two Dragons: the reason says so.
    let o = cyvasse(&[
        "check-setup",
        "armor w 3m1w2/4m1w1/6m1/3w4 1HH1SRR1/1EOE1D2/SLLKX3/2R1XRCD",
    ]);
    assert_one_line_error(&o);
    assert!(stderr(&o).contains("Dragon"), "{}", stderr(&o));
    // The search plays armor too: here a Rabble takes the Black King.
    assert_eq!(
        stdout(&cyvasse(&["bestmove", "--depth", "2", ARMOR_START])),
        "g4h5\n"
    );
}

#[test]
fn lessons_prints_one_line_per_level_with_its_solution() {
    let o = cyvasse(&["lessons", "iron"]);
    assert!(o.status.success(), "{o:?}");
    let out = stdout(&o);
    assert!(out.starts_with("1/1\tiron "), "{out}");
    for line in out.lines() {
        let fields: Vec<&str> = line.split('\t').collect();
        let [id, position, goal, par, solution] = fields[..] else {
            panic!("not five fields: {line:?}");
        };
        assert!(id.split_once('/').is_some(), "{line}");
        assert!(position.parse::<cyvasse::Position>().is_ok(), "{line}");
        assert!(
            goal == "king" || goal.starts_with("capture ") || goal.starts_with("reach "),
            "{line}"
        );
        let learner = solution.split(' ').filter(|m| !m.starts_with('~')).count();
        assert_eq!(par.parse::<usize>().ok(), Some(learner), "{line}");
        // The learner's first move is legal in the position as printed.
        let first = solution.split(' ').next().unwrap();
        let o = cyvasse(&["play", position, first]);
        assert!(o.status.success(), "{line}: {}", stderr(&o));
    }
}

#[test]
fn lessons_of_an_unknown_ruleset_is_a_one_line_error() {
    assert_one_line_error(&cyvasse(&["lessons", "chess"]));
    assert_one_line_error(&cyvasse(&["lessons"]));
}
