//! End to end, issue 8: two bot processes on one database, each running its own range of
//! Discord shards, share the due timers of 100 games (50 reminders, 50 time-outs); every timer
//! fires exactly once in total, as the fake Discord's messages show.

use std::collections::BTreeMap;
use std::time::Duration;

use lexicord::service::{ClockOptions, LobbyOptions};
use sqlx::PgPool;

use crate::fake_discord::{Bot, FakeDiscord, database_url};
use crate::support::{request, service, waits};

const GAMES: usize = 100;

#[sqlx::test]
async fn two_processes_fire_every_timer_exactly_once(pool: PgPool) {
    let mut discord = FakeDiscord::start().await;
    discord.set_timeout(Duration::from_secs(90));
    let (alice, bob) = (discord.user("alice"), discord.user("bob"));
    let service = service(pool.clone());
    let mut channels = Vec::new();
    for n in 0..GAMES {
        let channel = discord.add_channel(&format!("game-{n}"));
        channels.push(channel);
        let options = LobbyOptions {
            clock: ClockOptions {
                reminder_percents: Some(vec![50]),
                ..ClockOptions::default()
            },
            ..LobbyOptions::default()
        };
        let channel = channel as i64;
        service
            .games()
            .create_lobby(&request(alice.id as i64, channel), &options)
            .await
            .unwrap();
        service
            .games()
            .join(&request(bob.id as i64, channel))
            .await
            .unwrap();
        service
            .games()
            .start(&request(alice.id as i64, channel))
            .await
            .unwrap();
    }

    // Two processes, each with half of the shards, polling every second.
    let url = database_url(&pool).await;
    let env = |shards: &'static str| {
        [
            ("LEXICORD_SHARD_COUNT", "2"),
            ("LEXICORD_SHARDS", shards),
            ("LEXICORD_JOB_POLL_SECS", "1"),
        ]
    };
    let _first = Bot::start_with_env(&discord, &url, &env("0-0")).await;
    let _second = Bot::start_with_env(&discord, &url, &env("1-1")).await;
    discord
        .wait_until("both processes' shards to be connected", |s| {
            (s.sessions.len() == 2).then_some(())
        })
        .await;

    // Now the timers fall due: the reminders of the first 50 games, the time-outs of the others.
    let game_ids: Vec<i64> = sqlx::query_scalar("select id from games order by id")
        .fetch_all(&pool)
        .await
        .unwrap();
    let (remind, time_out) = game_ids.split_at(GAMES / 2);
    for (kind, games) in [("reminder", remind), ("timeout", time_out)] {
        sqlx::query(
            "update jobs set due_at = now() - interval '1 minute' \
             where kind = $1 and game_id = any($2) and done_at is null",
        )
        .bind(kind)
        .bind(games)
        .execute(&pool)
        .await
        .unwrap();
    }

    let count = |state: &crate::fake_discord::State| {
        let mut reminders: BTreeMap<i64, usize> = BTreeMap::new();
        let mut time_outs: BTreeMap<u64, usize> = BTreeMap::new();
        for message in state.messages.values() {
            let text = message.text();
            if text.contains("waits for you") {
                let game = text
                    .split("Game #")
                    .nth(1)
                    .or_else(|| text.split("game #").nth(1))
                    .and_then(|t| t.split(' ').next())
                    .and_then(|n| n.parse().ok())
                    .unwrap_or(0);
                *reminders.entry(game).or_default() += 1;
            }
            if text.contains("ran out of time") {
                *time_outs.entry(message.channel_id).or_default() += 1;
            }
        }
        (reminders, time_outs)
    };
    discord
        .wait_until("every reminder and time-out to be delivered", |s| {
            let (reminders, time_outs) = count(s);
            (reminders.values().sum::<usize>() + time_outs.values().sum::<usize>() >= GAMES)
                .then_some(())
        })
        .await;
    // Every job that fell due is done and the outbox is drained: nothing is left that could
    // fire or post again, so the counts below are final.
    waits::until(
        "every due job to be done",
        || async { waits::due_jobs(&pool).await == 0 },
        || discord.summary(),
    )
    .await;
    waits::outbox_drained(&pool, || discord.summary()).await;
    let (reminders, time_outs) = discord.with_state(count);
    assert_eq!(
        reminders.keys().copied().collect::<Vec<_>>(),
        remind,
        "one reminder per game"
    );
    assert!(reminders.values().all(|&n| n == 1), "{reminders:?}");
    // Each reminder carries its game's move panel, drawn from the game as the reminder's row
    // holds it (its Play button names the game).
    let panels: Vec<(i64, bool)> = discord.with_state(|s| {
        s.messages
            .values()
            .filter(|m| m.text().contains("waits for you"))
            .map(|m| {
                let game = reminders
                    .keys()
                    .copied()
                    .find(|g| m.text().contains(&format!("#{g} ")))
                    .unwrap_or(0);
                let play = m
                    .custom_ids()
                    .iter()
                    .any(|id| id.starts_with(&format!("panel:{game}:")) && id.ends_with(":play"));
                (game, play)
            })
            .collect()
    });
    assert_eq!(panels.len(), remind.len());
    assert!(panels.iter().all(|&(_, play)| play), "{panels:?}");
    let timed_out_channels: Vec<u64> = time_outs.keys().copied().collect();
    assert_eq!(timed_out_channels, channels[GAMES / 2..].to_vec());
    assert!(time_outs.values().all(|&n| n == 1), "{time_outs:?}");

    let outcomes: Vec<(String, i64)> = sqlx::query_as(
        "select outcome, count(*) from jobs where done_at is not null group by outcome order by outcome",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    assert_eq!(
        outcomes,
        vec![("reminded".to_owned(), 50), ("timed-out".to_owned(), 50)]
    );
    let time_out_moves: i64 =
        sqlx::query_scalar("select count(*) from moves where kind = 'timeout'")
            .fetch_one(&pool)
            .await
            .unwrap();
    assert_eq!(time_out_moves, 50);
}
