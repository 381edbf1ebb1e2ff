//! Finish Line (rule book 003): the classic game, over when a player reaches a target score.

use std::ops::RangeInclusive;

use super::{Variant, VariantId, VariantKind};

/// The scores a Finish Line game may be played to (rule book 003 leaves the target to the
/// players; the bot keeps it between a short and a very long game).
pub const FINISH_LINE_TARGETS: RangeInclusive<u32> = 10..=1000;

impl Variant {
    /// Finish Line (rule book 003): the classic game, ended when a player reaches `target`.
    pub fn finish_line(target: u32) -> Self {
        Self {
            name: VariantId::FinishLine { target }.to_string(),
            kind: VariantKind::FinishLine,
            target_score: Some(target),
            ..Self::classic()
        }
    }

    /// Finish Line by level (rule book 003): the classic game, ended when a player reaches the
    /// target of their own level.
    pub fn finish_line_by_level() -> Self {
        Self {
            name: VariantId::FinishLineByLevel.to_string(),
            kind: VariantKind::FinishLine,
            targets_by_level: true,
            ..Self::classic()
        }
    }
}
