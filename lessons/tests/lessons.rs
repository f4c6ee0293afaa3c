//! Every lesson reads, plays to its goal in par by its solution, and has no
//! shorter way there; every word it names is in each language's catalog.

#[allow(dead_code)]
#[path = "../../src/i18n/catalog.rs"]
mod catalog;

use cyvasse::Ruleset;
use cyvasse_lessons::{book, shortest, text, Attempt, Book, Progress, Step};

const LANGUAGES: [&str; 5] = ["en", "id", "vi", "hi", "tr"];

fn books() -> Vec<Book> {
    [Ruleset::Iron, Ruleset::Armor]
        .into_iter()
        .map(|r| book(r).unwrap_or_else(|e| panic!("{r} lessons: {e}")))
        .collect()
}

#[test]
fn the_lessons_cover_both_games_in_at_least_24_stages_and_80_levels() {
    let books = books();
    let stages: usize = books.iter().map(|b| b.stages.len()).sum();
    let levels: usize = books.iter().map(Book::levels).sum();
    assert!(stages >= 24, "{stages} stages");
    assert!(levels >= 80, "{levels} levels");
    for book in &books {
        assert!(
            book.stages.len() >= 10,
            "{}: {} stages",
            book.ruleset,
            book.stages.len()
        );
        // The first stage is done in under a minute: a few short levels.
        let first = &book.stages[0];
        let moves: u32 = first.levels.iter().map(|l| l.par).sum();
        assert!(
            moves <= 8,
            "{}: the first stage takes {moves} moves",
            book.ruleset
        );
    }
}

#[test]
fn read_a_stage_at_a_time_the_book_is_the_same() {
    for ruleset in [Ruleset::Iron, Ruleset::Armor] {
        let whole = book(ruleset).unwrap();
        let text = text(ruleset);
        let mut reading = Book::reading(ruleset, &text);
        let mut steps = 0;
        while reading.step().unwrap() {
            steps += 1;
        }
        // A step ends where the next stage begins.
        assert_eq!(steps, whole.stages.len() - 1);
        let read = reading.finish().unwrap();
        let names = |b: &Book| {
            b.stages
                .iter()
                .map(|s| (s.name.clone(), s.levels.len()))
                .collect::<Vec<_>>()
        };
        assert_eq!(names(&read), names(&whole));
    }
}

#[test]
fn every_solution_reaches_its_goal_in_par() {
    for book in books() {
        for (s, stage) in book.stages.iter().enumerate() {
            for (l, level) in stage.levels.iter().enumerate() {
                let id = format!("{} {}/{}", book.ruleset, s + 1, l + 1);
                let mut attempt = Attempt::new(level);
                for uci in level.learner_moves() {
                    assert_eq!(
                        attempt.progress(),
                        Progress::Playing,
                        "{id}: over before {uci}"
                    );
                    attempt
                        .play(uci)
                        .unwrap_or_else(|e| panic!("{id}: the solution's {uci}: {e}"));
                }
                assert_eq!(
                    attempt.progress(),
                    Progress::Done {
                        moves: level.par,
                        stars: 3
                    },
                    "{id}: the solution does not reach the goal"
                );
                assert_eq!(
                    attempt.played(),
                    &level.solution[..],
                    "{id}: the scripted replies are not the ones played"
                );
            }
        }
    }
}

#[test]
fn no_level_is_solved_in_fewer_moves_than_its_par() {
    for book in books() {
        for (s, stage) in book.stages.iter().enumerate() {
            for (l, level) in stage.levels.iter().enumerate() {
                let id = format!("{} {}/{}", book.ruleset, s + 1, l + 1);
                if let Some(shorter) = shortest(level, level.par - 1) {
                    let line: Vec<String> = shorter.iter().map(Step::to_string).collect();
                    panic!(
                        "{id}: solved in fewer than par {}: {}",
                        level.par,
                        line.join(" ")
                    );
                }
            }
        }
    }
}

fn catalog_text(ruleset: Ruleset, lang: &str) -> String {
    let path = format!("{}/{ruleset}/words/{lang}.txt", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn every_word_is_in_every_language() {
    for book in books() {
        let english_text = catalog_text(book.ruleset, "en");
        let english =
            catalog::parse(&english_text).unwrap_or_else(|e| panic!("{} en: {e}", book.ruleset));
        let keys: Vec<&str> = english.entries.iter().map(|(k, _)| *k).collect();
        for stage in &book.stages {
            let used = [&stage.title, &stage.intro]
                .into_iter()
                .chain(stage.levels.iter().map(|l| &l.say));
            for key in used {
                assert!(
                    keys.contains(&key.as_str()),
                    "{}: `{key}` has no English words",
                    book.ruleset
                );
            }
        }
        for lang in &LANGUAGES[1..] {
            let text = catalog_text(book.ruleset, lang);
            let theirs =
                catalog::parse(&text).unwrap_or_else(|e| panic!("{} {lang}: {e}", book.ruleset));
            theirs
                .matches(&english)
                .unwrap_or_else(|e| panic!("{} {lang}: {e}", book.ruleset));
        }
    }
}

#[test]
fn the_readme_names_only_levels_that_exist() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md"))
        .expect("README.md");
    let books = books();
    for (heading, ruleset) in [
        ("#### Iron Throne", Ruleset::Iron),
        ("#### Armor", Ruleset::Armor),
    ] {
        let book = books.iter().find(|b| b.ruleset == ruleset).unwrap();
        let start = readme
            .find(heading)
            .unwrap_or_else(|| panic!("README has no {heading}"));
        let table: Vec<&str> = readme[start..]
            .lines()
            .skip(1)
            .skip_while(|l| l.trim().is_empty())
            .take_while(|l| l.starts_with('|'))
            .collect();
        assert!(table.len() > 20, "{heading}: {} rows", table.len());
        for row in table.iter().skip(2) {
            let cells: Vec<&str> = row.split('|').collect();
            let levels = cells[cells.len() - 2];
            for word in levels.split(|c: char| !(c.is_ascii_digit() || c == '/')) {
                let Some((s, l)) = word.split_once('/') else {
                    continue;
                };
                let (s, l): (usize, usize) = (s.parse().unwrap(), l.parse().unwrap());
                assert!(
                    s >= 1
                        && s <= book.stages.len()
                        && l >= 1
                        && l <= book.stages[s - 1].levels.len(),
                    "{heading}: {s}/{l} is not a level ({row})"
                );
            }
        }
    }
}
