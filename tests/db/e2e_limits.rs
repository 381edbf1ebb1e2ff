//! Discord's limits and pick lists through the real binary (issue 12, points 3 and 4): every
//! string option has a `max_length` that the (fake) Discord enforces before the bot sees the
//! input, input up to that length always gets a private answer that fits one message, and
//! fixed sets are choices while open sets suggest valid values.

use serde_json::Value;
use serenity::all::Permissions;
use sqlx::PgPool;

use crate::fake_discord::{FakeDiscord, Opt};
use crate::support::table::Table;

/// Discord's limit on a message, in characters.
const MESSAGE_LIMIT: usize = 2000;

/// Every leaf command (`"game new"`, `"play"`) with its option definitions.
fn leaf_commands(commands: &[Value]) -> Vec<(String, Vec<Value>)> {
    fn walk(path: &str, node: &Value, out: &mut Vec<(String, Vec<Value>)>) {
        let options: Vec<Value> = node["options"].as_array().cloned().unwrap_or_default();
        let subs: Vec<&Value> = options
            .iter()
            .filter(|o| matches!(o["type"].as_u64(), Some(1 | 2)))
            .collect();
        if subs.is_empty() {
            out.push((path.to_owned(), options));
        } else {
            for sub in subs {
                let name = sub["name"].as_str().unwrap_or_default();
                walk(&format!("{path} {name}"), sub, out);
            }
        }
    }
    let mut out = Vec::new();
    for command in commands {
        walk(
            command["name"].as_str().unwrap_or_default(),
            command,
            &mut out,
        );
    }
    out
}

/// A valid value for each required option other than `except` (so only `except` is wrong).
fn others(options: &[Value], except: &str) -> Vec<Opt> {
    options
        .iter()
        .filter(|o| o["required"].as_bool() == Some(true) && o["name"] != except)
        .map(|o| {
            let name = o["name"].as_str().unwrap_or_default();
            match (name, o["type"].as_u64()) {
                ("word", _) => Opt::text(name, "HORN"),
                ("at", _) => Opt::text(name, "8D"),
                (_, Some(4)) if o["choices"].as_array().is_some_and(|c| !c.is_empty()) => {
                    Opt::choice(name, o["choices"][0]["name"].as_str().unwrap_or_default())
                }
                (_, Some(4)) => Opt::int(name, o["min_value"].as_i64().unwrap_or(1)),
                _ => Opt::text(name, "x"),
            }
        })
        .collect()
}

#[sqlx::test]
async fn over_long_input_in_every_string_option_is_refused_or_answered_privately(pool: PgPool) {
    let table = Table::open(pool, "double").await;
    let started = table.run(&table.alice, "game start", &[]).await;
    assert!(started.ephemeral, "{started:?}");
    let discord = &table.discord;
    let mut checked = Vec::new();
    for (path, options) in leaf_commands(&discord.commands()) {
        for option in options.iter().filter(|o| o["type"].as_u64() == Some(3)) {
            let name = option["name"].as_str().unwrap_or_default();
            let max = option["max_length"].as_u64().unwrap_or_else(|| {
                panic!("option {name:?} of /{path} has no max_length: {option}")
            });
            // Hand pairings name two players a game (`<@id> <@id>, ...`): a field of 30 needs
            // about 700 characters; every other text is short.
            let ceiling = if (path.as_str(), name) == ("tournament pair", "pairings") {
                1500
            } else {
                100
            };
            assert!(
                max <= ceiling,
                "{name:?} of /{path} allows {max} characters"
            );
            let with = |value: String| {
                let mut all = others(&options, name);
                all.push(Opt::text(name, &value));
                all
            };
            // Past the limit, Discord refuses to send it: nothing reaches the bot.
            let refused = discord
                .try_slash(
                    &table.alice,
                    table.channel(),
                    &path,
                    &with("Q".repeat(3000)),
                )
                .await;
            assert!(
                refused
                    .as_ref()
                    .is_err_and(|e| e.contains("Discord refuses")),
                "/{path} {name}: {refused:?}"
            );
            // At the limit, the bot answers privately, in one message, quoting only an excerpt.
            let longest = "Q".repeat(usize::try_from(max).unwrap());
            let id = discord
                .try_slash(&table.alice, table.channel(), &path, &with(longest.clone()))
                .await
                .unwrap_or_else(|e| panic!("/{path} {name}: {e}"));
            let reply = discord.reply(id).await;
            let text = reply.text();
            assert!(reply.ephemeral, "/{path} {name}: {reply:?}");
            assert!(!text.trim().is_empty(), "/{path} {name}: {reply:?}");
            assert!(text.chars().count() <= MESSAGE_LIMIT, "/{path} {name}");
            assert!(
                max < 30 || !text.contains(&longest),
                "/{path} {name} quotes all of the input: {text}"
            );
            checked.push(format!("{path} {name}"));
        }
    }
    for expected in [
        "play word",
        "play at",
        "exchange tiles",
        "game new turn_time",
        "game new lexicon",
        "settings server turn_time",
        "settings server lexicon",
    ] {
        assert!(
            checked.iter().any(|c| c == expected),
            "{expected}: {checked:?}"
        );
    }
    assert!(
        discord
            .messages()
            .iter()
            .all(|m| m.content.chars().count() <= MESSAGE_LIMIT)
    );
}

#[sqlx::test]
async fn exchanging_tiles_not_on_the_rack_says_so(pool: PgPool) {
    let table = Table::open(pool, "double").await;
    table.run(&table.alice, "game start", &[]).await;
    let snapshot = table.snapshot().await;
    let mover = snapshot
        .seats
        .iter()
        .find(|s| s.to_move)
        .and_then(|s| s.user_id)
        .expect("someone moves");
    let mover = table.user(mover).clone();
    // There is one Z in the game: nobody holds sixteen.
    let reply = table
        .run(&mover, "exchange", &[Opt::text("tiles", &"Z".repeat(16))])
        .await;
    let text = reply.text();
    assert!(reply.ephemeral, "{reply:?}");
    // The one Z may be on the mover's own rack.
    assert!(lacks_zeds(&text), "{text}");
    assert!(!text.contains("needed"), "{text}");

    // The Exchange button's form has the same limit, and the same answer.
    let board = table.channel_messages().last().unwrap().clone();
    let id = table
        .discord
        .button(&mover, &board, &board.button("Exchange").unwrap())
        .await;
    let form = table.discord.modal(id).await;
    let custom_id = form["custom_id"].as_str().unwrap().to_owned();
    let refused = table
        .discord
        .try_submit_modal(
            &mover,
            table.channel(),
            &custom_id,
            &[("tiles", &"Q".repeat(3000))],
        )
        .await;
    assert!(
        refused
            .as_ref()
            .is_err_and(|e| e.contains("Discord refuses")),
        "{refused:?}"
    );
    let id = table
        .discord
        .try_submit_modal(
            &mover,
            table.channel(),
            &custom_id,
            &[("tiles", &"Z".repeat(32))],
        )
        .await
        .unwrap();
    let answer = table.discord.reply(id).await;
    assert!(
        answer.ephemeral && lacks_zeds(&answer.text()),
        "{}",
        answer.text()
    );
}

#[sqlx::test]
async fn fixed_sets_are_choices_and_open_sets_suggest_valid_values(pool: PgPool) {
    let table = Table::open(pool, "5pt").await;
    let discord: &FakeDiscord = &table.discord;
    let alice = &table.alice;
    let leaves = leaf_commands(&discord.commands());
    let choices_of = |path: &str, option: &str| -> Vec<String> {
        let (_, options) = leaves.iter().find(|(p, _)| p == path).expect(path);
        let def = options.iter().find(|o| o["name"] == option).expect(option);
        def["choices"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|c| c["name"].as_str().unwrap_or_default().to_owned())
            .collect()
    };
    assert_eq!(
        choices_of("game new", "challenge"),
        ["void", "double", "single", "5pt", "10pt"]
    );
    assert_eq!(
        choices_of("game new", "variant"),
        [
            "classic",
            "nine-tile",
            "finish-line",
            "dice",
            "surprise",
            "blanks-blockers",
            "hyper-race",
            "free-for-all"
        ]
    );
    assert_eq!(
        choices_of("game add-bot", "level"),
        ["easy", "medium", "hard", "expert"]
    );
    assert_eq!(
        choices_of("settings server", "rack_delivery"),
        ["dm", "command"]
    );

    let channel = table.channel();
    let suggest = |option: &'static str, partial: &'static str| {
        discord.autocomplete(alice, channel, "game new", &[], option, partial)
    };
    let times: Vec<String> = suggest("turn_time", "4")
        .await
        .into_iter()
        .map(|c| c.0)
        .collect();
    assert_eq!(times, ["4h", "48h", "4d"]);
    let lexicons = suggest("lexicon", "").await;
    assert_eq!(lexicons, [("enable".to_owned(), Value::from("enable"))]);
    let targets: Vec<Value> = suggest("target", "15")
        .await
        .into_iter()
        .map(|c| c.1)
        .collect();
    assert_eq!(targets, [Value::from(15), Value::from(150)]);

    // A Finish Line game to 150 with a computer player, in another channel.
    let other = discord.add_channel("finish-line");
    let id = discord
        .slash(
            alice,
            other,
            "game new",
            &[
                Opt::choice("variant", "finish-line"),
                Opt::int("target", 150),
                Opt::choice("challenge", "10pt"),
            ],
        )
        .await;
    assert!(discord.reply(id).await.text().contains("is open"));
    let lobby = discord.wait_messages_in(other, 1).await;
    assert!(
        lobby[0]
            .text()
            .contains("finish-line-150, 10pt challenge rule"),
        "{lobby:?}"
    );
    let id = discord
        .slash(
            alice,
            other,
            "game add-bot",
            &[Opt::choice("level", "hard")],
        )
        .await;
    assert!(discord.reply(id).await.text().contains("seated"));
    // Finish Line needs its target; other variants refuse one.
    let third = discord.add_channel("third");
    for (options, expected) in [
        (
            vec![Opt::choice("level", "expert")],
            "A level is chosen only in Finish Line by level",
        ),
        (
            vec![Opt::choice("variant", "nine-tile"), Opt::int("target", 100)],
            "Only Finish Line has a target score",
        ),
    ] {
        let id = discord.slash(alice, third, "game new", &options).await;
        let text = discord.reply(id).await.text();
        assert!(text.contains(expected), "{text}");
    }
    // Discord itself refuses a target out of range.
    assert!(
        discord
            .try_slash(alice, third, "game new", &[Opt::int("target", 5)])
            .await
            .is_err()
    );

    // Moderators pick the server's rule and rack delivery from lists.
    discord.grant(alice, Permissions::MANAGE_GUILD);
    let id = discord
        .slash(
            alice,
            channel,
            "settings server",
            &[
                Opt::choice("challenge", "single"),
                Opt::choice("rack_delivery", "command"),
            ],
        )
        .await;
    let text = discord.reply(id).await.text();
    assert!(
        text.contains("single challenge rule") && text.contains("racks by `/rack` only"),
        "{text}"
    );
}

/// Whether a reply says the rack does not hold the Z's asked for: none, or only the game's one.
fn lacks_zeds(text: &str) -> bool {
    text.contains("You do not have Z") || text.contains("You have only 1 Z on your rack, not")
}
