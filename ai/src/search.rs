//! The search: negamax with alpha-beta pruning and iterative deepening, over
//! a transposition table, with quiescence search at the horizon.
//!
//! The search never reads a clock and never does I/O: the caller bounds it
//! with [`Limits`] — a depth, a node budget, a stop check polled every 1024
//! nodes — and always gets the best move found so far.
//!
//! Scores are from the side to move's point of view, in hundredths of a
//! Rabble ([`EvalWeights`]). Capturing the King ends the game: a position
//! whose side to move has lost its King scores `-(WIN - ply)`, so that a
//! shorter win scores higher and a longer loss less badly. Draws (two passes
//! in a row, a repetition, the 100-ply clock) score 0; within the search any
//! repetition of a position counts as a draw, as it would become one if both
//! sides insisted.

use alloc::boxed::Box;
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

use cyvasse::{
    Bitboard, Board, Game, GameRules, Move, MoveKind, MoveSink, Position, Role, Rules, SplitMix64,
    Square, WhenStuck, NO_CAPTURE_PLIES,
};

use crate::eval::{evaluate, EvalWeights};
use crate::tt::{Bound, PackedMove, Table};

/// The deepest iteration of iterative deepening.
pub const MAX_DEPTH: u32 = 64;

/// The deepest ply the search reaches (iterations, extensions and quiescence together).
const MAX_PLY: usize = 128;

/// More than any score.
const INFINITY: i32 = 32_000;

/// The score of capturing the enemy King now; a win `n` plies away scores `WIN - n`.
pub(crate) const WIN: i32 = 30_000;

/// Scores beyond this are wins or losses at a known distance.
const WIN_BOUND: i32 = WIN - MAX_PLY as i32;

/// How deep the quiescence search answers an attack on the King with every
/// move, not only with captures.
const EVASION_PLIES: u32 = 2;

/// A score from the side to move's point of view: hundredths of a Rabble, or
/// a win or loss a known number of plies away.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Score(pub i32);

impl Score {
    /// The side to move captures the enemy King in this many plies (1: now), if the search proved it.
    pub fn win_in(self) -> Option<u32> {
        (self.0 > WIN_BOUND).then(|| (WIN - self.0) as u32)
    }

    /// The side to move loses its King in this many plies, if the search proved it.
    pub fn loss_in(self) -> Option<u32> {
        (self.0 < -WIN_BOUND).then(|| (WIN + self.0) as u32)
    }
}

/// `cp 35` (hundredths of a Rabble), `win 3` or `loss 2` (plies until the King falls).
impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.win_in(), self.loss_in()) {
            (Some(n), _) => write!(f, "win {n}"),
            (_, Some(n)) => write!(f, "loss {n}"),
            _ => write!(f, "cp {}", self.0),
        }
    }
}

/// How far a search may go. Every bound given applies; with none, the search
/// goes to [`MAX_DEPTH`], which can take very long: give at least one.
#[derive(Default)]
pub struct Limits<'a> {
    /// The deepest iteration, in plies (at least 1).
    pub depth: Option<u32>,
    /// The most nodes (positions visited) to search.
    pub nodes: Option<u64>,
    /// Asked every 1024 nodes whether to stop now (a deadline read by the
    /// caller, a user's click); the search then returns its best move so far.
    pub stop: Option<&'a mut dyn FnMut() -> bool>,
}

impl<'a> Limits<'a> {
    /// Iterations up to `depth` plies.
    pub fn depth(depth: u32) -> Limits<'a> {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// At most `nodes` nodes.
    pub fn nodes(nodes: u64) -> Limits<'a> {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// Until `stop` returns true.
    pub fn stop(stop: &'a mut dyn FnMut() -> bool) -> Limits<'a> {
        Limits {
            stop: Some(stop),
            ..Limits::default()
        }
    }
}

impl fmt::Debug for Limits<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Limits")
            .field("depth", &self.depth)
            .field("nodes", &self.nodes)
            .field("stop", &self.stop.is_some())
            .finish()
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play: legal in the searched position; `0000` for a forced pass.
    pub best: Move,
    /// Its score for the side to move.
    pub score: Score,
    /// The depth of the deepest iteration that decided the move (0: there was
    /// no choice, or no iteration got far enough and the move is the first
    /// in the search's order, a King capture if there is one).
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// The principal variation: the best line found, starting with `best`.
    pub pv: Vec<Move>,
}

/// A search engine with its memory: the transposition table and the move
/// ordering statistics, kept from one search to the next (a game's
/// successive moves share much of their trees). Searching needs `&mut`.
pub struct Searcher {
    tt: Table,
    custom: Option<EvalWeights>, // the caller's weights; None: the ruleset's own
    weights: EvalWeights,        // the weights of the current search
    killers: Vec<[Move; 2]>,     // per ply: two quiet moves that caused a cutoff
    history: Box<[[i32; 64]; 64]>, // per (from, to): how often a quiet move caused a cutoff
    moves: Vec<(Move, i32)>,     // one stack of move lists, with ordering scores, for every ply
    keys: Vec<u64>,              // Zobrist keys of the game and the line searched, for repetitions
    pv: Vec<Move>,               // triangular table: the line from each ply, MAX_PLY moves per ply
    pv_len: Vec<usize>,
}

impl Default for Searcher {
    fn default() -> Searcher {
        Searcher::new(Searcher::DEFAULT_TABLE_BITS)
    }
}

impl fmt::Debug for Searcher {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Searcher").finish_non_exhaustive()
    }
}

impl Searcher {
    /// The default size of the transposition table: 2^18 entries of 16 bytes (4 MiB).
    pub const DEFAULT_TABLE_BITS: u32 = 18;

    /// A searcher with a transposition table of 2^`table_bits` entries (16
    /// bytes each; at most 2^30) and the default evaluation.
    pub fn new(table_bits: u32) -> Searcher {
        Searcher {
            tt: Table::new(table_bits),
            custom: None,
            weights: EvalWeights::default(),
            killers: vec![[Move::Pass; 2]; MAX_PLY + 1],
            history: Box::new([[0; 64]; 64]),
            moves: Vec::with_capacity(4096),
            keys: Vec::with_capacity(256),
            pv: vec![Move::Pass; MAX_PLY * MAX_PLY],
            pv_len: vec![0; MAX_PLY + 1],
        }
    }

    /// The same searcher, evaluating with `weights` in every ruleset
    /// (without them, with [`EvalWeights::of`] the game's ruleset).
    pub fn with_weights(mut self, weights: EvalWeights) -> Searcher {
        self.custom = Some(weights);
        self
    }

    /// The caller's evaluation weights, if any.
    pub fn weights(&self) -> Option<&EvalWeights> {
        self.custom.as_ref()
    }

    /// Forgets what earlier searches learnt (for a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        *self.history = [[0; 64]; 64];
        self.killers.fill([Move::Pass; 2]);
    }

    /// The best move in the game's current position within `limits`, with the
    /// game's history for the draw rules. `None` if the game has ended.
    pub fn search(&mut self, game: &Game, limits: Limits<'_>) -> Option<SearchResult> {
        self.run(game, limits, None)
    }

    /// The best move in `position`, as if the game started there: no history,
    /// so no repetition yet, and a clock at or past the 100-ply limit read as
    /// one ply short of it (the history-based draws are the game record's, as
    /// for the other position commands). `None` if a King is gone.
    pub fn search_position(
        &mut self,
        position: &Position,
        limits: Limits<'_>,
    ) -> Option<SearchResult> {
        let clock = position.clock().min(NO_CAPTURE_PLIES - 1);
        let start = position.clone().with_clock(clock);
        self.search(&Game::new(start), limits)
    }

    /// Searches, and with `choice = Some((margin, rng))` picks at random among
    /// the moves scoring within `margin` of the best at the last iteration.
    pub(crate) fn run(
        &mut self,
        game: &Game,
        limits: Limits<'_>,
        choice: Option<(i32, SplitMix64)>,
    ) -> Option<SearchResult> {
        if game.result().is_some() {
            return None;
        }
        let position = game.position();
        let root = *position.board();
        let t: &GameRules = position.rules();
        self.weights = match &self.custom {
            Some(w) => w.clone(),
            None => EvalWeights::of(position.ruleset()),
        };
        self.moves.clear();
        let mut list = Collect::new(&mut self.moves, false);
        t.generate(&root, &mut list);
        let mut roots: Vec<(Move, i32)> = self.moves.drain(..).collect();
        // No move but the game goes on: a forced pass (where the rules have
        // no pass, the game has ended already).
        if roots.is_empty() {
            return Some(SearchResult {
                best: Move::Pass,
                score: Score(0),
                depth: 0,
                nodes: 0,
                pv: vec![Move::Pass],
            });
        }

        // Repetitions: the game's positions since the last capture, then the line.
        self.keys.clear();
        let window = (root.clock() as usize).min(game.ply());
        for ply in game.ply() - window..game.ply() {
            if let Some(p) = game.position_at(ply) {
                self.keys.push(p.zobrist());
            }
        }
        for row in self.history.iter_mut() {
            for h in row.iter_mut() {
                *h /= 8;
            }
        }

        // Order the root moves once by the usual rules; then by each iteration's scores.
        let tt_move = self
            .tt
            .probe(root.zobrist())
            .map_or(PackedMove::NONE, |e| e.mv);
        for entry in roots.iter_mut() {
            entry.1 = order_score(
                &root,
                entry.0,
                tt_move,
                [Move::Pass; 2],
                &self.history,
                &self.weights,
            );
        }
        roots.sort_by_key(|&(_, s)| core::cmp::Reverse(s));

        let mut run = Run {
            s: self,
            t,
            stop: limits.stop,
            nodes: 0,
            node_limit: limits.nodes.unwrap_or(u64::MAX).max(1),
            aborted: false,
            root_depth: 1,
        };
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let mut result = SearchResult {
            best: roots[0].0,
            score: Score(0),
            depth: 0,
            nodes: 0,
            pv: vec![roots[0].0],
        };
        let mut candidates: Vec<(Move, i32)> = Vec::new();

        // Taking the King wins at once: no search needed.
        if let Some(&(m, _)) = roots.iter().find(|(m, _)| captures_king(&root, *m)) {
            result.best = m;
            result.pv = vec![m];
            result.score = Score(WIN - 1);
            result.depth = 1;
            return Some(result);
        }
        if roots.len() == 1 {
            return Some(result);
        }

        // Iterative deepening: each iteration orders the next one's root moves.
        for depth in 1..=max_depth {
            let margin = choice.as_ref().map(|c| c.0);
            let outcome = run.root_iteration(&root, &mut roots, depth as i32, margin);
            if let Some((best, score)) = outcome.best {
                result.best = roots[best].0;
                result.score = Score(score);
                result.depth = depth;
                result.pv = outcome.pv;
                if outcome.complete {
                    candidates = outcome.scores;
                }
            }
            if run.aborted {
                break;
            }
            // A proven win or loss within this depth will not change.
            if result.score.0.abs() > WIN - depth as i32 - 1 {
                break;
            }
        }
        result.nodes = run.nodes;

        if let Some((margin, mut rng)) = choice {
            if !candidates.is_empty() {
                let best = candidates.iter().map(|c| c.1).max().unwrap_or(0);
                candidates.retain(|c| c.1 >= best - margin);
                let pick = (rng.next_u64() % candidates.len() as u64) as usize;
                let (m, s) = candidates[pick];
                if m != result.best {
                    result.best = m;
                    result.score = Score(s);
                    result.pv = vec![m];
                }
            }
        }
        Some(result)
    }
}

/// Whether `m` takes the enemy King.
#[inline]
fn captures_king(board: &Board, m: Move) -> bool {
    matches!(m, Move::Normal { to, kind: MoveKind::Capture | MoveKind::Shot, .. }
        if board.units_of_role(Role::King).contains(to))
}

/// The ordering score of `m`: the transposition table's move first, then
/// captures of the King, then other captures by victim value (most valuable
/// first) and attacker value (least valuable first), then fortress ruins,
/// then the killer moves, then quiet moves by their history.
#[inline]
fn order_score(
    board: &Board,
    m: Move,
    tt_move: PackedMove,
    killers: [Move; 2],
    history: &[[i32; 64]; 64],
    w: &EvalWeights,
) -> i32 {
    if tt_move != PackedMove::NONE && PackedMove::new(m) == tt_move {
        return 100_000_000;
    }
    let Move::Normal { from, to, kind } = m else {
        return 0;
    };
    let value = |sq: Square| board.role_at(sq).map_or(0, |r| w.material[r.index()]);
    match kind {
        MoveKind::Capture | MoveKind::Shot => {
            if board.units_of_role(Role::King).contains(to) {
                return 90_000_000;
            }
            // A shooter stays out of reach: a shot beats an equal melee capture.
            let shot = i32::from(kind == MoveKind::Shot);
            10_000_000 + value(to) * 64 - value(from) + shot
        }
        MoveKind::Ruin => 9_000_000 + value(to),
        _ if m == killers[0] => 8_000_001,
        _ if m == killers[1] => 8_000_000,
        _ => history[from.index()][to.index()].min(7_000_000),
    }
}

/// Collects generated moves on the searcher's move stack.
struct Collect<'v> {
    list: &'v mut Vec<(Move, i32)>,
    captures_only: bool,
}

impl<'v> Collect<'v> {
    fn new(list: &'v mut Vec<(Move, i32)>, captures_only: bool) -> Collect<'v> {
        Collect {
            list,
            captures_only,
        }
    }
}

impl MoveSink for Collect<'_> {
    #[inline]
    fn slides(&mut self, from: Square, to: Bitboard) {
        if self.captures_only {
            return;
        }
        for to in to {
            self.list.push((
                Move::Normal {
                    from,
                    to,
                    kind: MoveKind::Slide,
                },
                0,
            ));
        }
    }
    #[inline]
    fn strike(&mut self, from: Square, to: Square, kind: MoveKind) {
        self.list.push((Move::Normal { from, to, kind }, 0));
    }
}

/// The outcome of one iteration at the root.
struct Iteration {
    best: Option<(usize, i32)>, // index in the root list and score, once the first move is searched
    complete: bool,             // every root move was searched
    pv: Vec<Move>,              // the best line
    scores: Vec<(Move, i32)>,   // moves whose score is known exactly (within the choice margin)
}

/// One search in progress: the searcher's memory, the terrain and the limits.
struct Run<'s, 'a> {
    s: &'s mut Searcher,
    t: &'s GameRules,
    stop: Option<&'a mut dyn FnMut() -> bool>,
    nodes: u64,
    node_limit: u64,
    aborted: bool,
    root_depth: i32, // the depth of the current iteration
}

/// A score for the transposition table: wins and losses counted from the stored position.
#[inline]
fn to_table(score: i32, ply: usize) -> i16 {
    let s = if score > WIN_BOUND {
        score + ply as i32
    } else if score < -WIN_BOUND {
        score - ply as i32
    } else {
        score
    };
    s as i16
}

/// A score from the transposition table, with wins and losses counted from the root.
#[inline]
fn from_table(score: i16, ply: usize) -> i32 {
    let s = i32::from(score);
    if s > WIN_BOUND {
        s - ply as i32
    } else if s < -WIN_BOUND {
        s + ply as i32
    } else {
        s
    }
}

impl Run<'_, '_> {
    /// Counts a node; true when the search must stop (budget spent or the caller said so).
    #[inline]
    fn tick(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        self.nodes += 1;
        if self.nodes >= self.node_limit {
            self.aborted = true;
        } else if self.nodes.is_multiple_of(1024) {
            if let Some(stop) = self.stop.as_mut() {
                self.aborted = stop();
            }
        }
        self.aborted
    }

    /// Whether the position repeats one since the last capture, with the same
    /// side to move (2, 4, … plies back).
    #[inline]
    fn repeats(&self, board: &Board) -> bool {
        let keys = &self.s.keys;
        let n = keys.len();
        let window = (board.clock() as usize).min(n);
        (2..=window)
            .step_by(2)
            .any(|back| keys[n - back] == board.zobrist())
    }

    /// The static evaluation (lazy outside the window), kept away from the win scores.
    #[inline]
    fn evaluate(&self, board: &Board, alpha: i32, beta: i32) -> i32 {
        evaluate(board, self.t, &self.s.weights, alpha, beta).clamp(-WIN_BOUND + 1, WIN_BOUND - 1)
    }

    /// Records `m` followed by the line from `ply + 1` as the line from `ply`.
    #[inline]
    fn update_pv(&mut self, ply: usize, m: Move) {
        let child_len = self.s.pv_len[ply + 1].min(MAX_PLY - 1);
        let (here, below) = self.s.pv.split_at_mut((ply + 1) * MAX_PLY);
        let row = &mut here[ply * MAX_PLY..];
        row[0] = m;
        row[1..=child_len].copy_from_slice(&below[..child_len]);
        self.s.pv_len[ply] = child_len + 1;
    }

    /// Searches every root move `depth` plies deep, the best of the last
    /// iteration first; sorts the root moves by their new scores.
    fn root_iteration(
        &mut self,
        root: &Board,
        roots: &mut [(Move, i32)],
        depth: i32,
        margin: Option<i32>,
    ) -> Iteration {
        self.root_depth = depth;
        let mut alpha = -INFINITY;
        let beta = INFINITY;
        let mut best: Option<(usize, i32)> = None; // index in `roots`, score
        let mut scores = Vec::new();
        let mut searched = 0;
        self.s.keys.push(root.zobrist());
        for (i, entry) in roots.iter_mut().enumerate() {
            let m = entry.0;
            let mut child = *root;
            self.t.play_unchecked(&mut child, m);
            // With a margin, every move close to the best gets an exact score.
            let floor = match (margin, best) {
                (Some(margin), Some((_, b))) => b - margin - 1,
                _ => alpha,
            };
            let score = if i == 0 || margin.is_some() {
                -self.negamax(&child, depth - 1, -beta, -floor, 1, false)
            } else {
                // Principal variation search: prove the move worse with a null window.
                let s = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, 1, false);
                if s > alpha && !self.aborted {
                    -self.negamax(&child, depth - 1, -beta, -alpha, 1, false)
                } else {
                    s
                }
            };
            if self.aborted {
                break;
            }
            searched += 1;
            entry.1 = score;
            if score > floor {
                scores.push((m, score));
            }
            if best.is_none_or(|(_, b)| score > b) {
                best = Some((i, score));
                alpha = alpha.max(score);
                self.update_pv(0, m);
            }
        }
        self.s.keys.pop();
        let complete = searched == roots.len();
        let pv = self.s.pv[..self.s.pv_len[0]].to_vec();
        if let Some((i, score)) = best {
            self.s.tt.store(
                root.zobrist(),
                PackedMove::new(roots[i].0),
                to_table(score, 0),
                depth as i8,
                Bound::Exact,
            );
        }
        // Next iteration: the best move first, the others by score (unsearched ones last).
        if complete {
            if let Some((i, _)) = best {
                roots[i].1 = INFINITY;
            }
            roots.sort_by_key(|&(_, s)| core::cmp::Reverse(s));
            if let Some((_, score)) = best {
                best = Some((0, score));
                roots[0].1 = score;
            }
        }
        Iteration {
            best,
            complete,
            pv,
            scores,
        }
    }

    /// Negamax with alpha-beta pruning: the score of `board` for its side to
    /// move, exact if it lies strictly between `alpha` and `beta`, else a
    /// bound on that side of the window.
    fn negamax(
        &mut self,
        board: &Board,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        last_pass: bool,
    ) -> i32 {
        self.s.pv_len[ply] = 0;
        // The King of the side to move was just taken.
        if board.is_game_over() {
            return -(WIN - ply as i32);
        }
        // Draws: the 100-ply clock, a repetition.
        if board.clock() >= NO_CAPTURE_PLIES || self.repeats(board) {
            return 0;
        }
        // Mate distance pruning: nothing here beats a win on the next move
        // or loses faster than now.
        alpha = alpha.max(-(WIN - ply as i32));
        beta = beta.min(WIN - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        let in_check = self.t.king_attacked(board);
        if ply >= MAX_PLY - 2 {
            return self.evaluate(board, alpha, beta);
        }
        // Check extension: an attacked King gets one more ply to find its
        // answer — in the first plies only, as attacks on the King are common
        // and extending every one would let lines grow without end.
        let depth = if in_check && (ply as i32) < self.root_depth {
            depth + 1
        } else {
            depth
        };
        if depth <= 0 {
            return self.quiescence(board, alpha, beta, ply, 0, Some(in_check));
        }
        if self.tick() {
            return 0;
        }
        let pv_node = beta - alpha > 1;

        // Transposition table: a deep enough result ends the search here.
        let mut tt_move = PackedMove::NONE;
        if let Some(e) = self.s.tt.probe(board.zobrist()) {
            tt_move = e.mv;
            if !pv_node && i32::from(e.depth) >= depth {
                let s = from_table(e.score, ply);
                let usable = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                    Bound::None => false,
                };
                if usable {
                    return s;
                }
            }
        }

        let start = self.s.moves.len();
        self.t
            .generate(board, &mut Collect::new(&mut self.s.moves, false));
        let end = self.s.moves.len();
        if start == end {
            // No move: a loss where the rules have no pass.
            if self.t.when_stuck() == WhenStuck::Lose {
                return -(WIN - ply as i32);
            }
            // A forced pass; a second one in a row draws.
            if last_pass {
                return 0;
            }
            let mut child = *board;
            self.t.play_unchecked(&mut child, Move::Pass);
            self.s.keys.push(board.zobrist());
            let score = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, true);
            self.s.keys.pop();
            if score > alpha && !self.aborted {
                self.update_pv(ply, Move::Pass);
            }
            return score;
        }
        let killers = self.s.killers[ply];
        for i in start..end {
            let m = self.s.moves[i].0;
            self.s.moves[i].1 =
                order_score(board, m, tt_move, killers, &self.s.history, &self.s.weights);
        }

        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        self.s.keys.push(board.zobrist());
        for i in start..end {
            let m = next_best(&mut self.s.moves[i..end]);
            let quiet = m.kind() == MoveKind::Slide;
            let mut child = *board;
            self.t.play_unchecked(&mut child, m);
            let n = i - start;
            let score = if n == 0 {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, false)
            } else {
                // Late move reductions: quiet moves far down the order are
                // searched less deep first, and again in full if they surprise.
                let reduction = if depth >= 3 && n >= 3 && quiet && !in_check {
                    1 + i32::from(n >= 12 && depth >= 5)
                } else {
                    0
                };
                // Principal variation search: a null window proves a move worse.
                let mut s = -self.negamax(
                    &child,
                    depth - 1 - reduction,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    false,
                );
                if s > alpha && reduction > 0 && !self.aborted {
                    s = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1, false);
                }
                if s > alpha && s < beta && !self.aborted {
                    s = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, false);
                }
                s
            };
            if self.aborted {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(m);
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, m);
                    if alpha >= beta {
                        // Killer and history heuristics: remember quiet moves that refute.
                        if quiet {
                            let k = &mut self.s.killers[ply];
                            if k[0] != m {
                                k[1] = k[0];
                                k[0] = m;
                            }
                            if let Move::Normal { from, to, .. } = m {
                                let h = &mut self.s.history[from.index()][to.index()];
                                *h = (*h + depth * depth).min(1_000_000);
                            }
                        }
                        break;
                    }
                }
            }
        }
        self.s.keys.pop();
        self.s.moves.truncate(start);
        if self.aborted {
            return 0;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let mv = best_move.map_or(PackedMove::NONE, PackedMove::new);
        self.s.tt.store(
            board.zobrist(),
            mv,
            to_table(best, ply),
            depth.min(127) as i8,
            bound,
        );
        best
    }

    /// Quiescence search: at the horizon, play on captures, shots and
    /// fortress ruins until the position is quiet, so that the evaluation is
    /// not taken in the middle of an exchange. The side to move may stand pat
    /// (take the static evaluation) instead of capturing — unless its King is
    /// attacked, when for the first [`EVASION_PLIES`] plies every move is tried.
    fn quiescence(
        &mut self,
        board: &Board,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qply: u32,
        in_check: Option<bool>,
    ) -> i32 {
        self.s.pv_len[ply] = 0;
        if board.is_game_over() {
            return -(WIN - ply as i32);
        }
        if self.tick() {
            return 0;
        }
        let in_check = in_check.unwrap_or_else(|| self.t.king_attacked(board));
        let stand_pat = self.evaluate(board, alpha, beta);
        if ply >= MAX_PLY - 2 {
            return stand_pat;
        }
        let evading = qply < EVASION_PLIES && in_check;
        let mut best = if evading { -INFINITY } else { stand_pat };
        if !evading {
            if stand_pat >= beta {
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
        }
        let start = self.s.moves.len();
        self.t
            .generate(board, &mut Collect::new(&mut self.s.moves, !evading));
        let end = self.s.moves.len();
        if start == end {
            return stand_pat;
        }
        for i in start..end {
            let m = self.s.moves[i].0;
            self.s.moves[i].1 = order_score(
                board,
                m,
                PackedMove::NONE,
                [Move::Pass; 2],
                &self.s.history,
                &self.s.weights,
            );
        }
        for i in start..end {
            let m = next_best(&mut self.s.moves[i..end]);
            let mut child = *board;
            self.t.play_unchecked(&mut child, m);
            let score = -self.quiescence(&child, -beta, -alpha, ply + 1, qply + 1, None);
            if self.aborted {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, m);
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.s.moves.truncate(start);
        if self.aborted {
            0
        } else {
            best
        }
    }
}

/// Selection sort, one step at a time: moves the best-ordered of `moves` to
/// the front and returns it. The first moves usually cut the search off, so
/// most lists are never sorted whole.
fn next_best(moves: &mut [(Move, i32)]) -> Move {
    let mut pick = 0;
    for j in 1..moves.len() {
        if moves[j].1 > moves[pick].1 {
            pick = j;
        }
    }
    moves.swap(0, pick);
    moves[0].0
}
