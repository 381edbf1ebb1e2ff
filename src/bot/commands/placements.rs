//! `/play at:` autocomplete: while a player types, the squares and directions where the word
//! they typed can go, with its score, best first (never whether the word is in the lexicon).

use poise::serenity_prelude as serenity;

use crate::bot::request::db_id;
use crate::service::PlacementChoice;

use super::Context;

/// The text already typed in option `name` of the command being completed.
fn typed_option(ctx: Context<'_>, name: &str) -> Option<String> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    app.interaction
        .data
        .options
        .iter()
        .find(|option| option.name == name)
        .and_then(|option| match &option.value {
            serenity::CommandDataOptionValue::String(text) => Some(text.clone()),
            serenity::CommandDataOptionValue::Autocomplete { value, .. } => Some(value.clone()),
            _ => None,
        })
}

/// The suggestions whose square starts with what was typed in `at:` (any case).
fn matching(choices: Vec<PlacementChoice>, partial: &str) -> Vec<PlacementChoice> {
    let typed = partial.trim().to_ascii_uppercase();
    choices
        .into_iter()
        .filter(|choice| choice.value.to_ascii_uppercase().starts_with(&typed))
        .collect()
}

/// Autocomplete for `/play at:`: where the typed `word:` fits for the asker, from the game's
/// own placement rules; nothing when they have no seat or nothing fits.
pub async fn at_choices(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let word = typed_option(ctx, "word").unwrap_or_default();
    let found = ctx
        .data()
        .service
        .placements(db_id(ctx.channel_id()), db_id(ctx.author().id), &word)
        .await;
    let choices = match found {
        Ok(choices) => matching(choices, partial)
            .into_iter()
            .map(|choice| serenity::AutocompleteChoice::new(choice.label, choice.value))
            .collect(),
        Err(error) => {
            tracing::warn!(%error, "cannot suggest placements");
            Vec::new()
        }
    };
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_squares_starting_with_the_typed_text_are_offered() {
        let choice = |value: &str| PlacementChoice {
            label: format!("{value} — 10 points"),
            value: value.to_owned(),
            word: "HORN".to_owned(),
        };
        let offered = |partial: &str| -> Vec<String> {
            matching(vec![choice("8F"), choice("F8"), choice("8D")], partial)
                .into_iter()
                .map(|c| c.label)
                .collect()
        };
        assert_eq!(
            offered(""),
            ["8F — 10 points", "F8 — 10 points", "8D — 10 points"]
        );
        assert_eq!(offered(" 8"), ["8F — 10 points", "8D — 10 points"]);
        assert_eq!(offered("f"), ["F8 — 10 points"]);
        assert!(offered("12").is_empty());
    }
}
