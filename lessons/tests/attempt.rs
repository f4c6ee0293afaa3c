//! Playing a level: goals, scripted replies, losses, stars and hints; and
//! the reading of a book's text, with its errors.

use cyvasse::{Ruleset, Uci};
use cyvasse_lessons::{shortest, stars, Attempt, Book, Detour, Goal, Loss, Progress, Step};

fn uci(text: &str) -> Uci {
    text.parse().unwrap()
}

/// A book of one stage with the given levels' lines.
fn book(ruleset: Ruleset, levels: &str) -> Book {
    let text = format!("stage test\ntitle t\nintro t-intro\n{levels}");
    Book::parse(ruleset, &text).unwrap_or_else(|e| panic!("{e}"))
}

fn level(ruleset: Ruleset, lines: &str) -> cyvasse_lessons::Level {
    book(ruleset, &format!("level\nsay t-1\n{lines}"))
        .stages
        .remove(0)
        .levels
        .remove(0)
}

#[test]
fn a_scripted_reply_is_played_and_followed_by_the_goal() {
    // The enemy Rabble on e7 steps to e6 after the first move; the Heavy
    // Horse then takes it there.
    let level = level(
        Ruleset::Iron,
        "position iron 8/8/8/8/8/8/8/8 7k/4r3/8/8/8/8/8/K3H3 w - 0 1\n\
         goal capture e7\npar 2\nsolution e1e3 ~e7e6 e3e6",
    );
    let mut attempt = Attempt::new(&level);
    let turn = attempt.play(uci("e1e3")).unwrap();
    assert_eq!(turn.reply.map(|m| m.to_uci()), Some(uci("e7e6")));
    assert_eq!(attempt.goal_squares(), vec!["e6".parse().unwrap()]);
    attempt.play(uci("e3e6")).unwrap();
    assert_eq!(attempt.progress(), Progress::Done { moves: 2, stars: 3 });
}

#[test]
fn a_reply_that_is_not_legal_gives_the_turn_back() {
    let level = level(
        Ruleset::Iron,
        "position iron 8/8/8/8/8/8/8/8 7k/4r3/8/8/4D3/8/8/K7 w - 0 1\n\
         goal capture e7\npar 2\nsolution e4e5 ~e7e6 e5e6",
    );
    let mut attempt = Attempt::new(&level);
    // The Dragon stands on e6 itself, and a Rabble cannot take a Dragon.
    let turn = attempt.play(uci("e4e6")).unwrap();
    assert_eq!(turn.reply, None);
    assert_eq!(attempt.position().side_to_move(), level.learner());
    attempt.play(uci("e6e7")).unwrap();
    assert_eq!(attempt.progress(), Progress::Done { moves: 2, stars: 3 });
}

#[test]
fn the_goal_unit_taken_by_a_reply_loses_the_level() {
    // In the solution the Spearmen step to c3; a Heavy Horse that went to
    // c3 instead is taken there.
    let level = level(
        Ruleset::Iron,
        "position iron 8/8/8/8/8/8/8/8 7k/8/8/8/2s5/H7/8/K7 w - 0 1\n\
         goal reach a3 a8\npar 2\nsolution a3a6 ~c4c3 a6a8",
    );
    let mut attempt = Attempt::new(&level);
    let turn = attempt.play(uci("a3c3")).unwrap();
    assert_eq!(turn.reply.map(|m| m.to_uci()), Some(uci("c4c3")));
    assert_eq!(attempt.progress(), Progress::Lost(Loss::UnitTaken));
    assert_eq!(attempt.hint(), None);
}

#[test]
fn water_freezes_the_learner_for_a_turn_without_a_reply() {
    // The Heavy Horse enters water on e3: the slide ends there, and the
    // Horse cannot move on the next turn.
    let level = level(
        Ruleset::Iron,
        "position iron 8/8/8/8/8/4w3/8/8 7k/8/8/8/8/8/8/K3H3 w - 0 1\n\
         goal reach e1 e6\npar 3\nsolution e1f1 f1f4 f4e4",
    );
    let mut attempt = Attempt::new(&level);
    attempt.play(uci("e1e3")).unwrap();
    assert!(attempt.position().is_frozen("e3".parse().unwrap()));
    assert!(attempt.play(uci("e3e6")).is_err(), "frozen");
    attempt.play(uci("a1a2")).unwrap();
    attempt.play(uci("e3e6")).unwrap();
    assert_eq!(attempt.progress(), Progress::Done { moves: 3, stars: 3 });
}

#[test]
fn stars_fall_above_par() {
    assert_eq!(stars(3, 3), 3);
    assert_eq!(stars(4, 3), 2);
    assert_eq!(stars(5, 3), 2);
    assert_eq!(stars(6, 3), 1);
}

#[test]
fn the_hint_follows_the_solution_then_searches() {
    let level = level(
        Ruleset::Iron,
        "position iron 8/8/8/8/8/8/8/8 7k/8/8/8/8/8/4R3/K7 w - 0 1\n\
         goal reach e2 g3\npar 3\nsolution e2f2 f2g2 g2g3",
    );
    let mut attempt = Attempt::new(&level);
    assert_eq!(attempt.hint(), Some(uci("e2f2")));
    attempt.play(uci("e2e3")).unwrap();
    // Off the solution: two more steps reach g3.
    let hint = attempt.hint().unwrap();
    assert!(hint == uci("e3f3"), "{hint}");
    assert_eq!(attempt.shortest(5).map(|s| s.len()), Some(2), "e3f3 f3g3");
    assert_eq!(shortest(&level, 2), None);
    assert_eq!(shortest(&level, 3).map(|s| s.len()), Some(3));
}

#[test]
fn a_move_off_the_solution_is_told_when_it_costs_par() {
    let rabble = |goal: &str, par: u32, solution: &str| {
        level(
            Ruleset::Iron,
            &format!(
                "position iron 8/8/8/8/8/8/8/8 7k/8/8/8/8/8/4R3/K7 w - 0 1\n\
                 goal reach {goal}\npar {par}\nsolution {solution}"
            ),
        )
    };
    let far = rabble("e2 g3", 3, "e2f2 f2g2 g2g3");
    // Another way that keeps par: nothing to say.
    let mut attempt = Attempt::new(&far);
    attempt.play(uci("e2e3")).unwrap();
    assert_eq!(attempt.detour(), None);
    // On the solution: nothing to say either.
    let mut attempt = Attempt::new(&far);
    attempt.play(uci("e2f2")).unwrap();
    assert_eq!(attempt.detour(), None);
    // Away from g3: four steps from d2, with two of par left.
    let mut attempt = Attempt::new(&far);
    attempt.play(uci("e2d2")).unwrap();
    assert_eq!(attempt.detour(), Some(Detour::Astray));

    // Par 1, and the step went sideways: two more reach e3.
    let near = rabble("e2 e3", 1, "e2e3");
    let mut attempt = Attempt::new(&near);
    attempt.play(uci("e2f2")).unwrap();
    assert_eq!(attempt.detour(), Some(Detour::OverPar { left: 2 }));
    // A level over says nothing of detours.
    attempt.play(uci("f2f3")).unwrap();
    attempt.play(uci("f3e3")).unwrap();
    assert_eq!(attempt.progress(), Progress::Done { moves: 3, stars: 2 });
    assert_eq!(attempt.detour(), None);
}

#[test]
fn taking_the_enemy_king_before_the_goal_ends_the_level() {
    let level = level(
        Ruleset::Iron,
        "position iron 8/8/8/8/8/8/8/8 8/8/8/8/8/8/3kr3/K3E3 w - 0 1\n\
         goal capture e2\npar 1\nsolution e1e2",
    );
    let mut attempt = Attempt::new(&level);
    attempt.play(uci("e1d2")).unwrap();
    assert_eq!(attempt.progress(), Progress::Lost(Loss::GameOver));
    assert!(attempt.play(uci("a1a2")).is_err());
}

#[test]
fn in_armor_a_learner_left_without_a_move_loses() {
    // The King on a1 is walled in by mountains and its own Tower; a Rabble
    // that steps to d3 is taken there, and nothing of White's can move.
    let level = level(
        Ruleset::Armor,
        "position armor 8/8/8/8/8/8/mmm5/8 7k/8/8/8/4r3/8/3R4/KO6 w - 0 1\n\
         goal reach d2 f2\npar 2\nsolution d2e2 ~e4d3 e2f2",
    );
    let mut attempt = Attempt::new(&level);
    let turn = attempt.play(uci("d2d3")).unwrap();
    assert_eq!(turn.reply.map(|m| m.to_uci()), Some(uci("e4d3")));
    assert_eq!(attempt.progress(), Progress::Lost(Loss::UnitTaken));
    let mut attempt = Attempt::new(&level);
    attempt.play(uci("d2e2")).unwrap();
    attempt.play(uci("e2f2")).unwrap();
    assert_eq!(attempt.progress(), Progress::Done { moves: 2, stars: 3 });
    // The same, with the King to take: the Rabble taken, White cannot move.
    let level = self::level(
        Ruleset::Armor,
        "position armor 8/8/8/8/8/8/mmm5/8 7k/8/8/8/4r3/8/3R4/KO6 w - 0 1\n\
         goal king\npar 1\nsolution d2e2 ~e4d3",
    );
    let mut attempt = Attempt::new(&level);
    attempt.play(uci("d2d3")).unwrap();
    assert_eq!(attempt.progress(), Progress::Lost(Loss::NoMove));
}

#[test]
fn goals_read_back_as_written() {
    let level = level(
        Ruleset::Iron,
        "position iron 8/8/8/8/8/8/8/8 7k/8/8/3rr3/3R4/8/8/K7 w - 0 1\n\
         goal capture d5 e5\npar 2\nsolution d4d5 d5e5",
    );
    assert_eq!(level.goal.to_string(), "capture d5 e5");
    assert_eq!(
        level.goal,
        Goal::Capture(vec!["d5".parse().unwrap(), "e5".parse().unwrap()])
    );
    assert_eq!(
        level.solution,
        vec![Step::Learner(uci("d4d5")), Step::Learner(uci("d5e5"))]
    );
}

#[test]
fn a_book_that_does_not_read_says_where_and_why() {
    let cases = [
        ("", "no stage"),
        ("stage a\ntitle t\nintro i\n", "has no level"),
        ("level\n", "before any stage"),
        ("stage a\nlevel\n", "needs a `title`"),
        ("stage a\ntitle t\nintro i\nlevel\nsay x\n", "no `position`"),
        (
            "stage a\ntitle t\nintro i\nlevel\nsay x\nposition iron 8/8/8/8/8/8/8/8 7k/8/8/8/8/8/4R3/K7 w - 0 1\ngoal reach e2 e3\npar 2\nsolution e2e3\n",
            "par is 2, the solution has 1",
        ),
        (
            "stage a\ntitle t\nintro i\nlevel\nsay x\nposition iron 8/8/8/8/8/8/8/8 7k/8/8/8/8/8/4R3/K7 w - 0 1\ngoal capture e2\npar 1\nsolution e2e3\n",
            "no enemy unit on e2",
        ),
        (
            "stage a\ntitle t\nintro i\nlevel\nsay x\nposition armor 8/8/8/8/8/8/8/8 7k/8/8/8/8/8/4R3/K7 w - 0 1\ngoal king\npar 1\nsolution e2e3\n",
            "the position is armor",
        ),
        ("stage a\ntitle T!\n", "message key"),
        ("stage a\ntitle t\nintro i\nlevel\ngoal fly\n", "a goal is"),
        ("stage a\ntitle t\nintro i\nlevel\npar 0\n", "par is a number"),
        ("stage a\ntitle t\nintro i\nlevel\nsolution e2\n", "not a move"),
        ("stage a\nshout x\n", "unknown field"),
    ];
    for (text, expected) in cases {
        let e = Book::parse(Ruleset::Iron, text).expect_err(text);
        assert!(e.to_string().contains(expected), "{text:?}: {e}");
    }
    let e = Book::parse(Ruleset::Iron, "stage a\ntitle t\nintro i\nlevel\npar x\n").unwrap_err();
    assert_eq!(e.line, 5);
}
