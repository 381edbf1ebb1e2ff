//! Blanks & Blockers (rule book 004): yellow blanks and blockers taken by covering their squares.

use super::{Variant, VariantId, VariantKind};
use crate::engine::layout::Layout;

impl Variant {
    /// Blanks & Blockers (rule book 004): the classic game on the Blanks & Blockers sheet, with
    /// 12 yellow blanks and 8 blockers to take by covering their squares.
    pub fn blanks_blockers() -> Self {
        Self {
            name: VariantId::BlanksBlockers.to_string(),
            kind: VariantKind::BlanksBlockers,
            layout: Layout::blanks_blockers(),
            yellow_blanks: 12,
            blockers: 8,
            ..Self::classic()
        }
    }
}
