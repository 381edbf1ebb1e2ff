//! End to end: the real `lexicord` binary against the fake Discord registers its commands,
//! answers `/help` privately with the command list, shrugs off unknown and garbled
//! interactions, and serves again after being killed and restarted.

use serde_json::json;
use sqlx::PgPool;

use crate::fake_discord::{Bot, FakeDiscord, Opt, database_url};

#[sqlx::test]
async fn help_lists_the_commands_privately(pool: PgPool) {
    let discord = FakeDiscord::start().await;
    let _bot = Bot::start(&discord, &database_url(&pool).await).await;
    let names = discord.command_names();
    assert!(names.contains(&"help".to_owned()), "registered: {names:?}");

    let alice = discord.user("alice");
    let id = discord.slash(&alice, discord.channel(), "help", &[]).await;
    let reply = discord.reply(id).await;
    assert!(reply.ephemeral, "/help answers privately: {reply:?}");
    for name in &names {
        assert!(
            reply.text().contains(&format!("`/{name}`")),
            "/{name} missing from the help text:\n{}",
            reply.text()
        );
    }
    assert!(
        reply.text().contains("+50"),
        "the rules in brief: {}",
        reply.text()
    );
    // A topic in more detail: the ratings and the puzzle, the game's choices, events, Blanks & Blockers.
    for (topic, says) in [
        ("ratings and puzzles", "Glicko-2"),
        ("game choices", "challenge rule void"),
        ("tournaments and leagues", "`standings`:"),
        ("blanks and blockers", "`/blocker at:"),
    ] {
        let id = discord
            .slash(
                &alice,
                discord.channel(),
                "help",
                &[Opt::choice("topic", topic)],
            )
            .await;
        let reply = discord.reply(id).await;
        assert!(reply.ephemeral && reply.text().contains(says), "{reply:?}");
    }
    assert!(
        discord.messages_in(discord.channel()).is_empty(),
        "nothing public"
    );
    assert_eq!(discord.ephemeral_to(&alice).len(), 5);
    assert_eq!(discord.interaction(id).callbacks, [4]);
    assert!(
        discord.unknown_routes().is_empty(),
        "{:?}",
        discord.unknown_routes()
    );
}

#[sqlx::test]
async fn unknown_and_garbled_interactions_do_not_stop_the_bot(pool: PgPool) {
    let discord = FakeDiscord::start().await;
    let _bot = Bot::start(&discord, &database_url(&pool).await).await;
    let bob = discord.user("bob");
    let channel = discord.channel();

    // A command the bot never registered, an option /help does not have, a button nobody made,
    // an interaction of an unknown type and an INTERACTION_CREATE missing most of its fields.
    let unknown = discord
        .slash_unchecked(&bob, channel, "teleport", &[])
        .await;
    let extra_option = discord
        .slash_unchecked(&bob, channel, "help", &[Opt::int("page", 3)])
        .await;
    let stray = discord
        .interact_raw(
            &bob,
            channel,
            3,
            json!({ "custom_id": "no-such-button", "component_type": 2 }),
        )
        .await;
    let odd_type = discord.interact_raw(&bob, channel, 42, json!({})).await;
    discord
        .dispatch_raw(
            "INTERACTION_CREATE",
            json!({ "id": "1", "type": 2, "data": "garbage" }),
        )
        .await;

    // The bot still serves the next command.
    let id = discord.slash(&bob, channel, "help", &[]).await;
    let reply = discord.reply(id).await;
    assert!(
        reply.ephemeral && reply.text().contains("`/help`"),
        "{reply:?}"
    );
    for ignored in [unknown, extra_option, stray, odd_type] {
        assert!(
            discord.interaction(ignored).refused_callbacks == 0,
            "no double answers"
        );
    }
    assert!(discord.messages_in(channel).is_empty(), "nothing public");
}

#[sqlx::test]
async fn the_bot_serves_again_after_a_kill_and_restart(pool: PgPool) {
    let discord = FakeDiscord::start().await;
    let mut bot = Bot::start(&discord, &database_url(&pool).await).await;
    let carol = discord.user("carol");
    bot.restart(&discord).await;
    assert_eq!(discord.registrations(), 2);
    let id = discord.slash(&carol, discord.channel(), "help", &[]).await;
    assert!(discord.reply(id).await.text().contains("`/help`"));
    // Delivered twice (same id and token): the second acknowledgement is refused by Discord,
    // so the player still sees a single answer.
    discord.redeliver(id).await;
    discord
        .wait_until("the second delivery to be refused or ignored", |s| {
            let events = s.events.iter().filter(|e| {
                matches!(e, crate::fake_discord::Event::CallbackRefused { interaction, .. } if *interaction == id)
            });
            (events.count() == 1).then_some(())
        })
        .await;
    assert_eq!(discord.ephemeral_to(&carol).len(), 1);
    assert!(bot.stop().await, "a clean stop on SIGTERM:\n{}", bot.log());
}

/// Issue 43: a French client reads `/help` with the commands as it shows them: each command
/// and sub-command by the French name the bot registered, never the English one, and the
/// topics are registered with French names too, the game's choices naming `/partie nouvelle`.
#[sqlx::test]
async fn help_names_the_commands_as_a_french_client_shows_them(pool: PgPool) {
    let discord = FakeDiscord::start().await;
    let _bot = Bot::start(&discord, &database_url(&pool).await).await;
    let alice = discord.user("alice");
    discord.set_locale(&alice, "fr");
    discord.slash(&alice, discord.channel(), "help", &[]).await;
    // French runs longer than one message: every part, up to the last line (`/help topic:`).
    discord
        .wait_until("the whole help", |s| {
            s.messages
                .values()
                .any(|m| m.text().contains("`/aide sujet:`"))
                .then_some(())
        })
        .await;
    let parts: Vec<String> = discord
        .ephemeral_to(&alice)
        .iter()
        .map(crate::fake_discord::Message::text)
        .collect();
    let text = parts.join("\n");
    let french = |named: &serde_json::Value| {
        named["name_localizations"]["fr"]
            .as_str()
            .unwrap_or_else(|| panic!("no French name: {named}"))
            .to_owned()
    };
    let commands = discord.commands();
    for command in &commands {
        let (english, name) = (command["name"].as_str().unwrap(), french(command));
        let line = text
            .lines()
            .find(|l| l.starts_with(&format!("`/{name}`")))
            .unwrap_or_else(|| panic!("no line for /{name} (/{english}):\n{text}"));
        if english != name {
            assert!(
                !text.contains(&format!("`/{english}`")),
                "/{english} in:\n{text}"
            );
        }
        // The sub-commands listed after the command are their French names.
        let subs: Vec<String> = command["options"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|o| o["type"] == 1)
            .map(french)
            .collect();
        let listed = line[name.len() + 3..]
            .strip_prefix(" (")
            .and_then(|rest| rest.split_once("):"))
            .map(|(list, _)| list);
        if let Some(listed) = listed.filter(|l| !l.contains(' ') || l.contains(", ")) {
            for sub in listed.split(", ") {
                assert!(subs.iter().any(|s| s == sub), "{sub} of /{name}: {line}");
            }
        }
    }
    let help = commands.iter().find(|c| c["name"] == "help").unwrap();
    let topics = help["options"][0]["choices"].as_array().unwrap();
    assert!(topics.len() > 5, "{help}");
    for topic in topics {
        assert_ne!(french(topic), topic["name"].as_str().unwrap(), "{topic}");
    }
    let id = discord
        .slash(
            &alice,
            discord.channel(),
            "help",
            &[Opt::choice("topic", "game choices")],
        )
        .await;
    let choices = discord.reply(id).await.text();
    assert!(
        choices.contains("`/partie nouvelle`") && !choices.contains("/game new"),
        "{choices}"
    );
}
