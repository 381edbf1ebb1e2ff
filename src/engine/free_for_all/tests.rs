//! Free for All's rules on the book's worked examples, the checks on named words, and the
//! computer's play.

use super::*;
use crate::engine::board::Board;
use crate::engine::layout::Pos;
use crate::engine::lexicon::Lexicon;
use crate::engine::rack::Rack;
use crate::engine::tiles::TileSet;
use crate::engine::tiles::{Letter, Placed};

fn at(name: &str) -> Pos {
    let col = name.as_bytes()[0] - b'A';
    let row: u8 = name[1..].parse().unwrap();
    Pos::new(row - 1, col)
}

fn letters(word: &str) -> Vec<Letter> {
    TileSet::english().parse_letters(word).unwrap()
}

/// Tiles "G8=D H8=I" laid on `board`; returns their squares.
fn lay(board: &mut Board, tiles: &str) -> Vec<(Pos, Placed)> {
    let set = TileSet::english();
    let placed: Vec<(Pos, Placed)> = tiles
        .split_whitespace()
        .map(|t| {
            let (square, letter) = t.split_once('=').unwrap();
            (
                at(square),
                Placed::tile(set.letter_of(letter.chars().next().unwrap()).unwrap()),
            )
        })
        .collect();
    for &(pos, tile) in &placed {
        board.set(pos, Some(tile));
    }
    placed
}

fn squares(placed: &[(Pos, Placed)]) -> Vec<Pos> {
    placed.iter().map(|&(p, _)| p).collect()
}

/// The book's first turn: "Matt plays the first word, DIET. He then scores for DIET, EDIT and
/// TIDE for a total of 15 points." Laid as D on G8, I on H8, E on H9, T on I9.
fn diet() -> (Board, Vec<(Pos, Placed)>) {
    let empty = Board::empty(15, 15);
    let mut board = empty.clone();
    let placed = lay(&mut board, "G8=D H8=I H9=E I9=T");
    assert_eq!(check_shape(&empty, &placed), Ok(()));
    (board, placed)
}

#[test]
fn diet_scores_diet_edit_and_tide_for_15() {
    let (board, placed) = diet();
    let set = TileSet::english();
    let new = squares(&placed);
    let words = [letters("DIET"), letters("EDIT"), letters("TIDE")];
    let selection = named(&board, &set, &new, &words).unwrap();
    assert_eq!(selection.total, 15);
    assert_eq!(selection.words.len(), 3);
    // Each word's path steps between adjacent squares and uses no square twice.
    for word in &selection.words {
        for pair in word.path.windows(2) {
            assert!(neighbours(pair[0]).any(|n| n == pair[1]), "{word:?}");
        }
        let mut unique = word.path.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), word.path.len());
    }
    // Asked for the best three, the bot finds 15 too: every four-letter word there is 5.
    let lexicon = Lexicon::enable();
    let found = words_through_new(&board, &set, &lexicon, &new);
    let best = best_three(&found, new.len()).unwrap();
    assert_eq!(best.total, 15);
    for word in &best.words {
        assert!(lexicon.contains_word(&word.letters));
    }
}

#[test]
fn an_r_and_an_s_score_stride_tried_and_rides_for_19() {
    // "Chris plays an R and an S. She then scores for STRIDE, TRIED, and RIDES, for a total of
    // 19 points." "You can score for all forms of a word, including plurals."
    let (mut board, _) = diet();
    let before = board.clone();
    let placed = lay(&mut board, "I8=R H10=S");
    assert_eq!(check_shape(&before, &placed), Ok(()));
    let set = TileSet::english();
    let new = squares(&placed);
    let words = [letters("STRIDE"), letters("TRIED"), letters("RIDES")];
    let selection = named(&board, &set, &new, &words).unwrap();
    assert_eq!(selection.total, 19);
    // The bot's own choice is at least as good, and keeps the rules.
    let lexicon = Lexicon::enable();
    let best = best_three(&words_through_new(&board, &set, &lexicon, &new), new.len()).unwrap();
    assert!(best.total >= 19, "{best:?}");
    assert_eq!(best.words.iter().fold(0, |b, w| b | w.covers), 0b11);
    let mut spellings: Vec<_> = best.words.iter().map(|w| w.letters.clone()).collect();
    spellings.dedup();
    assert_eq!(spellings.len(), best.words.len());
}

#[test]
fn named_words_must_go_through_the_new_tiles_and_use_them_all() {
    let (mut board, _) = diet();
    let placed = lay(&mut board, "I8=R H10=S");
    let set = TileSet::english();
    let new = squares(&placed);
    // "All of the words you score must include at least one of the letters you played."
    assert_eq!(
        named(&board, &set, &new, &[letters("DIET")]),
        Err(FreeForAllError::CannotRead("DIET".into()))
    );
    // "All of the letters that you play must be used in at least one of the words."
    assert_eq!(
        named(&board, &set, &new, &[letters("TRIED")]),
        Err(FreeForAllError::TileLeftOut(at("H10")))
    );
    let four = ["STRIDE", "TRIED", "RIDES", "DIREST"].map(letters);
    assert_eq!(
        named(&board, &set, &new, &four),
        Err(FreeForAllError::TooManyWords)
    );
    assert_eq!(
        named(&board, &set, &new, &[letters("TRIED"), letters("TRIED")]),
        Err(FreeForAllError::SameWordTwice)
    );
}

#[test]
fn no_tile_is_used_twice_in_a_word() {
    // "You cannot use the same tile twice in a word": DID needs two Ds, the board has one.
    let (board, placed) = diet();
    let set = TileSet::english();
    assert_eq!(
        named(&board, &set, &squares(&placed), &[letters("DID")]),
        Err(FreeForAllError::CannotRead("DID".into()))
    );
}

#[test]
fn tiles_stay_in_the_area_and_the_first_play_covers_the_centre() {
    let empty = Board::empty(15, 15);
    let mut board = empty.clone();
    // "Players cannot play tiles outside of this grid."
    let outside = lay(&mut board.clone(), "H8=A E13=T");
    assert_eq!(
        check_shape(&empty, &outside),
        Err(FreeForAllError::OutsideArea(at("E13")))
    );
    // "The first word must cover the center square."
    let off = lay(&mut board.clone(), "D4=A E5=T");
    assert_eq!(
        check_shape(&empty, &off),
        Err(FreeForAllError::FirstPlayOffCentre)
    );
    let (after, _) = diet();
    board = after;
    let far = lay(&mut board.clone(), "D4=A E5=T");
    assert_eq!(check_shape(&board, &far), Err(FreeForAllError::NotTouching));
    // Diagonal contact is contact.
    let corner = lay(&mut board.clone(), "J10=A");
    assert_eq!(check_shape(&board, &corner), Ok(()));
}

#[test]
fn the_computer_plays_legal_three_word_plays() {
    let lexicon = Lexicon::enable();
    let set = TileSet::english();
    let mut board = Board::empty(15, 15);
    let racks = ["AEINRST", "DEILORS", "ACEHMNO"];
    for (turn, rack) in racks.iter().enumerate() {
        let rack = Rack::parse(&set, rack).unwrap();
        let (placed, selection) = best_play(&board, &rack, &set, &lexicon, 50).unwrap();
        assert_eq!(check_shape(&board, &placed), Ok(()), "turn {turn}");
        if turn == 0 {
            assert!(placed.iter().any(|&(p, _)| p == CENTRE));
        }
        let new = squares(&placed);
        let mut covered = 0;
        for word in &selection.words {
            assert!(lexicon.contains_word(&word.letters), "{word:?}");
            assert!(word.covers != 0);
            covered |= word.covers;
        }
        assert_eq!(covered, (1 << new.len()) - 1, "every tile in a word");
        assert!(selection.words.len() <= MAX_WORDS && selection.total > 0);
        let tiles: Vec<u8> = placed.iter().map(|(_, t)| t.rack_tile()).collect();
        assert!(rack.contains_all(&tiles));
        for &(pos, tile) in &placed {
            assert!(board.get(pos).is_none());
            board.set(pos, Some(tile));
        }
    }
}
