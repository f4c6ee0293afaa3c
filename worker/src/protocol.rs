//! The messages between the page and the computer player, as plain text, and
//! what the player does with them. Kept apart from the worker's glue so that
//! it can be tested natively.
//!
//! | request | reply |
//! |---|---|
//! | `think <id> <level> <millis> <nodes> <seed>` then, on the next lines, a game's text | `move <id> <move> <depth> <score> <nodes> <millis>` |
//! | `homeland <id> <ruleset> <side> <seed>` | `homeland <id> <homeland text>` |
//! | `draw <id> <level> <millis> <side>` then a game's text: a draw offered to the computer playing `<side>` (`w` or `b`) | `draw <id> accept` or `draw <id> decline` |
//! | `review <id> <nodes>` then a game's text: the next move of the game's review | `review <id> <ply> <move> <before> <after> <best> <mark> <chances-before> <chances-after>`, or `review <id> end` after the last move |
//!
//! A review goes one move a request, so that the page shows each as it
//! comes and stops by asking no more. The worker keeps the review of the
//! last game asked for: the same game's text and nodes go on where it
//! stands; another starts again from the first move. Its fields are those
//! of the command line's `analyse` (RULES.md §4), the same numbers for the
//! same nodes, then the mover's winning chances before and after the move
//! in per mille.
//!
//! The worker says `ready` once it listens; requests sent before that are
//! lost, so the page holds them until then.
//!
//! `<millis>` and `<nodes>` bound the search (0: no bound of that kind; the
//! level's own bounds apply as well). Anything that goes wrong is answered
//! with `error <id> <message>`.

use cyvasse::{Color, Game, GameRecord, Homeland, Level, Ruleset};
use cyvasse_ai::{AiHomeland, Limits, Review, Searcher};

/// What the worker keeps between requests: the searcher and its table (the
/// engine's default size, as the command line's).
#[derive(Default)]
pub struct Player {
    searcher: Searcher,
    /// The review under way: the game's text, the nodes a position, and
    /// where it stands.
    review: Option<(String, u64, Review)>,
}

impl Player {
    /// Answers one request. `now` reads a clock in milliseconds (the page's
    /// worker passes `Date.now`); the engine itself reads none.
    pub fn answer(&mut self, request: &str, now: &mut dyn FnMut() -> f64) -> String {
        let (head, body) = request.split_once('\n').unwrap_or((request, ""));
        let words: Vec<&str> = head.split_ascii_whitespace().collect();
        let id = words.get(1).copied().unwrap_or("0");
        match self.run(&words, body, now) {
            Ok(reply) => reply,
            Err(message) => format!("error {id} {message}"),
        }
    }

    fn run(
        &mut self,
        words: &[&str],
        body: &str,
        now: &mut dyn FnMut() -> f64,
    ) -> Result<String, String> {
        match words {
            ["think", id, level, millis, nodes, seed] => {
                let level: Level = level.parse().map_err(|e| format!("{e}"))?;
                let millis: f64 = millis.parse().map_err(|_| "bad time limit")?;
                let nodes: u64 = nodes.parse().map_err(|_| "bad node limit")?;
                let seed: u64 = seed.parse().map_err(|_| "bad seed")?;
                let game = replayed(body)?;
                let start = now();
                let mut stop = || millis > 0.0 && now() - start >= millis;
                let limits = Limits {
                    depth: None,
                    nodes: (nodes > 0).then_some(nodes),
                    stop: Some(&mut stop),
                };
                let found = self
                    .searcher
                    .choose(&game, level, seed, limits)
                    .ok_or("the game is over")?;
                let spent = now() - start;
                Ok(format!(
                    "move {id} {} {} {} {} {:.0}",
                    found.best, found.depth, found.score.0, found.nodes, spent
                ))
            }
            ["draw", id, level, millis, side] => {
                let level: Level = level.parse().map_err(|e| format!("{e}"))?;
                let millis: f64 = millis.parse().map_err(|_| "bad time limit")?;
                let side = side_of(side)?;
                let game = replayed(body)?;
                let start = now();
                let mut stop = || millis > 0.0 && now() - start >= millis;
                let limits = Limits {
                    depth: None,
                    nodes: None,
                    stop: Some(&mut stop),
                };
                let accepts = self
                    .searcher
                    .answers_draw(&game, side, level, limits)
                    .ok_or("the game is over")?;
                let answer = if accepts { "accept" } else { "decline" };
                Ok(format!("draw {id} {answer}"))
            }
            ["homeland", id, ruleset, side, seed] => {
                let ruleset: Ruleset = ruleset.parse().map_err(|e| format!("{e}"))?;
                let side = side_of(side)?;
                let seed: u64 = seed.parse().map_err(|_| "bad seed")?;
                Ok(format!(
                    "homeland {id} {}",
                    Homeland::ai(ruleset, side, seed)
                ))
            }
            ["review", id, nodes] => {
                let nodes: u64 = nodes
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or("bad node limit")?;
                let same =
                    matches!(&self.review, Some((text, n, _)) if text == body && *n == nodes);
                if !same {
                    let game = replayed(body)?;
                    self.review = Some((body.to_owned(), nodes, Review::new(&game, nodes)));
                }
                let Some((_, _, review)) = self.review.as_mut() else {
                    return Err("no review".into());
                };
                Ok(match review.next() {
                    Some(r) => format!("review {id} {} {} {}", r.line(), r.chances.0, r.chances.1),
                    None => format!("review {id} end"),
                })
            }
            [] => Err("empty request".into()),
            _ => Err("unknown request".into()),
        }
    }
}

/// The game whose text is `body`, replayed.
fn replayed(body: &str) -> Result<Game, String> {
    let record: GameRecord = body.parse().map_err(|e| format!("{e}"))?;
    record.replay().map_err(|e| format!("{e}"))
}

/// `w` or `b`.
fn side_of(word: &str) -> Result<Color, String> {
    match word {
        "w" => Ok(Color::White),
        "b" => Ok(Color::Black),
        _ => Err("the side is w or b".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cyvasse::Position;

    fn clock() -> impl FnMut() -> f64 {
        let mut t = 0.0;
        move || {
            t += 1.0;
            t
        }
    }

    fn game_text(ruleset: Ruleset, seed: u64) -> String {
        let white = Homeland::ai(ruleset, Color::White, seed);
        let black = Homeland::ai(ruleset, Color::Black, seed + 1);
        let game = Game::new(Position::from_homelands(&white, &black).unwrap());
        GameRecord::of(&game).to_text()
    }

    #[test]
    fn a_think_request_gets_a_legal_move_in_either_ruleset() {
        for ruleset in [Ruleset::Iron, Ruleset::Armor] {
            let mut player = Player::default();
            let text = game_text(ruleset, 3);
            let reply = player.answer(&format!("think 7 easy 0 5000 1\n{text}"), &mut clock());
            let words: Vec<&str> = reply.split(' ').collect();
            assert_eq!(&words[..2], ["move", "7"], "{reply}");
            let record: GameRecord = text.parse().unwrap();
            let game = record.replay().unwrap();
            assert_eq!(game.position().ruleset(), ruleset);
            let uci = words[2].parse().unwrap();
            assert!(game.position().to_move(uci).is_ok(), "{reply}");
        }
    }

    #[test]
    fn a_draw_offer_is_answered_from_the_computers_judgment() {
        // White's Catapult on e3 shoots Black's King on e5 at once.
        let record = GameRecord::of(&Game::new(
            "iron 1wmfm1m1/1m2fwmw/1f1t1w1f/2m2ffw/tmm1fm2/2wf2fm/mfwf3f/1w1w1mw1 \
             1d3c2/5r2/3stlxh/1e2k3/6H1/DRS1C3/5EK1/T5XL w - 0 1"
                .parse()
                .unwrap(),
        ))
        .to_text();
        let mut player = Player::default();
        let ask = |player: &mut Player, side: &str| {
            player.answer(&format!("draw 9 medium 0 {side}\n{record}"), &mut clock())
        };
        assert_eq!(ask(&mut player, "b"), "draw 9 accept", "Black is lost");
        assert_eq!(ask(&mut player, "w"), "draw 9 decline", "White is winning");
        assert!(ask(&mut player, "x").starts_with("error 9 "));
    }

    #[test]
    fn a_homeland_request_gets_a_valid_homeland_in_either_ruleset() {
        for ruleset in [Ruleset::Iron, Ruleset::Armor] {
            let mut player = Player::default();
            let reply = player.answer(&format!("homeland 2 {} b 42", ruleset.name()), &mut clock());
            let text = reply.strip_prefix("homeland 2 ").unwrap();
            let h: Homeland = text.parse().unwrap();
            assert_eq!(h.side(), Color::Black);
            assert_eq!(h.ruleset(), ruleset);
            assert!(h.validate().is_ok());
        }
    }

    #[test]
    fn a_review_goes_a_move_a_request_with_the_engines_numbers() {
        // White's Catapult on e3 could shoot Black's King on e5, and White
        // plays a quiet move instead; Black answers.
        let start: Position =
            "iron 1wmfm1m1/1m2fwmw/1f1t1w1f/2m2ffw/tmm1fm2/2wf2fm/mfwf3f/1w1w1mw1 \
                               1d3c2/5r2/3stlxh/1e2k3/6H1/DRS1C3/5EK1/T5XL w - 0 1"
                .parse()
                .unwrap();
        let mut game = Game::new(start);
        game.play("g2g3".parse().unwrap()).unwrap();
        let reply = game.position().legal_moves()[0].to_uci();
        game.play(reply).unwrap();
        let text = GameRecord::of(&game).to_text();
        let mut player = Player::default();
        let ask =
            |player: &mut Player| player.answer(&format!("review 3 2000\n{text}"), &mut clock());
        let first = ask(&mut player);
        let words: Vec<&str> = first.split(' ').collect();
        assert_eq!(words[..4], ["review", "3", "1", "g2g3"], "{first}");
        assert_eq!(words[6..8], ["e3e5", "missed-win"], "{first}");
        // The same numbers as a review run here (and by the command line).
        let direct: Vec<_> = Review::new(&game, 2000).collect();
        assert_eq!(
            words[4],
            direct[0].for_white(direct[0].before.score).0.to_string()
        );
        assert_eq!(words[5], direct[0].for_white(direct[0].after).0.to_string());
        assert_eq!(
            words[8..],
            [
                direct[0].chances.0.to_string(),
                direct[0].chances.1.to_string()
            ]
        );
        let second = ask(&mut player);
        assert!(
            second.starts_with(&format!("review 3 2 {reply} ")),
            "{second}"
        );
        assert_eq!(ask(&mut player), "review 3 end");
        // Another game starts again from its first move.
        let other = GameRecord::of(&Game::new(game.start().clone())).to_text();
        assert_eq!(
            player.answer(&format!("review 4 2000\n{other}"), &mut clock()),
            "review 4 end"
        );
        assert!(ask(&mut player).starts_with("review 3 1 g2g3 "));
        assert!(player
            .answer(&format!("review 5 0\n{text}"), &mut clock())
            .starts_with("error 5 "));
    }

    #[test]
    fn bad_requests_are_answered_with_an_error() {
        let mut player = Player::default();
        for (request, id) in [
            ("", "0"),
            ("dance 4", "4"),
            ("think 5 godlike 0 0 1\n", "5"),
            ("think 6 hard 0 0 1\nnot a game", "6"),
            ("homeland 8 iron x 1", "8"),
        ] {
            let reply = player.answer(request, &mut clock());
            assert!(
                reply.starts_with(&format!("error {id} ")),
                "{request:?}: {reply}"
            );
        }
    }
}
