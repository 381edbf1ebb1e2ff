//! End to end, issue 16: a league season of 8 players in 2 divisions of 4 through the real bot
//! binary and the fake Discord, from `/league create` to promotion and relegation: the games
//! open in threads two at a time per player, results come from resignations, the season's end
//! is posted with who goes up and down, `/league standings` sends its picture, and the next
//! season starts from that finish.

use std::collections::HashSet;
use std::time::Duration;

use sqlx::PgPool;

use crate::fake_discord::{Bot, FakeDiscord, FakeUser, Opt, database_url};

/// `(board, first user, second user, thread)` of every game board with its game opened and no
/// result yet.
async fn going(pool: &PgPool) -> Vec<(i64, i64, i64, i64)> {
    sqlx::query_as(
        "select b.id, f.user_id, s.user_id, b.thread_id \
         from tournament_boards b join tournament_players f on f.id = b.first_player \
         join tournament_players s on s.id = b.second_player \
         where b.game_id is not null and b.settled_by is null order by b.id",
    )
    .fetch_all(pool)
    .await
    .unwrap()
}

async fn settled(pool: &PgPool) -> i64 {
    sqlx::query_scalar(
        "select count(*) from tournament_boards where settled_by = 'played' \
         and second_player is not null",
    )
    .fetch_one(pool)
    .await
    .unwrap()
}

#[sqlx::test]
async fn a_league_season_of_two_divisions_runs_to_promotion_and_relegation(pool: PgPool) {
    let mut discord = FakeDiscord::start().await;
    discord.set_timeout(Duration::from_secs(90));
    let channel = discord.channel();
    let moderator = discord.owner();
    let players: Vec<FakeUser> = ["ann", "bo", "cy", "di", "ed", "flo", "gus", "hal"]
        .iter()
        .map(|n| discord.user(n))
        .collect();
    let name_of = |id: i64| {
        players
            .iter()
            .find(|p| p.id as i64 == id)
            .map(|p| p.name.clone())
            .unwrap()
    };
    let env = [("LEXICORD_JOB_POLL_SECS", "1")];
    let mut bot = Bot::start_with_env(&discord, &database_url(&pool).await, &env).await;
    let run = |user: &FakeUser, channel: u64, command: &'static str, options: Vec<Opt>| {
        let discord = &discord;
        let user = user.clone();
        async move {
            let id = discord.slash(&user, channel, command, &options).await;
            discord.reply(id).await
        }
    };

    let refused = run(
        &players[0],
        channel,
        "league create",
        vec![Opt::text("name", "Monday League")],
    )
    .await;
    assert!(
        refused.ephemeral && refused.text().contains("moderator"),
        "{refused:?}"
    );
    let created = run(
        &moderator,
        channel,
        "league create",
        vec![
            Opt::text("name", "Monday League"),
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
    let early = run(&players[0], channel, "league standings", vec![]).await;
    assert!(
        early.ephemeral && early.text().contains("No season has started yet"),
        "{early:?}"
    );
    for p in &players {
        let joined = run(p, channel, "league join", vec![]).await;
        assert!(
            joined.text().contains("registered for season 1"),
            "{joined:?}"
        );
    }
    let started = run(&moderator, channel, "league start", vec![]).await;
    assert!(
        started.text().contains("Season 1 has started"),
        "{started:?}"
    );
    let announced = discord
        .wait_until("the season's start", |s| {
            s.messages_in(channel)
                .into_iter()
                .find(|m| m.text().contains("season 1 has started"))
        })
        .await;
    // Nobody is rated yet: the divisions follow sign-up order.
    assert!(
        announced.text().contains("__Division 1__: ann, bo, cy, di")
            && announced
                .text()
                .contains("__Division 2__: ed, flo, gus, hal"),
        "{}",
        announced.text()
    );

    // Every game: the player with the higher id resigns, so the lower id always wins.
    let mut resigned = HashSet::new();
    for _ in 0..1200 {
        if settled(&pool).await == 12 {
            break;
        }
        for (board, first, second, thread) in going(&pool).await {
            if !resigned.insert(board) {
                continue;
            }
            let loser = players
                .iter()
                .find(|p| p.id as i64 == first.max(second))
                .unwrap();
            let reply = run(loser, thread as u64, "game resign", vec![]).await;
            assert!(reply.text().contains("You resigned"), "{reply:?}");
        }
        let open: Vec<_> = going(&pool).await;
        let mut per_player = std::collections::HashMap::<i64, usize>::new();
        for (_, a, b, _) in &open {
            *per_player.entry(*a).or_default() += 1;
            *per_player.entry(*b).or_default() += 1;
        }
        assert!(per_player.values().all(|&n| n <= 2), "{open:?}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(settled(&pool).await, 12, "{}", discord.summary());

    let over = discord
        .wait_until("the season's end", |s| {
            s.messages_in(channel)
                .into_iter()
                .find(|m| m.text().contains("season 1 is over"))
        })
        .await;
    let text = over.text();
    assert!(text.contains("4. di ⬇️ relegated"), "{text}");
    assert!(text.contains("1. ed ⬆️ promoted"), "{text}");
    assert!(text.contains("1. ann,"), "{text}");
    assert_eq!(name_of(players[0].id as i64), "ann");

    // Twelve threads, one game each, one opening ping each.
    let threads: Vec<u64> =
        discord.with_state(|s| s.threads_of(channel).iter().map(|c| c.id).collect());
    assert_eq!(threads.len(), 12, "{}", discord.summary());
    for &t in &threads {
        let pings = discord
            .messages_in(t)
            .iter()
            .filter(|m| m.text().starts_with("🏆"))
            .count();
        assert_eq!(pings, 1, "thread {t}");
    }

    let standings = run(&players[4], channel, "league standings", vec![]).await;
    let png = &standings
        .attachment("standings.png")
        .expect("the standings picture")
        .bytes;
    std::fs::write(std::env::temp_dir().join("lexicord-e2e-league.png"), png).unwrap();
    assert!(standings.text().contains("Division 2"), "{standings:?}");

    let shown = run(&players[1], channel, "league show", vec![]).await;
    assert!(
        shown.text().contains("season 2 takes registrations")
            && shown.text().contains("di (div 2)")
            && shown.text().contains("ed (div 1)"),
        "{shown:?}"
    );
    let second = run(&moderator, channel, "league start", vec![]).await;
    assert!(second.text().contains("Season 2 has started"), "{second:?}");
    let announced = discord
        .wait_until("the second season's start", |s| {
            s.messages_in(channel)
                .into_iter()
                .find(|m| m.text().contains("season 2 has started"))
        })
        .await;
    assert!(
        announced.text().contains("__Division 1__: ann, bo, cy, ed")
            && announced
                .text()
                .contains("__Division 2__: di, flo, gus, hal"),
        "{}",
        announced.text()
    );
    bot.kill().await;
}
