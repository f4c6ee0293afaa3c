//! Playing strengths: how deep the computer looks at each [`Level`] and how
//! much it varies its play, from a seed the caller passes (the search has no
//! randomness of its own).

use cyvasse::{Color, Game, GameResult, Level, SplitMix64, Uci};

use crate::search::{Limits, Score, SearchResult, Searcher};

/// What each [`Level`] means for the search.
///
/// | level | looks ahead | chooses among | nodes at most |
/// |---|---|---|---|
/// | `Easy` | 1 ply, then captures and answers to attacks on its King | moves within 1.5 Rabbles of the best, at random | 20,000 |
/// | `Medium` | 3 plies, then the same | moves within 0.25 Rabble of the best, at random | 150,000 |
/// | `Hard` | as deep as the caller's limits allow | the best move only | the caller's (1,000,000 if none is given) |
///
/// Every level sees a King it can take at once, and a move that loses its
/// own King on the next one. The caller's [`Limits`] apply at every level
/// on top of the level's own.
pub trait LevelBounds {
    /// The node budget of a `Hard` search when the caller gives no limit.
    const HARD_DEFAULT_NODES: u64 = 1_000_000;

    /// The deepest iteration of the level's search (`None`: the caller's limits).
    fn max_depth(self) -> Option<u32>;

    /// How far below the best score, in hundredths of a Rabble, a move may
    /// score and still be chosen (0: always the best move).
    fn margin(self) -> i32;

    /// The most nodes the level searches (`None`: the caller's limits).
    fn max_nodes(self) -> Option<u64>;

    /// The caller's `limits` with the level's own on top; with no bound at
    /// all (only possible at `Hard`), [`LevelBounds::HARD_DEFAULT_NODES`].
    fn bound(self, limits: Limits<'_>) -> Limits<'_>;
}

impl LevelBounds for Level {
    fn max_depth(self) -> Option<u32> {
        match self {
            Level::Easy => Some(1),
            Level::Medium => Some(3),
            Level::Hard => None,
        }
    }

    fn margin(self) -> i32 {
        match self {
            Level::Easy => 150,
            Level::Medium => 25,
            Level::Hard => 0,
        }
    }

    fn max_nodes(self) -> Option<u64> {
        match self {
            Level::Easy => Some(20_000),
            Level::Medium => Some(150_000),
            Level::Hard => None,
        }
    }

    fn bound(self, limits: Limits<'_>) -> Limits<'_> {
        let mut limits = Limits {
            depth: tighter(limits.depth, self.max_depth()),
            nodes: tighter(limits.nodes, self.max_nodes()),
            stop: limits.stop,
        };
        if limits.depth.is_none() && limits.nodes.is_none() && limits.stop.is_none() {
            limits.nodes = Some(Level::HARD_DEFAULT_NODES);
        }
        limits
    }
}

/// Whether a side whose search scores its position `score` (its own point
/// of view) accepts a draw: only when it judges its position no better than
/// level.
pub const fn accepts_draw(score: Score) -> bool {
    score.0 <= 0
}

/// How many forced moves in a row [`Searcher::answers_draw`] plays through
/// before it searches.
const MAX_FORCED: usize = 16;

/// The smaller of two optional bounds.
fn tighter<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

impl Searcher {
    /// The move the computer plays at `level` in the game's current position,
    /// within the caller's `limits` as well as the level's own. `seed` drives
    /// the choice among near-best moves (mixed with the position, so one seed
    /// per game is enough); the same seed, position and limits (without a
    /// stop check) give the same move. `None` if the game has ended.
    pub fn choose(
        &mut self,
        game: &Game,
        level: Level,
        seed: u64,
        limits: Limits<'_>,
    ) -> Option<SearchResult> {
        let limits = level.bound(limits);
        let choice = match level.margin() {
            0 => None,
            margin => Some((margin, SplitMix64::new(seed ^ game.position().zobrist()))),
        };
        self.run(game, limits, choice)
    }

    /// The answer of the computer, playing `side` at `level`, to a draw
    /// offered in the game's current position: it searches the position as
    /// the level does (its depth and nodes, and the caller's `limits`), and
    /// accepts only if it judges its own position no better than level
    /// ([`accepts_draw`]). `None` if the game has ended.
    pub fn answers_draw(
        &mut self,
        game: &Game,
        side: Color,
        level: Level,
        limits: Limits<'_>,
    ) -> Option<bool> {
        let limits = level.bound(limits);
        if game.result().is_some() {
            return None;
        }
        // A forced move is not searched, and tells nothing: judge the first
        // position after the forced moves with a choice in it.
        let mut game = game.clone();
        for _ in 0..MAX_FORCED {
            if game.result().is_some() {
                break;
            }
            let moves = game.position().legal_moves();
            let forced = match moves.len() {
                0 => Uci::Pass,
                1 => moves[0].to_uci(),
                _ => break,
            };
            if game.play(forced).is_err() {
                break;
            }
        }
        match game.result() {
            Some(GameResult::Win { winner, .. }) => return Some(winner != side),
            Some(GameResult::Draw { .. }) => return Some(true),
            None => {}
        }
        let found = self.run(&game, limits, None)?;
        let score = if game.position().side_to_move() == side {
            found.score
        } else {
            Score(-found.score.0)
        };
        Some(accepts_draw(score))
    }
}
