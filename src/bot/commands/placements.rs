//! `/play at:` autocomplete: while a player types, the squares and directions where the word
//! they typed can go, with its score, best first (never whether the word is in the lexicon).

use poise::serenity_prelude as serenity;

use crate::bot::request::db_id;

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

/// Autocomplete for `/play at:`: where the typed `word:` fits for the asker, from the game's
/// own placement rules, narrowed to the squares starting with what is typed in `at:` (among
/// every place, before Discord's 25 are kept); nothing when they have no seat or nothing fits.
pub async fn at_choices(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let word = typed_option(ctx, "word").unwrap_or_default();
    let found = ctx
        .data()
        .service
        .tables()
        .placements(
            db_id(ctx.channel_id()),
            db_id(ctx.author().id),
            &word,
            partial,
        )
        .await;
    let choices = match found {
        Ok(choices) => choices
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
