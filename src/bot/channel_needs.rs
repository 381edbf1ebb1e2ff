//! What the bot needs in a server channel where a game is played (to see it, post the board,
//! attach its picture, open boards' threads), asked of Discord: the server's roles, the bot
//! member's roles and the channel's overwrites, put together by serenity's permission maths
//! (`PartialGuild::user_permissions_in`). `lexicord doctor`, `/settings show` and the alert of a
//! channel that keeps refusing the bot's posts (`channel_verdict`) say what is missing.

use poise::serenity_prelude::{
    self as serenity, ChannelType, GuildChannel, Member, PartialGuild, Permissions,
};

/// A permission the bot needs where a game is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Need {
    /// See the channel (View Channel).
    View,
    /// Post the board and the turns (Send Messages).
    Send,
    /// Post in a thread, where the game is a tournament's or a league's board (Send Messages in
    /// Threads, given in the thread's parent).
    SendInThreads,
    /// Attach the board's picture (Attach Files).
    AttachFiles,
    /// Open boards' threads for tournaments and leagues (Create Public Threads, and Send
    /// Messages in Threads to post in them).
    CreateThreads,
}

impl Need {
    /// Discord's permission bits for it.
    pub fn permissions(self) -> Permissions {
        match self {
            Need::View => Permissions::VIEW_CHANNEL,
            Need::Send => Permissions::SEND_MESSAGES,
            Need::SendInThreads => Permissions::SEND_MESSAGES_IN_THREADS,
            Need::AttachFiles => Permissions::ATTACH_FILES,
            Need::CreateThreads => {
                Permissions::CREATE_PUBLIC_THREADS | Permissions::SEND_MESSAGES_IN_THREADS
            }
        }
    }

    /// Whether the game there stops without it (without the others, only a tournament's or a
    /// league's next boards cannot be opened there).
    pub fn stops_games(self) -> bool {
        !matches!(self, Need::CreateThreads)
    }
}

/// Where a game is played: a text channel, or a thread (whose permissions are its parent's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Channel,
    Thread,
}

/// What a game in `place` needs that `granted` lacks, in order.
pub fn missing(granted: Permissions, place: Place) -> Vec<Need> {
    let needs = match place {
        Place::Channel => [
            Need::View,
            Need::Send,
            Need::AttachFiles,
            Need::CreateThreads,
        ],
        Place::Thread => [
            Need::View,
            Need::SendInThreads,
            Need::AttachFiles,
            Need::CreateThreads,
        ],
    };
    needs
        .into_iter()
        .filter(|need| !granted.contains(need.permissions()))
        .collect()
}

/// Why the bot's permissions in a channel are not known.
#[derive(Debug)]
pub enum Unknown {
    /// The server does not answer the bot: the bot is no longer a member of it.
    NotInServer,
    /// The channel is gone (Discord knows no such channel, or it is not a server's).
    Gone,
    /// The bot cannot see the channel at all (Discord answers 403).
    Hidden,
    /// Discord did not answer as expected.
    Failed(serenity::Error),
}

/// A server as the bot stands in it: its roles and owner, and the bot's member.
pub struct Server {
    guild: PartialGuild,
    bot: Member,
}

impl Server {
    /// Asks Discord for the server `guild` and the bot's member there.
    pub async fn fetch(
        http: &serenity::Http,
        guild: serenity::GuildId,
        bot: serenity::UserId,
    ) -> Result<Self, Unknown> {
        let not_in = |error| refused(error, Unknown::NotInServer, Unknown::NotInServer);
        let guild_data = http.get_guild(guild).await.map_err(not_in)?;
        let member = http.get_member(guild, bot).await.map_err(not_in)?;
        Ok(Self {
            guild: guild_data,
            bot: member,
        })
    }

    /// The server's owner (who can give the bot any permission).
    pub fn owner(&self) -> serenity::UserId {
        self.guild.owner_id
    }

    /// The server's system channel (where Discord posts its own notices), if it has one.
    pub fn system_channel(&self) -> Option<serenity::ChannelId> {
        self.guild.system_channel_id
    }

    /// The server's name, as its owner chose it.
    pub fn name(&self) -> &str {
        &self.guild.name
    }

    /// What a game in `channel` needs and the bot lacks there: asked of the channel (and of its
    /// parent for a thread).
    pub async fn missing_in(
        &self,
        http: &serenity::Http,
        channel: serenity::ChannelId,
    ) -> Result<Vec<Need>, Unknown> {
        let channel = server_channel(http, channel).await?;
        let in_thread = matches!(
            channel.kind,
            ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
        );
        let (place, ruled_by) = match channel.parent_id {
            Some(parent) if in_thread => (Place::Thread, server_channel(http, parent).await?),
            _ => (Place::Channel, channel),
        };
        let granted = self.guild.user_permissions_in(&ruled_by, &self.bot);
        Ok(missing(granted, place))
    }
}

/// The server channel `id`, as Discord has it now.
async fn server_channel(
    http: &serenity::Http,
    id: serenity::ChannelId,
) -> Result<GuildChannel, Unknown> {
    match http.get_channel(id).await {
        Ok(serenity::Channel::Guild(channel)) => Ok(channel),
        Ok(_) => Err(Unknown::Gone),
        Err(error) => Err(refused(error, Unknown::Hidden, Unknown::Gone)),
    }
}

/// `forbidden` for Discord's 403, `not_found` for its 404, else the error itself.
fn refused(error: serenity::Error, forbidden: Unknown, not_found: Unknown) -> Unknown {
    match http_status(&error) {
        Some(403) => forbidden,
        Some(404) => not_found,
        _ => Unknown::Failed(error),
    }
}

/// The HTTP status Discord answered a request with, when it answered with an error.
pub fn http_status(error: &serenity::Error) -> Option<u16> {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            Some(response.status_code.as_u16())
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const POSTING: Permissions = Permissions::VIEW_CHANNEL
        .union(Permissions::SEND_MESSAGES)
        .union(Permissions::ATTACH_FILES);

    #[test]
    fn a_channel_needs_view_send_files_and_threads() {
        let all =
            POSTING | Permissions::CREATE_PUBLIC_THREADS | Permissions::SEND_MESSAGES_IN_THREADS;
        assert_eq!(missing(all, Place::Channel), []);
        assert_eq!(
            missing(all - Permissions::SEND_MESSAGES, Place::Channel),
            [Need::Send]
        );
        assert_eq!(missing(POSTING, Place::Channel), [Need::CreateThreads]);
        assert_eq!(
            missing(Permissions::empty(), Place::Channel),
            [
                Need::View,
                Need::Send,
                Need::AttachFiles,
                Need::CreateThreads
            ]
        );
    }

    #[test]
    fn a_thread_needs_posting_in_threads_instead_of_posting() {
        let thread = Permissions::VIEW_CHANNEL
            | Permissions::SEND_MESSAGES_IN_THREADS
            | Permissions::ATTACH_FILES
            | Permissions::CREATE_PUBLIC_THREADS;
        assert_eq!(missing(thread, Place::Thread), []);
        assert_eq!(
            missing(POSTING, Place::Thread),
            [Need::SendInThreads, Need::CreateThreads]
        );
        assert!(!Need::CreateThreads.stops_games());
        assert!(Need::SendInThreads.stops_games());
    }
}
