//! The fake checked against serenity itself (no bot binary): a small client identifies on the
//! gateway and answers through serenity's own HTTP client, as the bot would.

use std::sync::Arc;

use serde_json::json;
use serenity::all as s;
use serenity::futures::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message as Frame;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use super::{FakeDiscord, Opt};

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// A minimal bot: a gateway connection that identifies, plus serenity's HTTP client.
pub(super) struct MiniBot {
    socket: Socket,
    pub(super) http: Arc<s::Http>,
}

impl MiniBot {
    pub(super) async fn connect(discord: &FakeDiscord) -> Self {
        let http = Arc::new(
            s::HttpBuilder::new("fake-token")
                .proxy(discord.api_base())
                .ratelimiter_disabled(true)
                .application_id(s::ApplicationId::new(discord.application_id()))
                .build(),
        );
        let gateway = http.get_gateway().await.unwrap();
        let (mut socket, _) = tokio_tungstenite::connect_async(format!("{}?v=10", gateway.url))
            .await
            .unwrap();
        let mut bot = {
            let hello = next_json(&mut socket).await;
            assert_eq!(hello["op"], 10);
            socket
                .send(Frame::text(
                    json!({ "op": 2, "d": { "token": "fake-token" } }).to_string(),
                ))
                .await
                .unwrap();
            Self { socket, http }
        };
        let ready = bot.next_dispatch().await;
        assert!(matches!(ready, s::Event::Ready(_)), "{ready:?}");
        let guild = bot.next_dispatch().await;
        assert!(matches!(guild, s::Event::GuildCreate(_)), "{guild:?}");
        bot.socket
            .send(Frame::text(json!({ "op": 1, "d": 2 }).to_string()))
            .await
            .unwrap();
        assert_eq!(next_json(&mut bot.socket).await["op"], 11, "heartbeat ACK");
        bot
    }

    async fn next_dispatch(&mut self) -> s::Event {
        let frame = next_json(&mut self.socket).await;
        match serde_json::from_value::<s::GatewayEvent>(frame).unwrap() {
            s::GatewayEvent::Dispatch(_, event) => event,
            other => panic!("not a dispatch: {other:?}"),
        }
    }

    pub(super) async fn next_interaction(&mut self) -> s::Interaction {
        match self.next_dispatch().await {
            s::Event::InteractionCreate(event) => event.interaction,
            other => panic!("not an interaction: {other:?}"),
        }
    }

    async fn register(&self) {
        let game = s::CreateCommand::new("game")
            .description("Games")
            .add_option(
                s::CreateCommandOption::new(s::CommandOptionType::SubCommand, "new", "Start one")
                    .add_sub_option(s::CreateCommandOption::new(
                        s::CommandOptionType::Integer,
                        "players",
                        "How many",
                    )),
            );
        let registered = s::Command::set_global_commands(&self.http, vec![game])
            .await
            .unwrap();
        assert_eq!(registered[0].name, "game");
    }
}

async fn next_json(socket: &mut Socket) -> serde_json::Value {
    let frame = tokio::time::timeout(std::time::Duration::from_secs(10), socket.next())
        .await
        .expect("a gateway frame within 10 s")
        .unwrap()
        .unwrap();
    serde_json::from_str(frame.to_text().unwrap()).unwrap()
}

#[tokio::test]
async fn a_deferred_command_is_answered_by_its_first_follow_up_with_a_file() {
    let discord = FakeDiscord::start().await;
    let mut bot = MiniBot::connect(&discord).await;
    bot.register().await;
    assert_eq!(discord.wait_commands().await[0]["name"], "game");
    let alice = discord.user("alice");
    let id = discord
        .slash(
            &alice,
            discord.channel(),
            "game new",
            &[Opt::int("players", 2)],
        )
        .await;
    let s::Interaction::Command(command) = bot.next_interaction().await else {
        panic!("not a command")
    };
    assert_eq!(command.id.get(), id);
    command.defer(&bot.http).await.unwrap();
    assert!(
        discord.messages_in(discord.channel()).is_empty(),
        "thinking is not a message"
    );
    let png = vec![0x89, b'P', b'N', b'G', 0, 1, 2, 255];
    let board = s::CreateInteractionResponseFollowup::new()
        .content("Game on")
        .add_file(s::CreateAttachment::bytes(png.clone(), "board.png"))
        .components(vec![s::CreateActionRow::Buttons(vec![
            s::CreateButton::new("join:1").label("Join"),
        ])]);
    let message = command.create_followup(&bot.http, board).await.unwrap();
    let reply = discord.reply(id).await;
    assert_eq!(
        reply.id,
        message.id.get(),
        "the follow-up filled the deferred response"
    );
    assert!(!reply.ephemeral);
    assert_eq!(reply.attachment("board.png").unwrap().bytes, png);
    assert_eq!(reply.button("Join").as_deref(), Some("join:1"));
    // A second follow-up is a message of its own; an edit of @original changes the first.
    let extra = s::CreateInteractionResponseFollowup::new()
        .content("psst")
        .ephemeral(true);
    command.create_followup(&bot.http, extra).await.unwrap();
    let edit = s::EditInteractionResponse::new().content("Game on, 2 players");
    command.edit_response(&bot.http, edit).await.unwrap();
    let replies = discord.replies(id, 2).await;
    assert_eq!(replies[0].content, "Game on, 2 players");
    assert!(replies[0].ever_mentioned("Game on") && replies[0].earlier.len() == 1);
    assert_eq!(replies[0].attachments.len(), 1, "the edit kept the board");
    assert!(replies[1].ephemeral);
    assert_eq!(
        command.get_response(&bot.http).await.unwrap().content,
        "Game on, 2 players"
    );
    assert_eq!(discord.messages_in(discord.channel()).len(), 1);
    assert_eq!(discord.interaction(id).callbacks, [5]);
    assert!(discord.time_to_reply(id).await > std::time::Duration::ZERO);
}

#[tokio::test]
async fn a_button_updates_its_message_and_a_second_ack_is_refused() {
    let discord = FakeDiscord::start().await;
    let mut bot = MiniBot::connect(&discord).await;
    let bob = discord.user("bob");
    let lobby = s::CreateMessage::new()
        .content("Lobby")
        .button(s::CreateButton::new("join:7").label("Join"));
    let posted = s::ChannelId::new(discord.channel())
        .send_message(&bot.http, lobby)
        .await
        .unwrap();
    let message = discord
        .wait_messages_in(discord.channel(), 1)
        .await
        .remove(0);
    assert_eq!(message.id, posted.id.get());
    let id = discord.button(&bob, &message, "join:7").await;
    let s::Interaction::Component(press) = bot.next_interaction().await else {
        panic!("not a button")
    };
    assert_eq!(
        (press.data.custom_id.as_str(), press.message.id),
        ("join:7", posted.id)
    );
    let update = s::CreateInteractionResponse::UpdateMessage(
        s::CreateInteractionResponseMessage::new().content("Lobby: bob"),
    );
    press.create_response(&bot.http, update).await.unwrap();
    assert_eq!(discord.reply(id).await.content, "Lobby: bob");
    assert_eq!(discord.message(message.id).edits, 1);
    assert!(discord.time_to_acknowledge(id).await < std::time::Duration::from_secs(3));
    let history = s::ChannelId::new(discord.channel())
        .messages(&bot.http, s::GetMessages::new())
        .await
        .unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!(history[0].content, "Lobby: bob");

    discord.redeliver(id).await;
    let s::Interaction::Component(again) = bot.next_interaction().await else {
        panic!("not a button")
    };
    assert_eq!(again.id, press.id);
    let second = again
        .create_response(&bot.http, s::CreateInteractionResponse::Acknowledge)
        .await
        .unwrap_err();
    assert!(format!("{second:?}").contains("40060"), "{second:?}");
    assert_eq!(discord.interaction(id).refused_callbacks, 1);
}

#[tokio::test]
async fn dms_reach_their_user_unless_blocked() {
    let discord = FakeDiscord::start().await;
    let bot = MiniBot::connect(&discord).await;
    let (carol, dave) = (discord.user("carol"), discord.user("dave"));
    discord.block_dms(&dave);
    let rack = |text: &str| {
        s::CreateMessage::new()
            .content(text)
            .add_file(s::CreateAttachment::bytes(b"RACK".to_vec(), "rack.png"))
    };
    let to_carol = s::UserId::new(carol.id)
        .create_dm_channel(&bot.http)
        .await
        .unwrap();
    to_carol
        .send_message(&bot.http, rack("Your rack: AEINRST"))
        .await
        .unwrap();
    let to_dave = s::UserId::new(dave.id)
        .create_dm_channel(&bot.http)
        .await
        .unwrap();
    let refused = to_dave
        .send_message(&bot.http, rack("Your rack: QUIZ"))
        .await
        .unwrap_err();
    match refused {
        s::Error::Http(s::HttpError::UnsuccessfulRequest(response)) => {
            assert_eq!(response.status_code.as_u16(), 403);
            assert_eq!(response.error.code, 50007);
        }
        other => panic!("not a refusal: {other:?}"),
    }
    let dms = discord.dms_to(&carol);
    assert_eq!(dms.len(), 1);
    assert!(dms[0].mentions("AEINRST") && dms[0].mentions("RACK"));
    assert!(discord.dms_to(&dave).is_empty());
    assert_eq!(discord.refused_dms(&dave), ["Your rack: QUIZ"]);
    assert!(discord.messages_in(discord.channel()).is_empty());
    assert!(discord.visible_to(&dave).is_empty());
}

#[tokio::test]
async fn members_carry_roles_and_permissions() {
    let discord = FakeDiscord::start().await;
    let mut bot = MiniBot::connect(&discord).await;
    bot.register().await;
    let (erin, frank) = (discord.user("erin"), discord.user("frank"));
    let moderators = discord.add_role("Lexicord moderator", s::Permissions::empty());
    discord.give_role(&erin, moderators);
    discord.grant(&frank, s::Permissions::MANAGE_GUILD);
    for (user, role, manage, owner) in [
        (&erin, vec![moderators], false, false),
        (&frank, vec![], true, false),
        (&discord.owner(), vec![], true, true),
    ] {
        let id = discord
            .slash(user, discord.channel(), "game new", &[])
            .await;
        let s::Interaction::Command(command) = bot.next_interaction().await else {
            panic!("not a command")
        };
        let member = command.member.unwrap();
        let sent = discord.sent_member(id);
        assert_eq!(sent.roles, role);
        assert_eq!(
            member.roles.iter().map(|r| r.get()).collect::<Vec<_>>(),
            role
        );
        assert_eq!(
            sent.permissions.contains(s::Permissions::MANAGE_GUILD),
            manage
        );
        assert_eq!(member.permissions.unwrap().manage_guild(), manage);
        assert_eq!(sent.is_owner, owner);
    }
    // Unknown routes are answered 404 and recorded.
    let missing = bot.http.get_guild_webhooks(s::GuildId::new(1)).await;
    assert!(missing.is_err());
    assert_eq!(discord.unknown_routes(), ["GET /api/v10/guilds/1/webhooks"]);
}
