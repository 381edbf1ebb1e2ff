//! The rule books' boards square by square, boards from maps, and square names.

use super::*;

fn named(layout: &Layout, name: &str) -> Square {
    let col = name.as_bytes()[0] - b'A';
    let row: u8 = name[1..].parse().unwrap();
    layout.square(Pos::new(row - 1, col))
}

#[test]
fn the_dice_mat_is_nine_by_nine_with_a_pink_star_in_the_centre() {
    let mat = Layout::dice_mat();
    assert_eq!((mat.rows(), mat.cols()), (9, 9));
    // "The center ★ square is a pink square, which doubles the score for the word played
    // on this square."
    let star = named(&mat, "E5");
    assert!(star.start);
    assert_eq!(star.word_multiplier, 2);
    assert_eq!(mat.start_squares().count(), 1);
    // Symmetric like the classic board: every square matches its mirror images.
    for p in mat.positions() {
        let mirrors = [
            Pos::new(p.col, p.row),
            Pos::new(8 - p.row, p.col),
            Pos::new(p.row, 8 - p.col),
        ];
        for m in mirrors {
            assert_eq!(mat.square(p), mat.square(m), "{p:?} and {m:?}");
        }
    }
}

#[test]
fn classic_premiums_match_the_rule_books() {
    let board = Layout::classic();
    let count =
        |f: &dyn Fn(Square) -> bool| board.positions().filter(|&p| f(board.square(p))).count();
    for name in ["A1", "H1", "O1", "A8", "O8", "A15", "H15", "O15"] {
        assert_eq!(named(&board, name).word_multiplier, 3, "{name}");
    }
    for name in [
        "B2", "N2", "C3", "M3", "D4", "L4", "E5", "K5", "H8", "E11", "K11", "D12", "L12", "C13",
        "M13", "B14", "N14",
    ] {
        assert_eq!(named(&board, name).word_multiplier, 2, "{name}");
    }
    for name in [
        "F2", "J2", "B6", "F6", "J6", "N6", "B10", "F10", "J10", "N10", "F14", "J14",
    ] {
        assert_eq!(named(&board, name).letter_multiplier, 3, "{name}");
    }
    for name in [
        "D1", "L1", "G3", "I3", "A4", "H4", "O4", "C7", "G7", "I7", "M7", "D8", "L8", "C9", "G9",
        "I9", "M9", "A12", "H12", "O12", "G13", "I13", "D15", "L15",
    ] {
        assert_eq!(named(&board, name).letter_multiplier, 2, "{name}");
    }
    assert_eq!(count(&|s| s.word_multiplier == 3), 8);
    assert_eq!(count(&|s| s.word_multiplier == 2), 17);
    assert_eq!(count(&|s| s.letter_multiplier == 3), 12);
    assert_eq!(count(&|s| s.letter_multiplier == 2), 24);
    assert_eq!(
        board.start_squares().collect::<Vec<_>>(),
        vec![Pos::new(7, 7)]
    );
}

#[test]
fn other_boards_are_maps() {
    let small = Layout::from_map("mat", &["Q..", ".+.", "..q"]).unwrap();
    assert_eq!((small.rows(), small.cols()), (3, 3));
    assert_eq!(small.square(Pos::new(0, 0)).word_multiplier, 4);
    assert_eq!(small.square(Pos::new(2, 2)).letter_multiplier, 4);
    assert!(small.square(Pos::new(1, 1)).start);
    let wide: Vec<String> = (0..21)
        .map(|r| {
            if r == 10 {
                format!("{}*{}", ".".repeat(10), ".".repeat(10))
            } else {
                ".".repeat(21)
            }
        })
        .collect();
    let wide: Vec<&str> = wide.iter().map(String::as_str).collect();
    assert_eq!(Layout::from_map("wide", &wide).unwrap().cols(), 21);
    assert_eq!(
        Layout::from_map("bad", &["..", "."]),
        Err(LayoutError::BadShape)
    );
    assert_eq!(
        Layout::from_map("bad", &["?"]),
        Err(LayoutError::UnknownSymbol('?'))
    );
    assert_eq!(Layout::from_map("bad", &["."]), Err(LayoutError::NoStart));
}

#[test]
fn squares_are_named_column_then_row() {
    assert_eq!(Pos::new(7, 7).to_string(), "H8");
    assert_eq!(Pos::new(14, 0).to_string(), "A15");
    assert_eq!(column_name(26), "AA");
}
