//! What the bot says, in a language: each message looked up by its key in the language's
//! catalogue (`locales/<code>/messages.ftl`), with its values put in. A language's catalogue
//! has every message the English one has (a test says so), so English is only the fallback of
//! a catalogue that failed to read.

use std::sync::LazyLock;

use fluent_bundle::{FluentArgs, FluentValue};

use super::catalogue::Catalogue;
use super::commands::COMMAND_CATALOGUES;
use super::references::CommandNames;
use crate::engine::wording::{Value, Wording};
use crate::kinds::Language;

/// A language's message catalogue: its files (`locales/<code>/`) one after another, each with
/// the messages of one part of the bot (games and turns; tournaments and leagues; study tools;
/// help; the refusals the engine, the tournaments and the settings word as data; the
/// variants' own words for their pieces and plays).
macro_rules! catalogue {
    ($code:literal) => {
        concat!(
            include_str!(concat!("../../../locales/", $code, "/messages.ftl")),
            "\n",
            include_str!(concat!("../../../locales/", $code, "/tournaments.ftl")),
            "\n",
            include_str!(concat!("../../../locales/", $code, "/study.ftl")),
            "\n",
            include_str!(concat!("../../../locales/", $code, "/help.ftl")),
            "\n",
            include_str!(concat!("../../../locales/", $code, "/refusals.ftl")),
            "\n",
            include_str!(concat!("../../../locales/", $code, "/variants.ftl")),
        )
    };
}

/// Each language's message catalogue, English first.
pub const MESSAGE_CATALOGUES: &[(Language, &str)] = &[
    (Language::English, catalogue!("en")),
    (Language::French, catalogue!("fr")),
    (Language::German, catalogue!("de")),
    (Language::Spanish, catalogue!("es")),
    (Language::Italian, catalogue!("it")),
    (Language::Dutch, catalogue!("nl")),
    (Language::Portuguese, catalogue!("pt")),
    (Language::Polish, catalogue!("pl")),
    (Language::Norwegian, catalogue!("no")),
    (Language::Swedish, catalogue!("sv")),
    (Language::Catalan, catalogue!("ca")),
];

/// Each language's names of the commands, for those its client shows in their own words.
static COMMAND_NAMES: LazyLock<Vec<(Language, CommandNames)>> = LazyLock::new(|| {
    COMMAND_CATALOGUES
        .iter()
        .filter(|(language, _)| language.discord_locale().is_some())
        .filter_map(|&(language, text)| {
            match CommandNames::new(COMMAND_CATALOGUES[0].1, language, text) {
                Ok(names) => Some((language, names)),
                Err(error) => {
                    tracing::error!(%error, "a command catalogue does not read; its messages name the English commands");
                    None
                }
            }
        })
        .collect()
});

/// The names of the commands as `language`'s client shows them, if not the English ones.
fn command_names(language: Language) -> Option<&'static CommandNames> {
    COMMAND_NAMES
        .iter()
        .find(|(l, _)| *l == language)
        .map(|(_, names)| names)
}

/// Every catalogue, read once, each naming the commands as its language's client shows them.
static CATALOGUES: LazyLock<Vec<(Language, Catalogue)>> = LazyLock::new(|| {
    MESSAGE_CATALOGUES
        .iter()
        .filter_map(|&(language, text)| {
            let text = command_names(language).map_or_else(|| text.to_owned(), |n| n.rewrite(text));
            match Catalogue::parse(language, &text) {
                Ok(catalogue) => Some((language, catalogue)),
                Err(error) => {
                    tracing::error!(%error, "a message catalogue does not read; English stands in");
                    None
                }
            }
        })
        .collect()
});

/// The bot's words in one language.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tr(pub Language);

impl Tr {
    /// The language of a Discord locale (`fr`, `pt-BR`; English for one the bot does not speak).
    pub fn of_locale(locale: Option<&str>) -> Self {
        Self(locale.map_or(Language::English, Language::of_locale))
    }

    /// The message `key` with `values` put in.
    pub fn say(self, key: &str, values: &[(&str, FluentValue<'_>)]) -> String {
        let mut args = FluentArgs::new();
        for (name, value) in values {
            args.set(*name, value.clone());
        }
        [self.0, Language::English]
            .iter()
            .find_map(|&language| {
                CATALOGUES
                    .iter()
                    .find(|(l, _)| *l == language)
                    .and_then(|(_, catalogue)| catalogue.text(key, &args))
            })
            .unwrap_or_else(|| {
                tracing::error!(key, "a message no catalogue has");
                key.to_owned()
            })
    }

    /// The message `key`, which takes no values.
    pub fn text(self, key: &str) -> String {
        self.say(key, &[])
    }

    /// A message given as data (an engine's or a tournament's refusal), its parts that are
    /// messages themselves said first.
    pub fn word(self, wording: &Wording) -> String {
        let values: Vec<(&str, FluentValue<'_>)> = wording
            .values
            .iter()
            .map(|(name, value)| {
                let value = match value {
                    Value::Text(text) => FluentValue::from(text.as_str()),
                    Value::Number(number) => FluentValue::from(*number),
                    Value::Said(inner) => FluentValue::from(self.word(inner)),
                    Value::Parts(parts) => {
                        FluentValue::from(parts.iter().map(|p| self.word(p)).collect::<String>())
                    }
                };
                (name.as_ref(), value)
            })
            .collect();
        self.say(&wording.key, &values)
    }
}
