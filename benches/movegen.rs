//! Move generator and lexicon speed: every play of a mid-game position (a 2019 Nationals game
//! after ten plays), with and without blanks, the best play alone, and loading the lexicon.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::movegen::{all_moves, best_move};
use lexicord::engine::rack::Rack;
use lexicord::engine::variant::Variant;

#[path = "support/mid_game.rs"]
mod mid_game;
use mid_game::mid_game;

fn movegen(c: &mut Criterion) {
    let variant = Variant::classic();
    let lexicon = Lexicon::enable();
    let board = mid_game(&variant);
    let rack = |text: &str| Rack::parse(&variant.tiles, text).unwrap();
    let (plain, blanks) = (rack("ADEGINR"), rack("ADEIR??"));
    eprintln!(
        "mid-game plays: {} with ADEGINR, {} with ADEIR??",
        all_moves(&variant, &lexicon, &board, &plain).len(),
        all_moves(&variant, &lexicon, &board, &blanks).len()
    );
    c.bench_function("all moves, 7 tiles, no blank", |b| {
        b.iter(|| all_moves(&variant, &lexicon, black_box(&board), black_box(&plain)));
    });
    c.bench_function("all moves, 7 tiles, two blanks", |b| {
        b.iter(|| all_moves(&variant, &lexicon, black_box(&board), black_box(&blanks)));
    });
    c.bench_function("best move only, 7 tiles, no blank", |b| {
        b.iter(|| best_move(&variant, &lexicon, black_box(&board), black_box(&plain)));
    });
}

fn lexicon(c: &mut Criterion) {
    let set = Variant::classic().tiles;
    let word = set.parse_letters("ZYZZYVAS").unwrap();
    c.bench_function("load ENABLE (prebuilt) and check a word", |b| {
        b.iter(|| Lexicon::enable().contains_word(black_box(&word)));
    });
    let cached = Lexicon::enable().as_bytes().to_vec();
    c.bench_function("load ENABLE from cached bytes (checked)", |b| {
        b.iter(|| Lexicon::from_bytes(black_box(cached.clone())).unwrap());
    });
}

criterion_group!(benches, movegen, lexicon);
criterion_main!(benches);
