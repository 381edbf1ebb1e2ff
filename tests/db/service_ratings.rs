//! Ratings against a real PostgreSQL: a finished rated game moves both players' Glicko-2 ratings
//! in its pool, once; unrated lobbies, computer seats and games ended early move nothing; pools
//! (lexicon, variant, pace) are kept apart; a deviation grows with the days without games.

use lexicord::engine::variant::VariantId;
use lexicord::service::{Level, LobbyOptions, ManualClock, Service};
use lexicord::tournament::glicko2::{self, Config, Game, Rating};
use lexicord::tournament::pools::{Pace, Pool};
use lexicord::tournament::rated_game;
use sqlx::PgPool;
use time::Duration;

use crate::clocks::{GUILD, request, service, started, t0};
use crate::support;

/// Plays a game between `users` in `channel` that the player to move ends by resigning; returns
/// the user who resigned.
async fn resigned_game(
    service: &Service,
    channel: i64,
    users: &[i64],
    options: &LobbyOptions,
) -> i64 {
    started(service, channel, users, options).await;
    let quitter = support::to_move(service, channel).await.unwrap();
    let report = service
        .games()
        .resign(&request(quitter, channel))
        .await
        .unwrap();
    assert!(
        report.finished.is_some(),
        "resigning ends a two-player game"
    );
    quitter
}

fn classic() -> Pool {
    Pool {
        lexicon: "enable".into(),
        variant: "classic".into(),
        pace: Pace::Correspondence,
    }
}

async fn rating_in(service: &Service, user: i64, pool: &Pool) -> Option<(f64, f64, i32)> {
    let profile = service
        .study()
        .player_profile(Some(GUILD), user)
        .await
        .unwrap();
    profile
        .ratings
        .iter()
        .find(|r| &r.pool == pool)
        .map(|r| (r.rating, r.deviation, r.games))
}

#[sqlx::test]
async fn a_finished_rated_game_moves_both_ratings_once_as_glicko2_says(pool: PgPool) {
    let clock = ManualClock::new(t0());
    let service = service(pool.clone(), &clock);
    let (alice, bob) = (11, 12);
    let quitter = resigned_game(&service, 1, &[alice, bob], &LobbyOptions::default()).await;
    let winner = if quitter == alice { bob } else { alice };
    let expected_win = glicko2::update(
        Rating::default(),
        &[Game {
            opponent: Rating::default(),
            score: 1.0,
        }],
        Config::default(),
    );
    let (rating, deviation, games) = rating_in(&service, winner, &classic()).await.unwrap();
    assert!((rating - expected_win.rating).abs() < 1e-9, "{rating}");
    assert!((deviation - expected_win.deviation).abs() < 1e-9);
    assert_eq!(games, 1);
    let (lost, _, _) = rating_in(&service, quitter, &classic()).await.unwrap();
    assert!(
        (lost - (3000.0 - expected_win.rating)).abs() < 1e-9,
        "{lost}"
    );
    // One history row per player for the game; the profile is provisional after one game.
    let rows: i64 = sqlx::query_scalar("select count(*) from rating_history")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(rows, 2);
    let profile = service
        .study()
        .player_profile(Some(GUILD), winner)
        .await
        .unwrap();
    assert!(profile.ratings[0].provisional);
    assert_eq!(profile.history[0].ratings.len(), 1);
    assert_eq!(profile.record.wins, 1);

    // The leaderboard: the winner first, with their win.
    let board = service
        .study()
        .rating_board(Some(GUILD), None, 10)
        .await
        .unwrap()
        .expect("a rated pool");
    assert_eq!(board.pool, classic());
    let order: Vec<(i64, i64, i64)> = board
        .lines
        .iter()
        .map(|l| (l.user_id, l.wins, l.losses))
        .collect();
    assert_eq!(order, [(winner, 1, 0), (quitter, 0, 1)]);
    // Another server sees none of it.
    assert_eq!(
        service
            .study()
            .rating_board(Some(GUILD + 1), None, 10)
            .await
            .unwrap(),
        None
    );
}

#[sqlx::test]
async fn unrated_lobbies_computer_seats_and_games_ended_early_move_nothing(pool: PgPool) {
    let clock = ManualClock::new(t0());
    let service = service(pool.clone(), &clock);
    let unrated = LobbyOptions {
        unrated: true,
        ..LobbyOptions::default()
    };
    resigned_game(&service, 1, &[21, 22], &unrated).await;

    // A computer seat: the game is not rated whatever the lobby said.
    service
        .games()
        .create_lobby(&request(23, 2), &LobbyOptions::default())
        .await
        .unwrap();
    let lobby = service
        .games()
        .add_computer(&request(23, 2), Level::Easy)
        .await
        .unwrap();
    assert!(!lobby.rated, "a computer seat makes the game unrated");
    service.games().start(&request(23, 2)).await.unwrap();
    // A player may resign whoever is to move.
    let report = service.games().resign(&request(23, 2)).await.unwrap();
    assert!(report.finished.is_some());

    // Ended early by a moderator: abandoned, not finished, not rated.
    service
        .games()
        .create_lobby(&request(24, 3), &LobbyOptions::default())
        .await
        .unwrap();
    service.games().join(&request(25, 3)).await.unwrap();
    service.games().start(&request(24, 3)).await.unwrap();
    let mut moderator = request(26, 3);
    moderator.moderator = true;
    service.games().end_game(&moderator).await.unwrap();

    let rated: i64 = sqlx::query_scalar("select count(*) from ratings")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(rated, 0);
    for user in [21, 22, 23, 24, 25] {
        let profile = service
            .study()
            .player_profile(Some(GUILD), user)
            .await
            .unwrap();
        assert!(profile.ratings.is_empty(), "user {user}: {profile:?}");
    }
    assert_eq!(
        service
            .study()
            .rating_board(Some(GUILD), None, 10)
            .await
            .unwrap(),
        None
    );
}

#[sqlx::test]
async fn pools_are_kept_apart_by_variant_lexicon_and_pace(pool: PgPool) {
    let clock = ManualClock::new(t0());
    let service = service(pool.clone(), &clock);
    let (alice, bob) = (31, 32);
    resigned_game(&service, 1, &[alice, bob], &LobbyOptions::default()).await;
    let nine = LobbyOptions {
        variant: Some(VariantId::NineTile),
        ..LobbyOptions::default()
    };
    resigned_game(&service, 2, &[alice, bob], &nine).await;
    resigned_game(&service, 3, &[alice, bob], &nine).await;
    let profile = service
        .study()
        .player_profile(Some(GUILD), alice)
        .await
        .unwrap();
    let pools: Vec<(String, i32)> = profile
        .ratings
        .iter()
        .map(|r| (r.pool.to_string(), r.games))
        .collect();
    assert_eq!(
        pools,
        [
            ("nine-tile enable correspondence".to_owned(), 2),
            ("classic enable correspondence".to_owned(), 1),
        ]
    );
    // The classic rating is exactly what one game from 1500 gives: the nine-tile games did
    // not touch it.
    let classic_row: (f64, i32) = sqlx::query_as(
        "select deviation, games from ratings where user_id = $1 and variant = 'classic'",
    )
    .bind(alice)
    .fetch_one(&pool)
    .await
    .unwrap();
    let one_game = glicko2::update(
        Rating::default(),
        &[Game {
            opponent: Rating::default(),
            score: 0.0,
        }],
        Config::default(),
    );
    assert!((classic_row.0 - one_game.deviation).abs() < 1e-9);
    assert_eq!(classic_row.1, 1);
    let pools = service.study().rating_pools(Some(GUILD)).await.unwrap();
    assert_eq!(pools.len(), 2);
    assert_eq!(pools[0].variant, "nine-tile", "the most played pool first");
}

#[sqlx::test]
async fn the_deviation_grows_with_days_without_games_and_the_next_game_starts_from_it(
    pool: PgPool,
) {
    let clock = ManualClock::new(t0());
    let service = service(pool.clone(), &clock);
    let (alice, bob) = (41, 42);
    resigned_game(&service, 1, &[alice, bob], &LobbyOptions::default()).await;
    let (_, fresh, _) = rating_in(&service, alice, &classic()).await.unwrap();
    clock.advance(Duration::hours(23));
    let (_, same_day, _) = rating_in(&service, alice, &classic()).await.unwrap();
    assert!((same_day - fresh).abs() < 1e-9, "no whole day yet");
    clock.advance(Duration::days(30) - Duration::hours(23));
    let (_, month, _) = rating_in(&service, alice, &classic()).await.unwrap();
    let stored: (f64, f64, f64) =
        sqlx::query_as("select rating, deviation, volatility from ratings where user_id = $1")
            .bind(alice)
            .fetch_one(&pool)
            .await
            .unwrap();
    let stored = Rating {
        rating: stored.0,
        deviation: stored.1,
        volatility: stored.2,
    };
    let aged = rated_game::aged(stored, 30 * 86_400);
    assert!(month > fresh);
    assert!((month - aged.deviation).abs() < 1e-9);

    // The next game rates from the aged deviation: a bigger step than from the stored one.
    let bob_before = {
        let (rating, deviation, _) = rating_in(&service, bob, &classic()).await.unwrap();
        Rating {
            rating,
            deviation,
            volatility: 0.06,
        }
    };
    let quitter = resigned_game(&service, 2, &[alice, bob], &LobbyOptions::default()).await;
    let score = if quitter == alice { 0.0 } else { 1.0 };
    let history: Vec<f64> = sqlx::query_scalar(
        "select deviation from rating_history where user_id = $1 order by rated_at, game_id",
    )
    .bind(alice)
    .fetch_all(&pool)
    .await
    .unwrap();
    assert_eq!(history.len(), 2);
    let from_aged = glicko2::update(
        aged,
        &[Game {
            opponent: bob_before,
            score,
        }],
        Config::default(),
    );
    assert!(
        (history[1] - from_aged.deviation).abs() < 1e-6,
        "{history:?} {from_aged:?}"
    );
}
