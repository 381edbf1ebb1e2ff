//! The computer players' time per move: the hard level (equity, lanes, exchanges) on a
//! mid-game position (a 2019 Nationals game after ten plays, bag not empty), with a plain rack
//! and with two blanks; the medium level beside it for scale.

use criterion::{Criterion, criterion_group, criterion_main};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

use lexicord::engine::ai::{Level, Position, choose_at};
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::rack::Rack;
use lexicord::engine::variant::Variant;

#[path = "support/mid_game.rs"]
mod mid_game;
use mid_game::mid_game;

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
