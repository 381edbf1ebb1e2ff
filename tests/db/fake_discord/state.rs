//! What the fake Discord knows (users, the test guild, channels, registered commands) and what it
//! recorded, in order: interactions, their answers, channel messages, DMs and other events.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::time::Instant;

use serde_json::Value;

pub use super::channel::{Channel, PrivateChannel};
pub use super::message::{Attachment, Message, Origin, Pings, mentions_in, pings_of};

/// A Discord user that tests act as.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FakeUser {
    pub id: u64,
    pub name: String,
}

/// A role of the test guild.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Role {
    pub id: u64,
    pub name: String,
    pub permissions: u64,
}

/// What kind of interaction a test sent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InteractionKind {
    /// A slash command, by its full name (`game new`).
    Command(String),
    /// A button or select menu on message `message`.
    Component { custom_id: String, message: u64 },
    /// A submitted modal.
    Modal(String),
    /// A payload the test built by hand.
    Raw,
}

/// One interaction sent to the bot and everything the bot did with it.
#[derive(Clone, Debug)]
pub struct Interaction {
    pub id: u64,
    pub token: String,
    pub kind: InteractionKind,
    pub user: u64,
    pub channel_id: u64,
    /// The `INTERACTION_CREATE` payload as dispatched.
    pub payload: Value,
    pub deliveries: u32,
    pub injected_at: Instant,
    /// How much older tests made it (`FakeDiscord::age_interactions`): its age is the time since
    /// `injected_at` plus this.
    pub aged: std::time::Duration,
    /// Accepted callback types in order (4 message, 5 deferred, 6 deferred update, 7 update,
    /// 8 autocomplete, 9 modal).
    pub callbacks: Vec<u8>,
    /// Callbacks refused because the interaction was already acknowledged (Discord error 40060).
    pub refused_callbacks: u32,
    pub acknowledged_at: Option<Instant>,
    /// The `@original` message: the response, or for components the message they are on.
    pub original: Option<u64>,
    pub followups: Vec<u64>,
    /// The first message that answered (not a "thinking" placeholder).
    pub answer: Option<u64>,
    pub answered_at: Option<Instant>,
    /// The modal the bot opened (callback type 9), as sent.
    pub modal: Option<Value>,
    /// Autocomplete choices (callback type 8), as sent.
    pub choices: Option<Value>,
}

/// One thing that happened, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A gateway session identified (the bot is connected).
    Connected {
        session: u32,
    },
    CommandsRegistered {
        names: Vec<String>,
    },
    Delivered {
        interaction: u64,
        delivery: u32,
    },
    Callback {
        interaction: u64,
        kind: u8,
    },
    CallbackRefused {
        interaction: u64,
        code: u32,
    },
    Posted {
        message: u64,
    },
    Edited {
        message: u64,
    },
    Deleted {
        message: u64,
    },
    /// A public thread was created in a channel.
    ThreadCreated {
        parent: u64,
        thread: u64,
    },
    /// A thread creation in `parent` was refused by failure injection (HTTP 500).
    ThreadFailed {
        parent: u64,
    },
    /// A post in a channel was refused by failure injection (HTTP 500, or 403 / 50001).
    PostFailed {
        channel: u64,
        status: u16,
    },
    /// A post repeated an earlier post's nonce with `enforce_nonce`: the earlier message was
    /// returned and none was made.
    NonceReplayed {
        message: u64,
    },
    /// The answer to this post is sent late (a slow Discord).
    Slowed {
        message: u64,
    },
    /// The answer to this post is held back (never sent).
    Held {
        message: u64,
    },
    /// A DM to a user who blocks DMs was refused with 403 / 50007.
    DmRefused {
        user: u64,
        content: String,
    },
    UnknownRoute {
        method: String,
        path: String,
    },
    /// A request Discord refuses for where or when it acts (see `FakeDiscord::refusals`).
    Refused(Refusal),
}

/// A request refused because Discord does not allow it there or then: a bot call on a private
/// channel (403 / 50001), an interaction token used after 15 minutes (401 / 50027).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// `METHOD /path` as requested.
    pub request: String,
    /// The channel it acted on (for the webhook routes, the interaction's channel).
    pub channel: u64,
    /// The interaction whose token it used (webhook routes only).
    pub interaction: Option<u64>,
    pub status: u16,
    /// Discord's JSON error code.
    pub code: u32,
}

/// A live, identified gateway session.
#[derive(Debug)]
pub struct Session {
    pub number: u32,
    pub sender: tokio::sync::mpsc::UnboundedSender<Value>,
}

/// Ids are snowflake-sized and unique across everything the fake creates.
const FIRST_ID: u64 = 100_000_000_000_000_000;

#[derive(Debug)]
pub struct State {
    next_id: u64,
    pub app_id: u64,
    pub guild_id: u64,
    pub guild_owner: u64,
    /// More guilds the bot is in, `(id, name)`: same members, roles and owner as the test guild.
    pub other_guilds: Vec<(u64, String)>,
    pub everyone_permissions: u64,
    pub users: BTreeMap<u64, FakeUser>,
    /// Users whose Discord client is in another language than `en-US`, with its locale.
    pub locales: HashMap<u64, String>,
    pub roles: Vec<Role>,
    /// Roles of members, and of the bot (by its application id).
    pub member_roles: HashMap<u64, Vec<u64>>,
    /// Channels' permission overwrites (`permissions`).
    pub overwrites: HashMap<u64, Vec<super::permissions::Overwrite>>,
    /// Where the application can be installed: to servers, to users.
    pub installable: (bool, bool),
    pub extra_permissions: HashMap<u64, u64>,
    pub channels: BTreeMap<u64, Channel>,
    pub dm_blocked: HashSet<u64>,
    /// Channels whose next N posts fail with HTTP 500.
    pub failing_posts: HashMap<u64, u32>,
    /// Channels where the next N thread creations fail with HTTP 500.
    pub failing_threads: HashMap<u64, u32>,
    /// Channels the bot has no access to: posts fail with 403 / 50001 Missing Access.
    pub no_access: HashSet<u64>,
    /// Channels whose next post is made but its answer never sent.
    pub hold_next_post: HashSet<u64>,
    /// Channels whose next post is made but answered only after this long.
    pub slow_next_post: HashMap<u64, std::time::Duration>,
    /// Messages the bot made with a nonce, by nonce.
    pub nonces: HashMap<String, u64>,
    /// The commands as last registered (with ids).
    pub commands: Vec<Value>,
    pub registrations: u32,
    pub interactions: BTreeMap<u64, Interaction>,
    pub tokens: HashMap<String, u64>,
    /// Every message by id (ids grow, so this is creation order).
    pub messages: BTreeMap<u64, Message>,
    pub events: Vec<Event>,
    pub sessions: Vec<Session>,
    pub sessions_started: u32,
    /// Lines the bot process wrote to stderr (for failure messages).
    pub bot_log: Vec<String>,
    /// Which bot process is the current one (bumped by every spawn).
    pub bot_generation: u32,
    /// Set when the current bot process ended without being told to.
    pub bot_exit: Option<String>,
    /// Discord is gone but not refusing: every gateway session is dropped and every request
    /// (REST or a new gateway connection) is read and never answered.
    pub silent: bool,
    /// Requests read and left unanswered while silent.
    pub unanswered: u32,
    /// Discord is down: every request is answered 503 Service Unavailable.
    pub failing: bool,
    /// Requests answered 503 while failing.
    pub refused: u32,
}

impl State {
    pub fn new() -> Self {
        let mut state = Self {
            next_id: FIRST_ID,
            app_id: 0,
            guild_id: 0,
            guild_owner: 0,
            other_guilds: Vec::new(),
            everyone_permissions: 0,
            users: BTreeMap::new(),
            locales: HashMap::new(),
            roles: Vec::new(),
            member_roles: HashMap::new(),
            overwrites: HashMap::new(),
            installable: (true, true),
            extra_permissions: HashMap::new(),
            channels: BTreeMap::new(),
            dm_blocked: HashSet::new(),
            failing_posts: HashMap::new(),
            failing_threads: HashMap::new(),
            no_access: HashSet::new(),
            hold_next_post: HashSet::new(),
            slow_next_post: HashMap::new(),
            nonces: HashMap::new(),
            commands: Vec::new(),
            registrations: 0,
            interactions: BTreeMap::new(),
            tokens: HashMap::new(),
            messages: BTreeMap::new(),
            events: Vec::new(),
            sessions: Vec::new(),
            sessions_started: 0,
            bot_log: Vec::new(),
            bot_generation: 0,
            bot_exit: None,
            silent: false,
            unanswered: 0,
            failing: false,
            refused: 0,
        };
        state.app_id = state.new_id();
        state.guild_id = state.new_id();
        state
    }

    pub fn new_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    pub fn add_user(&mut self, name: &str) -> FakeUser {
        let user = FakeUser {
            id: self.new_id(),
            name: name.to_owned(),
        };
        self.users.insert(user.id, user.clone());
        user
    }

    pub fn add_channel(&mut self, name: &str, dm_with: Option<u64>) -> u64 {
        let id = self.new_id();
        self.channels.insert(
            id,
            Channel {
                id,
                name: name.to_owned(),
                dm_with,
                parent: None,
                owner: self.app_id,
                guild: None,
                private: None,
            },
        );
        id
    }

    /// A public thread of `parent` made by the bot (as `POST /channels/{parent}/threads` makes
    /// one).
    pub fn add_thread(&mut self, parent: u64, name: &str) -> u64 {
        self.add_thread_owned_by(parent, name, self.app_id)
    }

    /// A public thread of `parent` made by `owner` (a member, or the bot).
    pub fn add_thread_owned_by(&mut self, parent: u64, name: &str, owner: u64) -> u64 {
        let id = self.new_id();
        self.channels.insert(
            id,
            Channel {
                id,
                name: name.to_owned(),
                dm_with: None,
                parent: Some(parent),
                owner,
                guild: self.channels.get(&parent).and_then(|p| p.guild),
                private: None,
            },
        );
        self.events
            .push(Event::ThreadCreated { parent, thread: id });
        id
    }

    /// The threads of `parent`, oldest first.
    pub fn threads_of(&self, parent: u64) -> Vec<&Channel> {
        self.channels
            .values()
            .filter(|c| c.parent == Some(parent))
            .collect()
    }

    /// The guild `channel` belongs to (`None` for a DM or a private channel).
    pub fn guild_of(&self, channel: u64) -> Option<u64> {
        let channel = self.channels.get(&channel)?;
        channel
            .in_guild()
            .then(|| channel.guild.unwrap_or(self.guild_id))
    }

    /// The DM channel with `user`, created on first use.
    pub fn dm_channel(&mut self, user: u64) -> u64 {
        if let Some(channel) = self.channels.values().find(|c| c.dm_with == Some(user)) {
            return channel.id;
        }
        self.add_channel("", Some(user))
    }

    /// A private channel of `recipients` the bot is not in: a group DM (`group`) or a DM
    /// between two users.
    pub fn add_private(&mut self, recipients: Vec<u64>, group: bool) -> u64 {
        let id = self.add_channel("", None);
        if let Some(channel) = self.channels.get_mut(&id) {
            channel.owner = recipients.first().copied().unwrap_or(0);
            channel.private = Some(PrivateChannel { recipients, group });
        }
        id
    }

    /// The member's permissions as Discord computes them: everything for the owner, else
    /// @everyone, their roles and any extra grant.
    pub fn permissions_of(&self, user: u64) -> u64 {
        if user == self.guild_owner {
            return serenity::all::Permissions::all().bits();
        }
        let roles = self.member_roles.get(&user).map_or(&[][..], Vec::as_slice);
        let from_roles = self
            .roles
            .iter()
            .filter(|r| roles.contains(&r.id))
            .fold(0, |bits, r| bits | r.permissions);
        let all = self.everyone_permissions
            | from_roles
            | self.extra_permissions.get(&user).copied().unwrap_or(0);
        if all & serenity::all::Permissions::ADMINISTRATOR.bits() != 0 {
            serenity::all::Permissions::all().bits()
        } else {
            all
        }
    }

    /// The interaction a webhook token belongs to.
    pub fn interaction_by_token(&self, token: &str) -> Option<u64> {
        self.tokens.get(token).copied()
    }
}
