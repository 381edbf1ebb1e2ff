//! The messages the engine, the tournaments and the service word as data are in every
//! catalogue, with every value they put in: read off the code itself (each key a wording
//! names, and the values given after it), so no list of examples is kept by hand. The errors'
//! `Display` and the bot say the same catalogue's words, so there is no second English to
//! hold equal.

use std::collections::{BTreeMap, BTreeSet};

use super::catalogue::messages_of;
use super::messages::{MESSAGE_CATALOGUES, Tr};
use crate::engine::wording::Wording;
use crate::kinds::Language;

/// A message the code names, where, and the values given with it (`None` where the values
/// are given out of sight: a key chosen in a `match`, passed on to a helper).
struct Named {
    key: String,
    at: String,
    values: Option<BTreeSet<String>>,
}

/// The methods of [`Wording`] that put a value in, by name.
const PUT: &[&str] = &[".put(", ".number(", ".said(", ".parts(", ".value("];

/// The code of `src` outside `src/bot` (whose keys `tests.rs` checks) and the load tool,
/// without its test modules.
fn sources() -> Vec<(String, String)> {
    let root = std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/src"));
    let mut out = Vec::new();
    let mut stack = vec![root.clone()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.ends_with("bot") || path.ends_with("bin") {
                continue;
            }
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let code = std::fs::read_to_string(&path).unwrap();
                let code = code
                    .find("#[cfg(test)]\nmod tests")
                    .map_or(code.as_str(), |end| &code[..end])
                    .to_owned();
                let name = path.strip_prefix(&root).unwrap().display().to_string();
                out.push((name, code));
            }
        }
    }
    out
}

/// The end of the call whose `(` is just before `from` (its matching `)`), or the text's end.
fn call_end(code: &str, from: usize) -> usize {
    let mut depth = 1;
    for (i, c) in code[from..].char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => {
                depth -= 1;
                if depth == 0 {
                    return from + i + 1;
                }
            }
            _ => {}
        }
    }
    code.len()
}

/// The names of the values a chain of calls starting at `from` puts in (`.put("square", ..)`).
fn chain_values(code: &str, mut from: usize, out: &mut BTreeSet<String>) {
    loop {
        let rest = code[from..].trim_start();
        let Some(method) = PUT.iter().find(|m| rest.starts_with(**m)) else {
            return;
        };
        let open = code.len() - rest.len() + method.len();
        if let Some(name) = code[open..].trim_start().strip_prefix('"') {
            out.insert(name[..name.find('"').unwrap()].to_owned());
        }
        from = call_end(code, open);
    }
}

/// Helpers of a file that make a wording from the key they are given
/// (`let at = |key, pos| Wording::new(key).put("square", &pos)`), with the values they put in.
fn helpers(code: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for (at, _) in code.match_indices("Wording::new(key)") {
        let before = &code[..at];
        let Some(bar) = before.rfind("= |") else {
            continue;
        };
        if before[bar..].contains('\n') {
            continue;
        }
        let name = before[..bar].trim_end().rsplit(' ').next().unwrap_or("");
        let mut values = BTreeSet::new();
        chain_values(code, at + "Wording::new(key)".len(), &mut values);
        out.insert(name.to_owned(), values);
    }
    out
}

/// Whether `word` has the shape of a message key (`rule-not-your-turn`).
fn key_shaped(word: &str) -> bool {
    word.contains('-')
        && !word.starts_with('-')
        && !word.ends_with('-')
        && word
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// Every message key the code names (a literal of a key's shape whose first word begins some
/// English message), with the values given where they are in sight.
fn named_in_code(prefixes: &BTreeSet<String>) -> Vec<Named> {
    let mut out = Vec::new();
    for (file, code) in sources() {
        let helpers = helpers(&code);
        for (at, _) in code.match_indices('"') {
            let rest = &code[at + 1..];
            let Some(end) = rest.find('"') else { continue };
            let word = &rest[..end];
            let first = word.split('-').next().unwrap_or("");
            if !key_shaped(word) || !prefixes.contains(first) {
                continue;
            }
            let before = code[..at].trim_end();
            let after = at + 1 + end + 1;
            let values = if before.ends_with("Wording::new(") && code[after..].starts_with(')') {
                let mut values = BTreeSet::new();
                chain_values(&code, after + 1, &mut values);
                Some(values)
            } else {
                helpers.iter().find_map(|(name, given)| {
                    let called = before.strip_suffix('(')?.strip_suffix(name.as_str())?;
                    let whole = !called.ends_with(|c: char| c.is_alphanumeric() || c == '_');
                    whole.then(|| {
                        let mut values = given.clone();
                        chain_values(&code, call_end(&code, after), &mut values);
                        values
                    })
                })
            };
            out.push(Named {
                key: word.to_owned(),
                at: file.clone(),
                values,
            });
        }
    }
    out
}

/// Whether `key` is a message of the command line's English-only catalogue (`cli.ftl`).
fn command_line(key: &str) -> bool {
    key.starts_with("cli-")
}

#[test]
fn every_message_the_code_words_is_in_every_catalogue_with_its_values() {
    let english = messages_of(crate::engine::english::CATALOGUE);
    let prefixes: BTreeSet<String> = english
        .iter()
        .map(|(key, _)| key.split('-').next().unwrap_or("").to_owned())
        .collect();
    let named = named_in_code(&prefixes);
    let with_values = named.iter().filter(|n| n.values.is_some()).count();
    assert!(
        named.len() > 250 && with_values > 150,
        "{} keys named, {with_values} with their values in sight",
        named.len()
    );
    let command_line_messages: BTreeMap<String, BTreeSet<String>> = english
        .into_iter()
        .filter(|(key, _)| command_line(key))
        .collect();
    let catalogues = MESSAGE_CATALOGUES
        .iter()
        .map(|&(language, text)| (language.code(), messages_of(text)))
        .chain([("en (command line)", Vec::new())]);
    for (code, messages) in catalogues {
        let messages: BTreeMap<String, BTreeSet<String>> = if messages.is_empty() {
            command_line_messages.clone()
        } else {
            messages.into_iter().collect()
        };
        let command_line_catalogue = code == "en (command line)";
        for n in named
            .iter()
            .filter(|n| command_line(&n.key) == command_line_catalogue)
        {
            let wanted = messages
                .get(&n.key)
                .unwrap_or_else(|| panic!("{code}: {} ({}) is in no message", n.key, n.at));
            if let Some(given) = &n.values {
                let missing: Vec<&String> = wanted.difference(given).collect();
                assert!(
                    missing.is_empty(),
                    "{code}: {} ({}) is not given {missing:?}",
                    n.key,
                    n.at
                );
            }
        }
    }
}

#[test]
fn every_language_says_a_refusal_in_its_own_words() {
    let french = Tr(Language::French).word(&Wording::new("setting-player-count"));
    assert_ne!(
        french,
        Tr(Language::English).word(&Wording::new("setting-player-count"))
    );
    assert_eq!(
        Tr(Language::English).word(&Wording::new("setting-player-count")),
        crate::engine::english::english(&Wording::new("setting-player-count")),
        "the bot's English is the errors' English"
    );
}
