//! Reminders and time-outs fire exactly once at their time; moves cancel them; stale jobs do
//! nothing; restarts resume; opted-out players get no reminder.

use lexicord::engine::names::Named;
use lexicord::service::{LobbyOptions, ManualClock, Notification};
use sqlx::PgPool;
use time::Duration;

use super::{GUILD, hm, pending_jobs, request, run_until, service, started, summary, t0, to_move};

#[sqlx::test]
async fn reminders_and_the_time_out_fire_once_at_their_time(pool: PgPool) {
    let clock = ManualClock::new(t0());
    let service = service(pool.clone(), &clock);
    let start = started(&service, 10, &[1, 2], &LobbyOptions::default()).await;
    let first = to_move(&service, 10).await;
    let other = 3 - first;
    assert_eq!(pending_jobs(&pool).await, 3, "two reminders and a time-out");
    // 50% of 24 h, 90% of 24 h (21 h 36 min), then the time-out at 24 h: each once, on time.
    let sent = run_until(&service, &clock, hm(26, 0), Duration::minutes(6)).await;
    assert_eq!(
        summary(&sent),
        vec![
            ("reminder", first, hm(12, 0)),
            ("reminder", first, hm(21, 36)),
            ("timeout", first, hm(24, 0))
        ]
    );
    let Notification::Reminder(reminder) = &sent[1].1 else {
        panic!("{sent:?}")
    };
    assert_eq!(
        (reminder.percent, reminder.channel_id, reminder.guild_id),
        (90, 10, Some(GUILD))
    );
    assert_eq!(reminder.deadline, t0() + hm(24, 0));
    assert_eq!(reminder.left, hm(2, 24));
    let Notification::TimedOut(timed_out) = &sent[2].1 else {
        panic!("{sent:?}")
    };
    assert_eq!(timed_out.report.game_id, start.lobby.game_id);
    assert_eq!(timed_out.report.events[0].kind.name(), "timeout");
    assert_eq!(timed_out.report.next.as_ref().unwrap().user_id, Some(other));
    assert_eq!(
        (
            timed_out.missed_in_a_row,
            timed_out.missed_turn_limit,
            timed_out.forfeited
        ),
        (1, 3, false)
    );
    // The next player's clock started at the time-out.
    let sent = run_until(&service, &clock, hm(48, 0), Duration::hours(1)).await;
    assert_eq!(
        summary(&sent),
        vec![
            ("reminder", other, hm(36, 0)),
            ("reminder", other, hm(46, 0)),
            ("timeout", other, hm(48, 0))
        ]
    );
    assert!(service.clocks().run_due_jobs().await.unwrap().is_empty());
}

#[sqlx::test]
async fn a_move_cancels_the_clock_and_a_stale_job_does_nothing(pool: PgPool) {
    let clock = ManualClock::new(t0());
    let service = service(pool.clone(), &clock);
    let start = started(&service, 11, &[1, 2], &LobbyOptions::default()).await;
    let first = to_move(&service, 11).await;
    clock.advance(Duration::hours(1));
    service.games().pass(&request(first, 11)).await.unwrap();
    assert_eq!(
        pending_jobs(&pool).await,
        3,
        "the first player's jobs gave way to the second's"
    );
    let sent = run_until(&service, &clock, hm(25, 0), Duration::minutes(6)).await;
    assert_eq!(
        summary(&sent),
        vec![
            ("reminder", 3 - first, hm(13, 0)),
            ("reminder", 3 - first, hm(22, 36)),
            ("timeout", 3 - first, hm(25, 0))
        ]
    );
    // A job left from an older version (a runner held it while the player moved) does nothing.
    let version: i32 = sqlx::query_scalar("select version from games where id = $1")
        .bind(start.lobby.game_id)
        .fetch_one(&pool)
        .await
        .unwrap();
    for kind in ["timeout", "reminder"] {
        sqlx::query("insert into jobs (kind, game_id, seat, game_version, due_at) values ($1, $2, 0, 0, $3)")
            .bind(kind)
            .bind(start.lobby.game_id)
            .bind(service.now())
            .execute(&pool)
            .await
            .unwrap();
    }
    assert!(service.clocks().run_due_jobs().await.unwrap().is_empty());
    let stale: i64 = sqlx::query_scalar("select count(*) from jobs where outcome = 'stale'")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(stale, 2);
    let after: i32 = sqlx::query_scalar("select version from games where id = $1")
        .bind(start.lobby.game_id)
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(after, version, "the game is unchanged");
}

#[sqlx::test]
async fn a_restart_resumes_every_clock(pool: PgPool) {
    let clock = ManualClock::new(t0());
    let before_restart = service(pool.clone(), &clock);
    started(&before_restart, 12, &[1, 2], &LobbyOptions::default()).await;
    let first = to_move(&before_restart, 12).await;
    let sent = run_until(&before_restart, &clock, hm(10, 0), Duration::hours(1)).await;
    assert!(sent.is_empty());
    drop(before_restart);
    // A new process on the same database, with its own clock.
    let clock = ManualClock::new(t0() + hm(10, 0));
    let after_restart = service(pool.clone(), &clock);
    let sent = run_until(&after_restart, &clock, hm(12, 0), Duration::minutes(10)).await;
    assert_eq!(summary(&sent), vec![("reminder", first, hm(12, 0))]);
    // Down again from 12 h to 30 h: the time-out that fell due meanwhile fires once on return
    // (a reminder for a turn already over is not sent).
    clock.set(t0() + hm(30, 0));
    let sent = run_until(&after_restart, &clock, hm(30, 0), Duration::hours(1)).await;
    assert_eq!(summary(&sent), vec![("timeout", first, hm(30, 0))]);
    assert!(
        after_restart
            .clocks()
            .run_due_jobs()
            .await
            .unwrap()
            .is_empty()
    );
    // The next player's turn began at the late time-out, 30 h.
    let games = after_restart
        .clocks()
        .active_games(Some(super::GUILD), 3 - first)
        .await
        .unwrap();
    assert_eq!(games[0].deadline, Some(t0() + hm(54, 0)));
}

#[sqlx::test]
async fn opted_out_players_get_no_reminders(pool: PgPool) {
    let clock = ManualClock::new(t0());
    let service = service(pool.clone(), &clock);
    service
        .settings()
        .set_reminders(&request(1, 13), false)
        .await
        .unwrap();
    started(&service, 13, &[1, 2], &LobbyOptions::default()).await;
    let first = to_move(&service, 13).await;
    let sent = run_until(&service, &clock, hm(48, 0), Duration::hours(1)).await;
    let kinds = summary(&sent);
    assert_eq!(
        kinds.iter().filter(|k| k.0 == "timeout").count(),
        2,
        "{kinds:?}"
    );
    let reminded: Vec<i64> = kinds
        .iter()
        .filter(|k| k.0 == "reminder")
        .map(|k| k.1)
        .collect();
    assert_eq!(reminded, vec![2, 2]);
    let opted_out: i64 =
        sqlx::query_scalar("select count(*) from jobs where outcome = 'opted-out'")
            .fetch_one(&pool)
            .await
            .unwrap();
    assert_eq!(opted_out, 2);
    // Turned back on, they count from the next reminder: the third turn is the first player's.
    service
        .settings()
        .set_reminders(&request(1, 13), true)
        .await
        .unwrap();
    let sent = run_until(&service, &clock, hm(72, 0), Duration::hours(1)).await;
    assert_eq!(
        summary(&sent),
        vec![
            ("reminder", first, hm(60, 0)),
            ("reminder", first, hm(70, 0)),
            ("timeout", first, hm(72, 0))
        ]
    );
}
