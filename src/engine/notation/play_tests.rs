//! Tests of a play's word read against the board and printed back.

use super::*;
use crate::engine::tiles::Placed;

fn english() -> TileSet {
    TileSet::english()
}

/// A board with HORN across from F8 (R on the star) and FARM down from H6.
fn board() -> Board {
    let set = english();
    let mut b = Board::empty(15, 15);
    for (i, c) in "HORN".chars().enumerate() {
        b.set(
            Pos::new(7, 5 + i as u8),
            Some(Placed::tile(set.letter_of(c).unwrap())),
        );
    }
    for (i, c) in "FA".chars().enumerate() {
        b.set(
            Pos::new(5 + i as u8, 7),
            Some(Placed::tile(set.letter_of(c).unwrap())),
        );
    }
    b.set(
        Pos::new(8, 7),
        Some(Placed::blank(set.letter_of('M').unwrap())),
    );
    b
}

fn letters(set: &TileSet, placement: &Placement) -> String {
    let tiles: Vec<Placed> = placement.tiles.iter().map(|&(_, t)| t).collect();
    set.spell(&tiles)
}

#[test]
fn through_tiles_as_letters_dots_or_parentheses() {
    let (set, b) = (english(), board());
    for word in ["FARMS", "..RMS", "FA.mS", "(FA)R(m)S", "(..)R(.)S", "faRMS"] {
        let p = parse_play(&set, &b, "H6", word).unwrap();
        assert_eq!(p.dir, Direction::Down, "{word}");
        assert_eq!(p.tiles.len(), 1, "{word}");
        assert_eq!(p.tiles[0].0, Pos::new(9, 7), "{word}");
        assert_eq!(letters(&set, &p), "S");
    }
}

#[test]
fn lower_case_letters_on_empty_squares_are_blanks() {
    let (set, b) = (english(), board());
    let p = parse_play(&set, &b, "9E", "sIT").unwrap();
    assert_eq!(p.dir, Direction::Across);
    assert_eq!(letters(&set, &p), "sIT");
    assert!(p.tiles[0].1.blank && !p.tiles[1].1.blank);
}

#[test]
fn a_play_is_typed_with_its_languages_accents() {
    let french = TileSet::by_name("french").unwrap();
    let empty = Board::empty(15, 15);
    // É and È are E, Ï is I, a lower-case é a blank E; Œ is O and E.
    let p = parse_play(&french, &empty, "8D", "ÉLÈVé").unwrap();
    assert_eq!(letters(&french, &p), "ELEVe");
    assert_eq!(p, parse_play(&french, &empty, "8D", "ELEVe").unwrap());
    let p = parse_play(&french, &empty, "8D", "CŒUR").unwrap();
    assert_eq!(letters(&french, &p), "COEUR");
    // In Spanish Ñ is a tile: typed N is N, and the other accents fold.
    let spanish = TileSet::by_name("spanish").unwrap();
    let niño = parse_play(&spanish, &empty, "8D", "NIÑO").unwrap();
    let nino = parse_play(&spanish, &empty, "8D", "NINO").unwrap();
    assert_eq!(letters(&spanish, &niño), "NIÑO");
    assert_ne!(niño, nino);
    assert_eq!(
        letters(
            &spanish,
            &parse_play(&spanish, &empty, "8D", "CAMIÓN").unwrap()
        ),
        "CAMION"
    );
    // English folds what it has no tile for, as its list reading does (café is CAFE).
    let p = parse_play(&english(), &empty, "8D", "CAFÉ").unwrap();
    assert_eq!(letters(&english(), &p), "CAFE");
}

#[test]
fn prints_plays_with_dots_or_letters() {
    let (set, b) = (english(), board());
    let p = parse_play(&set, &b, "H6", "..RmS").unwrap();
    assert_eq!(
        format_play(&set, &b, &p, ThroughStyle::Dots).to_string(),
        "H6 ....S"
    );
    assert_eq!(
        format_play(&set, &b, &p, ThroughStyle::Letters).to_string(),
        "H6 FARmS"
    );
    let p = parse_play(&set, &b, "8E", "THORNS").unwrap();
    assert_eq!(letters(&set, &p), "TS");
    assert_eq!(
        format_play(&set, &b, &p, ThroughStyle::Dots).to_string(),
        "8E T....S"
    );
}

#[test]
fn a_through_letter_must_agree_with_the_board() {
    let (set, b) = (english(), board());
    let err = parse_play(&set, &b, "8F", "HOTNS").unwrap_err();
    assert_eq!(err.to_string(), "the board has R at H8, not T");
    let err = parse_play(&set, &b, "H8", "(T)O").unwrap_err();
    assert_eq!(err.to_string(), "the board has R at H8, not T");
}

#[test]
fn every_bad_play_has_its_own_error() {
    let (set, b) = (english(), board());
    let parse = |coord: &str, word: &str| parse_play(&set, &b, coord, word).unwrap_err();
    assert_eq!(parse("8D", ""), NotationError::EmptyWord);
    assert_eq!(parse("8D", "()"), NotationError::EmptyWord);
    assert_eq!(
        parse("X8", "AB"),
        NotationError::CoordinateOffBoard("X8".into())
    );
    assert_eq!(
        parse("8", "AB"),
        NotationError::UnreadableCoordinate("8".into())
    );
    assert_eq!(
        parse("8M", "QUAIL"),
        NotationError::RunsOffBoard {
            coord: "8M".into(),
            word: "QUAIL".into()
        }
    );
    assert_eq!(parse("1A", "A1"), NotationError::UnknownLetter("1".into()));
    assert_eq!(parse("1A", "Þ"), NotationError::UnknownLetter("Þ".into()));
    assert_eq!(
        parse("1A", ".A"),
        NotationError::NothingToPlayThrough(Pos::new(0, 0))
    );
    assert_eq!(
        parse("1A", "(A)B"),
        NotationError::NothingToPlayThrough(Pos::new(0, 0))
    );
    assert_eq!(parse("8F", "HORN"), NotationError::NoNewTiles);
    assert_eq!(parse("8F", "...."), NotationError::NoNewTiles);
    for word in ["(HO", "HO)", "((HO))", "H(O(R)N)"] {
        assert_eq!(
            parse("8F", word),
            NotationError::UnbalancedParentheses(word.into())
        );
    }
    assert_eq!(
        parse("8F", "HORN").to_string(),
        "the play puts no new tile on the board"
    );
    let text = |t: &str| parse_play_text(&set, &b, t);
    assert_eq!(text(" 9E  sIT ").unwrap().tiles.len(), 3);
    assert_eq!(text("9E"), Err(NotationError::EmptyWord));
    assert_eq!(text(""), Err(NotationError::NotAPlay(String::new())));
    assert_eq!(
        text("9E SIT NOW").unwrap_err().to_string(),
        "\"9E SIT NOW\" is not a play: write the square then the word, like 8D QUIXOTE"
    );
}

#[test]
fn polish_letters_read_with_the_polish_set() {
    let set = TileSet::polish();
    let b = Board::empty(15, 15);
    let p = parse_play(&set, &b, "8G", "STĘPIć").unwrap();
    assert_eq!(
        set.spell(&p.tiles.iter().map(|t| t.1).collect::<Vec<_>>()),
        "STĘPIć"
    );
}

#[test]
fn multi_letter_tiles_are_one_square_typed_plainly_or_in_brackets() {
    let set = TileSet::by_name("spanish").unwrap();
    let mut b = Board::empty(15, 15);
    let churro = parse_play(&set, &b, "8G", "CHURRO").unwrap();
    assert_eq!(churro.tiles.len(), 4);
    assert_eq!(churro.tiles[2].0, Pos::new(7, 8));
    assert_eq!(parse_play(&set, &b, "8G", "[CH]U[RR]O").unwrap(), churro);
    let blank = parse_play(&set, &b, "8G", "[ch]URRO").unwrap();
    assert!(blank.tiles[0].1.blank && !blank.tiles[1].1.blank);
    for &(pos, tile) in &churro.tiles {
        b.set(pos, Some(tile));
    }
    // Through a multi-letter tile: in parentheses, as a dot, or typed again.
    let before = format_play(
        &set,
        &b,
        &parse_play(&set, &b, "8F", "Ñ....").unwrap(),
        ThroughStyle::Letters,
    );
    assert_eq!(before.to_string(), "8F Ñ[CH]U[RR]O");
    assert!(parse_play(&set, &b, "8F", "Ñ(CH)URRO").is_ok());
    assert_eq!(
        parse_play(&set, &b, "8F", "Ñ(C)URRO"),
        Err(NotationError::ThroughMismatch {
            pos: Pos::new(7, 6),
            board: "[CH]".into(),
            written: "C".into()
        })
    );
    assert_eq!(
        parse_play(&set, &b, "8F", "Ñ[XX]"),
        Err(NotationError::UnknownLetter("[XX]".into()))
    );
}
