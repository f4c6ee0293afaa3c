mod common;

// Rule tests for the `iron` ruleset, one small test per rule of RULES.md
// §1.1–§1.7. Boards are drawn as text (see `common::drawn`): rank 8 on top,
// each cell a terrain letter (`.` grass, `m w f t r`) and a piece letter
// (`.` none, uppercase White, lowercase Black).
//
// Every check runs on the board as drawn and again on the board turned 180°
// with the colours swapped (`assert_moves`, or the `VIEWS` loop), so each rule
// is tested for both sides.

use common::{assert_moves, drawn_text, marks_from, mirror_board, mirror_square};
use cyvasse::Color::{Black, White};
use cyvasse::{
    Color, DrawReason, Game, GameError, GameResult, Homeland, Move, MoveKind, Outcome,
    ParseHomelandError, Piece, PlayError, Position, Role, Ruleset, SetupError, Square, StartError,
    Terrain, Uci, WinReason,
};

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/// One of the two ways to look at a drawn board: as drawn, or turned 180° with
/// the colours swapped. Square names, moves and colours written for the drawn
/// board are translated to the view.
#[derive(Clone, Copy, Debug)]
struct View {
    mirrored: bool,
}

/// Both views: every scenario runs for White and for Black.
const VIEWS: [View; 2] = [View { mirrored: false }, View { mirrored: true }];

impl View {
    fn name(self, sq: &str) -> String {
        if self.mirrored {
            mirror_square(sq)
        } else {
            sq.to_string()
        }
    }

    fn sq(self, sq: &str) -> Square {
        self.name(sq).parse().unwrap()
    }

    fn uci(self, m: &str) -> Uci {
        if m == "0000" {
            return Uci::Pass;
        }
        format!("{}{}", self.name(&m[..2]), self.name(&m[2..]))
            .parse()
            .unwrap()
    }

    fn color(self, c: Color) -> Color {
        if self.mirrored {
            !c
        } else {
            c
        }
    }

    fn piece(self, color: Color, role: Role) -> Option<Piece> {
        Some(Piece {
            color: self.color(color),
            role,
        })
    }

    /// The position text of `board` in this view, with the given counters.
    fn text(self, board: &str, side: Color, frozen: &[&str], clock: u32, fullmove: u32) -> String {
        let frozen: Vec<String> = frozen.iter().map(|s| self.name(s)).collect();
        let frozen: Vec<&str> = frozen.iter().map(String::as_str).collect();
        let board = if self.mirrored {
            mirror_board(board)
        } else {
            board.to_string()
        };
        let text = drawn_text(&board, self.color(side), &frozen);
        let head = text
            .strip_suffix(" 0 1")
            .expect("drawn_text ends with the counters 0 1");
        format!("{head} {clock} {fullmove}")
    }

    /// The position of `board` in this view (clock 0, move 1).
    fn pos(self, board: &str, side: Color, frozen: &[&str]) -> Position {
        self.pos_at(board, side, frozen, 0, 1)
    }

    /// The position of `board` in this view with the given counters.
    fn pos_at(
        self,
        board: &str,
        side: Color,
        frozen: &[&str],
        clock: u32,
        fullmove: u32,
    ) -> Position {
        let text = self.text(board, side, frozen, clock, fullmove);
        text.parse()
            .unwrap_or_else(|e| panic!("test board does not parse: {e}\n{text}"))
    }

    /// Plays `m` (written for the drawn board), which must be legal.
    fn play(self, pos: &Position, m: &str) -> Position {
        pos.play(self.uci(m))
            .unwrap_or_else(|e| panic!("{m} in {self:?}: {e}\n{}", pos.to_diagram()))
    }

    /// Plays `m` in a game, which must accept it.
    fn play_game(self, game: &mut Game, m: &str) {
        game.play(self.uci(m))
            .unwrap_or_else(|e| panic!("{m} in {self:?}: {e}\n{}", game.position().to_diagram()));
    }

    /// The marks of the moves of the unit on `sq` (see `common::marks_from`),
    /// translated back to the drawn board's square names.
    fn marks(self, pos: &Position, sq: &str) -> Vec<String> {
        let mut out: Vec<String> = marks_from(pos, &self.name(sq))
            .into_iter()
            .map(|m| {
                let split = m.len() - 2;
                format!("{}{}", &m[..split], self.name(&m[split..]))
            })
            .collect();
        out.sort();
        out
    }
}

fn uci(s: &str) -> Uci {
    s.parse().unwrap()
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

// ---------------------------------------------------------------------------
// §1.2 Units: movement ranges on open grass
// ---------------------------------------------------------------------------

/// §1.2: the Rabble moves 1 square orthogonally.
#[test]
fn rabble_moves_one_orthogonal() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .R .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(board, White, &[], "d4", &["d5", "d3", "c4", "e4"]);
}

/// §1.2: the Spearmen move 1 square in any direction.
#[test]
fn spearmen_move_one_any() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .S .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &["c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5"],
    );
}

/// §1.2: the Crossbowmen move 2 orthogonal or 1 diagonal.
#[test]
fn crossbowmen_move_two_orthogonal_or_one_diagonal() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .X .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &[
            "d5", "d6", "d3", "d2", "c4", "b4", "e4", "f4", "c5", "e5", "c3", "e3",
        ],
    );
}

/// §1.2: the Light Horse moves up to 3 diagonally.
#[test]
fn light_horse_moves_three_diagonal() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .L .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &[
            "e5", "f6", "g7", "c5", "b6", "a7", "e3", "f2", "g1", "c3", "b2", "a1",
        ],
    );
}

/// §1.2: the Heavy Horse moves up to 3 orthogonally.
#[test]
fn heavy_horse_moves_three_orthogonal() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .H .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &[
            "d5", "d6", "d7", "d3", "d2", "d1", "c4", "b4", "a4", "e4", "f4", "g4",
        ],
    );
}

/// §1.2: the Elephant moves up to 3 in any direction.
#[test]
fn elephant_moves_three_any() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .E .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &[
            "d5", "d6", "d7", "d3", "d2", "d1", "c4", "b4", "a4", "e4", "f4",
            "g4", // orthogonal
            "e5", "f6", "g7", "c5", "b6", "a7", "e3", "f2", "g1", "c3", "b2",
            "a1", // diagonal
        ],
    );
}

/// §1.2: the Catapult moves 1 square in any direction.
#[test]
fn catapult_moves_one_any() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .C .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &["c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5"],
    );
}

/// §1.2: the Trebuchet moves 2 orthogonal or 1 diagonal.
#[test]
fn trebuchet_moves_two_orthogonal_or_one_diagonal() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .T .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &[
            "d5", "d6", "d3", "d2", "c4", "b4", "e4", "f4", "c5", "e5", "c3", "e3",
        ],
    );
}

/// §1.2: the Dragon moves any distance in any direction.
#[test]
fn dragon_moves_any_distance_any_direction() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .D .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &[
            "d5", "d6", "d7", "d8", "d3", "d2", "d1", "c4", "b4", "a4", "e4", "f4", "g4", "h4",
            "e5", "f6", "g7", "h8", "c5", "b6", "a7", "e3", "f2", "g1", "c3", "b2", "a1",
        ],
    );
}

/// §1.2: the King moves 1 square in any direction.
#[test]
fn king_moves_one_any() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .K .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &["c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5"],
    );
}

// ---------------------------------------------------------------------------
// §1.2 / §1.4 Shot ranges
// ---------------------------------------------------------------------------

/// §1.2: the Crossbowmen shoot 2 orthogonal / 1 diagonal: d6, b4 (2 away) and
/// c5 (1 diagonal) are hit; d1 (3 away) and f6 (2 diagonal) are out of range.
#[test]
fn crossbowmen_shoot_two_orthogonal_one_diagonal() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .r .. .r .. ..
        .. .. .r .. .. .. .. ..
        .. .r .. .X .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .r .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &[
            "d5", "*d6", "d3", "d2", "c4", "*b4", "e4", "f4", "*c5", "e5", "c3", "e3",
        ],
    );
}

/// §1.2: the Catapult shoots 3 orthogonal / 2 diagonal: d7 (3) and f6 (2
/// diagonal) are hit; h4 (4) and a1 (3 diagonal) are out of range.
#[test]
fn catapult_shoots_three_orthogonal_two_diagonal() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .r .. .. .. ..
        .. .. .. .. .. .r .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .C .. .. .. .r
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .r .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &["c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5", "*d7", "*f6"],
    );
}

/// §1.2: the Trebuchet shoots 4 orthogonal / 3 diagonal: b8 (4) and e1 (3
/// diagonal) and b1 (3) are hit; g4 (5) and f8 (4 diagonal) are out of range.
#[test]
fn trebuchet_shoots_four_orthogonal_three_diagonal() {
    let board = "
        .. .r .. .. .. .r .. .k
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .T .. .. .. .. .r ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .r .. .. .r .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "b4",
        &[
            "b5", "b6", "b3", "b2", "a4", "c4", "d4", "a5", "c5", "a3", "c3", "*b8", "*b1", "*e1",
        ],
    );
}

// ---------------------------------------------------------------------------
// §1.3 Movement: terrain and pieces
// ---------------------------------------------------------------------------

/// §1.3: a Light Horse (budget 3) whose first step enters forest (cost 2) may
/// move one more square: e5, f6 but not g7.
#[test]
fn light_horse_entering_forest_first_may_move_one_more() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. f. .. .. ..
        .. .. .. .L .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &[
            "e5", "f6", "c5", "b6", "a7", "e3", "f2", "g1", "c3", "b2", "a1",
        ],
    );
}

/// §1.3: a forest may be entered with a budget of 1 (the budget never goes
/// below 0): the Crossbowmen (2) reach the forest d6 on their second step and
/// the forest c5 on their one diagonal step; a forest on the first orthogonal
/// step (e4) uses the whole budget, so f4 is out of reach.
#[test]
fn forest_may_be_entered_with_the_last_step_of_budget() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. f. .. .. .. ..
        .. .. f. .. .. .. .. ..
        .. .. .. .X f. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &[
            "d5", "d6", "e4", "c4", "b4", "d3", "d2", "c5", "e5", "c3", "e3",
        ],
    );
}

/// §1.3: an Elephant (budget 3) whose second step enters forest has spent its
/// budget there: d5, d6 but not d7. A forest on its third step (g4) is still
/// entered; a forest on the first step (c3) leaves one more square (b2, not a1).
#[test]
fn forest_on_the_second_step_ends_an_elephant_slide() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. f. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .E .. .. f. ..
        .. .. f. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &[
            "d5", "d6", "d3", "d2", "d1", "c4", "b4", "a4", "e4", "f4", "g4", // orthogonal
            "e5", "f6", "g7", "c5", "b6", "a7", "e3", "f2", "g1", "c3", "b2", // diagonal
        ],
    );
}

/// §1.3: a Heavy Horse (budget 3) through two forests: d5 (3→1) then d6
/// (1→0), no further. One forest first (e4): e4, f4. A forest second (d2):
/// d3, d2. An enemy on a forest at the third step (a4) can still be captured.
#[test]
fn heavy_horse_with_two_forests() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. f. .. .. .. ..
        .. .. .. f. .. .. .. ..
        fr .. .. .H f. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. f. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &["d5", "d6", "e4", "f4", "d3", "d2", "c4", "b4", "xa4"],
    );
}

/// §1.3: entering water ends the slide: the Heavy Horse stops on d6 (and cannot
/// reach the enemy on d7 behind it) and on e4.
#[test]
fn water_ends_the_slide() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .r .. .. .. ..
        .. .. .. w. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .H w. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &["d5", "d6", "e4", "d3", "d2", "d1", "c4", "b4", "a4"],
    );
}

/// §1.3: no unit but the Dragon enters a mountain: the Elephant cannot move
/// north (d5), stops before f6 and before b4.
#[test]
fn only_the_dragon_enters_mountains() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. m. .. ..
        .. .. .. m. .. .. .. ..
        .. m. .. .E .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &[
            "e5", "c4", "d3", "d2", "d1", "e4", "f4", "g4", "c5", "b6", "a7", "e3", "f2", "g1",
            "c3", "b2", "a1",
        ],
    );
}

/// §1.3 + §1.4: capturing means ending on the enemy's square, and no unit but
/// the Dragon may enter a mountain, so even the King cannot take an enemy
/// Dragon perched next to it on a mountain (d5); its own Dragon can.
#[test]
fn king_cannot_capture_a_dragon_perched_on_a_mountain() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. md .. .. .D ..
        .. .. .. .K .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &["c3", "c4", "c5", "d3", "e3", "e4", "e5"],
    );
    assert_moves(
        board,
        White,
        &[],
        "g5",
        &[
            "g6", "g7", "g8", "g4", "g3", "g2", "g1", "h5", "f5", "e5", "xd5", "h6", "f6", "e7",
            "d8", "h4", "f4", "e3", "d2", "c1",
        ],
    );
}

/// §1.3: no passing through or stopping on a square of one's own side: the
/// Elephant stops before its Rabble (d6) and cannot move onto its Spearmen (e5).
#[test]
fn no_passing_or_stopping_on_own_pieces() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .R .. .. .. ..
        .. .. .. .. .S .. .. ..
        .. .. .. .E .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &[
            "d5", "d3", "d2", "d1", "c4", "b4", "a4", "e4", "f4", "g4", "c5", "b6", "a7", "e3",
            "f2", "g1", "c3", "b2", "a1",
        ],
    );
}

/// §1.3: a slide stops at the first enemy, which a melee unit may capture; it
/// never passes beyond it (d7 behind d6; nothing behind e4).
#[test]
fn slide_stops_at_the_first_enemy() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .s .. .. .. ..
        .. .. .. .r .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .H .r .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &["d5", "xd6", "xe4", "d3", "d2", "d1", "c4", "b4", "a4"],
    );
}

/// §1.3: the Dragon flies over mountains (and perches on them: d5, d6), over
/// water (e4 does not stop it) and forest (no cost); it is blocked by its own
/// Rabble (d2) and stops at the first enemy (f2), which it captures.
#[test]
fn dragon_ignores_terrain_but_not_pieces() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. m. .. .. .. ..
        .. .. f. m. .. .. .. ..
        .. .. .. .D w. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .R .. .r .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &[
            "d5", "d6", "d7", "d8", "e4", "f4", "g4", "h4", "c5", "b6", "a7", "d3", "e3", "xf2",
            "c4", "b4", "a4", "e5", "f6", "g7", "h8", "c3", "b2", "a1",
        ],
    );
}

// ---------------------------------------------------------------------------
// §1.4 Capture
// ---------------------------------------------------------------------------

/// §1.4: a melee unit captures by moving onto the enemy, which is removed; the
/// clock restarts.
#[test]
fn melee_capture_removes_the_enemy() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .r .. .. .. ..
        .. .. .. .R .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(board, White, &[], "d4", &["xd5", "c4", "e4", "d3"]);
    for v in VIEWS {
        let pos = v.pos_at(board, White, &[], 7, 4);
        let next = v.play(&pos, "d4d5");
        assert_eq!(next.piece_at(v.sq("d5")), v.piece(White, Role::Rabble));
        assert_eq!(next.piece_at(v.sq("d4")), None);
        assert_eq!(
            next.pieces_of(v.color(Black)).count(),
            1,
            "only the King is left"
        );
        assert_eq!(next.clock(), 0);
    }
}

/// §1.4: a ranged unit never moves onto an enemy: next to one, it shoots it and
/// stays on its square.
#[test]
fn ranged_units_shoot_and_stay() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .r .. .. .. ..
        .. .. .. .C .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &["*d5", "c3", "c4", "c5", "d3", "e3", "e4", "e5"],
    );
    for v in VIEWS {
        let pos = v.pos_at(board, White, &[], 7, 4);
        let next = v.play(&pos, "d4d5");
        assert_eq!(next.piece_at(v.sq("d4")), v.piece(White, Role::Catapult));
        assert_eq!(next.piece_at(v.sq("d5")), None);
        assert_eq!(next.clock(), 0);
    }
}

/// §1.4: a shot hits the first piece on its ray only: d6, not d7 behind it.
#[test]
fn a_shot_hits_the_first_piece_only() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .s .. .. .. ..
        .. .. .. .r .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .T .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &[
            "d5", "*d6", "d3", "d2", "c4", "b4", "e4", "f4", "c5", "e5", "c3", "e3",
        ],
    );
}

/// §1.4: the shooter's own pieces block its shots (d5 shields d6, e5 shields f6).
#[test]
fn own_pieces_block_shots() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .r .. .r .. ..
        .. .. .. .R .S .. .. ..
        .. .. .. .C .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &["c3", "c4", "c5", "d3", "e3", "e4"],
    );
}

/// §1.4: a mountain strictly between shooter and target blocks the shot (d5
/// shields d6, f4 shields g4), but a target standing on a mountain — a Dragon
/// perched on b6 — can be shot.
#[test]
fn mountains_block_shots_but_a_perched_dragon_can_be_shot() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. md .. .r .. .. .. ..
        .. .. .. m. .. .. .. ..
        .. .. .. .C .. m. .r ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &["c3", "c4", "c5", "d3", "e3", "e4", "e5", "*b6"],
    );
}

/// §1.4: the Trebuchet fires over mountains (d5; e5 and f6; e4), though it
/// cannot move onto them.
#[test]
fn trebuchet_fires_over_mountains() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .r .. .. .r ..
        .. .. .. .. .. m. .. ..
        .. .. .. m. m. .. .. ..
        .. .. .. .T m. .. .. .r
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &[
            "c4", "b4", "d3", "d2", "c5", "c3", "e3", "*d7", "*g7", "*h4",
        ],
    );
}

/// §1.4: a ranged unit standing on water cannot shoot (it is not frozen: no
/// mark, so it may still move). Crossbowmen, Catapult and Trebuchet alike.
#[test]
fn ranged_unit_on_water_cannot_shoot() {
    let crossbowmen = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .r .. .. .. ..
        .. .. .. wX .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        crossbowmen,
        White,
        &[],
        "d4",
        &["d3", "d2", "c4", "b4", "e4", "f4", "c5", "e5", "c3", "e3"],
    );
    let catapult = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .r .. .. .. ..
        .. .. .. wC .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        catapult,
        White,
        &[],
        "d4",
        &["c3", "c4", "c5", "d3", "e3", "e4", "e5"],
    );
    let trebuchet = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .r .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. wT .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        trebuchet,
        White,
        &[],
        "d4",
        &[
            "d5", "d3", "d2", "c4", "b4", "e4", "f4", "c5", "e5", "c3", "e3",
        ],
    );
}

/// §1.4: Rabble, Spearmen, Light Horse, Heavy Horse and Elephant cannot capture
/// a Dragon: they stop before it.
#[test]
fn only_some_units_capture_a_dragon_melee_units_cannot() {
    let rabble = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .d .. .. .. ..
        .. .. .. .R .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(rabble, White, &[], "d4", &["c4", "e4", "d3"]);
    let spearmen = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .d .. .. .. ..
        .. .. .. .S .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        spearmen,
        White,
        &[],
        "d4",
        &["c3", "c4", "c5", "d3", "e3", "e4", "e5"],
    );
    let light_horse = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .d .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .L .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        light_horse,
        White,
        &[],
        "d4",
        &["e5", "c5", "b6", "a7", "e3", "f2", "g1", "c3", "b2", "a1"],
    );
    let heavy_horse = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .d .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .H .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        heavy_horse,
        White,
        &[],
        "d4",
        &["d5", "d3", "d2", "d1", "c4", "b4", "a4", "e4", "f4", "g4"],
    );
    let elephant = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .d .. .. ..
        .. .. .. .E .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        elephant,
        White,
        &[],
        "d4",
        &[
            "d5", "d6", "d7", "d3", "d2", "d1", "c4", "b4", "a4", "e4", "f4", "g4", "c5", "b6",
            "a7", "e3", "f2", "g1", "c3", "b2", "a1",
        ],
    );
}

/// §1.4: the King and the enemy Dragon capture a Dragon in melee; the
/// Crossbowmen, Catapult and Trebuchet shoot it.
#[test]
fn only_some_units_capture_a_dragon_these_can() {
    let king = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .d .. .. .. ..
        .. .. .. .K .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..";
    assert_moves(
        king,
        White,
        &[],
        "d4",
        &["xd5", "c3", "c4", "c5", "d3", "e3", "e4", "e5"],
    );
    let dragon = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .d .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .D .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        dragon,
        White,
        &[],
        "d4",
        &[
            "d5", "xd6", "d3", "d2", "d1", "c4", "b4", "a4", "e4", "f4", "g4", "h4", "e5", "f6",
            "g7", "h8", "c5", "b6", "a7", "e3", "f2", "g1", "c3", "b2", "a1",
        ],
    );
    let crossbowmen = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .d .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .X .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        crossbowmen,
        White,
        &[],
        "d4",
        &[
            "d5", "*d6", "d3", "d2", "c4", "b4", "e4", "f4", "c5", "e5", "c3", "e3",
        ],
    );
    let catapult = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .d .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .C .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        catapult,
        White,
        &[],
        "d4",
        &["c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5", "*f6"],
    );
    let trebuchet = "
        .k .. .. .d .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .T .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        trebuchet,
        White,
        &[],
        "d4",
        &[
            "d5", "d6", "d3", "d2", "c4", "b4", "e4", "f4", "c5", "e5", "c3", "e3", "*d8",
        ],
    );
}

/// §1.4: the Dragon never captures a piece standing on forest (d6, e5); it stops
/// before it. A piece on grass (g4) it captures.
#[test]
fn dragon_never_captures_a_piece_on_forest() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. fr .. .. .. ..
        .. .. .. .. fs .. .. ..
        .. .. .. .D .. .. .r ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &[
            "d5", "d3", "d2", "d1", "c4", "b4", "a4", "e4", "f4", "xg4", "c5", "b6", "a7", "e3",
            "f2", "g1", "c3", "b2", "a1",
        ],
    );
}

// ---------------------------------------------------------------------------
// §1.5 Water: frozen units
// ---------------------------------------------------------------------------

/// §1.5: a unit entering water is frozen for its owner's next turn (its moves
/// are absent and refused) and may move again on the turn after.
#[test]
fn entering_water_freezes_for_the_next_turn() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. w. .. .. .. ..
        .. .. .. .R .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    for v in VIEWS {
        let start = v.pos(board, White, &[]);
        let entered = v.play(&start, "d4d5");
        assert!(entered.is_frozen(v.sq("d5")), "marked once it entered");
        let reply = v.play(&entered, "a8b8");
        assert!(
            reply.is_frozen(v.sq("d5")),
            "still marked on its owner's turn"
        );
        assert_eq!(v.marks(&reply, "d5"), Vec::<String>::new());
        assert_eq!(
            reply.play(v.uci("d5d6")),
            Err(PlayError::Frozen { uci: v.uci("d5d6") })
        );
        assert_eq!(
            reply.play(v.uci("d5c5")),
            Err(PlayError::Frozen { uci: v.uci("d5c5") })
        );
        // The owner moves something else; the mark is gone afterwards.
        let waited = v.play(&reply, "h1g1");
        assert!(!waited.is_frozen(v.sq("d5")));
        let back = v.play(&waited, "b8a8");
        assert_eq!(v.marks(&back, "d5"), ["c5", "d4", "d6", "e5"]);
        let moved = v.play(&back, "d5d6");
        assert_eq!(moved.piece_at(v.sq("d6")), v.piece(White, Role::Rabble));
    }
}

/// §1.5: a frozen unit on a drawn board (frozen mark) has no moves.
#[test]
fn frozen_unit_has_no_moves() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. wR .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(board, White, &["d4"], "d4", &[]);
}

/// §1.5: a capture that ends on water freezes the capturer.
#[test]
fn capture_ending_on_water_freezes() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. wr .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .H .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &[
            "d5", "xd6", "d3", "d2", "d1", "c4", "b4", "a4", "e4", "f4", "g4",
        ],
    );
    for v in VIEWS {
        let start = v.pos(board, White, &[]);
        let captured = v.play(&start, "d4d6");
        assert_eq!(
            captured.piece_at(v.sq("d6")),
            v.piece(White, Role::HeavyHorse)
        );
        assert!(captured.is_frozen(v.sq("d6")));
        let reply = v.play(&captured, "a8b8");
        assert!(reply.is_frozen(v.sq("d6")));
        assert_eq!(v.marks(&reply, "d6"), Vec::<String>::new());
    }
}

/// §1.5: the Dragon is never frozen: it may stop on water and leave it on its
/// very next turn.
#[test]
fn dragon_is_never_frozen() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. w. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .D .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    for v in VIEWS {
        let start = v.pos(board, White, &[]);
        let on_water = v.play(&start, "d4d6");
        assert!(!on_water.is_frozen(v.sq("d6")));
        assert!(on_water.frozen().is_empty());
        let reply = v.play(&on_water, "a8b8");
        let left = v.play(&reply, "d6d4");
        assert_eq!(left.piece_at(v.sq("d4")), v.piece(White, Role::Dragon));
    }
}

/// §1.5: a frozen unit can still be captured, in melee or by a shot. A shot
/// leaves no mark behind; a melee capture on water freezes the capturer.
#[test]
fn frozen_unit_can_be_captured() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .c .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. wR .r .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(board, Black, &["d5"], "e5", &["xd5", "e6", "e4", "f5"]);
    assert_moves(
        board,
        Black,
        &["d5"],
        "d7",
        &["c6", "c7", "c8", "d6", "d8", "e6", "e7", "e8", "*d5"],
    );
    for v in VIEWS {
        let pos = v.pos(board, Black, &["d5"]);
        let shot = v.play(&pos, "d7d5");
        assert_eq!(shot.piece_at(v.sq("d5")), None);
        assert!(shot.frozen().is_empty(), "the captured unit loses its mark");
        let taken = v.play(&pos, "e5d5");
        assert_eq!(taken.piece_at(v.sq("d5")), v.piece(Black, Role::Rabble));
        assert!(taken.is_frozen(v.sq("d5")), "the capturer entered water");
    }
}

/// §1.5: a unit that stands on water without having entered it (placed there
/// at setup: no frozen mark) is not frozen.
#[test]
fn unit_on_water_without_mark_is_not_frozen() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. wR .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(board, White, &[], "d4", &["d5", "d3", "c4", "e4"]);
}

// ---------------------------------------------------------------------------
// §1.6 Fortress
// ---------------------------------------------------------------------------

/// §1.6: a melee capture of a piece on an unruined fortress ruins the fortress
/// instead; the defender stays, the attacker ends on the last square before it.
#[test]
fn melee_attack_on_a_fortress_ruins_it() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. tr .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .H .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d2",
        &["d3", "d4", "!d5", "d1", "c2", "b2", "a2", "e2", "f2", "g2"],
    );
    for v in VIEWS {
        let pos = v.pos_at(board, White, &[], 12, 7);
        let next = v.play(&pos, "d2d5");
        assert_eq!(next.terrain_at(v.sq("d5")), Terrain::Ruined);
        assert_eq!(next.piece_at(v.sq("d5")), v.piece(Black, Role::Rabble));
        assert_eq!(next.piece_at(v.sq("d4")), v.piece(White, Role::HeavyHorse));
        assert_eq!(next.piece_at(v.sq("d2")), None);
        assert_eq!(next.clock(), 0, "a ruin restarts the clock");
    }
}

/// §1.6: an attacker that starts next to the fortress stays where it is; the
/// fortress is then ruined — grass in every respect — so the next attack
/// captures the defender.
#[test]
fn adjacent_attacker_stays_and_a_ruined_fortress_is_grass() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. tr .. .. .. ..
        .. .. .. .R .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(board, White, &[], "d4", &["!d5", "c4", "e4", "d3"]);
    for v in VIEWS {
        let pos = v.pos(board, White, &[]);
        let ruined = v.play(&pos, "d4d5");
        assert_eq!(ruined.terrain_at(v.sq("d5")), Terrain::Ruined);
        assert_eq!(ruined.piece_at(v.sq("d4")), v.piece(White, Role::Rabble));
        assert_eq!(ruined.piece_at(v.sq("d5")), v.piece(Black, Role::Rabble));
        let reply = v.play(&ruined, "a8b8");
        assert_eq!(v.marks(&reply, "d4"), ["c4", "d3", "e4", "xd5"]);
        let taken = v.play(&reply, "d4d5");
        assert_eq!(taken.piece_at(v.sq("d5")), v.piece(White, Role::Rabble));
        assert_eq!(taken.terrain_at(v.sq("d5")), Terrain::Ruined);
    }
}

/// §1.6: a piece on a ruined fortress (drawn `r`) is captured like on grass.
#[test]
fn ruined_fortress_is_grass() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. rr .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .H .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d2",
        &["d3", "d4", "xd5", "d1", "c2", "b2", "a2", "e2", "f2", "g2"],
    );
}

/// §1.6: a ranged attack on a fortress ruins it; the shooter stays, and so does
/// the defender.
#[test]
fn shot_at_a_fortress_ruins_it() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. tr .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .C .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d4",
        &["!d6", "c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5"],
    );
    for v in VIEWS {
        let pos = v.pos_at(board, White, &[], 30, 20);
        let next = v.play(&pos, "d4d6");
        assert_eq!(next.terrain_at(v.sq("d6")), Terrain::Ruined);
        assert_eq!(next.piece_at(v.sq("d6")), v.piece(Black, Role::Rabble));
        assert_eq!(next.piece_at(v.sq("d4")), v.piece(White, Role::Catapult));
        assert_eq!(next.clock(), 0, "a ruin restarts the clock");
    }
}

/// §1.6: a fortress that a Dragon holds can be ruined only by a unit that may
/// capture a Dragon: not by the Rabble, but by the King and the Catapult.
#[test]
fn fortress_held_by_a_dragon_is_ruined_only_by_dragon_capturers() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. td .. .. .. ..
        .. .. .. .R .K .. .. ..
        .. .. .. .C .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..";
    assert_moves(board, White, &[], "d4", &["c4"]);
    assert_moves(
        board,
        White,
        &[],
        "e4",
        &["!d5", "e5", "f5", "f4", "f3", "e3"],
    );
    // The Catapult's shot at d5 is blocked by its own Rabble on d4.
    assert_moves(
        board,
        White,
        &[],
        "d3",
        &["c2", "c3", "c4", "d2", "e2", "e3"],
    );
    let catapult = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. td .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .C .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        catapult,
        White,
        &[],
        "d3",
        &["!d5", "c2", "c3", "c4", "d2", "d4", "e2", "e3", "e4"],
    );
}

/// §1.6: the Dragon ruins a fortress held by a non-Dragon like any melee unit
/// and stops on the square before it.
#[test]
fn dragon_ruins_a_fortress() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. ts .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .D .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(
        board,
        White,
        &[],
        "d2",
        &[
            "d3", "d4", "!d5", "d1", "c2", "b2", "a2", "e2", "f2", "g2", "h2", "c3", "b4", "a5",
            "e3", "f4", "g5", "h6", "c1", "e1",
        ],
    );
    for v in VIEWS {
        let pos = v.pos(board, White, &[]);
        let next = v.play(&pos, "d2d5");
        assert_eq!(next.piece_at(v.sq("d4")), v.piece(White, Role::Dragon));
        assert_eq!(next.piece_at(v.sq("d5")), v.piece(Black, Role::Spearmen));
        assert_eq!(next.terrain_at(v.sq("d5")), Terrain::Ruined);
    }
}

/// §1.6: any unit of either side may stand on either fortress; moving onto an
/// empty fortress does not ruin it, and it then protects the newcomer.
#[test]
fn any_unit_may_stand_on_a_fortress_and_is_protected() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .r .. .. .. ..
        .. .. .. t. .. .. .. ..
        .. .. .. .R .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(board, White, &[], "d4", &["d5", "c4", "e4", "d3"]);
    for v in VIEWS {
        let pos = v.pos(board, White, &[]);
        let on_fortress = v.play(&pos, "d4d5");
        assert_eq!(on_fortress.terrain_at(v.sq("d5")), Terrain::Fortress);
        assert_eq!(v.marks(&on_fortress, "d6"), ["!d5", "c6", "d7", "e6"]);
    }
}

/// Where the moving unit stands after a move (`Position::lands_on`): a slide
/// or a melee capture ends on its square; a shooter stays; a melee unit that
/// ruins a fortress stops before it (where it started, if next to it), a
/// ranged one stays.
#[test]
fn a_move_lands_where_the_unit_stands_after_it() {
    // (board, move, the square the unit stands on after it)
    let cases = [
        (
            ".k .. .. .. .. .. .. ..
             .. .. .. .. .. .. .. ..
             .. .. .. .. .. .. .. ..
             .. .. .. tr .. .. .. ..
             .. .. .. .. .. .. .. ..
             .. .. .. .. .. .. .. ..
             .. .. .. .H .. .. .. ..
             .. .. .. .. .. .. .. .K",
            ["d2d5", "d2d4", "d2g2"],
            ["d4", "d4", "g2"],
        ),
        (
            ".k .. .. .. .. .. .. ..
             .. .. .. .. .. .. .. ..
             .. .. .. .. .. .. .. ..
             .. .. .. tr .r .. .. ..
             .. .. .. .R .R .. .. ..
             .. .. .. .. .. .. .. ..
             .. .. .. .. .. .. .. ..
             .. .. .. .. .. .. .. .K",
            ["d4d5", "e4e5", "d4c4"],
            ["d4", "e5", "c4"],
        ),
        (
            ".k .. .. .. .. .. .. ..
             .. .. .. .. .. .. .. ..
             .. .. .. tr .. .. .. ..
             .. .. .. .. .. .. .. ..
             .. .. .. .C .. .r .. ..
             .. .. .. .. .. .. .. ..
             .. .. .. .. .. .. .. ..
             .. .. .. .. .. .. .. .K",
            ["d4d6", "d4f4", "d4c3"],
            ["d4", "d4", "c3"],
        ),
    ];
    for (board, moves, lands) in cases {
        for v in VIEWS {
            let pos = v.pos(board, White, &[]);
            for (m, at) in moves.iter().zip(lands) {
                let mv = pos.to_move(v.uci(m)).unwrap();
                assert_eq!(pos.lands_on(mv), Some(v.sq(at)), "{m} in {v:?}");
                let from = mv.from().unwrap();
                assert_eq!(
                    pos.play(mv.to_uci()).unwrap().piece_at(v.sq(at)),
                    pos.piece_at(from)
                );
            }
            let kinds: Vec<MoveKind> = moves
                .iter()
                .map(|m| pos.to_move(v.uci(m)).unwrap().kind())
                .collect();
            assert!(kinds.contains(&MoveKind::Ruin) || kinds.contains(&MoveKind::Shot));
        }
    }
    // A forced pass moves nothing: the King is walled in by mountains and a
    // frozen Rabble.
    let walled = "
        .. .. .. .. .. .. .. .k
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        wR m. .. .. .. .. .. ..
        .K m. .. .. .. .. .. ..";
    let pos = VIEWS[0].pos(walled, White, &["a2"]);
    assert_eq!(pos.legal_moves().as_slice(), [Move::Pass]);
    assert_eq!(pos.lands_on(Move::Pass), None);
}

/// `iron` has no armor, Tower or Spearmen's zones: a board shows none of them.
#[test]
fn iron_shows_no_attackers_guard_or_zones() {
    let board = "
        .k .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .s .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .S .r .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    for v in VIEWS {
        let pos = v.pos(board, White, &[]);
        // The Spearmen on d4 can take the Rabble on e4 all the same.
        assert_eq!(
            v.marks(&pos, "d4")
                .iter()
                .filter(|m| m.starts_with('x'))
                .count(),
            1
        );
        for sq in Square::all() {
            assert!(pos.attackers_of(sq).is_empty(), "{sq}");
        }
        for side in [White, Black] {
            assert!(pos.capturable(side).is_empty());
            assert!(pos.zones(side).is_empty());
        }
        assert!(pos.guarded().is_empty());
    }
}

// ---------------------------------------------------------------------------
// §1.7 Turns and the end of the game
// ---------------------------------------------------------------------------

/// §1.7: with no legal move (a King boxed in by mountains and its own frozen
/// unit), `0000` is the only move. The pass clears the side's frozen marks.
/// A pass is refused while a move exists.
#[test]
fn forced_pass_and_refused_pass() {
    let board = "
        .. .. .. .. .. .. .. .k
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        wR m. .. .. .. .. .. ..
        .K m. .. .. .. .. .. ..";
    assert_moves(board, White, &["a2"], "a1", &[]);
    for v in VIEWS {
        let pos = v.pos(board, White, &["a2"]);
        assert!(pos.must_pass());
        assert_eq!(pos.legal_moves().to_vec(), vec![Move::Pass]);
        assert_eq!(pos.legal_moves()[0].kind(), MoveKind::Pass);
        let passed = v.play(&pos, "0000");
        assert_eq!(passed.side_to_move(), v.color(Black));
        assert_eq!(passed.clock(), 1, "a pass is a ply");
        assert!(
            !passed.is_frozen(v.sq("a2")),
            "the pass cleared White's mark"
        );
        assert!(!passed.must_pass());
        assert_eq!(passed.play(Uci::Pass), Err(PlayError::PassNotAllowed));
        let reply = v.play(&passed, "h8g8");
        assert!(!reply.must_pass());
        assert_eq!(v.marks(&reply, "a2"), ["a3"]);
        assert_eq!(reply.play(Uci::Pass), Err(PlayError::PassNotAllowed));
    }
}

/// §1.7: capturing the enemy King ends the game at once: the capturer's side
/// wins, and no move (not even a pass) remains.
#[test]
fn king_capture_ends_the_game() {
    let board = "
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .k .. .. .. ..
        .. .. .. .R .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. .K";
    assert_moves(board, White, &[], "d4", &["xd5", "c4", "e4", "d3"]);
    for v in VIEWS {
        let pos = v.pos(board, White, &[]);
        assert_eq!(pos.outcome(), None);
        let over = v.play(&pos, "d4d5");
        assert_eq!(
            over.outcome(),
            Some(Outcome::Decisive {
                winner: v.color(White)
            })
        );
        assert!(over.is_game_over());
        assert!(over.legal_moves().is_empty());
        assert!(!over.must_pass());
        assert_eq!(over.play(v.uci("h1g1")), Err(PlayError::GameOver));
        assert_eq!(over.play(Uci::Pass), Err(PlayError::GameOver));

        let mut game = Game::new(pos);
        v.play_game(&mut game, "d4d5");
        let won = GameResult::Win {
            winner: v.color(White),
            reason: WinReason::KingCaptured,
        };
        assert_eq!(game.result(), Some(won));
        assert_eq!(game.play(v.uci("h1g1")), Err(GameError::Finished(won)));
    }
}

/// §1.7 (a): two passes in a row draw the game; nothing is played after.
#[test]
fn two_passes_in_a_row_draw() {
    let board = "
        .. .. .. .. .. .. m. .k
        .. .. .. .. .. .. m. m.
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        m. m. .. .. .. .. .. ..
        .K m. .. .. .. .. .. ..";
    for v in VIEWS {
        let mut game = Game::new(v.pos(board, White, &[]));
        v.play_game(&mut game, "0000");
        assert_eq!(game.result(), None);
        v.play_game(&mut game, "0000");
        let draw = GameResult::Draw {
            reason: DrawReason::TwoPasses,
        };
        assert_eq!(game.result(), Some(draw));
        assert_eq!(game.play(Uci::Pass), Err(GameError::Finished(draw)));
    }
}

/// §1.7 (b): the same position for the third time draws: two units shuffle
/// back and forth twice.
#[test]
fn threefold_repetition_draws() {
    let board = "
        .. .. .. .. .. .. .. .k
        .. .. .. .. .. .. .. .r
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .R .. .. .. .. .. .. ..
        .K .. .. .. .. .. .. ..";
    let shuffle = ["a2b2", "h7g7", "b2a2", "g7h7"];
    for v in VIEWS {
        let mut game = Game::new(v.pos(board, White, &[]));
        assert_eq!(game.repetitions(), 1);
        for m in shuffle {
            v.play_game(&mut game, m);
        }
        assert_eq!(game.repetitions(), 2);
        assert_eq!(game.result(), None);
        for m in &shuffle[..3] {
            v.play_game(&mut game, m);
            assert_eq!(game.result(), None);
        }
        v.play_game(&mut game, shuffle[3]);
        assert_eq!(game.repetitions(), 3);
        let draw = GameResult::Draw {
            reason: DrawReason::Repetition,
        };
        assert_eq!(game.result(), Some(draw));
        assert_eq!(game.play(v.uci("a2b2")), Err(GameError::Finished(draw)));
    }
}

/// §1.7 (c): 100 plies in a row without a capture or ruin draw the game; a
/// capture on the 100th ply restarts the count instead.
#[test]
fn hundred_plies_without_capture_draw() {
    let board = "
        .. .. .. .. .. .. .. .k
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .r .. .. .. ..
        .. .. .. .R .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .K .. .. .. .. .. .. ..";
    for v in VIEWS {
        let start = v.pos_at(board, White, &[], 98, 60);
        let mut game = Game::new(start.clone());
        v.play_game(&mut game, "a1b1");
        assert_eq!(game.position().clock(), 99);
        assert_eq!(game.result(), None);
        v.play_game(&mut game, "h8g8");
        assert_eq!(game.position().clock(), 100);
        let draw = GameResult::Draw {
            reason: DrawReason::NoCaptures,
        };
        assert_eq!(game.result(), Some(draw));
        assert_eq!(
            draw.describe(Ruleset::Iron).to_string(),
            "draw: 100 plies without a capture or a fortress ruin"
        );
        assert_eq!(game.play(v.uci("b1a1")), Err(GameError::Finished(draw)));

        let mut game = Game::new(start);
        v.play_game(&mut game, "a1b1");
        v.play_game(&mut game, "d5d4");
        assert_eq!(game.position().clock(), 0);
        assert_eq!(game.result(), None);
    }
}

/// §1.7: a player may resign; the other side wins and the game accepts no
/// further move, resignation or agreement.
#[test]
fn resignation_ends_the_game() {
    let board = "
        .. .. .. .. .. .. .. .k
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .K .. .. .. .. .. .. ..";
    for v in VIEWS {
        let mut game = Game::new(v.pos(board, White, &[]));
        v.play_game(&mut game, "a1b1");
        let won = GameResult::Win {
            winner: v.color(White),
            reason: WinReason::Resignation,
        };
        assert_eq!(game.resign(v.color(Black)), Ok(won));
        assert_eq!(game.result(), Some(won));
        assert_eq!(game.play(v.uci("h8g8")), Err(GameError::Finished(won)));
        assert_eq!(game.agree_draw(), Err(GameError::Finished(won)));
        assert_eq!(game.resign(v.color(White)), Err(GameError::Finished(won)));
    }
}

/// §1.7 (d): the players may agree to a draw; nothing is played after.
#[test]
fn agreement_draws() {
    let board = "
        .. .. .. .. .. .. .. .k
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .K .. .. .. .. .. .. ..";
    for v in VIEWS {
        let mut game = Game::new(v.pos(board, White, &[]));
        let draw = GameResult::Draw {
            reason: DrawReason::Agreement,
        };
        assert_eq!(game.agree_draw(), Ok(draw));
        assert_eq!(game.result(), Some(draw));
        assert_eq!(game.play(v.uci("a1b1")), Err(GameError::Finished(draw)));
        assert_eq!(game.resign(v.color(White)), Err(GameError::Finished(draw)));
    }
}

/// Taking moves back leaves the game as if they had never been played: the
/// same positions, moves and result as the game replayed to that point, an
/// automatic end taken back with its move, and a resignation or an agreement
/// taken back too.
#[test]
fn taking_moves_back_is_the_game_replayed_to_that_point() {
    let board = "
        .. .. .. .. .. .. .. .k
        .. .. .. .. .. .. .. .r
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. .. ..
        .R .. .. .. .. .. .. ..
        .K .. .. .. .. .. .. ..";
    let shuffle = ["a2b2", "h7g7", "b2a2", "g7h7"];
    for v in VIEWS {
        let start = v.pos(board, White, &[]);
        let mut full = Game::new(start.clone());
        for m in shuffle.iter().chain(&shuffle) {
            v.play_game(&mut full, m);
        }
        assert!(full.result().is_some(), "drawn by repetition");
        for ply in 0..=full.ply() {
            let mut replayed = Game::new(start.clone());
            for m in &full.moves()[..ply] {
                replayed.play(m.to_uci()).unwrap();
            }
            let mut cut = full.clone();
            cut.truncate(ply);
            assert_eq!(cut, replayed, "after {ply} moves");
        }
        let mut cut = full.clone();
        cut.truncate(full.ply() - 1);
        assert_eq!(cut.result(), None, "the repetition is taken back");
        v.play_game(&mut cut, shuffle[3]);
        assert_eq!(cut, full, "and comes back with its move");

        let mut resigned = Game::new(start.clone());
        v.play_game(&mut resigned, "a2b2");
        resigned.resign(v.color(Black)).unwrap();
        resigned.truncate(1);
        assert_eq!(resigned.result(), None, "the resignation is taken back");
        assert_eq!(resigned.ply(), 1);
    }
}

// ---------------------------------------------------------------------------
// §1.1 Setup validation
// ---------------------------------------------------------------------------

/// A valid White homeland (ranks 4/3/2/1):
/// ```text
/// 4  m  .D m  w  .S f  .  m
/// 3  .  f  f  .X tK .L w  .
/// 2  m  .  wR .H m  .E f  .
/// 1  .C f  .T w  .  w  f  m
/// ```
/// 6 mountains (a4 c4 h4 a2 e2 h1, none touching), 5 water, 6 forest,
/// 1 fortress, 14 grass; ten units, the Rabble on water.
const WHITE: &str = "iron w m1mw1f1m/1ff1t1w1/m1w1m1f1/1f1w1wfm 1D2S3/3XKL2/2RH1E2/C1T5";

/// The same homeland for Black, turned 180° (ranks 8/7/6/5, lowercase).
const BLACK: &str = "iron b mfw1w1f1/1f1m1w1m/1w1t1ff1/m1f1wm1m 5t1c/2e1hr2/2lkx3/3s2d1";

fn homeland(text: &str) -> Homeland {
    text.parse()
        .unwrap_or_else(|e| panic!("homeland does not parse: {e}\n{text}"))
}

fn setup_errors(text: &str) -> Vec<SetupError> {
    match homeland(text).validate() {
        Ok(()) => panic!("homeland should be invalid: {text}"),
        Err(errors) => errors.0,
    }
}

/// §1.1: the example homelands are valid and make a start position: White to
/// move, nothing frozen — the Rabble placed on water (c2 / f7) is not frozen.
#[test]
fn valid_homelands_start_a_game() {
    let white = homeland(WHITE);
    let black = homeland(BLACK);
    assert_eq!(white.validate(), Ok(()));
    assert_eq!(black.validate(), Ok(()));
    let start = Position::from_homelands(&white, &black).unwrap();
    assert_eq!(start.side_to_move(), White);
    assert_eq!(start.clock(), 0);
    assert_eq!(start.fullmove(), 1);
    assert!(start.frozen().is_empty());
    assert_eq!(start.terrain_at(sq("c2")), Terrain::Water);
    assert_eq!(
        start.piece_at(sq("c2")),
        Some(Piece {
            color: White,
            role: Role::Rabble
        })
    );
    // The Rabble on water may move at once: b2 and the forest c3 (c1 and d2
    // hold its own Trebuchet and Heavy Horse). So may Black's on f7.
    assert_eq!(marks_from(&start, "c2"), ["b2", "c3"]);
    let after = start.play(uci("a1b1")).unwrap();
    assert_eq!(marks_from(&after, "f7"), ["f6", "g7"]);
}

/// A unit of a type that iron does not have (a Tower, which only
/// `Homeland::set_unit` can place) makes the homeland invalid, with a reason.
#[test]
fn a_unit_iron_does_not_have_makes_a_homeland_invalid() {
    let mut h = homeland(WHITE);
    h.set_unit(sq("g4"), Some(Role::Tower));
    let errors = h.validate().unwrap_err();
    assert_eq!(
        errors.0,
        [SetupError::ForeignUnit {
            square: sq("g4"),
            role: Role::Tower
        }]
    );
    assert_eq!(
        errors.to_string(),
        "invalid setup: Tower on g4: this ruleset has no such unit"
    );
}

/// §1.1: Black's homeland is written in lowercase on ranks 8–5; uppercase
/// units are refused, and a homeland given for the wrong side is refused.
#[test]
fn black_homeland_is_lowercase_on_ranks_8_to_5() {
    let black = homeland(BLACK);
    assert_eq!(black.side(), Black);
    assert_eq!(black.unit(sq("d6")), Some(Role::King));
    assert_eq!(black.tile(sq("d6")), Terrain::Fortress);
    assert_eq!(black.unit(sq("e3")), None);
    let start = Position::from_homelands(&homeland(WHITE), &black).unwrap();
    assert_eq!(
        start.piece_at(sq("d6")),
        Some(Piece {
            color: Black,
            role: Role::King
        })
    );
    assert_eq!(start.pieces_of(Black).count(), 10);
    assert!(start.pieces_of(Black).into_iter().all(|s| s.rank() >= 4));

    let uppercase = BLACK.replace("5t1c", "5T1C");
    assert!(matches!(
        uppercase.parse::<Homeland>(),
        Err(ParseHomelandError::WrongCase { .. })
    ));
    assert_eq!(
        Position::from_homelands(&black, &homeland(WHITE)),
        Err(StartError::WrongSide { expected: White })
    );
}

/// §1.1: wrong tile counts are reported (a grass turned into a seventh forest).
#[test]
fn wrong_tile_counts_are_invalid() {
    // a1 grass → forest.
    let errors = setup_errors("iron w m1mw1f1m/1ff1t1w1/m1w1m1f1/ff1w1wfm 1D2S3/3XKL2/2RH1E2/C1T5");
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert!(errors.contains(&SetupError::TileCount {
        terrain: Terrain::Grass,
        expected: 14,
        found: 13
    }));
    assert!(errors.contains(&SetupError::TileCount {
        terrain: Terrain::Forest,
        expected: 6,
        found: 7
    }));
}

/// §1.1: three mountains connected through a corner (a4–b4 by an edge, b4–c3 by
/// a corner) break the mountain rule; the reason names the squares.
#[test]
fn mountain_group_of_three_through_a_corner_is_invalid() {
    // From the valid homeland: c4 ↔ b4 and e2 ↔ c3 swapped.
    let text = "iron w mm1w1f1m/1fm1t1w1/m1w1f1f1/1f1w1wfm 2D1S3/3XKL2/2RH1E2/C1T5";
    let errors = setup_errors(text);
    assert_eq!(
        errors,
        [SetupError::MountainGroup {
            squares: vec![sq("c3"), sq("a4"), sq("b4")],
            max: 2
        }]
    );
    let reason = cyvasse::SetupErrors(errors).to_string();
    for name in ["c3", "a4", "b4"] {
        assert!(reason.contains(name), "{reason}");
    }
}

/// §1.1: two groups of two mountains (one by an edge, one by a corner) are
/// fine, and so are groups that meet across the middle of the board (White's
/// a4–b4 touches Black's a5).
#[test]
fn two_mountain_groups_of_two_are_valid() {
    let text = "iron w mm1w1f1m/1ff1t1w1/m1w1m1f1/1f1w1mfw 2D1S3/3XKL2/2RH1E2/C1T5";
    let white = homeland(text);
    assert_eq!(white.validate(), Ok(()));
    let start = Position::from_homelands(&white, &homeland(BLACK)).unwrap();
    for name in ["a4", "b4", "a5"] {
        assert_eq!(start.terrain_at(sq(name)), Terrain::Mountain);
    }
}

/// §1.1: a wrong army is reported per unit type (a second Rabble instead of
/// the Spearmen).
#[test]
fn wrong_army_is_invalid() {
    let errors = setup_errors("iron w m1mw1f1m/1ff1t1w1/m1w1m1f1/1f1w1wfm 1D2R3/3XKL2/2RH1E2/C1T5");
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert!(errors.contains(&SetupError::UnitCount {
        role: Role::Rabble,
        expected: 1,
        found: 2
    }));
    assert!(errors.contains(&SetupError::UnitCount {
        role: Role::Spearmen,
        expected: 1,
        found: 0
    }));
    // Without a King.
    let errors = setup_errors("iron w m1mw1f1m/1ff1t1w1/m1w1m1f1/1f1w1wfm 1D2S3/3X1L2/2RH1E2/C1T5");
    assert_eq!(
        errors,
        [SetupError::UnitCount {
            role: Role::King,
            expected: 1,
            found: 0
        }]
    );
}

/// §1.1: no unit but the Dragon may stand on a mountain.
#[test]
fn non_dragon_on_a_mountain_is_invalid() {
    // The Spearmen on the mountain c4.
    let errors = setup_errors("iron w m1mw1f1m/1ff1t1w1/m1w1m1f1/1f1w1wfm 1DS5/3XKL2/2RH1E2/C1T5");
    assert_eq!(
        errors,
        [SetupError::UnitOnMountain {
            square: sq("c4"),
            role: Role::Spearmen
        }]
    );
}

/// §1.1: the Dragon may stand on a mountain.
#[test]
fn dragon_on_a_mountain_is_valid() {
    // The Dragon on the mountain a4.
    let white = homeland("iron w m1mw1f1m/1ff1t1w1/m1w1m1f1/1f1w1wfm D3S3/3XKL2/2RH1E2/C1T5");
    assert_eq!(white.validate(), Ok(()));
    assert_eq!(white.unit(sq("a4")), Some(Role::Dragon));
    assert_eq!(white.tile(sq("a4")), Terrain::Mountain);
}
