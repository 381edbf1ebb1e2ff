//! Posting a game's board or notice where it lives: in its server channel with a nonce, or, for a
//! game outside a server (where the app may only answer interactions), as a public follow-up of
//! the latest interaction made in its conversation while Discord accepts it, else by DM to each
//! person seated. A follow-up has no nonce: it is tried once per row, and a retry goes by DM.

use poise::serenity_prelude as serenity;
use serenity::builder::Builder as _;

use crate::bot::errors::{Error, dm_refused};
use crate::bot::reply::Post;
use crate::service::{Claimed, ConversationRoute, Delivered};

use super::send::{self, Outcome, failed, post};

/// Who a post for a game outside a server reaches when no follow-up can carry it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Otherwise {
    /// Each person seated, by DM (a board or a notice every player must see).
    EveryoneByDm,
    /// Nobody (a note for one player whose DMs are closed: a DM to the others would not reach them).
    Nobody,
}

/// Where a game's post went, or goes when it is tried again.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Went {
    /// Where the game lives: its channel, or its conversation as a follow-up.
    #[default]
    Home,
    /// To each person seated, by DM (the conversation takes no follow-up now; a refused
    /// follow-up is tried again by DM).
    ByDm,
}

/// Posts `message` for the row's game: in `channel_id` for a game in a server, through its
/// conversation's route otherwise; with where it went (or goes when tried again).
pub(super) async fn post_for_game(
    http: &serenity::Http,
    claimed: &Claimed,
    channel_id: i64,
    message: Post,
    otherwise: Otherwise,
) -> Result<(Outcome, Went), Error> {
    Ok(match claimed.conversation_route().await? {
        None => (
            post(http, claimed, channel_id, message.message()).await,
            Went::Home,
        ),
        Some(ConversationRoute::Followup(token)) => {
            match message.followup().execute(http, (None, &token)).await {
                Ok(posted) => (
                    Outcome::Done(Delivered::Sent, Some(posted.id.get())),
                    Went::Home,
                ),
                // A follow-up is tried once: the retry goes by DM.
                Err(error) => (failed(&error), Went::ByDm),
            }
        }
        Some(ConversationRoute::Dms(people)) => match otherwise {
            Otherwise::EveryoneByDm => {
                (to_each(http, claimed, &people, &message).await, Went::ByDm)
            }
            Otherwise::Nobody => (Outcome::Done(Delivered::Nothing, None), Went::Home),
        },
    })
}

/// `message` by DM to each of `people` (the `n`-th with the row's `n`-th nonce, so a retry finds
/// what was sent); someone whose DMs are closed is skipped.
async fn to_each(
    http: &serenity::Http,
    claimed: &Claimed,
    people: &[i64],
    message: &Post,
) -> Outcome {
    let mut last = None;
    for (n, &user) in people.iter().enumerate() {
        let nonce = u8::try_from(n).unwrap_or(u8::MAX);
        match send::dm(http, claimed, user, message.clone().message(), nonce).await {
            Ok(posted) => last = Some(posted.id.get()),
            Err(error) if dm_refused(&error) => {}
            Err(error) => return failed(&error),
        }
    }
    match last {
        Some(id) => Outcome::Done(Delivered::Sent, Some(id)),
        None => Outcome::Done(Delivered::Nothing, None),
    }
}
