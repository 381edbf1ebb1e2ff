//! Sending interactions as test users: slash commands, buttons, select menus, modals, raw
//! payloads, and the same interaction again.

use serde_json::Value;

use super::interactions::{self, Opt};
use super::state::{FakeUser, Interaction, InteractionKind, Message, State};
use super::{FakeDiscord, gateway};

impl FakeDiscord {
    /// Sends the slash command `command` (`"help"`, `"game new"`, `"admin rules set"`) as `user`
    /// in `channel` (a guild channel, or `dm_channel(user)` for a DM). The command and options
    /// must match what the bot registered (failing the test otherwise). Returns the interaction id.
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
            let data = interactions::autocomplete_data(state, command, options, focused, partial)?;
            Ok::<_, String>(record(
                state,
                InteractionKind::Command(command.to_owned()),
                4,
                user,
                channel,
                &data,
                None,
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
            Ok::<_, String>(record(
                state,
                InteractionKind::Command(command.to_owned()),
                2,
                user,
                channel,
                &data,
                None,
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
            let data = interactions::component_data(custom_id, values);
            let kind = InteractionKind::Component {
                custom_id: custom_id.to_owned(),
                message: current.id,
            };
            let message_json = interactions::component_message(state, &current);
            let id = record(
                state,
                kind,
                3,
                user,
                current.channel_id,
                &data,
                Some(message_json),
            );
            state
                .interactions
                .get_mut(&id)
                .expect("just recorded")
                .original = Some(current.id);
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
            interactions::check_modal_fields(state, custom_id, fields)?;
            let data = interactions::modal_data(custom_id, fields);
            Ok::<_, String>(record(
                state,
                InteractionKind::Modal(custom_id.to_owned()),
                5,
                user,
                channel,
                &data,
                None,
            ))
        });
        built.map(|id| self.deliver(id))
    }

    /// Sends an interaction of type `kind` with `data` exactly as given (for malformed input);
    /// the envelope (id, token, member, channel) is filled in as usual.
    pub async fn interact_raw(&self, user: &FakeUser, channel: u64, kind: u8, data: Value) -> u64 {
        self.wait_connected().await;
        let id = self.shared.update(|state| {
            record(
                state,
                InteractionKind::Raw,
                kind,
                user,
                channel,
                &data,
                None,
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

/// Records a new interaction and builds its payload.
fn record(
    state: &mut State,
    kind: InteractionKind,
    type_code: u8,
    user: &FakeUser,
    channel: u64,
    data: &Value,
    message: Option<Value>,
) -> u64 {
    assert!(
        state.users.contains_key(&user.id),
        "fake discord: {user:?} is not a user of this fake"
    );
    assert!(
        state.channels.contains_key(&channel),
        "fake discord: no channel {channel}"
    );
    let id = state.new_id();
    let token = format!("token-{id}");
    let mut payload = interactions::envelope(state, id, &token, type_code, user.id, channel, data);
    if let Some(message) = message {
        payload["message"] = message;
    }
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

/// Discord offers a command only where its registered `contexts` allow (guild 0, the bot's DM
/// 1; no `contexts`: everywhere the installation reaches, here both).
fn offered_in(state: &State, command: &str, channel: u64) -> Result<(), String> {
    let top = command.split(' ').next().unwrap_or_default();
    let Some(registered) = state
        .commands
        .iter()
        .find(|c| c["name"].as_str() == Some(top))
    else {
        return Ok(()); // `command_data` says the command is unknown
    };
    // Discord's context numbers: 0 a guild, 1 the bot's DM.
    let here = u64::from(state.guild_of(channel).is_none());
    match registered["contexts"].as_array() {
        Some(contexts) if !contexts.iter().any(|c| c.as_u64() == Some(here)) => Err(format!(
            "/{top} is not offered in {} (its contexts are {contexts:?})",
            if here == 0 {
                "a server"
            } else {
                "the bot's DM"
            }
        )),
        _ => Ok(()),
    }
}
