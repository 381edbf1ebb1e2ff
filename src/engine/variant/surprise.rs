//! Surprise (rule book 004): the classic game on a board designed from mini-boards.

use super::{Variant, VariantId, VariantKind};
use crate::engine::surprise::Design;

impl Variant {
    /// Surprise (rule book 004): the classic game on the board `design` lays out, with 12
    /// yellow blanks taken by covering Wild squares. "All ★ squares count as double word
    /// premium squares", and the first word may cover any of them.
    pub fn surprise(design: Design) -> Self {
        Self {
            name: VariantId::Surprise { design }.to_string(),
            kind: VariantKind::Surprise,
            layout: design.layout().expect("a parsed design has a star"),
            yellow_blanks: 12,
            stars_joined_bonus: if design.stars_bonus { 10 } else { 0 },
            ..Self::classic()
        }
    }
}
