//! Learned leave values (see [`super::model::LeaveModel`]), written by
//! `cargo run --release --example learn_leaves`: for the English tile set.

use crate::engine::tiles::TileSet;

/// The learned weights for a tile set, if it has them.
pub fn for_tile_set(tiles: &TileSet) -> Option<&'static [f32]> {
    (tiles.name() == "english" && !ENGLISH.is_empty()).then_some(ENGLISH)
}

/// Weights for the English tile set, in the order of [`super::model::LeaveModel::features`].
#[rustfmt::skip]
const ENGLISH: &[f32] = &[];
