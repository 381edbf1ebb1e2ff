//! A turn reminder by DM, with the move panel as the game stands (one tap from the reminder to
//! the move); if the player's DMs are closed, a note where the game lives instead.

use poise::serenity_prelude as serenity;

use crate::bot::errors::Error;
use crate::bot::locale::Tr;
use crate::bot::{announce, reply};
use crate::service::{Claimed, DrawnPublic, GameStatus};

use super::dm::dm_or_note;
use super::send::Outcome;

/// Reminds `user_id` that game `game_id` (in `channel_id`) waits for them until `deadline`
/// (Unix seconds), with the move panel of the game as the reminder's row carries it (`drawn`).
#[tracing::instrument(skip_all, fields(outbox = claimed.id, game_id = game_id, user_id = user_id))]
pub(super) async fn send(
    http: &serenity::Http,
    claimed: &Claimed,
    (game_id, channel_id, user_id): (i64, i64, i64),
    (deadline, drawn): (i64, Option<&DrawnPublic>),
) -> Result<Outcome, Error> {
    let tr = Tr(claimed.language());
    let when = format!("<t:{deadline}:R>");
    // A row written before rows carried the game reads it as it stands now.
    let snapshot = claimed.public_view(drawn, game_id, i32::MAX).await?;
    // A game outside a server has no channel the reader could open by its mention.
    let dm_text = if snapshot.guild_id.is_some() {
        let channel = format!("<#{channel_id}>");
        tr.say(
            "reminder-in-channel",
            &[
                ("game", game_id.into()),
                ("channel", channel.into()),
                ("when", when.clone().into()),
            ],
        )
    } else {
        tr.say(
            "reminder",
            &[("game", game_id.into()), ("when", when.clone().into())],
        )
    };
    let player = format!("<@{user_id}>");
    let note = tr.say(
        "reminder-note",
        &[
            ("player", player.into()),
            ("game", game_id.into()),
            ("when", when.into()),
        ],
    );
    let dm_text = format!("⏰ {dm_text}");
    let note = format!("⏰ {note}");
    let mut message = reply::message(dm_text, []);
    if snapshot.status == GameStatus::Active {
        message = message.components(vec![announce::panel_row(&snapshot, user_id, tr)]);
    }
    dm_or_note(http, claimed, user_id, channel_id, message, &note).await
}
