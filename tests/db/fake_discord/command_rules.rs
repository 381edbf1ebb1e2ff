//! Discord's rules for registered slash commands, which it enforces by refusing the whole
//! registration (400 / 50035 Invalid Form Body): a name (and each localised name) of 1 to 32
//! characters, letters, digits, `-` or `_`, in lower case; a description (and each localised
//! one) of 1 to 100 characters; the same for every option and subcommand.

use serde_json::Value;

/// What breaks Discord's rules in `command` (or in its options, at any depth), if anything.
pub fn broken_rule(command: &Value) -> Option<String> {
    // Context-menu commands (types 2 and 3) have no description.
    let chat_input = command["type"].as_u64().is_none_or(|t| t == 1);
    broken(command, chat_input)
}

/// What breaks the rules in a command or option; `chat_input`: whether it needs a description.
fn broken(command: &Value, chat_input: bool) -> Option<String> {
    let name = command["name"].as_str().unwrap_or_default();
    let named = |n: &str| {
        (1..=32).contains(&n.chars().count())
            && n.chars()
                .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
            && n.to_lowercase() == n
    };
    let described = |d: &str| (1..=100).contains(&d.chars().count());
    if !named(name) {
        return Some(format!("name {name:?}"));
    }
    let description = command["description"].as_str().unwrap_or_default();
    if chat_input && !described(description) {
        return Some(format!("{name}: description {description:?}"));
    }
    for (locale, localised) in localisations(&command["name_localizations"]) {
        if !named(localised) {
            return Some(format!("{name}: {locale} name {localised:?}"));
        }
    }
    for (locale, localised) in localisations(&command["description_localizations"]) {
        if !described(localised) {
            return Some(format!("{name}: {locale} description {localised:?}"));
        }
    }
    let options = command["options"].as_array().map_or(&[][..], Vec::as_slice);
    // Every option and subcommand has a name and a description.
    options
        .iter()
        .find_map(|option| broken(option, true).map(|broken| format!("{name} > {broken}")))
}

fn localisations(value: &Value) -> Vec<(&str, &str)> {
    value.as_object().map_or_else(Vec::new, |map| {
        map.iter()
            .map(|(locale, text)| (locale.as_str(), text.as_str().unwrap_or_default()))
            .collect()
    })
}
