//! `/tournament`: a director opens an event, players join, the director starts it; rounds are
//! paired and their games opened in threads by the job runner; anyone sees the standings,
//! pairings and the export. Directors are members with Manage Server or the moderator role.

pub(super) mod deliver;
mod director;
mod hand;
mod registration;
pub(super) mod text;
mod views;

use director::{end, pair, pause, result, resume};
use registration::{add, close, create, join, leave, remove, start};
pub(super) use views::standings_reply;
use views::{export, pairings, standings};

use super::{Context, Error, jobs, private};
use crate::service::TournamentView;

/// Tournaments in this channel: registration, rounds in threads, standings and export
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
    subcommand_required
)]
#[allow(clippy::unused_async)] // poise needs an async parent command
pub async fn tournament(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Has the runner deliver what the command wrote (and run a pairing it scheduled) at once, and
/// answers privately with `done` and the event's summary.
async fn confirm(ctx: Context<'_>, done: &str, view: &TournamentView) -> Result<(), Error> {
    jobs::wake();
    private(ctx, format!("{done}\n{}", text::summary(view))).await
}
