//! Records that leave a game: tile layouts kept from their owner's view, whole
//! games as text, and the compact forms of both that travel in links.
//!
//! - A [`Layout`] is a homeland seen from its owner's chair (RULES.md §3.3):
//!   it is kept as White's homeland and turned 180° when Black uses it, so one
//!   layout serves either side. It holds the tiles, and the army too if it was
//!   saved with one.
//! - A [`GameRecord`] is a game's two homelands and its moves; the automatic
//!   ends are worked out again by replaying it, and only the ends that the
//!   players chose (resignation, an agreed draw) are written down.
//!
//! Decisions where RULES.md is silent:
//! - A game's text is its two homelands in §3.3 form on their own lines, then
//!   the moves in §3.2 form separated by spaces or line breaks, then
//!   optionally `w-resigns`, `b-resigns` or `draw-agreed`. Lines that start
//!   with `#` are comments; a byte-order mark before the text is ignored.
//! - A layout link is `layout:1:<ruleset>:<terrain>[:<pieces>]` with White's
//!   board fields of §3.3; a game link is
//!   `game:1:<ruleset>:<white terrain>:<white pieces>:<black terrain>:<black pieces>:<moves>[:<end>]`,
//!   the moves written back to back (`e3e5d7d6`, `0000` for a pass) and the
//!   end as `w`, `b` (that side resigned) or `d` (agreed draw). Every
//!   character of both is safe in a URL fragment as it stands.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use crate::{
    Color, DrawReason, Game, GameError, GameResult, Homeland, ParseHomelandError,
    ParseRulesetError, ParseUciError, Ruleset, SetupError, SetupErrors, Square, StartError, Uci,
    WinReason,
};

/// The longest layout link this module reads, in bytes.
pub const MAX_LAYOUT_LINK: usize = 200;
/// The longest game link this module reads, in bytes.
pub const MAX_GAME_LINK: usize = 12_000;
/// The longest game text this module reads, in bytes.
pub const MAX_GAME_TEXT: usize = 50_000;

/// A homeland's tiles, and perhaps its army, as its owner sees them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    homeland: Homeland, // as White's homeland
    units: bool,
}

/// Why a homeland cannot be kept as a layout, or a layout text is not one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LayoutError {
    /// The text is not of the form `<ruleset>:<terrain>[:<pieces>]`.
    Form,
    /// The ruleset is unknown.
    Ruleset(ParseRulesetError),
    /// A board field is malformed.
    Board(ParseHomelandError),
    /// The tiles, or the army, break the setup rules.
    Setup(SetupErrors),
}

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LayoutError::Form => f.write_str(
                "a layout is a ruleset, its tiles and perhaps its army, separated by colons",
            ),
            LayoutError::Ruleset(e) => write!(f, "{e}"),
            LayoutError::Board(e) => write!(f, "{e}"),
            LayoutError::Setup(e) => write!(f, "{e}"),
        }
    }
}

impl Layout {
    /// The layout of `homeland`, with its army if `with_units`. The tiles must
    /// follow the setup rules, and so must the army if it is kept.
    pub fn of(homeland: &Homeland, with_units: bool) -> Result<Layout, LayoutError> {
        let mut own = Homeland::empty(homeland.ruleset(), Color::White);
        for sq in homeland.squares() {
            let to = owner_view(sq, homeland.side());
            own.set_tile(to, homeland.tile(sq));
            if with_units {
                own.set_unit(to, homeland.unit(sq));
            }
        }
        let layout = Layout {
            homeland: own,
            units: with_units,
        };
        layout.check()?;
        Ok(layout)
    }

    fn check(&self) -> Result<(), LayoutError> {
        match self.homeland.validate() {
            Ok(()) => Ok(()),
            Err(SetupErrors(errors)) => {
                let errors: Vec<SetupError> = errors
                    .into_iter()
                    .filter(|e| self.units || is_tile_error(e))
                    .collect();
                if errors.is_empty() {
                    Ok(())
                } else {
                    Err(LayoutError::Setup(SetupErrors(errors)))
                }
            }
        }
    }

    /// The ruleset the layout is for.
    pub fn ruleset(&self) -> Ruleset {
        self.homeland.ruleset()
    }

    /// Whether the layout holds an army as well as tiles.
    pub fn has_units(&self) -> bool {
        self.units
    }

    /// The layout as `side`'s homeland: turned 180° for Black. Without an
    /// army, the homeland has no units.
    pub fn homeland(&self, side: Color) -> Homeland {
        let mut h = Homeland::empty(self.ruleset(), side);
        for sq in self.homeland.squares() {
            let to = owner_view(sq, side);
            h.set_tile(to, self.homeland.tile(sq));
            h.set_unit(to, self.homeland.unit(sq));
        }
        h
    }

    /// The layout's text: `<ruleset>:<terrain>[:<pieces>]`, White's board
    /// fields of RULES.md §3.3.
    pub fn to_text(&self) -> String {
        let (terrain, pieces) = board_fields(&self.homeland);
        let ruleset = self.ruleset();
        if self.units {
            format!("{ruleset}:{terrain}:{pieces}")
        } else {
            format!("{ruleset}:{terrain}")
        }
    }

    /// The layout as a link fragment (without the `#`).
    pub fn to_link(&self) -> String {
        format!("layout:1:{}", self.to_text())
    }
}

impl FromStr for Layout {
    type Err = LayoutError;

    fn from_str(s: &str) -> Result<Layout, LayoutError> {
        let fields: Vec<&str> = s.split(':').collect();
        let (ruleset, terrain, pieces) = match fields[..] {
            [r, t] => (r, t, None),
            [r, t, p] => (r, t, Some(p)),
            _ => return Err(LayoutError::Form),
        };
        let ruleset: Ruleset = ruleset.parse().map_err(LayoutError::Ruleset)?;
        let blank = "8/8/8/8";
        let homeland: Homeland = format!("{ruleset} w {terrain} {}", pieces.unwrap_or(blank))
            .parse()
            .map_err(LayoutError::Board)?;
        let layout = Layout {
            homeland,
            units: pieces.is_some(),
        };
        layout.check()?;
        Ok(layout)
    }
}

/// A homeland's two board fields of RULES.md §3.3: terrain and pieces.
fn board_fields(h: &Homeland) -> (String, String) {
    let text = h.to_text();
    let mut fields = text.split(' ').skip(2).map(String::from);
    let terrain = fields.next().unwrap_or_default();
    (terrain, fields.next().unwrap_or_default())
}

/// Where `sq` of `side`'s homeland lies in its owner's view, and back: the
/// same square for White, turned 180° for Black.
fn owner_view(sq: Square, side: Color) -> Square {
    match side {
        Color::White => sq,
        Color::Black => sq.rotate(),
    }
}

/// Whether a setup error is about the tiles rather than the army.
pub fn is_tile_error(e: &SetupError) -> bool {
    matches!(
        e,
        SetupError::TileCount { .. } | SetupError::MountainGroup { .. }
    )
}

/// An end the players chose, which replaying the moves cannot find again.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// This side resigned.
    Resigned(Color),
    /// The players agreed to a draw.
    DrawAgreed,
}

/// A game as its two homelands, its moves, and a chosen end if it had one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// White's homeland.
    pub white: Homeland,
    /// Black's homeland.
    pub black: Homeland,
    /// The moves, in order.
    pub moves: Vec<Uci>,
    /// A resignation or an agreed draw.
    pub ending: Option<Ending>,
}

/// Why a game text or link does not give a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The text is empty.
    Empty,
    /// The text or link is longer than any game this app writes.
    TooLong {
        /// Its length in bytes.
        len: usize,
        /// The most that is read.
        max: usize,
    },
    /// The link or text lacks a part, or has one too many.
    Form,
    /// A homeland is missing or malformed.
    Homeland {
        /// Whose.
        side: Color,
        /// What is wrong.
        error: ParseHomelandError,
    },
    /// The homelands do not start a game.
    Start(StartError),
    /// A move is malformed.
    MoveText {
        /// Its number, from 1.
        ply: usize,
        /// What is wrong.
        error: ParseUciError,
    },
    /// A move is not legal where it is played, or comes after the end.
    Move {
        /// Its number, from 1.
        ply: usize,
        /// The move.
        uci: Uci,
        /// Why it cannot be played.
        error: GameError,
    },
    /// Something follows the game's end, or an end is given for a finished game.
    AfterEnd,
    /// A word that is neither a move nor an end.
    Word(String),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Empty => f.write_str("there is no game in it"),
            RecordError::TooLong { len, max } => {
                write!(f, "it is {len} characters long; a game is at most {max}")
            }
            RecordError::Form => f.write_str("a part of it is missing or extra"),
            RecordError::Homeland { side, error } => write!(f, "{side}'s homeland: {error}"),
            RecordError::Start(e) => write!(f, "{e}"),
            RecordError::MoveText { ply, error } => write!(f, "move {ply}: {error}"),
            RecordError::Move { ply, uci, error } => write!(f, "move {ply} ({uci}): {error}"),
            RecordError::AfterEnd => f.write_str("something follows the end of the game"),
            RecordError::Word(w) => {
                let w: String = w.chars().take(20).collect();
                write!(f, "\u{201c}{w}\u{201d} is neither a move nor an end")
            }
        }
    }
}

impl core::error::Error for RecordError {}
impl core::error::Error for LayoutError {}

impl GameRecord {
    /// The record of `game`: the homelands of its start, its moves and its chosen end.
    pub fn of(game: &Game) -> GameRecord {
        let start = game.start();
        let ending = match game.result() {
            Some(GameResult::Win {
                winner,
                reason: WinReason::Resignation,
            }) => Some(Ending::Resigned(!winner)),
            Some(GameResult::Draw {
                reason: DrawReason::Agreement,
            }) => Some(Ending::DrawAgreed),
            _ => None,
        };
        GameRecord {
            white: homeland_of(start, Color::White),
            black: homeland_of(start, Color::Black),
            moves: game.moves().iter().map(|m| m.to_uci()).collect(),
            ending,
        }
    }

    /// Plays the record through: the game it describes, or the first thing
    /// that stops it.
    pub fn replay(&self) -> Result<Game, RecordError> {
        let start = crate::Position::from_homelands(&self.white, &self.black)
            .map_err(RecordError::Start)?;
        let mut game = Game::new(start);
        for (i, &uci) in self.moves.iter().enumerate() {
            game.play(uci).map_err(|error| RecordError::Move {
                ply: i + 1,
                uci,
                error,
            })?;
        }
        let ended = match self.ending {
            None => return Ok(game),
            Some(Ending::Resigned(side)) => game.resign(side),
            Some(Ending::DrawAgreed) => game.agree_draw(),
        };
        ended.map_err(|_| RecordError::AfterEnd)?;
        Ok(game)
    }

    /// The game's text (see the module's docs).
    pub fn to_text(&self) -> String {
        let mut text = format!("{}\n{}\n", self.white, self.black);
        let mut words: Vec<String> = self.moves.iter().map(|m| format!("{m}")).collect();
        match self.ending {
            Some(Ending::Resigned(side)) => words.push(format!("{}-resigns", side.char())),
            Some(Ending::DrawAgreed) => words.push(String::from("draw-agreed")),
            None => {}
        }
        for line in words.chunks(10) {
            text.push_str(&line.join(" "));
            text.push('\n');
        }
        text
    }

    /// The game as a link fragment (without the `#`).
    pub fn to_link(&self) -> String {
        let fields = |h: &Homeland| {
            let (terrain, pieces) = board_fields(h);
            format!("{terrain}:{pieces}")
        };
        let mut link = format!(
            "game:1:{}:{}:{}:",
            self.white.ruleset(),
            fields(&self.white),
            fields(&self.black)
        );
        for m in &self.moves {
            link.push_str(&format!("{m}"));
        }
        match self.ending {
            Some(Ending::Resigned(side)) => {
                link.push(':');
                link.push(side.char());
            }
            Some(Ending::DrawAgreed) => link.push_str(":d"),
            None => {}
        }
        link
    }
}

/// A homeland as it stands in `start`, a position before any move.
fn homeland_of(start: &crate::Position, side: Color) -> Homeland {
    let mut h = Homeland::empty(start.ruleset(), side);
    for sq in h.squares() {
        h.set_tile(sq, start.terrain_at(sq));
        let unit = start
            .piece_at(sq)
            .filter(|p| p.color == side)
            .map(|p| p.role);
        h.set_unit(sq, unit);
    }
    h
}

impl FromStr for GameRecord {
    type Err = RecordError;

    /// Reads a game's text. The record's form is checked here; whether its
    /// moves are legal is for [`GameRecord::replay`].
    fn from_str(s: &str) -> Result<GameRecord, RecordError> {
        if s.len() > MAX_GAME_TEXT {
            return Err(RecordError::TooLong {
                len: s.len(),
                max: MAX_GAME_TEXT,
            });
        }
        // A byte-order mark, which some editors write at a file's start, is no part of the text.
        let mut lines = s
            .strip_prefix('\u{feff}')
            .unwrap_or(s)
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'));
        let mut homeland = |side: Color| -> Result<Homeland, RecordError> {
            let line = lines.next().ok_or(if side == Color::White {
                RecordError::Empty
            } else {
                RecordError::Homeland {
                    side,
                    error: ParseHomelandError::FieldCount { found: 0 },
                }
            })?;
            line.parse()
                .map_err(|error| RecordError::Homeland { side, error })
        };
        let white = homeland(Color::White)?;
        let black = homeland(Color::Black)?;
        let mut moves = Vec::new();
        let mut ending = None;
        for word in lines.flat_map(str::split_ascii_whitespace) {
            if ending.is_some() {
                return Err(RecordError::AfterEnd);
            }
            ending = match word {
                "w-resigns" => Some(Ending::Resigned(Color::White)),
                "b-resigns" => Some(Ending::Resigned(Color::Black)),
                "draw-agreed" => Some(Ending::DrawAgreed),
                _ => {
                    moves.push(parse_move(word, moves.len() + 1)?);
                    None
                }
            };
        }
        Ok(GameRecord {
            white,
            black,
            moves,
            ending,
        })
    }
}

fn parse_move(word: &str, ply: usize) -> Result<Uci, RecordError> {
    let looks_like_move = word.len() == 4 && word.bytes().all(|b| b.is_ascii_alphanumeric());
    if !looks_like_move {
        return Err(RecordError::Word(String::from(word)));
    }
    word.parse()
        .map_err(|error| RecordError::MoveText { ply, error })
}

/// What a link fragment holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Link {
    /// A layout to look at, keep or play with.
    Layout(Layout),
    /// A game to replay.
    Game(GameRecord),
}

/// Why a link fragment gives nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// It is not a link this app writes.
    Unknown,
    /// It was written by a newer version of the app.
    Newer,
    /// It is longer than any link of its kind.
    TooLong {
        /// Its length in bytes.
        len: usize,
        /// The most that is read.
        max: usize,
    },
    /// The layout in it is not one.
    Layout(LayoutError),
    /// The game in it is not one.
    Game(RecordError),
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Unknown => f.write_str("this link is not a Cyvasse layout or game link"),
            LinkError::Newer => f.write_str(
                "this link was made by a newer version of Cyvasse; reload the page to update",
            ),
            LinkError::TooLong { len, max } => write!(
                f,
                "this link is {len} characters long, longer than any Cyvasse link of its kind ({max} at most)"
            ),
            LinkError::Layout(e) => write!(f, "this layout link is broken: {e}"),
            LinkError::Game(e) => write!(f, "this game link is broken: {e}"),
        }
    }
}

impl core::error::Error for LinkError {}

impl Link {
    /// Reads a link fragment (with or without its `#`). `Ok(None)` for an
    /// empty fragment.
    pub fn parse(fragment: &str) -> Result<Option<Link>, LinkError> {
        let fragment = fragment.strip_prefix('#').unwrap_or(fragment).trim();
        if fragment.is_empty() {
            return Ok(None);
        }
        let (kind, rest, max) = if let Some(rest) = fragment.strip_prefix("layout:") {
            ("layout", rest, MAX_LAYOUT_LINK)
        } else if let Some(rest) = fragment.strip_prefix("game:") {
            ("game", rest, MAX_GAME_LINK)
        } else {
            return Err(LinkError::Unknown);
        };
        if fragment.len() > max {
            return Err(LinkError::TooLong {
                len: fragment.len(),
                max,
            });
        }
        let (version, body) = rest.split_once(':').unwrap_or((rest, ""));
        match version.parse::<u32>() {
            Ok(1) => {}
            Ok(v) if v > 1 => return Err(LinkError::Newer),
            _ if kind == "layout" => return Err(LinkError::Layout(LayoutError::Form)),
            _ => return Err(LinkError::Game(RecordError::Form)),
        }
        if kind == "layout" {
            body.parse()
                .map(|l| Some(Link::Layout(l)))
                .map_err(LinkError::Layout)
        } else {
            parse_game_link(body)
                .map(|g| Some(Link::Game(g)))
                .map_err(LinkError::Game)
        }
    }
}

pub(crate) fn parse_game_link(body: &str) -> Result<GameRecord, RecordError> {
    let fields: Vec<&str> = body.split(':').collect();
    let (fields, ending) = match fields.len() {
        6 => (&fields[..], None),
        7 => (
            &fields[..6],
            Some(match fields[6] {
                "w" => Ending::Resigned(Color::White),
                "b" => Ending::Resigned(Color::Black),
                "d" => Ending::DrawAgreed,
                other => return Err(RecordError::Word(String::from(other))),
            }),
        ),
        _ => return Err(RecordError::Form),
    };
    let ruleset = fields[0];
    let homeland = |side: Color, t: &str, p: &str| -> Result<Homeland, RecordError> {
        format!("{ruleset} {} {t} {p}", side.char())
            .parse()
            .map_err(|error| RecordError::Homeland { side, error })
    };
    let white = homeland(Color::White, fields[1], fields[2])?;
    let black = homeland(Color::Black, fields[3], fields[4])?;
    let text = fields[5];
    if !text.is_ascii() || text.len() % 4 != 0 {
        return Err(RecordError::Form);
    }
    let moves = text
        .as_bytes()
        .chunks(4)
        .enumerate()
        .map(|(i, chunk)| {
            let word = core::str::from_utf8(chunk).map_err(|_| RecordError::Form)?;
            parse_move(word, i + 1)
        })
        .collect::<Result<Vec<Uci>, RecordError>>()?;
    Ok(GameRecord {
        white,
        black,
        moves,
        ending,
    })
}
