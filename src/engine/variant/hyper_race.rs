//! Hyper-Race (rule book 004): two players race from their space station to Earth.

use super::{Goal, PlayArea, Scoring, Variant, VariantId, VariantKind};

impl Variant {
    /// Hyper-Race (rule book 004): two players race crossword-style from their space station
    /// at the top to Earth at the bottom, "there's no scoring"; comets give yellow blanks and,
    /// with `cards`, flying saucers draw from the card deck.
    pub fn hyper_race(cards: bool) -> Self {
        Self {
            name: VariantId::HyperRace { cards }.to_string(),
            kind: VariantKind::HyperRace,
            layout: crate::engine::race::sheet(),
            yellow_blanks: 12,
            scoring: Scoring::Unscored,
            goal: Goal::ReachEarth,
            play_area: PlayArea::OwnSide,
            saucer_cards: cards,
            max_players: 2,
            ..Self::classic()
        }
    }
}
