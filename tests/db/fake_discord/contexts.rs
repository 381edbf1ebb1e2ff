//! Where an interaction happens and what Discord sends for it there: the interaction context
//! (0 a guild, 1 the bot's DM, 2 a private channel of users), who authorized the app
//! (`authorizing_integration_owners`), the app's permissions, the whole `INTERACTION_CREATE`
//! envelope, and which commands Discord offers where.

use serde_json::{Map, Value, json};
use serenity::all::Permissions;

use super::payloads;
use super::state::{Channel, Origin, PrivateChannel, State};

/// Discord's interaction context types.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Context {
    /// A guild channel (0).
    Guild,
    /// The bot's DM with the user (1).
    BotDm,
    /// A group DM or a DM between users, reached through a user install (2).
    PrivateChannel,
}

impl Context {
    /// The number Discord sends as `context` and registers in `contexts`.
    pub fn number(self) -> u64 {
        match self {
            Self::Guild => 0,
            Self::BotDm => 1,
            Self::PrivateChannel => 2,
        }
    }

    fn describe(self) -> &'static str {
        match self {
            Self::Guild => "a server",
            Self::BotDm => "the bot's DM",
            Self::PrivateChannel => "a group DM or a DM between users",
        }
    }

    /// Discord's installation types when nothing says otherwise: a server install, except in
    /// private channels, which only a user install reaches.
    fn default_types(self) -> &'static [u64] {
        match self {
            Self::PrivateChannel => &[1],
            _ => &[0],
        }
    }
}

impl State {
    /// The interaction context of `channel`.
    pub fn context_of(&self, channel: u64) -> Context {
        match self.channels.get(&channel) {
            Some(c) if c.private.is_some() => Context::PrivateChannel,
            Some(c) if c.dm_with.is_some() => Context::BotDm,
            _ => Context::Guild,
        }
    }

    /// The `integration_types` the top-level command of `command` (`"game new"`) was
    /// registered with (Discord's default `[0]`), or `None` if it is not registered.
    fn integration_types(&self, command: &str) -> Option<Vec<u64>> {
        let top = command.split(' ').next().unwrap_or_default();
        let registered = self
            .commands
            .iter()
            .find(|c| c["name"].as_str() == Some(top))?;
        let types: Vec<u64> = registered["integration_types"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_u64)
            .collect();
        Some(if types.is_empty() { vec![0] } else { types })
    }
}

/// `authorizing_integration_owners` of an interaction by `user` in `channel` through an app
/// installed as `types`: the server install (`"0"`: the guild's id, or `"0"` in the bot's DM;
/// it never reaches a private channel) and the user install (`"1"`: the user's id).
fn owners(state: &State, channel: u64, user: u64, types: &[u64]) -> Value {
    let mut owners = Map::new();
    if types.contains(&0) {
        match state.context_of(channel) {
            Context::Guild => {
                let guild = state.guild_of(channel).unwrap_or(state.guild_id);
                owners.insert("0".into(), json!(guild.to_string()));
            }
            Context::BotDm => {
                owners.insert("0".into(), json!("0"));
            }
            Context::PrivateChannel => {}
        }
    }
    if types.contains(&1) {
        owners.insert("1".into(), json!(user.to_string()));
    }
    Value::Object(owners)
}

/// The owners of a slash command or autocomplete: by the command's registered install types.
pub fn command_owners(state: &State, command: &str, channel: u64, user: u64) -> Value {
    let types = state
        .integration_types(command)
        .unwrap_or_else(|| state.context_of(channel).default_types().to_vec());
    owners(state, channel, user, &types)
}

/// The owners of a button on `message` (or of a form it opened): those of the interaction whose
/// answer the message is (the user who authorized that one, not the presser), else the
/// context's default.
pub fn component_owners(state: &State, origin: Origin, channel: u64, user: u64) -> Value {
    let from = match origin {
        Origin::Response { interaction } | Origin::FollowUp { interaction } => {
            state.interactions.get(&interaction)
        }
        Origin::Channel | Origin::Dm { .. } => None,
    };
    from.map_or_else(
        || default_owners(state, channel, user),
        |i| i.payload["authorizing_integration_owners"].clone(),
    )
}

/// The owners of a submitted form: those of the latest interaction of `user` that opened the
/// form `custom_id`, else the context's default.
pub fn modal_owners(state: &State, custom_id: &str, channel: u64, user: u64) -> Value {
    state
        .interactions
        .values()
        .rev()
        .filter(|i| i.user == user)
        .find(|i| {
            i.modal
                .as_ref()
                .is_some_and(|m| m["custom_id"] == custom_id)
        })
        .map_or_else(
            || default_owners(state, channel, user),
            |i| i.payload["authorizing_integration_owners"].clone(),
        )
}

/// The owners when nothing else says: the context's default install types.
pub fn default_owners(state: &State, channel: u64, user: u64) -> Value {
    let types = state.context_of(channel).default_types();
    owners(state, channel, user, types)
}

/// The app's permissions in the channel (`app_permissions`): everything in the test guild (the
/// bot is given all), and in DMs and group DMs only what Discord documents there.
fn app_permissions(context: Context) -> Permissions {
    let private =
        Permissions::ATTACH_FILES | Permissions::EMBED_LINKS | Permissions::MENTION_EVERYONE;
    match context {
        Context::Guild => Permissions::all(),
        Context::BotDm => private | Permissions::USE_EXTERNAL_EMOJIS,
        Context::PrivateChannel => private,
    }
}

/// The partial channel of an interaction in a private channel: type 3 (group DM) or 1 (DM
/// between users), with the other recipients.
fn private_channel(state: &State, channel: &Channel, private: &PrivateChannel, user: u64) -> Value {
    let others: Vec<Value> = private
        .recipients
        .iter()
        .filter(|r| **r != user)
        .filter_map(|r| state.users.get(r).map(payloads::user))
        .collect();
    let mut value = json!({
        "id": channel.id.to_string(),
        "type": if private.group { 3 } else { 1 },
        "last_message_id": null,
        "recipients": others,
        "flags": 0,
    });
    if private.group {
        value["name"] = Value::Null;
        value["icon"] = Value::Null;
        value["owner_id"] = json!(
            private
                .recipients
                .first()
                .copied()
                .unwrap_or(user)
                .to_string()
        );
    }
    value
}

/// The whole `INTERACTION_CREATE` payload: in a guild with `member`, `guild_id` and context 0;
/// elsewhere with `user` and context 1 (the bot's DM) or 2 (a private channel).
#[allow(clippy::too_many_arguments)] // the fields of one envelope
pub fn envelope(
    state: &State,
    id: u64,
    token: &str,
    kind: u8,
    user_id: u64,
    channel_id: u64,
    data: &Value,
    owners: Value,
) -> Value {
    let channel = &state.channels[&channel_id];
    let context = state.context_of(channel_id);
    let channel_json = match &channel.private {
        Some(private) => private_channel(state, channel, private, user_id),
        None => payloads::interaction_channel(state, channel, user_id),
    };
    let mut value = json!({
        "id": id.to_string(),
        "application_id": state.app_id.to_string(),
        "type": kind,
        "data": data,
        "channel_id": channel_id.to_string(),
        "channel": channel_json,
        "token": token,
        "version": 1,
        "locale": state.locales.get(&user_id).map_or("en-US", String::as_str),
        "entitlements": [],
        "attachment_size_limit": 26_214_400,
        "app_permissions": app_permissions(context).bits().to_string(),
        "context": context.number(),
    });
    value["authorizing_integration_owners"] = owners;
    if let Some(guild) = state.guild_of(channel_id) {
        value["guild_id"] = json!(guild.to_string());
        value["guild_locale"] = json!("en-US");
        let mut member = payloads::member(state, user_id);
        member["guild_id"] = json!(guild.to_string());
        value["member"] = member;
    } else {
        value["user"] = payloads::user(&state.users[&user_id]);
        if let Some(data) = value["data"].as_object_mut() {
            data.remove("guild_id");
        }
    }
    value
}

/// Discord offers a command only where its registered `contexts` allow (none registered: every
/// context), and in a private channel only if it can be installed to a user
/// (`integration_types` with 1).
pub fn offered_in(state: &State, command: &str, channel: u64) -> Result<(), String> {
    let top = command.split(' ').next().unwrap_or_default();
    let Some(registered) = state
        .commands
        .iter()
        .find(|c| c["name"].as_str() == Some(top))
    else {
        return Ok(()); // `command_data` says the command is unknown
    };
    let here = state.context_of(channel);
    let listed = registered["contexts"].as_array();
    if listed.is_some_and(|c| !c.iter().any(|c| c.as_u64() == Some(here.number()))) {
        return Err(format!(
            "/{top} is not offered in {} (its contexts are {:?})",
            here.describe(),
            listed.expect("checked")
        ));
    }
    let user_installable = state
        .integration_types(top)
        .is_some_and(|types| types.contains(&1));
    if here == Context::PrivateChannel && !user_installable {
        return Err(format!(
            "/{top} is not offered in {}: only a user install reaches there, and its \
             integration_types are {}",
            here.describe(),
            registered["integration_types"]
        ));
    }
    Ok(())
}

#[cfg(test)]
#[path = "contexts_tests.rs"]
mod tests;
