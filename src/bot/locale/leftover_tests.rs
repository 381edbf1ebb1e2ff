//! Every catalogue message, said in every language with the values the bot puts in (a
//! language's name, a computer player and an empty seat, a lobby, a person's name, numbers),
//! leaves no English behind (`leftovers`); and in French, no word of the English message is
//! left at all but the few both languages write alike (`FRENCH_SHARES`).

use std::collections::BTreeSet;

use fluent_bundle::FluentValue;

use super::catalogue::messages_of;
use super::leftovers::{leftovers, words};
use super::messages::{MESSAGE_CATALOGUES, Tr};
use crate::bot::text;
use crate::engine::ai::Level;
use crate::engine::names::Named as _;
use crate::kinds::{GameStatus, Language};
use crate::service::{LobbyView, SeatName, SeatView};

/// A computer player, as the service names it.
fn computer() -> SeatName {
    SeatName::Computer {
        computer: Level::Hard,
    }
}

/// A seat as a lobby shows it.
fn seat(seat: usize, name: SeatName, computer: Option<&str>) -> SeatView {
    SeatView {
        seat,
        name,
        user_id: None,
        computer: computer.map(str::to_owned),
        score: 0,
        to_move: false,
        resigned: false,
        tiles_on_rack: 0,
        target: None,
        level: None,
        role: None,
        turn_time_limit_secs: None,
    }
}

/// A lobby of a game played with French tiles: a person, a computer and an empty seat.
pub fn french_tiles_lobby() -> LobbyView {
    LobbyView {
        game_id: 12,
        status: GameStatus::Lobby,
        variant: "classic".to_owned(),
        challenge_rule: "double".to_owned(),
        lexicon: "ods8".to_owned(),
        tiles: Some("french".to_owned()),
        turn_time_limit_secs: 3600,
        max_players: 4,
        seats: vec![
            seat(0, SeatName::person("Zoé"), None),
            seat(1, computer(), Some("hard")),
            seat(2, SeatName::Empty { seat: 3 }, None),
        ],
        rated: false,
    }
}

/// The value the bot puts in for `name`, in `tr`'s language: words where the bot words it,
/// a person's name for the names of people, else a number.
fn value(name: &str, tr: Tr) -> FluentValue<'static> {
    let person = || text::seat_md(&SeatName::person("Zoé"), tr);
    match name {
        "language" => text::language_name(Language::Spanish, tr).into(),
        "lobby" => text::lobby(&french_tiles_lobby(), tr).into(),
        "player" | "by" | "first" | "winner" => text::seat_md(&computer(), tr).into(),
        "seats" | "owners" | "players" => format!(
            "{}, {}, {}",
            person(),
            text::seat_md(&computer(), tr),
            text::seat_md(&SeatName::Empty { seat: 3 }, tr)
        )
        .into(),
        "name" | "opponent" | "other" | "second" | "starter" | "owner" => person().into(),
        "level" => text::computer_level(Level::Expert, tr).into(),
        "lexicon" => text::lexicon_with_tiles("ods8", "french", tr).into(),
        _ => 3.into(),
    }
}

/// Every message of the English catalogue said in `language`, with its key.
fn every_message(language: Language) -> Vec<(String, String)> {
    let tr = Tr(language);
    messages_of(MESSAGE_CATALOGUES[0].1)
        .into_iter()
        .map(|(key, values)| {
            let args: Vec<(&str, FluentValue<'_>)> = values
                .iter()
                .map(|name| (name.as_str(), value(name, tr)))
                .collect();
            let said = tr.say(&key, &args);
            (key, said)
        })
        .collect()
}

#[test]
fn no_message_leaves_english_in_another_language() {
    let mut found = Vec::new();
    for language in Language::all() {
        if language == Language::English {
            continue;
        }
        for (key, said) in every_message(language) {
            let left = leftovers(language, &said);
            if !left.is_empty() {
                found.push(format!("{} {key}: {left:?} in {said:?}", language.code()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "{} messages with English left:\n{}",
        found.len(),
        found.join("\n")
    );
}

/// Words French writes as English does, in the messages: names (of the game, its variants and
/// their pieces, the rating system, formats, files), the values typed into choices, forms and
/// options that are read as they are, example words, and French words spelled as English ones.
#[rustfmt::skip]
const FRENCH_SHARES: &[&str] = &[
    // The test's own values: a person's name, a word list's.
    "Zoé", "ods",
    // Names: the bot, variants and their squares, rating, pairing and record formats (and
    // `/gcg`, the command named for its format in every language), files.
    "Lexicord", "Free",
    "All", "Scrambled", "Glicko", "Fontes", "GCG", "gcg", "CGP", "CSV", "tsh", "txt", "UTC", "Discord",
    // Values read as typed (choices Discord lists as they are, the move form's directions, a
    // pairing's bye): variants, rules, roles, levels, presets, booleans, directions.
    "for", "all", "me", "double", "single", "void", "standard", "pro",
    "intermediate", "rookie", "beginner", "expert", "True", "False", "anyone", "players",
    "across", "down", "bye", "swiss", "words",
    // Example words and racks.
    "HORN", "hoRN", "QUIXOTE", "QVU", "AEI", "DIET", "EDIT", "TIDE",
    // French words spelled as English ones.
    "bot", "score", "scores", "Scores", "points", "point", "bonus", "plus", "case", "pile",
    "mini", "visible", "station", "division", "divisions", "Division", "Div", "div", "final",
    "note", "option", "long", "vote", "six", "Six", "passes", "face", "second", "Second",
    "centre", "quadruple", "budget", "handicap", "mention", "convention", "slash", "initial",
    "position", "positions", "total", "permissions",
];

#[test]
fn french_keeps_no_english_word_it_does_not_share() {
    let english = every_message(Language::English);
    let french = every_message(Language::French);
    let mut shared: BTreeSet<String> = FRENCH_SHARES.iter().map(|w| (*w).to_owned()).collect();
    // The variants' names, as typed and as titled (each word of a kind's name).
    for name in crate::engine::variant::VariantKind::names() {
        for word in name.split('-') {
            let mut titled = word.to_owned();
            titled[..1].make_ascii_uppercase();
            shared.extend([word.to_owned(), titled]);
        }
    }
    let mut found = Vec::new();
    for ((key, en), (_, fr)) in english.iter().zip(&french) {
        let theirs = words(fr);
        let left: Vec<String> = words(en)
            .into_iter()
            .filter(|w| w.chars().count() >= 3 && theirs.contains(w) && !shared.contains(w))
            .collect();
        if !left.is_empty() {
            found.push(format!("{key}: {left:?} in {fr:?}"));
        }
    }
    assert!(
        found.is_empty(),
        "{} French messages keep English words:\n{}",
        found.len(),
        found.join("\n")
    );
}
