//! An event's kind, asked as its pace: a tournament plays a round at a time, a league season
//! plays its whole round robin a few games at once. Every "is this a league?" asks this, never
//! the stored field it is read from.

use crate::store::tournaments::TournamentRow;

/// How an event's games are played out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventPace {
    /// A tournament: a round is paired, its boards open together, the round's deadline settles
    /// what is left, and the next round is paired once every board of this one is settled.
    Rounds,
    /// A league season: every round is paired at the start, a board opens once both its
    /// players have fewer than `games_at_once` games going, and the season's end is its only
    /// deadline.
    Season { games_at_once: i16 },
}

impl EventPace {
    /// The pace of the event `row` stores.
    pub fn of(row: &TournamentRow) -> EventPace {
        match row.games_at_once {
            Some(games_at_once) => EventPace::Season { games_at_once },
            None => EventPace::Rounds,
        }
    }
}
