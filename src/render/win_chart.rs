//! The chance-of-winning chart of a game review: one player's chance (0 to 100%) before the
//! first turn, after each turn and at the end, on a grid of quarters with the even line
//! marked, the turns where the player gave up much of it ringed.

use image::{Rgb, RgbImage};

use super::canvas::{Rect, fill, frame};
use super::chart::{SERIES, thick_segment};
use super::fonts::Face;
use super::palette;
use super::text::Glyphs;

const WIDTH: i32 = 900;
const HEIGHT: i32 = 480;
/// The plot area's edges.
const LEFT: i32 = 72;
const RIGHT: i32 = WIDTH - 28;
const TOP: i32 = 100;
const BOTTOM: i32 = HEIGHT - 48;
const GRID_LINE: Rgb<u8> = Rgb([0x40, 0x43, 0x4a]);
/// The 50% line: an even game.
const EVEN_LINE: Rgb<u8> = Rgb([0x80, 0x84, 0x8c]);
/// Rings around the turns that gave up much of the chance.
const LOSS_MARK: Rgb<u8> = Rgb([0xff, 0x4d, 0x4d]);

/// A chance-of-winning chart to draw.
#[derive(Clone, Copy, Debug)]
pub struct WinChart<'a> {
    /// Its words, in the reader's language.
    pub words: WinWords<'a>,
    /// Their seat (picks their colour, as on the score chart).
    pub seat: usize,
    /// The chance (0 to 1) before the first turn (index 0) and after each turn (index n).
    pub chances: &'a [f64],
    /// Indexes of `chances` to ring: turns where the player gave up much of their chance.
    pub marked: &'a [usize],
    /// Whether the last chance is the game's result (labelled `end`).
    pub ends_with_result: bool,
}

/// The words on a chance-of-winning chart, in its reader's language.
#[derive(Clone, Copy, Debug)]
pub struct WinWords<'a> {
    /// The title, naming whose chance it is.
    pub title: &'a str,
    /// The legend of the line (the chance after each turn) and of a ring (a turn that gave
    /// up much of it).
    pub line: &'a str,
    pub ring: &'a str,
    /// The label under the result, and the caption under the turn numbers.
    pub end: &'a str,
    pub turns: &'a str,
}

/// Draws the chart.
pub fn render_win_chart(chart: &WinChart<'_>) -> RgbImage {
    let mut img = RgbImage::from_pixel(WIDTH as u32, HEIGHT as u32, palette::PAGE);
    let mut glyphs = Glyphs::default();
    let colour = SERIES[chart.seat % SERIES.len()];
    let title = chart.words.title;
    let px = glyphs.fit(Face::Bold, 22, title, RIGHT - 24);
    glyphs.draw(
        &mut img,
        Face::Bold,
        px,
        title,
        (24, 36),
        palette::PAGE_TEXT,
    );
    fill(&mut img, Rect::new(24, 58, 16, 16), colour);
    let after = chart.words.line;
    glyphs.draw(
        &mut img,
        Face::Regular,
        17,
        after,
        (48, 72),
        palette::PAGE_TEXT,
    );
    let x = 48 + glyphs.measure(Face::Regular, 17, after).right + 32;
    frame(&mut img, Rect::new(x, 57, 18, 18), 2, LOSS_MARK);
    glyphs.draw(
        &mut img,
        Face::Regular,
        17,
        chart.words.ring,
        (x + 26, 72),
        palette::PAGE_TEXT,
    );
    let y_of = |chance: f64| BOTTOM - (chance.clamp(0.0, 1.0) * f64::from(BOTTOM - TOP)) as i32;
    for quarter in 0..=4 {
        let y = y_of(f64::from(quarter) / 4.0);
        let line = if quarter == 2 { EVEN_LINE } else { GRID_LINE };
        fill(&mut img, Rect::new(LEFT, y, RIGHT - LEFT, 1), line);
        let label = format!("{}%", quarter * 25);
        let ink = glyphs.measure(Face::Regular, 15, &label);
        glyphs.draw(
            &mut img,
            Face::Regular,
            15,
            &label,
            (LEFT - 10 - ink.right, y + 5),
            palette::PAGE_TEXT_DIM,
        );
    }
    let points = chart.chances.len();
    let last = points.saturating_sub(1).max(1) as i32;
    let x_of = |i: usize| LEFT + (i as i32 * (RIGHT - LEFT)) / last;
    axis(&mut img, &mut glyphs, chart, &x_of);
    let at: Vec<(i32, i32)> = chart
        .chances
        .iter()
        .enumerate()
        .map(|(i, &c)| (x_of(i), y_of(c)))
        .collect();
    for pair in at.windows(2) {
        thick_segment(&mut img, pair[0], pair[1], colour);
    }
    for &(x, y) in &at {
        fill(&mut img, Rect::new(x - 3, y - 3, 7, 7), colour);
    }
    for &i in chart.marked {
        if let Some(&(x, y)) = at.get(i) {
            frame(&mut img, Rect::new(x - 9, y - 9, 19, 19), 2, LOSS_MARK);
        }
    }
    img
}

/// The turn numbers under the plot (about a dozen), `end` under the result, and the caption.
fn axis(
    img: &mut RgbImage,
    glyphs: &mut Glyphs,
    chart: &WinChart<'_>,
    x_of: &dyn Fn(usize) -> i32,
) {
    let points = chart.chances.len();
    let turns = if chart.ends_with_result {
        points.saturating_sub(1)
    } else {
        points
    };
    let every = turns.saturating_sub(1).div_ceil(12).max(1);
    let mut labels: Vec<(usize, String)> = (0..turns)
        .step_by(every)
        .map(|i| (i, i.to_string()))
        .collect();
    if chart.ends_with_result && points > 0 {
        labels.push((points - 1, chart.words.end.to_owned()));
    }
    for (i, label) in labels {
        let ink = glyphs.measure(Face::Regular, 14, &label);
        let x = x_of(i);
        fill(img, Rect::new(x, BOTTOM, 1, 6), palette::PAGE_TEXT_DIM);
        glyphs.draw(
            img,
            Face::Regular,
            14,
            &label,
            (x - ink.width() / 2 - ink.left, BOTTOM + 22),
            palette::PAGE_TEXT_DIM,
        );
    }
    glyphs.draw(
        img,
        Face::Regular,
        14,
        chart.words.turns,
        (LEFT, HEIGHT - 8),
        palette::PAGE_TEXT_DIM,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chance_is_drawn_in_the_seats_colour_with_losses_ringed() {
        let chances = [0.57, 0.62, 0.40, 0.45, 0.20, 0.0];
        let chart = WinChart {
            words: WinWords {
                title: "Chance of winning: bob",
                line: "after each turn",
                ring: "a turn that gave up 5% or more",
                end: "end",
                turns: "turns",
            },
            seat: 1,
            chances: &chances,
            marked: &[2],
            ends_with_result: true,
        };
        let img = render_win_chart(&chart);
        assert_eq!((img.width(), img.height()), (WIDTH as u32, HEIGHT as u32));
        let count = |c: Rgb<u8>| img.pixels().filter(|&&p| p == c).count();
        assert!(count(SERIES[1]) > 500, "bob's line");
        assert_eq!(count(SERIES[0]), 0, "nobody else's");
        assert!(count(LOSS_MARK) > 100, "the ring and the legend's");
        // The result, a loss, sits on the 0% line at the right edge.
        assert_eq!(*img.get_pixel(RIGHT as u32, BOTTOM as u32), SERIES[1]);
        // The first point is 57% of the way up at the left edge.
        let y = BOTTOM - (0.57 * f64::from(BOTTOM - TOP)) as i32;
        assert_eq!(*img.get_pixel(LEFT as u32, y as u32), SERIES[1]);
        // The ring around turn 2 (40%).
        let (x, y) = (
            LEFT + 2 * (RIGHT - LEFT) / 5,
            BOTTOM - (0.4 * f64::from(BOTTOM - TOP)) as i32,
        );
        assert_eq!(*img.get_pixel((x - 9) as u32, y as u32), LOSS_MARK);
    }
}
