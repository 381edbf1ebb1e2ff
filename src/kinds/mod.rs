//! Typed values the database keeps as text and every layer above the store speaks of: a game's
//! status, a server's rack delivery and review access, a puzzle's source, a job's kind, and a
//! tournament's state, result source and job kind; a seat's result; the languages the bot
//! speaks. Pure (no database, no Discord): the store
//! turns them into text and back (`Named`, `read_by_name!`), the service and the bot use them
//! as values, so neither imports the store for them.

mod game;
mod language;
mod seat;
mod tournament;

pub use game::{GameStatus, JobKind, PuzzleSource, RackDelivery, ReviewAccess};
pub use language::Language;
pub use seat::SeatResult;
pub use tournament::{SettledBy, TournamentJobKind, TournamentState};
