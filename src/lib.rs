//! Lexicord: a Discord bot for the crossword tile game.

pub mod engine;
pub mod render;
