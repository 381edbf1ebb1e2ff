//! Turn clocks against a real PostgreSQL with a manual clock (nothing sleeps): reminders and
//! time-outs fire once at their time, moves cancel them, forfeits end games, restarts resume,
//! concurrent runners share the work, opt-outs and time banks are honoured, and `/games`.

mod bank;
mod firing;
mod forfeits;
mod runners;

use std::sync::Arc;

use lexicord::service::{LobbyOptions, ManualClock, Notification, Request, Service, StartReport};
use sqlx::PgPool;
use time::{Duration, OffsetDateTime};

pub const GUILD: i64 = 500;

/// The time every test starts at.
pub fn t0() -> OffsetDateTime {
    OffsetDateTime::from_unix_timestamp(1_767_225_600).unwrap()
}

/// A service on `clock`, as a fresh process would build it.
pub fn service(pool: PgPool, clock: &ManualClock) -> Service {
    crate::support::service(pool).with_clock(Arc::new(clock.clone()))
}

pub fn request(user: i64, channel: i64) -> Request {
    Request {
        guild_id: Some(GUILD),
        channel_id: channel,
        user_id: user,
        user_name: format!("player{user}"),
        interaction_id: None,
        moderator: false,
    }
}

/// A started game in `channel` for `users` (the first opens it).
pub async fn started(
    service: &Service,
    channel: i64,
    users: &[i64],
    options: &LobbyOptions,
) -> StartReport {
    service
        .games()
        .create_lobby(&request(users[0], channel), options)
        .await
        .unwrap();
    for &user in &users[1..] {
        service.games().join(&request(user, channel)).await.unwrap();
    }
    service
        .games()
        .start(&request(users[0], channel))
        .await
        .unwrap()
}

/// The user whose turn it is in the channel's game.
pub async fn to_move(service: &Service, channel: i64) -> i64 {
    let snapshot = service.tables().snapshot(channel).await.unwrap();
    let seat = service
        .tables()
        .whole_game(channel)
        .await
        .unwrap()
        .unwrap()
        .to_move()
        .unwrap();
    snapshot.seats[seat].user_id.unwrap()
}

/// Advances the clock in `step`s up to `until` after [`t0`], running due jobs at every step;
/// returns each notification with the time (after `t0`) it was sent.
pub async fn run_until(
    service: &Service,
    clock: &ManualClock,
    until: Duration,
    step: Duration,
) -> Vec<(Duration, Notification)> {
    let mut sent = Vec::new();
    loop {
        for notification in service.clocks().run_due_jobs().await.unwrap() {
            sent.push((clock_offset(service), notification));
        }
        if clock_offset(service) + step > until {
            return sent;
        }
        clock.advance(step);
    }
}

pub fn clock_offset(service: &Service) -> Duration {
    service.now() - t0()
}

/// Hours and minutes after [`t0`].
pub fn hm(hours: i64, minutes: i64) -> Duration {
    Duration::hours(hours) + Duration::minutes(minutes)
}

/// (kind, user, time) of each notification, to compare whole sequences.
pub fn summary(sent: &[(Duration, Notification)]) -> Vec<(&'static str, i64, Duration)> {
    sent.iter()
        .map(|(at, n)| match n {
            Notification::Reminder(r) => ("reminder", r.user_id, *at),
            Notification::TimedOut(t) if t.forfeited => ("forfeit", t.user_id.unwrap(), *at),
            Notification::TimedOut(t) => ("timeout", t.user_id.unwrap(), *at),
        })
        .collect()
}

/// Pending (not yet run) jobs.
pub async fn pending_jobs(pool: &PgPool) -> i64 {
    sqlx::query_scalar("select count(*) from jobs where done_at is null")
        .fetch_one(pool)
        .await
        .unwrap()
}
