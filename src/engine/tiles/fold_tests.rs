//! Tests of each edition's fold table: accents folded into the edition's tiles, a tile of its
//! own never folded, and blanks (lower case) folded the same way.

use std::borrow::Cow;

use crate::engine::tiles::{EDITIONS, Reading, TileSet};

fn set(name: &str) -> TileSet {
    TileSet::by_name(name).unwrap()
}

/// The labels a word is read as, joined by dots (`C.O.E.U.R`).
fn labels(set: &TileSet, word: &str) -> String {
    let letters = set.parse_letters(word).unwrap();
    letters
        .iter()
        .map(|&l| set.label(l))
        .collect::<Vec<_>>()
        .join(".")
}

#[test]
fn french_folds_every_accent_and_the_ligatures() {
    let fr = set("french");
    assert_eq!(fr.fold("ÉLÈVE"), "ELEVE");
    assert_eq!(fr.fold("SAÏ"), "SAI");
    assert_eq!(fr.fold("CŒUR"), "COEUR");
    assert_eq!(fr.fold("GARÇON"), "GARCON");
    assert_eq!(fr.fold("EX ÆQUO"), "EX AEQUO");
    assert_eq!(labels(&fr, "PÊCHÉ"), "P.E.C.H.E");
    assert_eq!(fr.parse_letters("ÉLÈVE"), fr.parse_letters("eleve"));
}

#[test]
fn a_lower_case_accented_letter_is_a_blank_folded_the_same_way() {
    let fr = set("french");
    assert_eq!(fr.fold("élÈve"), "elEve");
    assert_eq!(fr.fold("cœur"), "coeur");
    let typed = fr.read_tiles("é", Reading::Word).unwrap();
    assert_eq!(typed.len(), 1);
    assert!(typed[0].lower, "a blank");
    assert_eq!(fr.label(typed[0].letter), "E");
    // Æ and Œ in lower case are two blanks.
    let two = fr.read_tiles("æ", Reading::Tiles).unwrap();
    assert_eq!(
        two.iter()
            .map(|t| (fr.label(t.letter), t.lower))
            .collect::<Vec<_>>(),
        [("A", true), ("E", true)]
    );
}

#[test]
fn spanish_keeps_n_tilde_its_own_tile_and_folds_the_other_accents() {
    let es = set("spanish");
    assert_eq!(es.fold("NIÑO"), "NIÑO");
    assert!(matches!(es.fold("niño"), Cow::Borrowed(_)));
    assert_eq!(es.fold("CAMIÓN"), "CAMION");
    assert_eq!(es.fold("PINGÜINO"), "PINGUINO");
    assert_eq!(labels(&es, "NIÑO"), "N.I.Ñ.O");
    // Typed N is never Ñ, nor Ñ N.
    assert_ne!(es.parse_letters("NINO"), es.parse_letters("NIÑO"));
    assert_eq!(es.folded('Ñ'), None);
    assert_eq!(es.folded('ñ'), None);
    // A folded word still reads its two-letter tiles: ÁCHE is A, CH, E.
    assert_eq!(labels(&es, "ÁCHE"), "A.CH.E");
}

#[test]
fn german_keeps_its_umlauts_and_writes_sharp_s_as_ss_in_the_case_around_it() {
    let de = set("german");
    assert_eq!(de.fold("ÄRGER"), "ÄRGER");
    assert_eq!(de.fold("STRAßE"), "STRASSE");
    assert_eq!(de.fold("straße"), "strasse");
    assert_eq!(de.fold("STRAẞE"), "STRASSE");
    assert_eq!(de.fold("CAFÉ"), "CAFE");
    assert_ne!(de.parse_letters("ARGER"), de.parse_letters("ÄRGER"));
}

#[test]
fn polish_has_a_tile_for_each_of_its_letters_and_folds_only_foreign_ones() {
    let pl = set("polish");
    for word in ["ŻÓŁW", "ĄĆĘŁŃÓŚŹŻ", "źdźbło"] {
        assert!(matches!(pl.fold(word), Cow::Borrowed(_)), "{word}");
    }
    assert_eq!(pl.fold("CAFÉ"), "CAFE");
    assert_eq!(pl.fold("MÜSLI"), "MUSLI");
}

#[test]
fn catalan_folds_into_its_qu_tile_and_keeps_c_cedilla_and_the_middle_dot() {
    let ca = set("catalan");
    assert_eq!(ca.fold("QÜESTIÓ"), "QUESTIO");
    assert_eq!(labels(&ca, "QÜESTIÓ"), "QU.E.S.T.I.O");
    assert_eq!(labels(&ca, "FORÇA"), "F.O.R.Ç.A");
    assert_eq!(labels(&ca, "COL·LEGI"), "C.O.L·L.E.G.I");
    assert_eq!(ca.fold("CAÑA"), "CANA");
}

#[test]
fn the_nordic_editions_play_each_others_letters_as_their_own() {
    let no = set("norwegian");
    assert_eq!(no.fold("SCHÄFER"), "SCHÆFER");
    assert_eq!(no.fold("MALMÖ"), "MALMØ");
    assert_eq!(no.fold("BLÅBÆR"), "BLÅBÆR");
    let sv = set("swedish");
    assert_eq!(sv.fold("SMØR"), "SMÖR");
    assert_eq!(sv.fold("ÆBLE"), "ÄBLE");
    assert_eq!(sv.fold("KÖRSBÄR"), "KÖRSBÄR");
}

#[test]
fn other_editions_fold_to_the_letters_their_lists_are_read_as() {
    // English has no Ñ: SEÑOR is SENOR, as the English list reading makes "señor" and "café".
    let en = set("english");
    assert_eq!(en.fold("SEÑOR"), "SENOR");
    assert_eq!(en.fold("café"), "cafe");
    assert_eq!(set("italian").fold("PERCHÉ"), "PERCHE");
    assert_eq!(set("portuguese").fold("AÇÃO"), "AÇAO");
    assert_eq!(set("dutch").fold("ĲS"), "IJS");
    assert_eq!(set("dutch").fold("ĳs"), "ijs");
    // A fold the set cannot spell is no fold: Italian has no Y, so Ý stays Ý and is refused.
    let it = set("italian");
    assert_eq!(it.folded('Ý'), None);
    assert!(it.parse_letters("Ý").is_none());
}

#[test]
fn what_is_not_a_letter_is_left_as_typed() {
    let fr = set("french");
    assert_eq!(fr.fold("?[É]* 8H→1"), "?[E]* 8H→1");
    assert!(matches!(fr.fold("QI ZA ?"), Cow::Borrowed(_)));
    // A letter no edition folds stays, for the error to name it.
    assert_eq!(fr.fold("ÞORN"), "ÞORN");
    assert!(fr.parse_letters("ÞORN").is_none());
}

#[test]
fn every_editions_fold_table_leaves_its_tiles_alone_and_spells_in_its_tiles() {
    for edition in EDITIONS {
        let tiles = edition.tile_set();
        for letter in tiles.letters() {
            for c in tiles.label(letter).chars() {
                assert_eq!(tiles.folded(c), None, "{} {c}", edition.name);
            }
        }
        for &(c, ref letters) in tiles.fold_entries() {
            assert!(
                letters.chars().all(|l| tiles.letter_of(l).is_some()),
                "{} {c} -> {letters}",
                edition.name
            );
        }
        // Both cases of every folded capital fold alike (but the Turkish İ, whose lower
        // case is i and a combining dot).
        for &(c, ref letters) in tiles.fold_entries() {
            let lower: String = c.to_lowercase().collect();
            if c != 'İ' {
                assert_eq!(tiles.fold(&lower), letters.to_lowercase(), "{c}");
            }
        }
    }
}

#[test]
fn vowels_are_the_editions_a_e_i_o_u_y_with_or_without_diacritics() {
    let vowels = |name: &str| {
        let tiles = set(name);
        tiles
            .letters()
            .filter(|&l| tiles.is_vowel(l))
            .map(|l| tiles.label(l).to_owned())
            .collect::<Vec<_>>()
            .concat()
    };
    assert_eq!(vowels("english"), "AEIOUY");
    assert_eq!(vowels("german"), "AÄEIOÖUÜY");
    assert_eq!(vowels("norwegian"), "AEIOUYÆØÅ");
    assert_eq!(vowels("polish"), "AĄEĘIOÓUY");
    // Catalan's NY and QU tiles are not vowels; it has no Y.
    assert_eq!(vowels("catalan"), "AEIOU");
    assert_eq!(vowels("italian"), "AEIOU");
}
