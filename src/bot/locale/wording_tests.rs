//! The refusals worded as data (by the engine, the tournaments and the service) read in the
//! English catalogue exactly as their own English text, and every language says each of them
//! in its own words.

use super::messages::Tr;
use crate::bot::errors::sentence;
use crate::engine::names::Named;
use crate::engine::wording::{Value, Wording};
use crate::kinds::Language;

/// Every example refusal, with its English text.
fn examples() -> Vec<(String, Wording)> {
    let mut all = crate::engine::refusal_examples::examples();
    all.extend(crate::service::refusal_examples::examples());
    all
}

/// The keys of `wording` and of every message inside it.
fn keys(wording: &Wording, out: &mut Vec<String>) {
    out.push(wording.key.to_string());
    for (_, value) in &wording.values {
        match value {
            Value::Said(inner) => keys(inner, out),
            Value::Parts(parts) => parts.iter().for_each(|p| keys(p, out)),
            Value::Text(_) | Value::Number(_) => {}
        }
    }
}

#[test]
fn the_english_catalogue_says_each_refusal_as_its_own_text() {
    let examples = examples();
    assert!(examples.len() > 150, "{} examples", examples.len());
    for (english, wording) in &examples {
        assert_eq!(
            sentence(&Tr(Language::English).word(wording)),
            sentence(english),
            "{wording:?}"
        );
    }
}

#[test]
fn every_language_says_each_refusal_in_its_own_words() {
    let examples = examples();
    for language in Language::all() {
        let tr = Tr(language);
        for (_, wording) in &examples {
            let said = tr.word(wording);
            let mut asked = Vec::new();
            keys(wording, &mut asked);
            // A message no catalogue has comes back as its key.
            assert!(!asked.contains(&said), "{language:?}: {said}");
            for (name, value) in &wording.values {
                if let Value::Text(text) = value {
                    assert!(said.contains(text.as_str()), "{language:?} {name}: {said}");
                }
            }
        }
    }
    let french = Tr(Language::French).word(&Wording::new("setting-player-count"));
    assert_ne!(
        french,
        Tr(Language::English).word(&Wording::new("setting-player-count"))
    );
}

#[test]
fn every_message_the_engine_names_is_in_the_catalogues() {
    let english: Vec<String> =
        super::catalogue::messages_of(super::messages::MESSAGE_CATALOGUES[0].1)
            .into_iter()
            .map(|(key, _)| key)
            .collect();
    let keys = crate::engine::refusal_examples::message_keys();
    assert!(keys.contains(&"card-meteor-shower") && keys.contains(&"draw-won-roll"));
    for key in keys {
        assert!(english.iter().any(|k| k == key), "{key} is in no catalogue");
    }
}
