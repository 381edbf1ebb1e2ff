//! Tests of the word graph: membership against the word list, queries, the byte form.

use super::graph_builder::{HEADER_LEN, REF_SHIFT, ROOT_AT};
use super::*;
use crate::engine::dictionary::Dictionary;
use crate::engine::tiles::{Letter, TileSet};

fn english() -> TileSet {
    TileSet::english()
}

fn small() -> Lexicon {
    Lexicon::from_text(
        &english(),
        "CAT\nCATS\nACT\nTAC\nCOT\nCUT\nAT\nTA\nSING\nRING\nRINGING\nING\n# comment\n\nZA",
    )
    .unwrap()
}

fn letters(word: &str) -> Vec<Letter> {
    english().parse_letters(word).unwrap()
}

#[test]
fn contains_exactly_the_listed_words() {
    let lex = small();
    for word in ["CAT", "CATS", "ACT", "AT", "RINGING", "ZA", "ING"] {
        assert!(lex.contains(&letters(word)), "{word}");
    }
    for word in ["CA", "C", "CATSS", "TAS", "RINGIN", "GNIR", "A", "INGS"] {
        assert!(!lex.contains(&letters(word)), "{word}");
    }
    assert!(!lex.contains(&[]));
    assert_eq!(lex.word_count(), 13);
    assert_eq!(lex.longest_word(), 7);
}

#[test]
fn every_split_of_a_word_is_an_entry() {
    let lex = small();
    // CATS split after "CA": reversed head AC, separator, then TS.
    let (a, c, t, s) = (1, 3, 20, 19);
    let arc = lex
        .walk(lex.root(), [a, c, SEPARATOR, t, s])
        .expect("entry exists");
    assert!(arc.accepts());
    let arc = lex.walk(lex.root(), [a, c, SEPARATOR, t]).unwrap();
    assert!(arc.accepts(), "CAT");
    assert!(lex.walk(lex.root(), [a, c, SEPARATOR, c]).is_none());
}

#[test]
fn byte_form_round_trips_and_bad_bytes_are_refused() {
    let lex = small();
    let again = Lexicon::from_bytes(lex.as_bytes().to_vec()).unwrap();
    assert!(again.contains(&letters("RINGING")));
    assert!(Lexicon::from_bytes(b"nonsense".to_vec()).is_err());
    let mut broken = lex.as_bytes().to_vec();
    let n = broken.len();
    broken[n - 1] = 0xff; // a child pointing past its parent
    assert!(Lexicon::from_bytes(broken).is_err());
    let mut wrong_letters = lex.as_bytes().to_vec();
    let root = lex.root();
    assert!(!root.is_single());
    wrong_letters[HEADER_LEN + 4 * root.at()] ^= 0b10; // the root's letter set, letter 1 (A)
    assert_eq!(
        Lexicon::from_bytes(wrong_letters).unwrap_err(),
        LexiconError::BadGraph("arcs do not match their node's letters")
    );
    let mut older = lex.as_bytes().to_vec();
    older[3] = b'1';
    assert!(Lexicon::is_graph_bytes(&older));
    assert!(Lexicon::from_bytes(older).is_err());
    let empty = Lexicon::from_words(Vec::<Vec<Letter>>::new()).unwrap();
    assert!(!empty.contains(&letters("A")));
    assert!(Lexicon::from_bytes(empty.as_bytes().to_vec()).is_ok());
}

/// Rewrites the child reference of the graph word at `at` (an arc).
fn with_child(bytes: &[u8], at: usize, child: u32) -> Vec<u8> {
    let mut bytes = bytes.to_vec();
    let i = HEADER_LEN + 4 * at;
    let arc = u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
    let arc = arc & ((1 << REF_SHIFT) - 1) | child << REF_SHIFT;
    bytes[i..i + 4].copy_from_slice(&arc.to_le_bytes());
    bytes
}

#[test]
fn arcs_pointing_at_or_after_themselves_are_refused() {
    let lex = small();
    let graph = lex.graph();
    let root = lex.root();
    let (_, first) = graph.head(root);
    // The root's first arc pointing at the root (a loop), or at itself as a single arc.
    for child in [root.0, (first as u32) << 1 | 1] {
        assert_eq!(
            Lexicon::from_bytes(with_child(lex.as_bytes(), first, child)).unwrap_err(),
            LexiconError::BadGraph("child after parent"),
        );
    }
    // A single-arc node one word before the arc: the arc before it in the root's run.
    let ok = with_child(lex.as_bytes(), first + 1, (first as u32) << 1 | 1);
    assert!(Lexicon::from_bytes(ok).is_ok());
}

#[test]
fn single_arc_nodes_have_no_letter_set_and_share_stored_arcs() {
    let lex = Lexicon::enable();
    let graph = lex.graph();
    // Walk every entry; count the nodes met by kind.
    let (mut single, mut multi) = (0usize, 0usize);
    let mut stack = vec![lex.root()];
    let mut seen = std::collections::HashSet::new();
    while let Some(node) = stack.pop() {
        if node.is_none() || !seen.insert(node) {
            continue;
        }
        let arcs: Vec<Arc> = graph.arcs(node).collect();
        assert_eq!(arcs.len(), graph.letters(node).count_ones() as usize);
        if node.is_single() {
            single += 1;
            assert_eq!(arcs.len(), 1);
        } else {
            multi += 1;
            assert!(arcs.len() >= 2);
        }
        stack.extend(arcs.iter().map(|a| a.child()));
    }
    // Each multi-arc node has a one-word letter set (English letters are below 32); single
    // arcs stored on their own take one word; the rest are shared.
    let arcs_in_multi: usize = seen
        .iter()
        .filter(|n| !n.is_single())
        .map(|&n| graph.letters(n).count_ones() as usize)
        .sum();
    let alone = lex.graph_words() - (ROOT_AT + 1) - multi - arcs_in_multi;
    assert!(single > multi, "{single} single, {multi} multi");
    assert!(
        alone < single,
        "{alone} of {single} single arcs stored alone"
    );
    assert!(lex.as_bytes().len() < 4_000_000, "{}", lex.as_bytes().len());
}

#[test]
fn tile_sets_with_many_letters_have_two_word_letter_sets() {
    let polish = TileSet::polish();
    let text = "ŻÓŁW\nŻÓŁWIE\nźle\nZLE\nŹDŹBŁO\nżal\n";
    let lex = Lexicon::from_text(&polish, text).unwrap();
    assert!(lex.graph().wide);
    let again = Lexicon::from_bytes(lex.as_bytes().to_vec()).unwrap();
    for word in text.lines() {
        let word = polish.parse_letters(word).unwrap();
        assert!(again.contains(&word));
    }
    assert!(!again.contains(&polish.parse_letters("ŻÓŁ").unwrap()));
    assert!(!Lexicon::enable().graph().wide);
}

#[test]
fn letter_sets_find_arcs_directly() {
    let lex = small();
    let graph = lex.graph();
    let root = graph.root();
    let linear: Vec<Letter> = graph.arcs(root).map(Arc::letter).collect();
    let set = graph.letters(root);
    assert_eq!(set.count_ones() as usize, linear.len());
    for letter in 0..=graph_builder::MAX_LETTER {
        let scanned = graph.arcs(root).find(|a| a.letter() == letter);
        assert_eq!(graph.find(root, letter), scanned);
        assert_eq!(set & 1 << letter != 0, scanned.is_some());
    }
    // Only the wanted letters, in letter order.
    let (a, c, t) = (1, 3, 20);
    let among: Vec<Letter> = graph
        .arcs_among(root, 1 << t | 1 << a | 1 << c | 1 << 63)
        .map(Arc::letter)
        .collect();
    assert_eq!(among, [a, c, t]);
    assert_eq!(graph.letters(Node::NONE), 0);
    assert_eq!(graph.arcs_among(Node::NONE, u64::MAX).count(), 0);
}

#[test]
fn word_lists_name_the_bad_line() {
    let err = Lexicon::from_text(&english(), "CAT\nCA7\n").unwrap_err();
    assert_eq!(
        err,
        LexiconError::NotALetter {
            line: 2,
            word: "CA7".into(),
            set: "english".into()
        }
    );
    assert!(err.to_string().contains("line 2"));
}

#[test]
fn other_tile_sets_have_their_own_letters() {
    let polish = TileSet::polish();
    let lex = Lexicon::from_text(&polish, "ŻÓŁW\nźle\n").unwrap();
    assert!(lex.contains(&polish.parse_letters("żółw").unwrap()));
    assert!(lex.contains(&polish.parse_letters("ŹLE").unwrap()));
    assert!(!lex.contains(&polish.parse_letters("ZLE").unwrap()));
}

#[test]
fn enable_is_prebuilt_with_every_word() {
    let lex = Lexicon::enable();
    assert_eq!(lex.word_count(), 172_820);
    assert_eq!(lex.longest_word(), 28);
    let text = include_str!("../../../lexicons/ENABLE.txt");
    let set = english();
    for word in text.lines().step_by(97) {
        assert!(lex.contains(&set.parse_letters(word).unwrap()), "{word}");
    }
    for word in ["XU", "CWM", "AA", "ETHER", "ZYZZYVAS"] {
        assert!(lex.contains(&letters(word)), "{word}");
    }
    for word in ["QI", "ZA", "ZZZ", "AAAA"] {
        assert!(!lex.contains(&letters(word)), "{word}");
    }
}

#[test]
fn spanish_digraphs_are_one_tile_in_word_lists_and_queries() {
    use super::{Answer, QueryKind, WordQuery};
    let es = TileSet::by_name("spanish").unwrap();
    let lex = Lexicon::from_text(&es, "CHURRO\nCHE\nLLAMA\nCALLE\nHACE\nÑU\n").unwrap();
    let words = |kind, text: &str| -> Vec<String> {
        match lex.answer(&WordQuery::parse(kind, &es, text).unwrap()) {
            Answer::Words(found) => found.iter().map(|w| es.spell_letters(w)).collect(),
            other => panic!("{other:?}"),
        }
    };
    // CHE is two tiles, CH and E: a two-tile pattern finds it.
    assert_eq!(words(QueryKind::Pattern, "??"), ["CHE", "ÑU"]);
    assert_eq!(words(QueryKind::Pattern, "[CH]*"), ["CHE", "CHURRO"]);
    assert_eq!(words(QueryKind::Pattern, "*ll*"), ["CALLE", "LLAMA"]);
    // An anagram's tiles are one character a tile: CH needs its brackets.
    assert_eq!(words(QueryKind::Anagram, "E[CH]"), ["CHE"]);
    assert!(words(QueryKind::Anagram, "ECH").is_empty());
    assert!(lex.contains(&es.parse_letters("calle").unwrap()));
    assert!(!lex.contains(&es.parse_letters("CA[L]LE").unwrap()));
}

#[test]
fn word_queries_are_typed_with_the_languages_accents() {
    use super::{Answer, QueryKind, WordQuery, read_system_words};
    let fr = TileSet::by_name("french").unwrap();
    let listed = read_system_words(&fr, "élève\nsaï\ncœur\nlevé\nkm\n");
    let lex = Lexicon::from_words(&listed.words).unwrap();
    let ask = |kind, text: &str| lex.answer(&WordQuery::parse(kind, &fr, text).unwrap());
    let words = |kind, text: &str| -> Vec<String> {
        match ask(kind, text) {
            Answer::Words(found) => found.iter().map(|w| fr.spell_letters(w)).collect(),
            other => panic!("{other:?}"),
        }
    };
    let Answer::Checked(checked) = ask(QueryKind::Check, "ÉLÈVE saï CŒUR KM") else {
        panic!("a check");
    };
    let verdicts: Vec<(String, bool)> = checked
        .iter()
        .map(|(w, valid)| (fr.spell_letters(w), *valid))
        .collect();
    assert_eq!(
        verdicts,
        [
            ("ELEVE".into(), true),
            ("SAI".into(), true),
            ("COEUR".into(), true),
            ("KM".into(), false)
        ]
    );
    assert_eq!(words(QueryKind::Anagram, "ÈVÉLE"), ["ELEVE"]);
    assert_eq!(words(QueryKind::Build, "ÉVÉL?"), ["ELEVE", "LEVE"]);
    assert_eq!(words(QueryKind::Pattern, "[ÉÀ]L*"), ["ELEVE"]);
    let Answer::Hooks { word, .. } = ask(QueryKind::Hooks, "LEVÉ") else {
        panic!("hooks");
    };
    assert_eq!(fr.spell_letters(&word), "LEVE");

    // In Spanish Ñ is a tile: NINO is not NIÑO.
    let es = TileSet::by_name("spanish").unwrap();
    let lex = Lexicon::from_words(&read_system_words(&es, "niño\n").words).unwrap();
    let check =
        |text: &str| match lex.answer(&WordQuery::parse(QueryKind::Check, &es, text).unwrap()) {
            Answer::Checked(checked) => checked[0].1,
            other => panic!("{other:?}"),
        };
    assert!(check("NIÑO") && check("niño"));
    assert!(!check("NINO"));
}
