//! End to end, issue 26: members whose display names look like mentions (`<@victim>` of a real
//! member who does not play, `<@&role>` of a real role, `@everyone`, `@here`), markdown (a code
//! fence, a spoiler, bold) or hold bidi and zero-width characters play a whole game, a
//! tournament round and a league season; then every message body the fake Discord recorded
//! (posts, thread posts, DMs, answers, follow-ups and every version of an edited message) is
//! audited: it carries `allowed_mentions`, pings only players (nobody in private), never the
//! victim, a role or everyone, and no name shows raw (no mention formed, no bidi or zero-width
//! character, no spoiler or bold opened, code fences balanced). Tournament and league names
//! that are blank or hold control characters are refused privately, with the reason.

use std::collections::BTreeSet;
use std::time::Duration;

use sqlx::PgPool;

use crate::fake_discord::{Bot, FakeDiscord, FakeUser, Message, Opt, database_url};
use crate::support;
use crate::support::audit::{Targets, audit};
use crate::support::table::{Table, best_play};

/// A slash command and its answer.
async fn run(
    discord: &FakeDiscord,
    user: &FakeUser,
    channel: u64,
    command: &str,
    options: &[Opt],
) -> Message {
    let id = discord.slash(user, channel, command, options).await;
    discord.reply(id).await
}

#[sqlx::test]
async fn a_whole_game_of_hostile_names_pings_only_the_player_to_move(pool: PgPool) {
    let discord = FakeDiscord::start().await;
    let bot = Bot::start(&discord, &database_url(&pool).await).await;
    let targets = Targets::new(&discord);
    let players = targets.players(&discord, 2);
    let table = Table {
        service: support::service(pool.clone()),
        pool,
        alice: players[0].clone(),
        bob: players[1].clone(),
        discord,
        bot,
    };
    // Bob's DMs are closed: when alice moves, his new rack is a note in the channel for him.
    table.discord.block_dms(&table.bob);
    let opened = table
        .run(&table.alice, "game new", &[Opt::int("opponents", 1)])
        .await;
    assert!(opened.text().contains("is open"), "{opened:?}");
    let joined = table.run(&table.bob, "game join", &[]).await;
    assert!(joined.text().contains("You joined"), "{joined:?}");
    let started = table.run(&table.alice, "game start", &[]).await;
    assert!(started.text().contains("has started"), "{started:?}");
    // One play, then six scoreless turns end the game; the first pass is the board's button
    // (its answer is an edit of the deferred response).
    let mut turns = 0;
    while let Some(mover) = table.to_move().await {
        let game = table.game().await;
        turns += 1;
        if turns == 2 {
            let posts = table.channel_messages();
            let post = posts.iter().rev().find(|m| m.button("Pass").is_some());
            let post = post.expect("the turn's post").clone();
            let pass = post.button("Pass").expect("the Pass button");
            let id = table.discord.button(&mover, &post, &pass).await;
            let answer = table.discord.reply(id).await;
            assert!(answer.text().starts_with("Done"), "{answer:?}");
            continue;
        }
        let chosen = if turns == 1 { best_play(&game) } else { None };
        table.play_or_pass(&mover, &game, chosen).await;
    }
    let over = table
        .discord
        .wait_until("the game over post", |s| {
            s.messages_in(table.channel())
                .into_iter()
                .find(|m| m.text().contains("Game over"))
        })
        .await;
    let board = table.run(&table.bob, "board", &[]).await;
    assert!(board.text().contains("posted"), "{board:?}");
    table.run(&table.alice, "games", &[]).await;

    let audited = audit(&table.discord, &players, &targets);
    eprintln!("audited {audited} messages");
    assert!(audited >= 20, "{audited} messages audited");
    assert!(over.text().contains("\\@everyone"), "{}", over.text());
    // Each turn post pinged exactly the player to move, who is mentioned in it.
    let turns: Vec<Message> = table
        .channel_messages()
        .into_iter()
        .filter(|m| m.text().contains("your turn"))
        .collect();
    assert!(turns.len() >= 6, "{}", table.discord.summary());
    for post in &turns {
        let pinged = post.pings().users;
        assert_eq!(pinged.len(), 1, "{post:?}");
        let mover = pinged.first().copied().unwrap_or_default();
        assert!(post.content.contains(&format!("<@{mover}>, your turn")));
    }
    let notes: Vec<Message> = table
        .channel_messages()
        .into_iter()
        .filter(|m| m.text().contains("could not send you your rack"))
        .collect();
    assert!(!notes.is_empty(), "{}", table.discord.summary());
    for note in &notes {
        assert_eq!(
            note.pings().users,
            BTreeSet::from([table.bob.id]),
            "{note:?}"
        );
    }
}

/// `(first user, second user, thread)` of every board whose game is open and unsettled.
async fn going(pool: &PgPool) -> Vec<(i64, i64, i64)> {
    sqlx::query_as(
        "select f.user_id, s.user_id, b.thread_id \
         from tournament_boards b join tournament_players f on f.id = b.first_player \
         join tournament_players s on s.id = b.second_player \
         where b.game_id is not null and b.thread_id is not null and b.settled_by is null \
         order by b.id",
    )
    .fetch_all(pool)
    .await
    .unwrap()
}

/// Resigns every game as it opens (the second player resigns) until `settled` boards are.
async fn resign_all(discord: &FakeDiscord, pool: &PgPool, players: &[FakeUser], settled: i64) {
    let mut done = BTreeSet::new();
    for _ in 0..1200 {
        let count: i64 = sqlx::query_scalar(
            "select count(*) from tournament_boards where settled_by is not null \
             and second_player is not null",
        )
        .fetch_one(pool)
        .await
        .unwrap();
        if count >= settled {
            return;
        }
        for (_, second, thread) in going(pool).await {
            if !done.insert(thread) {
                continue;
            }
            // The thread's opening posts (the ping and the board) are delivered first.
            discord.wait_messages_in(thread as u64, 2).await;
            let loser = players.iter().find(|p| p.id as i64 == second).unwrap();
            let reply = run(discord, loser, thread as u64, "game resign", &[]).await;
            assert!(reply.text().contains("You resigned"), "{reply:?}");
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the boards were not settled: {}", discord.summary());
}

#[sqlx::test]
async fn a_tournament_round_of_hostile_names_pings_only_the_paired_players(pool: PgPool) {
    let mut discord = FakeDiscord::start().await;
    discord.set_timeout(Duration::from_secs(90));
    let env = [("LEXICORD_JOB_POLL_SECS", "1")];
    let mut bot = Bot::start_with_env(&discord, &database_url(&pool).await, &env).await;
    let targets = Targets::new(&discord);
    let players = targets.players(&discord, 4);
    let (channel, director) = (discord.channel(), discord.owner());

    let created = run(
        &discord,
        &director,
        channel,
        "tournament create",
        &[
            Opt::text("name", "@here ```Cup\u{202E}"),
            Opt::int("rounds", 1),
        ],
    )
    .await;
    assert!(
        created.text().contains("open for registration"),
        "{created:?}"
    );
    for p in &players {
        let joined = run(&discord, p, channel, "tournament join", &[]).await;
        assert!(joined.text().contains("You are registered"), "{joined:?}");
    }
    let started = run(&discord, &director, channel, "tournament start", &[]).await;
    assert!(started.text().contains("has started"), "{started:?}");
    resign_all(&discord, &pool, &players, 2).await;
    let last = discord
        .wait_until("the final standings", |s| {
            s.messages_in(channel)
                .into_iter()
                .find(|m| m.text().contains("final standings"))
        })
        .await;
    // The pairings post pinged the four paired players.
    let pairings = discord
        .messages_in(channel)
        .into_iter()
        .find(|m| m.text().starts_with("📋"))
        .expect("the pairings post");
    let paired: BTreeSet<u64> = players.iter().map(|p| p.id).collect();
    assert_eq!(pairings.pings().users, paired, "{pairings:?}");
    let audited = audit(&discord, &players, &targets);
    eprintln!("audited {audited} messages");
    assert!(audited >= 15, "{audited} messages audited");
    assert!(last.text().contains("\\@here \\`\\`\\`Cup"), "{last:?}");
    // A blank or control-character name is refused privately, with the reason.
    for (name, reason) in [
        ("\u{202E}", "needs at least one visible character"),
        (" \u{200B}\u{FEFF} ", "needs at least one visible character"),
        ("Cup\u{0}", "cannot hold control characters"),
    ] {
        let refused = run(
            &discord,
            &director,
            channel,
            "tournament create",
            &[Opt::text("name", name), Opt::int("rounds", 1)],
        )
        .await;
        assert!(
            refused.ephemeral && refused.text().contains(reason),
            "{name:?}: {refused:?}"
        );
    }
    audit(&discord, &players, &targets);
    bot.kill().await;
}

#[sqlx::test]
async fn a_league_season_of_hostile_names_pings_only_the_paired_players(pool: PgPool) {
    let mut discord = FakeDiscord::start().await;
    discord.set_timeout(Duration::from_secs(90));
    let env = [("LEXICORD_JOB_POLL_SECS", "1")];
    let mut bot = Bot::start_with_env(&discord, &database_url(&pool).await, &env).await;
    let targets = Targets::new(&discord);
    let players = targets.players(&discord, 4);
    let (channel, moderator) = (discord.channel(), discord.owner());

    let league = format!("<@&{}> ||League|| \u{200B}", targets.role);
    let created = run(
        &discord,
        &moderator,
        channel,
        "league create",
        &[
            Opt::text("name", &league),
            Opt::int("season_days", 14),
            Opt::int("division_size", 4),
            Opt::int("games_at_once", 2),
        ],
    )
    .await;
    assert!(
        created.text().contains("season 1 takes registrations"),
        "{created:?}"
    );
    for p in &players {
        let joined = run(&discord, p, channel, "league join", &[]).await;
        assert!(joined.text().contains("registered"), "{joined:?}");
    }
    let shown = run(&discord, &players[0], channel, "league show", &[]).await;
    let started = run(&discord, &moderator, channel, "league start", &[]).await;
    assert!(started.text().contains("has started"), "{started:?}");
    resign_all(&discord, &pool, &players, 6).await;
    discord
        .wait_until("the season's end", |s| {
            s.messages_in(channel)
                .into_iter()
                .find(|m| m.text().contains("season 1 is over"))
        })
        .await;
    let audited = audit(&discord, &players, &targets);
    eprintln!("audited {audited} messages");
    assert!(audited >= 15, "{audited} messages audited");
    assert!(shown.text().contains("\\|\\|League\\|\\|"), "{shown:?}");
    // Blank or control-character names are refused privately, with the reason.
    for (name, reason) in [
        (
            "\u{2066}\u{2069}",
            "A league name needs at least one visible character",
        ),
        (
            "Monday\u{7}",
            "A league name cannot hold control characters",
        ),
    ] {
        let refused = run(
            &discord,
            &moderator,
            channel,
            "league create",
            &[Opt::text("name", name)],
        )
        .await;
        assert!(
            refused.ephemeral && refused.text().contains(reason),
            "{name:?}: {refused:?}"
        );
    }
    audit(&discord, &players, &targets);
    bot.kill().await;
}
