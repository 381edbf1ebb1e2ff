//! Lexicord: a Discord bot for the crossword tile game.

// The Discord layer gets views built for one viewer, never every rack and the bag: the engine's
// whole game and the calls that read private tiles are refused there (the lists: clippy.toml).
#[deny(clippy::disallowed_methods, clippy::disallowed_types)]
pub mod bot;
pub mod cli;
pub mod config;
pub mod engine;
pub mod kinds;
pub mod local_postgres;
pub mod observe;
pub mod render;
pub mod service;
pub mod store;
pub mod tournament;
