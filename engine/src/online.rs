//! A game between two devices with no server: what travels between them as
//! links, and what each device accepts.
//!
//! The secret setup is kept honest by commit and reveal. The player who
//! invites (A) builds a homeland first and sends only a **commitment** to it:
//! a SHA-256 hash over a domain tag, the game's id, A's side, A's homeland in
//! its text form and 32 random bytes of salt (without the salt, a hash of
//! every published layout would give A's away). The invited player (B)
//! answers with a homeland in the clear: A is bound already. A's device then
//! reveals A's homeland and salt in the first game link (with A's first move
//! if A is White), and B's device checks the hash against the commitment.
//! From then on every link carries the whole game so far.
//!
//! A device accepts a game link only if its own record is a prefix of the
//! incoming one and every new move is the sender's and legal; an older link
//! (or the same again) changes nothing; a link whose history differs from the
//! stored one is refused, and the stored game is kept. A resignation travels
//! only from the side that resigns, an agreed draw only as the answer to an
//! offer made by the receiving side.
//!
//! Links (fragments, without the `#`; every character is safe in a URL
//! fragment as it stands):
//! - invitation: `online:1:i:<id>:<ruleset>:<A's side w|b>:<commitment, 64 hex>`
//! - answer: `online:1:a:<id>:<B's homeland: ruleset:side:terrain:pieces>`
//! - game: `online:1:g:<id>:<A's side>:<salt, 64 hex>:<offer -|w|b>:<game>`,
//!   where `<game>` is a game link's body (see [`crate::GameRecord::to_link`])
//!   and the offer is a draw offered by that side and not yet answered.
//!
//! An id is 6 to 24 characters of `0-9` and `a-z`. Not prevented (said in the
//! README): a player who never reveals, and a third person who sees a link
//! and sends a forged next move (links are not signed).

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use sha2::{Digest, Sha256};

use crate::record::{parse_game_link, Ending, GameRecord, RecordError};
use crate::{Color, Homeland, ParseHomelandError, Ruleset, Uci};

/// The longest online link this module reads, in bytes: a game of 200 plies
/// is about 1,100.
pub const MAX_ONLINE_LINK: usize = 2_000;

/// What the commitment's hash starts with: a hash made for anything else
/// cannot pass for one.
const DOMAIN: &[u8] = b"cyvasse online commitment 1\0";

/// A commitment to a homeland: SHA-256, 32 bytes.
pub type Commitment = [u8; 32];
/// The random bytes hashed with a homeland.
pub type Salt = [u8; 32];

/// The commitment to `homeland`, A's, in the game `id`, with `salt`.
pub fn commit(id: &str, homeland: &Homeland, salt: &Salt) -> Commitment {
    let mut hash = Sha256::new();
    hash.update(DOMAIN);
    for part in [
        id.as_bytes(),
        &[homeland.side().char() as u8],
        homeland.to_text().as_bytes(),
    ] {
        hash.update((part.len() as u32).to_be_bytes());
        hash.update(part);
    }
    hash.update(salt);
    hash.finalize().into()
}

/// An invitation: a new game, its ruleset, the inviter's side and the
/// commitment to the inviter's homeland.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invite {
    /// The game's id.
    pub id: String,
    /// Its ruleset.
    pub ruleset: Ruleset,
    /// The side of the player who invites.
    pub side: Color,
    /// The commitment to that player's homeland.
    pub commitment: Commitment,
}

/// The answer to an invitation: the invited player's homeland, in the clear.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The game's id.
    pub id: String,
    /// The invited player's homeland (its side is the other one's).
    pub homeland: Homeland,
}

/// The game so far: both homelands and the moves, the inviter's salt (so
/// that the commitment can be checked), and a draw offer waiting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameLink {
    /// The game's id.
    pub id: String,
    /// The side of the player who invited.
    pub inviter: Color,
    /// The inviter's salt.
    pub salt: Salt,
    /// A draw offered by this side, not yet answered.
    pub offer: Option<Color>,
    /// The game.
    pub record: GameRecord,
}

/// What an online link holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// An invitation.
    Invite(Invite),
    /// An answer.
    Answer(Answer),
    /// The game so far.
    Game(GameLink),
}

/// Why an online link is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OnlineError {
    /// It is not an online link.
    Unknown,
    /// It was written by a newer version of the app.
    Newer,
    /// It is longer than any online link.
    TooLong {
        /// Its length in bytes.
        len: usize,
    },
    /// A part is missing, extra or malformed (a truncated link).
    Form,
    /// The homeland in it does not read.
    Homeland(ParseHomelandError),
    /// The game in it does not read, or does not replay.
    Game(RecordError),
    /// It is for another game than this one.
    OtherGame,
    /// It does not fit where this game is: an answer to a game already
    /// answered, an invitation to an answered game, a game before the answer.
    OutOfStep,
    /// The inviter's homeland and salt do not match the commitment.
    Tampered,
    /// The receiver's own homeland in it is not the one it sent.
    NotMyHomeland,
    /// The sender's homeland in it is not the one it sent before (the
    /// answering side's, known since the answer).
    NotTheirHomeland,
    /// Nothing in it is new: it was seen already.
    AlreadySeen,
    /// Its moves are not this game's moves followed by new ones.
    HistoryDiffers,
    /// A new move in it is not the sender's to play.
    OutOfTurn {
        /// The move's number, from 1.
        ply: usize,
    },
    /// The game on this device has ended.
    Ended,
    /// It says the receiver resigned, or accepted a draw it did not offer…
    /// an end that the sender cannot choose.
    ForgedEnd,
}

impl fmt::Display for OnlineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OnlineError::Unknown => f.write_str("not an online game link"),
            OnlineError::Newer => f.write_str("made by a newer version of Cyvasse"),
            OnlineError::TooLong { len } => {
                write!(f, "{len} characters long, longer than any online link")
            }
            OnlineError::Form => f.write_str("a part of it is missing or malformed"),
            OnlineError::Homeland(e) => write!(f, "the homeland in it: {e}"),
            OnlineError::Game(e) => write!(f, "the game in it: {e}"),
            OnlineError::OtherGame => f.write_str("it is for another game"),
            OnlineError::OutOfStep => f.write_str("it does not fit where the game is"),
            OnlineError::Tampered => {
                f.write_str("the revealed homeland is not the one promised at the invitation")
            }
            OnlineError::NotMyHomeland => f.write_str("my homeland in it is not the one I sent"),
            OnlineError::NotTheirHomeland => {
                f.write_str("the sender's homeland in it is not the one it sent before")
            }
            OnlineError::AlreadySeen => f.write_str("it was seen already"),
            OnlineError::HistoryDiffers => {
                f.write_str("its moves differ from the moves of the game on this device")
            }
            OnlineError::OutOfTurn { ply } => write!(f, "move {ply} is not the sender's"),
            OnlineError::Ended => f.write_str("the game has ended"),
            OnlineError::ForgedEnd => f.write_str("it ends the game in a way the sender cannot"),
        }
    }
}

impl core::error::Error for OnlineError {}

/// Writes bytes as lower-case hex.
fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Reads 32 bytes written as 64 hex digits.
fn unhex(s: &str) -> Option<[u8; 32]> {
    if s.len() != 64 || !s.is_ascii() {
        return None;
    }
    let mut out = [0u8; 32];
    for (i, byte) in out.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&s[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

/// Whether `id` can be a game's id.
pub fn valid_id(id: &str) -> bool {
    (6..=24).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_digit() || b.is_ascii_lowercase())
}

fn side_char(c: &str) -> Option<Color> {
    let mut chars = c.chars();
    let side = chars.next().and_then(Color::from_char)?;
    chars.next().is_none().then_some(side)
}

impl Message {
    /// The link fragment (without the `#`).
    pub fn to_link(&self) -> String {
        match self {
            Message::Invite(i) => format!(
                "online:1:i:{}:{}:{}:{}",
                i.id,
                i.ruleset,
                i.side.char(),
                hex(&i.commitment)
            ),
            Message::Answer(a) => {
                format!(
                    "online:1:a:{}:{}",
                    a.id,
                    a.homeland.to_text().replace(' ', ":")
                )
            }
            Message::Game(g) => {
                let game = g.record.to_link();
                let body = game.strip_prefix("game:1:").unwrap_or(&game);
                format!(
                    "online:1:g:{}:{}:{}:{}:{}",
                    g.id,
                    g.inviter.char(),
                    hex(&g.salt),
                    g.offer.map_or('-', Color::char),
                    body
                )
            }
        }
    }

    /// The game's id.
    pub fn id(&self) -> &str {
        match self {
            Message::Invite(i) => &i.id,
            Message::Answer(a) => &a.id,
            Message::Game(g) => &g.id,
        }
    }

    /// Reads an online link fragment (with or without its `#`). Its form
    /// is checked here; whether it fits a game is for [`Online::receive`].
    pub fn parse(fragment: &str) -> Result<Message, OnlineError> {
        let fragment = fragment.strip_prefix('#').unwrap_or(fragment).trim();
        let rest = fragment
            .strip_prefix("online:")
            .ok_or(OnlineError::Unknown)?;
        if fragment.len() > MAX_ONLINE_LINK {
            return Err(OnlineError::TooLong {
                len: fragment.len(),
            });
        }
        let (version, rest) = rest.split_once(':').ok_or(OnlineError::Form)?;
        match version.parse::<u32>() {
            Ok(1) => {}
            Ok(v) if v > 1 => return Err(OnlineError::Newer),
            _ => return Err(OnlineError::Form),
        }
        let (kind, rest) = rest.split_once(':').ok_or(OnlineError::Form)?;
        let (id, rest) = rest.split_once(':').ok_or(OnlineError::Form)?;
        if !valid_id(id) {
            return Err(OnlineError::Form);
        }
        let id = String::from(id);
        match kind {
            "i" => {
                let fields: Vec<&str> = rest.split(':').collect();
                let [ruleset, side, commitment] = fields[..] else {
                    return Err(OnlineError::Form);
                };
                Ok(Message::Invite(Invite {
                    id,
                    ruleset: ruleset.parse().map_err(|_| OnlineError::Form)?,
                    side: side_char(side).ok_or(OnlineError::Form)?,
                    commitment: unhex(commitment).ok_or(OnlineError::Form)?,
                }))
            }
            "a" => {
                if rest.split(':').count() != 4 {
                    return Err(OnlineError::Form);
                }
                let homeland = rest
                    .replace(':', " ")
                    .parse()
                    .map_err(OnlineError::Homeland)?;
                Ok(Message::Answer(Answer { id, homeland }))
            }
            "g" => {
                let mut parts = rest.splitn(4, ':');
                let inviter = parts.next().and_then(side_char).ok_or(OnlineError::Form)?;
                let salt = parts.next().and_then(unhex).ok_or(OnlineError::Form)?;
                let offer = match parts.next().ok_or(OnlineError::Form)? {
                    "-" => None,
                    side => Some(side_char(side).ok_or(OnlineError::Form)?),
                };
                let body = parts.next().ok_or(OnlineError::Form)?;
                let record = parse_game_link(body).map_err(OnlineError::Game)?;
                Ok(Message::Game(GameLink {
                    id,
                    inviter,
                    salt,
                    offer,
                    record,
                }))
            }
            _ => Err(OnlineError::Form),
        }
    }
}

/// Where an online game stands on one device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The inviter waits for the answer.
    Invited,
    /// The invited player answered and waits for the reveal.
    Answered,
    /// Both homelands are known: the game is on (or over).
    Playing(Box<GameRecord>),
}

/// An online game as one device keeps it: its id, the sides, the
/// commitment, this device's own homeland, and where it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Online {
    /// The game's id.
    pub id: String,
    /// The side of the player who invited.
    pub inviter: Color,
    /// The side played on this device.
    pub me: Color,
    /// The inviter's commitment.
    pub commitment: Commitment,
    /// The inviter's salt: on the inviter's device from the start, on the
    /// other once revealed.
    pub salt: Option<Salt>,
    /// This device's own homeland.
    pub own: Homeland,
    /// A draw offered by this side, not yet answered.
    pub offer: Option<Color>,
    /// Where the game stands.
    pub stage: Stage,
}

/// What a link accepted changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Accepted {
    /// The answer came: the inviter reveals now.
    Answered,
    /// The game came, with this many new moves (0 for the reveal of a
    /// game where the inviter is Black, or a draw offered or answered).
    Moves(usize),
}

impl Online {
    /// A new game invited from this device: `homeland` is the inviter's,
    /// `salt` random bytes; gives the game and the invitation to send.
    pub fn invite(id: String, homeland: Homeland, salt: Salt) -> (Online, Invite) {
        let invite = Invite {
            id: id.clone(),
            ruleset: homeland.ruleset(),
            side: homeland.side(),
            commitment: commit(&id, &homeland, &salt),
        };
        let game = Online {
            id,
            inviter: homeland.side(),
            me: homeland.side(),
            commitment: invite.commitment,
            salt: Some(salt),
            own: homeland,
            offer: None,
            stage: Stage::Invited,
        };
        (game, invite)
    }

    /// The game joined on this device by answering `invite` with
    /// `homeland` (the other side's, of the invitation's ruleset); gives
    /// the game and the answer to send.
    pub fn answer(invite: &Invite, homeland: Homeland) -> Result<(Online, Answer), OnlineError> {
        if homeland.side() == invite.side || homeland.ruleset() != invite.ruleset {
            return Err(OnlineError::NotMyHomeland);
        }
        let answer = Answer {
            id: invite.id.clone(),
            homeland: homeland.clone(),
        };
        let game = Online {
            id: invite.id.clone(),
            inviter: invite.side,
            me: homeland.side(),
            commitment: invite.commitment,
            salt: None,
            own: homeland,
            offer: None,
            stage: Stage::Answered,
        };
        Ok((game, answer))
    }

    /// The game of `link` followed on this device too, played from here as
    /// `me` by a player who plays it from another device as well (a second
    /// phone): both homelands and the inviter's salt are in the link, so
    /// the commitment is made again from them (the invitation itself was
    /// never seen here). From then on the friend's links are taken in here,
    /// and this device's moves go out the same way; the first device,
    /// which does not see the moves made here, refuses the links that
    /// carry them (no device takes in a move of its own side).
    pub fn follow(link: &GameLink, me: Color) -> Result<Online, OnlineError> {
        link.record.replay().map_err(OnlineError::Game)?;
        let inviter = homeland_in(&link.record, link.inviter);
        Ok(Online {
            id: link.id.clone(),
            inviter: link.inviter,
            me,
            commitment: commit(&link.id, &inviter, &link.salt),
            salt: Some(link.salt),
            own: homeland_in(&link.record, me),
            offer: link.offer,
            stage: Stage::Playing(Box::new(link.record.clone())),
        })
    }

    /// The game's record, once both homelands are known.
    pub fn record(&self) -> Option<&GameRecord> {
        match &self.stage {
            Stage::Playing(record) => Some(record.as_ref()),
            _ => None,
        }
    }

    /// The link that carries the game so far, once both homelands are
    /// known and the salt is here.
    pub fn link(&self) -> Option<GameLink> {
        Some(GameLink {
            id: self.id.clone(),
            inviter: self.inviter,
            salt: self.salt?,
            offer: self.offer,
            record: self.record()?.clone(),
        })
    }

    /// Takes in a link from the other device, or says why not (and changes
    /// nothing).
    pub fn receive(&mut self, message: &Message) -> Result<Accepted, OnlineError> {
        if message.id() != self.id {
            return Err(OnlineError::OtherGame);
        }
        match (message, &self.stage) {
            (Message::Answer(a), Stage::Invited) => {
                if a.homeland.side() == self.me || a.homeland.ruleset() != self.own.ruleset() {
                    return Err(OnlineError::NotMyHomeland);
                }
                let (white, black) = match self.me {
                    Color::White => (self.own.clone(), a.homeland.clone()),
                    Color::Black => (a.homeland.clone(), self.own.clone()),
                };
                let record = GameRecord {
                    white,
                    black,
                    moves: Vec::new(),
                    ending: None,
                };
                record.replay().map_err(OnlineError::Game)?;
                self.stage = Stage::Playing(Box::new(record));
                Ok(Accepted::Answered)
            }
            (Message::Answer(_), _) => Err(OnlineError::AlreadySeen),
            // This game's own invitation, again.
            (Message::Invite(i), _)
                if i.side == self.inviter
                    && i.ruleset == self.own.ruleset()
                    && i.commitment == self.commitment =>
            {
                Err(OnlineError::AlreadySeen)
            }
            (Message::Invite(_), _) => Err(OnlineError::OutOfStep),
            (Message::Game(_), Stage::Invited) => Err(OnlineError::OutOfStep),
            (Message::Game(g), _) => self.receive_game(g),
        }
    }

    fn receive_game(&mut self, g: &GameLink) -> Result<Accepted, OnlineError> {
        // Another game under this one's id: its sides or its ruleset differ.
        if g.inviter != self.inviter || g.record.white.ruleset() != self.own.ruleset() {
            return Err(OnlineError::OtherGame);
        }
        let theirs = !self.me;
        let incoming = &g.record;
        if homeland_in(incoming, self.me) != self.own {
            return Err(OnlineError::NotMyHomeland);
        }
        if commit(&self.id, &homeland_in(incoming, self.inviter), &g.salt) != self.commitment {
            return Err(OnlineError::Tampered);
        }
        let stored = match &self.stage {
            Stage::Playing(record) => {
                if homeland_in(record, theirs) != homeland_in(incoming, theirs) {
                    return Err(OnlineError::NotTheirHomeland);
                }
                Some(record.as_ref())
            }
            _ => None,
        };
        let known: &[Uci] = stored.map_or(&[], |r| &r.moves);
        if !incoming.moves.starts_with(known) {
            return Err(if known.starts_with(&incoming.moves) {
                OnlineError::AlreadySeen
            } else {
                OnlineError::HistoryDiffers
            });
        }
        let new = incoming.moves.len() - known.len();
        let ending_new = incoming.ending != stored.and_then(|r| r.ending);
        let offer_new = g.offer != self.offer;
        if stored.is_some() && new == 0 && !ending_new && !offer_new {
            return Err(OnlineError::AlreadySeen);
        }
        let over = stored.is_some_and(|r| {
            r.ending.is_some() || r.replay().map_or(true, |g| g.result().is_some())
        });
        if over {
            return Err(OnlineError::Ended);
        }
        let game = incoming.replay().map_err(OnlineError::Game)?;
        // Every new move is the sender's.
        for ply in known.len()..incoming.moves.len() {
            let mover = game
                .position_at(ply)
                .map(|p| p.side_to_move())
                .ok_or(OnlineError::Form)?;
            if mover != theirs {
                return Err(OnlineError::OutOfTurn { ply: ply + 1 });
            }
        }
        // An end the sender chose: its own resignation, or a draw agreed to
        // an offer made from this device.
        match incoming.ending {
            None => {}
            Some(Ending::Resigned(side)) if side == theirs => {}
            Some(Ending::DrawAgreed) if self.offer == Some(self.me) => {}
            Some(_) => return Err(OnlineError::ForgedEnd),
        }
        // An offer is the sender's own, or the withdrawal of this device's
        // offer by a move or an answer.
        match g.offer {
            None => {}
            Some(side) if side == theirs && incoming.ending.is_none() => {}
            Some(side) if side == self.me && g.offer == self.offer && new == 0 => {}
            Some(_) => return Err(OnlineError::ForgedEnd),
        }
        self.salt = Some(g.salt);
        self.offer = g.offer;
        self.stage = Stage::Playing(Box::new(incoming.clone()));
        Ok(Accepted::Moves(new))
    }

    /// Plays this device's move `uci` in the game (its legality checked by
    /// replaying), once a draw offered to it is answered; a move withdraws
    /// this device's own offer.
    pub fn play(&mut self, uci: Uci) -> Result<(), OnlineError> {
        let (record, _) = self.live()?;
        if self.offer == Some(!self.me) {
            // The other side's offer waits for an answer first.
            return Err(OnlineError::OutOfStep);
        }
        let mut next = record.clone();
        next.moves.push(uci);
        let game = next.replay().map_err(OnlineError::Game)?;
        let mover = game
            .position_at(next.moves.len() - 1)
            .map(|p| p.side_to_move());
        if mover != Some(self.me) {
            return Err(OnlineError::OutOfTurn {
                ply: next.moves.len(),
            });
        }
        self.offer = None;
        self.stage = Stage::Playing(Box::new(next));
        Ok(())
    }

    /// Ends the game by this device's choice: its side resigns (whatever
    /// draw offer waits), or accepts the draw the other side offered.
    pub fn end(&mut self, ending: Ending) -> Result<(), OnlineError> {
        let (record, _) = self.live()?;
        let allowed = match ending {
            Ending::Resigned(side) => side == self.me,
            Ending::DrawAgreed => self.offer == Some(!self.me),
        };
        if !allowed {
            return Err(OnlineError::ForgedEnd);
        }
        let mut next = record.clone();
        next.ending = Some(ending);
        next.replay().map_err(|_| OnlineError::Ended)?;
        if let Ending::Resigned(_) = ending {
            // A resignation withdraws this side's offer and answers the
            // other's: none waits in the game it ends.
            self.offer = None;
        }
        self.stage = Stage::Playing(Box::new(next));
        Ok(())
    }

    /// The game as it stands, if it is on: refused once it has ended.
    fn live(&self) -> Result<(&GameRecord, crate::Game), OnlineError> {
        let Stage::Playing(record) = &self.stage else {
            return Err(OnlineError::OutOfStep);
        };
        let game = record.replay().map_err(OnlineError::Game)?;
        if game.result().is_some() {
            return Err(OnlineError::Ended);
        }
        Ok((record, game))
    }

    /// Offers a draw from this device, on its turn; the other side accepts
    /// it ([`Online::end`]) or declines it ([`Online::decline_draw`]).
    pub fn offer_draw(&mut self) -> Result<(), OnlineError> {
        let (_, game) = self.live()?;
        if game.position().side_to_move() != self.me {
            return Err(OnlineError::OutOfTurn {
                ply: game.ply() + 1,
            });
        }
        self.offer = Some(self.me);
        Ok(())
    }

    /// Declines the draw the other side offered.
    pub fn decline_draw(&mut self) -> Result<(), OnlineError> {
        self.live()?;
        if self.offer != Some(!self.me) {
            return Err(OnlineError::OutOfStep);
        }
        self.offer = None;
        Ok(())
    }
}

impl Online {
    /// The game as text, to be kept on its device: `online-game:1:<id>:
    /// <inviter w|b>:<me w|b>:<commitment>:<salt or ->:<offer -|w|b>:
    /// <own homeland: ruleset:side:terrain:pieces>:<stage i|a|g>[:<game>]`,
    /// the game as in a game link.
    pub fn to_text(&self) -> String {
        let mut text = format!(
            "online-game:1:{}:{}:{}:{}:{}:{}:{}:",
            self.id,
            self.inviter.char(),
            self.me.char(),
            hex(&self.commitment),
            self.salt.map_or(String::from("-"), |s| hex(&s)),
            self.offer.map_or('-', Color::char),
            self.own.to_text().replace(' ', ":"),
        );
        match &self.stage {
            Stage::Invited => text.push('i'),
            Stage::Answered => text.push('a'),
            Stage::Playing(record) => {
                let game = record.to_link();
                text.push_str("g:");
                text.push_str(game.strip_prefix("game:1:").unwrap_or(&game));
            }
        }
        text
    }
}

impl core::str::FromStr for Online {
    type Err = OnlineError;

    /// Reads a game kept as [`Online::to_text`], and checks that its parts
    /// agree: the inviter's salt and homeland give the commitment, the own
    /// homeland is the one in the game, and the game replays.
    fn from_str(text: &str) -> Result<Online, OnlineError> {
        let rest = text
            .strip_prefix("online-game:")
            .ok_or(OnlineError::Unknown)?;
        let (version, rest) = rest.split_once(':').ok_or(OnlineError::Form)?;
        match version.parse::<u32>() {
            Ok(1) => {}
            Ok(v) if v > 1 => return Err(OnlineError::Newer),
            _ => return Err(OnlineError::Form),
        }
        let parts: Vec<&str> = rest.splitn(12, ':').collect();
        let [id, inviter, me, commitment, salt, offer, ruleset, side, terrain, pieces, stage, tail @ ..] =
            parts.as_slice()
        else {
            return Err(OnlineError::Form);
        };
        if !valid_id(id) {
            return Err(OnlineError::Form);
        }
        let own: Homeland = format!("{ruleset} {side} {terrain} {pieces}")
            .parse()
            .map_err(OnlineError::Homeland)?;
        let game = Online {
            id: String::from(*id),
            inviter: side_char(inviter).ok_or(OnlineError::Form)?,
            me: side_char(me).ok_or(OnlineError::Form)?,
            commitment: unhex(commitment).ok_or(OnlineError::Form)?,
            salt: match *salt {
                "-" => None,
                s => Some(unhex(s).ok_or(OnlineError::Form)?),
            },
            offer: match *offer {
                "-" => None,
                side => Some(side_char(side).ok_or(OnlineError::Form)?),
            },
            own,
            stage: match (*stage, tail) {
                ("i", []) => Stage::Invited,
                ("a", []) => Stage::Answered,
                ("g", [body]) => {
                    Stage::Playing(Box::new(parse_game_link(body).map_err(OnlineError::Game)?))
                }
                _ => return Err(OnlineError::Form),
            },
        };
        if game.own.side() != game.me {
            return Err(OnlineError::NotMyHomeland);
        }
        if game.me == game.inviter {
            let salt = game.salt.ok_or(OnlineError::Form)?;
            if commit(&game.id, &game.own, &salt) != game.commitment {
                return Err(OnlineError::Tampered);
            }
        }
        if let Stage::Playing(record) = &game.stage {
            if homeland_in(record, game.me) != game.own {
                return Err(OnlineError::NotMyHomeland);
            }
            let salt = game.salt.ok_or(OnlineError::Form)?;
            if commit(&game.id, &homeland_in(record, game.inviter), &salt) != game.commitment {
                return Err(OnlineError::Tampered);
            }
            record.replay().map_err(OnlineError::Game)?;
        }
        Ok(game)
    }
}

/// The homeland of `side` in `record`.
fn homeland_in(record: &GameRecord, side: Color) -> Homeland {
    match side {
        Color::White => record.white.clone(),
        Color::Black => record.black.clone(),
    }
}
