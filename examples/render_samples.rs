//! Writes sample board and rack pictures, full size and scaled to phone width (400 px), into a
//! directory, to look at by eye: `cargo run --example render_samples -- /tmp/boards`.

use std::path::Path;

use image::RgbImage;
use image::imageops::{FilterType, resize};
use lexicord::engine::board::Board;
use lexicord::engine::layout::{Layout, Pos};
use lexicord::engine::tiles::{BLANK, Placed};
use lexicord::engine::variant::Variant;
use lexicord::render::{BoardView, PlayerLine, encode_png, render_board, render_rack};

fn save(dir: &Path, name: &str, img: &RgbImage) -> anyhow::Result<()> {
    std::fs::write(dir.join(format!("{name}.png")), encode_png(img)?)?;
    let height = img.height() * 400 / img.width();
    let small = resize(img, 400, height, FilterType::Triangle);
    std::fs::write(dir.join(format!("{name}-400.png")), encode_png(&small)?)?;
    Ok(())
}

/// Puts `word` on `board` from (`row`, `col`) across or down; lower case is a blank.
fn put(
    variant: &Variant,
    board: &mut Board,
    (row, col): (u8, u8),
    down: bool,
    word: &str,
) -> Vec<Pos> {
    let mut squares = Vec::new();
    for (i, c) in word.chars().enumerate() {
        let i = i as u8;
        let pos = if down {
            Pos::new(row + i, col)
        } else {
            Pos::new(row, col + i)
        };
        if board.get(pos).is_none() {
            let letter = variant.tiles.letter_of(c).expect("a letter of the set");
            let tile = if c.is_lowercase() {
                Placed::blank(letter)
            } else {
                Placed::tile(letter)
            };
            board.set(pos, Some(tile));
            squares.push(pos);
        }
    }
    squares
}

fn players(names: &[(&str, i32)], to_move: usize) -> Vec<PlayerLine> {
    names
        .iter()
        .enumerate()
        .map(|(i, &(name, score))| PlayerLine {
            name: name.to_owned(),
            score,
            to_move: i == to_move,
        })
        .collect()
}

fn main() -> anyhow::Result<()> {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "/tmp/lexicord-boards".to_owned());
    let dir = Path::new(&dir);
    std::fs::create_dir_all(dir)?;

    let classic = Variant::classic();
    let empty = Board::empty(15, 15);
    let view = BoardView {
        variant: &classic,
        board: &empty,
        last_play: Vec::new(),
        players: players(&[("Ann", 0), ("Bob", 0)], 0),
        bag_count: 86,
        blocked: Vec::new(),
    };
    save(dir, "new-game", &render_board(&view))?;
    let mut board = Board::empty(15, 15);
    put(&classic, &mut board, (7, 5), false, "HORN");
    put(&classic, &mut board, (5, 7), true, "FARM");
    put(&classic, &mut board, (9, 5), false, "PASTE");
    put(&classic, &mut board, (8, 7), false, "MOB");
    put(&classic, &mut board, (10, 4), false, "BIT");
    put(&classic, &mut board, (3, 10), true, "QUIZzED");
    let last = put(&classic, &mut board, (2, 3), false, "WaXY");
    let view = BoardView {
        variant: &classic,
        board: &board,
        last_play: last,
        players: players(&[("Ann", 139), ("Bartholomew the Magnificent", 141)], 0),
        bag_count: 62,
        blocked: Vec::new(),
    };
    save(dir, "classic", &render_board(&view))?;

    let mat = Layout::from_map(
        "switch-up",
        &[
            "Q...b...Q",
            ".q.....q.",
            "..x...x..",
            "....d....",
            "...t+t...",
            "....D....",
            "..T...T..",
            ".b.....b.",
            "Q...x...Q",
        ],
    )?;
    let small = Variant {
        layout: mat,
        ..Variant::classic()
    };
    let mut board = Board::empty(9, 9);
    let last = put(&small, &mut board, (4, 2), false, "JOkE");
    let view = BoardView {
        variant: &small,
        board: &board,
        last_play: last,
        players: players(&[("Ann", 12), ("Bob", 0), ("Cy", 7), ("Dee", 30)], 1),
        bag_count: 93,
        blocked: Vec::new(),
    };
    save(dir, "mat", &render_board(&view))?;

    // The dice game's mat (rule book 002) with a first word on its star.
    let dice = Variant::dice(false);
    let mut board = Board::empty(9, 9);
    let last = put(&dice, &mut board, (4, 0), false, "HORSE");
    let view = BoardView {
        variant: &dice,
        board: &board,
        last_play: last,
        players: players(&[("Ann", 34), ("Bob", 0)], 1),
        bag_count: 0,
        blocked: Vec::new(),
    };
    save(dir, "dice-mat", &render_board(&view))?;

    // Blanks & Blockers (rule book 004) with HORSE on the star and a blocker put down on I8.
    let sheet = Variant::blanks_blockers();
    let mut board = Board::empty(15, 15);
    let last = put(&sheet, &mut board, (7, 3), false, "HORSE");
    let view = BoardView {
        variant: &sheet,
        board: &board,
        last_play: last,
        players: players(&[("Ann", 18), ("Bob", 0)], 1),
        bag_count: 86,
        blocked: vec![Pos::new(7, 8)],
    };
    save(dir, "blanks-blockers", &render_board(&view))?;

    // Hyper-Race (rule book 004): each player's words on their own side, racing down.
    let race = Variant::hyper_race(true);
    let mut board = Board::empty(15, 15);
    put(&race, &mut board, (0, 2), true, "SPACE");
    put(&race, &mut board, (4, 2), false, "EARTH");
    put(&race, &mut board, (0, 10), true, "ROCKET");
    let last = put(&race, &mut board, (4, 6), true, "HOMES");
    let view = BoardView {
        variant: &race,
        board: &board,
        last_play: last,
        players: players(&[("Ann", 0), ("Bob", 0)], 1),
        bag_count: 75,
        blocked: Vec::new(),
    };
    save(dir, "hyper-race", &render_board(&view))?;

    // Free for All (rule book 004): the book's DIET, then R and S (STRIDE, TRIED, RIDES).
    let free = Variant::free_for_all(3);
    let mut board = Board::empty(15, 15);
    put(&free, &mut board, (7, 6), false, "DI");
    put(&free, &mut board, (8, 7), false, "ET");
    let mut last = put(&free, &mut board, (7, 8), false, "R");
    last.extend(put(&free, &mut board, (9, 7), false, "S"));
    let view = BoardView {
        variant: &free,
        board: &board,
        last_play: last,
        players: players(&[("Matt", 15), ("Chris", 19)], 0),
        bag_count: 88,
        blocked: Vec::new(),
    };
    save(dir, "free-for-all", &render_board(&view))?;

    let rows: Vec<String> = (0..21)
        .map(|r| {
            (0..21)
                .map(|c: i32| match ((r - 10_i32).abs(), (c - 10).abs()) {
                    (0, 0) => '*',
                    (a, b) if a == b && a % 3 == 0 => 'T',
                    (a, b) if a == b => 'D',
                    (a, b) if (a + b) % 7 == 0 => 't',
                    (a, b) if (a * b) % 5 == 1 => 'd',
                    _ => '.',
                })
                .collect()
        })
        .collect();
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    let wide = Variant {
        layout: Layout::from_map("wide", &rows)?,
        ..Variant::classic()
    };
    let mut board = Board::empty(21, 21);
    let last = put(&wide, &mut board, (10, 7), false, "LEXICORD");
    let view = BoardView {
        variant: &wide,
        board: &board,
        last_play: last,
        players: players(&[("Ann", 98), ("Bob", 0)], 1),
        bag_count: 93,
        blocked: Vec::new(),
    };
    save(dir, "wide", &render_board(&view))?;

    let letter = |c| classic.tiles.letter_of(c).expect("a letter");
    let rack = [
        letter('Q'),
        letter('A'),
        BLANK,
        letter('W'),
        letter('E'),
        letter('M'),
        letter('S'),
    ];
    save(dir, "rack", &render_rack(&classic.tiles, &rack))?;
    Ok(())
}
