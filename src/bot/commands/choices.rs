//! Pick lists instead of free text: fixed sets (challenge rule, variant, computer level, rack
//! delivery) are Discord choices listed from the engine's name tables, and open sets (lexicons,
//! turn times, Finish Line targets) get autocomplete suggestions of valid values.

use std::borrow::Cow;

use poise::serenity_prelude as serenity;

use crate::config::parse_turn_limit;
use crate::engine::names::Named;
use crate::engine::variant::FINISH_LINE_TARGETS;

use super::Context;

/// Most suggestions Discord shows for one option.
pub const MAX_SUGGESTIONS: usize = 25;

/// One of a fixed set of values, offered as a Discord choice under its name in the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pick<T>(pub T);

impl<T: Named + Send + Sync> poise::ChoiceParameter for Pick<T> {
    fn list() -> Cow<'static, [poise::CommandParameterChoice]> {
        T::names()
            .into_iter()
            .map(|name| poise::CommandParameterChoice {
                name: Cow::Borrowed(name),
                localizations: Cow::Borrowed(&[]),
                __non_exhaustive: (),
            })
            .collect()
    }

    fn from_index(index: usize) -> Option<Self> {
        T::TABLE.get(index).map(|&(value, _)| Pick(value))
    }

    fn from_name(name: &str) -> Option<Self> {
        T::from_name(name).ok().map(Pick)
    }

    fn name(&self) -> &'static str {
        self.0.name()
    }

    fn localized_name(&self, _locale: &str) -> Option<&'static str> {
        None
    }
}

/// Turn times offered before anything is typed (all within 30 seconds to 7 days).
const TURN_TIMES: [&str; 16] = [
    "30s", "60s", "3m", "10m", "1h", "2h", "4h", "8h", "12h", "24h", "36h", "48h", "3d", "4d",
    "5d", "7d",
];

/// Turn times that fit what the player has typed: what they typed first if it is already a
/// valid time, then the usual times that start with it (or all of them).
pub fn turn_time_suggestions(partial: &str) -> Vec<String> {
    let typed = partial.trim().to_ascii_lowercase();
    let mut out: Vec<String> = Vec::new();
    if !typed.is_empty() && parse_turn_limit(&typed).is_ok() {
        out.push(typed.clone());
    }
    for time in TURN_TIMES {
        if time.starts_with(&typed) && !out.iter().any(|t| t == time) {
            out.push(time.to_owned());
        }
    }
    if out.is_empty() {
        out = TURN_TIMES.iter().map(|&t| t.to_owned()).collect();
    }
    out.truncate(MAX_SUGGESTIONS);
    out
}

/// Finish Line targets offered before anything is typed.
const TARGETS: [u32; 10] = [50, 75, 100, 150, 200, 250, 300, 400, 500, 1000];

/// Finish Line targets that fit what the player has typed: the number typed if it is a valid
/// target, then the usual targets that start with its digits (or all of them).
pub fn finish_line_suggestions(partial: &str) -> Vec<u32> {
    let typed = partial.trim();
    let mut out = Vec::new();
    if let Ok(n) = typed.parse::<u32>()
        && FINISH_LINE_TARGETS.contains(&n)
    {
        out.push(n);
    }
    for target in TARGETS {
        if target.to_string().starts_with(typed) && !out.contains(&target) {
            out.push(target);
        }
    }
    if out.is_empty() {
        out = TARGETS.to_vec();
    }
    out.truncate(MAX_SUGGESTIONS);
    out
}

/// The lexicons among `names` whose name contains what the player typed (any case), in order.
pub fn lexicon_suggestions(names: &[String], partial: &str) -> Vec<String> {
    let typed = partial.trim().to_lowercase();
    names
        .iter()
        .filter(|name| name.to_lowercase().contains(&typed))
        .take(MAX_SUGGESTIONS)
        .cloned()
        .collect()
}

/// Autocomplete for `turn_time` options.
#[allow(clippy::unused_async)] // poise awaits autocomplete callbacks
pub async fn turn_times(_ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let choices = turn_time_suggestions(partial)
        .into_iter()
        .map(|t| serenity::AutocompleteChoice::new(t.clone(), t))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// What a Surprise `board` option can say besides a spec: "surprise me" and the presets.
pub const SURPRISE_ME: &str = crate::engine::variant::RANDOM_BOARD;

/// Autocomplete for Surprise's `board` option: "surprise me", then each preset with its
/// pieces, those starting with what was typed first; a typed spec is offered as it is.
#[allow(clippy::unused_async)] // poise awaits autocomplete callbacks
pub async fn surprise_boards(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let typed = partial.trim().to_ascii_lowercase();
    let at_random = super::Tr::of_locale(ctx.locale()).text("surprise-random-boards");
    let mut choices: Vec<serenity::AutocompleteChoice> =
        std::iter::once((SURPRISE_ME, at_random.as_str()))
            .chain(crate::engine::surprise::PRESETS.iter().copied())
            .filter(|(name, _)| name.starts_with(&typed))
            .map(|(name, spec)| serenity::AutocompleteChoice::new(format!("{name}: {spec}"), name))
            .collect();
    if choices.is_empty() && !typed.is_empty() {
        choices.push(serenity::AutocompleteChoice::new(
            partial.to_owned(),
            partial,
        ));
    }
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Autocomplete for Finish Line's `target` option.
#[allow(clippy::unused_async)] // poise awaits autocomplete callbacks
pub async fn finish_line_targets(
    _ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let choices = finish_line_suggestions(partial)
        .into_iter()
        .map(|t| serenity::AutocompleteChoice::new(format!("{t} points"), t))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Autocomplete for `lexicon` options: the lexicons this bot has, each in another language
/// than English shown with its tiles in the player's language (`lexique (French tiles)`): the
/// word list chooses them.
#[allow(clippy::unused_async)] // poise awaits autocomplete callbacks
pub async fn lexicons(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let tr = super::Tr::of_locale(ctx.locale());
    let lexicons = ctx.data().service.lexicons();
    let choices = lexicon_suggestions(&lexicons.names(), partial)
        .into_iter()
        .map(|name| {
            let edition = lexicons.edition(&name);
            let shown = if edition.is_english() {
                name.clone()
            } else {
                super::text::lexicon_with_tiles(&name, edition.name, tr)
            };
            serenity::AutocompleteChoice::new(shown, name)
        })
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::ChallengeRule;
    use crate::engine::variant::VariantKind;
    use poise::ChoiceParameter;

    #[test]
    fn choices_are_the_name_tables() {
        let names: Vec<String> = Pick::<ChallengeRule>::list()
            .iter()
            .map(|c| c.name.to_string())
            .collect();
        assert_eq!(names, ["void", "double", "single", "5pt", "10pt"]);
        assert_eq!(
            Pick::<ChallengeRule>::from_index(3),
            Some(Pick(ChallengeRule::FivePoint))
        );
        assert_eq!(Pick::<ChallengeRule>::from_index(5), None);
        assert_eq!(
            Pick::<VariantKind>::from_name("nine-tile"),
            Some(Pick(VariantKind::NineTile))
        );
        assert_eq!(Pick(VariantKind::FinishLine).name(), "finish-line");
    }

    #[test]
    fn turn_times_suggest_valid_times_only() {
        assert_eq!(turn_time_suggestions("").len(), TURN_TIMES.len());
        assert_eq!(turn_time_suggestions("4"), ["4h", "48h", "4d"]);
        assert_eq!(turn_time_suggestions("90m"), ["90m"]);
        assert_eq!(turn_time_suggestions("3D")[0], "3d");
        for time in turn_time_suggestions("") {
            assert!(parse_turn_limit(&time).is_ok(), "{time}");
        }
        // Nothing fits (too short, or not a time): every usual time, never the typed text.
        assert_eq!(turn_time_suggestions("20s").len(), TURN_TIMES.len());
        assert!(!turn_time_suggestions("soon").contains(&"soon".to_owned()));
    }

    #[test]
    fn finish_line_targets_are_in_range() {
        assert_eq!(finish_line_suggestions("15"), [15, 150]);
        assert_eq!(finish_line_suggestions("2"), [200, 250]);
        assert_eq!(finish_line_suggestions("5000"), TARGETS.to_vec());
        assert!(
            finish_line_suggestions("")
                .iter()
                .all(|t| FINISH_LINE_TARGETS.contains(t))
        );
    }

    #[test]
    fn lexicons_are_filtered_and_capped() {
        let names: Vec<String> = ["enable", "csw21", "nwl2023"]
            .iter()
            .map(|s| (*s).to_owned())
            .collect();
        assert_eq!(lexicon_suggestions(&names, "W"), ["csw21", "nwl2023"]);
        assert_eq!(lexicon_suggestions(&names, "").len(), 3);
        assert!(lexicon_suggestions(&names, "xyz").is_empty());
        let many: Vec<String> = (0..40).map(|i| format!("list{i}")).collect();
        assert_eq!(lexicon_suggestions(&many, "list").len(), MAX_SUGGESTIONS);
    }
}
