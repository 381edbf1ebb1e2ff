//! One guess at what the player to move cannot see: the unseen tiles (the bag and the
//! opponent's rack together, as the player sees them) shuffled, the opponent's rack dealt from
//! them and the rest left in the bag in drawing order. Only unseen tiles are ever dealt, each
//! copy once (tile conservation).

use rand::Rng;
use rand::seq::SliceRandom;

use crate::engine::rack::Rack;

/// The hidden tiles of one playout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal {
    /// The opponent's rack.
    pub opponent: Rack,
    /// The bag, drawn from the end.
    pub bag: Vec<u8>,
}

/// Deals `unseen` at random: `bag_len` tiles stay in the bag, the rest are the opponent's rack
/// (every arrangement of the unseen tiles equally likely).
pub fn deal(unseen: &Rack, bag_len: usize, rng: &mut impl Rng) -> Deal {
    let mut tiles = unseen.tiles();
    tiles.shuffle(rng);
    let held = tiles.len().saturating_sub(bag_len);
    let letters = unseen.counts().len().saturating_sub(1);
    let opponent = Rack::from_tiles(letters, &tiles[..held]);
    tiles.drain(..held);
    Deal {
        opponent,
        bag: tiles,
    }
}
