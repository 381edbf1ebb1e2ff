//! English left in another language (issue 43): what a message in a language other than
//! English must not say, and every catalogue message held to it.
//!
//! What counts as English left over in a language's text ([`leftovers`]):
//! - a command named as the English client shows it (`/game new`, `/word`) where the
//!   language's client shows another name (its command catalogue's), and an option named in
//!   English (`word:`, `at:`) where every command of that option is named otherwise;
//! - a value the bot puts in words said in English: a language's name (`French`), a computer
//!   player or an empty seat (`Computer`, `Seat`), a `/help` topic: each word of such a
//!   message's English text that the language's text does not have.
//!
//! A language Discord has no locale for (Catalan) is shown the English commands by its client,
//! so naming them is right there. Words a language legitimately shares with English are the
//! language's own, and never counted ([`SHARED`]).

use std::collections::BTreeSet;

use super::catalogue::{Catalogue, message_keys};
use super::commands::COMMAND_CATALOGUES;
use super::messages::{MESSAGE_CATALOGUES, Tr};
use crate::engine::names::Named as _;
use crate::kinds::Language;

/// Words a language legitimately writes as English does, that the value checks below would
/// otherwise count: none so far (the check compares each value's English words with the
/// language's own words for the same value, so only a coincidence would need listing here).
pub const SHARED: &[(Language, &str)] = &[];

/// The messages whose text is a value the bot puts into other messages, in words.
fn is_value_message(key: &str) -> bool {
    key.starts_with("language-") || key.starts_with("seat-name-")
}

/// Alphabetic words of `text`.
pub fn words(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 2)
        .map(str::to_owned)
        .collect()
}

/// What a language's text must not say: English commands and options, English value words.
struct Forbidden {
    /// `/game new`, `/word`: commands whose name in the language differs.
    commands: Vec<String>,
    /// `word`, `at`: options every command names otherwise in the language.
    options: Vec<String>,
    /// `French`, `Computer`: English words of worded values.
    words: BTreeSet<String>,
}

fn forbidden(language: Language) -> Forbidden {
    let mut out = Forbidden {
        commands: Vec::new(),
        options: Vec::new(),
        words: BTreeSet::new(),
    };
    if language == Language::English {
        return out;
    }
    let catalogue = |list: &[(Language, &'static str)], language: Language| {
        list.iter()
            .find(|(l, _)| *l == language)
            .map(|&(l, text)| (Catalogue::parse(l, text).unwrap(), text))
    };
    if language.discord_locale().is_some()
        && let (Some((en, english)), Some((theirs, _))) = (
            catalogue(COMMAND_CATALOGUES, Language::English),
            catalogue(COMMAND_CATALOGUES, language),
        )
    {
        let keys = message_keys(english);
        let mut paths: Vec<(String, String, String)> = Vec::new();
        let mut commands: Vec<&String> = keys.iter().filter(|k| !k.contains("--")).collect();
        commands.sort_by_key(|k| k.len());
        for key in commands {
            let (name, local) = (en.name(key).unwrap(), theirs.name(key).unwrap());
            let parent = paths
                .iter()
                .find(|(k, _, _)| {
                    key.strip_suffix(&name).and_then(|p| p.strip_suffix('_')) == Some(k.as_str())
                })
                .cloned();
            let (english, localised) = match parent {
                Some((_, e, l)) => (format!("{e} {name}"), format!("{l} {local}")),
                None => (name, local),
            };
            if english != localised {
                out.commands.push(format!("/{english}"));
            }
            paths.push((key.clone(), english, localised));
        }
        let options: Vec<(String, String)> = keys
            .iter()
            .filter(|k| k.matches("--").count() == 1)
            .map(|k| (en.name(k).unwrap(), theirs.name(k).unwrap()))
            .collect();
        for (english, _) in &options {
            if options.iter().all(|(e, l)| e != english || l != english)
                && !out.options.contains(english)
            {
                out.options.push(english.clone());
            }
        }
    }
    let (Some((en, english)), Some((theirs, _))) = (
        catalogue(MESSAGE_CATALOGUES, Language::English),
        catalogue(MESSAGE_CATALOGUES, language),
    ) else {
        return out;
    };
    // A value message's own values (a computer's level, a seat's number) as a number: its
    // words are what is compared.
    let mut args = fluent_bundle::FluentArgs::new();
    for name in ["level", "seat"] {
        args.set(name, 3);
    }
    for key in message_keys(english).iter().filter(|k| is_value_message(k)) {
        let (Some(e), Some(t)) = (en.text(key, &args), theirs.text(key, &args)) else {
            continue;
        };
        let own = words(&t);
        out.words
            .extend(words(&e).into_iter().filter(|w| !own.contains(w)));
    }
    out.words
        .retain(|w| !SHARED.contains(&(language, w.as_str())));
    out
}

/// Whether `text` has `needle` starting at a word boundary and ending at one.
fn has_word(text: &str, needle: &str) -> bool {
    text.match_indices(needle).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + needle.len()..].chars().next();
        let joins =
            |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '-');
        !joins(after) && (needle.starts_with('/') || !joins(before))
    })
}

/// The English left over in `text`, said in `language`: each command, option and word found.
pub fn leftovers(language: Language, text: &str) -> Vec<String> {
    let forbidden = forbidden(language);
    let mut found = Vec::new();
    for command in &forbidden.commands {
        if has_word(text, command) {
            found.push(command.clone());
        }
    }
    for option in &forbidden.options {
        let typed = format!("{option}:");
        let named = text.match_indices(&typed).any(|(at, _)| {
            text[..at]
                .chars()
                .next_back()
                .is_none_or(|c| c == ' ' || c == '`' || c == '(')
        });
        if named {
            found.push(typed);
        }
    }
    let said = words(text);
    found.extend(
        forbidden
            .words
            .iter()
            .filter(|w| said.contains(*w))
            .cloned(),
    );
    found
}

/// `leftovers` in every language but English, of the text `say` writes in each.
pub fn leftovers_in_every_language(say: impl Fn(Tr) -> String) -> Vec<String> {
    Language::all()
        .into_iter()
        .filter(|&l| l != Language::English)
        .flat_map(|language| {
            let said = say(Tr(language));
            leftovers(language, &said)
                .into_iter()
                .map(move |left| format!("{}: {left:?} in {said}", language.code()))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_check_finds_english_commands_options_and_values() {
        let french = Language::French;
        let found = leftovers(
            french,
            "`/game` (new, join), `/word check`, `/play word:HORN at:8F`, (lettres : **French**), Computer (hard), Seat 2",
        );
        for wanted in [
            "/game", "/word", "/play", "word:", "at:", "French", "Computer", "Seat",
        ] {
            assert!(found.iter().any(|f| f == wanted), "{wanted}: {found:?}");
        }
        assert_eq!(
            leftovers(
                french,
                "`/partie nouvelle`, `/jouer mot:HORN position:8F` (lettres : français), ordinateur (difficile), /gamer"
            ),
            Vec::<String>::new()
        );
        // Catalan clients show the English commands.
        assert_eq!(
            leftovers(Language::Catalan, "`/game new` `/play word:HORN at:8F`"),
            Vec::<String>::new()
        );
        assert!(leftovers(Language::Catalan, "(fitxes: French)").contains(&"French".to_owned()));
    }
}
