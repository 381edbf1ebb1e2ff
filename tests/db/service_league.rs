//! Leagues in the service layer: a season of 8 players in 2 divisions of 4 from registration to
//! promotion and relegation (games opened a few at a time per player, results by resignation),
//! the next season cut from that finish with a newcomer merged in by rating, a season settled
//! at its deadline on a manual clock, and refusals that write nothing.

use lexicord::engine::names::Named;
use std::sync::Arc;

use lexicord::service::{
    LeagueOptions, ManualClock, Service, TournamentError, TournamentState, UserError,
};
use sqlx::PgPool;
use time::{Duration, OffsetDateTime};

use crate::support::{request, service};

const CHANNEL: i64 = 700;
const MODERATOR: i64 = 1;

fn moderator() -> lexicord::service::Request {
    let mut r = request(MODERATOR, CHANNEL);
    r.moderator = true;
    r
}

fn league_error<T: std::fmt::Debug>(
    result: Result<T, lexicord::service::ServiceError>,
) -> TournamentError {
    match result.unwrap_err().user().cloned() {
        Some(UserError::Tournament(e)) => e,
        other => panic!("not a league error: {other:?}"),
    }
}

fn options() -> LeagueOptions {
    LeagueOptions {
        name: "Monday League".into(),
        season_days: Some(14),
        division_size: Some(4),
        games_at_once: Some(2),
        ..LeagueOptions::default()
    }
}

/// Gives `user` a rating in the league's pool (classic, ENABLE, correspondence).
async fn rate(pool: &PgPool, user: i64, rating: f64) {
    sqlx::query(
        "insert into players (user_id, display_name) values ($1, $2) on conflict do nothing",
    )
    .bind(user)
    .bind(format!("user{user}"))
    .execute(pool)
    .await
    .unwrap();
    sqlx::query(
        "insert into ratings (guild_id, user_id, lexicon, variant, pace, rating, deviation, \
         volatility, rated_at) values ($1, $2, 'enable', 'classic', 'correspondence', $3, 100, \
         0.06, now())",
    )
    .bind(crate::support::GUILD)
    .bind(user)
    .bind(rating)
    .execute(pool)
    .await
    .unwrap();
}

/// The season's tournament.
async fn season_tournament(pool: &PgPool, season: i32) -> i64 {
    sqlx::query_scalar("select tournament_id from league_seasons where season = $1")
        .bind(season)
        .fetch_one(pool)
        .await
        .unwrap()
}

/// Each player's division in a tournament, by user id.
async fn divisions(pool: &PgPool, tournament_id: i64) -> Vec<(i64, i16)> {
    sqlx::query_as(
        "select user_id, division from tournament_players where tournament_id = $1 \
         order by user_id",
    )
    .bind(tournament_id)
    .fetch_all(pool)
    .await
    .unwrap()
}

/// Boards whose thread was asked for and whose game is not open yet: opens each (as the
/// thread's delivery does) and returns `(thread, first user, second user)`.
async fn open_asked(service: &Service, pool: &PgPool, tournament_id: i64) -> Vec<(i64, i64, i64)> {
    let asked: Vec<(i64, i64, i64)> = sqlx::query_as(
        "select b.id, f.user_id, s.user_id from tournament_boards b \
         join tournament_players f on f.id = b.first_player \
         join tournament_players s on s.id = b.second_player \
         where b.tournament_id = $1 and b.opened_at is not null and b.game_id is null \
         and b.settled_by is null order by b.id",
    )
    .bind(tournament_id)
    .fetch_all(pool)
    .await
    .unwrap();
    let mut opened = Vec::new();
    for (board, first, second) in asked {
        let thread = 20_000 + board;
        service
            .games()
            .open_board(board, thread)
            .await
            .unwrap()
            .unwrap();
        opened.push((thread, first, second));
    }
    opened
}

/// Games going per player (boards asked for and not settled), most first.
async fn most_going(pool: &PgPool, tournament_id: i64) -> i64 {
    sqlx::query_scalar(
        "select coalesce(max(n), 0) from (select p.id, count(*) as n from tournament_players p \
         join tournament_boards b on (b.first_player = p.id or b.second_player = p.id) \
         where p.tournament_id = $1 and b.opened_at is not null and b.settled_by is null \
         and b.second_player is not null group by p.id) c",
    )
    .bind(tournament_id)
    .fetch_one(pool)
    .await
    .unwrap()
}

/// Plays the season out: in every open game the player with the higher user id resigns, so
/// the lower id always wins; returns how many games were played.
async fn play_out(service: &Service, pool: &PgPool, tournament_id: i64) -> usize {
    let mut played = 0;
    loop {
        let open = open_asked(service, pool, tournament_id).await;
        if open.is_empty() {
            return played;
        }
        assert!(
            most_going(pool, tournament_id).await <= 2,
            "2 games at once"
        );
        for (thread, first, second) in open {
            service
                .games()
                .resign(&request(first.max(second), thread))
                .await
                .unwrap();
            played += 1;
        }
    }
}

async fn outbox_posts(pool: &PgPool, kind: &str) -> Vec<serde_json::Value> {
    sqlx::query_scalar(
        "select payload from outbox where kind = 'tournament' and payload->'post'->>'type' = $1 \
         order by id",
    )
    .bind(kind)
    .fetch_all(pool)
    .await
    .unwrap()
}

#[sqlx::test]
async fn a_season_runs_to_promotion_and_relegation_and_the_next_opens(pool: PgPool) {
    let service = service(pool.clone());
    assert_eq!(
        league_error(
            service
                .events()
                .create_league(&request(11, CHANNEL), &options())
                .await
        ),
        TournamentError::NotADirector
    );
    let bad = LeagueOptions {
        games_at_once: Some(0),
        ..options()
    };
    assert!(matches!(
        league_error(service.events().create_league(&moderator(), &bad).await),
        TournamentError::BadSetting(_)
    ));
    let count: i64 = sqlx::query_scalar("select count(*) from leagues")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(count, 0, "nothing written by a refusal");
    service
        .events()
        .create_league(&moderator(), &options())
        .await
        .unwrap();
    assert_eq!(
        league_error(
            service
                .events()
                .create_league(&moderator(), &options())
                .await
        ),
        TournamentError::ChannelHasLeague
    );
    // Ratings decide the first season's divisions: 11-14 are the strongest.
    let players = [11, 12, 13, 14, 15, 16, 17, 18];
    for (k, &p) in players.iter().rev().enumerate() {
        rate(&pool, p, 1300.0 + 50.0 * k as f64).await;
        service
            .events()
            .join_league(&request(p, CHANNEL))
            .await
            .unwrap();
    }
    assert_eq!(
        league_error(service.events().join_league(&request(11, CHANNEL)).await),
        TournamentError::AlreadyInLeague(1)
    );
    assert_eq!(
        league_error(
            service
                .events()
                .start_league_season(&request(11, CHANNEL))
                .await
        ),
        TournamentError::NotADirector
    );
    let view = service
        .events()
        .start_league_season(&moderator())
        .await
        .unwrap();
    assert_eq!((view.registering, view.playing), (2, Some(1)));
    assert_eq!(
        league_error(service.events().start_league_season(&moderator()).await),
        TournamentError::SeasonBeingPlayed(1)
    );
    let t1 = season_tournament(&pool, 1).await;
    let split = divisions(&pool, t1).await;
    for (user, division) in &split {
        assert_eq!(*division, if *user <= 14 { 1 } else { 2 }, "{split:?}");
    }
    // A round robin of 4 is 3 rounds, 6 games; two divisions, 12 games. Two at a time each:
    // rounds 1 and 2 open (8 games), round 3 waits.
    let boards: i64 = sqlx::query_scalar(
        "select count(*) from tournament_boards where tournament_id = $1 and second_player is not null",
    )
    .bind(t1)
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!(boards, 12);
    let asked: i64 = sqlx::query_scalar(
        "select count(*) from outbox where kind = 'thread' and tournament_id = $1",
    )
    .bind(t1)
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!(asked, 8);
    assert_eq!(most_going(&pool, t1).await, 2);
    assert_eq!(outbox_posts(&pool, "season_started").await.len(), 1);

    assert_eq!(play_out(&service, &pool, t1).await, 12);
    let standings = service
        .events()
        .tournament_standings(&moderator())
        .await
        .unwrap();
    assert!(standings.lines.iter().all(|l| l.games_left == 0));
    let state: String = sqlx::query_scalar("select state from tournaments where id = $1")
        .bind(t1)
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(state, TournamentState::Finished.name());
    // Lower ids won every game: 11 tops division 1 (3-0), 14 is its last and goes down; 15
    // tops division 2 and goes up.
    let over = outbox_posts(&pool, "season_over").await;
    assert_eq!(over.len(), 1);
    let divisions_posted = &over[0]["post"]["divisions"];
    assert_eq!(divisions_posted[0][3][1], "relegated", "{over:?}");
    assert_eq!(divisions_posted[1][0][1], "promoted", "{over:?}");
    assert_eq!(divisions_posted[0][0][1], "stays");
    let view = service
        .events()
        .league(&request(11, CHANNEL))
        .await
        .unwrap();
    assert_eq!((view.registering, view.playing), (2, None));
    let placed = |user: i64| view.players.iter().find(|p| p.1 == user).and_then(|p| p.2);
    assert_eq!(view.players.len(), 8, "everyone carried over");
    assert_eq!(placed(14), Some(2));
    assert_eq!(placed(15), Some(1));
    assert_eq!(placed(12), Some(1));
    assert_eq!(placed(18), Some(2));

    // Season 2: 13 sits out, 19 (rated above everyone) joins, 20 (unrated) joins.
    service
        .events()
        .leave_league(&request(13, CHANNEL))
        .await
        .unwrap();
    assert_eq!(
        league_error(service.events().leave_league(&request(13, CHANNEL)).await),
        TournamentError::NotInLeague(2)
    );
    rate(&pool, 19, 2100.0).await;
    service
        .events()
        .join_league(&request(19, CHANNEL))
        .await
        .unwrap();
    service
        .events()
        .join_league(&request(20, CHANNEL))
        .await
        .unwrap();
    service
        .events()
        .start_league_season(&moderator())
        .await
        .unwrap();
    let t2 = season_tournament(&pool, 2).await;
    let split: Vec<(i64, i16)> = divisions(&pool, t2).await;
    let division_of = |user: i64| split.iter().find(|s| s.0 == user).map(|s| s.1);
    // Order: 19 (newcomer, 2100), 11, 12 | 15 (promoted), 14 (relegated), 16 | 17, 18, 20
    // (unrated, last).
    for (user, division) in [
        (19, 1),
        (11, 1),
        (12, 1),
        (15, 2),
        (14, 2),
        (16, 2),
        (17, 3),
        (20, 3),
    ] {
        assert_eq!(division_of(user), Some(division), "{user}: {split:?}");
    }
    assert_eq!(division_of(13), None);
    // Nine players, at most 4 a division: 3 divisions of 3 (a round robin of 3: byes).
    for d in 1..=3 {
        assert_eq!(split.iter().filter(|s| s.1 == d).count(), 3, "{split:?}");
    }
}

#[sqlx::test]
async fn a_season_still_going_at_its_deadline_is_settled_and_ends(pool: PgPool) {
    let t0 = OffsetDateTime::from_unix_timestamp(1_800_000_000).unwrap();
    let clock = ManualClock::new(t0);
    let service = service(pool.clone()).with_clock(Arc::new(clock.clone()));
    service
        .events()
        .create_league(&moderator(), &options())
        .await
        .unwrap();
    for p in [31, 32, 33] {
        service
            .events()
            .join_league(&request(p, CHANNEL))
            .await
            .unwrap();
    }
    service
        .events()
        .start_league_season(&moderator())
        .await
        .unwrap();
    let t = season_tournament(&pool, 1).await;
    // Three players: one division, 3 rounds with a bye each; one game is played.
    let open = open_asked(&service, &pool, t).await;
    assert!(!open.is_empty());
    let (thread, first, second) = open[0];
    service
        .games()
        .resign(&request(first.max(second), thread))
        .await
        .unwrap();
    assert_eq!(
        service.pacing().run_due_tournament_jobs().await.unwrap(),
        0,
        "nothing due yet"
    );
    clock.advance(Duration::days(14) + Duration::seconds(1));
    assert!(service.pacing().run_due_tournament_jobs().await.unwrap() >= 1);
    let unsettled: i64 = sqlx::query_scalar(
        "select count(*) from tournament_boards where tournament_id = $1 and settled_by is null",
    )
    .bind(t)
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!(unsettled, 0);
    let deadline: i64 = sqlx::query_scalar(
        "select count(*) from tournament_boards where tournament_id = $1 and settled_by = 'deadline'",
    )
    .bind(t)
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!(deadline, 2, "the two games not played");
    assert_eq!(outbox_posts(&pool, "season_over").await.len(), 1);
    let view = service
        .events()
        .league(&request(31, CHANNEL))
        .await
        .unwrap();
    assert_eq!(
        (view.registering, view.playing, view.players.len()),
        (2, None, 3)
    );
}

#[sqlx::test]
async fn a_season_ended_early_moves_players_by_the_standings_so_far(pool: PgPool) {
    let service = service(pool.clone());
    service
        .events()
        .create_league(&moderator(), &options())
        .await
        .unwrap();
    for p in [41, 42, 43, 44] {
        service
            .events()
            .join_league(&request(p, CHANNEL))
            .await
            .unwrap();
    }
    let view = service
        .events()
        .start_league_season(&moderator())
        .await
        .unwrap();
    assert_eq!(view.playing, Some(1));
    assert_eq!(
        league_error(service.events().end_tournament(&request(41, CHANNEL)).await),
        TournamentError::NotADirector
    );
    service.events().end_tournament(&moderator()).await.unwrap();
    assert_eq!(outbox_posts(&pool, "season_over").await.len(), 1);
    let view = service
        .events()
        .league(&request(41, CHANNEL))
        .await
        .unwrap();
    assert_eq!((view.registering, view.playing), (2, None));
    assert_eq!(view.players.len(), 4, "everyone carried over");
    assert!(
        view.players.iter().all(|p| p.2 == Some(1)),
        "{:?}",
        view.players
    );
    service
        .events()
        .start_league_season(&moderator())
        .await
        .unwrap();
}
