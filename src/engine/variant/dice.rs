//! The dice game (rule book 002): letter dice rolled each turn on the 9x9 mat.

use super::{BoardAfterPlay, LetterSupply, Variant, VariantId, VariantKind};
use crate::engine::layout::Layout;

impl Variant {
    /// The dice game (rule book 002): 12 letter dice rolled each turn on the 9x9 mat, the mat
    /// scrambled after every play, "the first player to score 200 points wins". With
    /// `advanced`, unused dice pass face up to the next player.
    pub fn dice(advanced: bool) -> Self {
        Self {
            name: VariantId::Dice { advanced }.to_string(),
            kind: VariantKind::Dice,
            layout: Layout::dice_mat(),
            target_score: Some(crate::engine::dice::TARGET),
            supply: LetterSupply::Dice {
                pass_unused: advanced,
            },
            after_play: BoardAfterPlay::Scrambled,
            ..Self::classic()
        }
    }
}
