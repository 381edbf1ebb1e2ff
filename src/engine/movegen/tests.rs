//! Small hand-checked cases; `tests/movegen_exactness.rs` compares with a brute force.

use super::*;
use crate::engine::board::Board;
use crate::engine::layout::Direction;
use crate::engine::layout::Pos;
use crate::engine::lexicon::Lexicon;
use crate::engine::placement::check_placement;
use crate::engine::rack::Rack;
use crate::engine::scoring::score_play;
use crate::engine::tiles::Placed;
use crate::engine::variant::Variant;

fn lexicon(words: &str) -> Lexicon {
    Lexicon::from_text(&Variant::classic().tiles, words).unwrap()
}

fn rack(text: &str) -> Rack {
    Rack::parse(&Variant::classic().tiles, text).unwrap()
}

fn spelled(moves: &[Move]) -> Vec<(String, String, u32)> {
    let v = Variant::classic();
    let mut out: Vec<_> = moves
        .iter()
        .map(|m| (m.start().to_string(), m.spell(&v.tiles), m.score()))
        .collect();
    out.sort();
    out
}

#[test]
fn first_play_covers_the_star_both_ways() {
    let v = Variant::classic();
    let lex = lexicon("HORN\nNO\nON");
    let board = Board::empty(15, 15);
    let moves = all_moves(&v, &lex, &board, &rack("HORNXYZ"));
    // HORN across from D8..H8 (4 starts) and down (4 starts), NO and ON likewise (2 each).
    assert_eq!(moves.len(), 16);
    let best = best_move(&v, &lex, &board, &rack("HORNXYZ")).unwrap();
    // HORN from E8 to the star, as in the rule book: (4 + 1 + 1 + 1) x 2.
    assert_eq!((best.spell(&v.tiles).as_str(), best.score()), ("HORN", 14));
    for m in &moves {
        assert_eq!(check_placement(&v.layout, &board, &m.placement()), Ok(()));
        assert_eq!(score_play(&v, &board, &m.placement()).score, m.score());
    }
}

#[test]
fn plays_through_and_beside_tiles_score_by_the_rules() {
    let v = Variant::classic();
    let lex = lexicon("HORN\nFARM\nFARMS\nPASTE\nHORNS\nMOB\nNOT\nBE");
    let mut board = Board::empty(15, 15);
    // HORN at F8 with FARM down from H6 (rule book example turns 1 and 2).
    for (i, c) in "HORN".chars().enumerate() {
        let l = v.tiles.letter_of(c).unwrap();
        board.set(Pos::new(7, 5 + i as u8), Some(Placed::tile(l)));
    }
    for (i, c) in "FA".chars().enumerate() {
        let l = v.tiles.letter_of(c).unwrap();
        board.set(Pos::new(5 + i as u8, 7), Some(Placed::tile(l)));
    }
    let l = v.tiles.letter_of('M').unwrap();
    board.set(Pos::new(8, 7), Some(Placed::tile(l)));
    let moves = all_moves(&v, &lex, &board, &rack("PASTE"));
    assert!(
        spelled(&moves).contains(&("F10".into(), "PASTE".into(), 25)),
        "{:?}",
        spelled(&moves)
    );
    for (i, c) in "PASTE".chars().enumerate() {
        let l = v.tiles.letter_of(c).unwrap();
        board.set(Pos::new(9, 5 + i as u8), Some(Placed::tile(l)));
    }
    let moves = all_moves(&v, &lex, &board, &rack("OB"));
    assert!(spelled(&moves).contains(&("H9".into(), "MOB".into(), 16)));
}

#[test]
fn a_blank_is_every_letter_and_each_choice_is_a_move() {
    let v = Variant::classic();
    let lex = lexicon("AA\nAB\nBA");
    let board = Board::empty(15, 15);
    let moves = all_moves(&v, &lex, &board, &rack("A?"));
    // AA (Aa, aA), AB (Ab), BA (bA): each across and down, from two starts each.
    let words: BTreeSet<String> = moves.iter().map(|m| m.spell(&v.tiles)).collect();
    assert_eq!(
        words.into_iter().collect::<Vec<_>>(),
        ["Aa", "Ab", "aA", "bA"]
    );
    assert_eq!(moves.len(), 4 * 2 * 2);
    assert!(moves.iter().all(|m| m.rack_tiles().contains(&0)));
}

#[test]
fn a_single_tile_is_listed_once() {
    let v = Variant::classic();
    let lex = lexicon("AT\nTA");
    let mut board = Board::empty(15, 15);
    let t = v.tiles.letter_of('T').unwrap();
    board.set(Pos::new(7, 7), Some(Placed::tile(t)));
    let moves = all_moves(&v, &lex, &board, &rack("A"));
    // A left, right, above or below the T: four plays, two across and two down.
    assert_eq!(moves.len(), 4);
    let down = moves.iter().filter(|m| m.dir() == Direction::Down).count();
    assert_eq!(down, 2);
}

#[test]
fn no_tiles_no_plays_and_exchanges_are_sub_racks() {
    let v = Variant::classic();
    let lex = lexicon("AT");
    let board = Board::empty(15, 15);
    assert!(all_moves(&v, &lex, &board, &Rack::empty(26)).is_empty());
    assert!(best_move(&v, &lex, &board, &rack("QQ")).is_none());
    // AAB: {A}, {AA}, {B}, {AB}, {AAB}.
    assert_eq!(exchanges(&rack("ABA")).len(), 5);
    assert_eq!(exchanges(&rack("ABCDEFG")).len(), 127);
}

#[test]
fn sorted_best_first() {
    let v = Variant::classic();
    let lex = Lexicon::enable();
    let board = Board::empty(15, 15);
    let mut moves = all_moves(&v, &lex, &board, &rack("AEINRST"));
    sort_best_first(&mut moves);
    // Seven-letter words through the star: RETAINS/STAINER/... 8 letters doubled + 50.
    assert_eq!(moves[0].score(), 2 * (7 + 1) + 50);
    assert!(moves.windows(2).all(|w| w[0].score() >= w[1].score()));
}

/// QUIRKY across row 8 from column E.
fn quirky_across_the_centre(v: &Variant) -> Board {
    let mut board = Board::empty(15, 15);
    for (i, c) in "QUIRKY".chars().enumerate() {
        let letter = v.tiles.letter_of(c).unwrap();
        board.set(Pos::new(7, 4 + i as u8), Some(Placed::tile(letter)));
    }
    board
}

#[test]
fn packed_key_order_is_the_full_comparison_order() {
    let v = Variant::classic();
    let lex = Lexicon::enable();
    let board = quirky_across_the_centre(&v);
    for text in ["AEINRST", "ADEIR??", "EEE", "S?"] {
        let moves = all_moves(&v, &lex, &board, &rack(text));
        let mut expected = moves.clone();
        expected.sort_by(order::compare);
        let mut order = Vec::new();
        best_first_order(&moves, &mut order);
        let got: Vec<Move> = order.iter().map(|&i| moves[i as usize]).collect();
        assert_eq!(got, expected, "{text}");
        let mut sorted = moves.clone();
        sort_best_first(&mut sorted);
        assert_eq!(sorted, expected, "{text}");
    }
}

#[test]
fn packed_plays_list_the_same_plays_in_the_same_order() {
    let v = Variant::classic();
    let lex = Lexicon::enable();
    let board = quirky_across_the_centre(&v);
    let mut packed = PackedPlays::default();
    for text in ["AEINRST", "ADEIR??", "EEE", "S?", "QQ"] {
        packed.clear();
        generate(&v, &lex, &board, &rack(text), &mut packed);
        packed.sort_best_first();
        assert!(packed.complete(), "{text}");
        let moves = all_moves(&v, &lex, &board, &rack(text));
        assert!(packed::same_order(&packed, &moves), "{text}");
    }
}

use std::collections::BTreeSet;
