//! A fake Discord (REST + gateway on 127.0.0.1) for end-to-end tests of the real `lexicord`
//! binary: it plays the Discord side, injects interactions as test users, records every answer,
//! channel message and DM in order (texts, embeds, buttons, files with their bytes, the
//! `allowed_mentions` sent, whom Discord would ping: `Message::pings`), and waits
//! for them with timeouts that fail with an account of what did arrive and the bot's stderr.
//!
//! ```ignore
//! #[sqlx::test]
//! async fn example(pool: PgPool) {
//!     let discord = FakeDiscord::start().await;
//!     let mut bot = Bot::start(&discord, &database_url(&pool).await).await; // commands registered
//!     let (alice, bob) = (discord.user("alice"), discord.user("bob"));
//!     let id = discord
//!         .slash(&alice, discord.channel(), "game new", &[Opt::user("opponent", &bob)])
//!         .await;
//!     let reply = discord.reply(id).await; // the answer (after a deferral: the edit/follow-up)
//!     let join = discord.button(&bob, &reply, &reply.button("Join").unwrap()).await;
//!     discord.reply(join).await;
//!     assert!(discord.dms_to(&bob).iter().all(|m| m.attachment("rack.png").is_some()));
//!     assert!(!discord.messages_in(discord.channel()).iter().any(|m| m.ever_mentioned("rack")));
//!     bot.restart(&discord).await; // SIGKILL, start again, wait for it to serve
//! }
//! ```
//!
//! Parts: `server` (listener, shared state), `http` and `multipart` (wire formats), `gateway`
//! (WebSocket sessions), `rest` and `replies` (routes), `content` (message bodies and edits),
//! `payloads` (JSON objects serenity accepts), `permissions` (the token, the bot's roles,
//! channels' overwrites), `options`, `interactions`, `components` and
//! `inject` (what tests send), `limits` (Discord's limits on buttons, menus and inputs; choosing
//! in a menu), `contexts` (what an interaction carries in a guild, the bot's DM
//! or a private channel), `places` (DMs, group DMs), `refusals` (what Discord refuses where
//! and when), `records` (what tests read), `bot` (the child process), `state`, `channel` and
//! `message` (records), `summary` (failure messages).
//! Like Discord, the bot is not a member of a group DM (`group_dm`): there it can only answer
//! interactions, and interaction tokens expire after 15 minutes (`age_interactions` moves their
//! clock); what it tries beyond that is refused and recorded (`refusals`).
//! Like Discord, a post with a nonce and `enforce_nonce` that repeats an earlier post's nonce
//! returns the earlier message and makes none; tests can make posts in a channel fail (HTTP 500
//! for the next N, 403 Missing Access for good, or 403 as the bot's overwrites there decide:
//! `deny_bot`, `restore_bot`) or hold a post's answer back.
// The fake is a library for many tests; not every test uses every part of it.
#![allow(dead_code)]

mod bot;
mod channel;
mod command_rules;
mod components;
mod content;
mod contexts;
mod gateway;
mod http;
mod inject;
mod interactions;
mod limits;
mod message;
mod multipart;
mod options;
mod payloads;
mod permissions;
mod places;
mod records;
mod refusals;
mod replies;
mod rest;
#[cfg(test)]
mod self_test;
#[cfg(test)]
mod self_test_contexts;
#[cfg(test)]
mod self_test_permissions;
mod server;
mod state;
mod summary;

use std::sync::Arc;
use std::time::Duration;

use serde_json::Value;
use serenity::all::Permissions;
use tokio::net::TcpListener;

pub use bot::{Bot, database_url};
#[allow(unused_imports)] // the test-facing API, used by tests as they need it
pub use options::{Opt, OptionValue};
pub use permissions::BOT_TOKEN;
#[allow(unused_imports)]
pub use state::{
    Attachment, Event, FakeUser, Interaction, InteractionKind, Message, Origin, Pings, Refusal,
    State, mentions_in, pings_of,
};

use server::Shared;

/// How long a wait lasts before the test fails (a debug build on a busy machine is slow).
const DEFAULT_TIMEOUT: Duration = Duration::from_secs(30);

/// The member data an interaction carried (what the bot sees of the user's standing).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SentMember {
    pub user: u64,
    pub roles: Vec<u64>,
    pub permissions: Permissions,
    /// Whether the user owns the guild (the guild's `owner_id`).
    pub is_owner: bool,
}

/// The fake Discord server. Dropping it (or ending the test's runtime) stops it.
pub struct FakeDiscord {
    shared: Arc<Shared>,
    timeout: Duration,
    channel: u64,
    owner: FakeUser,
}

impl FakeDiscord {
    /// Starts the server on a free port of 127.0.0.1, with a guild (owned by `owner()`) and a
    /// text channel `#general` (`channel()`).
    pub async fn start() -> Self {
        let listener = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("binding the fake Discord to 127.0.0.1");
        let port = listener.local_addr().expect("a bound address").port();
        let mut state = State::new();
        let owner = state.add_user("owner");
        state.guild_owner = owner.id;
        state.everyone_permissions = (Permissions::VIEW_CHANNEL
            | Permissions::SEND_MESSAGES
            | Permissions::READ_MESSAGE_HISTORY
            | Permissions::USE_APPLICATION_COMMANDS
            | Permissions::EMBED_LINKS
            | Permissions::ATTACH_FILES
            | Permissions::ADD_REACTIONS)
            .bits();
        let channel = state.add_channel("general", None);
        let shared = Arc::new(Shared::new(state, port));
        tokio::spawn(server::serve(listener, Arc::clone(&shared)));
        Self {
            shared,
            timeout: DEFAULT_TIMEOUT,
            channel,
            owner,
        }
    }

    /// What the bot takes as `LEXICORD_DISCORD_API_BASE`.
    pub fn api_base(&self) -> String {
        format!("http://127.0.0.1:{}", self.shared.port)
    }

    /// Discord goes quiet for good: the bot's gateway connection drops, and every request
    /// after it (REST calls, a new gateway connection) is taken and never answered.
    pub fn go_silent(&self) {
        self.shared.update(|state| state.silent = true);
    }

    /// Discord is down (`true`): open gateway connections drop, and every request (REST calls,
    /// a new gateway connection) is answered 503 Service Unavailable until it is up again.
    pub fn set_failing(&self, failing: bool) {
        self.shared.update(|state| state.failing = failing);
    }

    /// Changes how long every wait lasts.
    pub fn set_timeout(&mut self, timeout: Duration) {
        self.timeout = timeout;
    }

    pub fn guild_id(&self) -> u64 {
        self.shared.lock().guild_id
    }

    /// The application id (also the bot's user id).
    pub fn application_id(&self) -> u64 {
        self.shared.lock().app_id
    }

    /// The text channel `#general` of the test guild.
    pub fn channel(&self) -> u64 {
        self.channel
    }

    /// The guild owner (all permissions; also the application's owner).
    pub fn owner(&self) -> FakeUser {
        self.owner.clone()
    }

    /// A new member of the guild, with @everyone's permissions.
    pub fn user(&self, name: &str) -> FakeUser {
        self.shared.update(|state| state.add_user(name))
    }

    /// Puts `user`'s Discord client in `locale` (`fr`, `es-ES`): their interactions say so.
    pub fn set_locale(&self, user: &FakeUser, locale: &str) {
        self.shared.update(|state| {
            state.locales.insert(user.id, locale.to_owned());
        });
    }

    /// A new text channel in the guild (announced to a connected bot with `CHANNEL_CREATE`).
    pub fn add_channel(&self, name: &str) -> u64 {
        let (id, json) = self.shared.update(|state| {
            let id = state.add_channel(name, None);
            (id, payloads::channel(state, &state.channels[&id]))
        });
        gateway::dispatch(&self.shared, "CHANNEL_CREATE", &json);
        id
    }

    /// Another guild the bot is in, called `name` (same members and owner as the test guild),
    /// with one text channel called `channel`; announced to a connected bot with
    /// `GUILD_CREATE`. Returns the guild's and the channel's ids.
    pub fn add_guild(&self, name: &str, channel: &str) -> (u64, u64) {
        let (guild, channel, json) = self.shared.update(|state| {
            let guild = state.new_id();
            state.other_guilds.push((guild, name.to_owned()));
            let channel = state.add_channel(channel, None);
            if let Some(c) = state.channels.get_mut(&channel) {
                c.guild = Some(guild);
            }
            (
                guild,
                channel,
                payloads::guild_named(state, Some(guild), name),
            )
        });
        gateway::dispatch(&self.shared, "GUILD_CREATE", &json);
        (guild, channel)
    }

    /// A new guild role with these permissions.
    pub fn add_role(&self, name: &str, permissions: Permissions) -> u64 {
        self.shared.update(|state| {
            let id = state.new_id();
            state.roles.push(state::Role {
                id,
                name: name.to_owned(),
                permissions: permissions.bits(),
            });
            id
        })
    }

    pub fn give_role(&self, user: &FakeUser, role: u64) {
        self.shared.update(|state| {
            state.member_roles.entry(user.id).or_default().push(role);
        });
    }

    /// Adds permissions to `user`'s computed `member.permissions` (e.g. `MANAGE_GUILD` for a
    /// moderator) without a role.
    pub fn grant(&self, user: &FakeUser, permissions: Permissions) {
        self.shared.update(|state| {
            *state.extra_permissions.entry(user.id).or_default() |= permissions.bits();
        });
    }

    /// From now on, DMs to `user` fail with HTTP 403 and code 50007.
    pub fn block_dms(&self, user: &FakeUser) {
        self.shared.update(|state| state.dm_blocked.insert(user.id));
    }

    pub fn unblock_dms(&self, user: &FakeUser) {
        self.shared
            .update(|state| state.dm_blocked.remove(&user.id));
    }

    /// The next `n` posts in `channel` fail with HTTP 500 (nothing is made).
    pub fn fail_next_posts(&self, channel: u64, n: u32) {
        self.shared.update(|state| {
            state.failing_posts.insert(channel, n);
        });
    }

    /// The next `n` thread creations in `channel` fail with HTTP 500 (nothing is made).
    pub fn fail_next_threads(&self, channel: u64, n: u32) {
        self.shared.update(|state| {
            state.failing_threads.insert(channel, n);
        });
    }

    /// A member makes a public thread called `name` in `parent` (they own it, not the bot).
    pub fn member_thread(&self, parent: u64, name: &str, member: &FakeUser) -> u64 {
        self.shared
            .update(|state| state.add_thread_owned_by(parent, name, member.id))
    }

    /// From now on, posts in `channel` fail with HTTP 403 and code 50001 (Missing Access), as
    /// when the bot lost the permission to see the channel.
    pub fn deny_access(&self, channel: u64) {
        self.shared.update(|state| state.no_access.insert(channel));
    }

    /// The next post in `channel` is made, but its answer is never sent: the bot waits until it
    /// is killed (the window between Discord making a message and the bot hearing of it).
    pub fn hold_next_post(&self, channel: u64) {
        self.shared
            .update(|state| state.hold_next_post.insert(channel));
    }

    /// The next post in `channel` is made, but answered only after `delay` (a slow Discord).
    pub fn slow_next_post(&self, channel: u64, delay: Duration) {
        self.shared.update(|state| {
            state.slow_next_post.insert(channel, delay);
        });
    }

    /// Posts in `channel` refused by failure injection so far, with their HTTP status.
    pub fn failed_posts(&self, channel: u64) -> Vec<u16> {
        self.with_state(|state| {
            state
                .events
                .iter()
                .filter_map(|e| match e {
                    Event::PostFailed { channel: c, status } if *c == channel => Some(*status),
                    _ => None,
                })
                .collect()
        })
    }

    /// Waits until the bot has registered its commands at least once; returns them.
    pub async fn wait_commands(&self) -> Vec<Value> {
        self.wait_registration(0).await
    }

    /// Waits for a registration after the first `seen` ones (see `registrations`).
    pub async fn wait_registration(&self, seen: u32) -> Vec<Value> {
        self.wait_until(&format!("command registration number {}", seen + 1), |s| {
            (s.registrations > seen && !s.sessions.is_empty()).then(|| s.commands.clone())
        })
        .await
    }

    /// How many times the bot registered its commands so far.
    pub fn registrations(&self) -> u32 {
        self.shared.lock().registrations
    }

    /// The commands as last registered (Discord's command objects, with ids).
    pub fn commands(&self) -> Vec<Value> {
        self.shared.lock().commands.clone()
    }

    pub fn command_names(&self) -> Vec<String> {
        self.commands()
            .iter()
            .filter_map(|c| c["name"].as_str().map(str::to_owned))
            .collect()
    }

    /// Waits until the bot is connected; the state the check needs.
    pub async fn wait_connected(&self) {
        self.wait_until("the bot to connect to the gateway", |s| {
            (!s.sessions.is_empty()).then_some(())
        })
        .await;
    }

    /// Waits until `check` finds what it looks for in the recorded state, or fails the test
    /// after the timeout, saying what `what` was and what did arrive.
    pub async fn wait_until<T>(&self, what: &str, mut check: impl FnMut(&State) -> Option<T>) -> T {
        let mut changes = self.shared.subscribe();
        let deadline = tokio::time::Instant::now() + self.timeout;
        loop {
            changes.borrow_and_update();
            let (found, exited) = {
                let state = self.shared.lock();
                (check(&state), state.bot_exit.clone())
            };
            if let Some(found) = found {
                return found;
            }
            if let Some(status) = exited {
                panic!(
                    "fake discord: the bot exited ({status}) while waiting for {what}\n{}",
                    self.summary()
                );
            }
            if tokio::time::timeout_at(deadline, changes.changed())
                .await
                .is_err()
            {
                panic!(
                    "fake discord: timed out after {:?} waiting for {what}\n{}",
                    self.timeout,
                    self.summary()
                );
            }
        }
    }

    /// Everything recorded so far, readable (plus the end of the bot's stderr).
    pub fn summary(&self) -> String {
        self.shared.lock().summary()
    }

    /// Every event in order.
    pub fn events(&self) -> Vec<Event> {
        self.shared.lock().events.clone()
    }

    /// Routes the bot called that the fake does not know (answered 404), as `METHOD /path`.
    pub fn unknown_routes(&self) -> Vec<String> {
        self.events()
            .into_iter()
            .filter_map(|e| match e {
                Event::UnknownRoute { method, path } => Some(format!("{method} {path}")),
                _ => None,
            })
            .collect()
    }

    /// Reads the recorded state.
    pub fn with_state<T>(&self, read: impl FnOnce(&State) -> T) -> T {
        read(&self.shared.lock())
    }
}
