//! `/place`: a Free for All play (rule book 004): tiles on any squares of the 9x9 area and up
//! to three words named for them, or the best three the bot finds.

use super::Request;
use super::Service;
use super::errors::{ServiceError, UserError};
use super::report::Report;
use super::turns::square_named;
use crate::engine::free_for_all;
use crate::engine::game::{Command, GameError};
use crate::engine::layout::{Direction, Pos};
use crate::engine::placement::Placement;
use crate::engine::tiles::{Placed, TileSet};

/// What `words:` takes to let the bot choose.
const BEST: &str = "best";

impl Service {
    /// `/place tiles:G8=D H8=I H9=E I9=T words:DIET EDIT TIDE` (or `words:best`, or no words:
    /// the bot scores the best three it finds through the tiles).
    pub async fn place(
        &self,
        request: &Request,
        tiles_text: &str,
        words_text: Option<&str>,
    ) -> Result<Report, ServiceError> {
        self.command(request, |loaded, game, seat| {
            if !game.variant().reads_paths() {
                return Err(UserError::PlaceOnlyInFreeForAll.into());
            }
            if game.to_move() != Some(seat) && !game.is_over() && !game.has_resigned(seat) {
                return Err(UserError::Move(GameError::NotYourTurn).into());
            }
            let set = &game.variant().tiles;
            let tiles = parse_squares(set, tiles_text)?;
            let wanted = words_text.map(str::trim).filter(|w| !w.is_empty());
            let words = match wanted {
                Some(text) if !text.eq_ignore_ascii_case(BEST) => text
                    .split([' ', ','])
                    .filter(|w| !w.is_empty())
                    .map(|w| {
                        set.parse_letters(w)
                            .ok_or_else(|| UserError::BadFreeTiles(format!("{w} is not a word")))
                    })
                    .collect::<Result<Vec<_>, _>>()?,
                _ => {
                    // The shape first, so a misplaced tile gets its own reason.
                    free_for_all::check_shape(game.board(), &tiles)
                        .map_err(|e| UserError::Move(e.into()))?;
                    let lexicon = self.lexicons.get(&loaded.row.lexicon)?;
                    let mut after = game.board().clone();
                    for &(pos, tile) in &tiles {
                        if after.get(pos).is_some() {
                            return Err(UserError::BadFreeTiles(format!(
                                "{pos} already has a tile on it"
                            ))
                            .into());
                        }
                        after.set(pos, Some(tile));
                    }
                    let new: Vec<Pos> = tiles.iter().map(|&(p, _)| p).collect();
                    let found = free_for_all::words_through_new(&after, set, lexicon, &new);
                    let best =
                        free_for_all::best_three(&found, new.len()).ok_or(UserError::Move(
                            GameError::FreeForAll(free_for_all::FreeForAllError::NoWordThrough),
                        ))?;
                    best.words.into_iter().map(|w| w.letters).collect()
                }
            };
            Ok(Command::PlayWords {
                player: seat,
                placement: Placement {
                    dir: Direction::Across,
                    tiles,
                },
                words,
            })
        })
        .await
    }
}

/// Reads `G8=D H8=i` (square, then the letter; lower case for a blank standing for it).
fn parse_squares(set: &TileSet, text: &str) -> Result<Vec<(Pos, Placed)>, UserError> {
    let bad = |token: &str| {
        UserError::BadFreeTiles(format!(
            "{token} is not a tile: write each as SQUARE=LETTER, e.g. H8=D (lower case for a blank)"
        ))
    };
    let mut tiles = Vec::new();
    for token in text.split([' ', ',']).filter(|t| !t.is_empty()) {
        let (square, letter) = token.split_once('=').ok_or_else(|| bad(token))?;
        let pos = square_named(square).ok_or_else(|| bad(token))?;
        let mut chars = letter.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            return Err(bad(token));
        };
        let l = set.letter_of(c).ok_or_else(|| bad(token))?;
        let tile = if c.is_lowercase() {
            Placed::blank(l)
        } else {
            Placed::tile(l)
        };
        tiles.push((pos, tile));
    }
    if tiles.is_empty() {
        return Err(UserError::BadFreeTiles(
            "name the tiles you place, e.g. tiles:H8=D I8=O".into(),
        ));
    }
    Ok(tiles)
}
