//! Tests of reading system word lists per edition.

use super::*;

fn read(set: &str, text: &str) -> (Vec<String>, SystemWords) {
    let tiles = TileSet::by_name(set).unwrap();
    let read = read_system_words(&tiles, text);
    let words = read.words.iter().map(|w| tiles.spell_letters(w)).collect();
    (words, read)
}

#[test]
fn french_drops_accents_and_the_rule_books_exclusions() {
    let (words, read) = read(
        "french",
        "pêche\npéché\nélève\nParis\nSNCF\netc.\naujourd'hui\nporte-clé\ncœur\nçà\n\nzèbre\n",
    );
    assert_eq!(words, ["PECHE", "ELEVE", "COEUR", "CA", "ZEBRE"]);
    assert_eq!(read.dropped(Dropped::Duplicate), 1);
    assert_eq!(read.dropped(Dropped::Capitalised), 1);
    assert_eq!(read.dropped(Dropped::Abbreviation), 2);
    assert_eq!(read.dropped(Dropped::Punctuation), 2);
    assert_eq!(read.dropped(Dropped::NotInTileSet), 0);
    assert_eq!(words.len() + read.dropped.iter().sum::<usize>(), 11);
}

#[test]
fn spanish_keeps_n_tilde_and_joins_ch_ll_rr() {
    let tiles = TileSet::by_name("spanish").unwrap();
    let read = read_system_words(&tiles, "niño\ncorazón\nchurro\nllamó\nkilo\nMadrid\n");
    let spelt: Vec<Vec<&str>> = read
        .words
        .iter()
        .map(|w| w.iter().map(|&l| tiles.label(l)).collect())
        .collect();
    assert_eq!(spelt[0], ["N", "I", "Ñ", "O"]);
    assert_eq!(spelt[1], ["C", "O", "R", "A", "Z", "O", "N"]);
    assert_eq!(spelt[2], ["CH", "U", "RR", "O"]);
    assert_eq!(spelt[3], ["LL", "A", "M", "O"]);
    // Spanish has no K tile.
    assert_eq!(read.dropped(Dropped::NotInTileSet), 1);
    assert_eq!(read.dropped(Dropped::Capitalised), 1);
}

#[test]
fn german_keeps_umlauts_and_writes_sharp_s_as_ss() {
    let (words, read) = read("german", "Straße\nstraße\nmüde\nFuß\nÄrger\nUSA\nbis-her\n");
    // German capitalises every noun: capitals are kept (and STRASSE twice is one word).
    assert_eq!(words, ["STRASSE", "MÜDE", "FUSS", "ÄRGER"]);
    assert_eq!(read.dropped(Dropped::Capitalised), 0);
    assert_eq!(read.dropped(Dropped::Duplicate), 1);
    assert_eq!(read.dropped(Dropped::Abbreviation), 1);
    assert_eq!(read.dropped(Dropped::Punctuation), 1);
}

#[test]
fn catalan_keeps_its_middle_dot_tile_and_c_cedilla() {
    let tiles = TileSet::by_name("catalan").unwrap();
    let read = read_system_words(&tiles, "col·legi\nforça\nqüestió\nany\nl'home\n");
    let labels: Vec<String> = read
        .words
        .iter()
        .map(|w| {
            w.iter()
                .map(|&l| tiles.label(l))
                .collect::<Vec<_>>()
                .join(".")
        })
        .collect();
    assert_eq!(labels[0], "C.O.L·L.E.G.I");
    assert_eq!(labels[1], "F.O.R.Ç.A");
    assert_eq!(labels[2], "QU.E.S.T.I.O");
    assert_eq!(labels[3], "A.NY");
    assert_eq!(read.dropped(Dropped::Punctuation), 1);
}
