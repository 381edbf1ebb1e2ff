//! Telling a server that Discord keeps refusing the bot's posts in one of its channels for lack
//! of permissions (an alert row, written once while the channel stays so). It goes where a
//! server admin would look and where the bot can still write: a DM to the server's owner, who
//! can give the bot any permission (the server's settings name no moderators' channel); if
//! the owner takes no DMs, the server's system channel, pinging nobody; else nowhere. It says
//! what the bot lacks in the channel now, asked of Discord (`channel_needs`), and what to give
//! it.

use poise::serenity_prelude as serenity;

use crate::bot::channel_needs::{Server, Unknown};
use crate::bot::channel_verdict;
use crate::bot::errors::{Error, dm_refused};
use crate::bot::locale::Tr;
use crate::bot::{reply, text};
use crate::service::{Claimed, Delivered};

use super::send::{self, Outcome, failed};

/// Tells the owner of `guild_id` (or its system channel) what the bot lacks in `channel_id`.
#[tracing::instrument(skip_all, fields(outbox = claimed.id, guild_id = guild_id, channel_id = channel_id))]
pub(super) async fn send(
    http: &serenity::Http,
    claimed: &Claimed,
    (guild_id, channel_id): (i64, i64),
) -> Result<Outcome, Error> {
    let bot = http.get_current_user().await?.id;
    let guild = serenity::GuildId::new(guild_id.cast_unsigned());
    let server = match Server::fetch(http, guild, bot).await {
        Ok(server) => server,
        // The bot left the server: there is no one to tell.
        Err(Unknown::NotInServer | Unknown::Gone | Unknown::Hidden) => {
            return Ok(Outcome::Done(Delivered::Nothing, None));
        }
        Err(Unknown::Failed(error)) => return Ok(failed(&error)),
    };
    let tr = Tr(claimed.language());
    let mut lines = vec![tr.say(
        "alert-unreachable",
        &[
            ("channel", format!("<#{channel_id}>").into()),
            (
                "server",
                text::md(&crate::service::names::plain(server.name())).into(),
            ),
        ],
    )];
    let missing = channel_verdict::in_channel(&server, http, channel_id, tr).await;
    if missing.is_empty() {
        lines.push(tr.text("alert-unreachable-check"));
    }
    lines.extend(missing.into_iter().map(|(_, line)| line));
    let words = lines.join("\n");
    let owner = server.owner().get().cast_signed();
    match send::dm(http, claimed, owner, reply::message(&words, []), 0).await {
        Ok(sent) => Ok(Outcome::Done(Delivered::Sent, Some(sent.id.get()))),
        Err(error) if dm_refused(&error) => {
            Ok(in_system_channel(http, claimed, &server, &words).await)
        }
        Err(error) => Ok(failed(&error)),
    }
}

/// The alert in the server's system channel, pinging nobody, when the owner takes no DMs.
async fn in_system_channel(
    http: &serenity::Http,
    claimed: &Claimed,
    server: &Server,
    words: &str,
) -> Outcome {
    let Some(channel) = server.system_channel() else {
        return Outcome::Done(Delivered::DmClosed, None);
    };
    let message = send::with_nonce(reply::message(words, []), claimed, 1);
    match channel.send_message(http, message).await {
        Ok(posted) => Outcome::Done(Delivered::Noted, Some(posted.id.get())),
        Err(error) => failed(&error),
    }
}
