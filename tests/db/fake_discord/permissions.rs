//! What the bot may do, as Discord decides it: its token (a request with any other is refused
//! 401 Unauthorized, as Discord refuses a reset or mistyped token), its member in the guild
//! with its roles, channels' permission overwrites that allow or deny it permissions there, and
//! where the application can be installed (servers, users).
//! Overwrites only change what the channel says (`GET /channels/{id}`, `GUILD_CREATE`); posts
//! are not refused for them (`deny_access` does that).

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

    /// Gives the bot's member the guild role `role` (see `add_role`).
    pub fn give_bot_role(&self, role: u64) {
        self.shared.update(|state| {
            let bot = state.app_id;
            state.member_roles.entry(bot).or_default().push(role);
        });
    }
}
