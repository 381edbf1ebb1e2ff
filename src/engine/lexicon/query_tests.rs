//! Tests of the word queries: each on a small word list, their errors, and properties against a
//! brute-force scan of the word list.

use std::sync::OnceLock;

use proptest::prelude::*;

use super::*;
use crate::engine::tiles::{BLANK, Letter, TileSet};

fn english() -> TileSet {
    TileSet::english()
}

fn small() -> Lexicon {
    Lexicon::from_text(
        &english(),
        "CAT\nCATS\nACT\nACTS\nTAC\nCOT\nCUT\nAT\nTA\nAS\nSCAT\nSING\nRING\nRINGING\nING\nZA\nA\n\
         QUA\nAQUA\nCHAT\nCHATS\nSCATS\n",
    )
    .unwrap()
}

fn spell(words: &WordList) -> Vec<String> {
    words.iter().map(|w| english().spell_letters(w)).collect()
}

fn ask(lex: &Lexicon, kind: QueryKind, text: &str) -> Result<Answer, QueryError> {
    Ok(lex.answer(&WordQuery::parse(kind, &english(), text)?))
}

fn words(lex: &Lexicon, kind: QueryKind, text: &str) -> Vec<String> {
    match ask(lex, kind, text).unwrap() {
        Answer::Words(found) => spell(&found),
        other => panic!("{other:?}"),
    }
}

#[test]
fn check_answers_each_word_in_the_order_given() {
    let Answer::Checked(checked) = ask(&small(), QueryKind::Check, "cat XYZ, Rings  zA").unwrap()
    else {
        panic!("not a check");
    };
    let got: Vec<(String, bool)> = checked
        .iter()
        .map(|(w, ok)| (english().spell_letters(w), *ok))
        .collect();
    let want = [
        ("CAT", true),
        ("XYZ", false),
        ("RINGS", false),
        ("ZA", true),
    ];
    assert_eq!(got.len(), want.len());
    for ((word, ok), (w, o)) in got.iter().zip(want) {
        assert_eq!((word.as_str(), *ok), (w, o));
    }
}

#[test]
fn anagram_uses_every_tile_and_blanks_for_any_letter() {
    let lex = small();
    assert_eq!(
        words(&lex, QueryKind::Anagram, "tca"),
        ["ACT", "CAT", "TAC"]
    );
    assert_eq!(
        words(&lex, QueryKind::Anagram, "TC?"),
        ["ACT", "CAT", "COT", "CUT", "TAC"]
    );
    assert_eq!(
        words(&lex, QueryKind::Anagram, "??"),
        ["AS", "AT", "TA", "ZA"]
    );
    assert!(words(&lex, QueryKind::Anagram, "QQ").is_empty());
    // A word made with a letter or with a blank for it comes once.
    assert_eq!(
        words(&lex, QueryKind::Anagram, "AT?"),
        ["ACT", "CAT", "TAC"]
    );
}

#[test]
fn build_takes_words_of_two_letters_or_more_from_some_tiles() {
    let lex = small();
    assert_eq!(
        words(&lex, QueryKind::Build, "TCA"),
        ["ACT", "AT", "CAT", "TA", "TAC"]
    );
    assert_eq!(
        words(&lex, QueryKind::Build, "SCAT"),
        [
            "ACT", "ACTS", "AS", "AT", "CAT", "CATS", "SCAT", "TA", "TAC"
        ]
    );
    // Single letters are not answers; one A cannot make AQUA.
    assert_eq!(
        words(&lex, QueryKind::Build, "QA?"),
        ["AS", "AT", "QUA", "TA", "ZA"]
    );
}

#[test]
fn patterns_match_letters_any_letter_runs_and_sets() {
    let lex = small();
    let find = |p: &str| words(&lex, QueryKind::Pattern, p);
    assert_eq!(find("C?T"), ["CAT", "COT", "CUT"]);
    assert_eq!(find("C[AU]T"), ["CAT", "CUT"]);
    assert_eq!(
        find("[cz]*"),
        ["CAT", "CATS", "CHAT", "CHATS", "COT", "CUT", "ZA"]
    );
    assert_eq!(find("*ING"), ["ING", "RING", "RINGING", "SING"]);
    assert_eq!(find("*ING*"), ["ING", "RING", "RINGING", "SING"]);
    assert_eq!(find("?A*"), ["CAT", "CATS", "TA", "TAC", "ZA"]);
    assert_eq!(
        find("*A**T*"),
        [
            "ACT", "ACTS", "AT", "CAT", "CATS", "CHAT", "CHATS", "SCAT", "SCATS"
        ]
    );
    assert_eq!(
        find("*"),
        spell(&lex.matching(&Pattern::parse(&english(), "*").unwrap()))
    );
    assert_eq!(find("*").len(), lex.word_count());
    assert_eq!(find("?"), ["A"]);
    assert_eq!(find("cat"), ["CAT"]);
    assert!(find("Q*Z").is_empty());
}

#[test]
fn hooks_are_the_letters_before_and_after() {
    let lex = small();
    let hooks = |w: &str| match ask(&lex, QueryKind::Hooks, w).unwrap() {
        Answer::Hooks { hooks, .. } => (
            english().spell_letters(&hooks.front),
            english().spell_letters(&hooks.back),
        ),
        other => panic!("{other:?}"),
    };
    assert_eq!(hooks("CAT"), ("S".into(), "S".into()));
    assert_eq!(hooks("cats"), ("S".into(), String::new()));
    assert_eq!(hooks("A"), ("TZ".into(), "ST".into()));
    assert_eq!(hooks("QUA"), ("A".into(), String::new()));
    // Not a word itself, still hooked: ING + front letters.
    assert_eq!(hooks("ING").0, "RS");
    assert_eq!(hooks("XYZ"), (String::new(), String::new()));
}

#[test]
fn bad_input_gives_a_typed_error_with_a_clear_message() {
    let lex = small();
    let err = |kind, text: &str| ask(&lex, kind, text).unwrap_err();
    for kind in [
        QueryKind::Check,
        QueryKind::Anagram,
        QueryKind::Build,
        QueryKind::Pattern,
        QueryKind::Hooks,
    ] {
        assert_eq!(err(kind, "  "), QueryError::Empty, "{kind:?}");
    }
    assert_eq!(err(QueryKind::Check, ", ,"), QueryError::Empty);
    let digit = err(QueryKind::Check, "CAT C4T");
    assert_eq!(
        digit,
        QueryError::NotALetter {
            found: "4".into(),
            expected: Expected::Letter
        }
    );
    assert_eq!(digit.to_string(), "'4' is not a letter");
    assert_eq!(
        err(QueryKind::Anagram, "AB1").to_string(),
        "'1' is not a letter or `?` (a blank)"
    );
    assert_eq!(
        err(QueryKind::Pattern, "C.T").to_string(),
        "'.' is not a letter, `?`, `*` or `[...]`"
    );
    assert!(matches!(
        err(QueryKind::Hooks, "?AT"),
        QueryError::NotALetter { found, .. } if found == "?"
    ));
    let long = "A".repeat(MAX_LETTERS + 1);
    assert_eq!(
        err(QueryKind::Check, &long),
        QueryError::TooLong {
            len: MAX_LETTERS + 1,
            max: MAX_LETTERS
        }
    );
    assert!(matches!(
        err(QueryKind::Pattern, &long),
        QueryError::TooLong { .. }
    ));
    assert!(matches!(
        err(QueryKind::Hooks, &long),
        QueryError::TooLong { .. }
    ));
    // Runs of `*` count once; a set counts once.
    assert!(
        ask(
            &lex,
            QueryKind::Pattern,
            &format!("{}**[ABC]", "?".repeat(MAX_LETTERS - 2))
        )
        .is_ok()
    );
    let tiles = "E".repeat(MAX_TILES + 1);
    assert_eq!(
        err(QueryKind::Build, &tiles).to_string(),
        format!("{} is too many: at most {MAX_TILES} letters", MAX_TILES + 1)
    );
    assert_eq!(
        err(QueryKind::Anagram, "AB???"),
        QueryError::TooManyBlanks { count: 3, max: 2 }
    );
    assert_eq!(
        err(QueryKind::Build, "???").to_string(),
        "3 blanks (`?`) are too many: at most 2"
    );
    assert_eq!(err(QueryKind::Pattern, "C[AT"), QueryError::UnclosedSet);
    assert_eq!(err(QueryKind::Pattern, "C[]T"), QueryError::EmptySet);
    assert_eq!(err(QueryKind::Pattern, "CA]T"), QueryError::UnopenedSet);
    assert!(matches!(
        err(QueryKind::Pattern, "C[A?]T"),
        QueryError::NotALetter { found, .. } if found == "?"
    ));
}

#[test]
fn other_tile_sets_query_in_their_own_letters() {
    let polish = TileSet::polish();
    let lex = Lexicon::from_text(&polish, "ŻÓŁW\nŻUK\nŹLE\nLEŻ\n").unwrap();
    let query = WordQuery::parse(QueryKind::Pattern, &polish, "ż*").unwrap();
    let Answer::Words(found) = lex.answer(&query) else {
        panic!("words");
    };
    let spelled: Vec<String> = found.iter().map(|w| polish.spell_letters(w)).collect();
    // Polish alphabet order: Ó before U.
    assert_eq!(spelled, ["ŻÓŁW", "ŻUK"]);
}

// Brute force: every word of the list that fits.

/// Whether `word` can be made from `tiles` (letters, `BLANK` for any letter).
fn fits(word: &[Letter], tiles: &[u8]) -> bool {
    let mut have = [0i32; 64];
    for &t in tiles {
        have[usize::from(t)] += 1;
    }
    let mut short = 0;
    for &l in word {
        have[usize::from(l)] -= 1;
        if have[usize::from(l)] < 0 {
            short += 1;
        }
    }
    short <= have[usize::from(BLANK)]
}

/// Whether `word` matches `items`, by trying every split.
fn matches_items(items: &[PatternItem], word: &[Letter]) -> bool {
    match items.split_first() {
        None => word.is_empty(),
        Some((PatternItem::AnyRun, rest)) => {
            (0..=word.len()).any(|k| matches_items(rest, &word[k..]))
        }
        Some((item, rest)) => word.split_first().is_some_and(|(&l, tail)| {
            let ok = match *item {
                PatternItem::Letter(x) => x == l,
                PatternItem::AnyLetter => true,
                PatternItem::OneOf(set) => set & 1 << l != 0,
                PatternItem::AnyRun => unreachable!(),
            };
            ok && matches_items(rest, tail)
        }),
    }
}

/// A pattern as typed (letters 1..=6 are A..F).
fn pattern_text(items: &[PatternItem]) -> String {
    let letter = |l: u8| char::from(b'A' + l - 1);
    items
        .iter()
        .map(|item| match *item {
            PatternItem::Letter(l) => letter(l).to_string(),
            PatternItem::AnyLetter => "?".to_owned(),
            PatternItem::AnyRun => "*".to_owned(),
            PatternItem::OneOf(set) => {
                let letters: String = (1..=6).filter(|l| set & 1 << l != 0).map(letter).collect();
                format!("[{letters}]")
            }
        })
        .collect()
}

fn brute(list: &[Vec<Letter>], keep: impl Fn(&[Letter]) -> bool) -> Vec<Vec<Letter>> {
    let mut found: Vec<Vec<Letter>> = list.iter().filter(|w| keep(w)).cloned().collect();
    found.sort();
    found.dedup();
    found
}

fn listed(words: &WordList) -> Vec<Vec<Letter>> {
    words.iter().map(<[Letter]>::to_vec).collect()
}

/// Words over A..F (letters 1..=6), so that racks find many of them.
fn word_list() -> impl Strategy<Value = Vec<Vec<Letter>>> {
    prop::collection::vec(prop::collection::vec(1u8..=6, 1..=7), 0..80)
}

fn tiles() -> impl Strategy<Value = Vec<u8>> {
    prop::collection::vec(prop_oneof![6 => 1u8..=6, 1 => Just(BLANK)], 0..=8)
}

fn pattern() -> impl Strategy<Value = Vec<PatternItem>> {
    let item = prop_oneof![
        4 => (1u8..=6).prop_map(PatternItem::Letter),
        2 => Just(PatternItem::AnyLetter),
        2 => Just(PatternItem::AnyRun),
        1 => (1u64..64).prop_map(|set| PatternItem::OneOf(set << 1)),
    ];
    prop::collection::vec(item, 1..=6)
}

proptest! {
    #[test]
    fn anagram_and_build_agree_with_a_scan_of_the_list(list in word_list(), tiles in tiles()) {
        let lex = Lexicon::from_words(&list).unwrap();
        let all = lex.anagrams(&tiles, AnagramMode::AllTiles);
        let some = lex.anagrams(&tiles, AnagramMode::SomeTiles);
        prop_assert_eq!(listed(&all), brute(&list, |w| w.len() == tiles.len() && fits(w, &tiles)));
        prop_assert_eq!(listed(&some), brute(&list, |w| w.len() >= 2 && fits(w, &tiles)));
    }

    #[test]
    fn patterns_agree_with_a_scan_of_the_list(list in word_list(), items in pattern()) {
        let lex = Lexicon::from_words(&list).unwrap();
        let pattern = Pattern::parse(&english(), &pattern_text(&items)).unwrap();
        let found = lex.matching(&pattern);
        prop_assert_eq!(listed(&found), brute(&list, |w| matches_items(&items, w)));
    }

    #[test]
    fn hooks_agree_with_a_scan_of_the_list(list in word_list(), word in prop::collection::vec(1u8..=6, 1..=6)) {
        let lex = Lexicon::from_words(&list).unwrap();
        let hooks = lex.hooks(&word);
        let hooked = |front: bool| -> Vec<Letter> {
            (1u8..=6)
                .filter(|&l| {
                    let mut w = word.clone();
                    if front { w.insert(0, l) } else { w.push(l) }
                    list.contains(&w)
                })
                .collect()
        };
        prop_assert_eq!(hooks.front, hooked(true));
        prop_assert_eq!(hooks.back, hooked(false));
    }
}

/// ENABLE as letters, read once.
fn enable_words() -> &'static [Vec<Letter>] {
    static WORDS: OnceLock<Vec<Vec<Letter>>> = OnceLock::new();
    WORDS.get_or_init(|| {
        let set = english();
        include_str!("../../../lexicons/ENABLE.txt")
            .lines()
            .filter_map(|w| set.parse_letters(w.trim()))
            .filter(|w| !w.is_empty())
            .collect()
    })
}

fn rack() -> impl Strategy<Value = Vec<u8>> {
    (prop::collection::vec(1u8..=26, 1..=7), 0usize..=2).prop_map(|(mut tiles, blanks)| {
        tiles.truncate(7 - blanks.min(tiles.len().saturating_sub(1)));
        tiles.extend(std::iter::repeat_n(BLANK, blanks));
        tiles
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn on_enable_anagram_and_build_agree_with_a_scan(tiles in rack()) {
        let lex = Lexicon::enable();
        let list = enable_words();
        let all = lex.anagrams(&tiles, AnagramMode::AllTiles);
        let some = lex.anagrams(&tiles, AnagramMode::SomeTiles);
        prop_assert_eq!(listed(&all), brute(list, |w| w.len() == tiles.len() && fits(w, &tiles)));
        prop_assert_eq!(listed(&some), brute(list, |w| w.len() >= 2 && fits(w, &tiles)));
    }
}
