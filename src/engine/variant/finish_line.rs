//! Finish Line (rule book 003): the classic game, over when a player reaches a target score.

use super::id::VariantId;
use super::kind::VariantKind;
use super::rules::Variant;

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
