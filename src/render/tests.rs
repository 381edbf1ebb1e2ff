//! Pictures of known positions, checked pixel by pixel at chosen squares.

use ab_glyph::Font;
use image::{Rgb, RgbImage};

use super::board::{BoardView, geometry_of};
use super::canvas::Rect;
use super::fonts::Face;
use super::header::PlayerLine;
use super::palette;
use super::rack::tile_rect;
use super::{board_png, rack_png, render_board, render_rack};
use crate::engine::board::Board;
use crate::engine::layout::{Direction, Layout, Pos};
use crate::engine::tiles::{BLANK, Placed};
use crate::engine::variant::Variant;

/// The square named like "H8".
fn at(name: &str) -> Pos {
    let col = name.as_bytes()[0] - b'A';
    let row: u8 = name[1..].parse().unwrap();
    Pos::new(row - 1, col)
}

/// Lays `word` from `start` along `dir`, skipping squares already filled (lower case = blank);
/// returns the squares of the new tiles.
fn lay(variant: &Variant, board: &mut Board, start: &str, dir: Direction, word: &str) -> Vec<Pos> {
    let mut new = Vec::new();
    for (i, c) in word.chars().enumerate() {
        let pos = board.step(at(start), dir, i as i16).unwrap();
        if board.get(pos).is_none() {
            let letter = variant.tiles.letter_of(c).unwrap();
            let tile = if c.is_lowercase() {
                Placed::blank(letter)
            } else {
                Placed::tile(letter)
            };
            board.set(pos, Some(tile));
            new.push(pos);
        }
    }
    new
}

/// The rule books' worked example after turn 5 (HORN, FARM, PASTE, MOB, BIT); returns the board
/// and the squares of the last play (BIT).
fn worked_example(variant: &Variant) -> (Board, Vec<Pos>) {
    let mut board = Board::empty(15, 15);
    let (a, d) = (Direction::Across, Direction::Down);
    lay(variant, &mut board, "F8", a, "HORN");
    lay(variant, &mut board, "H6", d, "FARM");
    lay(variant, &mut board, "F10", a, "PASTE");
    lay(variant, &mut board, "H9", a, "MOB");
    let last = lay(variant, &mut board, "E11", a, "BIT");
    (board, last)
}

fn players() -> Vec<PlayerLine> {
    vec![
        PlayerLine {
            name: "Ann".into(),
            score: 39,
            to_move: false,
        },
        PlayerLine {
            name: "Bob".into(),
            score: 41,
            to_move: true,
        },
    ]
}

/// A point near the top middle of a square: clear of the last-play frame, the letter, the
/// value and the premium label, so it shows the square's or tile's own colour.
fn probe(rect: Rect) -> (u32, u32) {
    (
        (rect.x + rect.w / 2) as u32,
        (rect.y + rect.h * 3 / 20) as u32,
    )
}

fn colour_at(img: &RgbImage, view: &BoardView<'_>, square: &str) -> Rgb<u8> {
    let (x, y) = probe(geometry_of(view).square_rect(at(square)));
    *img.get_pixel(x, y)
}

/// Pixels of `rect` that are `colour` exactly.
fn count_colour(img: &RgbImage, rect: Rect, colour: Rgb<u8>) -> usize {
    let mut n = 0;
    for y in rect.y..rect.y + rect.h {
        for x in rect.x..rect.x + rect.w {
            n += usize::from(*img.get_pixel(x as u32, y as u32) == colour);
        }
    }
    n
}

#[test]
fn worked_example_shows_tiles_premiums_and_the_last_play() {
    let variant = Variant::classic();
    let (board, last) = worked_example(&variant);
    let view = BoardView {
        variant: &variant,
        board: &board,
        last_play: last,
        players: players(),
        bag_count: 71,
        blocked: Vec::new(),
    };
    let img = render_board(&view);
    assert!((900..=980).contains(&img.width()), "width {}", img.width());
    // Tiles: the R of HORN on the centre star, the P of PASTE on a triple letter.
    for square in ["H8", "F8", "F10", "J10", "H9", "G11"] {
        assert_eq!(colour_at(&img, &view, square), palette::TILE, "{square}");
    }
    // Empty premium squares keep the rule books' colours.
    assert_eq!(colour_at(&img, &view, "A1"), palette::TRIPLE_WORD);
    assert_eq!(colour_at(&img, &view, "B2"), palette::DOUBLE_WORD);
    assert_eq!(colour_at(&img, &view, "B6"), palette::TRIPLE_LETTER);
    assert_eq!(colour_at(&img, &view, "D1"), palette::DOUBLE_LETTER);
    assert_eq!(colour_at(&img, &view, "C1"), palette::PLAIN);
    // Letters are drawn in dark ink on the tiles.
    let geometry = geometry_of(&view);
    let h = geometry.square_rect(at("F8"));
    assert!(count_colour(&img, h, palette::TILE_INK) > (h.w * h.h / 20) as usize);
    // BIT (E11 F11 G11) is framed; HORN is not.
    for square in ["E11", "F11", "G11"] {
        let rect = geometry.square_rect(at(square));
        let (x, y) = (rect.x + rect.w / 2, rect.y + 1);
        assert_eq!(
            *img.get_pixel(x as u32, y as u32),
            palette::LAST_PLAY,
            "{square}"
        );
    }
    let horn = geometry.square_rect(at("G8"));
    assert_eq!(
        count_colour(&img, horn.inset(-geometry.gap), palette::LAST_PLAY),
        0
    );
}

#[test]
fn blanks_have_their_own_tint_and_no_value() {
    let variant = Variant::classic();
    let mut board = Board::empty(15, 15);
    let last = lay(&variant, &mut board, "H4", Direction::Down, "ZEBRa");
    let view = BoardView {
        variant: &variant,
        board: &board,
        last_play: last,
        players: players(),
        bag_count: 88,
        blocked: Vec::new(),
    };
    let img = render_board(&view);
    assert_eq!(colour_at(&img, &view, "H8"), palette::BLANK_TILE);
    assert_eq!(colour_at(&img, &view, "H4"), palette::TILE);
    let geometry = geometry_of(&view);
    let blank = geometry.square_rect(at("H8"));
    // The letter is shown in the blank's ink, and no value is printed in tile ink.
    assert!(count_colour(&img, blank, palette::BLANK_INK) > (blank.w * blank.h / 25) as usize);
    assert_eq!(count_colour(&img, blank, palette::TILE_INK), 0);
    // The play is framed, blank included.
    let (x, y) = (blank.x + blank.w / 2, blank.y + 1);
    assert_eq!(*img.get_pixel(x as u32, y as u32), palette::LAST_PLAY);
}

#[test]
fn the_player_to_move_is_highlighted_in_the_header() {
    let variant = Variant::classic();
    let board = Board::empty(15, 15);
    let view = BoardView {
        variant: &variant,
        board: &board,
        last_play: Vec::new(),
        players: players(),
        bag_count: 100,
        blocked: Vec::new(),
    };
    let img = render_board(&view);
    let width = img.width();
    // Two player cells then the bag: Ann's cell sits on the left, Bob's in the middle.
    assert_eq!(*img.get_pixel(20, 20), palette::HEADER_CELL);
    assert_eq!(*img.get_pixel(width / 2, 100), palette::TO_MOVE);
    // An empty board: the centre star is drawn on the pink start square.
    let star = geometry_of(&view).square_rect(at("H8"));
    let inked = count_colour(&img, star, palette::STAR);
    assert!(
        inked > (star.w * star.h / 10) as usize,
        "{inked} of {}",
        star.w * star.h
    );
    assert_eq!(
        *img.get_pixel(star.x as u32 + 1, star.y as u32 + 1),
        palette::DOUBLE_WORD
    );
}

/// A 9x9 mat with every kind of square: quadruple premiums, Blank and Blocker squares.
const SWITCH_UP: [&str; 9] = [
    "Q...b...Q",
    ".q.....q.",
    "..x...x..",
    "....d....",
    "...t+t...",
    "....D....",
    "..T...T..",
    ".b.....b.",
    "Q...x...Q",
];

#[test]
fn boards_up_to_fifteen_columns_share_a_square_size_and_wider_ones_a_width() {
    let mat = Layout::from_map("switch-up", &SWITCH_UP).unwrap();
    let wide_rows: Vec<String> = (0..21)
        .map(|r| {
            let mut row = ".".repeat(21);
            if r == 10 {
                row.replace_range(10..11, "*");
            }
            row
        })
        .collect();
    let wide_rows: Vec<&str> = wide_rows.iter().map(String::as_str).collect();
    let wide = Layout::from_map("wide", &wide_rows).unwrap();
    let classic_square = {
        let variant = Variant::classic();
        let board = Board::empty(15, 15);
        let view = BoardView {
            variant: &variant,
            board: &board,
            last_play: Vec::new(),
            players: players(),
            bag_count: 100,
            blocked: Vec::new(),
        };
        crate::render::testing::geometry_of(&view).square
    };
    for layout in [mat.clone(), Layout::classic(), wide] {
        let variant = Variant {
            layout: layout.clone(),
            ..Variant::classic()
        };
        let board = Board::empty(layout.rows(), layout.cols());
        let view = BoardView {
            variant: &variant,
            board: &board,
            last_play: Vec::new(),
            players: players(),
            bag_count: 100,
            blocked: Vec::new(),
        };
        let width = render_board(&view).width();
        let square = crate::render::testing::geometry_of(&view).square;
        if layout.cols() < 15 {
            // A smaller board is a smaller picture with the classic board's squares.
            assert!((500..=700).contains(&width), "{} is {width}", layout.name());
            assert_eq!(square, classic_square, "{}", layout.name());
        } else {
            assert!((900..=980).contains(&width), "{} is {width}", layout.name());
        }
    }
    let variant = Variant {
        layout: mat,
        ..Variant::classic()
    };
    let board = Board::empty(9, 9);
    let view = BoardView {
        variant: &variant,
        board: &board,
        last_play: Vec::new(),
        players: players(),
        bag_count: 100,
        blocked: Vec::new(),
    };
    let img = render_board(&view);
    assert_eq!(colour_at(&img, &view, "A1"), palette::QUADRUPLE_WORD);
    assert_eq!(colour_at(&img, &view, "B2"), palette::QUADRUPLE_LETTER);
    assert_eq!(colour_at(&img, &view, "E1"), palette::BLANK_SQUARE);
    assert_eq!(colour_at(&img, &view, "C3"), palette::BLOCKER_SQUARE);
    assert_eq!(colour_at(&img, &view, "G7"), palette::TRIPLE_WORD);
}

#[test]
fn rack_shows_values_and_blanks_as_empty_tiles() {
    let variant = Variant::nine_tile();
    let set = &variant.tiles;
    let letter = |c| set.letter_of(c).unwrap();
    let rack = [
        letter('Q'),
        letter('A'),
        BLANK,
        letter('Z'),
        letter('E'),
        letter('R'),
        letter('S'),
        letter('T'),
        BLANK,
    ];
    let img = render_rack(set, &rack);
    assert!(img.width() >= 900, "nine tiles stay large: {}", img.width());
    let (x, y) = probe(tile_rect(0));
    assert_eq!(*img.get_pixel(x, y), palette::TILE);
    let blank = tile_rect(2);
    assert_eq!(count_colour(&img, blank, palette::BLANK_INK), 0);
    assert_eq!(count_colour(&img, blank, palette::TILE_INK), 0);
    let centre = blank.centre();
    assert_eq!(
        *img.get_pixel(centre.0 as u32, centre.1 as u32),
        palette::BLANK_TILE
    );
    // Q shows its letter and its value 10 in ink.
    assert!(count_colour(&img, tile_rect(0), palette::TILE_INK) > 300);
    assert_eq!(render_rack(set, &rack[..7]).width(), 792);
}

#[test]
fn pngs_are_small_and_decode_to_the_picture() {
    let variant = Variant::classic();
    let (board, last) = worked_example(&variant);
    let view = BoardView {
        variant: &variant,
        board: &board,
        last_play: last,
        players: players(),
        bag_count: 71,
        blocked: Vec::new(),
    };
    let png = board_png(&view).unwrap();
    assert!(png.len() < 200 * 1024, "{} bytes", png.len());
    let decoded = image::load_from_memory(&png).unwrap().to_rgb8();
    assert_eq!(decoded, render_board(&view));
    let rack = rack_png(&variant.tiles, &[1, 2, 3, BLANK]).unwrap();
    assert_eq!(&rack[1..4], b"PNG");
}

#[test]
fn the_fonts_have_every_symbol_drawn() {
    for face in [Face::Regular, Face::Bold] {
        for symbol in ['\u{2605}', '\u{25b6}', '\u{2716}', '\u{2026}', 'Ą', 'Ź'] {
            assert_ne!(face.font().glyph_id(symbol).0, 0, "{face:?} {symbol}");
        }
    }
}

#[test]
fn other_alphabets_draw_their_letters() {
    let variant = Variant::with_tiles(crate::engine::tiles::TileSet::polish());
    let mut board = Board::empty(15, 15);
    let last = lay(&variant, &mut board, "G8", Direction::Across, "ŹRÓDŁO");
    let view = BoardView {
        variant: &variant,
        board: &board,
        last_play: last,
        players: players(),
        bag_count: 94,
        blocked: Vec::new(),
    };
    let img = render_board(&view);
    let geometry = geometry_of(&view);
    for square in ["G8", "I8", "K8"] {
        let rect = geometry.square_rect(at(square));
        assert!(
            count_colour(&img, rect, palette::TILE_INK) > (rect.w * rect.h / 25) as usize,
            "{square}"
        );
    }
}
