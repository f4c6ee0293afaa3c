//! What the play screen does with a player's presses, drags and buttons, kept
//! apart from drawing so that it can be tested natively. Legality, captures
//! and the ends of the game all come from the engine's [`Game`].

use cyvasse::{Color, Game, GameResult, Move, MoveKind, Piece, Position, Square, Uci};

use crate::selection::{Release, Selection};
use crate::session::Seats;

/// A game being played on this device.
#[derive(Clone, Debug)]
pub struct PlayBoard {
    /// The game record.
    pub game: Game,
    /// The unit picked up, whose destinations are shown.
    selection: Selection,
    /// The ply shown while stepping through the game; `None` follows the game.
    pub viewing: Option<usize>,
    /// A draw offered by this side, waiting for the other side's answer.
    pub draw_offer: Option<Color>,
    /// The side that declined the last draw offer, told until the next move.
    pub draw_declined: Option<Color>,
    /// A game shown but not kept on this device (a shared link): it can be
    /// stepped through, and nothing can be played on it.
    pub read_only: bool,
    /// Who plays each side: the board takes moves only from the side to
    /// move when it is played here.
    pub seats: Seats,
    /// A move suggested to the player, shown until the next move.
    pub hint: Option<Move>,
}

/// What a press on the board led to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Press {
    /// Nothing to drag.
    Nothing,
    /// The unit on this square may be dragged.
    Drag(Square),
    /// A move was played.
    Played(Move),
}

impl PlayBoard {
    /// A game from its start position.
    pub fn new(start: Position) -> PlayBoard {
        PlayBoard {
            game: Game::new(start),
            selection: Selection::default(),
            viewing: None,
            draw_offer: None,
            draw_declined: None,
            read_only: false,
            seats: Seats::here(),
            hint: None,
        }
    }

    /// A game taken up where `game` stands: a finished one too is shown at
    /// its end, its last move marked, and stepped back through from there.
    pub fn from_game(game: Game) -> PlayBoard {
        PlayBoard {
            game,
            selection: Selection::default(),
            viewing: None,
            draw_offer: None,
            draw_declined: None,
            read_only: false,
            seats: Seats::here(),
            hint: None,
        }
    }

    /// Takes `game`, this game as another tab of the page saved it, when it
    /// only goes on from this one (the same start, these moves first): the
    /// board follows it as if its moves were played here. `false`, and
    /// nothing changes, when it went another way (a move taken back there).
    pub fn catch_up(&mut self, game: Game) -> bool {
        let goes_on = game.start() == self.game.start()
            && game.moves().starts_with(self.game.moves())
            && (self.game.result().is_none() || game.result() == self.game.result());
        if !goes_on {
            return false;
        }
        if game != self.game {
            self.game = game;
            self.selection.clear();
            self.viewing = None;
            self.hint = None;
            self.draw_offer = None;
            self.draw_declined = None;
        }
        true
    }

    /// The position on screen: the current one, or the one being reviewed.
    pub fn shown(&self) -> &Position {
        self.viewing
            .and_then(|ply| self.game.position_at(ply))
            .unwrap_or_else(|| self.game.position())
    }

    /// The ply of the position on screen.
    pub fn shown_ply(&self) -> usize {
        self.viewing.unwrap_or(self.game.ply())
    }

    /// The move that led to the position on screen.
    pub fn last_move(&self) -> Option<Move> {
        let ply = self.shown_ply();
        ply.checked_sub(1).map(|i| self.game.moves()[i])
    }

    /// Whether the board takes moves: the game is live, shown at its end, with
    /// no draw offer waiting.
    pub fn accepts_moves(&self) -> bool {
        !self.read_only
            && self.viewing.is_none()
            && self.game.result().is_none()
            && self.draw_offer.is_none()
            && self.seats.is_here(self.game.position().side_to_move())
    }

    /// Whether it is the computer's turn in a live game against it.
    pub fn computer_to_move(&self) -> bool {
        self.game.result().is_none()
            && self.seats.computer().map(|(side, _)| side)
                == Some(self.game.position().side_to_move())
    }

    /// Plays the computer's move, given as text: `false` (and nothing
    /// played) unless it is the computer's turn and the move is legal.
    pub fn play_computer(&mut self, uci: Uci) -> bool {
        if !self.computer_to_move() {
            return false;
        }
        match self.game.position().to_move(uci) {
            Ok(m) => self.play(m).is_ok(),
            Err(_) => false,
        }
    }

    /// The ply that taking back goes to against the computer: the player's
    /// last turn before now (also after a move ended the game: a King
    /// captured, or in `armor` a side left with no move). `None` if there is
    /// nothing of the player's to take back, or the game ended otherwise.
    fn take_back_to(&self) -> Option<usize> {
        let player = self.seats.takes_back_to()?;
        let ended_otherwise = matches!(
            self.game.result(),
            Some(r) if !matches!(
                r,
                cyvasse::GameResult::Win {
                    reason: cyvasse::WinReason::KingCaptured | cyvasse::WinReason::NoLegalMove,
                    ..
                }
            )
        );
        if ended_otherwise || self.read_only {
            return None;
        }
        (0..self.game.ply()).rev().find(|&ply| {
            self.game
                .position_at(ply)
                .is_some_and(|p| p.side_to_move() == player)
        })
    }

    /// Whether [`PlayBoard::take_back`] has a move to take back.
    pub fn can_take_back(&self) -> bool {
        self.take_back_to().is_some()
    }

    /// Takes back the player's last move against the computer, and the
    /// computer's answer to it: the game goes back to the player's last turn
    /// (also after a King was captured). `false` if there is none.
    pub fn take_back(&mut self) -> bool {
        let Some(ply) = self.take_back_to() else {
            return false;
        };
        self.game.truncate(ply);
        self.selection.clear();
        self.viewing = None;
        self.hint = None;
        self.draw_offer = None;
        self.draw_declined = None;
        true
    }

    /// The unit picked up.
    pub fn selected(&self) -> Option<Square> {
        self.selection.square()
    }

    /// Puts the unit picked up down.
    pub fn put_down(&mut self) {
        self.selection.clear();
    }

    /// The moves of the selected unit.
    pub fn destinations(&self) -> Vec<Move> {
        match self.selection.square() {
            Some(from) if self.accepts_moves() => self.game.position().moves_from(from).collect(),
            _ => Vec::new(),
        }
    }

    /// A press on `sq`: plays the selected unit's move there, or picks up the
    /// unit there (a frozen one too, to show that it cannot move), or lets go.
    pub fn press(&mut self, sq: Square) -> Press {
        if !self.accepts_moves() {
            self.selection.clear();
            return Press::Nothing;
        }
        if let Some(m) = self.destinations().into_iter().find(|m| m.to() == Some(sq)) {
            return match self.play(m) {
                Ok(()) => Press::Played(m),
                Err(_) => Press::Nothing,
            };
        }
        let position = self.game.position();
        let own = position
            .piece_at(sq)
            .is_some_and(|p| p.color == position.side_to_move());
        if own {
            self.selection.pick(sq);
            Press::Drag(sq)
        } else {
            self.selection.clear();
            Press::Nothing
        }
    }

    /// The end of a press that began on `from`: dropped on `to` after a drag,
    /// or released where it began (`dragged` false).
    pub fn release(&mut self, from: Square, to: Option<Square>, dragged: bool) -> Option<Move> {
        if !self.accepts_moves() {
            return None;
        }
        let Release::Dropped(to) = self.selection.release(from, to, dragged) else {
            return None;
        };
        let m = to.and_then(|to| {
            let mut moves = self.game.position().moves_from(from);
            moves.find(|m| m.to() == Some(to))
        })?;
        self.play(m).ok().map(|()| m)
    }

    /// Plays a move of the side to move.
    pub fn play(&mut self, m: Move) -> Result<(), cyvasse::GameError> {
        self.game.play(m.to_uci())?;
        self.selection.clear();
        self.viewing = None;
        self.hint = None;
        self.draw_declined = None;
        Ok(())
    }

    /// The forced pass, when the side to move has no legal move.
    pub fn pass(&mut self) -> Result<(), cyvasse::GameError> {
        if self.read_only {
            return Err(cyvasse::GameError::Play(cyvasse::PlayError::PassNotAllowed));
        }
        self.game.play(Uci::Pass).map(|_| {
            self.selection.clear();
            self.viewing = None;
            self.hint = None;
            self.draw_declined = None;
        })
    }

    /// Whether the side to move must pass.
    pub fn must_pass(&self) -> bool {
        !self.read_only && self.game.result().is_none() && self.game.position().must_pass()
    }

    /// Shows the position after `ply` moves (clamped to the game); the last ply
    /// follows the game again.
    pub fn view(&mut self, ply: usize) {
        let ply = ply.min(self.game.ply());
        self.viewing = (ply < self.game.ply()).then_some(ply);
        self.selection.clear();
    }

    /// Whether the side to move can act (offer a draw, resign) here: a live
    /// game of this device, on a player's turn rather than the computer's.
    pub fn players_turn(&self) -> bool {
        !self.read_only
            && self.game.result().is_none()
            && self.seats.is_here(self.game.position().side_to_move())
    }

    /// The side to move resigns, on a player's turn.
    pub fn resign(&mut self) -> Option<GameResult> {
        if !self.players_turn() {
            return None;
        }
        let side = self.game.position().side_to_move();
        self.draw_offer = None;
        self.selection.clear();
        self.game.resign(side).ok()
    }

    /// Whether the side to move may offer a draw now: on a player's turn,
    /// with no offer waiting.
    pub fn can_offer_draw(&self) -> bool {
        self.players_turn() && self.draw_offer.is_none()
    }

    /// The side to move offers a draw; the other side answers with
    /// [`PlayBoard::answer_draw`] (the computer, when it plays that side).
    pub fn offer_draw(&mut self) {
        if self.can_offer_draw() {
            self.draw_offer = Some(self.game.position().side_to_move());
            self.draw_declined = None;
            self.selection.clear();
        }
    }

    /// Whether a draw offer waits for the computer's answer.
    pub fn draw_offered_to_computer(&self) -> bool {
        self.draw_offer.is_some()
            && self.draw_offer.map(|by| !by) == self.seats.computer().map(|(side, _)| side)
    }

    /// Whether a draw offer made here waits for the answer of a friend at
    /// another device (it goes with the link to send).
    pub fn draw_offered_to_friend(&self) -> bool {
        self.draw_offer.is_some() && self.draw_offer.map(|by| !by) == self.seats.remote()
    }

    /// The answer to a draw offer.
    pub fn answer_draw(&mut self, accept: bool) -> Option<GameResult> {
        let by = self.draw_offer.take()?;
        if accept {
            self.game.agree_draw().ok()
        } else {
            self.draw_declined = Some(!by);
            None
        }
    }

    /// The units each side has captured, in the order taken: `[by White, by Black]`.
    pub fn captured(&self) -> [Vec<Piece>; 2] {
        let mut taken = [Vec::new(), Vec::new()];
        for (i, &m) in self.game.moves()[..self.shown_ply()].iter().enumerate() {
            if let Move::Normal {
                to,
                kind: MoveKind::Capture | MoveKind::Shot,
                ..
            } = m
            {
                let before = self.game.position_at(i).expect("a position per move");
                if let Some(victim) = before.piece_at(to) {
                    let by = if victim.color == Color::White { 1 } else { 0 };
                    taken[by].push(victim);
                }
            }
        }
        taken
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cyvasse::{DrawReason, WinReason};

    /// RULES.md §3.1's example: the Catapult on e3 can shoot Black's King on e5.
    const EXAMPLE: &str = "iron 1wmfm1m1/1m2fwmw/1f1t1w1f/2m2ffw/tmm1fm2/2wf2fm/mfwf3f/1w1w1mw1 \
        1d3c2/5r2/3stlxh/1e2k3/6H1/DRS1C3/5EK1/T5XL w - 0 1";

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    fn board() -> PlayBoard {
        PlayBoard::new(EXAMPLE.parse().unwrap())
    }

    #[test]
    fn click_click_plays_a_move() {
        let mut b = board();
        assert_eq!(b.press(sq("g4")), Press::Drag(sq("g4")));
        assert_eq!(b.release(sq("g4"), Some(sq("g4")), false), None);
        assert_eq!(b.selected(), Some(sq("g4")));
        assert!(!b.destinations().is_empty());
        let to = b.destinations()[0].to().unwrap();
        assert!(matches!(b.press(to), Press::Played(_)));
        assert_eq!(b.game.ply(), 1);
        assert_eq!(b.selected(), None);
    }

    #[test]
    fn a_second_tap_puts_the_unit_down() {
        let mut b = board();
        b.press(sq("g4"));
        b.release(sq("g4"), None, false);
        b.press(sq("g4"));
        b.release(sq("g4"), None, false);
        assert_eq!(b.selected(), None);
    }

    #[test]
    fn a_shot_by_drag_ends_the_game() {
        let mut b = board();
        assert_eq!(b.press(sq("e3")), Press::Drag(sq("e3")));
        let shot = b
            .destinations()
            .into_iter()
            .find(|m| m.to() == Some(sq("e5")))
            .unwrap();
        assert_eq!(shot.kind(), MoveKind::Shot);
        assert_eq!(b.release(sq("e3"), Some(sq("e5")), true), Some(shot));
        assert_eq!(
            b.game.result(),
            Some(GameResult::Win {
                winner: Color::White,
                reason: WinReason::KingCaptured
            })
        );
        assert_eq!(b.captured()[0].len(), 1);
        assert!(!b.accepts_moves());
    }

    #[test]
    fn a_drop_off_the_destinations_plays_nothing() {
        let mut b = board();
        b.press(sq("e3"));
        assert_eq!(b.release(sq("e3"), Some(sq("a8")), true), None);
        assert_eq!(b.game.ply(), 0);
        assert_eq!(b.selected(), None);
    }

    #[test]
    fn the_enemy_units_cannot_be_picked_up() {
        let mut b = board();
        assert_eq!(b.press(sq("e5")), Press::Nothing);
        assert_eq!(b.selected(), None);
    }

    #[test]
    fn reviewing_the_game_freezes_the_board() {
        let mut b = board();
        b.press(sq("g4"));
        let to = b.destinations()[0].to().unwrap();
        b.press(to);
        b.view(0);
        assert_eq!(b.shown_ply(), 0);
        assert_eq!(b.press(sq("e5")), Press::Nothing);
        assert_eq!(b.shown(), b.game.position_at(0).unwrap());
        b.view(99);
        assert_eq!(b.viewing, None);
    }

    #[test]
    fn a_draw_offer_waits_for_the_answer() {
        let mut b = board();
        b.offer_draw();
        assert_eq!(b.draw_offer, Some(Color::White));
        assert!(!b.accepts_moves());
        assert_eq!(b.answer_draw(false), None);
        assert!(b.accepts_moves());
        b.offer_draw();
        assert_eq!(
            b.answer_draw(true),
            Some(GameResult::Draw {
                reason: DrawReason::Agreement
            })
        );
    }

    #[test]
    fn a_forced_pass_is_the_only_way_on() {
        // White's King is boxed in by mountains and its own frozen Rabble.
        let mut b = PlayBoard::new(
            "iron 8/8/8/8/8/8/wm6/1m6 7k/8/8/8/8/8/R7/K7 w a2 0 1"
                .parse()
                .unwrap(),
        );
        assert!(b.must_pass());
        b.press(sq("a2"));
        assert!(
            b.destinations().is_empty(),
            "the frozen Rabble shows no move"
        );
        b.pass().unwrap();
        assert_eq!(b.game.moves(), &[Move::Pass]);
        assert!(!b.must_pass());
        assert!(b.pass().is_err(), "Black has moves: no pass");
    }

    #[test]
    fn resigning_gives_the_game_to_the_other_side() {
        let mut b = board();
        assert_eq!(
            b.resign(),
            Some(GameResult::Win {
                winner: Color::Black,
                reason: WinReason::Resignation
            })
        );
    }

    /// The start between two random homelands.
    fn start() -> Position {
        let mut r = cyvasse::SplitMix64::new(5);
        let mut rng = || r.next_u64();
        let white = cyvasse::Homeland::random(cyvasse::Ruleset::Iron, Color::White, &mut rng);
        let black = cyvasse::Homeland::random(cyvasse::Ruleset::Iron, Color::Black, &mut rng);
        Position::from_homelands(&white, &black).unwrap()
    }

    /// A quiet move of the side to move.
    fn quiet(board: &PlayBoard) -> Move {
        *board
            .game
            .position()
            .legal_moves()
            .iter()
            .find(|m| !m.is_capture_or_ruin())
            .unwrap()
    }

    #[test]
    fn against_the_computer_the_player_waits_and_can_take_back() {
        let mut board = PlayBoard::new(start());
        board.seats = Seats::against_computer(Color::Black, cyvasse::Level::Hard);
        let white_move = quiet(&board);
        board.play(white_move).unwrap();
        // Black's turn: the computer's; the player's presses do nothing.
        assert!(board.computer_to_move());
        assert!(!board.accepts_moves());
        let any = board.game.position().legal_moves()[0].from().unwrap();
        assert_eq!(board.press(any), Press::Nothing);
        let reply = quiet(&board);
        assert!(board.play_computer(reply.to_uci()));
        assert!(
            !board.play_computer(reply.to_uci()),
            "not the computer's turn"
        );
        assert_eq!(board.game.ply(), 2);
        // Taking back undoes the computer's answer and the player's move.
        assert!(board.take_back());
        assert_eq!(board.game.ply(), 0);
        assert!(board.accepts_moves());
        // Nothing of the player's is left to take back.
        assert!(!board.take_back());
    }

    #[test]
    fn a_draw_offered_to_a_friend_at_another_device_waits_on_its_turn_only() {
        let mut board = PlayBoard::new(start());
        board.seats = Seats::online(Color::White);
        assert!(board.can_offer_draw());
        board.offer_draw();
        assert!(board.draw_offered_to_friend());
        assert!(!board.draw_offered_to_computer());
        assert!(!board.accepts_moves(), "no move while the offer waits");
        // Declined (by a link): the game goes on, White to move.
        assert_eq!(board.answer_draw(false), None);
        assert!(!board.draw_offered_to_friend());
        let m = quiet(&board);
        board.play(m).unwrap();
        // On the friend's turn nothing is offered from here.
        assert!(!board.can_offer_draw());
        // The friend's offer, come by a link, is answered here.
        board.draw_offer = Some(Color::Black);
        assert!(!board.draw_offered_to_friend());
    }

    #[test]
    fn a_draw_offered_to_the_computer_waits_for_its_answer_in_words() {
        let mut board = PlayBoard::new(start());
        board.seats = Seats::against_computer(Color::Black, cyvasse::Level::Hard);
        assert!(board.can_offer_draw());
        board.offer_draw();
        assert_eq!(board.draw_offer, Some(Color::White));
        assert!(board.draw_offered_to_computer());
        assert!(!board.accepts_moves(), "no move while the offer waits");
        assert_eq!(board.answer_draw(false), None);
        assert_eq!(board.draw_declined, Some(Color::Black));
        assert!(!board.draw_offered_to_computer());
        let m = quiet(&board);
        board.play(m).unwrap();
        assert_eq!(board.draw_declined, None, "told until the next move");
        // On the computer's turn the player offers nothing and resigns nothing.
        assert!(board.computer_to_move());
        assert!(!board.can_offer_draw());
        board.offer_draw();
        assert_eq!(board.draw_offer, None);
        assert_eq!(board.resign(), None);
        assert_eq!(board.game.result(), None);
        let reply = quiet(&board);
        assert!(board.play_computer(reply.to_uci()));
        board.offer_draw();
        assert_eq!(
            board.answer_draw(true),
            Some(GameResult::Draw {
                reason: DrawReason::Agreement
            })
        );
        assert!(!board.can_offer_draw());
        assert!(
            !board.can_take_back(),
            "a draw by agreement is not taken back"
        );
    }

    /// An `armor` game of 24 plies whose last move, Black's d2-e1, leaves
    /// White with no legal move: White loses.
    const NO_MOVE_LEFT: &str = "armor w 4w3/w3m3/4mw2/6m1 X2ORECD/1H1R1S1S/1H1R1LLK/X1E4R
armor b 2w2w1m/1m6/3m3w/8 1rrc1rl1/d2shex1/4x1ls/khr1o2e
f2g3 h5h4 b3c2 a7a4 c2e1 g7f5 b2d1 e7g5 a1c2 a4c2
d1f2 c5d4 c1d1 g6h5 f2f1 b5d3 f3f2 d4e4 f4f3 d3d2
g2f4 c2d1 e1g2 d2e1
";

    #[test]
    fn a_loss_by_having_no_move_is_taken_back_like_a_king_captured() {
        let record: cyvasse::GameRecord = NO_MOVE_LEFT.parse().unwrap();
        let game = record.replay().unwrap();
        assert_eq!(
            game.result(),
            Some(GameResult::Win {
                winner: Color::Black,
                reason: cyvasse::WinReason::NoLegalMove
            })
        );
        let mut board = PlayBoard::from_game(game);
        board.seats = Seats::against_computer(Color::Black, cyvasse::Level::Hard);
        assert!(board.can_take_back());
        assert!(board.take_back());
        // Back to White's last turn: before White's move and Black's reply.
        assert_eq!(board.game.ply(), 22);
        assert_eq!(board.game.result(), None);
    }

    #[test]
    fn take_back_is_offered_only_when_there_is_a_move_to_take_back() {
        let mut board = PlayBoard::new(start());
        assert!(!board.can_take_back(), "two players: no take-back");
        board.seats = Seats::against_computer(Color::White, cyvasse::Level::Hard);
        assert!(!board.can_take_back(), "nothing played");
        let first = quiet(&board);
        assert!(board.play_computer(first.to_uci()));
        assert!(!board.can_take_back(), "only the computer has moved");
        let reply = quiet(&board);
        board.play(reply).unwrap();
        assert!(board.can_take_back());
        assert!(board.take_back());
        assert_eq!(board.game.ply(), 1);
        assert!(!board.can_take_back());
    }

    #[test]
    fn a_finished_game_opens_on_its_last_position() {
        let record: cyvasse::GameRecord = NO_MOVE_LEFT.parse().unwrap();
        let game = record.replay().unwrap();
        assert!(game.result().is_some());
        let plies = game.ply();
        let board = PlayBoard::from_game(game);
        assert_eq!(board.viewing, None);
        assert_eq!(board.shown_ply(), plies);
        assert_eq!(board.shown(), board.game.position());
        assert_eq!(board.last_move(), board.game.moves().last().copied());
    }

    #[test]
    fn another_tabs_moves_are_caught_up_with_when_they_only_go_on() {
        let mut here = PlayBoard::new(start());
        let first = quiet(&here);
        here.play(first).unwrap();
        let mut there = here.clone();
        let reply = quiet(&there);
        there.play(reply).unwrap();
        let next = quiet(&there);
        there.play(next).unwrap();
        // Here, a unit picked up while the other tab played on.
        let unit = quiet(&here).from().unwrap();
        here.press(unit);
        assert!(here.catch_up(there.game.clone()));
        assert_eq!(here.game, there.game);
        assert_eq!(here.selected(), None);
        assert_eq!(here.shown_ply(), 3);
        // Taken back there and played another way: not followed in place.
        let mut other = PlayBoard::new(start());
        other.play(first).unwrap();
        let others = other
            .game
            .position()
            .legal_moves()
            .into_iter()
            .find(|&m| {
                m != reply
                    && other
                        .game
                        .position()
                        .play(m.to_uci())
                        .is_ok_and(|p| !p.is_game_over())
            })
            .unwrap();
        other.play(others).unwrap();
        assert!(!here.catch_up(other.game.clone()));
        assert_eq!(here.game, there.game, "nothing changed");
        // Nor a game with fewer moves.
        let mut shorter = here.game.clone();
        shorter.truncate(1);
        assert!(!here.catch_up(shorter));
    }

    #[test]
    fn a_read_only_game_is_stepped_through_and_never_played() {
        let mut live = PlayBoard::new(start());
        for _ in 0..2 {
            let m = quiet(&live);
            live.play(m).unwrap();
        }
        let mut board = PlayBoard::from_game(live.game.clone());
        board.read_only = true;
        let m = quiet(&board);
        assert_eq!(board.press(m.from().unwrap()), Press::Nothing);
        assert_eq!(board.selected(), None);
        assert_eq!(board.release(m.from().unwrap(), m.to(), true), None);
        let mut board = PlayBoard::from_game(live.game.clone());
        board.read_only = true;
        assert!(!board.can_offer_draw());
        board.offer_draw();
        assert_eq!(board.draw_offer, None);
        assert_eq!(board.resign(), None);
        assert!(board.pass().is_err());
        assert!(!board.must_pass());
        board.view(0);
        assert_eq!(board.shown_ply(), 0, "it can be stepped through");
        assert_eq!(board.game, live.game, "nothing was played");
    }

    #[test]
    fn a_computer_playing_white_keeps_its_first_move() {
        let mut board = PlayBoard::new(start());
        board.seats = Seats::against_computer(Color::White, cyvasse::Level::Hard);
        let first = quiet(&board);
        assert!(board.play_computer(first.to_uci()));
        assert!(!board.take_back(), "the player has not moved yet");
        let reply = quiet(&board);
        board.play(reply).unwrap();
        let again = quiet(&board);
        assert!(board.play_computer(again.to_uci()));
        assert!(board.take_back());
        assert_eq!(
            board.game.ply(),
            1,
            "back to the player's turn after White's first move"
        );
    }
}
