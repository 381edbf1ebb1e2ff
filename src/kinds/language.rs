//! The languages the bot speaks: one for each language edition of the game it plays, each with
//! the code of its message catalogue (`locales/<code>/`) and Discord's locale for it.

use crate::engine::names::{Named, read_by_name};

/// A language of the bot's messages. English is the one every other falls back to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Language {
    #[default]
    English,
    French,
    German,
    Spanish,
    Italian,
    Dutch,
    Portuguese,
    Polish,
    Norwegian,
    Swedish,
    Catalan,
}

impl Named for Language {
    const KIND: &'static str = "language";
    const MESSAGE: &'static str = "unknown-language";
    const TABLE: &'static [(Self, &'static str)] = &[
        (Self::English, "english"),
        (Self::French, "french"),
        (Self::German, "german"),
        (Self::Spanish, "spanish"),
        (Self::Italian, "italian"),
        (Self::Dutch, "dutch"),
        (Self::Portuguese, "portuguese"),
        (Self::Polish, "polish"),
        (Self::Norwegian, "norwegian"),
        (Self::Swedish, "swedish"),
        (Self::Catalan, "catalan"),
    ];
}

read_by_name!(Language);

impl Language {
    /// The code of the language's message catalogue and its tag (`fr`).
    pub fn code(self) -> &'static str {
        match self {
            Self::English => "en",
            Self::French => "fr",
            Self::German => "de",
            Self::Spanish => "es",
            Self::Italian => "it",
            Self::Dutch => "nl",
            Self::Portuguese => "pt",
            Self::Polish => "pl",
            Self::Norwegian => "no",
            Self::Swedish => "sv",
            Self::Catalan => "ca",
        }
    }

    /// Discord's locale for the language, under which command names and descriptions are
    /// registered (`None` for English, the commands' own language, and for Catalan, which
    /// Discord does not offer).
    pub fn discord_locale(self) -> Option<&'static str> {
        match self {
            Self::English | Self::Catalan => None,
            Self::French => Some("fr"),
            Self::German => Some("de"),
            Self::Spanish => Some("es-ES"),
            Self::Italian => Some("it"),
            Self::Dutch => Some("nl"),
            Self::Portuguese => Some("pt-BR"),
            Self::Polish => Some("pl"),
            Self::Norwegian => Some("no"),
            Self::Swedish => Some("sv-SE"),
        }
    }

    /// The language of a Discord user's locale (`fr`, `es-419`, `pt-BR`, `en-GB`, ...):
    /// the one whose code the locale starts with, English for any other.
    pub fn of_locale(locale: &str) -> Self {
        let primary = locale.split(['-', '_']).next().unwrap_or("");
        Self::all()
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(primary))
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_locales_find_their_language() {
        assert_eq!(Language::of_locale("fr"), Language::French);
        assert_eq!(Language::of_locale("es-419"), Language::Spanish);
        assert_eq!(Language::of_locale("es-ES"), Language::Spanish);
        assert_eq!(Language::of_locale("pt-BR"), Language::Portuguese);
        assert_eq!(Language::of_locale("sv-SE"), Language::Swedish);
        assert_eq!(Language::of_locale("en-GB"), Language::English);
        assert_eq!(Language::of_locale("ja"), Language::English);
        assert_eq!(Language::of_locale(""), Language::English);
        for language in Language::all() {
            if let Some(locale) = language.discord_locale() {
                assert_eq!(Language::of_locale(locale), language);
            }
        }
    }
}
