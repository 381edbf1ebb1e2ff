//! Lobbies: create, join, leave, computer seats, start, end; every refusal writes nothing.

use lexicord::service::{GameStatus, Level, LobbyOptions, SeatName, UserError};
use sqlx::PgPool;

use crate::support::waits::user_error;
use crate::support::{request, service, started, with_interaction};

#[sqlx::test]
async fn a_lobby_fills_up_and_starts(pool: PgPool) {
    let service = service(pool);
    let lobby = service
        .games()
        .create_lobby(
            &request(1, 10),
            &LobbyOptions {
                max_players: Some(3),
                ..Default::default()
            },
        )
        .await
        .unwrap();
    assert_eq!(lobby.status, GameStatus::Lobby);
    assert_eq!(lobby.challenge_rule, "double", "the server default");
    assert_eq!(lobby.seats.len(), 1);
    assert_eq!(
        user_error(service.games().start(&request(1, 10)).await),
        UserError::NotEnoughPlayers(1)
    );
    service.games().join(&request(2, 10)).await.unwrap();
    assert_eq!(
        user_error(service.games().join(&request(2, 10)).await),
        UserError::AlreadyJoined
    );
    let lobby = service
        .games()
        .add_computer(&request(1, 10), Level::Hard)
        .await
        .unwrap();
    assert_eq!(lobby.seats.len(), 3);
    assert_eq!(lobby.seats[2].computer.as_deref(), Some("hard"));
    assert_eq!(
        user_error(service.games().join(&request(4, 10)).await),
        UserError::GameFull(3)
    );
    assert_eq!(
        user_error(service.games().start(&request(9, 10)).await),
        UserError::NotAPlayer
    );
    let start = service.games().start(&request(2, 10)).await.unwrap();
    assert_eq!(start.lobby.status, GameStatus::Active);
    assert!(!start.draw_rounds.is_empty() && start.draw_rounds[0].len() == 3);
    assert_eq!(
        user_error(service.games().join(&request(5, 10)).await),
        UserError::AlreadyStarted
    );
    assert_eq!(
        user_error(service.games().start(&request(1, 10)).await),
        UserError::AlreadyStarted
    );
    // Every player has a full rack; the snapshot agrees with the stored racks.
    let game = service.tables().whole_game(10).await.unwrap().unwrap();
    assert_eq!(
        game.bag_len()
            + (0..3).map(|s| game.rack(s).len()).sum::<usize>()
            + game.board().tiles().count(),
        100
    );
}

#[sqlx::test]
async fn one_game_per_channel_and_bad_options_are_refused(pool: PgPool) {
    let service = service(pool.clone());
    let bad = |o: LobbyOptions| {
        let service = service.clone();
        async move { user_error(service.games().create_lobby(&request(1, 11), &o).await) }
    };
    assert!(matches!(
        bad(LobbyOptions {
            lexicon: Some("csw".into()),
            ..Default::default()
        })
        .await,
        UserError::UnknownLexicon(..)
    ));
    assert!(matches!(
        bad(LobbyOptions {
            turn_time_limit_secs: Some(20),
            ..Default::default()
        })
        .await,
        UserError::Setting(_)
    ));
    assert!(matches!(
        bad(LobbyOptions {
            my_turn_time_limit_secs: Some(8 * 86_400),
            ..Default::default()
        })
        .await,
        UserError::Setting(_)
    ));
    assert!(matches!(
        bad(LobbyOptions {
            max_players: Some(5),
            ..Default::default()
        })
        .await,
        UserError::Setting(_)
    ));
    let games: i64 = sqlx::query_scalar("select count(*) from games")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(games, 0, "refused lobbies write nothing");
    service
        .games()
        .create_lobby(&request(1, 11), &LobbyOptions::default())
        .await
        .unwrap();
    assert_eq!(
        user_error(
            service
                .games()
                .create_lobby(&request(2, 11), &LobbyOptions::default())
                .await
        ),
        UserError::ChannelHasGame
    );
    // Another channel is independent.
    service
        .games()
        .create_lobby(&request(2, 12), &LobbyOptions::default())
        .await
        .unwrap();
}

#[sqlx::test]
async fn leaving_and_ending(pool: PgPool) {
    let service = service(pool);
    service
        .games()
        .create_lobby(&request(1, 13), &LobbyOptions::default())
        .await
        .unwrap();
    service.games().join(&request(2, 13)).await.unwrap();
    let lobby = service.games().leave(&request(1, 13)).await.unwrap();
    assert_eq!(lobby.seats.len(), 1);
    assert_eq!(
        lobby.seats[0].user_id,
        Some(2),
        "seats close up in join order"
    );
    assert_eq!(
        user_error(service.games().leave(&request(1, 13)).await),
        UserError::NotAPlayer
    );
    // The last player leaving abandons the lobby; the channel is free again.
    service.games().leave(&request(2, 13)).await.unwrap();
    assert_eq!(
        user_error(service.games().join(&request(3, 13)).await),
        UserError::NoGameHere
    );
    started(&service, 13, &[1, 2], "double").await;
    assert_eq!(
        user_error(service.games().end_game(&request(7, 13)).await),
        UserError::NotAllowedToEnd
    );
    let first = service.games().end_game(&request(1, 13)).await.unwrap();
    assert!(!first.ended);
    assert_eq!(first.waiting_for, vec![SeatName::person("player2")]);
    let second = service.games().end_game(&request(2, 13)).await.unwrap();
    assert!(second.ended, "every player asked");
    started(&service, 13, &[1, 2], "double").await;
    let mut moderator = request(9, 13);
    moderator.moderator = true;
    assert!(service.games().end_game(&moderator).await.unwrap().ended);
}

#[sqlx::test]
async fn a_repeated_interaction_returns_the_first_outcome(pool: PgPool) {
    let service = service(pool.clone());
    let create = with_interaction(request(1, 14), 5001);
    let first = service
        .games()
        .create_lobby(&create, &LobbyOptions::default())
        .await
        .unwrap();
    let again = service
        .games()
        .create_lobby(&create, &LobbyOptions::default())
        .await
        .unwrap();
    assert_eq!(first, again);
    let join = with_interaction(request(2, 14), 5002);
    let joined = service.games().join(&join).await.unwrap();
    assert_eq!(
        service.games().join(&join).await.unwrap(),
        joined,
        "not 'already joined'"
    );
    let start = with_interaction(request(1, 14), 5003);
    let started = service.games().start(&start).await.unwrap();
    assert_eq!(service.games().start(&start).await.unwrap(), started);
    let games: i64 = sqlx::query_scalar("select count(*) from games")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(games, 1);
}
