//! The computer player, which runs in a Web Worker of its own (`worker/`), so
//! that the page never waits for a search. Requests and replies are the plain
//! text of `worker/src/protocol.rs`; a reply comes back to the callback of its
//! request, and a request that is no longer wanted is simply forgotten.

use crate::i18n::{fill, t, Msg};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

use cyvasse::{Color, Game, GameRecord, Homeland, Level, Ruleset, Uci};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The script that starts the worker (written by Trunk beside the page).
const WORKER: &str = "./cyvasse-worker_loader.js";

/// A move the computer found.
#[derive(Clone, Debug, PartialEq)]
pub struct Found {
    /// The move.
    pub uci: Uci,
    /// The depth of the search that chose it.
    pub depth: u32,
    /// Positions searched.
    pub nodes: u64,
    /// Time spent, in milliseconds.
    pub millis: u64,
}

type Waiting = Rc<RefCell<Vec<(u32, Box<dyn FnOnce(Result<String, String>)>)>>>;

/// The worker and the requests waiting for its replies.
pub struct Ai {
    worker: web_sys::Worker,
    next: Cell<u32>,
    waiting: Waiting,
    /// Requests written before the worker said it was ready; `None` once it has.
    held: Rc<RefCell<Option<Vec<String>>>>,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
}

impl Ai {
    /// Starts the worker.
    pub fn start() -> Result<Ai, String> {
        let worker = web_sys::Worker::new(WORKER).map_err(|_| t(Msg::AiNotStarted).to_string())?;
        let waiting: Waiting = Rc::default();
        let waiting_in = waiting.clone();
        let held: Rc<RefCell<Option<Vec<String>>>> = Rc::new(RefCell::new(Some(Vec::new())));
        let held_in = held.clone();
        let worker_in = worker.clone();
        let on_message =
            Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
                let text = e.data().as_string().unwrap_or_default();
                if text == "ready" {
                    for request in held_in.borrow_mut().take().unwrap_or_default() {
                        let _ = worker_in.post_message(&JsValue::from_str(&request));
                    }
                    return;
                }
                let mut words = text.splitn(3, ' ');
                let (kind, id, rest) = (
                    words.next().unwrap_or(""),
                    words.next().and_then(|w| w.parse::<u32>().ok()),
                    words.next().unwrap_or("").to_string(),
                );
                let Some(id) = id else { return };
                let callback = {
                    let mut waiting = waiting_in.borrow_mut();
                    let at = waiting.iter().position(|(i, _)| *i == id);
                    at.map(|at| waiting.swap_remove(at).1)
                };
                if let Some(callback) = callback {
                    callback(if kind == "error" { Err(rest) } else { Ok(rest) });
                }
            });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        Ok(Ai {
            worker,
            next: Cell::new(1),
            waiting,
            held,
            _on_message: on_message,
        })
    }

    /// Sends `<kind> <id> <args>` and `body` on the lines below.
    fn ask(
        &self,
        kind: &str,
        args: String,
        body: &str,
        done: Box<dyn FnOnce(Result<String, String>)>,
    ) -> u32 {
        let id = self.next.get();
        self.next.set(id + 1);
        self.waiting.borrow_mut().push((id, done));
        let request = format!("{kind} {id} {args}\n{body}");
        if let Some(held) = self.held.borrow_mut().as_mut() {
            held.push(request);
            return id;
        }
        if self
            .worker
            .post_message(&JsValue::from_str(&request))
            .is_err()
        {
            let at = self.waiting.borrow().iter().position(|(i, _)| *i == id);
            if let Some(at) = at {
                let (_, done) = self.waiting.borrow_mut().swap_remove(at);
                done(Err(t(Msg::AiNotAnswering).into()));
            }
        }
        id
    }

    /// Asks for a move in the game's position at `level`, within `millis`
    /// milliseconds (0: the level's own limits).
    pub fn think(
        &self,
        game: &Game,
        level: Level,
        millis: u32,
        seed: u64,
        done: impl FnOnce(Result<Found, String>) + 'static,
    ) -> u32 {
        let text = GameRecord::of(game).to_text();
        self.ask(
            "think",
            format!("{level} {millis} 0 {seed}"),
            &text,
            Box::new(move |reply| done(reply.and_then(|r| parse_found(&r)))),
        )
    }

    /// Offers the computer, playing `side` at `level`, a draw in the game's
    /// position: `true` if it accepts (it judges its position no better than
    /// level), after a search of at most `millis` milliseconds.
    pub fn answer_draw(
        &self,
        game: &Game,
        side: Color,
        level: Level,
        millis: u32,
        done: impl FnOnce(Result<bool, String>) + 'static,
    ) -> u32 {
        let text = GameRecord::of(game).to_text();
        self.ask(
            "draw",
            format!("{level} {millis} {}", side.char()),
            &text,
            Box::new(move |reply| {
                done(reply.and_then(|r| match r.as_str() {
                    "accept" => Ok(true),
                    "decline" => Ok(false),
                    _ => Err(fill(Msg::AiUnreadable, &[("reply", &r)])),
                }))
            }),
        )
    }

    /// Asks for a homeland built by the computer for `side`.
    pub fn homeland(
        &self,
        ruleset: Ruleset,
        side: Color,
        seed: u64,
        done: impl FnOnce(Result<Homeland, String>) + 'static,
    ) -> u32 {
        self.ask(
            "homeland",
            format!("{ruleset} {} {seed}", side.char()),
            "",
            Box::new(move |reply| {
                done(reply.and_then(|r| r.parse::<Homeland>().map_err(|e| e.to_string())))
            }),
        )
    }

    /// Forgets a request: its reply, when it comes, is dropped.
    pub fn forget(&self, id: u32) {
        self.waiting.borrow_mut().retain(|(i, _)| *i != id);
    }
}

/// The page's computer player: its worker, started when first needed and
/// kept, and the search under way. A handle: copies are the same player.
#[derive(Copy, Clone)]
pub struct Computer {
    ai: leptos::prelude::StoredValue<Option<Rc<Ai>>, leptos::prelude::LocalStorage>,
    /// The search under way: its request and the ply it is for.
    pub thinking: leptos::prelude::RwSignal<Option<(u32, usize)>>,
}

impl Computer {
    /// A computer player whose worker is not started yet.
    pub fn new() -> Computer {
        use leptos::prelude::*;
        Computer {
            ai: StoredValue::new_local(None),
            thinking: RwSignal::new(None),
        }
    }

    /// The worker, started now if it is not yet.
    pub fn ai(self) -> Result<Rc<Ai>, String> {
        use leptos::prelude::*;
        if let Some(ai) = self.ai.get_value() {
            return Ok(ai);
        }
        let started = Rc::new(Ai::start()?);
        self.ai.set_value(Some(started.clone()));
        Ok(started)
    }

    /// Forgets the search under way, if any: its answer will be dropped.
    pub fn forget(self) {
        use leptos::prelude::*;
        if let (Some((id, _)), Some(ai)) = (self.thinking.get_untracked(), self.ai.get_value()) {
            ai.forget(id);
        }
        self.thinking.set(None);
    }
}

/// `<move> <depth> <score> <nodes> <millis>`.
fn parse_found(reply: &str) -> Result<Found, String> {
    let words: Vec<&str> = reply.split(' ').collect();
    let bad = || fill(Msg::AiUnreadable, &[("reply", reply)]);
    match words[..] {
        [uci, depth, _score, nodes, millis] => Ok(Found {
            uci: uci.parse().map_err(|_| bad())?,
            depth: depth.parse().map_err(|_| bad())?,
            nodes: nodes.parse().map_err(|_| bad())?,
            millis: millis.parse().map_err(|_| bad())?,
        }),
        _ => Err(bad()),
    }
}
