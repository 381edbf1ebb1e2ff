//! Where tests act besides the guild's channels: the bot's DM with a user, and private
//! channels of users (a group DM, a DM between two users) that the bot is not a member of and
//! reaches only by answering interactions; and where commands were registered to be offered.

use serde_json::Value;

use super::FakeDiscord;
use super::state::FakeUser;

impl FakeDiscord {
    /// The DM channel with `user` (the one the bot gets from `POST /users/@me/channels`).
    /// Interactions there carry `context` 1 (the bot's DM) and a channel of type 1.
    pub fn dm_channel(&self, user: &FakeUser) -> u64 {
        self.shared.update(|state| state.dm_channel(user.id))
    }

    /// A new group DM (channel type 3) of `recipients`, where the app is used through a user
    /// install: the bot is not a member. Interactions there (`slash`, `button`, ...; only its
    /// recipients can send them) carry `context` 2, no guild or member, the user, and the
    /// user install as owner (`"1"`); every bot call on the channel outside the interaction
    /// webhooks is refused with 403 / 50001 and recorded (`refused_in`).
    pub fn group_dm(&self, recipients: &[&FakeUser]) -> u64 {
        let ids = recipients.iter().map(|u| u.id).collect();
        self.shared.update(|state| state.add_private(ids, true))
    }

    /// A new DM between two users (channel type 1, `context` 2): like `group_dm`, the bot is
    /// not in it and reaches it only by answering interactions.
    pub fn user_dm(&self, one: &FakeUser, other: &FakeUser) -> u64 {
        self.shared
            .update(|state| state.add_private(vec![one.id, other.id], false))
    }

    /// The `integration_types` (0 server install, 1 user install) and `contexts` (0 guild,
    /// 1 the bot's DM, 2 private channels; `None`: Discord's default) a command was registered
    /// with.
    pub fn command_contexts(&self, name: &str) -> Option<(Vec<u64>, Option<Vec<u64>>)> {
        let commands = self.commands();
        let command = commands.iter().find(|c| c["name"].as_str() == Some(name))?;
        let numbers = |v: &Value| -> Option<Vec<u64>> {
            v.as_array()
                .map(|a| a.iter().filter_map(Value::as_u64).collect())
        };
        Some((
            numbers(&command["integration_types"]).unwrap_or_default(),
            numbers(&command["contexts"]),
        ))
    }
}
