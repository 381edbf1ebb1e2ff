//! End to end, issue 43: a player types a word as their language writes it. Through the real
//! binary and the fake Discord, on the fixture lists of `e2e_languages.rs`: in French, `/word`
//! takes ÉLÈVE, SAÏ and CŒUR as the list's ELEVE, SAI and COEUR, the list's abbreviations (KM,
//! PR, PX) are not words, and a play and an exchange typed with accents are the plain tiles; in
//! Spanish, Ñ is a tile of its own that typed N never matches, while Ó folds to O.

use lexicord::engine::game::TurnKind;
use lexicord::engine::notation::parse_play_text;
use lexicord::engine::tiles::Edition;
use lexicord::engine::variant::Variant;
use sqlx::PgPool;

use crate::e2e_languages::{lexicon_of, open, playable_seed, start_with_seed, table_with_lists};
use crate::fake_discord::{FakeUser, Message, Opt};
use crate::support::table::{Table, best_play_in};

/// `/word check` of `words` in `lexicon`, answered privately.
async fn check(table: &Table, user: &FakeUser, words: &str, lexicon: &str) -> Message {
    let answer = table
        .run(
            user,
            "word check",
            &[Opt::text("words", words), Opt::text("lexicon", lexicon)],
        )
        .await;
    assert!(answer.ephemeral, "{answer:?}");
    answer
}

/// The accented form a French player may type for a letter (upper case a tile, lower case a
/// blank), if it has one.
fn accented(c: char) -> Option<char> {
    let forms = [
        ('A', 'À'),
        ('C', 'Ç'),
        ('E', 'É'),
        ('I', 'Ï'),
        ('O', 'Ô'),
        ('U', 'Ù'),
        ('a', 'â'),
        ('c', 'ç'),
        ('e', 'è'),
        ('i', 'î'),
        ('o', 'ô'),
        ('u', 'û'),
    ];
    forms
        .iter()
        .find(|&&(plain, _)| plain == c)
        .map(|&(_, a)| a)
}

/// `word` with every letter that has an accented form typed with it.
fn with_accents(word: &str) -> String {
    word.chars().map(|c| accented(c).unwrap_or(c)).collect()
}

#[sqlx::test]
async fn french_words_plays_and_exchanges_are_typed_with_their_accents(pool: PgPool) {
    let table = table_with_lists(pool).await;
    let alice = table.alice.clone();

    // The word tools read the accents as the list reading folds them.
    let checked = check(&table, &alice, "ÉLÈVE SAÏ cœur élève", "lexique").await;
    assert_eq!(
        checked.text(),
        "All 4 valid in lexique:\n`ELEVE` valid\n`SAI` valid\n`COEUR` valid\n`ELEVE` valid"
    );
    // The list's abbreviations are not words; its interjection PST is.
    let checked = check(&table, &alice, "KM KG PR PX QQN PST", "lexique").await;
    assert_eq!(
        checked.text(),
        "5 of 6 not valid in lexique:\n`KM` not valid\n`KG` not valid\n`PR` not valid\n\
         `PX` not valid\n`QQN` not valid\n`PST` valid"
    );
    let anagram = table
        .run(
            &alice,
            "word anagram",
            &[
                Opt::text("letters", "ÈVÉLE"),
                Opt::text("lexicon", "lexique"),
            ],
        )
        .await;
    assert!(anagram.text().contains("ELEVE"), "{anagram:?}");
    let pattern = table
        .run(
            &alice,
            "word pattern",
            &[
                Opt::text("pattern", "ÉL?VE"),
                Opt::text("lexicon", "lexique"),
            ],
        )
        .await;
    assert!(pattern.text().contains("ELEVE"), "{pattern:?}");

    // A play typed with accents puts down the plain tiles (a lower-case accented letter is a
    // blank, folded the same way).
    let variant = Variant::classic().with_edition(&Edition::named("french").unwrap());
    let lexicon = lexicon_of("francais.txt", &variant.tiles);
    open(&table, "lexique").await;
    start_with_seed(&table, playable_seed(&variant, &lexicon)).await;
    let game = table.game().await;
    let mover = table.to_move().await.unwrap();
    let (coord, word, _) = best_play_in(&game, &lexicon).expect("an opening");
    let typed = with_accents(&word);
    assert_ne!(typed, word, "the word has a letter to accent: {word}");
    let played = table
        .run(
            &mover,
            "play",
            &[Opt::text("word", &typed), Opt::text("at", &coord)],
        )
        .await;
    assert!(played.text().starts_with("Done"), "{typed}: {played:?}");
    let after = table.game().await;
    let Some(TurnKind::Play { .. }) = after.history().last().map(|t| &t.kind) else {
        panic!("a play: {:?}", after.history().last());
    };
    let plain = parse_play_text(&variant.tiles, game.board(), &format!("{coord} {word}")).unwrap();
    for &(pos, tile) in &plain.tiles {
        assert_eq!(after.board().get(pos), Some(tile), "the tiles of {word}");
    }

    // An exchange typed with an accent swaps the plain tile.
    let next = table.to_move().await.unwrap();
    let seat = after.to_move().unwrap();
    let rack = after.rack(seat).to_text(&variant.tiles);
    let (plain, accent) = rack
        .chars()
        .find_map(|c| accented(c).map(|a| (c, a)))
        .expect("a rack letter with an accented form");
    let exchanged = table
        .run(
            &next,
            "exchange",
            &[Opt::text("tiles", &accent.to_string())],
        )
        .await;
    assert!(
        exchanged.text().starts_with("Done"),
        "{accent}: {exchanged:?}"
    );
    let last = table.game().await.history().last().unwrap().kind.clone();
    let letter = variant.tiles.letter_of(plain).unwrap();
    assert_eq!(
        last,
        TurnKind::Exchange {
            tiles: vec![letter]
        }
    );
}

#[sqlx::test]
async fn in_spanish_n_tilde_is_its_own_tile_and_other_accents_fold(pool: PgPool) {
    let table = table_with_lists(pool).await;
    let alice = table.alice.clone();
    let checked = check(&table, &alice, "NIÑO niño CAMIÓN", "palabras").await;
    assert_eq!(
        checked.text(),
        "All 3 valid in palabras:\n`NIÑO` valid\n`NIÑO` valid\n`CAMION` valid"
    );
    // Typed N is never Ñ.
    let checked = check(&table, &alice, "NINO", "palabras").await;
    assert_eq!(checked.text(), "Not valid in palabras:\n`NINO` not valid");
}
