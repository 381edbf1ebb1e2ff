//! End to end, issue 15: a 6-player, 3-round Swiss tournament run by two bot processes on one
//! database, from `/tournament create` to the final standings: each round's games open in
//! threads of the tournament channel with both players pinged, results flow in from
//! resignations, a game past the round's deadline is settled (the player on move forfeits), the
//! next rounds are paired by themselves, one process is killed and restarted mid-round, and
//! `/tournament export` reads back as the event the database holds. Nothing is lost or doubled:
//! nine threads, nine games, three pairings posts.

use std::collections::HashSet;
use std::time::Duration;

use lexicord::service::Request;
use lexicord::tournament::tsh;
use sqlx::PgPool;

use crate::fake_discord::{Bot, FakeDiscord, FakeUser, Opt, database_url};
use crate::support;

/// `(board, round, first user, second user, thread, game)` of every board with a game.
async fn boards(pool: &PgPool) -> Vec<(i64, i16, i64, i64, Option<i64>, Option<i64>)> {
    sqlx::query_as(
        "select b.id, b.round, f.user_id, s.user_id, b.thread_id, b.game_id \
         from tournament_boards b join tournament_players f on f.id = b.first_player \
         join tournament_players s on s.id = b.second_player order by b.round, b.id",
    )
    .fetch_all(pool)
    .await
    .unwrap()
}

/// Waits until round `round` has three boards, each with its game in a thread.
async fn round_opened(
    discord: &FakeDiscord,
    pool: &PgPool,
    round: i16,
) -> Vec<(i64, i64, i64, i64)> {
    for _ in 0..600 {
        let all = boards(pool).await;
        let this: Vec<_> = all
            .iter()
            .filter(|b| b.1 == round)
            .filter_map(|b| Some((b.2, b.3, u64::try_from(b.4?).ok()?, b.5?)))
            .collect();
        if this.len() == 3 {
            // The thread's first posts (the ping and the board) are delivered too.
            for &(_, _, thread, _) in &this {
                discord.wait_messages_in(thread, 2).await;
            }
            return this
                .into_iter()
                .map(|(a, b, t, g)| (a, b, t as i64, g))
                .collect();
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("round {round} was not opened: {}", discord.summary());
}

#[sqlx::test]
async fn a_swiss_tournament_runs_in_threads_across_two_processes_and_a_restart(pool: PgPool) {
    let mut discord = FakeDiscord::start().await;
    discord.set_timeout(Duration::from_secs(90));
    let channel = discord.channel();
    let director = discord.owner();
    let players: Vec<FakeUser> = ["ann", "bo", "cy", "di", "ed", "flo"]
        .iter()
        .map(|n| discord.user(n))
        .collect();
    let by_id = |id: i64| players.iter().find(|p| p.id as i64 == id).unwrap().clone();
    let url = database_url(&pool).await;
    let env = |shards: &'static str| {
        [
            ("LEXICORD_SHARD_COUNT", "2"),
            ("LEXICORD_SHARDS", shards),
            ("LEXICORD_JOB_POLL_SECS", "1"),
        ]
    };
    let mut first = Bot::start_with_env(&discord, &url, &env("0-0")).await;
    let mut second = Bot::start_with_env(&discord, &url, &env("1-1")).await;
    discord
        .wait_until("both processes' shards to be connected", |s| {
            (s.sessions.len() == 2).then_some(())
        })
        .await;
    let run = |user: &FakeUser, channel: u64, command: &'static str, options: Vec<Opt>| {
        let discord = &discord;
        let user = user.clone();
        async move {
            let id = discord.slash(&user, channel, command, &options).await;
            discord.reply(id).await
        }
    };

    // A player cannot open one; the director (the server's owner) can.
    let refused = run(
        &players[0],
        channel,
        "tournament create",
        vec![Opt::text("name", "Autumn Open"), Opt::int("rounds", 3)],
    )
    .await;
    assert!(
        refused.ephemeral && refused.text().contains("director"),
        "{refused:?}"
    );
    let created = run(
        &director,
        channel,
        "tournament create",
        vec![
            Opt::text("name", "Autumn Open"),
            Opt::int("rounds", 3),
            Opt::text("pairing", "swiss"),
        ],
    )
    .await;
    assert!(
        created.text().contains("open for registration"),
        "{created:?}"
    );
    for p in &players {
        let joined = run(p, channel, "tournament join", vec![]).await;
        assert!(joined.text().contains("You are registered"), "{joined:?}");
    }
    let again = run(&players[0], channel, "tournament join", vec![]).await;
    assert!(again.text().contains("already registered"), "{again:?}");
    let started = run(&director, channel, "tournament start", vec![]).await;
    assert!(started.text().contains("has started"), "{started:?}");

    for round in 1..=3i16 {
        let games = round_opened(&discord, &pool, round).await;
        for &(a, b, thread, _) in &games {
            let ping = discord.messages_in(thread as u64);
            assert!(
                ping.iter()
                    .any(|m| m.text().contains(&format!("<@{a}> vs <@{b}>"))),
                "both players pinged in the thread: {ping:?}"
            );
        }
        if round == 2 {
            // A crash mid-round: the first process dies and comes back.
            first.restart(&discord).await;
        }
        for (k, &(a, _, thread, game)) in games.iter().enumerate() {
            if round == 1 && k == 0 {
                continue; // left to the deadline
            }
            // The player on move (the pairing's first player) resigns in the thread.
            let to_move = support::to_move(&service_of(&pool), thread).await;
            assert_eq!(
                to_move,
                Some(a),
                "the pairing's first player moves first in game {game}"
            );
            let resigned = run(&by_id(a), thread as u64, "game resign", vec![]).await;
            assert!(resigned.text().contains("You resigned"), "{resigned:?}");
        }
        if round == 1 {
            // The round's deadline passes (the clock the runner reads is the database's rows).
            sqlx::query("update tournament_rounds set deadline_at = now() - interval '1 minute' where round = 1")
                .execute(&pool).await.unwrap();
            sqlx::query("update tournament_jobs set due_at = now() - interval '1 minute' where kind = 'round-deadline' and round = 1")
                .execute(&pool).await.unwrap();
            let forfeit = discord
                .wait_until("the deadline's forfeit to be posted", |s| {
                    s.messages_in(channel)
                        .into_iter()
                        .find(|m| m.text().contains("forfeits"))
                })
                .await;
            assert!(
                forfeit.text().contains(&by_id(games[0].0).name),
                "{forfeit:?}"
            );
        }
    }

    // The final standings, text and picture.
    let last = discord
        .wait_until("the final standings", |s| {
            s.messages_in(channel)
                .into_iter()
                .find(|m| m.text().contains("final standings"))
        })
        .await;
    let png = &last
        .attachment("standings.png")
        .expect("the standings picture")
        .bytes;
    std::fs::write(std::env::temp_dir().join("lexicord-e2e-standings.png"), png).unwrap();
    assert!(png.starts_with(b"\x89PNG"));

    // Nothing lost or doubled: nine threads, each with one game; three pairings posts.
    let threads: Vec<u64> =
        discord.with_state(|s| s.threads_of(channel).iter().map(|c| c.id).collect());
    assert_eq!(threads.len(), 9, "{}", discord.summary());
    let all = boards(&pool).await;
    assert_eq!(all.len(), 9);
    let thread_ids: HashSet<i64> = all.iter().filter_map(|b| b.4).collect();
    assert_eq!(thread_ids, threads.iter().map(|&t| t as i64).collect());
    let pairing_posts = discord
        .messages_in(channel)
        .iter()
        .filter(|m| m.text().starts_with("📋"))
        .count();
    assert_eq!(pairing_posts, 3);
    let openings: usize = threads
        .iter()
        .map(|&t| {
            discord
                .messages_in(t)
                .iter()
                .filter(|m| m.text().starts_with("🏆"))
                .count()
        })
        .sum();
    assert_eq!(openings, 9, "one ping per thread");
    let mut met = HashSet::new();
    for b in &all {
        assert!(
            met.insert((b.2.min(b.3), b.2.max(b.3))),
            "no rematch in a 6-player Swiss"
        );
    }

    // The export reads back as the event the database holds.
    let exported = run(&players[2], channel, "tournament export", vec![]).await;
    let file = exported.attachment("autumn-open.t").expect("the .t file");
    let event = tsh::read(std::str::from_utf8(&file.bytes).unwrap()).unwrap();
    let request = Request {
        guild_id: Some(discord.guild_id() as i64),
        channel_id: channel as i64,
        user_id: players[2].id as i64,
        user_name: "cy".into(),
        interaction_id: None,
        moderator: false,
    };
    let stored = service_of(&pool)
        .events()
        .export_tournament(&request)
        .await
        .unwrap();
    assert_eq!(event, tsh::read(&stored.tsh).unwrap());
    assert_eq!(event.scored_rounds(), 3);
    assert!(exported.attachment("autumn-open.csv").is_some());
    let names: Vec<&str> = event.players().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["ann", "bo", "cy", "di", "ed", "flo"]);
    let table = lexicord::tournament::standings::standings(&event, 3);
    let leader = &event.players()[table[0].player].name;
    assert!(
        last.text().contains(&format!("1. {leader} ")),
        "{}",
        last.text()
    );

    // `/games` lists a player's pairings while the event runs; now it is over.
    let jobs: Vec<(String, i64)> = sqlx::query_as(
        "select outcome, count(*) from tournament_jobs where kind = 'pair-round' group by outcome",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    assert_eq!(jobs, [("paired".to_owned(), 3)]);
    second.kill().await;
    first.kill().await;
}

fn service_of(pool: &PgPool) -> lexicord::service::Service {
    support::service(pool.clone())
}
