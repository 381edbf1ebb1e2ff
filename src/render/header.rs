//! The strip above the board: each player's name and score, whose turn it is, and the bag.

use image::RgbImage;

use super::canvas::{Rect, fill};
use super::fonts::Face;
use super::palette;
use super::text::Glyphs;

/// One player as the header shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerLine {
    pub name: String,
    pub score: i32,
    /// Whether it is this player's turn.
    pub to_move: bool,
}

/// Height of the header strip in pixels.
pub(crate) const HEADER_HEIGHT: i32 = 100;
const CELL_GAP: i32 = 8;
const BAG_WIDTH: i32 = 132;
const PADDING: i32 = 14;
const NAME_PX: u32 = 30;
const SCORE_PX: u32 = 46;
/// Shown before the name of the player to move, so the turn does not rely on colour alone.
const TURN_MARK: &str = "\u{25b6} ";

/// Draws the players and the bag count across `area`: one cell per player (the player to move
/// highlighted and marked), then a cell with what is left to draw: tiles in the bag, or dice in
/// the cup (`supply` names it).
pub(crate) fn draw_header(
    img: &mut RgbImage,
    glyphs: &mut Glyphs,
    area: Rect,
    players: &[PlayerLine],
    (supply, bag_count): (&str, usize),
) {
    let count = players.len() as i32;
    let bag_width = BAG_WIDTH.min(area.w / (count + 1));
    let players_width = area.w - bag_width - CELL_GAP;
    let cell_width = if count == 0 {
        0
    } else {
        (players_width - CELL_GAP * (count - 1)) / count
    };
    for (i, player) in players.iter().enumerate() {
        let cell = Rect::new(
            area.x + i as i32 * (cell_width + CELL_GAP),
            area.y,
            cell_width,
            area.h,
        );
        draw_player(img, glyphs, cell, player);
    }
    let bag = Rect::new(area.x + area.w - bag_width, area.y, bag_width, area.h);
    fill(img, bag, palette::HEADER_CELL);
    let label_baseline = bag.y + PADDING + NAME_PX as i32 - 4;
    let label_ink = glyphs.measure(Face::Regular, NAME_PX - 4, supply);
    glyphs.draw(
        img,
        Face::Regular,
        NAME_PX - 4,
        supply,
        (
            bag.x + (bag.w - label_ink.width()) / 2 - label_ink.left,
            label_baseline,
        ),
        palette::PAGE_TEXT_DIM,
    );
    let count_text = bag_count.to_string();
    let count_ink = glyphs.measure(Face::Bold, SCORE_PX, &count_text);
    glyphs.draw(
        img,
        Face::Bold,
        SCORE_PX,
        &count_text,
        (
            bag.x + (bag.w - count_ink.width()) / 2 - count_ink.left,
            bag.y + bag.h - PADDING,
        ),
        palette::PAGE_TEXT,
    );
}

fn draw_player(img: &mut RgbImage, glyphs: &mut Glyphs, cell: Rect, player: &PlayerLine) {
    let (background, ink) = if player.to_move {
        (palette::TO_MOVE, palette::TO_MOVE_TEXT)
    } else {
        (palette::HEADER_CELL, palette::PAGE_TEXT)
    };
    fill(img, cell, background);
    let room = cell.w - 2 * PADDING;
    let name = if player.to_move {
        format!("{TURN_MARK}{}", player.name)
    } else {
        player.name.clone()
    };
    let name = shorten(glyphs, Face::Regular, NAME_PX, &name, room);
    glyphs.draw(
        img,
        Face::Regular,
        NAME_PX,
        &name,
        (cell.x + PADDING, cell.y + PADDING + NAME_PX as i32 - 4),
        ink,
    );
    let score = player.score.to_string();
    glyphs.draw(
        img,
        Face::Bold,
        SCORE_PX,
        &score,
        (cell.x + PADDING, cell.y + cell.h - PADDING),
        ink,
    );
}

/// `text`, cut short with an ellipsis if it is wider than `max_width` pixels.
pub(crate) fn shorten(
    glyphs: &mut Glyphs,
    face: Face,
    px: u32,
    text: &str,
    max_width: i32,
) -> String {
    if glyphs.measure(face, px, text).right <= max_width {
        return text.to_owned();
    }
    let mut chars: Vec<char> = text.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let candidate: String = chars.iter().collect::<String>().trim_end().to_owned() + "\u{2026}";
        if glyphs.measure(face, px, &candidate).right <= max_width {
            return candidate;
        }
    }
    "\u{2026}".to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_names_are_cut_short_with_an_ellipsis() {
        let mut glyphs = Glyphs::default();
        let long = "Bartholomew the Magnificent";
        let short = shorten(&mut glyphs, Face::Regular, NAME_PX, long, 200);
        assert!(short.ends_with('\u{2026}'), "{short}");
        assert!(long.starts_with(short.trim_end_matches('\u{2026}')));
        assert!(glyphs.measure(Face::Regular, NAME_PX, &short).right <= 200);
        assert_eq!(
            shorten(&mut glyphs, Face::Regular, NAME_PX, "Ann", 200),
            "Ann"
        );
    }
}
