//! A DM to a player, or, if their DMs are closed, a note for them where the game lives (a
//! reminder, a rack that could not be sent).

use poise::serenity_prelude as serenity;

use crate::bot::errors::{Error, dm_refused};
use crate::bot::reply;
use crate::service::{Claimed, Delivered};

use super::conversation::{self, Otherwise};
use super::send::{self, Outcome, failed};

/// A DM to `user`; if their DMs are closed, `note` in the channel instead.
pub(super) async fn dm_or_note(
    http: &serenity::Http,
    claimed: &Claimed,
    user: i64,
    channel_id: i64,
    message: serenity::CreateMessage,
    note: &str,
) -> Result<Outcome, Error> {
    Ok(match send::dm(http, claimed, user, message, 0).await {
        Ok(posted) => Outcome::Done(Delivered::Sent, Some(posted.id.get())),
        Err(error) if dm_refused(&error) => {
            // The note pings the player it is for.
            let note = reply::Post::new(note, [user]);
            match conversation::post_for_game(http, claimed, channel_id, note, Otherwise::Nobody)
                .await?
                .0
            {
                Outcome::Done(Delivered::Sent, id) => Outcome::Done(Delivered::Noted, id),
                other => other,
            }
        }
        Err(error) => failed(&error),
    })
}
