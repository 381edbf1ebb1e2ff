//! The English catalogue (`locales/en`), the only English a player reads: a refusal's
//! [`Wording`] said in English, for the `Display` of the errors that carry one and for the
//! command line. The bot says the same wordings in each reader's language from the same files.

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::names::UnknownName;
use super::wording::{Value, Worded, Wording};

/// The English messages: the files of the bot's English catalogue, one after another, and
/// the command line's (`cli.ftl`, English only).
pub const CATALOGUE: &str = concat!(
    include_str!("../../locales/en/messages.ftl"),
    "\n",
    include_str!("../../locales/en/tournaments.ftl"),
    "\n",
    include_str!("../../locales/en/study.ftl"),
    "\n",
    include_str!("../../locales/en/help.ftl"),
    "\n",
    include_str!("../../locales/en/refusals.ftl"),
    "\n",
    include_str!("../../locales/en/variants.ftl"),
    "\n",
    include_str!("../../locales/en/cli.ftl"),
);

/// The English catalogue, read once (`None` if it does not read: a test says it does).
static BUNDLE: LazyLock<Option<FluentBundle<FluentResource>>> = LazyLock::new(|| {
    let resource = FluentResource::try_new(CATALOGUE.to_owned()).ok()?;
    let english: unic_langid::LanguageIdentifier = "en".parse().ok()?;
    let mut bundle = FluentBundle::new_concurrent(vec![english]);
    bundle.set_use_isolating(false);
    bundle.add_resource(resource).ok()?;
    Some(bundle)
});

/// `wording` said in English; a message the catalogue lacks is written as its log form
/// (`key(name: value, ...)`), which the catalogue tests keep from happening.
pub fn english(wording: &Wording) -> String {
    let mut args = FluentArgs::new();
    for (name, value) in &wording.values {
        let value = match value {
            Value::Text(text) => FluentValue::from(text.clone()),
            Value::Number(number) => FluentValue::from(*number),
            Value::Said(inner) => FluentValue::from(english(inner)),
            Value::Parts(parts) => FluentValue::from(parts.iter().map(english).collect::<String>()),
        };
        args.set(name.as_ref(), value);
    }
    BUNDLE
        .as_ref()
        .and_then(|bundle| {
            let pattern = bundle.get_message(&wording.key)?.value()?;
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
            errors.is_empty().then(|| text.into_owned())
        })
        .unwrap_or_else(|| log_form(wording))
}

/// A wording as the log writes it: its key, and its values by name.
pub fn log_form(wording: &Wording) -> String {
    let values: Vec<String> = wording
        .values
        .iter()
        .map(|(name, value)| match value {
            Value::Text(text) => format!("{name}: {text:?}"),
            Value::Number(number) => format!("{name}: {number}"),
            Value::Said(inner) => format!("{name}: {}", log_form(inner)),
            Value::Parts(parts) => {
                let parts: Vec<String> = parts.iter().map(log_form).collect();
                format!("{name}: [{}]", parts.join(", "))
            }
        })
        .collect();
    format!("{}({})", wording.key, values.join(", "))
}

/// `Display` for errors that carry a wording: the English catalogue's sentence; and
/// `Error`, with no source (the wording says the errors inside it, so a chain of causes
/// would say them twice).
macro_rules! said_in_english {
    ($($error:ty),+ $(,)?) => {
        $(
            impl std::fmt::Display for $error {
                fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                    let wording = $crate::engine::wording::Worded::wording(self);
                    f.write_str(&$crate::engine::english::english(&wording))
                }
            }

            impl std::error::Error for $error {}
        )+
    };
}
pub(crate) use said_in_english;

said_in_english!(UnknownName);

/// A name in no table: the refusal of its kind (names stand on nothing, so it is said here).
impl Worded for UnknownName {
    fn wording(&self) -> Wording {
        Wording::new(self.message)
            .put("given", &self.given)
            .put("valid", &self.valid)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_english_catalogue_reads_and_says_a_wording() {
        assert!(BUNDLE.is_some(), "the English catalogue reads");
        let wording = Wording::new("event-bad-pairings").said(
            "reason",
            Wording::new("pairing-not-paired").put("player", &"Di"),
        );
        assert_eq!(
            english(&wording),
            "Those pairings do not work: manual pairings: Di is not paired."
        );
        let missing = Wording::new("no-such-key").number("n", 3);
        assert_eq!(english(&missing), "no-such-key(n: 3)");
    }
}
