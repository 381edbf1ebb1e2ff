//! What the bot says, in a language: each message looked up by its key in the language's
//! catalogue (`locales/<code>/messages.ftl`), with its values put in. A language's catalogue
//! has every message the English one has (a test says so), so English is only the fallback of
//! a catalogue that failed to read.

use std::sync::LazyLock;

use fluent_bundle::{FluentArgs, FluentValue};

use super::catalogue::Catalogue;
use crate::kinds::Language;

/// Each language's message catalogue, English first.
pub const MESSAGE_CATALOGUES: &[(Language, &str)] = &[
    (
        Language::English,
        include_str!("../../../locales/en/messages.ftl"),
    ),
    (
        Language::French,
        include_str!("../../../locales/fr/messages.ftl"),
    ),
    (
        Language::German,
        include_str!("../../../locales/de/messages.ftl"),
    ),
    (
        Language::Spanish,
        include_str!("../../../locales/es/messages.ftl"),
    ),
    (
        Language::Italian,
        include_str!("../../../locales/it/messages.ftl"),
    ),
    (
        Language::Dutch,
        include_str!("../../../locales/nl/messages.ftl"),
    ),
    (
        Language::Portuguese,
        include_str!("../../../locales/pt/messages.ftl"),
    ),
    (
        Language::Polish,
        include_str!("../../../locales/pl/messages.ftl"),
    ),
    (
        Language::Norwegian,
        include_str!("../../../locales/no/messages.ftl"),
    ),
    (
        Language::Swedish,
        include_str!("../../../locales/sv/messages.ftl"),
    ),
    (
        Language::Catalan,
        include_str!("../../../locales/ca/messages.ftl"),
    ),
];

/// Every catalogue, read once.
static CATALOGUES: LazyLock<Vec<(Language, Catalogue)>> = LazyLock::new(|| {
    MESSAGE_CATALOGUES
        .iter()
        .filter_map(|&(language, text)| match Catalogue::parse(language, text) {
            Ok(catalogue) => Some((language, catalogue)),
            Err(error) => {
                tracing::error!(%error, "a message catalogue does not read; English stands in");
                None
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
}
