//! Tests of the CGP reader and writer.

use super::*;
use crate::engine::layout::Pos;

const OPENING: &str =
    "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AELNOQT/ 0/0 0 lex NWL18; lm -2;";
const ENDGAME: &str = "5BERGS5/4PA3U5/2QAID3R5/3BEE3F2S2/1P1ET2VIATIC2/MA1TAW3c2H2/ES3IS2E2A2/AT1FOLIA4V2/LI1L1EX1E6/1N1O1D2N2Y3/1GNU2C1JETE3/2ER2OHO2N3/2O3GOY6/1INDOW1U7/4DORR7 IKLMTZ/AEINRU? 0/0 0 lex OSPD1;";

#[test]
fn an_empty_board_with_operations() {
    let p = CgpPosition::read(OPENING).unwrap();
    assert!(p.board.is_empty());
    assert_eq!((p.board.rows(), p.board.cols()), (15, 15));
    assert_eq!(p.racks[0].to_text(&p.tiles), "AELNOQT");
    assert!(p.racks[1].is_empty());
    assert_eq!((p.scores.clone(), p.zero_turns), (vec![0, 0], 0));
    assert_eq!(p.lexicon(), Some("NWL18"));
    assert_eq!(p.operation("lm"), Some(&["-2".to_owned()][..]));
    assert_eq!(p.to_string(), OPENING);
}

#[test]
fn tiles_blanks_and_empty_runs() {
    let p = CgpPosition::read(ENDGAME).unwrap();
    let set = &p.tiles;
    assert_eq!(
        p.board.get(Pos::new(0, 5)),
        Some(Placed::tile(set.letter_of('B').unwrap()))
    );
    assert_eq!(
        p.board.get(Pos::new(5, 9)),
        Some(Placed::blank(set.letter_of('C').unwrap()))
    );
    assert_eq!(p.board.get(Pos::new(0, 4)), None);
    assert_eq!(p.racks[1].to_text(set), "AEINRU?");
    assert_eq!(p.to_string(), ENDGAME);
}

#[test]
fn read_write_read_gives_the_same_position() {
    let text = "  7ZA6/15/15/15/15/15/15/15/15/15/15/15/15/15/15   ?AB/CD/E  12/-3/40 4  bdn CrosswordGame ;lex  CSW21;";
    let p = CgpPosition::read(text).unwrap();
    assert_eq!(p.scores, vec![12, -3, 40]);
    assert_eq!(p.zero_turns, 4);
    assert_eq!(p.operation("bdn"), Some(&["CrosswordGame".to_owned()][..]));
    let written = p.to_string();
    assert_eq!(CgpPosition::read(&written).unwrap(), p);
}

#[test]
fn the_letter_distribution_picks_the_tile_set() {
    let p =
        CgpPosition::read("7ŻĄ6/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ĆĘ/ 0/0 0 ld polish;")
            .unwrap();
    assert_eq!(p.tiles.name(), "polish");
    assert_eq!(
        p.to_string(),
        "7ŻĄ6/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ĆĘ/ 0/0 0 ld polish;"
    );
    assert_eq!(
        CgpPosition::read("15 A/B 0/0 0 ld klingon;"),
        Err(CgpError::UnknownDistribution("klingon".into()))
    );
    let forced = CgpPosition::read_with("2[ą]/3 / 0/0 0", TileSet::polish()).unwrap();
    assert_eq!(forced.to_string(), "2ą/3 / 0/0 0");
    assert_eq!(
        forced.board.get(Pos::new(0, 2)),
        Some(Placed::blank(forced.tiles.letter_of('Ą').unwrap()))
    );
}

#[test]
fn every_bad_field_has_its_own_error() {
    let read = |text: &str| CgpPosition::read(text).unwrap_err();
    assert_eq!(read(""), CgpError::Missing("the board"));
    assert_eq!(read("15"), CgpError::Missing("the racks"));
    assert_eq!(read("15 A/B"), CgpError::Missing("the scores"));
    assert_eq!(
        read("15 A/B 0/0"),
        CgpError::Missing("the scoreless-turn count")
    );
    assert_eq!(
        read("15/14 A/B 0/0 0"),
        CgpError::RowLength {
            row: 2,
            expected: 15,
            found: 14
        }
    );
    assert_eq!(read("27 A/B 0/0 0"), CgpError::BoardShape);
    assert_eq!(
        read("7!7 A/B 0/0 0"),
        CgpError::UnknownTile {
            row: 1,
            text: "!".into()
        }
    );
    assert_eq!(read("15 A1/B 0/0 0"), CgpError::BadRack("A1".into()));
    assert_eq!(read("15 A/B 0/x 0"), CgpError::BadScores("0/x".into()));
    assert_eq!(
        read("15 A/B 0 0"),
        CgpError::RacksAndScores {
            racks: 2,
            scores: 1
        }
    );
    assert_eq!(read("15 A/B 0/0 -1"), CgpError::BadZeroTurns("-1".into()));
    assert_eq!(
        read("15 A/B 0/0 0 lex NWL20"),
        CgpError::UnterminatedOperation("lex NWL20".into())
    );
    assert_eq!(
        read("15 A/B 0/0 0 lex NWL20; ;"),
        CgpError::UnterminatedOperation(" ".into())
    );
    assert_eq!(
        read("15 A/B 0/x 0").to_string(),
        "\"0/x\" is not a list of scores"
    );
}

#[test]
fn multi_letter_tiles_are_bracketed_as_other_programs_write_them() {
    let line =
        "4CE[L·L]A7/7[ny]7/15/15/15/15/15/15/15/15/15/15/15/15/15 A[QU]NY?/ 0/0 0 ld catalan;";
    let p = CgpPosition::read(line).unwrap();
    let set = &p.tiles;
    let label = |pos| p.board.get(pos).map(|t| set.spell(&[t]));
    assert_eq!(label(Pos::new(0, 6)), Some("L·L".into()));
    assert_eq!(label(Pos::new(0, 7)), Some("A".into()));
    assert_eq!(label(Pos::new(1, 7)), Some("ny".into()));
    // NY typed plainly on a rack is the NY tile: Catalan has no Y.
    assert_eq!(p.racks[0].len(), 4);
    assert_eq!(p.to_string(), line.replace("A[QU]NY?", "A[NY][QU]?"));
    // Spanish: a plain CH in a row or a rack is C and H, as macondo reads it.
    let es = CgpPosition::read(
        "CH[CH][ch]11/15/15/15/15/15/15/15/15/15/15/15/15/15/15 CH[RR]/ 0/0 0 ld spanish;",
    )
    .unwrap();
    let row: Vec<String> = (0..4)
        .map(|c| es.tiles.spell(&[es.board.get(Pos::new(0, c)).unwrap()]))
        .collect();
    assert_eq!(row, ["C", "H", "CH", "ch"]);
    assert_eq!(es.racks[0].len(), 3);
    assert!(es.to_string().starts_with("CH[CH][ch]11/"));
    assert_eq!(
        CgpPosition::read("[XX]14/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0 ld spanish;"),
        Err(CgpError::UnknownTile {
            row: 1,
            text: "[XX]".into()
        })
    );
}
