//! The game itself, pure: tiles, boards, rules, scoring, notation, formats, lexicon and move
//! generation. No Discord, database, image or async code lives here.

pub mod ai;
pub mod bag;
pub mod board;
pub mod dice;
pub mod dictionary;
pub mod endgame;
pub mod english;
pub mod formats;
pub mod free_for_all;
pub mod game;
pub mod key_hash;
pub mod layout;
pub mod lexicon;
pub mod movegen;
pub mod names;
pub mod notation;
pub mod placement;
pub mod practice;
pub mod puzzle;
pub mod race;
pub mod rack;
pub mod replay;
pub mod scoring;
pub mod suggest;
pub mod surprise;
pub mod tiles;
pub mod variant;
pub mod wording;
