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

#[test]
fn an_entry_without_a_vowel_is_an_abbreviation_but_for_the_editions_interjections() {
    let (words, got) = read(
        "french",
        "km\nkg\ncm\npr\npx\nqqn\nbd\ncpt\ntr\nbrrr\npfft\npst\nst\ny\nà\nrythme\n",
    );
    // Y is a vowel (RYTHME, the word Y), and À is A.
    assert_eq!(words, ["BRRR", "PFFT", "PST", "Y", "A", "RYTHME"]);
    assert_eq!(got.dropped(Dropped::Abbreviation), 10);

    let (words, got) = read("english", "gym\nrhythm\ncwm\nnth\nblvd\nmph\npsst\nlbs\n");
    assert_eq!(words, ["GYM", "RHYTHM", "CWM", "NTH", "PSST"]);
    assert_eq!(got.dropped(Dropped::Abbreviation), 3);

    // German keeps capitals, but not a capitalised abbreviation without a vowel.
    let (words, got) = read("german", "Typ\nNr\nbzw\nhm\nStr\nÖl\n");
    assert_eq!(words, ["TYP", "HM", "ÖL"]);
    assert_eq!(got.dropped(Dropped::Abbreviation), 3);

    // Polish vowels include Ą Ę Ó; its one-letter prepositions W and Z are never played.
    let (words, got) = read("polish", "np\nhm\nbrr\nwg\nsą\nżółw\nw\n");
    assert_eq!(words, ["HM", "BRR", "SĄ", "ŻÓŁW"]);
    assert_eq!(got.dropped(Dropped::Abbreviation), 3);
}

#[test]
fn a_capital_after_the_first_letter_is_an_abbreviation() {
    let (words, got) = read("catalan", "kWh\nkHz\ndC\nhm\ncm\n");
    assert_eq!(words, ["HM"]);
    assert_eq!(got.dropped(Dropped::Abbreviation), 4);
    let (words, got) = read("german", "GmbH\nMwSt\nTeX\nHaus\n");
    assert_eq!(words, ["HAUS"]);
    assert_eq!(got.dropped(Dropped::Abbreviation), 3);
    // A name in capitals is still a name (one capital), and a whole-capitals entry an
    // abbreviation, as before.
    let (_, got) = read("french", "Paris\nSNCF\nA\n");
    assert_eq!(got.dropped(Dropped::Capitalised), 2);
    assert_eq!(got.dropped(Dropped::Abbreviation), 1);
}

#[test]
fn a_word_is_typed_as_the_list_spells_it_in_every_edition() {
    // (edition, the list's spelling): reading the list and typing the word, in capitals or in
    // lower case (blanks), give the same letters: one fold table for both.
    let cases = [
        ("english", "café"),
        ("french", "élève"),
        ("french", "cœur"),
        ("french", "saï"),
        ("german", "straße"),
        ("german", "müde"),
        ("spanish", "niño"),
        ("spanish", "camión"),
        ("italian", "perché"),
        ("dutch", "café"),
        ("portuguese", "ação"),
        ("norwegian", "schäfer"),
        ("swedish", "smør"),
        ("catalan", "qüestió"),
        ("polish", "żółw"),
    ];
    for (edition, word) in cases {
        let tiles = TileSet::by_name(edition).unwrap();
        let listed = read_system_words(&tiles, word);
        assert_eq!(listed.words.len(), 1, "{edition} {word}");
        let capitals = word.to_uppercase();
        assert_eq!(
            tiles.parse_letters(&capitals).as_ref(),
            Some(&listed.words[0]),
            "{edition} {capitals}"
        );
        let blanks = tiles
            .read_tiles(word, crate::engine::tiles::Reading::Word)
            .unwrap();
        assert!(blanks.iter().all(|t| t.lower), "{edition} {word}");
        let letters: Vec<Letter> = blanks.iter().map(|t| t.letter).collect();
        assert_eq!(letters, listed.words[0], "{edition} {word}");
    }
}
