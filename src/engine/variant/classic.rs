//! The classic game (rule books 000 and 001): the numbers every other variant starts from.

use super::{
    BingoRule, BoardAfterPlay, Goal, LetterSupply, PlayArea, Scoring, Variant, VariantId,
    VariantKind,
};
use crate::engine::layout::Layout;
use crate::engine::tiles::{Edition, TileSet};

impl Variant {
    /// The classic game (rule books 000, 001 and 003).
    pub fn classic() -> Self {
        Self {
            name: VariantId::Classic.to_string(),
            kind: VariantKind::Classic,
            layout: Layout::classic(),
            tiles: TileSet::english(),
            rack_size: 7,
            bingo: BingoRule {
                bonus: 50,
                min_tiles: 7,
            },
            exchange_min_bag: 7,
            scoreless_turn_limit: 6,
            target_score: None,
            targets_by_level: false,
            supply: LetterSupply::Bag,
            after_play: BoardAfterPlay::Stays,
            yellow_blanks: 0,
            stars_joined_bonus: 0,
            blockers: 0,
            scoring: Scoring::Classic,
            goal: Goal::Points,
            play_area: PlayArea::Whole,
            saucer_cards: false,
            max_players: 4,
        }
    }

    /// This variant played with `edition`'s tiles (a game on a word list in another language):
    /// the bag holds that edition's tiles, worth its values (rules 5 and 10). Only variants
    /// that support [`super::Feature::EditionTiles`] are played so; the English edition
    /// changes nothing.
    #[must_use]
    pub fn with_edition(mut self, edition: &Edition) -> Self {
        if !edition.is_english() {
            self.tiles = edition.tile_set();
        }
        self
    }

    /// The classic game with another tile set (a record in another language).
    pub fn with_tiles(tiles: TileSet) -> Self {
        Self {
            name: format!("classic-{}", tiles.name()),
            tiles,
            ..Self::classic()
        }
    }
}
