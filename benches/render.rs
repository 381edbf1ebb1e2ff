//! How long a board picture takes: drawing a mid-game classic board and encoding it as PNG
//! (the work done after every move), and the rack picture sent by DM; and a whole game's
//! animated replay (`/gcg replay:True`), drawn and encoded as GIF.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use lexicord::engine::board::Board;
use lexicord::engine::layout::Pos;
use lexicord::engine::tiles::{BLANK, Placed};
use lexicord::engine::variant::Variant;
use lexicord::render::{
    BoardView, PlayerLine, board_png, encode_png, rack_png, render_board, replay_gif,
};

/// A well-filled board: words across and down, two blanks, last play of four tiles.
fn mid_game(variant: &Variant) -> (Board, Vec<Pos>) {
    let words: [((u8, u8), bool, &str); 10] = [
        ((7, 3), false, "JOSTLED"),
        ((1, 5), true, "QUAINTS"),
        ((3, 9), true, "ZEBRa"),
        ((4, 0), false, "FOXHOLES"),
        ((11, 2), false, "VeRMIN"),
        ((0, 11), true, "WICKED"),
        ((13, 6), false, "GRAPHY"),
        ((8, 13), true, "PUNTED"),
        ((9, 1), true, "TOWNY"),
        ((2, 1), false, "DIRGE"),
    ];
    let mut board = Board::empty(15, 15);
    let mut last = Vec::new();
    for ((row, col), down, word) in words {
        last.clear();
        for (i, c) in word.chars().enumerate() {
            let i = i as u8;
            let pos = if down {
                Pos::new(row + i, col)
            } else {
                Pos::new(row, col + i)
            };
            if board.get(pos).is_none() {
                let letter = variant.tiles.letter_of(c).expect("an English letter");
                let tile = if c.is_lowercase() {
                    Placed::blank(letter)
                } else {
                    Placed::tile(letter)
                };
                board.set(pos, Some(tile));
                last.push(pos);
            }
        }
    }
    (board, last)
}

fn bench_render(c: &mut Criterion) {
    let variant = Variant::classic();
    let (board, last_play) = mid_game(&variant);
    let view = BoardView {
        variant: &variant,
        board: &board,
        last_play,
        players: vec![
            PlayerLine {
                name: "Ann".to_owned(),
                score: 312,
                to_move: true,
            },
            PlayerLine {
                name: "Bartholomew".to_owned(),
                score: 287,
                to_move: false,
            },
        ],
        bag_count: 21,
        blocked: Vec::new(),
    };
    let png = board_png(&view).expect("encodes");
    println!("board PNG: {} bytes", png.len());
    c.bench_function("board render + png", |b| {
        b.iter(|| board_png(black_box(&view)).expect("encodes"));
    });
    c.bench_function("board render only", |b| {
        b.iter(|| render_board(black_box(&view)));
    });
    let picture = render_board(&view);
    c.bench_function("board png encode only", |b| {
        b.iter(|| encode_png(black_box(&picture)).expect("encodes"));
    });
    let letter = |ch| variant.tiles.letter_of(ch).expect("an English letter");
    let rack = [
        letter('Q'),
        letter('A'),
        BLANK,
        letter('W'),
        letter('E'),
        letter('M'),
        letter('S'),
    ];
    c.bench_function("rack render + png", |b| {
        b.iter(|| rack_png(&variant.tiles, black_box(&rack)).expect("encodes"));
    });
}

/// A whole real game (`tests/fixtures/gcg`, 27 turns): its 29 pictures drawn, scaled and
/// encoded as one GIF.
fn bench_replay(c: &mut Criterion) {
    let record = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/gcg/macondo-gcgio_doug_v_emely.gcg"
    ))
    .expect("the kept record");
    let (variant, frames) =
        lexicord::cli::render_replay::frames_from_gcg(&record).expect("replays");
    let gif = replay_gif(&variant, &frames).expect("encodes");
    println!("replay GIF: {} frames, {} bytes", frames.len(), gif.len());
    let mut group = c.benchmark_group("replay");
    group.sample_size(10);
    group.bench_function("replay gif of a whole game", |b| {
        b.iter(|| replay_gif(&variant, black_box(&frames)).expect("encodes"));
    });
    group.finish();
}

criterion_group!(benches, bench_render, bench_replay);
criterion_main!(benches);
