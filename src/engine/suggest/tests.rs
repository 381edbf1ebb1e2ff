//! The rule book's first play (HORN, 14 points, on the centre star) and the notation's
//! blanks, through tiles and refusals. The whole enumeration is checked against brute force
//! on real records and every variant in `tests/suggest_placements`.

use super::*;
use crate::engine::bag::Bag;
use crate::engine::dictionary::AnyWord;
use crate::engine::game::{Command, GameSettings};
use crate::engine::notation::parse_play;
use crate::engine::rack::Rack;
use crate::engine::variant::Variant;

fn game(variant: Variant, racks: [&str; 2]) -> Game {
    let racks = racks
        .iter()
        .map(|r| Rack::parse(&variant.tiles, r).unwrap())
        .collect();
    Game::arranged(
        variant,
        GameSettings::default(),
        racks,
        Bag::stacked(&[]),
        0,
    )
    .unwrap()
}

fn labels(found: &[Suggestion]) -> Vec<&str> {
    found.iter().map(|s| s.label.as_str()).collect()
}

#[test]
fn the_first_play_covers_the_star_and_horn_scores_14() {
    let g = game(Variant::classic(), ["HORNAEI", "FARMSTU"]);
    let found = placements(&g, 0, "HORN").unwrap();
    assert_eq!(
        labels(&found),
        [
            "H5 down — 14 points",
            "H6 down — 14 points",
            "H7 down — 14 points",
            "8E across — 14 points",
            "8F across — 14 points",
            "8G across — 14 points",
            "8H across — 14 points",
            "H8 down — 14 points",
        ]
    );
    let at = found.iter().find(|s| s.value == "8F").unwrap();
    assert_eq!(
        (at.square, at.direction),
        (Pos::new(7, 5), Direction::Across)
    );
    assert_eq!(at.word, "HORN");
}

#[test]
fn a_letter_the_rack_lacks_is_a_blank_and_the_label_says_how_to_type_it() {
    let g = game(Variant::classic(), ["HORN?AE", "FARMSTU"]);
    let found = placements(&g, 0, "hORN").unwrap();
    let at = found.iter().find(|s| s.value == "8F").unwrap();
    assert_eq!(at.label, "8F across — 6 points");
    // One blank: `h` typed as a blank leaves none to stand for a letter the rack lacks.
    assert!(placements(&g, 0, "hORNS").unwrap().is_empty());
    let g = game(Variant::classic(), ["HOR?AEI", "FARMSTU"]);
    let found = placements(&g, 0, "HORN").unwrap();
    let at = found.iter().find(|s| s.value == "8F").unwrap();
    assert_eq!(at.label, "8F across — 12 points, word HORn");
    // `/play` takes the suggestion with the word as the label writes it.
    let placement = parse_play(&g.variant().tiles, g.board(), &at.value, &at.word).unwrap();
    let mut played = g.clone();
    let outcome = played
        .apply(
            &Command::Play {
                player: 0,
                placement,
            },
            &AnyWord,
        )
        .unwrap();
    assert_eq!(outcome.turns[0].score, 12);
}

#[test]
fn through_tiles_may_be_letters_dots_or_parentheses() {
    let mut g = game(Variant::classic(), ["HORNAEI", "FAMS??V"]);
    let placement = parse_play(&g.variant().tiles, g.board(), "8F", "HORN").unwrap();
    g.apply(
        &Command::Play {
            player: 0,
            placement,
        },
        &AnyWord,
    )
    .unwrap();
    for word in ["FARMS", "FA.MS", "fa(R)MS", "FA(r)MS"] {
        let found = all_placements(&g, 1, word).unwrap();
        let values: Vec<&str> = found.iter().map(|s| s.value.as_str()).collect();
        assert!(values.contains(&"H6"), "{word}: {values:?}");
        let through = found.iter().find(|s| s.value == "H6").unwrap();
        assert_eq!(through.word, word);
    }
    // The word must be the whole word: ORNS from 8G would make HORNS.
    let at = |word: &str| -> Vec<String> {
        let found = all_placements(&g, 1, word).unwrap();
        found.into_iter().map(|s| s.value).collect()
    };
    assert!(at("HORNS").contains(&"8F".to_owned()));
    assert!(!at("ORNS").contains(&"8G".to_owned()));
}

#[test]
fn nothing_when_the_rack_cannot_make_it_or_the_word_is_one_letter() {
    let g = game(Variant::classic(), ["HORNAEI", "FARMSTU"]);
    assert!(placements(&g, 0, "HORNS").unwrap().is_empty());
    assert!(placements(&g, 0, "hORN").unwrap().is_empty());
    assert!(placements(&g, 0, "H").unwrap().is_empty());
    assert!(placements(&g, 0, "").unwrap().is_empty());
    assert!(placements(&g, 0, "H(O").unwrap().is_empty());
    assert!(placements(&g, 7, "HORN").unwrap().is_empty());
}

#[test]
fn free_for_all_plays_with_place_not_play() {
    let g = game(Variant::free_for_all(3), ["HORNAEI", "FARMSTU"]);
    let refusal = placements(&g, 0, "HORN").unwrap_err();
    assert_eq!(refusal.feature, Feature::LinePlays);
}

#[test]
fn a_race_shows_no_points() {
    let g = game(Variant::hyper_race(true), ["HORNAEI", "FARMSTU"]);
    let found = placements(&g, 0, "HORN").unwrap();
    assert!(!found.is_empty());
    assert!(
        found
            .iter()
            .all(|s| s.score == 0 && !s.label.contains("point"))
    );
}

#[test]
fn a_typed_square_is_looked_for_among_every_place_before_the_cap() {
    // Seven tiles in a line (any word goes here): ON fits beside them, at their ends and
    // through each O and N, 27 places.
    let mut g = game(Variant::classic(), ["NNNOOOO", "ACDGNOR"]);
    let placement = parse_play(&g.variant().tiles, g.board(), "8B", "ONONONO").unwrap();
    g.apply(
        &Command::Play {
            player: 0,
            placement,
        },
        &AnyWord,
    )
    .unwrap();
    let all = all_placements(&g, 1, "ON").unwrap();
    assert!(all.len() > MAX_SUGGESTIONS, "{} places", all.len());
    // The last place is offered once its square is typed, in any case.
    let last = all.last().unwrap();
    let typed = format!(" {} ", last.value.to_ascii_lowercase());
    let offered = placements_at(&g, 1, "ON", &typed).unwrap();
    assert!(offered.contains(last), "{} among {offered:?}", last.value);
    // A part of a square: every place starting with it, best first, at most the cap.
    for typed in ["", "1", "8", "H", "H1", "9G"] {
        let wanted: Vec<&Suggestion> = all
            .iter()
            .filter(|s| s.value.starts_with(typed))
            .take(MAX_SUGGESTIONS)
            .collect();
        let offered = placements_at(&g, 1, "ON", typed).unwrap();
        assert_eq!(offered.iter().collect::<Vec<_>>(), wanted, "{typed:?}");
    }
    assert_eq!(placements(&g, 1, "ON").unwrap(), all[..MAX_SUGGESTIONS]);
}
