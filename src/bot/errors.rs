//! Errors in the Discord layer: what players are told (safe text) and what only the log sees.

use poise::serenity_prelude as serenity;

use super::Data;

/// An error while handling an interaction.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Something the player did wrong: the text is written for them and shown privately.
    #[error("{0}")]
    User(String),
    /// Anything else: logged in full with an id; the player only sees the id.
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl From<serenity::Error> for Error {
    fn from(error: serenity::Error) -> Self {
        Error::Internal(error.into())
    }
}

impl From<sqlx::Error> for Error {
    fn from(error: sqlx::Error) -> Self {
        Error::Internal(error.into())
    }
}

/// A short id to match a player's report with the log line.
fn error_id() -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    format!(
        "{:08x}",
        (nanos as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32
    )
}

/// Answers every failed command privately: player errors with their text, internal errors with
/// an apology and an id (the detail goes to the log only).
pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command {
            error: Error::User(text),
            ctx,
            ..
        } => {
            reply_privately(ctx, text).await;
        }
        poise::FrameworkError::Command {
            error: Error::Internal(error),
            ctx,
            ..
        } => {
            let id = error_id();
            tracing::error!(error_id = %id, command = %ctx.command().qualified_name, error = ?error, "command failed");
            reply_privately(
                ctx,
                format!("Sorry, something went wrong on our side (error id `{id}`)."),
            )
            .await;
        }
        poise::FrameworkError::ArgumentParse { ctx, input, .. } => {
            let text = match input {
                Some(input) => format!("I could not read `{input}`. Try `/help`."),
                None => "I could not read that command. Try `/help`.".to_owned(),
            };
            reply_privately(ctx, text).await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "while handling an error");
            }
        }
    }
}

async fn reply_privately(ctx: super::Context<'_>, text: String) {
    let reply = poise::CreateReply::default().content(text).ephemeral(true);
    if let Err(e) = ctx.send(reply).await {
        tracing::warn!(error = %e, "could not send an error reply");
    }
}
