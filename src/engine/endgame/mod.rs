//! The exact endgame: with the bag empty and two players whose racks are both known, every
//! sequence of plays and passes searched to the end of the game (negamax with alpha-beta and
//! principal variation search over the spread, plays ordered best-first, a transposition
//! table), scored by the engine's own move generator, line by line, and ended as the engine
//! ends a game.

mod keys;
mod line_list;
mod lines;
mod negamax;
mod order;
mod plays;
mod ply;
mod position;
mod principal;
mod search;
mod solution;
mod table;

pub use position::{EndgameError, EndgamePosition, unseen};
pub use search::{STOP_CHECK, solve, solve_within};
pub use solution::{Action, Ending, Solution, Step};
