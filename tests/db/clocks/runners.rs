//! Two services running jobs at once over 100 games: each job runs exactly once.

use std::collections::BTreeMap;

use lexicord::service::{LobbyOptions, ManualClock, Notification, Service};
use sqlx::PgPool;

use super::{hm, service, started, t0};

/// Runs `service`'s job runner in a task until it finds nothing due.
fn runner(service: Service) -> tokio::task::JoinHandle<Vec<Notification>> {
    tokio::spawn(async move {
        let mut sent = Vec::new();
        loop {
            let batch = service.clocks().run_due_jobs().await.unwrap();
            if batch.is_empty() {
                return sent;
            }
            sent.extend(batch);
        }
    })
}

/// Both services run jobs in parallel; returns everything they sent.
async fn run_both(first: &Service, second: &Service) -> Vec<Notification> {
    let (a, b) = (runner(first.clone()), runner(second.clone()));
    let mut sent = a.await.unwrap();
    sent.extend(b.await.unwrap());
    assert!(
        first.clocks().run_due_jobs().await.unwrap().is_empty(),
        "nothing left"
    );
    sent
}

#[sqlx::test]
async fn two_runners_fire_each_job_exactly_once(pool: PgPool) {
    let clock = ManualClock::new(t0());
    let first = service(pool.clone(), &clock);
    let second = service(pool.clone(), &clock);
    for game in 0..100 {
        started(
            &first,
            1000 + game,
            &[10_000 + 2 * game, 10_001 + 2 * game],
            &LobbyOptions::default(),
        )
        .await;
    }
    clock.advance(hm(22, 0));
    let mut reminded: BTreeMap<(i64, i16), usize> = BTreeMap::new();
    for notification in run_both(&first, &second).await {
        let Notification::Reminder(r) = notification else {
            panic!("{notification:?}")
        };
        *reminded.entry((r.game_id, r.percent)).or_default() += 1;
    }
    assert_eq!(reminded.len(), 200, "both reminders of every game");
    assert!(reminded.values().all(|&n| n == 1), "{reminded:?}");
    clock.advance(hm(3, 0));
    let mut timed_out: BTreeMap<i64, usize> = BTreeMap::new();
    for notification in run_both(&first, &second).await {
        let Notification::TimedOut(t) = notification else {
            panic!("{notification:?}")
        };
        *timed_out.entry(t.report.game_id).or_default() += 1;
    }
    assert_eq!(timed_out.len(), 100);
    assert!(timed_out.values().all(|&n| n == 1), "{timed_out:?}");
    let outcomes: Vec<(String, i64)> = sqlx::query_as(
        "select outcome, count(*) from jobs where done_at is not null group by 1 order by 1",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    assert_eq!(
        outcomes,
        vec![("reminded".to_owned(), 200), ("timed-out".to_owned(), 100)]
    );
    let versions: i64 = sqlx::query_scalar("select sum(version)::bigint from games")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(versions, 100, "one time-out written per game");
}

#[sqlx::test]
async fn a_failing_job_is_retried_later_then_given_up_without_blocking_others(pool: PgPool) {
    let clock = ManualClock::new(t0());
    let service = service(pool.clone(), &clock);
    let broken = started(&service, 60, &[1, 2], &LobbyOptions::default()).await;
    started(&service, 61, &[3, 4], &LobbyOptions::default()).await;
    // A game whose log does not read cannot be replayed: its time-out fails. (A game whose
    // word list is gone still times out: its log replays without it, see
    // `e2e_lexicon_versions`.)
    sqlx::query(
        "insert into moves (game_id, seq, seat, kind, command) values ($1, 1000, 0, 'pass', 'unreadable')",
    )
    .bind(broken.lobby.game_id)
    .execute(&pool)
    .await
    .unwrap();
    clock.advance(hm(24, 0));
    let sent = service.clocks().run_due_jobs().await.unwrap();
    let timed_out: Vec<i64> = sent
        .iter()
        .filter_map(|n| match n {
            Notification::TimedOut(t) => Some(t.report.channel_id),
            Notification::Reminder(_) => None,
        })
        .collect();
    assert_eq!(timed_out, vec![61], "the other game's time-out still fired");
    let failing = || {
        sqlx::query_as::<_, (i32, Option<String>, Option<String>)>(
            "select attempts, outcome, last_error from jobs where game_id = $1 and kind = 'timeout'",
        )
        .bind(broken.lobby.game_id)
        .fetch_one(&pool)
    };
    let (attempts, outcome, error) = failing().await.unwrap();
    assert_eq!((attempts, outcome), (1, None));
    assert!(error.unwrap().contains("unreadable"));
    for _ in 0..10 {
        clock.advance(hm(24, 0));
        let sent = service.clocks().run_due_jobs().await.unwrap();
        assert!(
            sent.iter()
                .all(|n| matches!(n, Notification::TimedOut(t) if t.report.channel_id == 61)),
            "{sent:?}"
        );
    }
    let (attempts, outcome, _) = failing().await.unwrap();
    assert_eq!((attempts, outcome.as_deref()), (5, Some("failed")));
}
