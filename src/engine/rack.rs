//! A player's rack: the tiles they hold, as a multiset.

use super::tiles::{BLANK, Placed, Reading, TileSet};

/// The tiles on a rack, counted by tile (index 0: blanks). Order does not matter: "you can
/// place, and replace, your letters anywhere in your rack".
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rack {
    counts: Vec<u8>,
}

impl Rack {
    /// An empty rack for a tile set with `letter_count` letters.
    pub fn empty(letter_count: usize) -> Self {
        Self {
            counts: vec![0; letter_count + 1],
        }
    }

    /// A rack holding `tiles` (0 = blank).
    pub fn from_tiles(letter_count: usize, tiles: &[u8]) -> Self {
        let mut rack = Self::empty(letter_count);
        for &t in tiles {
            rack.add(t);
        }
        rack
    }

    /// Parses rack text such as `AEINRST` or `AB?` (`?` = blank), one character a tile and
    /// multi-letter tiles in brackets (`A[CH]?`; see `tiles::Reading::Tiles`), letters folded
    /// as the edition folds them (`TileSet::fold`).
    pub fn parse(set: &TileSet, text: &str) -> Option<Self> {
        let mut rack = Self::empty(set.letter_count());
        let text = set.fold(text);
        let mut rest = &*text;
        while let Some(c) = rest.chars().next() {
            if c == '?' {
                rack.add(BLANK);
                rest = &rest[1..];
                continue;
            }
            let (typed, len) = set.read_tile(rest, Reading::Tiles).ok()??;
            rack.add(typed.letter);
            rest = &rest[len..];
        }
        Some(rack)
    }

    /// Puts one `tile` (0 = blank) on the rack.
    pub fn add(&mut self, tile: u8) {
        self.counts[usize::from(tile)] += 1;
    }

    /// Removes one `tile`; `false` (and no change) if the rack has none.
    pub fn remove(&mut self, tile: u8) -> bool {
        let count = &mut self.counts[usize::from(tile)];
        if *count == 0 {
            return false;
        }
        *count -= 1;
        true
    }

    /// How many of `tile` the rack holds.
    pub fn count(&self, tile: u8) -> u8 {
        self.counts.get(usize::from(tile)).copied().unwrap_or(0)
    }

    /// Counts by tile (index 0: blanks).
    pub fn counts(&self) -> &[u8] {
        &self.counts
    }

    /// Number of tiles on the rack.
    pub fn len(&self) -> usize {
        self.counts.iter().map(|&c| usize::from(c)).sum()
    }

    /// Whether the rack holds no tile.
    pub fn is_empty(&self) -> bool {
        self.counts.iter().all(|&c| c == 0)
    }

    /// The tiles, blanks first then letters in alphabet order.
    pub fn tiles(&self) -> Vec<u8> {
        self.counts
            .iter()
            .enumerate()
            .flat_map(|(t, &c)| std::iter::repeat_n(t as u8, usize::from(c)))
            .collect()
    }

    /// Whether the rack holds every tile of `tiles` (with multiplicity).
    pub fn contains_all(&self, tiles: &[u8]) -> bool {
        let mut left = self.clone();
        tiles.iter().all(|&t| left.remove(t))
    }

    /// Whether the rack holds the tiles that these board tiles came from.
    pub fn has_tiles_for(&self, placed: &[Placed]) -> bool {
        let tiles: Vec<u8> = placed.iter().map(|p| p.rack_tile()).collect();
        self.contains_all(&tiles)
    }

    /// Face value of the rack: what it costs at the end of the game (rule 18).
    pub fn value(&self, set: &TileSet) -> u32 {
        self.tiles().iter().map(|&t| u32::from(set.value(t))).sum()
    }

    /// Rack text: letters in alphabet order, blanks last as `?` (`AEINRST?`), multi-letter
    /// tiles in brackets (`A[CH]?`), as [`Rack::parse`] reads it.
    pub fn to_text(&self, set: &TileSet) -> String {
        let mut tiles: Vec<u8> = self.tiles().into_iter().filter(|&t| t != BLANK).collect();
        tiles.extend(std::iter::repeat_n(BLANK, usize::from(self.count(BLANK))));
        set.write_rack_tiles(&tiles)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rack_is_a_multiset() {
        let set = TileSet::english();
        let mut rack = Rack::parse(&set, "EAE?").unwrap();
        assert_eq!(rack.len(), 4);
        assert_eq!(rack.to_text(&set), "AEE?");
        let e = set.letter_of('E').unwrap();
        assert!(rack.contains_all(&[e, e, BLANK]));
        assert!(!rack.contains_all(&[e, e, e]));
        assert!(rack.remove(e) && rack.remove(e) && !rack.remove(e));
        assert_eq!(rack.value(&set), 1);
        assert!(Rack::parse(&set, "A1").is_none());
    }

    #[test]
    fn racks_hold_multi_letter_tiles_in_brackets() {
        let set = TileSet::by_name("spanish").unwrap();
        let rack = Rack::parse(&set, "ch[RR]?ñ").unwrap();
        // A plain CH on a rack is C and H: a rack often holds both.
        assert_eq!(rack.len(), 5);
        assert_eq!(rack.to_text(&set), "CHÑ[RR]?");
        assert_eq!(Rack::parse(&set, &rack.to_text(&set)), Some(rack));
        assert!(Rack::parse(&set, "[CH").is_none());
        let catalan = TileSet::by_name("catalan").unwrap();
        assert_eq!(Rack::parse(&catalan, "NYA").unwrap().len(), 2);
    }

    #[test]
    fn a_rack_is_typed_with_accents_folded_as_the_edition_folds_them() {
        let french = TileSet::by_name("french").unwrap();
        assert_eq!(
            Rack::parse(&french, "ÉÈÀÇŒ?"),
            Rack::parse(&french, "EEACOE?")
        );
        let german = TileSet::by_name("german").unwrap();
        let rack = Rack::parse(&german, "ÄßÉ").unwrap();
        assert_eq!(rack.to_text(&german), "ÄESS");
    }
}
