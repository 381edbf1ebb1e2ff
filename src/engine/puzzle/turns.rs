//! The position before each entry of a game's history, as its player saw it: the board then,
//! the rack they held (their own only: nobody else's tiles), every player's score and the
//! tiles in the bag. Puzzles and practice both take their positions from here.

use super::position::PuzzlePosition;
use crate::engine::board::Board;
use crate::engine::game::{Game, Turn, TurnKind};

/// One entry of a game's history with the position before it.
#[derive(Clone, Debug)]
pub struct TurnPosition<'a> {
    /// The entry's index in the game's history.
    pub at: usize,
    pub turn: &'a Turn,
    pub position: PuzzlePosition,
}

/// The position before every entry of `game`'s history, in order. The bag holds the whole
/// set less the board and every rack, each rack counted full (while the bag has tiles every
/// rack is full; once it is empty the count is 0).
pub fn turn_positions(game: &Game) -> Vec<TurnPosition<'_>> {
    let variant = game.variant();
    let rack_size = usize::from(variant.rack_size);
    let players = game.player_count();
    let mut board = Board::empty(variant.layout.rows(), variant.layout.cols());
    let mut totals = vec![0i32; players];
    let mut found = Vec::new();
    for (at, turn) in game.history().iter().enumerate() {
        // The player to move first, then the others in seat order after them.
        let scores = (0..players)
            .map(|k| totals[(turn.player + k) % players])
            .collect();
        let on_board = board.tiles().count();
        found.push(TurnPosition {
            at,
            turn,
            position: PuzzlePosition {
                board: board.clone(),
                rack: turn.rack.clone(),
                scores,
                bag_len: variant
                    .tiles
                    .total_tiles()
                    .saturating_sub(on_board + players * rack_size),
            },
        });
        totals[turn.player] = turn.total;
        match &turn.kind {
            TurnKind::Play { placement, .. } => {
                for &(pos, tile) in &placement.tiles {
                    board.set(pos, Some(tile));
                }
            }
            TurnKind::ChallengedOff { placement, .. } => {
                for &(pos, _) in &placement.tiles {
                    board.set(pos, None);
                }
            }
            _ => {}
        }
    }
    found
}

/// Whether the play at `at` in `game`'s history was challenged off: a `ChallengedOff` entry of
/// the same placement by its player follows before that player's next play.
pub fn challenged_off(game: &Game, at: usize) -> bool {
    let history = game.history();
    let TurnKind::Play { placement, .. } = &history[at].kind else {
        return false;
    };
    let player = history[at].player;
    history[at + 1..]
        .iter()
        .filter(|t| t.player == player)
        .take_while(|t| !t.kind.is_play())
        .any(|t| matches!(&t.kind, TurnKind::ChallengedOff { placement: p, .. } if p == placement))
}
