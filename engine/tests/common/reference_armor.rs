//! A deliberately simple, independent reference implementation of the Cyvasse
//! `armor` rules (RULES.md §0, §2.2–§2.5, §3.1, §3.2, §4), written from
//! RULES.md alone, used to cross-check the engine. Square-by-square loops on
//! plain 8×8 arrays; no bitboards, no cleverness. std only.
//!
//! Decisions taken where RULES.md leaves room (see also the comments below):
//! - Only the `armor` ruleset is accepted; `iron` positions are an error, and
//!   so are the iron-only letters: the Trebuchet (`T`/`t`) in the pieces field
//!   and forest, fortress and ruined fortress (`f`, `t`, `r`) in the terrain
//!   field. The frozen field must be `-`.
//! - Parsing checks the form only (§3.1): army counts, homelands and pieces
//!   standing on mountains are not checked. A piece standing on a mountain
//!   may leave it and attacks as usual; since no move ends on a mountain, it
//!   can be taken only by a Catapult capture.
//! - A path never enters a square twice, its start square included (this
//!   changes no destination: a shorter path always exists).
//! - Squares a path passes through (every square of it but the last) must be
//!   on the board, not water (water ends a move), not a mountain and not an
//!   enemy piece (except for the Dragon), not an enemy Spearmen's zone square
//!   (except for the Dragon), and not an own piece for the Elephant. The last
//!   square of a normal move must be empty and not a mountain; it may be water
//!   or a zone square.
//! - A zone square blocks passing even when it holds one of the mover's own
//!   pieces, and a Spearmen's zone squares off the board are ignored.
//! - A capture move ends on the target's square, which may be water or a zone
//!   square but not a mountain. The squares strictly between capturer and
//!   target follow the passing rules above, so the Dragon's capture line may
//!   pass over enemies and mountains.
//! - A piece standing on water may still capture by moving (the capturer need
//!   not attack, §2.4), Spearmen included; a Catapult on water attacks nothing,
//!   so it has no Catapult capture.
//! - Water between an attacker and its target does not block the attack, and
//!   a target on water can be attacked.
//! - The Catapult's step-back square must be on the board, empty and not a
//!   mountain; it may be water or a zone square (the Catapult ends there and
//!   passes nothing).
//! - A Tower is a target like any other piece (armor 2); a piece next to any
//!   Tower of its own side is protected, Towers included.
//! - A King missing is game over (§4): no moves, perft 0 at depth ≥ 1. The
//!   side whose King is missing has lost; if both are missing, the side that
//!   just moved (not the side to move) is taken as the winner.
//! - Any capture sets the clock to 0, any other move adds 1; the full-move
//!   number grows after each Black move.
#![allow(dead_code, clippy::needless_range_loop)]

/// Board arrays are indexed `[rank][file]`, rank 0 = rank 1, file 0 = file a.
#[derive(Clone, Debug, PartialEq)]
struct Pos {
    /// 'g' grass, 'm' mountain, 'w' water.
    terrain: [[char; 8]; 8],
    /// '.' for empty, otherwise the unit letter (uppercase White).
    pieces: [[char; 8]; 8],
    white_to_move: bool,
    clock: u64,
    fullmove: u64,
}

/// How a game stands in a position (§2.5, §4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArmorEnd {
    /// The side to move has a legal move.
    Ongoing,
    /// A King is missing; `winner` is `'w'` or `'b'`.
    KingCaptured { winner: char },
    /// Both Kings are present and the side to move has no legal move: it has
    /// lost. `winner` is the other side, `'w'` or `'b'`.
    NoLegalMove { winner: char },
}

const DIRS: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

fn is_white(p: char) -> bool {
    p.is_ascii_uppercase()
}

fn on_board(r: i32, f: i32) -> bool {
    (0..8).contains(&r) && (0..8).contains(&f)
}

fn square_name(r: usize, f: usize) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

fn parse_square(s: &str) -> Option<(usize, usize)> {
    let b = s.as_bytes();
    if b.len() != 2 {
        return None;
    }
    if !(b'a'..=b'h').contains(&b[0]) || !(b'1'..=b'8').contains(&b[1]) {
        return None;
    }
    Some(((b[1] - b'1') as usize, (b[0] - b'a') as usize))
}

/// Armor of a unit (uppercase letter), §2.2.
fn armor(u: char) -> u32 {
    match u {
        'H' | 'E' | 'D' | 'O' => 2,
        'X' | 'C' => 0,
        _ => 1,
    }
}

/// Move range of a unit (uppercase letter), §2.2.
fn move_range(u: char) -> u32 {
    match u {
        'R' | 'S' | 'E' | 'C' | 'K' => 1,
        'L' => 3,
        'H' | 'X' => 2,
        'D' => 4,
        _ => 0,
    }
}

/// How far a unit may capture by moving in a straight line (§2.4); 0 for the
/// units that never capture by moving.
fn capture_range(u: char) -> u32 {
    match u {
        'X' | 'C' | 'O' => 0,
        'E' => 2,
        _ => move_range(u),
    }
}

/// Attack distances (least, greatest) along the eight rays, §2.2. The
/// Spearmen's attack (only its two forward-diagonal squares) and the Tower
/// (none) are handled in `attacks`.
fn attack_range(u: char) -> (i32, i32) {
    match u {
        'E' | 'D' => (1, 2),
        'X' => (1, 3),
        'C' => (2, 4),
        _ => (1, 1),
    }
}

/// The rank direction a side calls forward: towards the opponent's back rank.
fn forward(white: bool) -> i32 {
    if white {
        1
    } else {
        -1
    }
}

fn parse_rank_field(
    field: &str,
    allowed: &str,
    fill: char,
    what: &str,
) -> Result<[[char; 8]; 8], String> {
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != 8 {
        return Err(format!("{what}: expected 8 ranks, got {}", ranks.len()));
    }
    let mut board = [[fill; 8]; 8];
    for (i, text) in ranks.iter().enumerate() {
        let r = 7 - i;
        let mut f = 0usize;
        for c in text.chars() {
            if let Some(d) = c.to_digit(10) {
                if d == 0 || d > 8 {
                    return Err(format!("{what}: bad digit '{c}'"));
                }
                f += d as usize;
                if f > 8 {
                    return Err(format!("{what}: rank {} is longer than 8", r + 1));
                }
            } else if allowed.contains(c) {
                if f >= 8 {
                    return Err(format!("{what}: rank {} is longer than 8", r + 1));
                }
                board[r][f] = c;
                f += 1;
            } else {
                return Err(format!("{what}: letter '{c}' is not allowed in armor"));
            }
        }
        if f != 8 {
            return Err(format!("{what}: rank {} has {f} squares, not 8", r + 1));
        }
    }
    Ok(board)
}

fn parse(position: &str) -> Result<Pos, String> {
    let fields: Vec<&str> = position.split_whitespace().collect();
    if fields.len() != 7 {
        return Err(format!("position: expected 7 fields, got {}", fields.len()));
    }
    if fields[0] != "armor" {
        return Err(format!("position: ruleset '{}' is not armor", fields[0]));
    }
    let terrain = parse_rank_field(fields[1], "mw", 'g', "terrain")?;
    let pieces = parse_rank_field(fields[2], "RSXLHECDOKrsxlhecdok", '.', "pieces")?;
    let white_to_move = match fields[3] {
        "w" => true,
        "b" => false,
        s => return Err(format!("side: expected 'w' or 'b', got '{s}'")),
    };
    if fields[4] != "-" {
        return Err(format!("frozen: must be '-' in armor, got '{}'", fields[4]));
    }
    let clock: u64 = fields[5]
        .parse()
        .map_err(|_| format!("clock: bad number '{}'", fields[5]))?;
    let fullmove: u64 = fields[6]
        .parse()
        .map_err(|_| format!("fullmove: bad number '{}'", fields[6]))?;
    if fullmove == 0 {
        return Err("fullmove: must be at least 1".to_string());
    }
    Ok(Pos {
        terrain,
        pieces,
        white_to_move,
        clock,
        fullmove,
    })
}

fn print_rank_field(board: &[[char; 8]; 8], blank: char) -> String {
    let mut out = String::new();
    for i in 0..8 {
        let r = 7 - i;
        if i > 0 {
            out.push('/');
        }
        let mut run = 0;
        for f in 0..8 {
            let c = board[r][f];
            if c == blank {
                run += 1;
            } else {
                if run > 0 {
                    out.push_str(&run.to_string());
                    run = 0;
                }
                out.push(c);
            }
        }
        if run > 0 {
            out.push_str(&run.to_string());
        }
    }
    out
}

fn print(pos: &Pos) -> String {
    format!(
        "armor {} {} {} - {} {}",
        print_rank_field(&pos.terrain, 'g'),
        print_rank_field(&pos.pieces, '.'),
        if pos.white_to_move { "w" } else { "b" },
        pos.clock,
        pos.fullmove
    )
}

fn king_present(pos: &Pos, white: bool) -> bool {
    let king = if white { 'K' } else { 'k' };
    for r in 0..8 {
        for f in 0..8 {
            if pos.pieces[r][f] == king {
                return true;
            }
        }
    }
    false
}

/// Is the square in the zone of a Spearmen that is an enemy of `mover_white`,
/// i.e. one of that Spearmen's two forward-diagonal squares? Whether the
/// Spearmen could attack (e.g. stands on water) does not matter (§2.3).
fn in_enemy_zone(pos: &Pos, r: usize, f: usize, mover_white: bool) -> bool {
    let enemy_spearmen = if mover_white { 's' } else { 'S' };
    for sr in 0..8 {
        for sf in 0..8 {
            if pos.pieces[sr][sf] != enemy_spearmen {
                continue;
            }
            let zr = sr as i32 + forward(!mover_white);
            for df in [-1, 1] {
                let zf = sf as i32 + df;
                if zr == r as i32 && zf == f as i32 {
                    return true;
                }
            }
        }
    }
    false
}

/// May a unit `u` of side `white` pass through (enter and leave) the square?
/// The square is on the board. §2.3.
fn can_pass(pos: &Pos, u: char, white: bool, r: usize, f: usize) -> bool {
    let t = pos.terrain[r][f];
    if t == 'w' {
        return false;
    }
    if t == 'm' && u != 'D' {
        return false;
    }
    let q = pos.pieces[r][f];
    if q != '.' {
        if is_white(q) != white && u != 'D' {
            return false;
        }
        if is_white(q) == white && u == 'E' {
            return false;
        }
    }
    if u != 'D' && in_enemy_zone(pos, r, f, white) {
        return false;
    }
    true
}

/// May a normal move end on the square? Empty and not a mountain. §2.3.
fn can_end(pos: &Pos, r: usize, f: usize) -> bool {
    pos.pieces[r][f] == '.' && pos.terrain[r][f] != 'm'
}

/// Does the piece on (ar, af) attack the piece on (tr, tf)? Both squares hold
/// pieces. §2.4.
fn attacks(pos: &Pos, ar: usize, af: usize, tr: usize, tf: usize) -> bool {
    let p = pos.pieces[ar][af];
    let q = pos.pieces[tr][tf];
    if p == '.' || q == '.' || is_white(p) == is_white(q) {
        return false;
    }
    if pos.terrain[ar][af] == 'w' {
        return false;
    }
    let u = p.to_ascii_uppercase();
    if u == 'O' {
        return false;
    }
    let dr = tr as i32 - ar as i32;
    let df = tf as i32 - af as i32;
    if u == 'S' {
        return dr == forward(is_white(p)) && df.abs() == 1;
    }
    if !(dr == 0 || df == 0 || dr.abs() == df.abs()) {
        return false;
    }
    let dist = dr.abs().max(df.abs());
    let (least, greatest) = attack_range(u);
    if dist < least || dist > greatest {
        return false;
    }
    let (sr, sf) = (dr.signum(), df.signum());
    for k in 1..dist {
        let r = (ar as i32 + k * sr) as usize;
        let f = (af as i32 + k * sf) as usize;
        if pos.terrain[r][f] == 'm' && u != 'C' {
            return false;
        }
        let between = pos.pieces[r][f];
        if between != '.' && is_white(between) == is_white(q) {
            return false;
        }
    }
    true
}

/// How many enemy pieces attack the piece on (tr, tf)?
fn attackers(pos: &Pos, tr: usize, tf: usize) -> u32 {
    let mut n = 0;
    for r in 0..8 {
        for f in 0..8 {
            if attacks(pos, r, f, tr, tf) {
                n += 1;
            }
        }
    }
    n
}

/// Is the piece on (tr, tf) next to a Tower of its own side?
fn next_to_own_tower(pos: &Pos, tr: usize, tf: usize) -> bool {
    let q = pos.pieces[tr][tf];
    let tower = if is_white(q) { 'O' } else { 'o' };
    for &(dr, df) in DIRS.iter() {
        let (r, f) = (tr as i32 + dr, tf as i32 + df);
        if on_board(r, f) && pos.pieces[r as usize][f as usize] == tower {
            return true;
        }
    }
    false
}

/// Is the piece on (tr, tf) capturable (§2.4)?
fn capturable(pos: &Pos, tr: usize, tf: usize) -> bool {
    let q = pos.pieces[tr][tf];
    if q == '.' || next_to_own_tower(pos, tr, tf) {
        return false;
    }
    attackers(pos, tr, tf) >= armor(q.to_ascii_uppercase())
}

/// Walks every path of king-steps from (r, f) with `steps` steps left,
/// marking in `ends` the squares a normal move may end on.
#[allow(clippy::too_many_arguments)]
fn walk(
    pos: &Pos,
    u: char,
    white: bool,
    r: usize,
    f: usize,
    steps: u32,
    visited: &mut [[bool; 8]; 8],
    ends: &mut [[bool; 8]; 8],
) {
    if steps == 0 {
        return;
    }
    for &(dr, df) in DIRS.iter() {
        let (nr, nf) = (r as i32 + dr, f as i32 + df);
        if !on_board(nr, nf) {
            continue;
        }
        let (nr, nf) = (nr as usize, nf as usize);
        if visited[nr][nf] {
            continue;
        }
        if can_end(pos, nr, nf) {
            ends[nr][nf] = true;
        }
        if steps > 1 && can_pass(pos, u, white, nr, nf) {
            visited[nr][nf] = true;
            walk(pos, u, white, nr, nf, steps - 1, visited, ends);
            visited[nr][nf] = false;
        }
    }
}

/// All (from, to) pairs of legal moves; `to` is the target square for a
/// capture (the Catapult's included).
fn generate(pos: &Pos) -> Vec<((usize, usize), (usize, usize))> {
    let mut out = Vec::new();
    let white = pos.white_to_move;
    for r in 0..8 {
        for f in 0..8 {
            let p = pos.pieces[r][f];
            if p == '.' || is_white(p) != white {
                continue;
            }
            let u = p.to_ascii_uppercase();

            // Normal moves: paths of king-steps.
            let mut visited = [[false; 8]; 8];
            let mut ends = [[false; 8]; 8];
            visited[r][f] = true;
            walk(pos, u, white, r, f, move_range(u), &mut visited, &mut ends);
            for er in 0..8 {
                for ef in 0..8 {
                    if ends[er][ef] {
                        out.push(((r, f), (er, ef)));
                    }
                }
            }

            // Capture moves: one straight line onto a capturable enemy.
            let range = capture_range(u);
            for &(dr, df) in DIRS.iter() {
                if u == 'S' && !(dr == forward(white) && df != 0) {
                    continue;
                }
                let (mut cr, mut cf) = (r as i32, f as i32);
                for _ in 0..range {
                    cr += dr;
                    cf += df;
                    if !on_board(cr, cf) {
                        break;
                    }
                    let (ur, uf) = (cr as usize, cf as usize);
                    let q = pos.pieces[ur][uf];
                    if q != '.'
                        && is_white(q) != white
                        && pos.terrain[ur][uf] != 'm'
                        && capturable(pos, ur, uf)
                    {
                        out.push(((r, f), (ur, uf)));
                    }
                    if !can_pass(pos, u, white, ur, uf) {
                        break;
                    }
                }
            }

            // Catapult capture: step one square directly away from the target.
            if u == 'C' {
                for tr in 0..8 {
                    for tf in 0..8 {
                        if !attacks(pos, r, f, tr, tf) || !capturable(pos, tr, tf) {
                            continue;
                        }
                        let dr = (tr as i32 - r as i32).signum();
                        let df = (tf as i32 - f as i32).signum();
                        let (br, bf) = (r as i32 - dr, f as i32 - df);
                        if on_board(br, bf) && can_end(pos, br as usize, bf as usize) {
                            out.push(((r, f), (tr, tf)));
                        }
                    }
                }
            }
        }
    }
    out
}

fn apply(pos: &Pos, from: (usize, usize), to: (usize, usize)) -> Pos {
    let mut next = pos.clone();
    let p = pos.pieces[from.0][from.1];
    let q = pos.pieces[to.0][to.1];
    next.pieces[from.0][from.1] = '.';
    if q != '.' && p.eq_ignore_ascii_case(&'C') {
        // Catapult capture: the target is removed, the Catapult steps back.
        let dr = (to.0 as i32 - from.0 as i32).signum();
        let df = (to.1 as i32 - from.1 as i32).signum();
        let back = ((from.0 as i32 - dr) as usize, (from.1 as i32 - df) as usize);
        next.pieces[to.0][to.1] = '.';
        next.pieces[back.0][back.1] = p;
    } else {
        // Normal move or capture move: the piece ends on `to`.
        next.pieces[to.0][to.1] = p;
    }
    if q != '.' {
        next.clock = 0;
    } else {
        next.clock = pos.clock + 1;
    }
    if !pos.white_to_move {
        next.fullmove = pos.fullmove + 1;
    }
    next.white_to_move = !pos.white_to_move;
    next
}

fn moves_of(pos: &Pos) -> Vec<String> {
    if !king_present(pos, true) || !king_present(pos, false) {
        return Vec::new();
    }
    let mut moves: Vec<String> = generate(pos)
        .into_iter()
        .map(|(a, b)| format!("{}{}", square_name(a.0, a.1), square_name(b.0, b.1)))
        .collect();
    moves.sort();
    moves.dedup();
    moves
}

/// All legal moves of the `armor` position text (RULES.md §3.1), as move
/// text (§3.2), sorted in byte order. Empty when a King is missing or the side
/// to move has no legal move (it has lost; there is no pass in `armor`).
pub fn armor_moves(position: &str) -> Result<Vec<String>, String> {
    let pos = parse(position)?;
    Ok(moves_of(&pos))
}

/// The position after playing `mv` (must be one of armor_moves), printed
/// canonically (§3.1).
pub fn armor_play(position: &str, mv: &str) -> Result<String, String> {
    let pos = parse(position)?;
    if !moves_of(&pos).iter().any(|m| m == mv) {
        return Err(format!("illegal move '{mv}'"));
    }
    let from = parse_square(&mv[0..2]).ok_or_else(|| format!("bad move '{mv}'"))?;
    let to = parse_square(&mv[2..4]).ok_or_else(|| format!("bad move '{mv}'"))?;
    Ok(print(&apply(&pos, from, to)))
}

/// The position text in canonical form (§3.1).
pub fn armor_canonical(position: &str) -> Result<String, String> {
    Ok(print(&parse(position)?))
}

/// How the game stands (§2.5, §4).
pub fn armor_end(position: &str) -> Result<ArmorEnd, String> {
    let pos = parse(position)?;
    let white_king = king_present(&pos, true);
    let black_king = king_present(&pos, false);
    let side = |white: bool| if white { 'w' } else { 'b' };
    if !white_king || !black_king {
        let winner = if white_king != black_king {
            side(white_king)
        } else {
            side(!pos.white_to_move)
        };
        return Ok(ArmorEnd::KingCaptured { winner });
    }
    if moves_of(&pos).is_empty() {
        return Ok(ArmorEnd::NoLegalMove {
            winner: side(!pos.white_to_move),
        });
    }
    Ok(ArmorEnd::Ongoing)
}

/// How many enemy pieces attack the piece on `square` (§2.4); 0 for an empty
/// square.
pub fn armor_attackers(position: &str, square: &str) -> Result<u32, String> {
    let pos = parse(position)?;
    let (r, f) = parse_square(square).ok_or_else(|| format!("bad square '{square}'"))?;
    Ok(attackers(&pos, r, f))
}

/// Whether the piece on `square` is capturable (§2.4): attacked by at least
/// as many enemies as its armor and not next to a Tower of its own; false
/// for an empty square.
pub fn armor_capturable(position: &str, square: &str) -> Result<bool, String> {
    let pos = parse(position)?;
    let (r, f) = parse_square(square).ok_or_else(|| format!("bad square '{square}'"))?;
    Ok(capturable(&pos, r, f))
}

/// Whether the piece on `square` stands next to a Tower of its own side
/// (§2.2); false for an empty square.
pub fn armor_guarded(position: &str, square: &str) -> Result<bool, String> {
    let pos = parse(position)?;
    let (r, f) = parse_square(square).ok_or_else(|| format!("bad square '{square}'"))?;
    Ok(pos.pieces[r][f] != '.' && next_to_own_tower(&pos, r, f))
}

/// Whether `square` is in the zone of a Spearmen of White (`white`) or
/// Black: one of its two forward-diagonal squares (§2.2).
pub fn armor_in_zone(position: &str, square: &str, white: bool) -> Result<bool, String> {
    let pos = parse(position)?;
    let (r, f) = parse_square(square).ok_or_else(|| format!("bad square '{square}'"))?;
    Ok(in_enemy_zone(&pos, r, f, !white))
}

/// Perft by plain recursion over armor_moves/armor_play (slow is fine).
pub fn armor_perft(position: &str, depth: u32) -> Result<u64, String> {
    if depth == 0 {
        parse(position)?;
        return Ok(1);
    }
    let moves = armor_moves(position)?;
    if depth == 1 {
        return Ok(moves.len() as u64);
    }
    let mut total = 0u64;
    for m in &moves {
        let next = armor_play(position, m)?;
        total += armor_perft(&next, depth - 1)?;
    }
    Ok(total)
}
