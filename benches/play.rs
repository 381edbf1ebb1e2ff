//! How long one play takes from text to score: reading `K5 RE.IgION` against a mid-game board,
//! checking where its tiles go, and scoring every word it forms; and replaying a game opening.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use lexicord::engine::formats::gcg;
use lexicord::engine::notation::parse_play;
use lexicord::engine::placement::check_placement;
use lexicord::engine::replay::{Replay, replay_record};
use lexicord::engine::scoring::score_play;
use lexicord::engine::variant::Variant;

/// The first seventeen move lines of a real game (macondo's doug v emely fixture), one of them
/// a play challenged off.
const OPENING: &str = "#player1 doug doug\n\
#player2 emely emely\n\
>doug: DINNVWY 8D WINDY +32 32\n\
>emely: ADEEGIL 7C GALE +16 16\n\
>doug: AEJNOSV E3 JAVE..N +34 66\n\
>emely: DEILOVX F2 VOX +39 55\n\
>doug: ADENOST 10B DONATES +82 148\n\
>emely: DEIILTZ 4B TIL.. +24 79\n\
>emely: DEIILTZ --  -24 55\n\
>doug: AAEINRU 9G EAU +16 164\n\
>emely: DEIILTZ 4D Z.. +38 93\n\
>doug: AILNORT A5 LATINO +27 191\n\
>emely: DEEIILT B2 TEIID +29 122\n\
>doug: ?BDERUW A1 WEB +30 221\n\
>emely: AELLNST 11E SAT +51 173\n\
>doug: ?DINRRU 6D R.D +22 243\n\
>emely: ACELLMN C1 CAN +23 196\n\
>doug: ?EFINRU B8 FU. +14 257\n\
>emely: EILLMRR 7H RILL +12 208\n";

fn play(c: &mut Criterion) {
    let record = gcg::read(OPENING).expect("the opening reads");
    let mut replay = Replay::new(Variant::classic());
    for event in record.events() {
        assert!(replay.apply(event, None).is_empty(), "line {}", event.line);
    }
    let (variant, board) = (replay.variant, replay.board);
    let placement = parse_play(&variant.tiles, &board, "K5", "RE.IgION").unwrap();
    assert_eq!(score_play(&variant, &board, &placement).score, 78);
    c.bench_function("parse, check and score K5 RE.IgION (78)", |b| {
        b.iter(|| {
            let placement = parse_play(
                &variant.tiles,
                &board,
                black_box("K5"),
                black_box("RE.IgION"),
            )
            .unwrap();
            check_placement(&variant.layout, &board, &placement).unwrap();
            black_box(score_play(&variant, &board, &placement).score)
        });
    });
}

/// Reading the seventeen move lines and replaying them: what `lexicord replay` does per file,
/// less the file system.
fn replay_opening(c: &mut Criterion) {
    c.bench_function("read and replay 17 GCG move lines", |b| {
        b.iter(|| {
            let record = gcg::read(black_box(OPENING)).unwrap();
            black_box(replay_record(&record, None).unwrap().issues.len())
        });
    });
}

criterion_group!(benches, play, replay_opening);
criterion_main!(benches);
