//! Text on images: glyphs rasterised once per face, character and size, then laid out with the
//! font's advances and kerning and blended onto the picture.

use std::collections::HashMap;

use ab_glyph::{Font, PxScale, ScaleFont, point};
use image::{Rgb, RgbImage};

use super::fonts::Face;

/// A glyph's coverage (0..=255) and where it sits relative to its pen position on the baseline.
struct Raster {
    left: i32,
    top: i32,
    width: usize,
    coverage: Vec<u8>,
}

impl Raster {
    fn height(&self) -> usize {
        self.coverage.len().checked_div(self.width).unwrap_or(0)
    }
}

/// The inked area of a piece of text, relative to its pen start on the baseline (y grows down).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Ink {
    pub left: i32,
    pub top: i32,
    pub right: i32,
    pub bottom: i32,
}

impl Ink {
    pub(crate) fn width(self) -> i32 {
        self.right - self.left
    }

    pub(crate) fn height(self) -> i32 {
        self.bottom - self.top
    }
}

/// Rasterised glyphs kept for reuse: a board repeats the same few letters and labels many times.
#[derive(Default)]
pub(crate) struct Glyphs {
    cache: HashMap<(Face, char, u32), Raster>,
}

impl Glyphs {
    fn raster(&mut self, face: Face, ch: char, px: u32) -> &Raster {
        self.cache.entry((face, ch, px)).or_insert_with(|| {
            let font = face.font();
            let glyph = font
                .glyph_id(ch)
                .with_scale_and_position(PxScale::from(px as f32), point(0.0, 0.0));
            let Some(outline) = font.outline_glyph(glyph) else {
                return Raster {
                    left: 0,
                    top: 0,
                    width: 0,
                    coverage: Vec::new(),
                };
            };
            let bounds = outline.px_bounds();
            let width = bounds.width() as usize;
            let height = bounds.height() as usize;
            let mut coverage = vec![0u8; width * height];
            outline.draw(|x, y, c| {
                let i = y as usize * width + x as usize;
                if let Some(cell) = coverage.get_mut(i) {
                    *cell = (c.clamp(0.0, 1.0) * 255.0).round() as u8;
                }
            });
            Raster {
                left: bounds.min.x as i32,
                top: bounds.min.y as i32,
                width,
                coverage,
            }
        })
    }

    /// Pen offsets of each character of `text`, and the advance of the whole line.
    fn layout(face: Face, px: u32, text: &str) -> (Vec<(char, i32)>, i32) {
        let font = face.font().as_scaled(PxScale::from(px as f32));
        let mut pen = 0.0f32;
        let mut previous = None;
        let mut placed = Vec::with_capacity(text.len());
        for ch in text.chars() {
            let id = font.glyph_id(ch);
            if let Some(prev) = previous {
                pen += font.kern(prev, id);
            }
            placed.push((ch, pen.round() as i32));
            pen += font.h_advance(id);
            previous = Some(id);
        }
        (placed, pen.round() as i32)
    }

    /// Where `text` would put ink, relative to its pen start on the baseline. Text with no ink
    /// (empty or spaces) measures as its advance on the baseline.
    pub(crate) fn measure(&mut self, face: Face, px: u32, text: &str) -> Ink {
        let (placed, advance) = Self::layout(face, px, text);
        let mut ink: Option<Ink> = None;
        for (ch, x) in placed {
            let raster = self.raster(face, ch, px);
            if raster.coverage.is_empty() {
                continue;
            }
            let glyph = Ink {
                left: x + raster.left,
                top: raster.top,
                right: x + raster.left + raster.width as i32,
                bottom: raster.top + raster.height() as i32,
            };
            ink = Some(match ink {
                None => glyph,
                Some(i) => Ink {
                    left: i.left.min(glyph.left),
                    top: i.top.min(glyph.top),
                    right: i.right.max(glyph.right),
                    bottom: i.bottom.max(glyph.bottom),
                },
            });
        }
        ink.unwrap_or(Ink {
            left: 0,
            top: 0,
            right: advance,
            bottom: 0,
        })
    }

    /// Draws `text` with its pen starting at `(x, baseline)`.
    pub(crate) fn draw(
        &mut self,
        img: &mut RgbImage,
        face: Face,
        px: u32,
        text: &str,
        (x, baseline): (i32, i32),
        colour: Rgb<u8>,
    ) {
        let (placed, _) = Self::layout(face, px, text);
        for (ch, pen) in placed {
            let raster = self.raster(face, ch, px);
            blend(
                img,
                raster,
                x + pen + raster.left,
                baseline + raster.top,
                colour,
            );
        }
    }

    /// Draws `text` so that its ink is centred on `(cx, cy)`; returns where the ink went.
    pub(crate) fn draw_centred(
        &mut self,
        img: &mut RgbImage,
        face: Face,
        px: u32,
        text: &str,
        (cx, cy): (i32, i32),
        colour: Rgb<u8>,
    ) -> Ink {
        let ink = self.measure(face, px, text);
        let x = cx - ink.left - ink.width() / 2;
        let baseline = cy - ink.top - ink.height() / 2;
        self.draw(img, face, px, text, (x, baseline), colour);
        Ink {
            left: x + ink.left,
            top: baseline + ink.top,
            right: x + ink.right,
            bottom: baseline + ink.bottom,
        }
    }

    /// Draws `text` centred on `(cx, cy)` across by its ink but up and down by the height of a
    /// capital, so that tails (Q, J) hang below the line as on a printed tile.
    pub(crate) fn draw_on_caps(
        &mut self,
        img: &mut RgbImage,
        face: Face,
        px: u32,
        text: &str,
        (cx, cy): (i32, i32),
        colour: Rgb<u8>,
    ) {
        let ink = self.measure(face, px, text);
        let cap = self.measure(face, px, "H");
        let x = cx - ink.left - ink.width() / 2;
        let baseline = cy - cap.top - cap.height() / 2;
        self.draw(img, face, px, text, (x, baseline), colour);
    }

    /// The largest size up to `px` at which `text` is at most `max_width` pixels wide.
    pub(crate) fn fit(&mut self, face: Face, px: u32, text: &str, max_width: i32) -> u32 {
        let mut size = px;
        while size > 6 && self.measure(face, size, text).width() > max_width {
            size -= 1;
        }
        size
    }
}

/// Mixes `colour` into the picture under a glyph's coverage, clipped to the picture.
fn blend(img: &mut RgbImage, raster: &Raster, left: i32, top: i32, colour: Rgb<u8>) {
    let (width, height) = (img.width() as i32, img.height() as i32);
    for (row, line) in raster
        .coverage
        .chunks_exact(raster.width.max(1))
        .enumerate()
    {
        let y = top + row as i32;
        if y < 0 || y >= height {
            continue;
        }
        for (col, &alpha) in line.iter().enumerate() {
            let x = left + col as i32;
            if alpha == 0 || x < 0 || x >= width {
                continue;
            }
            let pixel = img.get_pixel_mut(x as u32, y as u32);
            let a = u16::from(alpha);
            for (channel, &ink) in pixel.0.iter_mut().zip(&colour.0) {
                let mixed = (u16::from(ink) * a + u16::from(*channel) * (255 - a) + 127) / 255;
                *channel = mixed as u8;
            }
        }
    }
}
