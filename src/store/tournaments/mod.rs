//! Rows of tournaments, their players, rounds and boards: creating an event, locking it for a
//! command (commands on one event are serialized on its row), and reading what views need. One
//! file per row: the event, its entrants, rounds, boards, and boards' threads.

mod board;
mod entrant;
mod event;
mod round;
mod thread;

pub use board::{
    BoardRow, OptionalSettled, UserBoardRow, board_of_game, boards, boards_of_user, insert_board,
    lock_board, open_games, set_game, settle,
};
pub use entrant::{EntrantRow, add_entrant, delete_entrant, entrants, set_removed, set_seeding};
pub use event::{NewTournament, TournamentRow, by_id, in_channel, insert, lock, set_state};
pub use round::{RoundRow, complete_round, delete_round, extend_deadline, insert_round, rounds};
pub use thread::{
    board_thread, board_tournament, mark_opened, record_thread, threads_without_game,
    waits_for_thread,
};
