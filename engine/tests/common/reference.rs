//! A deliberately simple, independent reference implementation of the Cyvasse
//! `iron` rules (RULES.md §0, §1, §3.1, §3.2, §4), used to cross-check the
//! engine. Square-by-square loops on plain 8×8 arrays; no bitboards, no
//! cleverness. std only.
//!
//! Decisions taken where RULES.md leaves room (see also the comments below):
//! - Only the `iron` ruleset is accepted; `armor` positions are an error.
//! - A ruined fortress keeps its letter `r` in the terrain field.
//! - A frozen unit can neither slide nor shoot (a shot is a move, §1.7).
//! - Melee capture onto an enemy needs budget ≥ 1 like any other step (forest
//!   included); the forest cost does not matter since the slide ends there.
//! - When a melee attacker ruins a fortress, the attacker ends on the square
//!   just before the fortress along its line (that square is never water,
//!   because water ends a slide), or stays if that is its start square.
//! - Frozen marks: after a move by side S, all of S's marks are cleared, the
//!   mark of a captured unit is removed, then the moving unit is marked if it
//!   is not a Dragon and ended its move on water on a square other than its
//!   start.
#![allow(dead_code, clippy::needless_range_loop)]

/// 'g' grass, 'm' mountain, 'w' water, 'f' forest, 't' fortress, 'r' ruined.
/// Board arrays are indexed `[rank][file]`, rank 0 = rank 1, file 0 = file a.
#[derive(Clone, Debug, PartialEq)]
struct Pos {
    terrain: [[char; 8]; 8],
    /// '.' for empty, otherwise the unit letter (uppercase White).
    pieces: [[char; 8]; 8],
    frozen: [[bool; 8]; 8],
    white_to_move: bool,
    clock: u64,
    fullmove: u64,
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

/// Movement range (orthogonal, diagonal) of a unit (uppercase letter).
/// The Dragon is handled separately (unlimited, ignores terrain).
fn move_range(u: char) -> (u32, u32) {
    match u {
        'R' => (1, 0),
        'S' => (1, 1),
        'X' => (2, 1),
        'L' => (0, 3),
        'H' => (3, 0),
        'E' => (3, 3),
        'C' => (1, 1),
        'T' => (2, 1),
        'D' => (8, 8),
        'K' => (1, 1),
        _ => (0, 0),
    }
}

/// Shooting range (orthogonal, diagonal) of a ranged unit.
fn shot_range(u: char) -> Option<(u32, u32)> {
    match u {
        'X' => Some((2, 1)),
        'C' => Some((3, 2)),
        'T' => Some((4, 3)),
        _ => None,
    }
}

fn is_ranged(u: char) -> bool {
    shot_range(u).is_some()
}

/// May a unit of type `attacker` capture a unit of type `defender` standing
/// on terrain `terrain`? (§1.4; both letters uppercase.)
fn can_capture(attacker: char, defender: char, terrain: char) -> bool {
    if defender == 'D' && !matches!(attacker, 'K' | 'D' | 'X' | 'C' | 'T') {
        return false;
    }
    if attacker == 'D' && terrain == 'f' {
        return false;
    }
    true
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
                return Err(format!("{what}: unknown letter '{c}'"));
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
    if fields[0] != "iron" {
        return Err(format!("position: unsupported ruleset '{}'", fields[0]));
    }
    let terrain = parse_rank_field(fields[1], "mwftr", 'g', "terrain")?;
    let pieces = parse_rank_field(fields[2], "RSXLHECTDKrsxlhectdk", '.', "pieces")?;
    let white_to_move = match fields[3] {
        "w" => true,
        "b" => false,
        s => return Err(format!("side: expected 'w' or 'b', got '{s}'")),
    };
    let mut frozen = [[false; 8]; 8];
    if fields[4] != "-" {
        let mut last: i32 = -1;
        for name in fields[4].split(',') {
            let (r, f) =
                parse_square(name).ok_or_else(|| format!("frozen: bad square '{name}'"))?;
            let idx = (r * 8 + f) as i32;
            if idx <= last {
                return Err("frozen: squares not in ascending order".to_string());
            }
            last = idx;
            if terrain[r][f] != 'w' {
                return Err(format!("frozen: {name} is not water"));
            }
            let p = pieces[r][f];
            if p == '.' {
                return Err(format!("frozen: {name} is empty"));
            }
            if p.eq_ignore_ascii_case(&'D') {
                return Err(format!("frozen: {name} holds a Dragon"));
            }
            frozen[r][f] = true;
        }
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
        frozen,
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
    let mut frozen: Vec<String> = Vec::new();
    for r in 0..8 {
        for f in 0..8 {
            if pos.frozen[r][f] {
                frozen.push(square_name(r, f));
            }
        }
    }
    let frozen = if frozen.is_empty() {
        "-".to_string()
    } else {
        frozen.join(",")
    };
    format!(
        "iron {} {} {} {} {} {}",
        print_rank_field(&pos.terrain, 'g'),
        print_rank_field(&pos.pieces, '.'),
        if pos.white_to_move { "w" } else { "b" },
        frozen,
        pos.clock,
        pos.fullmove
    )
}

fn kings_present(pos: &Pos) -> bool {
    let mut white = false;
    let mut black = false;
    for r in 0..8 {
        for f in 0..8 {
            if pos.pieces[r][f] == 'K' {
                white = true;
            }
            if pos.pieces[r][f] == 'k' {
                black = true;
            }
        }
    }
    white && black
}

/// All (from, to) pairs of legal moves, not counting the pass.
fn generate(pos: &Pos) -> Vec<((usize, usize), (usize, usize))> {
    let mut out = Vec::new();
    for r in 0..8 {
        for f in 0..8 {
            let p = pos.pieces[r][f];
            if p == '.' || is_white(p) != pos.white_to_move || pos.frozen[r][f] {
                continue;
            }
            let u = p.to_ascii_uppercase();
            let (orth, diag) = move_range(u);
            // Slides (and melee captures).
            for &(dr, df) in DIRS.iter() {
                let mut budget = if dr == 0 || df == 0 { orth } else { diag };
                let (mut cr, mut cf) = (r as i32, f as i32);
                while budget >= 1 {
                    cr += dr;
                    cf += df;
                    if !(0..8).contains(&cr) || !(0..8).contains(&cf) {
                        break;
                    }
                    let (ur, uf) = (cr as usize, cf as usize);
                    let t = pos.terrain[ur][uf];
                    if u != 'D' && t == 'm' {
                        break;
                    }
                    let q = pos.pieces[ur][uf];
                    if q != '.' {
                        if is_white(q) != is_white(p)
                            && !is_ranged(u)
                            && can_capture(u, q.to_ascii_uppercase(), t)
                        {
                            out.push(((r, f), (ur, uf)));
                        }
                        break;
                    }
                    out.push(((r, f), (ur, uf)));
                    if u == 'D' {
                        budget -= 1;
                        continue;
                    }
                    if t == 'w' {
                        break;
                    }
                    let cost = if t == 'f' { 2 } else { 1 };
                    budget = budget.saturating_sub(cost);
                }
            }
            // Shots.
            if let Some((sorth, sdiag)) = shot_range(u) {
                if pos.terrain[r][f] == 'w' {
                    continue;
                }
                for &(dr, df) in DIRS.iter() {
                    let range = if dr == 0 || df == 0 { sorth } else { sdiag };
                    let (mut cr, mut cf) = (r as i32, f as i32);
                    for _ in 0..range {
                        cr += dr;
                        cf += df;
                        if !(0..8).contains(&cr) || !(0..8).contains(&cf) {
                            break;
                        }
                        let (ur, uf) = (cr as usize, cf as usize);
                        let t = pos.terrain[ur][uf];
                        let q = pos.pieces[ur][uf];
                        if q != '.' {
                            if is_white(q) != is_white(p)
                                && can_capture(u, q.to_ascii_uppercase(), t)
                            {
                                out.push(((r, f), (ur, uf)));
                            }
                            break;
                        }
                        if t == 'm' && u != 'T' {
                            break;
                        }
                    }
                }
            }
        }
    }
    out
}

fn clear_marks_of(pos: &mut Pos, white: bool) {
    for r in 0..8 {
        for f in 0..8 {
            let p = pos.pieces[r][f];
            if pos.frozen[r][f] && p != '.' && is_white(p) == white {
                pos.frozen[r][f] = false;
            }
        }
    }
}

fn finish_turn(pos: &mut Pos, reset_clock: bool) {
    if reset_clock {
        pos.clock = 0;
    } else {
        pos.clock += 1;
    }
    if !pos.white_to_move {
        pos.fullmove += 1;
    }
    pos.white_to_move = !pos.white_to_move;
}

fn apply(pos: &Pos, from: (usize, usize), to: (usize, usize)) -> Pos {
    let mut next = pos.clone();
    let mover_white = pos.white_to_move;
    let p = pos.pieces[from.0][from.1];
    let u = p.to_ascii_uppercase();
    let q = pos.pieces[to.0][to.1];
    let mut final_sq = from;
    let mut capture_or_ruin = false;

    if q == '.' {
        // Plain slide.
        next.pieces[from.0][from.1] = '.';
        next.pieces[to.0][to.1] = p;
        final_sq = to;
    } else if is_ranged(u) {
        // Shot: the shooter stays.
        capture_or_ruin = true;
        if pos.terrain[to.0][to.1] == 't' {
            next.terrain[to.0][to.1] = 'r';
        } else {
            next.pieces[to.0][to.1] = '.';
            next.frozen[to.0][to.1] = false;
        }
    } else {
        // Melee capture.
        capture_or_ruin = true;
        if pos.terrain[to.0][to.1] == 't' {
            next.terrain[to.0][to.1] = 'r';
            let dr = (to.0 as i32 - from.0 as i32).signum();
            let df = (to.1 as i32 - from.1 as i32).signum();
            let before = ((to.0 as i32 - dr) as usize, (to.1 as i32 - df) as usize);
            if before != from {
                next.pieces[from.0][from.1] = '.';
                next.pieces[before.0][before.1] = p;
            }
            final_sq = before;
        } else {
            next.pieces[from.0][from.1] = '.';
            next.pieces[to.0][to.1] = p;
            next.frozen[to.0][to.1] = false;
            final_sq = to;
        }
    }

    clear_marks_of(&mut next, mover_white);
    if u != 'D' && final_sq != from && pos.terrain[final_sq.0][final_sq.1] == 'w' {
        next.frozen[final_sq.0][final_sq.1] = true;
    }
    finish_turn(&mut next, capture_or_ruin);
    next
}

fn pass(pos: &Pos) -> Pos {
    let mut next = pos.clone();
    clear_marks_of(&mut next, pos.white_to_move);
    finish_turn(&mut next, false);
    next
}

/// All legal moves of the position text (RULES.md §3.1), as UCI strings (§3.2), sorted in byte order.
/// `0000` alone when the side to move has no legal move; empty when a King of either side is missing (game over).
pub fn reference_moves(position: &str) -> Result<Vec<String>, String> {
    let pos = parse(position)?;
    if !kings_present(&pos) {
        return Ok(Vec::new());
    }
    let mut moves: Vec<String> = generate(&pos)
        .into_iter()
        .map(|(a, b)| format!("{}{}", square_name(a.0, a.1), square_name(b.0, b.1)))
        .collect();
    if moves.is_empty() {
        return Ok(vec!["0000".to_string()]);
    }
    moves.sort();
    moves.dedup();
    Ok(moves)
}

/// The position after playing `uci` (must be one of reference_moves), printed canonically (§3.1).
pub fn reference_play(position: &str, uci: &str) -> Result<String, String> {
    let pos = parse(position)?;
    let moves = reference_moves(position)?;
    if !moves.iter().any(|m| m == uci) {
        return Err(format!("illegal move '{uci}'"));
    }
    if uci == "0000" {
        return Ok(print(&pass(&pos)));
    }
    let from = parse_square(&uci[0..2]).ok_or_else(|| format!("bad move '{uci}'"))?;
    let to = parse_square(&uci[2..4]).ok_or_else(|| format!("bad move '{uci}'"))?;
    Ok(print(&apply(&pos, from, to)))
}

/// Perft by plain recursion over reference_moves/reference_play (slow is fine).
pub fn reference_perft(position: &str, depth: u32) -> Result<u64, String> {
    if depth == 0 {
        parse(position)?;
        return Ok(1);
    }
    let moves = reference_moves(position)?;
    let mut total = 0u64;
    for m in &moves {
        let next = reference_play(position, m)?;
        total += reference_perft(&next, depth - 1)?;
    }
    Ok(total)
}
