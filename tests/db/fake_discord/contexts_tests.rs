//! `INTERACTION_CREATE` payloads in each context, checked against serenity itself.

use serenity::all as s;

use super::super::components::{component_data, component_message, modal_data};
use super::super::state::Message;
use super::*;

fn parse(value: &Value) -> s::Interaction {
    let frame = json!({ "op": 0, "s": 3, "t": "INTERACTION_CREATE", "d": value });
    match serde_json::from_value::<s::GatewayEvent>(frame).unwrap() {
        s::GatewayEvent::Dispatch(3, s::Event::InteractionCreate(event)) => event.interaction,
        other => panic!("not an interaction: {other:?}"),
    }
}

/// serenity's owners have no `PartialEq`: compared as written for debugging.
fn same<A: std::fmt::Debug, B: std::fmt::Debug>(got: A, wanted: B) -> bool {
    format!("{got:?}") == format!("{wanted:?}")
}

fn command(state: &State, user: u64, channel: u64, types: &[u64]) -> s::CommandInteraction {
    let data = json!({ "id": "42", "name": "help", "type": 1, "guild_id": "1" });
    let owners = owners(state, channel, user, types);
    let payload = envelope(state, 900, "t", 2, user, channel, &data, owners);
    let in_guild = state.guild_of(channel).is_some();
    assert_eq!(payload["data"].get("guild_id").is_some(), in_guild);
    match parse(&payload) {
        s::Interaction::Command(command) => command,
        other => panic!("not a command: {other:?}"),
    }
}

#[test]
fn each_context_carries_what_discord_sends() {
    let mut state = State::new();
    let (alice, bob) = (state.add_user("alice").id, state.add_user("bob").id);
    let general = state.add_channel("general", None);
    let dm = state.dm_channel(alice);
    let group = state.add_private(vec![alice, bob], true);
    let pair = state.add_private(vec![alice, bob], false);

    let here = command(&state, alice, general, &[0]);
    assert_eq!(here.context, Some(s::InteractionContext::Guild));
    assert_eq!(here.guild_id.unwrap().get(), state.guild_id);
    assert!(here.member.is_some());
    let guild = s::GuildId::new(state.guild_id);
    assert!(same(
        &here.authorizing_integration_owners.0,
        [s::AuthorizingIntegrationOwner::GuildInstall(Some(guild))]
    ));

    let bot_dm = command(&state, alice, dm, &[0, 1]);
    assert_eq!(bot_dm.context, Some(s::InteractionContext::BotDm));
    assert_eq!(bot_dm.channel.unwrap().kind, s::ChannelType::Private);
    assert!(bot_dm.guild_id.is_none() && bot_dm.member.is_none());
    assert!(same(
        &bot_dm.authorizing_integration_owners.0,
        [
            s::AuthorizingIntegrationOwner::GuildInstall(None),
            s::AuthorizingIntegrationOwner::UserInstall(s::UserId::new(alice))
        ]
    ));

    for (channel, kind) in [
        (group, s::ChannelType::GroupDm),
        (pair, s::ChannelType::Private),
    ] {
        let private = command(&state, bob, channel, &[0, 1]);
        assert_eq!(private.context, Some(s::InteractionContext::PrivateChannel));
        assert_eq!(private.channel.as_ref().unwrap().kind, kind);
        assert!(private.guild_id.is_none() && private.member.is_none());
        assert_eq!(private.user.id.get(), bob);
        assert!(
            same(
                &private.authorizing_integration_owners.0,
                [s::AuthorizingIntegrationOwner::UserInstall(s::UserId::new(
                    bob
                ))]
            ),
            "a server install never reaches a private channel"
        );
        assert!(!private.app_permissions.unwrap().send_messages());
        assert!(private.app_permissions.unwrap().attach_files());
    }
}

#[test]
fn buttons_and_modals_reach_serenity_in_every_context() {
    let mut state = State::new();
    let alice = state.add_user("alice").id;
    let bob = state.add_user("bob").id;
    let general = state.add_channel("general", None);
    let dm = state.dm_channel(alice);
    let group = state.add_private(vec![alice, bob], true);
    for (channel, context) in [
        (general, s::InteractionContext::Guild),
        (dm, s::InteractionContext::BotDm),
        (group, s::InteractionContext::PrivateChannel),
    ] {
        let message = Message {
            id: 7,
            channel_id: channel,
            origin: Origin::Channel,
            content: "Lobby".into(),
            embeds: vec![],
            components: vec![
                json!({"type": 1, "components": [{"type": 2, "style": 1, "label": "Join", "custom_id": "join:1"}]}),
            ],
            attachments: vec![],
            ephemeral: false,
            loading: false,
            edits: 0,
            deleted: false,
            earlier: Vec::new(),
            allowed_mentions: None,
        };
        let owners = default_owners(&state, channel, alice);
        let data = component_data("join:1", None);
        let mut payload = envelope(&state, 901, "t", 3, alice, channel, &data, owners);
        payload["message"] = component_message(&state, &message);
        let s::Interaction::Component(press) = parse(&payload) else {
            panic!("not a component")
        };
        assert_eq!(press.data.custom_id, "join:1");
        assert_eq!(press.message.id.get(), 7);
        assert_eq!(press.guild_id.is_some(), channel == general);
        assert_eq!(press.context, Some(context));
        let owners = default_owners(&state, channel, alice);
        let data = modal_data("word", &[("text", "HORN")]);
        let payload = envelope(&state, 902, "t", 5, alice, channel, &data, owners);
        let s::Interaction::Modal(form) = parse(&payload) else {
            panic!("not a modal")
        };
        assert_eq!(form.user.id.get(), alice);
        assert_eq!(form.guild_id.is_some(), channel == general);
    }
}
