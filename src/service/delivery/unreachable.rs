//! Channels where Discord keeps refusing the bot's posts for lack of permissions. "Keeps
//! refusing" is data: a channel post (a turn, a notice, a tournament post, a board's thread) given
//! up after its tries ([`crate::store::outbox::REFUSED`] for a refusal), the last one refused
//! for permissions. Such a channel is flagged once in `unreachable_channels`, in the same
//! transaction as one alert row for the server's owner; the key keeps a second process or a
//! restart from telling twice, and a post that goes through in the channel clears the flag, so
//! a new breakage is told again.

use sqlx::PgConnection;

use crate::store::channels;
use crate::store::outbox::{self, OutboxKind};

use crate::service::outbox::Outgoing;

/// Whether rows of `kind` post in their channel (a refusal there is the channel's, not a DM's).
pub(super) fn posts_in_channel(kind: OutboxKind) -> bool {
    matches!(
        kind,
        OutboxKind::Turn | OutboxKind::Notice | OutboxKind::Tournament | OutboxKind::Thread
    )
}

/// Row `outbox_id`, a post in `channel_id`, was given up refused for permissions: flags the
/// channel and writes the alert for its server, unless the channel was flagged already. Whether
/// an alert was written.
pub(super) async fn flag(
    conn: &mut PgConnection,
    outbox_id: i64,
    channel_id: i64,
) -> anyhow::Result<bool> {
    let Some(guild_id) = channels::flag_unreachable(conn, outbox_id).await? else {
        return Ok(false);
    };
    let alert = Outgoing::Alert {
        guild_id,
        channel_id,
    };
    outbox::insert_alert(conn, guild_id, channel_id, &serde_json::to_string(&alert)?).await?;
    tracing::warn!(
        outbox = outbox_id,
        guild_id,
        channel_id,
        "Discord keeps refusing the bot's posts in a channel for lack of permissions; telling the server's owner"
    );
    Ok(true)
}
