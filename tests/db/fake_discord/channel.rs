//! A channel the fake knows: a guild text channel or thread, the bot's DM with a user, or a
//! private channel of users (a group DM, a DM between two users) the bot is not a member of.

/// A guild text channel, the bot's DM with a user, or a private channel of users.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Channel {
    pub id: u64,
    pub name: String,
    /// `Some(user)` for the DM channel with that user.
    pub dm_with: Option<u64>,
    /// `Some(channel)` for a public thread of that guild text channel.
    pub parent: Option<u64>,
    /// Who made the channel: the bot (its application id) for its threads and the server's
    /// channels, a member for a thread a member made.
    pub owner: u64,
    /// `Some(guild)` for a channel of another guild than the test guild (see `other_guilds`).
    pub guild: Option<u64>,
    /// `Some` for a group DM or a DM between users: the bot is not a member there.
    pub private: Option<PrivateChannel>,
}

impl Channel {
    /// Whether the channel belongs to a guild (neither the bot's DM nor a private channel).
    pub fn in_guild(&self) -> bool {
        self.dm_with.is_none() && self.private.is_none()
    }
}

/// A channel of users the bot is not in: a group DM (type 3) or a DM between two users
/// (type 1). The bot reaches it only by answering interactions (interaction context 2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrivateChannel {
    pub recipients: Vec<u64>,
    /// A group DM (type 3), not a DM between two users (type 1).
    pub group: bool,
}
