//! Tournaments, pure: tsh `.t` files, standings, pairings and Glicko-2 ratings. No Discord,
//! database, image or async code lives here; the bot and the command line build on it.

pub mod divisions;
pub mod event;
pub mod glicko2;
pub mod league;
pub mod pairing;
pub mod pools;
pub mod rated_game;
pub mod ratings;
pub mod roster;
pub mod round_pairing;
pub mod schedule;
pub mod standings;
pub mod tsh;

#[cfg(test)]
pub(crate) mod testing;
