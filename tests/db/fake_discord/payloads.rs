//! The JSON objects the fake sends: users, members, channels, the guild, READY, messages and
//! application info, shaped so that serenity 0.12 accepts them (checked by the tests below).

use serde_json::{Value, json};

use super::state::{Channel, FakeUser, Message, Origin, State};

pub fn now() -> String {
    serenity::all::Timestamp::now().to_string()
}

pub fn user(user: &FakeUser) -> Value {
    json!({
        "id": user.id.to_string(),
        "username": user.name,
        "discriminator": "0",
        "global_name": user.name,
        "avatar": null,
        "bot": false,
        "public_flags": 0,
    })
}

/// The bot's own user (its id is the application id).
pub fn bot_user(state: &State) -> Value {
    json!({
        "id": state.app_id.to_string(),
        "username": "Lexicord",
        "discriminator": "0",
        "global_name": null,
        "avatar": null,
        "bot": true,
        "verified": true,
        "mfa_enabled": false,
        "flags": 0,
    })
}

/// A guild member without its `user` (as in `resolved.members`).
pub fn member_fields(state: &State, user_id: u64) -> Value {
    let roles: Vec<String> = state
        .member_roles
        .get(&user_id)
        .into_iter()
        .flatten()
        .map(u64::to_string)
        .collect();
    json!({
        "roles": roles,
        "nick": null,
        "avatar": null,
        "joined_at": "2024-01-01T00:00:00.000000+00:00",
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "permissions": state.permissions_of(user_id).to_string(),
        "communication_disabled_until": null,
    })
}

/// A guild member with its user, as in an interaction's `member` (the bot's, for its id).
pub fn member(state: &State, user_id: u64) -> Value {
    let mut value = member_fields(state, user_id);
    value["user"] = if user_id == state.app_id {
        bot_user(state)
    } else {
        user(&state.users[&user_id])
    };
    value
}

pub fn role(id: u64, name: &str, permissions: u64, position: usize) -> Value {
    json!({
        "id": id.to_string(),
        "name": name,
        "color": 0,
        "colors": { "primary_color": 0, "secondary_color": null, "tertiary_color": null },
        "hoist": false,
        "icon": null,
        "unicode_emoji": null,
        "position": position,
        "permissions": permissions.to_string(),
        "managed": false,
        "mentionable": false,
        "flags": 0,
    })
}

pub fn roles(state: &State) -> Vec<Value> {
    let mut roles = vec![role(
        state.guild_id,
        "@everyone",
        state.everyone_permissions,
        0,
    )];
    for (i, r) in state.roles.iter().enumerate() {
        roles.push(role(r.id, &r.name, r.permissions, i + 1));
    }
    roles
}

pub fn channel(state: &State, channel: &Channel) -> Value {
    match channel.dm_with {
        Some(user_id) => json!({
            "id": channel.id.to_string(),
            "type": 1,
            "last_message_id": null,
            "recipients": [user(&state.users[&user_id])],
            "flags": 0,
        }),
        None if channel.parent.is_some() => json!({
            "id": channel.id.to_string(),
            "type": 11,
            "guild_id": channel.guild.unwrap_or(state.guild_id).to_string(),
            "name": channel.name,
            "parent_id": channel.parent.map(|p| p.to_string()),
            "owner_id": channel.owner.to_string(),
            "last_message_id": null,
            "rate_limit_per_user": 0,
            "message_count": 0,
            "member_count": 1,
            "total_message_sent": 0,
            "thread_metadata": {
                "archived": false,
                "auto_archive_duration": 10080,
                "archive_timestamp": "2026-01-01T00:00:00.000000+00:00",
                "locked": false,
                "invitable": true,
            },
            "flags": 0,
        }),
        None => json!({
            "id": channel.id.to_string(),
            "type": 0,
            "guild_id": channel.guild.unwrap_or(state.guild_id).to_string(),
            "name": channel.name,
            "position": 0,
            "permission_overwrites": super::permissions::overwrites(state, channel.id),
            "nsfw": false,
            "topic": null,
            "last_message_id": null,
            "rate_limit_per_user": 0,
            "parent_id": null,
            "flags": 0,
        }),
    }
}

/// The partial channel inside an interaction.
pub fn interaction_channel(state: &State, channel: &Channel, user_id: u64) -> Value {
    let mut value = self::channel(state, channel);
    value["permissions"] = json!(state.permissions_of(user_id).to_string());
    value
}

/// `GUILD_CREATE` of the test guild.
pub fn guild(state: &State) -> Value {
    guild_named(state, None, "Lexicord test server")
}

/// `GUILD_CREATE` of the test guild (`None`) or another one, with its channels.
pub fn guild_named(state: &State, id: Option<u64>, name: &str) -> Value {
    let guild_channels: Vec<Value> = state
        .channels
        .values()
        .filter(|c| c.in_guild() && c.parent.is_none() && c.guild == id)
        .map(|c| channel(state, c))
        .collect();
    let members: Vec<Value> = state.users.keys().map(|&id| member(state, id)).collect();
    let mut value = json!({
        "id": id.unwrap_or(state.guild_id).to_string(),
        "name": name,
        "icon": null,
        "icon_hash": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": state.guild_owner.to_string(),
        "afk_channel_id": null,
        "afk_timeout": 300,
        "widget_enabled": false,
        "widget_channel_id": null,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": roles(state),
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
    });
    let more = json!({
        "max_presences": null,
        "max_members": 500_000,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": null,
        "max_video_channel_users": 25,
        "max_stage_video_channel_users": 50,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
        "safety_alerts_channel_id": null,
    });
    let created = json!({
        "joined_at": "2024-01-01T00:00:00.000000+00:00",
        "large": false,
        "unavailable": false,
        "member_count": members.len(),
        "voice_states": [],
        "members": members,
        "channels": guild_channels,
        "threads": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
    });
    let object = value.as_object_mut().expect("an object");
    for extra in [more, created] {
        if let Value::Object(fields) = extra {
            object.extend(fields);
        }
    }
    value
}

pub fn ready(state: &State, session_id: &str, resume_url: &str) -> Value {
    json!({
        "v": 10,
        "user": bot_user(state),
        "guilds": std::iter::once(state.guild_id)
            .chain(state.other_guilds.iter().map(|(id, _)| *id))
            .map(|id| json!({ "id": id.to_string(), "unavailable": true }))
            .collect::<Vec<_>>(),
        "session_id": session_id,
        "resume_gateway_url": resume_url,
        "shard": [0, 1],
        "application": { "id": state.app_id.to_string(), "flags": 0 },
        "private_channels": [],
    })
}

/// `GET /oauth2/applications/@me`: the guild owner owns the application.
pub fn application_info(state: &State) -> Value {
    let owner = state
        .users
        .get(&state.guild_owner)
        .map_or(Value::Null, user);
    json!({
        "id": state.app_id.to_string(),
        "name": "Lexicord",
        "icon": null,
        "description": "",
        "rpc_origins": [],
        "bot_public": true,
        "bot_require_code_grant": false,
        "owner": owner,
        "summary": "",
        "verify_key": "0".repeat(64),
        "team": null,
        "flags": 0,
        "tags": [],
        "integration_types_config": super::permissions::install_contexts(state),
    })
}

/// A message object as REST answers and events carry it.
pub fn message(state: &State, message: &Message) -> Value {
    let attachments: Vec<Value> = message
        .attachments
        .iter()
        .map(|a| {
            let url = format!(
                "https://cdn.discordapp.com/attachments/{}/{}/{}",
                message.channel_id, a.id, a.filename
            );
            json!({
                "id": a.id.to_string(),
                "filename": a.filename,
                "description": a.description,
                "size": a.bytes.len(),
                "url": url,
                "proxy_url": url,
            })
        })
        .collect();
    let (kind, interaction) = match message.origin {
        Origin::Response { interaction } | Origin::FollowUp { interaction } => {
            (20, Some(interaction))
        }
        Origin::Channel | Origin::Dm { .. } => (0, None),
    };
    let mut value = json!({
        "id": message.id.to_string(),
        "channel_id": message.channel_id.to_string(),
        "author": bot_user(state),
        "content": message.content,
        "timestamp": now(),
        "edited_timestamp": if message.edits > 0 { Value::String(now()) } else { Value::Null },
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": attachments,
        "embeds": message.embeds,
        "components": message.components,
        "pinned": false,
        "type": kind,
        "flags": if message.ephemeral { 64 } else { 0 } | if message.loading { 128 } else { 0 },
    });
    if let Some(id) = interaction.and_then(|id| state.interactions.get(&id)) {
        value["application_id"] = json!(state.app_id.to_string());
        value["webhook_id"] = json!(state.app_id.to_string());
        value["interaction"] = json!({
            "id": id.id.to_string(),
            "type": 2,
            "name": match &id.kind {
                super::state::InteractionKind::Command(name) => name.clone(),
                _ => String::new(),
            },
            "user": state.users.get(&id.user).map_or(Value::Null, user),
        });
    }
    if let Some(guild) = state.guild_of(message.channel_id) {
        value["guild_id"] = json!(guild.to_string());
    }
    value
}

#[cfg(test)]
mod tests {
    use serenity::all as s;

    use super::super::state::{Attachment, State};
    use super::*;

    fn sample_state() -> (State, u64, u64) {
        let mut state = State::new();
        let owner = state.add_user("owner");
        state.guild_owner = owner.id;
        let alice = state.add_user("alice");
        state.roles.push(super::super::state::Role {
            id: 77,
            name: "Lexicord moderator".into(),
            permissions: s::Permissions::MANAGE_MESSAGES.bits(),
        });
        state.member_roles.insert(alice.id, vec![77]);
        let channel = state.add_channel("general", None);
        (state, alice.id, channel)
    }

    #[test]
    fn serenity_accepts_ready_guild_and_application_info() {
        let (state, _, _) = sample_state();
        let ready: s::Ready = serde_json::from_value(ready(&state, "s1", "ws://x")).unwrap();
        assert_eq!(ready.application.id.get(), state.app_id);
        assert_eq!(ready.user.id.get(), state.app_id);
        let guild: s::Guild = serde_json::from_value(guild(&state)).unwrap();
        assert_eq!(guild.owner_id.get(), state.guild_owner);
        assert_eq!(guild.channels.len(), 1);
        assert_eq!(guild.roles.len(), 2);
        let info: s::CurrentApplicationInfo =
            serde_json::from_value(application_info(&state)).unwrap();
        assert_eq!(info.owner.unwrap().id.get(), state.guild_owner);
    }

    #[test]
    fn serenity_accepts_members_channels_and_roles() {
        let (mut state, alice, channel) = sample_state();
        let member: s::Member = serde_json::from_value({
            let mut m = member(&state, alice);
            m["guild_id"] = json!(state.guild_id.to_string());
            m
        })
        .unwrap();
        assert_eq!(member.roles, vec![s::RoleId::new(77)]);
        assert!(
            member
                .permissions
                .unwrap()
                .contains(s::Permissions::MANAGE_MESSAGES)
        );
        let guild_channel: s::Channel =
            serde_json::from_value(self::channel(&state, &state.channels[&channel])).unwrap();
        assert!(guild_channel.guild().is_some());
        let dm = state.dm_channel(alice);
        let private: s::Channel =
            serde_json::from_value(self::channel(&state, &state.channels[&dm])).unwrap();
        assert_eq!(private.private().unwrap().recipient.id.get(), alice);
    }

    #[test]
    fn serenity_accepts_messages_with_files_embeds_and_buttons() {
        let (state, _, channel) = sample_state();
        let message = Message {
            id: 5,
            channel_id: channel,
            origin: Origin::Channel,
            content: "Your move".into(),
            embeds: vec![
                json!({"title": "Board", "description": "HORN 14", "fields": [{"name": "a", "value": "b", "inline": false}]}),
            ],
            components: vec![
                json!({"type": 1, "components": [{"type": 2, "style": 1, "label": "Join", "custom_id": "join:1"}]}),
            ],
            attachments: vec![Attachment {
                id: 9,
                filename: "board.png".into(),
                description: None,
                bytes: vec![1, 2, 3],
            }],
            ephemeral: true,
            loading: false,
            edits: 1,
            deleted: false,
            earlier: Vec::new(),
            allowed_mentions: None,
        };
        let parsed: s::Message = serde_json::from_value(self::message(&state, &message)).unwrap();
        assert_eq!(parsed.content, "Your move");
        assert_eq!(parsed.attachments[0].filename, "board.png");
        assert_eq!(parsed.attachments[0].size, 3);
        assert!(parsed.flags.unwrap().contains(s::MessageFlags::EPHEMERAL));
        assert_eq!(parsed.components.len(), 1);
        assert_eq!(parsed.guild_id.unwrap().get(), state.guild_id);
        assert_eq!(message.text(), "Your move\nBoard\nHORN 14\na\nb");
        assert_eq!(message.button("Join").as_deref(), Some("join:1"));
    }
}
