//! The events area: tournaments and leagues, one kind of event whose pace (a round at a time,
//! or a season's games a few at once) is asked of its kind (`EventPace`), never of a field.
//! `Events` takes sign-ups, shows events and carries the director's controls; `Pacing` moves
//! an event on (a result recorded, a round paired, a season opened or ended, the events' jobs).
//! It stands on no other area: the games area calls it when a board's game ends.

mod area;
pub mod leagues;
pub mod tournaments;

pub use area::{Events, Pacing};
pub use leagues::{LeagueOptions, LeagueView};
