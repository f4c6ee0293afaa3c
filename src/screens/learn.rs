//! Learn: the lessons of the game chosen, a path of stages, each a short
//! series of levels played on the real board. The lessons themselves are
//! data (`lessons/`, read by the `cyvasse_lessons` crate): the page fetches
//! the ruleset's stages and their words in the language on show when Learn
//! is opened, and keeps the learner's stars (`storage::Progress`).
//!
//! After the stages of the book comes one the page builds itself: the
//! learner's own homeland, built on the real setup screen (a part of its
//! own, given by the caller), three stars when the King is sheltered from
//! every enemy unit's first move.

use std::collections::HashMap;
use std::sync::Arc;

use cyvasse::{Color, Homeland, Move, Ruleset, Square, Uci};
use cyvasse_lessons::{Book, Detour, Loss, Progress as Course};
use leptos::prelude::*;

use crate::board::{position_cells, position_marks, Ask, Board, Mark};
use crate::drag::{DragEnd, Ghost};
use crate::i18n::catalog;
use crate::i18n::words::game_title;
use crate::i18n::{fetch_text, fill, lang, reasons, t, Msg};
use crate::later::{after_paint, later, next_task};
use crate::learn_model::{LessonBoard, Press, Said};
use crate::notation;
use crate::part::{deferred, Fetching};
use crate::reader;
use crate::setup_model::SetupBoard;
use crate::signals::settled;
use crate::storage::{self, level_id, Progress, Trouble};
use crate::widgets::button;

/// A ruleset's lessons and their words in the language on show.
pub struct Lessons {
    book: Book,
    words: HashMap<String, String>,
}

impl Lessons {
    /// The words of a message key of the lessons (the key itself if the
    /// catalog lacks it: the build's tests see that none does).
    fn say(&self, key: &str) -> String {
        self.words
            .get(key)
            .cloned()
            .unwrap_or_else(|| key.to_string())
    }
}

/// Reads the words' catalog of the lessons.
fn read_words(words: &str) -> Result<HashMap<String, String>, String> {
    Ok(catalog::parse(words)
        .map_err(|e| e.to_string())?
        .entries
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect())
}

/// Fetches and reads `ruleset`'s lessons (see `scripts/finish-build.py`,
/// which serves them): a stage in each task (a position's tables take a
/// while on a slow phone), then the words, and the path drawn in the next.
async fn load(ruleset: Ruleset) -> Result<Lessons, String> {
    let name = ruleset.name();
    let stages = fetch_text(&format!("lessons/{name}.txt"))
        .await
        .map_err(|_| t(Msg::LearnNotLoaded).to_string())?;
    let words = fetch_text(&format!("lessons/{name}-{}.txt", lang().code()))
        .await
        .map_err(|_| t(Msg::LearnNotLoaded).to_string())?;
    let broken = |e: String| fill(Msg::LearnBroken, &[("reason", &e)]);
    next_task().await;
    let mut reading = Book::reading(ruleset, &stages);
    while reading.step().map_err(|e| broken(e.to_string()))? {
        next_task().await;
    }
    let book = reading.finish().map_err(|e| broken(e.to_string()))?;
    next_task().await;
    let words = read_words(&words).map_err(broken)?;
    next_task().await;
    Ok(Lessons { book, words })
}

/// The homeland lesson's setup screen: the setup being built, and what
/// to do with the homeland once it is done.
pub struct HomelandLesson {
    /// The setup, of White's homeland in the game chosen.
    pub setup: RwSignal<SetupBoard>,
    /// Told the homeland when the learner is done.
    pub on_done: Callback<Homeland>,
}

/// The last stage's name in the learner's progress: the homeland.
const HOMELAND: &str = "homeland";

/// What is open on the Learn screen besides the path.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Open {
    /// A level of the book: its stage and its number, from 0.
    Level(usize, usize),
    /// The learner's homeland, after the book's stages.
    Homeland,
}

/// The Learn screen: the path of stages, or a level being played.
#[component]
pub fn LearnScreen(
    /// The game whose lessons are shown.
    ruleset: Ruleset,
    /// Back to the start screen.
    on_back: Callback<()>,
    /// Where what goes wrong with saving is told.
    notice: RwSignal<Option<String>>,
    /// The setup screen for the homeland lesson (a part of its own).
    setup: Callback<HomelandLesson, Fetching>,
) -> impl IntoView {
    let loaded = RwSignal::new(None::<Result<Arc<Lessons>, String>>);
    leptos::task::spawn_local(async move {
        let lessons = load(ruleset).await.map(Arc::new);
        let _ = loaded.try_set(Some(lessons));
    });
    move || {
        match loaded.get() {
        None => view! {
            <div class="screen learn">
                <p class="hint" role="status">{t(Msg::LearnLoading)}</p>
            </div>
        }
        .into_any(),
        Some(Err(reason)) => view! {
            <div class="screen learn">
                <p class="error" role="alert">{reason}</p>
                {button("button", t(Msg::LearnHome), move || on_back.run(()))}
            </div>
        }
        .into_any(),
        Some(Ok(lessons)) => {
            view! { <Course lessons=lessons ruleset=ruleset on_back=on_back notice=notice setup=setup /> }
                .into_any()
        }
    }
    }
}

/// The path, or the level opened from it.
#[component]
fn Course(
    lessons: Arc<Lessons>,
    ruleset: Ruleset,
    on_back: Callback<()>,
    notice: RwSignal<Option<String>>,
    setup: Callback<HomelandLesson, Fetching>,
) -> impl IntoView {
    let mut trouble = Trouble::default();
    let progress = RwSignal::new(storage::progress(ruleset, &mut trouble));
    if let Some(message) = trouble.message() {
        notice.set(Some(message));
    }
    let open = RwSignal::new(None::<Open>);
    // A level's screen stays up from one level to the next: the level in it
    // changes, not the screen (a board built anew is the costliest thing on
    // a slow phone).
    let shows = Memo::new(move |_| open.get().map(|o| matches!(o, Open::Level(..))));
    let at = Memo::new(move |was: Option<&(usize, usize)>| match open.get() {
        Some(Open::Level(stage, level)) => (stage, level),
        _ => was.copied().unwrap_or_default(),
    });
    move || {
        match shows.get() {
        None => view! { <StagePath lessons=lessons.clone() ruleset=ruleset progress=progress open=open on_back=on_back /> }.into_any(),
        Some(true) => view! {
            <LevelScreen lessons=lessons.clone() ruleset=ruleset at=at progress=progress open=open notice=notice />
        }
        .into_any(),
        Some(false) => view! {
            <HomelandStage ruleset=ruleset stage=lessons.book.stages.len() progress=progress open=open notice=notice setup=setup />
        }
        .into_any(),
    }
    }
}

/// Keeps the stars earned on the level `id` (the better of these and the
/// ones it had) and saves them once they are on show (with what another
/// tab saved meanwhile); what cannot be saved is said in `notice`.
fn keep_stars(
    ruleset: Ruleset,
    progress: RwSignal<Progress>,
    notice: RwSignal<Option<String>>,
    id: String,
    stars: u8,
) {
    progress.update(|p| p.earned(id, stars));
    after_paint(
        move || match storage::save_progress(ruleset, &progress.get_untracked()) {
            Ok(stored) => {
                let _ = progress.try_set(stored);
            }
            Err(e) => {
                let _ = notice.try_set(Some(fill(
                    Msg::LearnNotSaved,
                    &[("reason", &e.to_string())],
                )));
            }
        },
    );
}

/// Stars as marks: `stars` filled of `total`.
fn star_marks(stars: usize, total: usize) -> String {
    "★".repeat(stars) + &"☆".repeat(total.saturating_sub(stars))
}

/// The first level without stars, in path order: the homeland after the
/// book's levels.
fn next_level(book: &Book, progress: &Progress) -> Open {
    book.stages
        .iter()
        .enumerate()
        .flat_map(|(s, stage)| (0..stage.levels.len()).map(move |l| (s, l)))
        .find(|&(s, l)| progress.stars_of(&level_id(&book.stages[s].name, l)) == 0)
        .map_or(Open::Homeland, |(s, l)| Open::Level(s, l))
}

/// The stages, each with its stars; the next one to take stands out.
#[component]
fn StagePath(
    lessons: Arc<Lessons>,
    ruleset: Ruleset,
    progress: RwSignal<Progress>,
    open: RwSignal<Option<Open>>,
    on_back: Callback<()>,
) -> impl IntoView {
    let next_stage = match progress.with_untracked(|p| next_level(&lessons.book, p)) {
        Open::Level(s, _) => s,
        Open::Homeland => lessons.book.stages.len(),
    };
    let stages = lessons
        .book
        .stages
        .iter()
        .enumerate()
        .map(|(s, stage)| {
            let (earned, done) = progress.with_untracked(|p| {
                let stars: Vec<u8> = (0..stage.levels.len())
                    .map(|l| p.stars_of(&level_id(&stage.name, l)))
                    .collect();
                (
                    stars.iter().map(|&n| usize::from(n)).sum::<usize>(),
                    stars.iter().all(|&n| n > 0),
                )
            });
            let total = 3 * stage.levels.len();
            let first = progress.with_untracked(|p| {
                (0..stage.levels.len())
                    .find(|&l| p.stars_of(&level_id(&stage.name, l)) == 0)
                    .unwrap_or(0)
            });
            let stars_label = fill(
                Msg::LearnStars,
                &[("n", &earned.to_string()), ("total", &total.to_string())],
            );
            view! {
                <li>
                    <button
                        type="button"
                        class="stage-card"
                        class:done=done
                        class:next=s == next_stage
                        data-stage=stage.name.clone()
                        on:click=move |_| open.set(Some(Open::Level(s, first)))
                    >
                        <span class="stage-number">{fill(Msg::LearnStage, &[("n", &(s + 1).to_string())])}</span>
                        <span class="stage-title">{lessons.say(&stage.title)}</span>
                        <span class="stage-stars" aria-label=stars_label.clone() title=stars_label>
                            {format!("★ {earned}/{total}")}
                        </span>
                    </button>
                </li>
            }
        })
        .collect_view();
    let homeland = lessons.book.stages.len();
    let homeland_stars =
        usize::from(progress.with_untracked(|p| p.stars_of(&level_id(HOMELAND, 0))));
    let homeland_label = fill(
        Msg::LearnStars,
        &[("n", &homeland_stars.to_string()), ("total", "3")],
    );
    view! {
        <div class="screen learn">
            <div class="learn-card">
                <h2>{fill(Msg::LearnTitle, &[("game", game_title(ruleset))])}</h2>
                <p class="lede">{t(Msg::LearnLede)}</p>
                <ol class="stages">
                    {stages}
                    <li>
                        <button
                            type="button"
                            class="stage-card"
                            class:done={homeland_stars > 0}
                            class:next={next_stage == homeland}
                            data-stage=HOMELAND
                            on:click=move |_| open.set(Some(Open::Homeland))
                        >
                            <span class="stage-number">{fill(Msg::LearnStage, &[("n", &(homeland + 1).to_string())])}</span>
                            <span class="stage-title">{t(Msg::LearnHomeland)}</span>
                            <span class="stage-stars" aria-label=homeland_label.clone() title=homeland_label>
                                {format!("★ {homeland_stars}/3")}
                            </span>
                        </button>
                    </li>
                </ol>
                {button("button", t(Msg::LearnHome), move || on_back.run(()))}
            </div>
        </div>
    }
}

/// What the status line says of `board`: how the level went, or why the
/// last press did nothing, or the hint, or the enemy's reply.
fn status(board: &LessonBoard) -> (bool, String) {
    let level = board.attempt.level();
    match board.attempt.progress() {
        Course::Done { stars, .. } => {
            // (Its count is on the line above.)
            let mut line = t(Msg::LearnDone).to_string();
            if stars < 3 {
                line.push(' ');
                line += &fill(Msg::LearnOverPar, &[("par", &level.par.to_string())]);
            }
            (true, line)
        }
        Course::Lost(loss) => (
            false,
            t(match loss {
                Loss::UnitTaken => Msg::LearnLostUnit,
                Loss::KingTaken => Msg::LearnLostKing,
                Loss::GameOver => Msg::LearnLostOver,
                Loss::NoMove => Msg::LearnLostNoMove,
            })
            .to_string(),
        ),
        Course::Playing => match board.said {
            Some(Said::Refused(uci)) => (
                false,
                board
                    .attempt
                    .position()
                    .refusal(uci)
                    .map(|r| reasons::refusal(&r))
                    .unwrap_or_default(),
            ),
            Some(Said::NoHint) => (false, t(Msg::LearnNoHint).to_string()),
            Some(Said::Detour(detour)) => {
                let mut line = moves_said(board);
                line.push(' ');
                line += &match detour {
                    Detour::OverPar { left } => fill(Msg::LearnOffPar, &[("n", &left.to_string())]),
                    Detour::Astray => t(Msg::LearnAstray).to_string(),
                };
                (false, line)
            }
            None => match (board.hint, board.last) {
                (Some(Uci::Normal { from, to }), _) => (
                    true,
                    fill(
                        Msg::LearnHintLine,
                        &[("from", &from.to_string()), ("to", &to.to_string())],
                    ),
                ),
                (Some(Uci::Pass), _) => (true, t(Msg::LearnHintPass).to_string()),
                (None, _) => (true, moves_said(board)),
            },
        },
    }
}

/// The learner's last move in words, and the enemy's reply to it.
fn moves_said(board: &LessonBoard) -> String {
    let Some(turn) = board.last else {
        return String::new();
    };
    let mut line = board
        .before_move
        .as_ref()
        .map(|before| {
            fill(
                Msg::LearnPlayed,
                &[("move", &notation::sentence(before, turn.played))],
            )
        })
        .unwrap_or_default();
    if let (Some(reply), Some(before)) = (turn.reply, &board.before_reply) {
        line.push(' ');
        line += &fill(
            Msg::LearnReply,
            &[("move", &notation::sentence(before, reply))],
        );
    }
    line
}

/// The marks of a level's board: the position's own, the goal, the last
/// moves, the unit picked up and where it can go, the hint.
fn lesson_marks(board: &LessonBoard) -> Vec<(Square, Mark)> {
    let position = board.attempt.position();
    let mut marks = position_marks(position);
    for sq in board.attempt.goal_squares() {
        marks.push((sq, Mark::Goal));
    }
    if let Some(turn) = board.last {
        for m in [Some(turn.played), turn.reply].into_iter().flatten() {
            if let Move::Normal { from, to, .. } = m {
                marks.push((from, Mark::LastFrom));
                marks.push((to, Mark::LastTo));
            }
        }
    }
    if let Some(Uci::Normal { from, to }) = board.hint {
        marks.push((from, Mark::Hint));
        marks.push((to, Mark::Hint));
    }
    if let Some(sq) = board.selected() {
        marks.push((sq, Mark::Selected));
    }
    for m in board.destinations() {
        if let Move::Normal { to, kind, .. } = m {
            marks.push((to, Mark::destination(kind)));
        }
    }
    marks
}

/// The level after `(stage, level)` on the path: the next of its stage,
/// the next stage's first, or the homeland.
fn after(book: &Book, (stage, level): (usize, usize)) -> Open {
    if level + 1 < book.stages[stage].levels.len() {
        Open::Level(stage, level + 1)
    } else if stage + 1 < book.stages.len() {
        Open::Level(stage + 1, 0)
    } else {
        Open::Homeland
    }
}

/// A level on the board, with its goal, its stars and its buttons; the
/// level `at` (its stage and number) changes in place.
#[component]
fn LevelScreen(
    lessons: Arc<Lessons>,
    ruleset: Ruleset,
    at: Memo<(usize, usize)>,
    progress: RwSignal<Progress>,
    open: RwSignal<Option<Open>>,
    notice: RwSignal<Option<String>>,
) -> impl IntoView {
    let level_of = {
        let lessons = lessons.clone();
        move |(stage, level): (usize, usize)| lessons.book.stages[stage].levels[level].clone()
    };
    let id_of = {
        let lessons = lessons.clone();
        move |(stage, level): (usize, usize)| level_id(&lessons.book.stages[stage].name, level)
    };
    let board = RwSignal::new(LessonBoard::new(&level_of(at.get_untracked())));
    // Another level: on the same board; and it is the one to come back to.
    let last_id = id_of.clone();
    Effect::new(move |before: Option<(usize, usize)>| {
        let now = at.get();
        if before.is_some_and(|b| b != now) {
            board.set(LessonBoard::new(&level_of(now)));
            // The button pressed is gone with the level: the focus goes to
            // the new goal.
            after_paint(|| {
                use wasm_bindgen::JsCast;
                if let Some(goal) = document()
                    .query_selector(".lesson-goal")
                    .ok()
                    .flatten()
                    .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
                {
                    let _ = goal.focus();
                }
            });
        }
        // Kept to come back to, once the level is on show (a store's
        // read and write are not the level's to wait for).
        progress.update(|p| p.last = Some(last_id(now)));
        after_paint(move || {
            let _ = storage::save_progress(ruleset, &progress.get_untracked());
        });
        now
    });

    // The stars of a level done, kept at once.
    let course = Memo::new(move |_| board.with(|b| b.attempt.progress()));
    let saved_id = id_of;
    Effect::new(move |_| {
        if let Course::Done { stars, .. } = course.get() {
            keep_stars(
                ruleset,
                progress,
                notice,
                saved_id(at.get_untracked()),
                stars,
            );
        }
    });

    // The squares change with the position only, not with a unit picked up.
    let shown =
        settled(move || board.with(|b| (b.attempt.position().zobrist(), b.attempt.played().len())));
    let cells = Memo::new(move |_| {
        let _ = shown.get();
        board.with_untracked(|b| position_cells(b.attempt.position()))
    });
    let marks = Memo::new(move |_| board.with(lesson_marks));
    let on_press = Callback::new(move |sq: Square| {
        let mut press = Press::Nothing;
        board.update(|b| press = b.press(sq));
        match press {
            Press::Drag(sq) => board
                .with_untracked(|b| b.attempt.position().piece_at(sq))
                .map(Ghost::Unit),
            _ => None,
        }
    });
    let on_release = Callback::new(move |(sq, end): (Square, DragEnd)| {
        if board.with_untracked(|b| b.selected() == Some(sq)) {
            board.update(|b| {
                b.release(sq, end.over, end.moved);
            });
        }
    });
    let on_ask = Callback::new(move |(ask, sq): (Ask, Square)| {
        board.with_untracked(|b| reader::answer_in(b.attempt.position(), b.last_move(), ask, sq))
    });
    // The panel, then the board, each built in a stage of its own after the
    // frame of the press that opened the level (the panel's stage is queued
    // first).
    let panel = later(move || {
        view! { <LevelPanel lessons=lessons.clone() at board course progress open /> }
    });
    view! {
        <div class="screen lesson">
            <div class="board-area">
                {later(move || view! {
                    <Board
                        cells=cells
                        marks=marks
                        flipped=false
                        on_press=on_press
                        on_release=on_release
                        label=fill(Msg::LearnTitle, &[("game", game_title(ruleset))])
                        on_ask=on_ask
                    />
                })}
            </div>
            {panel}
        </div>
    }
}

/// A level's panel: its stage and level, the goal, par and moves, what the
/// last press did, and the buttons.
#[component]
fn LevelPanel(
    lessons: Arc<Lessons>,
    at: Memo<(usize, usize)>,
    board: RwSignal<LessonBoard>,
    course: Memo<Course>,
    progress: RwSignal<Progress>,
    open: RwSignal<Option<Open>>,
) -> impl IntoView {
    let line = Memo::new(move |_| board.with(status));
    let moves = Memo::new(move |_| board.with(|b| b.attempt.moves()));
    let par = Memo::new(move |_| board.with(|b| b.attempt.level().par));
    let done = Memo::new(move |_| matches!(course.get(), Course::Done { .. }));
    let playing = Memo::new(move |_| course.get() == Course::Playing);
    let must_pass = Memo::new(move |_| board.with(LessonBoard::must_pass));
    let stars = Memo::new(move |_| match course.get() {
        Course::Done { stars, .. } => stars,
        _ => 0,
    });

    // The panel's words, for the level on show.
    let words = lessons.clone();
    let head = move || {
        let (stage, level) = at.get();
        let this = &words.book.stages[stage];
        let levels = this.levels.len();
        let dots = (0..levels)
            .map(|l| {
                let key = level_id(&this.name, l);
                let label = fill(Msg::LearnLevelButton, &[("n", &(l + 1).to_string())]);
                view! {
                    <button
                        type="button"
                        class="level-dot"
                        class:current=l == level
                        aria-current=(l == level).then_some("step")
                        aria-label=label
                        on:click=move |_| open.set(Some(Open::Level(stage, l)))
                    >
                        <span class="dot-number" aria-hidden="true">{l + 1}</span>
                        <span class="dot-stars" aria-hidden="true">
                            {move || star_marks(usize::from(progress.with(|p| p.stars_of(&key))), 3)}
                        </span>
                    </button>
                }
            })
            .collect_view();
        let title = format!(
            "{} · {}",
            fill(Msg::LearnStage, &[("n", &(stage + 1).to_string())]),
            words.say(&this.title)
        );
        let group = fill(
            Msg::LearnLevel,
            &[
                ("n", &(level + 1).to_string()),
                ("total", &levels.to_string()),
            ],
        );
        view! {
            <div class="lesson-head">
                {button("button small", t(Msg::LearnPath), move || open.set(None))}
                <span class="lesson-stage">{title}</span>
            </div>
            <div class="level-dots" role="group" aria-label=group>{dots}</div>
            <p class="hint small lesson-intro">{words.say(&this.intro)}</p>
            <h2 class="lesson-goal" tabindex="-1">{words.say(&this.levels[level].say)}</h2>
        }
    };
    let book = lessons.clone();
    let next_label = move || {
        let now = at.get();
        match after(&book.book, now) {
            Open::Level(stage, _) if stage == now.0 => t(Msg::LearnNext),
            _ => t(Msg::LearnNextStage),
        }
    };
    let go_next = move || {
        let now = at.get_untracked();
        open.set(Some(after(&lessons.book, now)));
    };
    let go_next = Callback::new(move |()| go_next());
    view! {
    <aside class="panel lesson-panel">
        {head}
        <p class="hint lesson-par">
            {move || fill(Msg::LearnPar, &[("n", &par.get().to_string())])}
            " · "
            {move || fill(Msg::LearnMoves, &[("n", &moves.get().to_string())])}
        </p>
        <p
            class="lesson-status"
            class:good=move || line.with(|l| l.0)
            class:bad=move || line.with(|l| !l.0)
            role="status"
            aria-live="polite"
        >
            {move || line.with(|l| l.1.clone())}
            {move || done.get().then(|| view! {
                <span class="lesson-stars" aria-label=fill(Msg::LearnStars, &[("n", &stars.get().to_string()), ("total", "3")])>
                    {star_marks(usize::from(stars.get()), 3)}
                </span>
            })}
        </p>
        <div class="actions">
            {move || must_pass.get().then(|| button("button primary", t(Msg::LearnPass), move || board.update(|b| { b.pass(); })))}
            {move || playing.get().then(|| button("button", t(Msg::LearnHint), move || board.update(LessonBoard::show_hint)))}
            {button("button", t(Msg::LearnRetry), move || board.update(LessonBoard::retry))}
            {move || done.get().then(|| button("button primary", next_label(), move || go_next.run(())))}
        </div>
    </aside>
    }
}

/// Where the homeland lesson stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Building {
    /// Its card: what a homeland is, and the goal.
    Card,
    /// The setup screen.
    Setup,
    /// Built, with its stars.
    Built(u8),
}

/// The last stage: the learner builds a homeland on the real setup screen.
#[component]
fn HomelandStage(
    ruleset: Ruleset,
    /// Its number on the path, from 0.
    stage: usize,
    progress: RwSignal<Progress>,
    open: RwSignal<Option<Open>>,
    notice: RwSignal<Option<String>>,
    setup: Callback<HomelandLesson, Fetching>,
) -> impl IntoView {
    let building = RwSignal::new(Building::Card);
    let board = RwSignal::new(SetupBoard::new(ruleset, Color::White));
    let on_done = Callback::new(move |_: Homeland| {
        let stars = if board.with_untracked(SetupBoard::king_exposed) {
            2
        } else {
            3
        };
        keep_stars(ruleset, progress, notice, level_id(HOMELAND, 0), stars);
        building.set(Building::Built(stars));
    });
    let title = format!(
        "{} · {}",
        fill(Msg::LearnStage, &[("n", &(stage + 1).to_string())]),
        t(Msg::LearnHomeland)
    );
    move || {
        match building.get() {
        Building::Setup => deferred(setup.run(HomelandLesson { setup: board, on_done })).into_any(),
        Building::Card => view! {
            <div class="screen learn">
                <div class="learn-card">
                    <p class="lesson-stage">{title.clone()}</p>
                    <h2>{t(Msg::LearnHomeland)}</h2>
                    <p class="lede">{fill(Msg::LearnHomelandIntro, &[("rule", &reasons::mountain_rule(ruleset))])}</p>
                    <p class="lesson-goal">{t(Msg::LearnHomelandGoal)}</p>
                    <div class="menu">
                        {button("button primary big", t(Msg::LearnHomelandStart), move || building.set(Building::Setup))}
                        {button("button big", t(Msg::LearnPath), move || open.set(None))}
                    </div>
                </div>
            </div>
        }
        .into_any(),
        Building::Built(stars) => view! {
            <div class="screen learn">
                <div class="learn-card" role="status">
                    <p class="lesson-stage">{title.clone()}</p>
                    <h2>{t(if stars == 3 { Msg::LearnHomelandSheltered } else { Msg::LearnHomelandExposed })}</h2>
                    <p class="lesson-stars" aria-label=fill(Msg::LearnStars, &[("n", &stars.to_string()), ("total", "3")])>
                        {star_marks(usize::from(stars), 3)}
                    </p>
                    <p class="lede">{t(Msg::LearnAllDone)}</p>
                    <div class="menu">
                        {button("button big", t(Msg::LearnRetry), move || {
                            board.set(SetupBoard::new(ruleset, Color::White));
                            building.set(Building::Setup);
                        })}
                        {button("button primary big", t(Msg::LearnPath), move || open.set(None))}
                    </div>
                </div>
            </div>
        }
        .into_any(),
    }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lessons_read_with_their_words() {
        let stages = cyvasse_lessons_text();
        let words = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/lessons/iron/words/en.txt"
        ))
        .unwrap();
        let lessons = Lessons {
            book: Book::parse(Ruleset::Iron, &stages).unwrap(),
            words: read_words(&words).unwrap(),
        };
        assert_eq!(lessons.say("iron-rabble"), "First steps: the Rabble");
        assert_eq!(lessons.say("no-such-key"), "no-such-key");
        let progress = Progress::default();
        assert_eq!(next_level(&lessons.book, &progress), Open::Level(0, 0));
        let mut all = Progress::default();
        for stage in &lessons.book.stages {
            for l in 0..stage.levels.len() {
                all.stars.insert(level_id(&stage.name, l), 1);
            }
        }
        assert_eq!(next_level(&lessons.book, &all), Open::Homeland);
        assert!(read_words("not a catalog").is_err());
    }

    /// The iron stages joined as the site serves them.
    fn cyvasse_lessons_text() -> String {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/lessons/iron");
        let mut files: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "txt"))
            .collect();
        files.sort();
        files
            .iter()
            .map(|p| std::fs::read_to_string(p).unwrap() + "\n")
            .collect()
    }

    #[test]
    fn stars_are_drawn_filled_then_empty() {
        assert_eq!(star_marks(2, 3), "★★☆");
        assert_eq!(star_marks(0, 3), "☆☆☆");
    }
}
