//! Perft: the number of move sequences of a given length, for testing move
//! generation and measuring its speed.

use crate::moves::MoveList;
use crate::position::{Board, Position};
use crate::rules::{GameRules, Rules};

/// The number of leaf nodes of the legal-move tree `depth` plies deep (a forced
/// pass is a move; a finished game has none). Counts the last ply in bulk,
/// without playing it. History-based draws are ignored. Each ply of depth
/// holds a move list (about 4.4 KB) on the stack.
pub fn perft(position: &Position, depth: u32) -> u64 {
    // The ruleset is picked once: below, its rules run without dispatch.
    match &*position.rules {
        GameRules::Iron(rules) => perft_board(&position.board, rules, depth),
        GameRules::Armor(rules) => perft_board(&position.board, rules, depth),
    }
}

fn perft_board<R: Rules>(board: &Board, rules: &R, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => rules.count_legal_moves(board),
        _ => {
            let mut moves = MoveList::new();
            rules.legal_moves_into(board, &mut moves);
            moves
                .iter()
                .map(|&m| {
                    let mut child = *board;
                    rules.play_unchecked(&mut child, m);
                    perft_board(&child, rules, depth - 1)
                })
                .sum()
        }
    }
}
