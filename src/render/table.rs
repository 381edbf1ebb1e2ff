//! Tables as pictures (leaderboards, standings): a title, a line under it, column headings and
//! rows in alternating shades, in the board's dark look, large enough to read on a phone.

use image::RgbImage;

use super::canvas::{Rect, fill};
use super::fonts::Face;
use super::palette;
use super::text::Glyphs;

/// Space around the table.
const MARGIN: i32 = 24;
/// Height of the title and subtitle block.
const TITLE_HEIGHT: i32 = 84;
const HEADING_HEIGHT: i32 = 36;
const ROW_HEIGHT: i32 = 42;
/// Padding inside a cell, left and right.
const PAD: i32 = 10;
const CELL_PX: u32 = 22;

/// Which side of its cell a column's text keeps to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Right,
}

/// A column: its heading, its width in pixels and its alignment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Column {
    pub heading: String,
    pub width: i32,
    pub align: Align,
}

impl Column {
    pub fn new(heading: &str, width: i32, align: Align) -> Column {
        Column {
            heading: heading.to_owned(),
            width,
            align,
        }
    }
}

/// A table to draw; each row has one text per column (missing cells stay empty).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TablePicture {
    pub title: String,
    /// One line under the title (the pool, the round, ...); may be empty.
    pub subtitle: String,
    pub columns: Vec<Column>,
    pub rows: Vec<Vec<String>>,
}

/// Draws `table`: as wide as its columns, as tall as its rows.
pub fn render_table(table: &TablePicture) -> RgbImage {
    let inner: i32 = table.columns.iter().map(|c| c.width).sum();
    let width = (inner + 2 * MARGIN).max(320);
    let rows = table.rows.len().max(1) as i32;
    let height = TITLE_HEIGHT + HEADING_HEIGHT + rows * ROW_HEIGHT + MARGIN;
    let mut img = RgbImage::from_pixel(width as u32, height as u32, palette::PAGE);
    let mut glyphs = Glyphs::default();
    let title_px = glyphs.fit(Face::Bold, 26, &table.title, width - 2 * MARGIN);
    glyphs.draw(
        &mut img,
        Face::Bold,
        title_px,
        &table.title,
        (MARGIN, 40),
        palette::PAGE_TEXT,
    );
    let sub_px = glyphs.fit(Face::Regular, 18, &table.subtitle, width - 2 * MARGIN);
    glyphs.draw(
        &mut img,
        Face::Regular,
        sub_px,
        &table.subtitle,
        (MARGIN, 68),
        palette::PAGE_TEXT_DIM,
    );
    let top = TITLE_HEIGHT;
    fill(
        &mut img,
        Rect::new(MARGIN, top - 2, inner, 2),
        palette::PAGE_TEXT_DIM,
    );
    let headings: Vec<String> = table.columns.iter().map(|c| c.heading.clone()).collect();
    draw_row(
        &mut img,
        &mut glyphs,
        &table.columns,
        &headings,
        (top, HEADING_HEIGHT),
        (Face::Bold, 18),
        palette::PAGE_TEXT_DIM,
    );
    for (n, row) in table.rows.iter().enumerate() {
        let y = top + HEADING_HEIGHT + n as i32 * ROW_HEIGHT;
        if n % 2 == 0 {
            fill(
                &mut img,
                Rect::new(MARGIN, y, inner, ROW_HEIGHT),
                palette::HEADER_CELL,
            );
        }
        draw_row(
            &mut img,
            &mut glyphs,
            &table.columns,
            row,
            (y, ROW_HEIGHT),
            (Face::Regular, CELL_PX),
            palette::PAGE_TEXT,
        );
    }
    img
}

/// Draws one row's texts, each kept inside its cell (shrunk if it would not fit).
fn draw_row(
    img: &mut RgbImage,
    glyphs: &mut Glyphs,
    columns: &[Column],
    texts: &[String],
    (y, height): (i32, i32),
    (face, px): (Face, u32),
    colour: image::Rgb<u8>,
) {
    let baseline = y + height / 2 + px as i32 * 7 / 20;
    let mut x = MARGIN;
    for (column, text) in columns.iter().zip(texts) {
        let room = column.width - 2 * PAD;
        let (text, size) = fitted(glyphs, face, px, text, room);
        let text = text.as_str();
        let ink = glyphs.measure(face, size, text);
        let pen = match column.align {
            Align::Left => x + PAD,
            Align::Right => x + column.width - PAD - ink.right,
        };
        glyphs.draw(img, face, size, text, (pen, baseline), colour);
        x += column.width;
    }
}

/// Smallest text size a cell shrinks to before its text is cut.
const MIN_PX: u32 = 14;

/// `text` at the largest size down to [`MIN_PX`] that fits `room`; still too wide there, cut
/// short with `…` so it stays inside its cell.
fn fitted(glyphs: &mut Glyphs, face: Face, px: u32, text: &str, room: i32) -> (String, u32) {
    let size = glyphs.fit(face, px, text, room).max(MIN_PX.min(px));
    if glyphs.measure(face, size, text).width() <= room {
        return (text.to_owned(), size);
    }
    let mut chars: Vec<char> = text.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let cut = format!("{}…", chars.iter().collect::<String>().trim_end());
        if glyphs.measure(face, size, &cut).width() <= room {
            return (cut, size);
        }
    }
    (String::new(), size)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The x of every pixel column with text ink between rows `y0` and `y1` (anything lighter
    /// than the row's shades).
    fn inked_columns(img: &RgbImage, y0: i32, y1: i32) -> Vec<u32> {
        (0..img.width())
            .filter(|&x| {
                (y0..y1).any(|y| {
                    let p = img.get_pixel(x, y as u32);
                    p.0[0] > palette::HEADER_CELL.0[0] + 0x20
                })
            })
            .collect()
    }

    #[test]
    fn the_picture_grows_with_its_rows_and_right_aligned_text_ends_at_the_cell_edge() {
        let table = TablePicture {
            title: "Leaderboard".into(),
            subtitle: "classic enable correspondence".into(),
            columns: vec![
                Column::new("#", 60, Align::Right),
                Column::new("Player", 300, Align::Left),
                Column::new("Rating", 120, Align::Right),
            ],
            rows: vec![
                vec!["1".into(), "alice".into(), "1662".into()],
                vec!["2".into(), "bob".into(), "1338?".into()],
            ],
        };
        let img = render_table(&table);
        assert_eq!(img.width() as i32, 480 + 2 * MARGIN);
        assert_eq!(
            img.height() as i32,
            TITLE_HEIGHT + HEADING_HEIGHT + 2 * ROW_HEIGHT + MARGIN
        );
        let three = render_table(&TablePicture {
            rows: vec![table.rows[0].clone(); 3],
            ..table.clone()
        });
        assert_eq!(three.height() - img.height(), ROW_HEIGHT as u32);
        // First row: ink in each cell, and the rating's ink ends within the padding of its
        // cell's right edge.
        let y = TITLE_HEIGHT + HEADING_HEIGHT;
        let ink = inked_columns(&img, y, y + ROW_HEIGHT);
        let right_edge = (MARGIN + 480) as u32;
        let last = *ink.last().expect("the row has text");
        assert!(
            last < right_edge - PAD as u32 + 2 && last > right_edge - PAD as u32 - 4,
            "{last}"
        );
        assert!(ink.iter().any(|&x| x < (MARGIN + 60) as u32), "the rank");
        assert!(
            ink.iter()
                .any(|&x| x > (MARGIN + 60) as u32 && x < (MARGIN + 360) as u32),
            "the name"
        );
        // The first row is shaded, the second is not.
        let shade =
            |row: i32| *img.get_pixel((MARGIN + 2) as u32, (y + row * ROW_HEIGHT + 2) as u32);
        assert_eq!(shade(0), palette::HEADER_CELL);
        assert_eq!(shade(1), palette::PAGE);
    }

    #[test]
    fn an_overlong_name_is_shrunk_to_its_cell() {
        let columns = vec![
            Column::new("Player", 120, Align::Left),
            Column::new("Rating", 100, Align::Right),
        ];
        let long = "a very long display name indeed".to_owned();
        let img = render_table(&TablePicture {
            title: "T".into(),
            subtitle: String::new(),
            columns,
            rows: vec![vec![long, String::new()]],
        });
        let y = TITLE_HEIGHT + HEADING_HEIGHT;
        let ink = inked_columns(&img, y, y + ROW_HEIGHT);
        assert!(!ink.is_empty());
        assert!(*ink.last().unwrap() < (MARGIN + 120) as u32, "{ink:?}");
    }
}
