//! The computer players' time per move: the hard level (equity, lanes, exchanges) on a
//! mid-game position (a 2019 Nationals game after ten plays, bag not empty), with a plain rack
//! and with two blanks; the medium level beside it for scale.

use criterion::{Criterion, criterion_group, criterion_main};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

use lexicord::engine::ai::{Level, Position, choose_at};
use lexicord::engine::board::Board;
use lexicord::engine::layout::Pos;
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::rack::Rack;
use lexicord::engine::tiles::Placed;
use lexicord::engine::variant::Variant;

/// liwords-pkg_stats_josh_nationals_round_1.gcg after its tenth play (as in `benches/movegen.rs`).
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

fn mid_game(variant: &Variant) -> Board {
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

fn computer(c: &mut Criterion) {
    let variant = Variant::classic();
    let lexicon = Lexicon::enable();
    let board = mid_game(&variant);
    let rack = |text: &str| Rack::parse(&variant.tiles, text).unwrap();
    let (plain, blanks) = (rack("ADEGINR"), rack("ADEIR??"));
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for (name, level, rack) in [
        (
            "hard move, mid-game, 7 tiles, no blank",
            Level::Hard,
            &plain,
        ),
        (
            "hard move, mid-game, 7 tiles, two blanks",
            Level::Hard,
            &blanks,
        ),
        (
            "medium move, mid-game, 7 tiles, no blank",
            Level::Medium,
            &plain,
        ),
    ] {
        let position = Position::inferred(&variant, &board, rack, 1);
        assert!(
            position.bag_len > 0,
            "a mid-game position has tiles to draw"
        );
        c.bench_function(name, |b| {
            b.iter(|| choose_at(black_box(&position), level, &lexicon, &mut rng));
        });
    }
}

criterion_group!(benches, computer);
criterion_main!(benches);
