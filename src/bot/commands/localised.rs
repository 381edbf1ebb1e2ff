//! The command catalogues against the commands themselves (issue 29): every language's
//! catalogue reads, names and describes every command and option and nothing else, within
//! Discord's rules (names in lower case, 1 to 32 letters, digits, `-` or `_`, distinct among
//! siblings; descriptions of 1 to 100 characters), and the English one says what the code says.
//! An option's choices the English catalogue names (`/help topic:`) every language names, in
//! 1 to 100 characters, distinct among the option's choices.

use std::collections::{BTreeSet, HashSet};

use super::super::locale::{
    COMMAND_CATALOGUES, Catalogue, choice_key, command_key, messages_of, option_key,
};
use super::commands;
use crate::engine::names::Named as _;
use crate::kinds::Language;

/// A command or option as the code has it: its key, the siblings it must differ from, its
/// English name and description (none for a choice).
struct Named {
    key: String,
    siblings: String,
    name: String,
    description: Option<String>,
}

/// The choices of the options the English catalogue names, with their keys.
fn english_choice_keys() -> BTreeSet<String> {
    messages_of(COMMAND_CATALOGUES[0].1)
        .into_iter()
        .map(|(key, _)| key)
        .filter(|key| key.matches("--").count() == 2)
        .collect()
}

fn walk<U, E>(command: &poise::Command<U, E>, parent: Option<&str>, out: &mut Vec<Named>) {
    let key = command_key(parent, &command.name);
    let siblings = parent.unwrap_or("top level");
    out.push(Named {
        key: key.clone(),
        siblings: siblings.to_owned(),
        name: command.name.to_string(),
        description: Some(
            command
                .description
                .as_deref()
                .unwrap_or_default()
                .to_owned(),
        ),
    });
    let choices = english_choice_keys();
    for option in &command.parameters {
        let option_key = option_key(&key, &option.name);
        for choice in option.choices.iter() {
            let key = choice_key(&option_key, &choice.name);
            if choices.contains(&key) {
                out.push(Named {
                    key,
                    siblings: format!("{option_key} choices"),
                    name: choice.name.to_string(),
                    description: None,
                });
            }
        }
        out.push(Named {
            key: option_key,
            siblings: format!("{key} options"),
            name: option.name.to_string(),
            description: Some(option.description.as_deref().unwrap_or_default().to_owned()),
        });
    }
    for sub in &command.subcommands {
        walk(sub, Some(&key), out);
    }
}

fn discord_name(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
        && name.to_lowercase() == name
}

#[test]
fn every_catalogue_names_and_describes_every_command_and_option() {
    let mut named = Vec::new();
    for command in &commands() {
        walk(command, None, &mut named);
    }
    assert!(named.len() > 100, "{} commands and options", named.len());
    let wanted: BTreeSet<&str> = named.iter().map(|n| n.key.as_str()).collect();
    for &(language, text) in COMMAND_CATALOGUES {
        let code = language.code();
        let catalogue = Catalogue::parse(language, text).unwrap();
        let messages = messages_of(text);
        let keys: BTreeSet<&str> = messages.iter().map(|(k, _)| k.as_str()).collect();
        let missing: Vec<_> = wanted.difference(&keys).collect();
        let extra: Vec<_> = keys.difference(&wanted).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{code}: missing {missing:?}, not a command or option {extra:?}"
        );
        let mut seen = HashSet::new();
        for n in &named {
            let name = catalogue.name(&n.key).unwrap();
            let Some(english_description) = &n.description else {
                // A choice: a label of 1 to 100 characters, the English one the code's.
                assert!(
                    (1..=100).contains(&name.chars().count()),
                    "{code}: {name:?}"
                );
                assert!(
                    seen.insert((n.siblings.clone(), name.clone())),
                    "{code}: {name:?} names two of {}",
                    n.siblings
                );
                if language == Language::English {
                    assert_eq!(name, n.name, "{}", n.key);
                }
                continue;
            };
            let description = catalogue
                .description(&n.key)
                .unwrap_or_else(|| panic!("{code}: {} has no description", n.key));
            assert!(discord_name(&name), "{code}: {} is named {name:?}", n.key);
            assert!(
                (1..=100).contains(&description.chars().count()) && !description.contains('{'),
                "{code}: {} is described in {} characters: {description:?}",
                n.key,
                description.chars().count()
            );
            assert!(
                seen.insert((n.siblings.clone(), name.clone())),
                "{code}: {name:?} names two of {}",
                n.siblings
            );
            if language == Language::English {
                assert_eq!(
                    (&name, &description),
                    (&n.name, english_description),
                    "{}",
                    n.key
                );
            }
        }
    }
}

#[test]
fn registered_commands_carry_every_locale() {
    let commands = commands();
    let game = commands.iter().find(|c| c.name == "game").unwrap();
    let new = game.subcommands.iter().find(|c| c.name == "new").unwrap();
    let locales: Vec<&str> = new
        .name_localizations
        .iter()
        .map(|(locale, _)| locale.as_ref())
        .collect();
    let expected: Vec<&str> = Language::all()
        .into_iter()
        .filter_map(Language::discord_locale)
        .collect();
    assert_eq!(locales, expected);
    let french = new
        .description_localizations
        .iter()
        .find(|(locale, _)| locale == "fr")
        .map(|(_, d)| d.to_string())
        .unwrap();
    assert!(french.contains("partie"), "{french}");
    let opponents = new
        .parameters
        .iter()
        .find(|p| p.name == "opponents")
        .unwrap();
    assert!(
        opponents
            .name_localizations
            .iter()
            .any(|(locale, name)| locale == "fr" && name == "adversaires"),
        "{:?}",
        opponents.name_localizations
    );
}

/// Every description a command or an option is registered with (its own and each
/// language's), within Discord's 1 to 100 characters; `what` names it.
fn registered_descriptions<U, E>(command: &poise::Command<U, E>, out: &mut Vec<(String, String)>) {
    let what = command.qualified_name.to_string();
    let own = command.description.as_deref().unwrap_or_default();
    out.push((what.clone(), own.to_owned()));
    for (locale, text) in command.description_localizations.iter() {
        out.push((format!("{what} ({locale})"), text.to_string()));
    }
    for option in &command.parameters {
        let what = format!("{what} {}", option.name);
        let own = option.description.as_deref().unwrap_or_default();
        out.push((what.clone(), own.to_owned()));
        for (locale, text) in option.description_localizations.iter() {
            out.push((format!("{what} ({locale})"), text.to_string()));
        }
    }
    for sub in &command.subcommands {
        registered_descriptions(sub, out);
    }
}

#[test]
fn every_registered_description_comes_from_a_catalogue_within_discords_limits() {
    let mut described = Vec::new();
    for command in &commands() {
        registered_descriptions(command, &mut described);
    }
    let languages = Language::all()
        .into_iter()
        .filter(|l| l.discord_locale().is_some())
        .count();
    assert!(described.len() > 100 * languages, "{}", described.len());
    for (what, text) in &described {
        assert!(
            (1..=100).contains(&text.chars().count()),
            "{what} is described in {} characters: {text:?}",
            text.chars().count()
        );
    }
    // The English descriptions are the English catalogue's.
    let english = Catalogue::parse(Language::English, COMMAND_CATALOGUES[0].1).unwrap();
    let game = commands().into_iter().find(|c| c.name == "game").unwrap();
    assert_eq!(
        game.description.as_deref(),
        english.description("cmd-game").as_deref()
    );
}
