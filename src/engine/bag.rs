//! The bag (the rule books' "pouch" or "pool"): the tiles not yet drawn, in a seeded random order.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::rack::Rack;
use super::tiles::TileSet;

/// The tiles left to draw. The bag is a pile: tiles are drawn from the top. A seeded bag is
/// shuffled once when it is filled and mixes returned tiles in at random places, using only its
/// own RNG, so the same seed and the same sequence of draws and returns always give the same
/// tiles. A stacked bag (for tests, puzzles and replaying records) draws in a given order and
/// puts returned tiles at the bottom.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bag {
    /// The pile, bottom first: the next tile drawn is the last one.
    pile: Vec<u8>,
    /// `None` for a stacked bag.
    rng: Option<ChaCha8Rng>,
}

impl Bag {
    /// A full bag for `tiles` (its whole distribution, rule 2 and 3 of setting up), shuffled by
    /// `rng`; the bag keeps the RNG for mixing returned tiles back in.
    pub fn new(tiles: &TileSet, mut rng: ChaCha8Rng) -> Self {
        let mut pile: Vec<u8> = tiles
            .distribution()
            .iter()
            .enumerate()
            .flat_map(|(tile, &count)| std::iter::repeat_n(tile as u8, usize::from(count)))
            .collect();
        shuffle(&mut pile, &mut rng);
        Self {
            pile,
            rng: Some(rng),
        }
    }

    /// A full bag for `tiles` shuffled from `seed`: what a game stores to be replayed.
    pub fn seeded(tiles: &TileSet, seed: u64) -> Self {
        Self::new(tiles, ChaCha8Rng::seed_from_u64(seed))
    }

    /// A bag that hands out `order` front first; returned tiles go to the bottom.
    pub fn stacked(order: &[u8]) -> Self {
        Self {
            pile: order.iter().rev().copied().collect(),
            rng: None,
        }
    }

    /// Tiles left to draw.
    pub fn len(&self) -> usize {
        self.pile.len()
    }

    /// Whether every tile has been drawn (needed for going out, rule 9).
    pub fn is_empty(&self) -> bool {
        self.pile.is_empty()
    }

    /// Draws one tile from the top; `None` when the bag is empty.
    pub fn draw(&mut self) -> Option<u8> {
        self.pile.pop()
    }

    /// Draws up to `n` tiles ("draws as many new letters as played", rule 2 of play), fewer if
    /// the bag runs out, in the order drawn.
    pub fn draw_up_to(&mut self, n: usize) -> Vec<u8> {
        let n = n.min(self.pile.len());
        let mut drawn = self.pile.split_off(self.pile.len() - n);
        drawn.reverse();
        drawn
    }

    /// Returns tiles to the bag and mixes them in (exchanged tiles, tiles drawn for first play):
    /// each goes to a random place in the pile, or to the bottom of a stacked bag.
    pub fn mix_in(&mut self, tiles: &[u8]) {
        for &tile in tiles {
            match &mut self.rng {
                Some(rng) => {
                    let at = rng.random_range(0..=self.pile.len());
                    self.pile.insert(at, tile);
                }
                None => self.pile.insert(0, tile),
            }
        }
    }

    /// Puts back tiles just drawn (`drawn` in the order they were drawn), on top in reverse, so
    /// the bag is exactly as it was before the draw: used when a play is challenged off.
    pub fn undo_draw(&mut self, drawn: &[u8]) {
        self.pile.extend(drawn.iter().rev());
    }

    /// The tiles in the bag as a multiset (the order stays secret).
    pub fn contents(&self, letter_count: usize) -> Rack {
        Rack::from_tiles(letter_count, &self.pile)
    }
}

/// Fisher-Yates, written here so the order depends only on the RNG stream, not on a library's
/// shuffle implementation. (Replaying a stored game still needs the same `rand` major version,
/// whose `random_range` turns the stream into indexes.)
fn shuffle(pile: &mut [u8], rng: &mut ChaCha8Rng) {
    for i in (1..pile.len()).rev() {
        let j = rng.random_range(0..=i);
        pile.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seeded_bag_holds_the_whole_set_and_is_reproducible() {
        let set = TileSet::english();
        let mut a = Bag::seeded(&set, 7);
        let mut b = Bag::seeded(&set, 7);
        assert_eq!(a.len(), 100);
        assert_eq!(a.contents(set.letter_count()).counts(), set.distribution());
        assert_eq!(a.draw_up_to(10), b.draw_up_to(10));
        a.mix_in(&[1, 2]);
        b.mix_in(&[1, 2]);
        assert_eq!(a, b);
        assert_eq!(a.draw_up_to(100), b.draw_up_to(100));
        assert!(a.is_empty() && a.draw().is_none());
    }

    #[test]
    fn different_seeds_give_different_orders() {
        let set = TileSet::english();
        let mut a = Bag::seeded(&set, 1);
        let mut b = Bag::seeded(&set, 2);
        assert_ne!(a.draw_up_to(20), b.draw_up_to(20));
    }

    #[test]
    fn a_stacked_bag_draws_in_order_and_returns_to_the_bottom() {
        let mut bag = Bag::stacked(&[1, 2, 3]);
        assert_eq!(bag.draw(), Some(1));
        bag.mix_in(&[9]);
        assert_eq!(bag.draw_up_to(5), vec![2, 3, 9]);
    }

    #[test]
    fn undoing_a_draw_restores_the_bag_exactly() {
        let set = TileSet::english();
        let mut bag = Bag::seeded(&set, 3);
        let before = bag.clone();
        let drawn = bag.draw_up_to(4);
        bag.undo_draw(&drawn);
        assert_eq!(bag, before);
    }
}
