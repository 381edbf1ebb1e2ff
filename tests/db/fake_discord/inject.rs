//! Sending interactions as test users: slash commands, buttons, select menus, modals, raw
//! payloads, and the same interaction again.

use serde_json::Value;

use super::contexts::{self, offered_in};
use super::interactions::{self, Opt};
use super::state::{FakeUser, Interaction, InteractionKind, Message, State};
use super::{FakeDiscord, components, gateway};

impl FakeDiscord {
    /// Sends the slash command `command` (`"help"`, `"game new"`, `"admin rules set"`) as `user`
    /// in `channel` (a guild channel, `dm_channel(user)` for the bot's DM, or a private channel
    /// from `group_dm`/`user_dm`). The command and options must match what the bot registered,
    /// and the command must be offered there (failing the test otherwise). Returns the
    /// interaction id.
    pub async fn slash(
        &self,
        user: &FakeUser,
        channel: u64,
        command: &str,
        options: &[Opt],
    ) -> u64 {
        self.slash_checked(user, channel, command, options, true)
            .await
    }

    /// Like `slash`, but what Discord would refuse to send (an option past its `max_length`, a
    /// value that is not a choice) is returned as `Err` with Discord's reason instead of
    /// failing the test. Nothing reaches the bot then.
    pub async fn try_slash(
        &self,
        user: &FakeUser,
        channel: u64,
        command: &str,
        options: &[Opt],
    ) -> Result<u64, String> {
        self.send_slash(user, channel, command, options, true).await
    }

    /// Asks the bot for suggestions for option `focused` of `command` while `user` has typed
    /// `partial` there (and `options` elsewhere), as Discord does while a user types. Returns the
    /// suggestions the bot answered with, as `(name, value)`.
    pub async fn autocomplete(
        &self,
        user: &FakeUser,
        channel: u64,
        command: &str,
        options: &[Opt],
        focused: &str,
        partial: &str,
    ) -> Vec<(String, Value)> {
        self.wait_connected().await;
        let built = self.shared.update(|state| {
            offered_in(state, command, channel)?;
            let data = interactions::autocomplete_data(state, command, options, focused, partial)?;
            let owners = contexts::command_owners(state, command, channel, user.id);
            Ok::<_, String>(record(
                state,
                InteractionKind::Command(command.to_owned()),
                4,
                user,
                channel,
                &data,
                owners,
            ))
        });
        let id = match built {
            Ok(id) => self.deliver(id),
            Err(message) => {
                panic!("fake discord: cannot ask /{command} to autocomplete: {message}")
            }
        };
        let what = format!("suggestions for {focused:?} of /{command}");
        let answer = self
            .wait_until(&what, |s| s.interactions.get(&id)?.choices.clone())
            .await;
        answer["choices"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|c| {
                (
                    c["name"].as_str().unwrap_or_default().to_owned(),
                    c["value"].clone(),
                )
            })
            .collect()
    }

    /// Like `slash`, without checking against the registered commands (for unknown commands).
    pub async fn slash_unchecked(
        &self,
        user: &FakeUser,
        channel: u64,
        command: &str,
        options: &[Opt],
    ) -> u64 {
        self.slash_checked(user, channel, command, options, false)
            .await
    }

    async fn slash_checked(
        &self,
        user: &FakeUser,
        channel: u64,
        command: &str,
        options: &[Opt],
        check: bool,
    ) -> u64 {
        match self
            .send_slash(user, channel, command, options, check)
            .await
        {
            Ok(id) => id,
            Err(message) => panic!("fake discord: cannot send /{command}: {message}"),
        }
    }

    async fn send_slash(
        &self,
        user: &FakeUser,
        channel: u64,
        command: &str,
        options: &[Opt],
        check: bool,
    ) -> Result<u64, String> {
        self.wait_connected().await;
        let built = self.shared.update(|state| {
            if check {
                offered_in(state, command, channel)?;
            }
            let data = interactions::command_data(state, command, options, check)?;
            let owners = contexts::command_owners(state, command, channel, user.id);
            Ok::<_, String>(record(
                state,
                InteractionKind::Command(command.to_owned()),
                2,
                user,
                channel,
                &data,
                owners,
            ))
        });
        built.map(|id| self.deliver(id))
    }

    /// Presses the button `custom_id` on `message` as `user` (the message as it is now is sent).
    pub async fn button(&self, user: &FakeUser, message: &Message, custom_id: &str) -> u64 {
        self.component(user, message, custom_id, None).await
    }

    /// Chooses `values` in the select menu `custom_id` on `message`.
    pub async fn select(
        &self,
        user: &FakeUser,
        message: &Message,
        custom_id: &str,
        values: &[&str],
    ) -> u64 {
        self.component(user, message, custom_id, Some(values)).await
    }

    async fn component(
        &self,
        user: &FakeUser,
        message: &Message,
        custom_id: &str,
        values: Option<&[&str]>,
    ) -> u64 {
        self.wait_connected().await;
        let id = self.shared.update(|state| {
            let current = state
                .messages
                .get(&message.id)
                .cloned()
                .unwrap_or_else(|| message.clone());
            let data = components::component_data(custom_id, values);
            let kind = InteractionKind::Component {
                custom_id: custom_id.to_owned(),
                message: current.id,
            };
            let owners =
                contexts::component_owners(state, current.origin, current.channel_id, user.id);
            let id = record(state, kind, 3, user, current.channel_id, &data, owners);
            let message_json = components::component_message(state, &current);
            let interaction = state.interactions.get_mut(&id).expect("just recorded");
            interaction.payload["message"] = message_json;
            interaction.original = Some(current.id);
            id
        });
        self.deliver(id)
    }

    /// Submits the modal `custom_id` with text inputs `(custom_id, value)` as `user`.
    pub async fn submit_modal(
        &self,
        user: &FakeUser,
        channel: u64,
        custom_id: &str,
        fields: &[(&str, &str)],
    ) -> u64 {
        match self
            .try_submit_modal(user, channel, custom_id, fields)
            .await
        {
            Ok(id) => id,
            Err(message) => panic!("fake discord: cannot submit {custom_id}: {message}"),
        }
    }

    /// Like `submit_modal`, but a value longer than the `max_length` (or shorter than the
    /// `min_length`) of the form the bot showed is refused, as Discord's client refuses it: `Err`
    /// with the reason, and nothing reaches the bot.
    pub async fn try_submit_modal(
        &self,
        user: &FakeUser,
        channel: u64,
        custom_id: &str,
        fields: &[(&str, &str)],
    ) -> Result<u64, String> {
        self.wait_connected().await;
        let built = self.shared.update(|state| {
            components::check_modal_fields(state, custom_id, fields)?;
            let data = components::modal_data(custom_id, fields);
            let owners = contexts::modal_owners(state, custom_id, channel, user.id);
            Ok::<_, String>(record(
                state,
                InteractionKind::Modal(custom_id.to_owned()),
                5,
                user,
                channel,
                &data,
                owners,
            ))
        });
        built.map(|id| self.deliver(id))
    }

    /// Sends an interaction of type `kind` with `data` exactly as given (for malformed input);
    /// the envelope (id, token, member, channel) is filled in as usual.
    pub async fn interact_raw(&self, user: &FakeUser, channel: u64, kind: u8, data: Value) -> u64 {
        self.wait_connected().await;
        let id = self.shared.update(|state| {
            let owners = contexts::default_owners(state, channel, user.id);
            record(
                state,
                InteractionKind::Raw,
                kind,
                user,
                channel,
                &data,
                owners,
            )
        });
        self.deliver(id)
    }

    /// Sends any gateway dispatch as given, e.g. a garbled `INTERACTION_CREATE`.
    pub async fn dispatch_raw(&self, event: &str, data: Value) {
        self.wait_connected().await;
        assert!(
            gateway::dispatch(&self.shared, event, &data),
            "fake discord: the bot is not connected"
        );
    }

    /// Delivers interaction `id` again: same id and token (as Discord may do). A second
    /// acknowledgement is refused with 400 / 40060 and counted in `refused_callbacks`.
    pub async fn redeliver(&self, id: u64) {
        self.wait_connected().await;
        self.deliver(id);
    }

    fn deliver(&self, id: u64) -> u64 {
        let payload = self.shared.update(|state| {
            let interaction = state
                .interactions
                .get_mut(&id)
                .expect("fake discord: unknown interaction id");
            interaction.deliveries += 1;
            let delivery = interaction.deliveries;
            state.events.push(super::state::Event::Delivered {
                interaction: id,
                delivery,
            });
            state.interactions[&id].payload.clone()
        });
        assert!(
            gateway::dispatch(&self.shared, "INTERACTION_CREATE", &payload),
            "fake discord: the bot is not connected\n{}",
            self.summary()
        );
        id
    }
}

/// Records a new interaction and builds its payload (`owners`: its
/// `authorizing_integration_owners`). Only a recipient of a private channel can act there.
fn record(
    state: &mut State,
    kind: InteractionKind,
    type_code: u8,
    user: &FakeUser,
    channel: u64,
    data: &Value,
    owners: Value,
) -> u64 {
    assert!(
        state.users.contains_key(&user.id),
        "fake discord: {user:?} is not a user of this fake"
    );
    let Some(place) = state.channels.get(&channel) else {
        panic!("fake discord: no channel {channel}")
    };
    if let Some(private) = &place.private {
        assert!(
            private.recipients.contains(&user.id),
            "fake discord: {} is not in the private channel {channel}",
            user.name
        );
    }
    let id = state.new_id();
    let token = format!("token-{id}");
    let payload = contexts::envelope(state, id, &token, type_code, user.id, channel, data, owners);
    state.tokens.insert(token.clone(), id);
    state.interactions.insert(
        id,
        Interaction {
            id,
            token,
            kind,
            user: user.id,
            channel_id: channel,
            payload,
            deliveries: 0,
            injected_at: std::time::Instant::now(),
            aged: std::time::Duration::ZERO,
            callbacks: Vec::new(),
            refused_callbacks: 0,
            acknowledged_at: None,
            original: None,
            followups: Vec::new(),
            answer: None,
            answered_at: None,
            modal: None,
            choices: None,
        },
    );
    id
}
