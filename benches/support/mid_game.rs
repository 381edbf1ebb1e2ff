//! The mid-game position the engine benchmarks share: a 2019 Nationals game after ten plays.

use lexicord::engine::board::Board;
use lexicord::engine::layout::Pos;
use lexicord::engine::tiles::Placed;
use lexicord::engine::variant::Variant;

/// liwords-pkg_stats_josh_nationals_round_1.gcg after its tenth play.
const MID_GAME: [&str; 15] = [
    "...............",
    "...............",
    "...............",
    "...............",
    ".........C.....",
    "...T.....EA....",
    "...E..U.FEG....",
    "..NAUPLII.OK...",
    "...R..U.BANI...",
    "...DOG...AIR...",
    ".BIOPIC...S....",
    "...W......T....",
    "...N...........",
    "...............",
    "...............",
];

pub fn mid_game(variant: &Variant) -> Board {
    let mut board = Board::empty(15, 15);
    for (row, text) in MID_GAME.iter().enumerate() {
        for (col, c) in text.chars().enumerate() {
            if let Some(letter) = variant.tiles.letter_of(c) {
                board.set(Pos::new(row as u8, col as u8), Some(Placed::tile(letter)));
            }
        }
    }
    board
}
