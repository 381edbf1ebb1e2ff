//! What the bot may do, as Discord decides it: its token (a request with any other is refused
//! 401 Unauthorized, as Discord refuses a reset or mistyped token), its member in the guild
//! with its roles, channels' permission overwrites that allow or deny it permissions there, and
//! where the application can be installed (servers, users).
//! Overwrites change what the channel says (`GET /channels/{id}`, `GUILD_CREATE`), and a bot
//! member overwrite (`deny_bot`) refuses the bot's posts as Discord does: 403 / 50001 Missing
//! Access without View Channel, 403 / 50013 Missing Permissions without Send Messages (Send
//! Messages in Threads in a thread, read from its parent) or, for a post with files, Attach
//! Files (`refused_post`); `restore_bot` takes the bot's overwrites away again. Roles'
//! overwrites only change what the channel says; `deny_access` refuses every post outright.

use serde_json::{Value, json};
use serenity::all::Permissions;

use super::FakeDiscord;
use super::http::{Request, Response};
use super::state::State;

/// The bot's token, the one the fake takes.
pub const BOT_TOKEN: &str = "fake-token";

/// A channel's permission overwrite for a role or a member.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Overwrite {
    /// The role's or the member's id (the guild's id for @everyone).
    pub id: u64,
    /// Discord's overwrite type: 0 a role, 1 a member.
    pub kind: u8,
    pub allow: u64,
    pub deny: u64,
}

/// A 401 for a request that carries another token than the bot's. A request without one (a
/// test's own client) is let through.
pub fn unauthorized(request: &Request) -> Option<Response> {
    let given = request.header("authorization")?;
    (given != format!("Bot {BOT_TOKEN}")).then(|| Response::error(401, 0, "401: Unauthorized"))
}

/// `channel`'s overwrites as Discord sends them.
pub fn overwrites(state: &State, channel: u64) -> Vec<Value> {
    state
        .overwrites
        .get(&channel)
        .into_iter()
        .flatten()
        .map(|o| {
            json!({
                "id": o.id.to_string(),
                "type": o.kind,
                "allow": o.allow.to_string(),
                "deny": o.deny.to_string(),
            })
        })
        .collect()
}

/// The answer to the bot's post in `channel` (with files or not) when its own member
/// overwrite there, or in the parent of a thread, denies what the post needs; `None` otherwise.
pub fn refused_post(state: &State, channel: u64, with_files: bool) -> Option<Response> {
    let found = state.channels.get(&channel)?;
    let (ruled_by, send) = match found.parent {
        Some(parent) => (parent, Permissions::SEND_MESSAGES_IN_THREADS),
        None => (channel, Permissions::SEND_MESSAGES),
    };
    let denied = state
        .overwrites
        .get(&ruled_by)
        .into_iter()
        .flatten()
        .filter(|o| o.kind == 1 && o.id == state.app_id)
        .fold(0, |denied, o| denied | o.deny);
    let denied = Permissions::from_bits_truncate(denied);
    if denied.contains(Permissions::VIEW_CHANNEL) {
        return Some(Response::error(403, 50001, "Missing Access"));
    }
    if denied.intersects(send) || (with_files && denied.contains(Permissions::ATTACH_FILES)) {
        return Some(Response::error(403, 50013, "Missing Permissions"));
    }
    None
}

/// The application's `integration_types_config`: `"0"` when it can be installed to servers,
/// `"1"` to users.
pub fn install_contexts(state: &State) -> Value {
    let (servers, users) = state.installable;
    let mut contexts = serde_json::Map::new();
    for (context, on) in [("0", servers), ("1", users)] {
        if on {
            contexts.insert(context.to_owned(), json!({}));
        }
    }
    Value::Object(contexts)
}

impl FakeDiscord {
    /// Where the application can be installed (both by default), as set in the Developer
    /// Portal's Installation page.
    pub fn set_installable(&self, to_servers: bool, to_users: bool) {
        self.shared
            .update(|state| state.installable = (to_servers, to_users));
    }

    /// Denies the bot `permissions` in `channel` with a member overwrite (as a moderator who
    /// takes Send Messages from the bot in the channel's settings).
    pub fn deny_bot(&self, channel: u64, permissions: Permissions) {
        self.shared.update(|state| {
            let bot = state.app_id;
            state
                .overwrites
                .entry(channel)
                .or_default()
                .push(Overwrite {
                    id: bot,
                    kind: 1,
                    allow: 0,
                    deny: permissions.bits(),
                });
        });
    }

    /// Takes away the bot's member overwrites in `channel` (as a moderator who gives back what
    /// `deny_bot` took): its posts there go through again.
    pub fn restore_bot(&self, channel: u64) {
        self.shared.update(|state| {
            let bot = state.app_id;
            if let Some(overwrites) = state.overwrites.get_mut(&channel) {
                overwrites.retain(|o| !(o.kind == 1 && o.id == bot));
            }
        });
    }

    /// Gives the bot's member the guild role `role` (see `add_role`).
    pub fn give_bot_role(&self, role: u64) {
        self.shared.update(|state| {
            let bot = state.app_id;
            state.member_roles.entry(bot).or_default().push(role);
        });
    }
}
