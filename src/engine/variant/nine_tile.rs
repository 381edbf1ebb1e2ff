//! The 9-tile game (rule book 003): nine tiles on the rack.

use super::{Variant, VariantId, VariantKind};

impl Variant {
    /// The 9-tile game (rule book 003): nine tiles on the rack, 50 points for playing 7, 8 or 9.
    pub fn nine_tile() -> Self {
        Self {
            name: VariantId::NineTile.to_string(),
            kind: VariantKind::NineTile,
            rack_size: 9,
            ..Self::classic()
        }
    }
}
