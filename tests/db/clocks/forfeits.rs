//! Missed turns in a row: a forfeit after the limit ends a two-player game with its result
//! recorded; the player's own move breaks the run; with three players the game goes on.

use lexicord::engine::names::Named;
use lexicord::service::ClockSettings;
use lexicord::service::{ClockOptions, LobbyOptions, ManualClock, Notification, UserError};
use sqlx::PgPool;
use time::Duration;

use super::{GUILD, hm, pending_jobs, request, run_until, service, started, summary, t0, to_move};

#[sqlx::test]
async fn three_missed_turns_in_a_row_forfeit_and_the_result_is_recorded(pool: PgPool) {
    let clock = ManualClock::new(t0());
    let service = service(pool.clone(), &clock);
    let start = started(&service, 20, &[1, 2], &LobbyOptions::default()).await;
    let absent = to_move(&service, 20).await;
    let present = 3 - absent;
    let mut sent = Vec::new();
    for round in 1..=3 {
        sent = run_until(&service, &clock, hm(24 * round, 0), Duration::hours(6)).await;
        if round < 3 {
            // The other player passes at once, so the absent player's next turn starts now.
            service.games().pass(&request(present, 20)).await.unwrap();
        }
    }
    let timed_out: Vec<_> = summary(&sent)
        .into_iter()
        .filter(|k| k.0 != "reminder")
        .collect();
    assert_eq!(timed_out, vec![("forfeit", absent, hm(72, 0))]);
    let Notification::TimedOut(forfeit) = &sent.last().unwrap().1 else {
        panic!()
    };
    assert_eq!((forfeit.missed_in_a_row, forfeit.missed_turn_limit), (3, 3));
    let kinds: Vec<&str> = forfeit
        .report
        .events
        .iter()
        .map(|e| e.kind.name())
        .collect();
    assert_eq!(kinds, vec!["timeout", "resign"]);
    let standings = forfeit.report.finished.as_ref().expect("the game is over");
    assert_eq!(standings[0].user_id, Some(present));
    assert!(standings[0].winner && !standings[1].winner);
    let status: String = sqlx::query_scalar("select status from games where id = $1")
        .bind(start.lobby.game_id)
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(status, "finished");
    assert_eq!(
        service
            .study()
            .player_record(Some(GUILD), present)
            .await
            .unwrap()
            .wins,
        1
    );
    assert_eq!(
        service
            .study()
            .player_record(Some(GUILD), absent)
            .await
            .unwrap()
            .losses,
        1
    );
    assert_eq!(pending_jobs(&pool).await, 0, "a finished game has no clock");
    assert!(
        service
            .clocks()
            .active_games(Some(GUILD), present)
            .await
            .unwrap()
            .is_empty()
    );
}

#[sqlx::test]
async fn a_move_of_ones_own_breaks_the_run_and_servers_choose_the_limit(pool: PgPool) {
    let clock = ManualClock::new(t0());
    let service = service(pool.clone(), &clock);
    let settings = ClockSettings {
        missed_turn_limit: 2,
        ..ClockSettings::default()
    };
    assert_eq!(
        service
            .settings()
            .set_server_clock_settings(&request(1, 21), settings.clone())
            .await
            .unwrap_err()
            .user(),
        Some(&UserError::NotAModerator)
    );
    let moderator = lexicord::service::Request {
        moderator: true,
        ..request(9, 21)
    };
    service
        .settings()
        .set_server_clock_settings(&moderator, settings.clone())
        .await
        .unwrap();
    assert_eq!(
        service
            .settings()
            .server_clock_settings(GUILD)
            .await
            .unwrap(),
        settings
    );
    started(&service, 21, &[1, 2], &LobbyOptions::default()).await;
    let absent = to_move(&service, 21).await;
    let present = 3 - absent;
    // Timed out, then the absent player's own pass, then timed out again: 1 in a row, no forfeit.
    run_until(&service, &clock, hm(24, 0), Duration::hours(6)).await;
    service.games().pass(&request(present, 21)).await.unwrap();
    service.games().pass(&request(absent, 21)).await.unwrap();
    service.games().pass(&request(present, 21)).await.unwrap();
    let sent = run_until(&service, &clock, hm(48, 0), Duration::hours(6)).await;
    let Some((_, Notification::TimedOut(timed_out))) = sent.last() else {
        panic!("{sent:?}")
    };
    assert_eq!(
        (
            timed_out.missed_in_a_row,
            timed_out.missed_turn_limit,
            timed_out.forfeited
        ),
        (1, 2, false)
    );
    assert!(timed_out.report.finished.is_none());
}

#[sqlx::test]
async fn with_three_players_the_game_goes_on_without_the_forfeiter(pool: PgPool) {
    let clock = ManualClock::new(t0());
    let service = service(pool.clone(), &clock);
    let options = LobbyOptions {
        clock: ClockOptions {
            missed_turn_limit: Some(1),
            ..ClockOptions::default()
        },
        ..LobbyOptions::default()
    };
    started(&service, 22, &[1, 2, 3], &options).await;
    let absent = to_move(&service, 22).await;
    let sent = run_until(&service, &clock, hm(24, 0), Duration::hours(6)).await;
    assert_eq!(summary(&sent).last(), Some(&("forfeit", absent, hm(24, 0))));
    let Some((_, Notification::TimedOut(forfeit))) = sent.last() else {
        panic!()
    };
    assert!(forfeit.report.finished.is_none(), "two players remain");
    let next = forfeit.report.next.as_ref().unwrap().user_id.unwrap();
    assert_ne!(next, absent);
    assert!(
        service
            .clocks()
            .active_games(Some(GUILD), absent)
            .await
            .unwrap()
            .is_empty(),
        "the forfeiter's list drops it"
    );
    let games = service
        .clocks()
        .active_games(Some(GUILD), next)
        .await
        .unwrap();
    assert!(games[0].your_turn);
    assert_eq!(games[0].deadline, Some(t0() + hm(48, 0)));
    assert_eq!(pending_jobs(&pool).await, 3);
}
