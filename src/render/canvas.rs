//! Plain shapes on an RGB picture: filled rectangles and frames, clipped to the picture.

use image::{Rgb, RgbImage};

/// A rectangle in pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rect {
    pub x: i32,
    pub y: i32,
    pub w: i32,
    pub h: i32,
}

impl Rect {
    pub(crate) const fn new(x: i32, y: i32, w: i32, h: i32) -> Self {
        Self { x, y, w, h }
    }

    pub(crate) const fn centre(self) -> (i32, i32) {
        (self.x + self.w / 2, self.y + self.h / 2)
    }

    /// The rectangle shrunk by `by` pixels on every side.
    pub(crate) const fn inset(self, by: i32) -> Self {
        Self::new(self.x + by, self.y + by, self.w - 2 * by, self.h - 2 * by)
    }
}

/// Fills `rect` with `colour`, one row slice at a time.
pub(crate) fn fill(img: &mut RgbImage, rect: Rect, colour: Rgb<u8>) {
    let (width, height) = (img.width() as i32, img.height() as i32);
    let x0 = rect.x.clamp(0, width) as usize;
    let x1 = (rect.x + rect.w).clamp(0, width) as usize;
    let y0 = rect.y.clamp(0, height) as usize;
    let y1 = (rect.y + rect.h).clamp(0, height) as usize;
    if x0 >= x1 || y0 >= y1 {
        return;
    }
    let stride = width as usize * 3;
    let buffer: &mut [u8] = img;
    for row in buffer.chunks_exact_mut(stride).take(y1).skip(y0) {
        for pixel in row[x0 * 3..x1 * 3].chunks_exact_mut(3) {
            pixel.copy_from_slice(&colour.0);
        }
    }
}

/// Draws a frame `thickness` pixels wide just inside `rect`.
pub(crate) fn frame(img: &mut RgbImage, rect: Rect, thickness: i32, colour: Rgb<u8>) {
    let t = thickness.min(rect.w / 2).min(rect.h / 2);
    fill(img, Rect::new(rect.x, rect.y, rect.w, t), colour);
    fill(
        img,
        Rect::new(rect.x, rect.y + rect.h - t, rect.w, t),
        colour,
    );
    fill(img, Rect::new(rect.x, rect.y, t, rect.h), colour);
    fill(
        img,
        Rect::new(rect.x + rect.w - t, rect.y, t, rect.h),
        colour,
    );
}
