//! The time bank (overtime drawn from it, the turn lasting limit plus bank) and `/games`.

use lexicord::service::{ClockOptions, LobbyOptions, ManualClock};
use sqlx::PgPool;
use time::Duration;

use super::{GUILD, hm, request, run_until, service, started, summary, t0, to_move};

async fn bank_left(pool: &PgPool, user: i64) -> i32 {
    sqlx::query_scalar("select bank_left_secs from seats where user_id = $1")
        .bind(user)
        .fetch_one(pool)
        .await
        .unwrap()
}

#[sqlx::test]
async fn overtime_draws_on_the_bank_and_the_turn_lasts_limit_plus_bank(pool: PgPool) {
    let clock = ManualClock::new(t0());
    let service = service(pool.clone(), &clock);
    let options = LobbyOptions {
        turn_time_limit_secs: Some(3600),
        clock: ClockOptions {
            time_bank_secs: Some(7200),
            reminder_percents: Some(vec![50]),
            ..ClockOptions::default()
        },
        ..LobbyOptions::default()
    };
    started(&service, 30, &[1, 2], &options).await;
    let a = to_move(&service, 30).await;
    let b = 3 - a;
    assert_eq!(
        (bank_left(&pool, a).await, bank_left(&pool, b).await),
        (7200, 7200)
    );
    let deadline = |user| {
        let service = service.clone();
        async move {
            service
                .clocks()
                .active_games(Some(GUILD), user)
                .await
                .unwrap()[0]
                .deadline
        }
    };
    assert_eq!(
        deadline(a).await,
        Some(t0() + hm(3, 0)),
        "1 h limit + 2 h bank"
    );
    // A moves after 1 h 30 min: 30 min of overtime.
    clock.advance(hm(1, 30));
    service.games().pass(&request(a, 30)).await.unwrap();
    assert_eq!(bank_left(&pool, a).await, 5400);
    // B moves within the limit: the bank is untouched.
    clock.advance(Duration::minutes(10));
    service.games().pass(&request(b, 30)).await.unwrap();
    assert_eq!(bank_left(&pool, b).await, 7200);
    // A's turn began at 1 h 40 min and lasts 1 h + 1 h 30 min: reminded halfway, out at 4 h 10.
    assert_eq!(deadline(a).await, Some(t0() + hm(4, 10)));
    let sent = run_until(&service, &clock, hm(5, 0), Duration::minutes(5)).await;
    assert_eq!(
        summary(&sent),
        vec![("reminder", a, hm(2, 55)), ("timeout", a, hm(4, 10))]
    );
    assert_eq!(
        bank_left(&pool, a).await,
        0,
        "a time-out uses the whole bank"
    );
    // With the bank spent, A's next turn is the bare limit.
    service.games().pass(&request(b, 30)).await.unwrap();
    assert_eq!(deadline(a).await, Some(t0() + hm(6, 0)));
}

#[sqlx::test]
async fn games_lists_waiting_games_first_then_by_deadline(pool: PgPool) {
    let clock = ManualClock::new(t0());
    let service = service(pool.clone(), &clock);
    // Game 40: the other player's turn, deadline 24 h. Game 41: ours, deadline 26 h (after the
    // other's pass at 2 h). Game 42: ours, deadline 25 h.
    for (channel, other, ours) in [(40, 2, false), (42, 4, true), (41, 3, true)] {
        let at = match channel {
            40 => hm(0, 0),
            41 => hm(2, 0),
            _ => hm(1, 0),
        };
        clock.set(t0() + at);
        started(&service, channel, &[1, other], &LobbyOptions::default()).await;
        let mover = to_move(&service, channel).await;
        if (mover == 1) != ours {
            service
                .games()
                .pass(&request(mover, channel))
                .await
                .unwrap();
        }
    }
    // A game on another server and a finished game are not listed.
    let elsewhere = lexicord::service::Request {
        guild_id: Some(GUILD + 1),
        ..request(1, 43)
    };
    service
        .games()
        .create_lobby(&elsewhere, &LobbyOptions::default())
        .await
        .unwrap();
    service.games().join(&request(5, 43)).await.unwrap();
    service.games().start(&elsewhere).await.unwrap();
    let games = service.clocks().active_games(Some(GUILD), 1).await.unwrap();
    let listed: Vec<(i64, bool)> = games.iter().map(|g| (g.channel_id, g.your_turn)).collect();
    assert_eq!(listed, vec![(42, true), (41, true), (40, false)]);
    assert_eq!(games[0].deadline, Some(t0() + hm(25, 0)));
    assert_eq!(games[1].deadline, Some(t0() + hm(26, 0)));
    assert_eq!(games[2].to_move, Some("player2".into()));
    assert_eq!(games[2].opponents.len(), 1);
    assert_eq!(games[2].opponents[0].user_id, Some(2));
    assert_eq!(
        service.clocks().active_games(None, 1).await.unwrap().len(),
        4,
        "every server"
    );
    service.games().resign(&request(1, 40)).await.unwrap();
    assert_eq!(
        service
            .clocks()
            .active_games(Some(GUILD), 1)
            .await
            .unwrap()
            .len(),
        2
    );
}
