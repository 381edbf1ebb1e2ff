//! The levels on fixed positions; whole games are in `tests/self_play.rs`.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::engine::bag::Bag;
use crate::engine::game::GameSettings;
use crate::engine::game::{Command, Game};
use crate::engine::lexicon::Lexicon;
use crate::engine::rack::Rack;
use crate::engine::tiles::BLANK;
use crate::engine::tiles::TileSet;
use crate::engine::variant::Variant;

fn opening(rack: &str, bag: &str) -> Game {
    let v = Variant::classic();
    let tiles = |t: &str| Rack::parse(&v.tiles, t).unwrap();
    let bag = Bag::stacked(&tiles(bag).tiles());
    Game::arranged(
        v.clone(),
        GameSettings::default(),
        vec![tiles(rack), tiles("EEEEEEE")],
        bag,
        0,
    )
    .unwrap()
}

#[test]
fn medium_takes_the_top_score_and_easy_something_smaller() {
    let lexicon = Lexicon::enable();
    let game = opening("AEINRST", &"E".repeat(40));
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let Choice::Play(top) = choose(&game, 0, Level::Medium, &lexicon, &mut rng) else {
        panic!("medium plays");
    };
    assert_eq!(top.score(), 66);
    for _ in 0..20 {
        let Choice::Play(m) = choose(&game, 0, Level::Easy, &lexicon, &mut rng) else {
            panic!("easy plays");
        };
        assert!(m.score() < top.score() && m.word().count() <= 5, "{m:?}");
    }
}

#[test]
fn hard_keeps_good_tiles_and_exchanges_bad_racks() {
    let lexicon = Lexicon::enable();
    let judge = LeaveJudge::new(&TileSet::english());
    let v = Variant::classic();
    let counts = |t: &str| {
        let mut c = [0u8; 64];
        for (i, &n) in Rack::parse(&v.tiles, t)
            .unwrap()
            .counts()
            .iter()
            .enumerate()
        {
            c[i] = n;
        }
        c
    };
    assert!(judge.judge(&counts("?S")) > judge.judge(&counts("VW")));
    assert!(judge.judge(&counts("AER")) > judge.judge(&counts("AAA")));
    assert!(judge.judge(&counts("QU")) > judge.judge(&counts("QT")));
    assert!(judge.judge(&counts("EIRST")) > judge.judge(&counts("IIUUV")));
    // No word at all from these tiles: exchange, never the blank.
    let game = opening("?VVWWQQ", &"E".repeat(40));
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    match choose(&game, 0, Level::Hard, &lexicon, &mut rng) {
        Choice::Exchange(tiles) => assert!(!tiles.contains(&BLANK) && !tiles.is_empty()),
        other => panic!("{other:?}"),
    }
    // An empty bag: no exchange, so a pass.
    let stuck = opening("VVWWQQX", "");
    assert_eq!(
        choose(&stuck, 0, Level::Hard, &lexicon, &mut rng).command(0),
        Command::Pass { player: 0 }
    );
}

#[test]
fn review_finds_the_points_left_on_the_table() {
    let lexicon = Lexicon::enable();
    let mut game = opening("AEINRST", &"E".repeat(40));
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let easy = command(&game, 0, Level::Easy, &lexicon, &mut rng);
    game.apply(&easy, &lexicon).unwrap();
    let reviews = review_game(&game, &lexicon, &ReviewSettings::STATIC);
    assert_eq!(reviews.len(), 1);
    let first = &reviews[0];
    assert_eq!(first.best.map(|m| m.score()), Some(66));
    assert_eq!(first.lost, 66 - first.actual);
    assert!(first.lost > 0);
}

#[test]
fn review_of_a_record_uses_its_racks() {
    let text = "#player1 a A\n#player2 b B\n>a: AEINRST 8D RETAINS +66 66\n>b: EEE 9D EE +1 1\n";
    let record = crate::engine::formats::gcg::read(text).unwrap();
    let reviews = review_record(&record, &Lexicon::enable(), &ReviewSettings::STATIC)
        .unwrap()
        .turns;
    assert_eq!(reviews.len(), 2);
    assert_eq!((reviews[0].actual, reviews[0].lost), (66, 0));
    assert_eq!(reviews[0].verdict, Verdict::Found);
    assert_eq!(reviews[1].player, "b");
}

#[test]
fn leave_model_sums_the_weights_of_its_features() {
    let tiles = TileSet::english();
    let n = LeaveModel::weight_count(tiles.letter_count());
    assert_eq!(n, 27 * 3 + 64 + 1);
    let weights: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let model = LeaveModel::new(&tiles, &weights);
    let mut counts = [0u8; 64];
    let (q, e) = (tiles.letter_of('Q').unwrap(), tiles.letter_of('E').unwrap());
    counts[usize::from(q)] = 1;
    counts[usize::from(e)] = 2;
    let mut features = Vec::new();
    model.features(&counts, |i| features.push(i));
    let (qi, ei) = (usize::from(q) * 3, usize::from(e) * 3);
    // Q once, E twice, one vowel pair and one consonant, and a Q without a U.
    let balance = 81 + 2 * 8 + 1;
    let mut expected = vec![ei, ei + 1, qi, balance, 81 + 64];
    expected.sort_unstable();
    features.sort_unstable();
    assert_eq!(features, expected);
    let total: usize = expected.iter().sum();
    assert!((model.value(&counts) - total as f32).abs() < 1e-3);
    // Wrong weight counts give a model worth nothing.
    assert!(LeaveModel::new(&tiles, &[1.0]).value(&counts).abs() < 1e-6);
}

#[test]
fn the_learned_english_leaves_are_differences_from_keeping_nothing() {
    // Hard uses values learned by self-play for English (`examples/learn_leaves.rs`).
    let tiles = TileSet::english();
    let judge = LeaveJudge::new(&tiles);
    assert!(matches!(judge, LeaveJudge::Learned(_)));
    let leave = |text: &str| {
        let mut counts = [0u8; 64];
        for tile in Rack::parse(&tiles, text).unwrap().tiles() {
            counts[usize::from(tile)] += 1;
        }
        judge.judge(&counts)
    };
    // Keeping nothing is worth nothing, and one tile is worth a few points either way, not the
    // next turn's whole score (a leave worth about 35 more than playing out made hard shun
    // bingos).
    assert!(leave("").abs() < 1e-3);
    for letter in ["?", "S", "E", "Q", "V"] {
        assert!(leave(letter).abs() < 20.0, "{letter}: {}", leave(letter));
    }
    // What players know: a blank and an S are worth keeping, Q without U and duplicates not.
    assert!(leave("?") > leave("S") && leave("S") > leave("E"));
    assert!(leave("QU") > leave("Q") && leave("Q") < leave("E"));
    assert!(leave("ERS") > leave("UUV"));
    assert!(leave("EI") > leave("IIII"));
}

#[test]
fn with_the_bag_empty_hard_weighs_plays_and_goes_out() {
    let lexicon = Lexicon::enable();
    // The bag is empty (the endgame path): with AEX the best play, AXE, goes out.
    let game = opening("AEX", "");
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let Choice::Play(m) = choose(&game, 0, Level::Hard, &lexicon, &mut rng) else {
        panic!("hard plays");
    };
    assert_eq!(m.tiles_placed(), 3, "{m:?}");
}
