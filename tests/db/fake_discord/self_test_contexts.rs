//! The fake's group DMs checked over HTTP with serenity (no bot binary): what interactions carry
//! there, what Discord refuses there, and the 15 minutes an interaction token lives.

use std::time::Duration;

use serde_json::json;
use serenity::all as s;

use super::self_test::MiniBot;
use super::{FakeDiscord, FakeUser, Origin};

/// `/game` for servers only, `/play` also installable to users and usable everywhere.
async fn register(discord: &FakeDiscord, bot: &MiniBot) {
    let game = s::CreateCommand::new("game")
        .description("Games")
        .integration_types(vec![s::InstallationContext::Guild])
        .contexts(vec![s::InteractionContext::Guild]);
    let play = s::CreateCommand::new("play")
        .description("Play anywhere")
        .integration_types(vec![
            s::InstallationContext::Guild,
            s::InstallationContext::User,
        ])
        .contexts(vec![
            s::InteractionContext::Guild,
            s::InteractionContext::BotDm,
            s::InteractionContext::PrivateChannel,
        ]);
    s::Command::set_global_commands(&bot.http, vec![game, play])
        .await
        .unwrap();
    discord.wait_commands().await;
}

/// The HTTP status and Discord code of a refused call.
fn refused<T: std::fmt::Debug>(result: s::Result<T>) -> (u16, isize) {
    match result {
        Err(s::Error::Http(s::HttpError::UnsuccessfulRequest(response))) => {
            (response.status_code.as_u16(), response.error.code)
        }
        other => panic!("not refused: {other:?}"),
    }
}

/// A connected mini bot, alice and bob, and a group DM of the two.
async fn group_of_two() -> (FakeDiscord, MiniBot, FakeUser, FakeUser, u64) {
    let discord = FakeDiscord::start().await;
    let bot = Box::pin(MiniBot::connect(&discord)).await;
    Box::pin(register(&discord, &bot)).await;
    let (alice, bob) = (discord.user("alice"), discord.user("bob"));
    let group = discord.group_dm(&[&alice, &bob]);
    (discord, bot, alice, bob, group)
}

/// `/play` by `user` in `channel`, as the mini bot receives it.
async fn play(
    discord: &FakeDiscord,
    bot: &mut MiniBot,
    user: &FakeUser,
    channel: u64,
) -> (u64, s::CommandInteraction) {
    let id = discord.slash(user, channel, "play", &[]).await;
    let s::Interaction::Command(command) = bot.next_interaction().await else {
        panic!("not a command")
    };
    (id, command)
}

#[tokio::test]
async fn a_group_dm_refuses_the_bots_own_calls_and_records_them() {
    let (discord, bot, _, _, group) = group_of_two().await;
    let channel = s::ChannelId::new(group);
    let post = channel.say(&bot.http, "Board").await;
    assert_eq!(refused(post), (403, 50001));
    assert_eq!(
        refused(channel.broadcast_typing(&bot.http).await),
        (403, 50001)
    );
    let history = channel.messages(&bot.http, s::GetMessages::new()).await;
    assert_eq!(refused(history), (403, 50001));
    let refusals = discord.refused_in(group);
    assert_eq!(refusals.len(), 3, "{refusals:?}");
    assert!(refusals.iter().all(|r| (r.status, r.code) == (403, 50001)));
    assert_eq!(
        refusals[0].request,
        format!("POST /api/v10/channels/{group}/messages")
    );
    assert!(discord.messages_in(group).is_empty());
    // The guild's channel is not affected.
    s::ChannelId::new(discord.channel())
        .say(&bot.http, "Lobby")
        .await
        .unwrap();
    assert_eq!(discord.refusals().len(), 3);
}

#[tokio::test]
async fn a_slash_in_a_group_dm_carries_the_private_context_and_the_user_install() {
    let (discord, mut bot, alice, bob, group) = group_of_two().await;
    let (id, command) = play(&discord, &mut bot, &bob, group).await;
    assert_eq!(command.context, Some(s::InteractionContext::PrivateChannel));
    assert_eq!(command.channel.unwrap().kind, s::ChannelType::GroupDm);
    assert!(command.guild_id.is_none() && command.member.is_none());
    assert_eq!(command.user.id.get(), bob.id);
    let payload = discord.interaction(id).payload;
    assert_eq!(payload["context"], 2);
    assert_eq!(payload["channel"]["type"], 3);
    assert_eq!(
        payload["authorizing_integration_owners"],
        json!({ "1": bob.id.to_string() })
    );
    assert!(payload.get("guild_id").is_none() && payload.get("member").is_none());
    // The same command in the bot's DM and in the guild.
    let (dm, _) = play(&discord, &mut bot, &alice, discord.dm_channel(&alice)).await;
    let dm = discord.interaction(dm).payload;
    assert_eq!(
        (dm["context"].clone(), dm["channel"]["type"].clone()),
        (json!(1), json!(1))
    );
    let (here, _) = play(&discord, &mut bot, &alice, discord.channel()).await;
    let here = discord.interaction(here).payload;
    assert_eq!(here["context"], 0);
    assert_eq!(
        here["authorizing_integration_owners"]["0"],
        discord.guild_id().to_string()
    );
    // A server-only command is not offered in a group DM.
    let refused = discord.try_slash(&alice, group, "game", &[]).await;
    assert!(refused.unwrap_err().contains("not offered"));
}

#[tokio::test]
async fn follow_ups_work_for_15_minutes_and_are_refused_after() {
    let (discord, mut bot, alice, _, group) = group_of_two().await;
    let (id, command) = play(&discord, &mut bot, &alice, group).await;
    command.defer(&bot.http).await.unwrap();
    let answer = s::CreateInteractionResponseFollowup::new().content("Game on");
    let first = command.create_followup(&bot.http, answer).await.unwrap();
    let more = s::CreateInteractionResponseFollowup::new().content("Your turn");
    let second = command.create_followup(&bot.http, more).await.unwrap();
    discord.age_interactions(Duration::from_mins(14));
    let edit = s::EditInteractionResponse::new().content("Game on, 2 players");
    command.edit_response(&bot.http, edit).await.unwrap();
    assert!(discord.refusals().is_empty());

    discord.age_interactions(Duration::from_mins(2));
    let late = s::CreateInteractionResponseFollowup::new().content("Too late");
    assert_eq!(
        refused(command.create_followup(&bot.http, late).await),
        (401, 50027)
    );
    let edit = s::EditInteractionResponse::new().content("Too late");
    assert_eq!(
        refused(command.edit_response(&bot.http, edit).await),
        (401, 50027)
    );
    assert_eq!(refused(command.get_response(&bot.http).await), (401, 50027));
    let gone = command.delete_followup(&bot.http, second.id).await;
    assert_eq!(refused(gone), (401, 50027));
    let refusals = discord.refused_in(group);
    assert_eq!(refusals.len(), 4, "{refusals:?}");
    assert!(
        refusals
            .iter()
            .all(|r| r.interaction == Some(id) && r.code == 50027)
    );
    let shown: Vec<String> = discord
        .messages_in(group)
        .into_iter()
        .map(|m| m.content)
        .collect();
    assert_eq!(shown, ["Game on, 2 players", "Your turn"]);
    assert_eq!(first.id.get(), discord.reply(id).await.id);
    // A new interaction has a fresh token.
    let (_, again) = play(&discord, &mut bot, &alice, group).await;
    again.defer(&bot.http).await.unwrap();
    let answer = s::CreateInteractionResponseFollowup::new().content("Still here");
    again.create_followup(&bot.http, answer).await.unwrap();
}

#[tokio::test]
async fn an_answer_in_a_group_dm_is_an_interaction_answer_seen_by_its_members() {
    let (discord, mut bot, alice, bob, group) = group_of_two().await;
    let carol = discord.user("carol");
    let (id, command) = play(&discord, &mut bot, &alice, group).await;
    let lobby = s::CreateInteractionResponseMessage::new()
        .content("Lobby")
        .button(s::CreateButton::new("join:1").label("Join"));
    command
        .create_response(&bot.http, s::CreateInteractionResponse::Message(lobby))
        .await
        .unwrap();
    let messages = discord.messages_in(group);
    assert_eq!(messages.len(), 1);
    assert_eq!(messages[0].origin, Origin::Response { interaction: id });
    assert_eq!(messages[0].origin.interaction(), Some(id));
    assert!(
        discord
            .visible_to(&bob)
            .iter()
            .any(|m| m.id == messages[0].id)
    );
    assert!(
        discord.visible_to(&carol).is_empty(),
        "carol is not in the group"
    );

    let press = discord.button(&bob, &messages[0], "join:1").await;
    let s::Interaction::Component(join) = bot.next_interaction().await else {
        panic!("not a button")
    };
    assert_eq!(join.context, Some(s::InteractionContext::PrivateChannel));
    assert_eq!(
        discord.interaction(press).payload["authorizing_integration_owners"],
        json!({ "1": alice.id.to_string() }),
        "the user who authorized the answer, not the presser"
    );
    let update = s::CreateInteractionResponseMessage::new().content("Lobby: bob");
    join.create_response(
        &bot.http,
        s::CreateInteractionResponse::UpdateMessage(update),
    )
    .await
    .unwrap();
    assert_eq!(discord.reply(press).await.content, "Lobby: bob");
    assert!(discord.refusals().is_empty());
}
