//! Answering an interaction privately: a command's own answer, and what a failed command's
//! player is told (their mistake in words written for them; an internal error only as an id).

use crate::engine::names::quoted;

use super::conversation::Filled;
use super::{Context, Data, Error, Tr, clock, reply};
use crate::bot::errors::{outcome_of, reply_text};
use crate::observe::Outcome;

/// Answers the interaction privately with `text` (after a private deferral this fills it).
pub async fn private(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    if let poise::Context::Application(app) = ctx
        && ctx.invocation_data::<Filled>().await.is_some()
    {
        // The answer was filled before the game's post (outside a server): edit it.
        app.interaction
            .edit_response(ctx.http(), reply::edit(text))
            .await?;
        return Ok(());
    }
    ctx.send(reply::private(text)).await?;
    Ok(())
}

/// Answers every failed command privately: player errors with their text, internal errors with
/// an apology and an id (the detail goes to the log only); the command's time and outcome go to
/// the metrics.
pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            clock::ended(ctx, outcome_of(&error));
            let tr = Tr::of_locale(ctx.locale());
            if let Some(text) = reply_text(&error, &ctx.command().qualified_name, tr) {
                reply_privately(ctx, text).await;
            }
        }
        poise::FrameworkError::ArgumentParse { ctx, input, .. } => {
            clock::ended(ctx, Outcome::Refused);
            let tr = Tr::of_locale(ctx.locale());
            let text = match input {
                Some(input) => tr.say("err-unreadable-input", &[("input", quoted(&input).into())]),
                None => tr.text("err-unreadable-command"),
            };
            reply_privately(ctx, text).await;
        }
        poise::FrameworkError::EventHandler { error, event, .. } => {
            reply_text(&error, event.snake_case_name(), Tr::default());
        }
        other => {
            if let poise::FrameworkError::CommandPanic { ctx, .. } = &other {
                clock::ended(*ctx, Outcome::InternalError);
            }
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "while handling an error");
            }
        }
    }
}

async fn reply_privately(ctx: Context<'_>, text: String) {
    if let Err(e) = private(ctx, text).await {
        tracing::warn!(error = %e, "could not send an error reply");
    }
}
