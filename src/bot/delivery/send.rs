//! Sending one outbox row's message to Discord: with a nonce derived from the row, enforced
//! (a retry after a lost answer finds the first message instead of posting twice), and how a
//! Discord error counts for the row's retries (a refusal for lack of permissions apart, for the
//! channel's alert and the metrics).

use poise::serenity_prelude as serenity;

use crate::bot::announce;
use crate::bot::errors::discord_code;
use crate::service::{Claimed, Delivered, Failure};

/// What delivering one row did.
pub(super) enum Outcome {
    Done(Delivered, Option<u64>),
    /// The mover's DMs are closed: their rack text, for their reply.
    MoverDmsClosed(String),
    Failed(Failure, String),
}

/// Discord's codes for a refusal for lack of permissions: Missing Access (the bot cannot see
/// the channel) and Missing Permissions (it may not post, attach files, open threads there).
const MISSING_PERMISSIONS: [isize; 2] = [50001, 50013];

/// How a Discord error counts: a refusal for lack of permissions, another refusal for good (a
/// missing channel, a user who takes no DMs), or a failure worth retrying.
fn failure_of(error: &serenity::Error) -> Failure {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            match response.status_code.as_u16() {
                403 if MISSING_PERMISSIONS.contains(&response.error.code) => Failure::Forbidden,
                403 | 404 => Failure::Refused,
                _ => Failure::Transient,
            }
        }
        _ => Failure::Transient,
    }
}

pub(super) fn failed(error: &serenity::Error) -> Outcome {
    let code = discord_code(error).map_or_else(String::new, |c| format!(" (code {c})"));
    Outcome::Failed(failure_of(error), format!("{error}{code}"))
}

/// A message with the row's `n`-th nonce, enforced.
pub(super) fn with_nonce(
    message: serenity::CreateMessage,
    claimed: &Claimed,
    n: u8,
) -> serenity::CreateMessage {
    message
        .nonce(serenity::Nonce::String(claimed.nonce(n)))
        .enforce_nonce(true)
}

/// Posts a row's message (its first nonce) in a channel.
pub(super) async fn post(
    http: &serenity::Http,
    claimed: &Claimed,
    channel_id: i64,
    message: serenity::CreateMessage,
) -> Outcome {
    let message = with_nonce(message, claimed, 0);
    match announce::channel(channel_id)
        .send_message(http, message)
        .await
    {
        Ok(posted) => Outcome::Done(Delivered::Sent, Some(posted.id.get())),
        Err(error) => failed(&error),
    }
}

/// Sends `message` by DM to `user` with the row's `n`-th nonce (a retry finds what was sent).
pub(super) async fn dm(
    http: &serenity::Http,
    claimed: &Claimed,
    user: i64,
    message: serenity::CreateMessage,
    n: u8,
) -> serenity::Result<serenity::Message> {
    let channel = serenity::UserId::new(user.cast_unsigned())
        .create_dm_channel(http)
        .await?;
    channel
        .id
        .send_message(http, with_nonce(message, claimed, n))
        .await
}
