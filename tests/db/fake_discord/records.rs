//! Reading what the bot did: an interaction's answers, channel messages, DMs, refused DMs, the
//! member data an interaction carried, and how long answers took.

use std::time::Duration;

use serde_json::Value;
use serenity::all::Permissions;

use super::state::{FakeUser, Interaction, Message, Origin, State};
use super::{FakeDiscord, SentMember};

fn describe(state: &State, id: u64) -> String {
    state.interactions.get(&id).map_or_else(
        || format!("unknown interaction {id}"),
        |i| format!("interaction {id} ({:?})", i.kind),
    )
}

impl FakeDiscord {
    /// Waits for the answer to interaction `id` and returns it as it stands now: the response
    /// message, or after a deferral the message that filled it (edit or first follow-up), or for
    /// a button the message it updated.
    pub async fn reply(&self, id: u64) -> Message {
        let what = format!("an answer to {}", describe(&self.shared.lock(), id));
        self.wait_until(&what, |s| {
            let answer = s.interactions.get(&id)?.answer?;
            s.messages.get(&answer).cloned()
        })
        .await
    }

    /// Waits until the answer to interaction `id` satisfies `wanted` (e.g. after later edits);
    /// `what` says what is awaited, for the failure message.
    pub async fn reply_where(
        &self,
        id: u64,
        what: &str,
        wanted: impl Fn(&Message) -> bool,
    ) -> Message {
        let what = format!(
            "{what} in the answer to {}",
            describe(&self.shared.lock(), id)
        );
        self.wait_until(&what, |s| {
            let answer = s.interactions.get(&id)?.answer?;
            s.messages.get(&answer).filter(|m| wanted(m)).cloned()
        })
        .await
    }

    /// Waits until interaction `id` has `count` visible messages (answer first, then the other
    /// follow-ups) and returns them.
    pub async fn replies(&self, id: u64, count: usize) -> Vec<Message> {
        let what = format!(
            "{count} messages answering {}",
            describe(&self.shared.lock(), id)
        );
        self.wait_until(&what, |s| {
            let found = answers(s, id);
            (found.len() >= count).then_some(found)
        })
        .await
    }

    /// Waits until the bot opens a modal for interaction `id`; returns it as sent.
    pub async fn modal(&self, id: u64) -> Value {
        let what = format!("a modal for {}", describe(&self.shared.lock(), id));
        self.wait_until(&what, |s| s.interactions.get(&id)?.modal.clone())
            .await
    }

    /// Waits until interaction `id` is acknowledged in any way (including a deferral).
    pub async fn acknowledged(&self, id: u64) -> Interaction {
        let what = format!(
            "an acknowledgement of {}",
            describe(&self.shared.lock(), id)
        );
        self.wait_until(&what, |s| {
            s.interactions
                .get(&id)
                .filter(|i| i.acknowledged_at.is_some())
                .cloned()
        })
        .await
    }

    /// The record of interaction `id` now (callbacks, refused callbacks, answer ...).
    pub fn interaction(&self, id: u64) -> Interaction {
        self.shared.lock().interactions[&id].clone()
    }

    /// The member data interaction `id` carried: roles, computed permissions, ownership.
    pub fn sent_member(&self, id: u64) -> SentMember {
        let state = self.shared.lock();
        let payload = &state.interactions[&id].payload;
        let member = &payload["member"];
        let user_id = member["user"]["id"]
            .as_str()
            .or_else(|| payload["user"]["id"].as_str())
            .and_then(|u| u.parse().ok())
            .unwrap_or(0);
        SentMember {
            user: user_id,
            roles: member["roles"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|r| r.as_str()?.parse().ok())
                .collect(),
            permissions: Permissions::from_bits_truncate(
                member["permissions"]
                    .as_str()
                    .and_then(|p| p.parse().ok())
                    .unwrap_or(0),
            ),
            is_owner: user_id == state.guild_owner,
        }
    }

    /// Waits for the answer to `id`; returns the time from sending the interaction to it.
    pub async fn time_to_reply(&self, id: u64) -> Duration {
        self.reply(id).await;
        let state = self.shared.lock();
        let interaction = &state.interactions[&id];
        interaction.answered_at.expect("answered") - interaction.injected_at
    }

    /// Waits for the acknowledgement of `id` (Discord allows 3 s); returns the time it took.
    pub async fn time_to_acknowledge(&self, id: u64) -> Duration {
        let interaction = self.acknowledged(id).await;
        interaction.acknowledged_at.expect("acknowledged") - interaction.injected_at
    }

    /// Every message ever posted to `channel` (a guild channel, a DM or a private channel) that
    /// others can see: not ephemeral, not a "thinking" placeholder; each with its `origin`. Deleted ones are included (with `deleted` set), as they were
    /// seen. In posting order, each as it stands now.
    pub fn messages_in(&self, channel: u64) -> Vec<Message> {
        self.shared.lock().messages_in(channel)
    }

    /// Waits until `channel` has at least `count` messages (see `messages_in`).
    pub async fn wait_messages_in(&self, channel: u64, count: usize) -> Vec<Message> {
        self.wait_until(&format!("{count} messages in channel {channel}"), |s| {
            let found: Vec<Message> = s
                .messages
                .values()
                .filter(|m| m.channel_id == channel && !m.ephemeral && !m.loading)
                .cloned()
                .collect();
            (found.len() >= count).then_some(found)
        })
        .await
    }

    /// Every DM the bot sent to `user`, in order.
    pub fn dms_to(&self, user: &FakeUser) -> Vec<Message> {
        dms(&self.shared.lock(), user.id)
    }

    /// Waits until `user` has received at least `count` DMs.
    pub async fn wait_dms_to(&self, user: &FakeUser, count: usize) -> Vec<Message> {
        self.wait_until(&format!("{count} DMs to {}", user.name), |s| {
            let found = dms(s, user.id);
            (found.len() >= count).then_some(found)
        })
        .await
    }

    /// The contents of DMs to `user` that were refused because they block DMs.
    pub fn refused_dms(&self, user: &FakeUser) -> Vec<String> {
        self.events()
            .into_iter()
            .filter_map(|e| match e {
                super::Event::DmRefused { user: u, content } if u == user.id => Some(content),
                _ => None,
            })
            .collect()
    }

    /// Ephemeral answers only `user` saw, in order.
    pub fn ephemeral_to(&self, user: &FakeUser) -> Vec<Message> {
        let state = self.shared.lock();
        state
            .messages
            .values()
            .filter(|m| m.ephemeral && !m.loading)
            .filter(|m| match m.origin {
                Origin::Response { interaction } | Origin::FollowUp { interaction } => state
                    .interactions
                    .get(&interaction)
                    .is_some_and(|i| i.user == user.id),
                Origin::Channel | Origin::Dm { .. } => false,
            })
            .cloned()
            .collect()
    }

    /// Every message of every kind, in order.
    pub fn messages(&self) -> Vec<Message> {
        self.shared.lock().messages.values().cloned().collect()
    }

    /// Message `id` as it stands now.
    pub fn message(&self, id: u64) -> Message {
        self.shared.lock().messages[&id].clone()
    }

    /// Every message (channel, DM or interaction answer) that `user` can see: public ones in
    /// the guild, public answers in the private channels they are in, ephemeral answers to them
    /// and their DMs.
    pub fn visible_to(&self, user: &FakeUser) -> Vec<Message> {
        let state = self.shared.lock();
        state
            .messages
            .values()
            .filter(|m| !m.loading)
            .filter(|m| match m.origin {
                Origin::Dm { user: to } => to == user.id,
                Origin::Channel => true,
                Origin::Response { interaction } | Origin::FollowUp { interaction } => {
                    let private = state
                        .channels
                        .get(&m.channel_id)
                        .and_then(|c| c.private.as_ref());
                    if m.ephemeral {
                        state
                            .interactions
                            .get(&interaction)
                            .is_some_and(|i| i.user == user.id)
                    } else {
                        private.is_none_or(|p| p.recipients.contains(&user.id))
                    }
                }
            })
            .cloned()
            .collect()
    }
}

/// The visible messages answering interaction `id`: the answer, then the follow-ups.
fn answers(state: &State, id: u64) -> Vec<Message> {
    let Some(interaction) = state.interactions.get(&id) else {
        return Vec::new();
    };
    let mut ids: Vec<u64> = interaction.answer.into_iter().collect();
    ids.extend(
        interaction
            .followups
            .iter()
            .filter(|f| Some(**f) != interaction.answer),
    );
    ids.iter()
        .filter_map(|m| state.messages.get(m))
        .filter(|m| !m.loading)
        .cloned()
        .collect()
}

fn dms(state: &State, user: u64) -> Vec<Message> {
    state
        .messages
        .values()
        .filter(|m| m.origin == Origin::Dm { user })
        .cloned()
        .collect()
}

impl State {
    /// The DMs `user` got, for use inside `wait_until` (see [`State::messages_in`]).
    pub fn dms_to(&self, user: u64) -> Vec<Message> {
        dms(self, user)
    }

    /// What [`FakeDiscord::messages_in`] returns, for use inside `wait_until` (which holds the
    /// state's lock: calling the `FakeDiscord` methods there would deadlock).
    pub fn messages_in(&self, channel: u64) -> Vec<Message> {
        self.messages
            .values()
            .filter(|m| m.channel_id == channel && !m.ephemeral && !m.loading)
            .cloned()
            .collect()
    }
}
