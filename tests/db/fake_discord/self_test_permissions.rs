//! The fake's token, bot member and overwrites checked against serenity's own HTTP client and
//! permission maths, as `lexicord doctor` asks them.

use serenity::all as s;

use super::{BOT_TOKEN, FakeDiscord};

fn client(discord: &FakeDiscord, token: &str) -> s::Http {
    s::HttpBuilder::new(token)
        .proxy(discord.api_base())
        .ratelimiter_disabled(true)
        .build()
}

#[tokio::test]
async fn another_token_than_the_bots_is_refused_with_401() {
    let discord = FakeDiscord::start().await;
    let me = client(&discord, BOT_TOKEN)
        .get_current_user()
        .await
        .unwrap();
    assert_eq!(me.id.get(), discord.application_id());
    let refused = client(&discord, "reset-long-ago")
        .get_current_user()
        .await
        .unwrap_err();
    let s::Error::Http(s::HttpError::UnsuccessfulRequest(response)) = refused else {
        panic!("not refused by Discord: {refused:?}")
    };
    assert_eq!(response.status_code.as_u16(), 401);
}

#[tokio::test]
async fn the_bots_roles_and_a_channels_overwrites_make_its_permissions_there() {
    let discord = FakeDiscord::start().await;
    let http = client(&discord, BOT_TOKEN);
    let bot = s::UserId::new(discord.application_id());
    let threads = discord.add_role(
        "Lexicord",
        s::Permissions::CREATE_PUBLIC_THREADS | s::Permissions::SEND_MESSAGES_IN_THREADS,
    );
    discord.give_bot_role(threads);
    let quiet = discord.add_channel("quiet");
    discord.deny_bot(quiet, s::Permissions::SEND_MESSAGES);

    let guild = http
        .get_guild(s::GuildId::new(discord.guild_id()))
        .await
        .unwrap();
    let member = http
        .get_member(s::GuildId::new(discord.guild_id()), bot)
        .await
        .unwrap();
    assert_eq!(member.user.id, bot);
    assert_eq!(member.roles, [s::RoleId::new(threads)]);
    let in_channel = |id: u64| {
        let http = &http;
        async move {
            match http.get_channel(s::ChannelId::new(id)).await.unwrap() {
                s::Channel::Guild(channel) => channel,
                other => panic!("not a guild channel: {other:?}"),
            }
        }
    };
    let general = guild.user_permissions_in(&in_channel(discord.channel()).await, &member);
    assert!(general.send_messages() && general.attach_files() && general.view_channel());
    assert!(general.create_public_threads(), "from the bot's role");
    let quiet = guild.user_permissions_in(&in_channel(quiet).await, &member);
    assert!(!quiet.send_messages(), "denied by the channel's overwrite");
    assert!(quiet.view_channel() && quiet.attach_files());
    assert!(
        discord.unknown_routes().is_empty(),
        "{:?}",
        discord.unknown_routes()
    );
}

#[tokio::test]
async fn the_application_can_be_installed_where_the_portal_says() {
    let discord = FakeDiscord::start().await;
    let http = client(&discord, BOT_TOKEN);
    let info = http.get_current_application_info().await.unwrap();
    let contexts = &info.integration_types_config;
    assert!(contexts.contains_key(&s::InstallationContext::Guild));
    assert!(contexts.contains_key(&s::InstallationContext::User));
    discord.set_installable(true, false);
    let info = http.get_current_application_info().await.unwrap();
    let contexts = &info.integration_types_config;
    assert!(contexts.contains_key(&s::InstallationContext::Guild));
    assert!(!contexts.contains_key(&s::InstallationContext::User));
}
