//! The exact endgame: with the bag empty and two players whose racks are both known, every
//! sequence of plays and passes searched to the end of the game (iterative deepening, negamax
//! with alpha-beta and principal variation search over the spread, plays ordered best-first, a
//! transposition table kept from one depth to the next), scored by the engine's own move
//! generator, line by line, and ended as the engine ends a game. A search cut by its budget
//! answers with the best line of the deepest search it finished, marked unproven. With one
//! tile in the bag, a play is valued over every tile the bag could hold (`pre_endgame`).

mod after;
mod busy;
mod defer;
mod etc;
mod helpers;
mod keys;
mod line_list;
mod lines;
mod mtd;
mod negamax;
mod order;
mod playout;
#[cfg(test)]
mod playout_tests;
mod plays;
mod ply;
mod position;
mod pre_endgame;
mod principal;
mod search;
mod search_keys;
mod solution;
mod table;
#[cfg(test)]
mod tests;

pub use after::{AfterTurn, after_turn};
pub use position::{EndgameError, EndgamePosition, unseen};
pub use pre_endgame::{PlayValue, PreEndgamePosition, value_of_play};
pub use search::{STOP_CHECK, solve, solve_until, solve_within};
pub use solution::{Action, Ending, Solution, Step};
