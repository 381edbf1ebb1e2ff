//! The check before every commit: no tile was created or lost (bag + racks + board = the tile
//! set's distribution). A violation is a bug: the transaction rolls back.

use crate::engine::game::Game;
use crate::engine::tiles::BLANK;

/// `Err` with a description if the tiles in play do not add up to the distribution.
pub fn check_tiles_conserved(game: &Game) -> Result<(), String> {
    let tiles = &game.variant().tiles;
    let mut counts: Vec<u32> = vec![0; tiles.letter_count() + 1];
    let racks = (0..game.player_count()).map(|seat| game.rack(seat).clone());
    for rack in std::iter::once(game.bag_contents()).chain(racks) {
        for (tile, &n) in rack.counts().iter().enumerate() {
            counts[tile] += u32::from(n);
        }
    }
    for (_, placed) in game.board().tiles() {
        counts[usize::from(if placed.blank { BLANK } else { placed.letter })] += 1;
    }
    let expected: Vec<u32> = tiles.distribution().iter().map(|&n| u32::from(n)).collect();
    if counts == expected {
        Ok(())
    } else {
        Err(format!("tiles not conserved: counted {counts:?}, distribution {expected:?}"))
    }
}
