//! A reviewed turn written for people: the play made, a move as `COORD WORD` (through tiles as
//! their letters, blanks lower case) and the computer's choice.

use super::report::Played;
use crate::engine::ai::Choice;
use crate::engine::movegen::Move;
use crate::engine::notation::Coord;
use crate::engine::rack::Rack;
use crate::engine::tiles::TileSet;

impl Played {
    /// `8D RETAInS`, `exchange 3` or `pass`.
    pub fn text(&self) -> String {
        match self {
            Played::Play(text) => text.clone(),
            Played::Exchange(tiles) => format!("exchange {tiles}"),
            Played::Pass => "pass".to_owned(),
        }
    }
}

/// `COORD WORD` as `lexicord moves` writes plays.
pub fn move_text(tiles: &TileSet, m: &Move) -> String {
    let coord = Coord {
        start: m.start(),
        dir: m.dir(),
    };
    format!("{coord} {}", m.spell(tiles))
}

impl Choice {
    /// `8D RETAINS 66`, `exchange QU` or `pass`.
    pub fn text(&self, tiles: &TileSet) -> String {
        match self {
            Choice::Play(m) => format!("{} {}", move_text(tiles, m), m.score()),
            Choice::Exchange(out) => {
                let back = Rack::from_tiles(tiles.letter_count(), out);
                format!("exchange {}", back.to_text(tiles))
            }
            Choice::PlayWords(_, words) => {
                let words: Vec<String> = words.iter().map(|w| tiles.spell_letters(w)).collect();
                words.join(" ")
            }
            Choice::Pass => "pass".to_owned(),
        }
    }
}
