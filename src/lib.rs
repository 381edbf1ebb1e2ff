//! Lexicord: a Discord bot for the crossword tile game.

pub mod bot;
pub mod cli;
pub mod config;
pub mod engine;
pub mod local_postgres;
pub mod render;
pub mod service;
pub mod store;
