//! The check before every commit: no tile was created or lost. The bag and the racks as they are
//! about to be stored, plus the tiles on the board, must make up the tile set's distribution
//! exactly. A violation is a bug: the transaction rolls back.

use crate::engine::board::Board;
use crate::engine::rack::Rack;
use crate::engine::tiles::{BLANK, TileSet};

/// `Err` with a description if the stored bag and racks and the board do not add up to the
/// distribution, plus the `extra_blanks` taken from piles beside the bag (see
/// `Game::conservation`).
pub fn check_tiles_conserved(
    tiles: &TileSet,
    bag: &str,
    racks: &[String],
    board: &Board,
    extra_blanks: u8,
) -> Result<(), String> {
    let mut counts: Vec<u32> = vec![0; tiles.letter_count() + 1];
    for text in std::iter::once(bag).chain(racks.iter().map(String::as_str)) {
        let rack = Rack::parse(tiles, text).ok_or_else(|| format!("unreadable tiles {text:?}"))?;
        for (tile, &n) in rack.counts().iter().enumerate() {
            counts[tile] += u32::from(n);
        }
    }
    for (_, placed) in board.tiles() {
        counts[usize::from(if placed.blank { BLANK } else { placed.letter })] += 1;
    }
    let mut expected: Vec<u32> = tiles.distribution().iter().map(|&n| u32::from(n)).collect();
    expected[usize::from(BLANK)] += u32::from(extra_blanks);
    if counts == expected {
        Ok(())
    } else {
        Err(format!(
            "tiles not conserved: counted {counts:?}, distribution {expected:?}"
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::{Game, GameSettings};
    use crate::engine::variant::Variant;

    fn stored(game: &Game) -> (String, Vec<String>) {
        let tiles = &game.variant().tiles;
        let racks = (0..game.player_count())
            .map(|s| game.rack(s).to_text(tiles))
            .collect();
        (game.bag_contents().to_text(tiles), racks)
    }

    #[test]
    fn a_dealt_game_is_conserved_and_a_lost_or_extra_tile_is_caught() {
        let (game, _) = Game::new(Variant::classic(), GameSettings::default(), 3, 7).unwrap();
        let tiles = &game.variant().tiles;
        let (bag, mut racks) = stored(&game);
        assert_eq!(
            check_tiles_conserved(tiles, &bag, &racks, game.board(), 0),
            Ok(())
        );
        let lost = racks[1].split_off(1);
        assert!(
            check_tiles_conserved(tiles, &bag, &racks, game.board(), 0).is_err(),
            "a tile lost"
        );
        racks[1].push_str(&lost);
        racks[0].push('E');
        assert!(
            check_tiles_conserved(tiles, &bag, &racks, game.board(), 0).is_err(),
            "a tile made up"
        );
        racks[0].pop();
        assert!(
            check_tiles_conserved(tiles, "", &racks, game.board(), 0).is_err(),
            "the bag forgotten"
        );
    }
}
