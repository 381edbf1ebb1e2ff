//! Line charts: the score chart of a game review (every player's total over the game) and a
//! player's rating history (one line per rating pool), on a grid of round numbers, with a
//! legend of names and last values.

use image::{Rgb, RgbImage};

use super::canvas::{Rect, fill};
use super::fonts::Face;
use super::palette;
use super::text::Glyphs;

const WIDTH: i32 = 900;
const HEIGHT: i32 = 480;
/// The plot area's edges.
const LEFT: i32 = 72;
const RIGHT: i32 = WIDTH - 28;
const TOP: i32 = 96;
const BOTTOM: i32 = HEIGHT - 48;
/// Lines between round scores.
const GRID_LINE: Rgb<u8> = Rgb([0x40, 0x43, 0x4a]);
/// One colour per seat (up to four players), told apart on the dark page.
pub(crate) const SERIES: [Rgb<u8>; 4] = [
    Rgb([0x4e, 0x9e, 0xff]),
    Rgb([0xff, 0x9f, 0x1c]),
    Rgb([0x3d, 0xdc, 0x84]),
    Rgb([0xf2, 0x5f, 0x9a]),
];
/// Score steps the grid may use: the smallest that gives at most eight lines.
const STEPS: [i32; 9] = [10, 20, 25, 50, 100, 200, 250, 500, 1000];

/// One player's line: their name and their total after each entry of the game (the same number
/// of entries for every player).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreLine {
    pub name: String,
    pub totals: Vec<i32>,
}

/// A chart to draw: its title, what the horizontal axis counts, and its lines.
#[derive(Clone, Copy, Debug)]
pub struct LineChart<'a> {
    pub title: &'a str,
    /// Under the horizontal axis's right end: what one step is (`moves`, `games`).
    pub x_axis: &'a str,
    pub lines: &'a [ScoreLine],
    /// Whether the grid starts at 0 (scores) or hugs the values (ratings near 1500).
    pub from_zero: bool,
}

/// Draws the score chart of a game: `lines` (at most four players; more share colours),
/// under `title`, the horizontal axis counting `x_axis` (the reader's words).
pub fn render_score_chart(lines: &[ScoreLine], title: &str, x_axis: &str) -> RgbImage {
    render_line_chart(&LineChart {
        title,
        x_axis,
        lines,
        from_zero: true,
    })
}

/// Draws a line chart.
pub fn render_line_chart(chart: &LineChart<'_>) -> RgbImage {
    let lines = chart.lines;
    let mut img = RgbImage::from_pixel(WIDTH as u32, HEIGHT as u32, palette::PAGE);
    let mut glyphs = Glyphs::default();
    glyphs.draw(
        &mut img,
        Face::Bold,
        22,
        chart.title,
        (24, 36),
        palette::PAGE_TEXT,
    );
    legend(&mut img, &mut glyphs, lines);
    let all = lines.iter().flat_map(|l| l.totals.iter().copied());
    let (lo, hi, step) = scale(
        all.clone().min().unwrap_or(0),
        all.max().unwrap_or(0),
        chart.from_zero,
    );
    let y_of = |score: i32| BOTTOM - ((score - lo) * (BOTTOM - TOP)) / (hi - lo);
    let mut score = lo;
    while score <= hi {
        let y = y_of(score);
        fill(&mut img, Rect::new(LEFT, y, RIGHT - LEFT, 1), GRID_LINE);
        let label = score.to_string();
        let ink = glyphs.measure(Face::Regular, 15, &label);
        glyphs.draw(
            &mut img,
            Face::Regular,
            15,
            &label,
            (LEFT - 10 - ink.right, y + 5),
            palette::PAGE_TEXT_DIM,
        );
        score += step;
    }
    let entries = lines.iter().map(|l| l.totals.len()).max().unwrap_or(0);
    let last = entries.saturating_sub(1).max(1) as i32;
    let x_of = |i: usize| LEFT + (i as i32 * (RIGHT - LEFT)) / last;
    let every = (last as usize).div_ceil(12).max(1);
    for i in (0..entries).step_by(every) {
        let label = i.to_string();
        let ink = glyphs.measure(Face::Regular, 14, &label);
        let x = x_of(i);
        fill(&mut img, Rect::new(x, BOTTOM, 1, 6), palette::PAGE_TEXT_DIM);
        glyphs.draw(
            &mut img,
            Face::Regular,
            14,
            &label,
            (x - ink.width() / 2 - ink.left, BOTTOM + 22),
            palette::PAGE_TEXT_DIM,
        );
    }
    glyphs.draw(
        &mut img,
        Face::Regular,
        14,
        chart.x_axis,
        (RIGHT - 40, HEIGHT - 8),
        palette::PAGE_TEXT_DIM,
    );
    for (n, line) in lines.iter().enumerate() {
        let colour = SERIES[n % SERIES.len()];
        let points: Vec<(i32, i32)> = line
            .totals
            .iter()
            .enumerate()
            .map(|(i, &s)| (x_of(i), y_of(s)))
            .collect();
        for pair in points.windows(2) {
            thick_segment(&mut img, pair[0], pair[1], colour);
        }
        if let Some(&(x, y)) = points.last() {
            fill(&mut img, Rect::new(x - 4, y - 4, 9, 9), colour);
        }
    }
    img
}

/// The names and final scores, each after a swatch of its line's colour.
fn legend(img: &mut RgbImage, glyphs: &mut Glyphs, lines: &[ScoreLine]) {
    let mut x = 24;
    for (n, line) in lines.iter().enumerate() {
        let colour = SERIES[n % SERIES.len()];
        fill(img, Rect::new(x, 56, 16, 16), colour);
        let text = format!("{} {}", line.name, line.totals.last().copied().unwrap_or(0));
        // Each entry shares the width; a single long name (a rating pool) gets all of it.
        let room = ((RIGHT - 24) / lines.len().max(1) as i32 - 52).max(180);
        let px = glyphs.fit(Face::Regular, 17, &text, room);
        glyphs.draw(
            img,
            Face::Regular,
            px,
            &text,
            (x + 24, 70),
            palette::PAGE_TEXT,
        );
        x += 24 + glyphs.measure(Face::Regular, px, &text).right + 28;
    }
}

/// The grid's lowest and highest values and its step: round numbers around `min..=max`, with
/// 0 always shown when `from_zero`.
fn scale(min: i32, max: i32, from_zero: bool) -> (i32, i32, i32) {
    let (min, max) = if from_zero {
        (min.min(0), max.max(1))
    } else {
        (min, max.max(min + 1))
    };
    let step = STEPS
        .into_iter()
        .find(|&s| (max - min) / s < 8)
        .unwrap_or_else(|| ((max - min) / 8 / 1000 + 1) * 1000);
    let lo = min.div_euclid(step) * step;
    let hi = (max + step - 1).div_euclid(step) * step;
    (lo, hi.max(lo + step), step)
}

/// A line three pixels thick from `a` to `b`.
pub(super) fn thick_segment(img: &mut RgbImage, a: (i32, i32), b: (i32, i32), colour: Rgb<u8>) {
    let steps = (b.0 - a.0).abs().max((b.1 - a.1).abs()).max(1);
    for k in 0..=steps {
        let x = a.0 + (b.0 - a.0) * k / steps;
        let y = a.1 + (b.1 - a.1) * k / steps;
        fill(img, Rect::new(x - 1, y - 1, 3, 3), colour);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scale_is_round_and_holds_every_score() {
        assert_eq!(scale(0, 0, true), (0, 10, 10));
        assert_eq!(scale(0, 63, true), (0, 70, 10));
        assert_eq!(scale(0, 412, true), (0, 500, 100));
        assert_eq!(scale(-12, 380, true), (-50, 400, 50));
        let (lo, hi, step) = scale(0, 12_345, true);
        assert!(
            lo == 0 && hi >= 12_345 && (hi - lo) / step <= 8,
            "{hi} {step}"
        );
    }

    #[test]
    fn a_rating_grid_hugs_the_ratings_instead_of_starting_at_zero() {
        assert_eq!(scale(1500, 1662, false), (1500, 1675, 25));
        assert_eq!(scale(1437, 1437, false), (1430, 1440, 10));
        let (lo, hi, step) = scale(1210, 2305, false);
        assert!(lo <= 1210 && hi >= 2305 && (hi - lo) / step <= 8 && lo > 0);
    }

    #[test]
    fn each_player_is_drawn_in_their_colour_up_to_their_final_score() {
        let lines = [
            ScoreLine {
                name: "alice".into(),
                totals: vec![0, 30, 30, 90],
            },
            ScoreLine {
                name: "bob".into(),
                totals: vec![0, 0, 20, 20],
            },
        ];
        let img = render_score_chart(&lines, "Score over the game", "moves");
        assert_eq!((img.width(), img.height()), (WIDTH as u32, HEIGHT as u32));
        let count = |c: Rgb<u8>| img.pixels().filter(|&&p| p == c).count();
        assert!(count(SERIES[0]) > 500 && count(SERIES[1]) > 500);
        assert_eq!(count(SERIES[2]), 0);
        // alice's last point (90 on a 0..=100 grid) is at the right edge, high up.
        let (_, hi, _) = scale(0, 90, true);
        let y = BOTTOM - (90 * (BOTTOM - TOP)) / hi;
        assert_eq!(*img.get_pixel(RIGHT as u32, y as u32), SERIES[0]);
        let y = BOTTOM - (20 * (BOTTOM - TOP)) / hi;
        assert_eq!(*img.get_pixel(RIGHT as u32, y as u32), SERIES[1]);
    }
}
