//! Animated GIFs from RGB pictures of one size: one palette for the whole animation (the colours
//! the pictures use most, kept apart from each other), and after the first frame only the
//! rectangle that changed, with the pixels that stayed the same left transparent. Board
//! pictures change a few squares and the header from one turn to the next, so a whole game
//! costs little more than its first picture.

use std::collections::HashMap;

use image::RgbImage;

use super::error::RenderError;

/// One picture of an animation and how long it stays on screen.
pub(crate) struct Still {
    pub image: RgbImage,
    /// In hundredths of a second (GIF's unit).
    pub delay_cs: u16,
}

/// The palette index left for "unchanged": pixels of a frame that keep the previous picture.
const TRANSPARENT: u8 = 255;
/// Colours the palette holds besides [`TRANSPARENT`].
const COLOURS: usize = 255;
/// Two colours closer than this (squared distance in RGB) share a palette entry while the
/// palette has room for colours farther apart: antialiased text blends many near shades.
const APART: u32 = 48;
/// Pixels counted for the palette: one in `SAMPLE` along each axis.
const SAMPLE: usize = 2;

/// Encodes `stills` (at least one, all the size of the first) as a GIF that loops forever.
pub(crate) fn encode_gif(stills: &[Still]) -> Result<Vec<u8>, RenderError> {
    let first = stills.first().ok_or(RenderError::NoFrames)?;
    let (width, height) = (first.image.width(), first.image.height());
    if stills
        .iter()
        .any(|s| (s.image.width(), s.image.height()) != (width, height))
    {
        return Err(RenderError::FrameSize);
    }
    let (w16, h16) = (
        u16::try_from(width).map_err(|_| RenderError::FrameSize)?,
        u16::try_from(height).map_err(|_| RenderError::FrameSize)?,
    );
    let mut palette = Palette::of(stills.iter().map(|s| &s.image));
    let mut out = Vec::with_capacity(512 * 1024);
    let mut encoder = gif::Encoder::new(&mut out, w16, h16, &palette.rgb())?;
    encoder.set_repeat(gif::Repeat::Infinite)?;
    let mut previous: Option<Vec<u8>> = None;
    for still in stills {
        let indices = palette.index_image(&still.image);
        let frame = match &previous {
            None => gif::Frame {
                width: w16,
                height: h16,
                buffer: indices.as_slice().into(),
                ..gif::Frame::default()
            },
            Some(before) => changed_part(before, &indices, width as usize),
        };
        encoder.write_frame(&gif::Frame {
            delay: still.delay_cs,
            dispose: gif::DisposalMethod::Keep,
            ..frame
        })?;
        previous = Some(indices);
    }
    encoder.into_inner()?;
    Ok(out)
}

/// The frame that turns `before` into `after` (palette indices, `width` to a row): the
/// smallest rectangle holding every changed pixel, unchanged pixels in it transparent.
fn changed_part(before: &[u8], after: &[u8], width: usize) -> gif::Frame<'static> {
    let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0, 0);
    for (i, (a, b)) in before.iter().zip(after).enumerate() {
        if a != b {
            let (x, y) = (i % width, i / width);
            x0 = x0.min(x);
            y0 = y0.min(y);
            x1 = x1.max(x + 1);
            y1 = y1.max(y + 1);
        }
    }
    if x0 == usize::MAX {
        // Nothing changed: one transparent pixel keeps the timing.
        return gif::Frame {
            width: 1,
            height: 1,
            transparent: Some(TRANSPARENT),
            buffer: vec![TRANSPARENT].into(),
            ..gif::Frame::default()
        };
    }
    let mut buffer = Vec::with_capacity((x1 - x0) * (y1 - y0));
    for y in y0..y1 {
        let row = y * width;
        for x in x0..x1 {
            let (a, b) = (before[row + x], after[row + x]);
            buffer.push(if a == b { TRANSPARENT } else { b });
        }
    }
    gif::Frame {
        left: x0 as u16,
        top: y0 as u16,
        width: (x1 - x0) as u16,
        height: (y1 - y0) as u16,
        transparent: Some(TRANSPARENT),
        buffer: buffer.into(),
        ..gif::Frame::default()
    }
}

/// The animation's colours, and where each colour met so far went.
struct Palette {
    colours: Vec<[u8; 3]>,
    nearest: HashMap<[u8; 3], u8>,
}

impl Palette {
    /// The colours `images` use most, a sample of their pixels counted: the flat colours of
    /// squares, tiles and the header first, then the shades of text edges, each kept only if
    /// no colour already kept is within [`APART`] while the palette has room.
    fn of<'a>(images: impl Iterator<Item = &'a RgbImage>) -> Self {
        let mut counts: HashMap<[u8; 3], u32> = HashMap::new();
        for image in images {
            for y in (0..image.height()).step_by(SAMPLE) {
                for x in (0..image.width()).step_by(SAMPLE) {
                    *counts.entry(image.get_pixel(x, y).0).or_default() += 1;
                }
            }
        }
        let mut by_use: Vec<([u8; 3], u32)> = counts.into_iter().collect();
        by_use.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let mut colours: Vec<[u8; 3]> = Vec::with_capacity(COLOURS);
        let mut passed_over = Vec::new();
        for (colour, _) in by_use {
            if colours.len() == COLOURS {
                break;
            }
            if colours.iter().all(|&c| distance(c, colour) >= APART) {
                colours.push(colour);
            } else {
                passed_over.push(colour);
            }
        }
        let room = COLOURS - colours.len();
        colours.extend(passed_over.into_iter().take(room));
        let nearest = colours
            .iter()
            .enumerate()
            .map(|(i, &c)| (c, i as u8))
            .collect();
        Self { colours, nearest }
    }

    /// The global colour table: 256 entries, the last one for [`TRANSPARENT`].
    fn rgb(&self) -> Vec<u8> {
        let mut table: Vec<u8> = self.colours.iter().flatten().copied().collect();
        table.resize(256 * 3, 0);
        table
    }

    /// Each pixel's palette index, row by row.
    fn index_image(&mut self, image: &RgbImage) -> Vec<u8> {
        image.pixels().map(|p| self.index_of(p.0)).collect()
    }

    fn index_of(&mut self, colour: [u8; 3]) -> u8 {
        if let Some(&i) = self.nearest.get(&colour) {
            return i;
        }
        let i = self
            .colours
            .iter()
            .enumerate()
            .min_by_key(|&(_, &c)| distance(c, colour))
            .map_or(0, |(i, _)| i as u8);
        self.nearest.insert(colour, i);
        i
    }
}

/// Squared distance between two colours.
fn distance(a: [u8; 3], b: [u8; 3]) -> u32 {
    a.iter()
        .zip(b)
        .map(|(&x, y)| {
            let d = i32::from(x) - i32::from(y);
            (d * d) as u32
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use image::Rgb;

    use super::*;

    fn still(colour: [u8; 3], square: Option<(u32, u32)>) -> Still {
        let mut image = RgbImage::from_pixel(40, 30, Rgb([10, 20, 30]));
        if let Some((x, y)) = square {
            for dy in 0..4 {
                for dx in 0..4 {
                    image.put_pixel(x + dx, y + dy, Rgb(colour));
                }
            }
        }
        Still {
            image,
            delay_cs: 100,
        }
    }

    #[test]
    fn later_frames_hold_only_what_changed_and_decode_to_the_pictures() {
        let stills = [
            still([0, 0, 0], None),
            still([250, 200, 100], Some((8, 6))),
            still([250, 200, 100], Some((8, 6))),
        ];
        let gif = encode_gif(&stills).unwrap();
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::RGBA);
        let mut decoder = options.read_info(gif.as_slice()).unwrap();
        let mut rects = Vec::new();
        let mut canvas = vec![0u8; 40 * 30 * 4];
        while let Some(frame) = decoder.read_next_frame().unwrap() {
            rects.push((frame.left, frame.top, frame.width, frame.height));
            for (i, px) in frame.buffer.chunks_exact(4).enumerate() {
                if px[3] != 0 {
                    let x = usize::from(frame.left) + i % usize::from(frame.width);
                    let y = usize::from(frame.top) + i / usize::from(frame.width);
                    canvas[(y * 40 + x) * 4..][..4].copy_from_slice(px);
                }
            }
        }
        assert_eq!(rects, vec![(0, 0, 40, 30), (8, 6, 4, 4), (0, 0, 1, 1)]);
        assert_eq!(&canvas[(7 * 40 + 9) * 4..][..3], &[250, 200, 100]);
        assert_eq!(&canvas[..3], &[10, 20, 30]);
    }

    #[test]
    fn no_frames_or_mixed_sizes_are_refused() {
        assert!(matches!(encode_gif(&[]), Err(RenderError::NoFrames)));
        let small = Still {
            image: RgbImage::new(3, 3),
            delay_cs: 1,
        };
        assert!(matches!(
            encode_gif(&[still([0, 0, 0], None), small]),
            Err(RenderError::FrameSize)
        ));
    }
}
