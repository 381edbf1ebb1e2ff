//! The board picture: squares in their premium colours, tiles, the last play, coordinates and
//! the players' header.

use image::RgbImage;

use super::canvas::{Rect, fill, frame};
use super::fonts::Face;
use super::header::{HEADER_HEIGHT, PlayerLine, draw_header};
use super::palette::{self, Multiplies, square_style};
use super::text::Glyphs;
use super::tile::{blank_tile, letter_tile};
use crate::engine::board::Board;
use crate::engine::layout::{Pos, Square, column_name};
use crate::engine::variant::Variant;

/// Everything the board picture shows, filled in by whoever draws a game.
#[derive(Clone, Debug)]
pub struct BoardView<'a> {
    /// Layout (premium and special squares) and tile set (labels and values).
    pub variant: &'a Variant,
    pub board: &'a Board,
    /// Squares of the tiles placed by the last play, framed so players see what changed.
    pub last_play: Vec<Pos>,
    /// Players in turn order.
    pub players: Vec<PlayerLine>,
    /// Tiles left in the bag (dice left in the cup in the dice game).
    pub bag_count: usize,
    /// Squares with a blocker on them (Blanks & Blockers), drawn as black tiles.
    pub blocked: Vec<Pos>,
}

/// About how wide every board picture is, whatever the board's size: Discord shows it ~400 px
/// wide on phones, so this is large enough that letters stay sharp when scaled down.
const TARGET_WIDTH: i32 = 960;
const MARGIN: i32 = 16;
/// The row-number gutter, as a fraction of a square (in hundredths).
const GUTTER: i32 = 70;

/// Where everything goes in a board picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Geometry {
    pub square: i32,
    pub gap: i32,
    /// Top-left corner of the grid (the line before the first square).
    pub grid_x: i32,
    pub grid_y: i32,
    pub rows: i32,
    pub cols: i32,
    pub width: i32,
    pub height: i32,
}

impl Geometry {
    /// Square size adapts to the layout so the picture stays about [`TARGET_WIDTH`] wide.
    pub(crate) fn new(rows: u8, cols: u8) -> Self {
        let (rows, cols) = (i32::from(rows), i32::from(cols));
        let gap = 2;
        // Boards up to 15 columns share the 15x15 board's square size: a smaller board (the
        // dice game's 9x9 mat) makes a smaller picture, equally legible.
        let fitted = cols.max(15);
        let room = TARGET_WIDTH - 2 * MARGIN - (fitted + 1) * gap;
        let square = (room * 100 / (fitted * 100 + GUTTER)).max(12);
        let gutter = square * GUTTER / 100;
        let labels = (square * 55 / 100).max(16);
        let grid_x = MARGIN + gutter;
        let grid_y = MARGIN + HEADER_HEIGHT + MARGIN / 2 + labels;
        let grid_w = cols * square + (cols + 1) * gap;
        let grid_h = rows * square + (rows + 1) * gap;
        Self {
            square,
            gap,
            grid_x,
            grid_y,
            rows,
            cols,
            width: grid_x + grid_w + MARGIN,
            height: grid_y + grid_h + MARGIN,
        }
    }

    /// The pixels of the square at `pos`.
    pub(crate) fn square_rect(&self, pos: Pos) -> Rect {
        let step = self.square + self.gap;
        Rect::new(
            self.grid_x + self.gap + i32::from(pos.col) * step,
            self.grid_y + self.gap + i32::from(pos.row) * step,
            self.square,
            self.square,
        )
    }

    fn grid(&self) -> Rect {
        let step = self.square + self.gap;
        Rect::new(
            self.grid_x,
            self.grid_y,
            self.cols * step + self.gap,
            self.rows * step + self.gap,
        )
    }

    fn header(&self) -> Rect {
        Rect::new(MARGIN, MARGIN, self.width - 2 * MARGIN, HEADER_HEIGHT)
    }
}

/// The words a board picture shows, in its reader's language: the name of what tiles are
/// drawn from (the bag; the cup of dice) and the marks of premium squares ("2W" doubles the
/// word, "3L" triples the letter).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardLabels {
    pub bag: String,
    pub cup: String,
    /// After a word premium's multiplier: "W" in English.
    pub word: String,
    /// After a letter premium's multiplier: "L" in English.
    pub letter: String,
}

impl Default for BoardLabels {
    fn default() -> Self {
        Self {
            bag: "bag".into(),
            cup: "cup".into(),
            word: "W".into(),
            letter: "L".into(),
        }
    }
}

/// Draws the board picture, labelled in English.
pub fn render_board(view: &BoardView<'_>) -> RgbImage {
    render_board_labelled(view, &BoardLabels::default())
}

/// Draws the board picture with `labels` for its words.
pub fn render_board_labelled(view: &BoardView<'_>, labels: &BoardLabels) -> RgbImage {
    let layout = &view.variant.layout;
    let geometry = Geometry::new(layout.rows(), layout.cols());
    let mut img =
        RgbImage::from_pixel(geometry.width as u32, geometry.height as u32, palette::PAGE);
    let mut glyphs = Glyphs::default();
    draw_header(
        &mut img,
        &mut glyphs,
        geometry.header(),
        &view.players,
        (
            if view.variant.uses_dice() {
                &labels.cup
            } else {
                &labels.bag
            },
            view.bag_count,
        ),
    );
    draw_coordinates(&mut img, &mut glyphs, &geometry);
    fill(&mut img, geometry.grid(), palette::GRID);
    for pos in layout.positions() {
        let rect = geometry.square_rect(pos);
        match view.board.get(pos) {
            Some(placed) => {
                let label = view.variant.tiles.label(placed.letter);
                if placed.blank {
                    blank_tile(&mut img, &mut glyphs, rect, Some(label));
                } else {
                    let value = view.variant.tiles.value(placed.letter);
                    letter_tile(&mut img, &mut glyphs, rect, label, value);
                }
            }
            None if view.blocked.contains(&pos) => blocker_tile(&mut img, rect),
            None => draw_empty_square(&mut img, &mut glyphs, rect, layout.square(pos), labels),
        }
    }
    let gap = geometry.gap;
    let thickness = gap + (geometry.square / 14).max(2);
    for &pos in view.last_play.iter().filter(|&&p| layout.contains(p)) {
        let rect = geometry.square_rect(pos).inset(-gap);
        frame(&mut img, rect, thickness, palette::LAST_PLAY);
    }
    img
}

/// A blocker: a black tile with a white cross, so no one mistakes it for an empty square.
fn blocker_tile(img: &mut RgbImage, rect: Rect) {
    fill(img, rect, palette::BLOCKER_TILE);
    let inner = rect.inset(rect.w / 4);
    let thickness = (rect.w / 10).max(2);
    for k in 0..inner.w {
        for t in 0..thickness {
            for (x, y) in [
                (inner.x + k, inner.y + k + t - thickness / 2),
                (inner.x + k, inner.y + inner.h - 1 - k + t - thickness / 2),
            ] {
                if x >= 0 && y >= 0 && (x as u32) < img.width() && (y as u32) < img.height() {
                    img.put_pixel(x as u32, y as u32, palette::BLOCKER_MARK);
                }
            }
        }
    }
}

/// An empty square: its premium colour and label, or the start star.
fn draw_empty_square(
    img: &mut RgbImage,
    glyphs: &mut Glyphs,
    rect: Rect,
    square: Square,
    labels: &BoardLabels,
) {
    let style = square_style(square);
    let label = match style.premium {
        Some((times, Multiplies::Word)) => format!("{times}{}", labels.word),
        Some((times, Multiplies::Letter)) => format!("{times}{}", labels.letter),
        None => style.label.to_owned(),
    };
    let label = label.as_str();
    fill(img, rect, style.fill);
    let s = rect.w;
    if square.start {
        let px = (s * 105 / 100) as u32;
        glyphs.draw_centred(
            img,
            Face::Regular,
            px,
            "\u{2605}",
            rect.centre(),
            palette::STAR,
        );
    } else if !label.is_empty() {
        let size = if label.chars().count() == 1 { 50 } else { 36 };
        let px = glyphs.fit(Face::Bold, (s * size / 100) as u32, label, s * 80 / 100);
        glyphs.draw_centred(img, Face::Bold, px, label, rect.centre(), style.ink);
    }
}

/// Column letters above the board and row numbers to its left.
fn draw_coordinates(img: &mut RgbImage, glyphs: &mut Glyphs, geometry: &Geometry) {
    let px = (geometry.square * 40 / 100).max(11) as u32;
    let labels_centre_y = geometry.grid_y - (geometry.square * 55 / 100).max(16) / 2;
    let cap = glyphs.measure(Face::Bold, px, "H").height();
    for col in 0..geometry.cols {
        let rect = geometry.square_rect(Pos::new(0, col as u8));
        let name = column_name(col as u8);
        let ink = glyphs.measure(Face::Bold, px, &name);
        let x = rect.x + (rect.w - ink.width()) / 2 - ink.left;
        let baseline = labels_centre_y + cap / 2;
        glyphs.draw(
            img,
            Face::Bold,
            px,
            &name,
            (x, baseline),
            palette::PAGE_TEXT_DIM,
        );
    }
    for row in 0..geometry.rows {
        let rect = geometry.square_rect(Pos::new(row as u8, 0));
        let number = (row + 1).to_string();
        let ink = glyphs.measure(Face::Bold, px, &number);
        let right = geometry.grid_x - (geometry.square / 8).max(4);
        let baseline = rect.y + i32::midpoint(rect.h, cap);
        glyphs.draw(
            img,
            Face::Bold,
            px,
            &number,
            (right - ink.right, baseline),
            palette::PAGE_TEXT_DIM,
        );
    }
}

/// Where a view's squares are drawn (for tests that look at pixels).
#[cfg(test)]
pub(crate) fn geometry_of(view: &BoardView<'_>) -> Geometry {
    Geometry::new(view.variant.layout.rows(), view.variant.layout.cols())
}
