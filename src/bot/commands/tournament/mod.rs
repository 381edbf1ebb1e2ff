//! `/tournament`: a director opens an event, players join, the director starts it; rounds are
//! paired and their games opened in threads by the job runner; anyone sees the standings,
//! pairings and the export. Directors are members with Manage Server or the moderator role.

mod confirm;
mod director;
mod hand;
mod registration;
mod views;

use director::{end, pair, pause, result, resume};
use registration::{add, close, create, join, leave, remove, start};
pub(super) use views::standings_reply;
use views::{export, pairings, standings};

use super::tournament_text as text;
use super::{Context, Error, Tr, delivery, private};
use confirm::confirm;

/// Tournaments: sign-up, rounds in threads, standings, export
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "create",
        "join",
        "leave",
        "add",
        "remove",
        "close",
        "start",
        "standings",
        "pairings",
        "export",
        "result",
        "pair",
        "pause",
        "resume",
        "end"
    ),
    subcommand_required,
    install_context = "Guild",
    interaction_context = "Guild"
)]
#[allow(clippy::unused_async)] // poise needs an async parent command
pub async fn tournament(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}
