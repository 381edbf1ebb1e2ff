//! The board picture's words in its reader's language: the bag's name in the header and the
//! marks of premium squares come from the labels given, and nothing else changes.

use image::RgbImage;

use super::board::{BoardLabels, BoardView, geometry_of, render_board_labelled};
use super::canvas::Rect;
use super::header::PlayerLine;
use crate::engine::board::Board;
use crate::engine::layout::Pos;
use crate::engine::variant::Variant;

fn french() -> BoardLabels {
    BoardLabels {
        bag: "sac".into(),
        cup: "cornet".into(),
        word: "M".into(),
        letter: "L".into(),
    }
}

fn same_pixels(a: &RgbImage, b: &RgbImage, rect: Rect) -> bool {
    (rect.y..rect.y + rect.h).all(|y| {
        (rect.x..rect.x + rect.w)
            .all(|x| a.get_pixel(x as u32, y as u32) == b.get_pixel(x as u32, y as u32))
    })
}

#[test]
fn premium_marks_and_the_bag_are_drawn_in_the_labels_given() {
    let variant = Variant::classic();
    let board = Board::empty(15, 15);
    let view = BoardView {
        variant: &variant,
        board: &board,
        last_play: Vec::new(),
        players: vec![PlayerLine {
            name: "ann".into(),
            score: 0,
            to_move: true,
        }],
        bag_count: 86,
        blocked: Vec::new(),
    };
    let english = render_board_labelled(&view, &BoardLabels::default());
    let french = render_board_labelled(&view, &french());
    assert_eq!(english.dimensions(), french.dimensions());
    let geometry = geometry_of(&view);
    // B2 doubles the word: "2W" in English, "2M" in French.
    let double_word = geometry.square_rect(Pos::new(1, 1));
    assert!(!same_pixels(&english, &french, double_word), "2W and 2M");
    // D1 doubles the letter: "2L" in both.
    let double_letter = geometry.square_rect(Pos::new(0, 3));
    assert!(same_pixels(&english, &french, double_letter), "2L in both");
    // The header's bag: "bag" and "sac".
    let header = Rect::new(0, 0, english.width() as i32, geometry.grid_y / 2);
    assert!(!same_pixels(&english, &french, header), "bag and sac");
    // To look at: `LEXICORD_SAVE_PICTURES=dir cargo test --lib labels_given`.
    if let Some(dir) = std::env::var_os("LEXICORD_SAVE_PICTURES") {
        let dir = std::path::PathBuf::from(dir);
        english.save(dir.join("board-labels-en.png")).unwrap();
        french.save(dir.join("board-labels-fr.png")).unwrap();
    }
}
