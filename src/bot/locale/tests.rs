//! The message catalogues (issue 29): every language has every English message with the same
//! values, each reads and formats, the bot asks only for messages the catalogues have, and a
//! message is said in the language asked (English for one the bot does not speak).

use std::collections::BTreeSet;

use fluent_bundle::FluentArgs;

use super::catalogue::{Catalogue, messages_of};
use super::messages::{MESSAGE_CATALOGUES, Tr};
use crate::engine::names::Named;
use crate::kinds::Language;

/// The English messages with their values.
fn english() -> Vec<(String, BTreeSet<String>)> {
    messages_of(MESSAGE_CATALOGUES[0].1)
}

#[test]
fn every_catalogue_has_every_english_message_with_the_same_values() {
    let english = english();
    assert!(english.len() > 40, "{} messages", english.len());
    let languages: BTreeSet<&str> = MESSAGE_CATALOGUES.iter().map(|(l, _)| l.code()).collect();
    let all: BTreeSet<&str> = Language::all().into_iter().map(Language::code).collect();
    assert_eq!(languages, all, "a catalogue for every language");
    for &(language, text) in MESSAGE_CATALOGUES {
        let code = language.code();
        let catalogue = Catalogue::parse(language, text).unwrap_or_else(|e| panic!("{e}"));
        let messages = messages_of(text);
        let keys: Vec<&String> = messages.iter().map(|(k, _)| k).collect();
        let wanted: Vec<&String> = english.iter().map(|(k, _)| k).collect();
        assert_eq!(keys, wanted, "{code}: the English messages, in order");
        for ((key, values), (_, theirs)) in english.iter().zip(&messages) {
            assert_eq!(theirs, values, "{code}: {key}'s values");
            let mut args = FluentArgs::new();
            for name in values {
                args.set(name.as_str(), 3);
            }
            let said = catalogue
                .text(key, &args)
                .unwrap_or_else(|| panic!("{code}: {key} does not format"));
            assert!(!said.trim().is_empty(), "{code}: {key} is empty");
        }
    }
}

/// The message keys the bot's code asks for: every `text("key")` and `say("key"` (and the
/// keys chosen between two in an `if`) in `src/bot`.
fn keys_in_code() -> BTreeSet<String> {
    let mut keys = BTreeSet::new();
    let mut stack = vec![std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src/bot"
    ))];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.ends_with("locale") {
                // Where messages are looked up, not asked for.
                continue;
            }
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let code = std::fs::read_to_string(&path).unwrap();
                for (at, _) in code.match_indices('"') {
                    let rest = &code[at + 1..];
                    let Some(end) = rest.find('"') else { continue };
                    let word = &rest[..end];
                    let before = code[..at].trim_end();
                    let asked = before.ends_with("text(")
                        || before.ends_with("say(")
                        || (word.contains('-')
                            && word.chars().all(|c| c.is_ascii_lowercase() || c == '-')
                            && (before.ends_with("if new {")
                                || before.ends_with("} else {")
                                || before.ends_with('{')));
                    if asked && !word.is_empty() && !word.contains(' ') {
                        keys.insert(word.to_owned());
                    }
                }
            }
        }
    }
    keys
}

#[test]
fn the_bot_asks_only_for_messages_the_catalogues_have() {
    let english = english();
    let known: BTreeSet<&String> = english.iter().map(|(k, _)| k).collect();
    let asked = keys_in_code();
    assert!(asked.len() > 30, "{asked:?}");
    let unknown: Vec<&String> = asked
        .iter()
        .filter(|k| !known.contains(k) && !k.starts_with("cmd-"))
        .collect();
    assert!(
        unknown.is_empty(),
        "asked for but in no catalogue: {unknown:?}"
    );
}

#[test]
fn a_message_is_said_in_the_language_asked() {
    let english = Tr::of_locale(Some("en-US")).text("game-joined");
    assert_eq!(english, "You joined the game.");
    assert_eq!(Tr::of_locale(Some("ja")).text("game-joined"), english);
    assert_eq!(Tr::of_locale(None).text("game-joined"), english);
    let french = Tr::of_locale(Some("fr")).say("game-opened", &[("game", "12".into())]);
    assert_ne!(french, "Your game #12 is open.");
    assert!(french.contains("#12"), "{french}");
    // No bidirectional isolation marks around values: Discord shows them as they are.
    assert!(
        !french.contains('\u{2068}') && !french.contains('\u{2069}'),
        "{french:?}"
    );
    for language in Language::all() {
        let said = Tr(language).text("err-not-a-player");
        assert!(!said.is_empty());
        if language != Language::English {
            assert_ne!(
                said,
                Tr(Language::English).text("err-not-a-player"),
                "{language:?}"
            );
        }
    }
}
