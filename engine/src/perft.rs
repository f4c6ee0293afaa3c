//! Perft: the number of move sequences of a given length, for testing move
//! generation and measuring its speed.

use crate::moves::MoveList;
use crate::position::{Board, Position};
use crate::tables::TerrainTables;

/// The number of leaf nodes of the legal-move tree `depth` plies deep (a forced
/// pass is a move; a finished game has none). Counts the last ply in bulk,
/// without playing it. History-based draws are ignored. Each ply of depth
/// holds a move list (about 4.4 KB) on the stack.
pub fn perft(position: &Position, depth: u32) -> u64 {
    perft_board(&position.board, &position.tables, depth)
}

fn perft_board(board: &Board, t: &TerrainTables, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => board.count_legal_moves(t),
        _ => {
            let mut moves = MoveList::new();
            board.legal_moves_into(t, &mut moves);
            moves
                .iter()
                .map(|&m| {
                    let mut child = *board;
                    child.play_unchecked(m, t);
                    perft_board(&child, t, depth - 1)
                })
                .sum()
        }
    }
}
