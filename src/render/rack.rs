//! The rack picture sent to a player by DM: their tiles with values, blanks as empty tiles.

use image::RgbImage;

use super::canvas::{Rect, fill};
use super::palette;
use super::text::Glyphs;
use super::tile::{blank_tile, letter_tile};
use crate::engine::tiles::{BLANK, TileSet};

const TILE: i32 = 100;
const GAP: i32 = 10;
const MARGIN: i32 = 16;
/// The wooden shelf the tiles stand on.
const SHELF: i32 = 14;

/// Draws `rack` (tiles in the order to show them, [`BLANK`] for a blank) as a row of tiles.
pub fn render_rack(tiles: &TileSet, rack: &[u8]) -> RgbImage {
    let slots = rack.len().max(1) as i32;
    let width = 2 * MARGIN + slots * TILE + (slots - 1) * GAP;
    let height = 2 * MARGIN + TILE + SHELF;
    let mut img = RgbImage::from_pixel(width as u32, height as u32, palette::PAGE);
    fill(
        &mut img,
        Rect::new(MARGIN / 2, MARGIN + TILE, width - MARGIN, SHELF),
        palette::SHELF,
    );
    let mut glyphs = Glyphs::default();
    for (i, &tile) in rack.iter().enumerate() {
        let rect = tile_rect(i);
        if tile == BLANK {
            blank_tile(&mut img, &mut glyphs, rect, None);
        } else {
            letter_tile(
                &mut img,
                &mut glyphs,
                rect,
                tiles.label(tile),
                tiles.value(tile),
            );
        }
    }
    img
}

/// The pixels of the `index`-th tile of a rack picture.
pub(crate) fn tile_rect(index: usize) -> Rect {
    Rect::new(MARGIN + index as i32 * (TILE + GAP), MARGIN, TILE, TILE)
}
