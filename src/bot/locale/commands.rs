//! Slash commands in the user's language: each command's and option's name and description from
//! the catalogue of every language Discord has a locale for (`locales/<code>/commands.ftl`),
//! registered as Discord's localisations. The English catalogue describes the commands
//! themselves: a client in any other language sees its descriptions (and the names the
//! commands are written with).
//!
//! Keys: a command is `cmd-` and its full name with `_` between words (`cmd-game_add-bot`), an
//! option its command's key, `--` and its name (`cmd-game_new--opponents`); the message is the
//! name, its `.description` attribute the description. A choice of an option may be named too
//! (`cmd-help--topic--game-choices`, see `choice_key`): the name its client lists.

use super::catalogue::Catalogue;
use crate::kinds::Language;

/// Each language's command catalogue, English (the commands' own descriptions) first.
pub const COMMAND_CATALOGUES: &[(Language, &str)] = &[
    (
        Language::English,
        include_str!("../../../locales/en/commands.ftl"),
    ),
    (
        Language::French,
        include_str!("../../../locales/fr/commands.ftl"),
    ),
    (
        Language::German,
        include_str!("../../../locales/de/commands.ftl"),
    ),
    (
        Language::Spanish,
        include_str!("../../../locales/es/commands.ftl"),
    ),
    (
        Language::Italian,
        include_str!("../../../locales/it/commands.ftl"),
    ),
    (
        Language::Dutch,
        include_str!("../../../locales/nl/commands.ftl"),
    ),
    (
        Language::Portuguese,
        include_str!("../../../locales/pt/commands.ftl"),
    ),
    (
        Language::Polish,
        include_str!("../../../locales/pl/commands.ftl"),
    ),
    (
        Language::Norwegian,
        include_str!("../../../locales/no/commands.ftl"),
    ),
    (
        Language::Swedish,
        include_str!("../../../locales/sv/commands.ftl"),
    ),
];

/// The catalogue key of command `name` under the command keyed `parent` (`None` at the top).
pub fn command_key(parent: Option<&str>, name: &str) -> String {
    match parent {
        Some(parent) => format!("{parent}_{name}"),
        None => format!("cmd-{name}"),
    }
}

/// The catalogue key of option `option` of the command keyed `command_key`.
pub fn option_key(command_key: &str, option: &str) -> String {
    format!("{command_key}--{option}")
}

/// The catalogue key of the choice named `choice` of the option keyed `option_key` (its
/// spaces as `-`): `cmd-help--topic--game-choices`.
pub fn choice_key(option_key: &str, choice: &str) -> String {
    format!("{option_key}--{}", choice.replace(' ', "-"))
}

/// Describes every command (and subcommand and option) from the English catalogue, the
/// description a client in a language without its own sees; then registers every name and
/// description in each language Discord has a locale for. A name or description a catalogue
/// lacks is left to English (the tests require every one).
pub fn localise<U, E>(commands: &mut [poise::Command<U, E>]) {
    for &(language, text) in COMMAND_CATALOGUES {
        let catalogue = match Catalogue::parse(language, text) {
            Ok(catalogue) => catalogue,
            Err(error) => {
                tracing::error!(%error, "a command catalogue does not read; its language is left out");
                continue;
            }
        };
        for command in commands.iter_mut() {
            match language.discord_locale() {
                Some(locale) => localise_command(&catalogue, locale, command, None),
                None => describe(&catalogue, command, None),
            }
        }
    }
}

/// Sets the description of `command`, its options and its subcommands from the English
/// catalogue.
fn describe<U, E>(catalogue: &Catalogue, command: &mut poise::Command<U, E>, parent: Option<&str>) {
    let key = command_key(parent, &command.name);
    command.description = catalogue.description(&key).map(Into::into);
    for option in &mut command.parameters {
        option.description = catalogue
            .description(&option_key(&key, &option.name))
            .map(Into::into);
    }
    for sub in &mut command.subcommands {
        describe(catalogue, sub, Some(&key));
    }
}

/// A name's and a description's localisations, as poise keeps them.
type Localisations = std::borrow::Cow<
    'static,
    [(
        std::borrow::Cow<'static, str>,
        std::borrow::Cow<'static, str>,
    )],
>;

/// Adds `locale`'s name and description of the catalogue's `key`, where it has them.
fn add(
    catalogue: &Catalogue,
    locale: &'static str,
    key: &str,
    (names, descriptions): (&mut Localisations, &mut Localisations),
) {
    if let Some(name) = catalogue.name(key) {
        names.to_mut().push((locale.into(), name.into()));
    }
    if let Some(description) = catalogue.description(key) {
        descriptions
            .to_mut()
            .push((locale.into(), description.into()));
    }
}

fn localise_command<U, E>(
    catalogue: &Catalogue,
    locale: &'static str,
    command: &mut poise::Command<U, E>,
    parent: Option<&str>,
) {
    // Subcommands learn their full names only when the framework starts: the key is built
    // from the parents' here.
    let key = command_key(parent, &command.name);
    let own = (
        &mut command.name_localizations,
        &mut command.description_localizations,
    );
    add(catalogue, locale, &key, own);
    for option in &mut command.parameters {
        let option_key = option_key(&key, &option.name);
        let own = (
            &mut option.name_localizations,
            &mut option.description_localizations,
        );
        add(catalogue, locale, &option_key, own);
        for choice in option.choices.to_mut() {
            if let Some(name) = catalogue.name(&choice_key(&option_key, &choice.name)) {
                choice
                    .localizations
                    .to_mut()
                    .push((locale.into(), name.into()));
            }
        }
    }
    for sub in &mut command.subcommands {
        localise_command(catalogue, locale, sub, Some(&key));
    }
}
