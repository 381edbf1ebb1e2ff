//! One tile, on the board or on a rack: a lettered tile with its value, or a blank.

use image::{Rgb, RgbImage};

use super::canvas::{Rect, fill};
use super::fonts::Face;
use super::palette;
use super::text::Glyphs;

/// Width of the darker edge along a tile's bottom and right side, which makes it stand up from
/// the board.
fn edge_width(size: i32) -> i32 {
    (size / 16).max(1)
}

/// The tile's body and its edge.
fn body(img: &mut RgbImage, rect: Rect, face: Rgb<u8>, edge: Rgb<u8>) {
    let e = edge_width(rect.w);
    fill(img, rect, edge);
    fill(img, Rect::new(rect.x, rect.y, rect.w - e, rect.h - e), face);
}

/// Draws a lettered tile filling `rect`: a big bold letter with its value in the corner.
pub(crate) fn letter_tile(
    img: &mut RgbImage,
    glyphs: &mut Glyphs,
    rect: Rect,
    label: &str,
    value: u16,
) {
    body(img, rect, palette::TILE, palette::TILE_EDGE);
    let s = rect.w;
    let e = edge_width(s);
    let value_text = value.to_string();
    // Two-digit values (Q, Z) are a little smaller so they stay clear of the letter.
    let value_size = if value_text.len() > 1 { 23 } else { 27 };
    let value_px = (s * value_size / 100).max(7) as u32;
    let value_ink = glyphs.measure(Face::Bold, value_px, &value_text);
    let right = rect.x + s - e - (s / 20).max(1);
    let baseline = rect.y + s - e - (s / 14).max(1);
    glyphs.draw(
        img,
        Face::Bold,
        value_px,
        &value_text,
        (right - value_ink.right, baseline),
        palette::TILE_INK,
    );
    let letter_px = glyphs.fit(Face::Bold, (s * 62 / 100) as u32, label, s * 62 / 100);
    let centre = (rect.x + s * 41 / 100, rect.y + s * 43 / 100);
    glyphs.draw_on_caps(img, Face::Bold, letter_px, label, centre, palette::TILE_INK);
}

/// Draws a blank tile filling `rect`, showing the letter it stands for (if any) and no value.
pub(crate) fn blank_tile(img: &mut RgbImage, glyphs: &mut Glyphs, rect: Rect, label: Option<&str>) {
    body(img, rect, palette::BLANK_TILE, palette::BLANK_TILE_EDGE);
    if let Some(label) = label {
        let s = rect.w;
        let e = edge_width(s);
        let letter_px = glyphs.fit(Face::Bold, (s * 64 / 100) as u32, label, s * 72 / 100);
        let centre = (rect.x + (s - e) / 2, rect.y + (s - e) / 2);
        glyphs.draw_on_caps(
            img,
            Face::Bold,
            letter_px,
            label,
            centre,
            palette::BLANK_INK,
        );
    }
}
