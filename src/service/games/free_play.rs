//! `/place`: a play of tiles in any shape with the words named for them along paths, or the
//! best the engine finds, in a game whose variant has path plays.

use super::Games;
use super::turn_commands::square_named;
use crate::engine::game::{Command, GameError};
use crate::engine::layout::{Direction, Pos};
use crate::engine::placement::Placement;
use crate::engine::tiles::{Placed, Reading, TileSet};
use crate::engine::variant::Feature;
use crate::service::Request;
use crate::service::errors::{ServiceError, UserError};
use crate::service::report::Report;
use crate::service::setting_error::FreeTilesError;

/// What `words:` takes to let the bot choose.
const BEST: &str = "best";

impl Games {
    /// `/place tiles:G8=D H8=I H9=E I9=T words:DIET EDIT TIDE` (or `words:best`, or no words:
    /// the bot scores the best three it finds through the tiles).
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn place(
        &self,
        request: &Request,
        tiles_text: &str,
        words_text: Option<&str>,
    ) -> Result<Report, ServiceError> {
        self.command(request, |loaded, game, seat| {
            game.variant().require(Feature::PathPlays)?;
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
                            .ok_or_else(|| UserError::from(FreeTilesError::NotAWord(w.to_owned())))
                    })
                    .collect::<Result<Vec<_>, _>>()?,
                _ => {
                    let lexicon = self
                        .lexicons
                        .of_game(&loaded.row)
                        .ok_or_else(|| UserError::WordListGone(loaded.row.lexicon.clone()))?;
                    game.best_path_words(&lexicon, &tiles)
                        .map_err(UserError::Move)?
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

/// Reads `G8=D H8=i` (square, then the tile; lower case for a blank standing for it; a tile
/// of several letters plainly or in brackets, `H8=CH` or `H8=[ch]`).
fn parse_squares(set: &TileSet, text: &str) -> Result<Vec<(Pos, Placed)>, UserError> {
    let bad = |token: &str| UserError::from(FreeTilesError::NotATile(token.to_owned()));
    let mut tiles = Vec::new();
    for token in text.split([' ', ',']).filter(|t| !t.is_empty()) {
        let (square, letter) = token.split_once('=').ok_or_else(|| bad(token))?;
        let pos = square_named(square).ok_or_else(|| bad(token))?;
        // One tile, read as in a word: `H8=CH` or `H8=[CH]` is the CH tile, `h8=ch` a blank.
        let typed = match set.read_tiles(letter, Reading::Word).as_deref() {
            Ok([typed]) => *typed,
            _ => return Err(bad(token)),
        };
        tiles.push((pos, typed.placed()));
    }
    if tiles.is_empty() {
        return Err(FreeTilesError::NoTiles.into());
    }
    Ok(tiles)
}

#[cfg(test)]
mod tests {
    use super::parse_squares;
    use crate::engine::layout::Pos;
    use crate::engine::tiles::{Placed, Reading, TileSet};

    #[test]
    fn a_placed_tile_may_be_a_two_letter_tile_or_a_blank_standing_for_one() {
        let set = TileSet::by_name("spanish").expect("the Spanish edition");
        let ll = set.read_tiles("[LL]", Reading::Tiles).unwrap()[0].letter;
        let a = set.letter_of('A').unwrap();
        assert_eq!(
            parse_squares(&set, "H8=LL I8=[ll] J8=a").unwrap(),
            vec![
                (Pos::new(7, 7), Placed::tile(ll)),
                (Pos::new(7, 8), Placed::blank(ll)),
                (Pos::new(7, 9), Placed::blank(a)),
            ]
        );
        for text in ["H8=LA", "H8=Ll", "H8=", "H8=K"] {
            assert!(parse_squares(&set, text).is_err(), "{text}");
        }
    }
}
