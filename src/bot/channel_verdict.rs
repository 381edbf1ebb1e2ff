//! What a server's moderators are told of the bot's permissions where it plays, in words: the
//! verdict `/settings show` adds over the server's channels with games and events, and the lines
//! of the alert that tells a server's owner when Discord keeps refusing the bot's posts in a
//! channel. The maths is `channel_needs`'s; each line names the channel as a mention (which
//! pings nobody) and what to give the bot there.

use poise::serenity_prelude as serenity;

use super::channel_needs::{Need, Server, Unknown};
use super::locale::Tr;
use crate::service::WatchedChannel;

/// The verdict over `channels` of `guild` for the bot `bot`: a line for each thing missing, or
/// one line saying all is well. Threads are asked for only where tournaments or leagues play.
pub async fn verdict(
    http: &serenity::Http,
    (guild, bot): (serenity::GuildId, serenity::UserId),
    channels: &[WatchedChannel],
    tr: Tr,
) -> String {
    let server = match Server::fetch(http, guild, bot).await {
        Ok(server) => server,
        Err(unknown) => {
            tracing::warn!(
                guild_id = guild.get(),
                ?unknown,
                "cannot read the server's permissions"
            );
            return tr.text("channels-server-unknown");
        }
    };
    let mut lines = Vec::new();
    for watched in channels {
        let mut missing = in_channel(&server, http, watched.channel_id, tr).await;
        if !watched.events {
            missing.retain(|(need, _)| *need != Some(Need::CreateThreads));
        }
        lines.extend(missing.into_iter().map(|(_, line)| line));
    }
    if lines.is_empty() {
        return tr.say("channels-all-well", &[("channels", channels.len().into())]);
    }
    lines.insert(0, tr.text("channels-heading"));
    lines.join("\n")
}

/// What the bot lacks in `channel` of `server`, a line each with the permission it names
/// (none when it lacks nothing).
pub async fn in_channel(
    server: &Server,
    http: &serenity::Http,
    channel: i64,
    tr: Tr,
) -> Vec<(Option<Need>, String)> {
    let asked = server
        .missing_in(http, serenity::ChannelId::new(channel.cast_unsigned()))
        .await;
    let at = format!("<#{channel}>");
    match asked {
        Ok(missing) => missing
            .into_iter()
            .map(|need| (Some(need), need_line(need, &at, tr)))
            .collect(),
        Err(Unknown::Hidden) => vec![(Some(Need::View), need_line(Need::View, &at, tr))],
        Err(Unknown::Gone) => vec![(None, tr.say("channels-gone", &[("channel", at.into())]))],
        Err(unknown) => {
            tracing::warn!(
                channel_id = channel,
                ?unknown,
                "cannot read the bot's permissions in a channel"
            );
            vec![(None, tr.say("channels-unknown", &[("channel", at.into())]))]
        }
    }
}

/// What the bot cannot do in the channel `at` (a mention) without `need`, and what to give it.
fn need_line(need: Need, at: &str, tr: Tr) -> String {
    match need {
        Need::View => tr.say("channels-cannot-view", &[("channel", at.into())]),
        Need::Send => tr.say("channels-cannot-send", &[("channel", at.into())]),
        Need::SendInThreads => tr.say("channels-cannot-send-in-threads", &[("channel", at.into())]),
        Need::AttachFiles => tr.say("channels-cannot-attach", &[("channel", at.into())]),
        Need::CreateThreads => tr.say("channels-cannot-open-threads", &[("channel", at.into())]),
    }
}
