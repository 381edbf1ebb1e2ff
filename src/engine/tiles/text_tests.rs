//! Tests of typing and writing tiles, multi-letter tiles above all.

use super::*;

fn set(name: &str) -> TileSet {
    TileSet::by_name(name).unwrap()
}

/// Labels of what `text` reads as, blanks in lower case.
fn read(set: &TileSet, text: &str, reading: Reading) -> Result<Vec<String>, TileTextError> {
    Ok(set
        .read_tiles(text, reading)?
        .into_iter()
        .map(|t| set.spell(&[t.placed()]))
        .collect())
}

#[test]
fn words_read_digraphs_greedily_and_brackets_force_them_apart() {
    let es = set("spanish");
    assert_eq!(
        read(&es, "CHURRO", Reading::Word).unwrap(),
        ["CH", "U", "RR", "O"]
    );
    assert_eq!(
        read(&es, "llama", Reading::Word).unwrap(),
        ["ll", "a", "m", "a"]
    );
    assert_eq!(read(&es, "C[H]", Reading::Word).unwrap(), ["C", "H"]);
    assert_eq!(read(&es, "[ch]Ñ", Reading::Word).unwrap(), ["ch", "Ñ"]);
    // Mixed case is a tile and a blank.
    assert_eq!(read(&es, "Ch", Reading::Word).unwrap(), ["C", "h"]);
    assert_eq!(es.parse_letters("niño"), es.parse_letters("NIÑO"));
    assert_eq!(es.parse_letters("CHE").map(|w| w.len()), Some(2));
}

#[test]
fn sets_of_tiles_read_one_character_a_tile_unless_only_the_digraph_fits() {
    let es = set("spanish");
    assert_eq!(read(&es, "CH", Reading::Tiles).unwrap(), ["C", "H"]);
    assert_eq!(read(&es, "[CH]L", Reading::Tiles).unwrap(), ["CH", "L"]);
    let ca = set("catalan");
    assert_eq!(
        read(&ca, "NYQUL·LA", Reading::Tiles).unwrap(),
        ["NY", "QU", "L·L", "A"]
    );
    // Catalan LL is two L tiles; L·L is the one tile.
    assert_eq!(read(&ca, "COL·LELL", Reading::Word).unwrap().len(), 6);
}

#[test]
fn bad_tiles_are_named() {
    let es = set("spanish");
    assert_eq!(
        es.read_tiles("A[XY]", Reading::Word),
        Err(TileTextError::Unknown("[XY]".into()))
    );
    assert_eq!(
        es.read_tiles("A[CH", Reading::Word),
        Err(TileTextError::Unclosed)
    );
    assert_eq!(
        es.read_tiles("AK", Reading::Word),
        Err(TileTextError::Unknown("K".into()))
    );
    assert_eq!(
        es.read_tiles("A[Ch]", Reading::Word).unwrap_err(),
        TileTextError::Unknown("[Ch]".into())
    );
    assert_eq!(set("english").parse_letters("ab1"), None);
}

#[test]
fn writing_brackets_multi_letter_tiles_and_reads_back() {
    let es = set("spanish");
    let tiles: Vec<Placed> = es
        .read_tiles("[ch]URRoÑ", Reading::Word)
        .unwrap()
        .into_iter()
        .map(Typed::placed)
        .collect();
    assert_eq!(es.spell(&tiles), "chURRoÑ");
    let written = es.write(&tiles);
    assert_eq!(written, "[ch]U[RR]oÑ");
    for reading in [Reading::Word, Reading::Tiles] {
        let again: Vec<Placed> = es
            .read_tiles(&written, reading)
            .unwrap()
            .into_iter()
            .map(Typed::placed)
            .collect();
        assert_eq!(again, tiles);
    }
    let ll = es.parse_letters("LL").unwrap()[0];
    assert_eq!(es.write_rack_tiles(&[1, ll, BLANK]), "A[LL]?");
}

#[test]
fn single_letter_sets_spell_as_before() {
    let en = set("english");
    let a = en.letter_of('A').unwrap();
    assert_eq!(en.spell(&[Placed::tile(a), Placed::blank(a)]), "Aa");
    assert_eq!(en.write(&[Placed::tile(a), Placed::blank(a)]), "Aa");
    assert_eq!(read(&en, "[a]B", Reading::Word).unwrap(), ["a", "B"]);
}
