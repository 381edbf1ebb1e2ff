//! Free for All (rule book 004): tiles in any shape, words along paths, for a number of rounds.

use super::id::VariantId;
use super::kind::VariantKind;
use super::rules::{Goal, Scoring, Variant};

impl Variant {
    /// Free for All (rule book 004): tiles in any shape inside the 9x9 area at the centre, up
    /// to three words a turn read along paths in eight directions, for `rounds` rounds.
    pub fn free_for_all(rounds: u8) -> Self {
        Self {
            name: VariantId::FreeForAll { rounds }.to_string(),
            kind: VariantKind::FreeForAll,
            layout: crate::engine::free_for_all::sheet(),
            scoring: Scoring::PathWords,
            goal: Goal::Rounds(rounds),
            // The rounds end the game, however many turns score nothing.
            scoreless_turn_limit: u8::MAX,
            ..Self::classic()
        }
    }
}
