//! A game's replay as an animated GIF: one board picture per turn (drawn by the board picture,
//! the turn's new tiles framed), each under a line saying whose turn it was, what they did and
//! for how much, scaled to three quarters; about a second a turn, and a longer pause on the
//! last picture before the replay starts again.

use image::RgbImage;
use image::imageops::{self, FilterType};

use super::animation::{Still, encode_gif};
use super::board::{BoardView, render_board};
use super::canvas::{Rect, fill};
use super::error::RenderError;
use super::fonts::Face;
use super::header::{PlayerLine, shorten};
use super::palette;
use super::text::Glyphs;
use crate::engine::board::Board;
use crate::engine::layout::Pos;
use crate::engine::variant::Variant;

/// How long each picture but the last stays, in hundredths of a second.
pub const FRAME_DELAY_CS: u16 = 100;
/// How long the last picture stays before the replay starts again.
pub const LAST_FRAME_DELAY_CS: u16 = 400;

/// The line above a replay's board: a short label ("Turn 12", "Start", "Final") and what
/// happened, names included, as plain text (drawn as text, cut short to fit).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caption {
    pub label: String,
    pub text: String,
}

/// One picture of a replay: the board after a turn and the line that says what the turn was.
#[derive(Clone, Debug)]
pub struct ReplayFrame {
    pub board: Board,
    /// The squares of the tiles this turn placed (framed); empty for turns that place none.
    pub last_play: Vec<Pos>,
    /// Players in turn order with their totals after this turn; `to_move` marks the player
    /// whose turn this picture shows.
    pub players: Vec<PlayerLine>,
    /// Tiles left in the bag after the turn (dice in the cup in the dice game).
    pub bag_count: usize,
    /// Squares closed by a blocker.
    pub blocked: Vec<Pos>,
    pub caption: Caption,
}

/// Height of the caption strip above the board, before scaling.
const CAPTION_HEIGHT: i32 = 64;
const CAPTION_PX: u32 = 32;
const MARGIN: i32 = 16;
/// Pictures are scaled to this many hundredths of the board picture's size: Discord shows
/// them about 400 to 550 pixels wide, and a smaller picture keeps the file small.
const SCALE: u32 = 75;

/// One picture of the replay at full size: the caption strip over the board picture.
pub fn render_replay_frame(variant: &Variant, frame: &ReplayFrame) -> RgbImage {
    let board = render_board(&BoardView {
        variant,
        board: &frame.board,
        last_play: frame.last_play.clone(),
        players: frame.players.clone(),
        bag_count: frame.bag_count,
        blocked: frame.blocked.clone(),
    });
    let mut img = RgbImage::from_pixel(
        board.width(),
        board.height() + CAPTION_HEIGHT as u32,
        palette::PAGE,
    );
    draw_caption(&mut img, &frame.caption);
    imageops::replace(&mut img, &board, 0, i64::from(CAPTION_HEIGHT));
    img
}

/// The whole replay as an animated GIF that loops: every frame scaled down, each shown
/// [`FRAME_DELAY_CS`], the last [`LAST_FRAME_DELAY_CS`].
pub fn replay_gif(variant: &Variant, frames: &[ReplayFrame]) -> Result<Vec<u8>, RenderError> {
    let stills: Vec<Still> = frames
        .iter()
        .enumerate()
        .map(|(i, frame)| {
            let full = render_replay_frame(variant, frame);
            let (w, h) = (full.width() * SCALE / 100, full.height() * SCALE / 100);
            Still {
                image: imageops::resize(&full, w, h, FilterType::Triangle),
                delay_cs: if i + 1 == frames.len() {
                    LAST_FRAME_DELAY_CS
                } else {
                    FRAME_DELAY_CS
                },
            }
        })
        .collect();
    encode_gif(&stills)
}

/// The label in the turn colour, then the text, on one line across the top.
fn draw_caption(img: &mut RgbImage, caption: &Caption) {
    let width = img.width() as i32;
    fill(img, Rect::new(0, 0, width, CAPTION_HEIGHT), palette::PAGE);
    let mut glyphs = Glyphs::default();
    let baseline = MARGIN + CAPTION_PX as i32 - 4;
    let room = width - 2 * MARGIN;
    let label = shorten(
        &mut glyphs,
        Face::Bold,
        CAPTION_PX,
        &caption.label,
        room / 3,
    );
    glyphs.draw(
        img,
        Face::Bold,
        CAPTION_PX,
        &label,
        (MARGIN, baseline),
        palette::TO_MOVE,
    );
    let after =
        MARGIN + glyphs.measure(Face::Bold, CAPTION_PX, &label).right + CAPTION_PX as i32 / 2;
    let text = shorten(
        &mut glyphs,
        Face::Regular,
        CAPTION_PX,
        &caption.text,
        width - MARGIN - after,
    );
    glyphs.draw(
        img,
        Face::Regular,
        CAPTION_PX,
        &text,
        (after, baseline),
        palette::PAGE_TEXT,
    );
}
