//! Turns through the service: plays, exchanges, passes, challenges, resignation, time-outs,
//! each error leaving the stored game unchanged, repeats and the log as the truth.

use lexicord::engine::game::GameError;
use lexicord::engine::names::Named;
use lexicord::engine::notation::NotationError;
use lexicord::engine::placement::PlacementError;
use lexicord::service::{TurnEventKind, UserError};
use sqlx::PgPool;

use crate::support::waits::user_error;
use crate::support::{best_play, log_len, request, service, started, to_move, with_interaction};

#[sqlx::test]
async fn plays_score_and_the_turn_passes(pool: PgPool) {
    let service = service(pool.clone());
    started(&service, 20, &[1, 2], "double").await;
    let (user, coord, word) = best_play(&service, 20).await.unwrap();
    let other = if user == 1 { 2 } else { 1 };
    let before = log_len(&pool).await;
    assert_eq!(
        user_error(
            service
                .games()
                .play(&request(other, 20), &coord, &word)
                .await
        ),
        UserError::Move(GameError::NotYourTurn)
    );
    assert_eq!(
        user_error(service.games().play(&request(3, 20), &coord, &word).await),
        UserError::NotAPlayer
    );
    assert_eq!(
        log_len(&pool).await,
        before,
        "refused commands write nothing"
    );
    let report = service
        .games()
        .play(&request(user, 20), &coord, &word)
        .await
        .unwrap();
    assert_eq!(report.events.len(), 1);
    let event = &report.events[0];
    assert_eq!(event.kind.name(), "play");
    assert!(event.score > 0 && event.total == event.score, "{event:?}");
    assert_eq!(report.next.as_ref().unwrap().user_id, Some(other));
    assert_eq!(
        report.racks_changed,
        vec![user],
        "only the mover drew tiles"
    );
    assert_eq!(report.version, 1);
    let stored: i32 = sqlx::query_scalar(
        "select score from seats s join games g on g.id = s.game_id where s.user_id = $1",
    )
    .bind(user)
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!(stored, event.score);
}

#[sqlx::test]
async fn bad_moves_get_their_own_messages(pool: PgPool) {
    let service = service(pool.clone());
    started(&service, 21, &[1, 2], "double").await;
    let user = to_move(&service, 21).await.unwrap();
    let r = request(user, 21);
    let before = log_len(&pool).await;
    assert!(matches!(
        user_error(service.games().play(&r, "8Z", "CAT").await),
        UserError::Notation(_)
    ));
    assert!(matches!(
        user_error(service.games().play(&r, "zz", "CAT").await),
        UserError::Notation(NotationError::UnreadableCoordinate(_))
    ));
    assert!(matches!(
        user_error(service.games().play(&r, "8M", "CATS").await),
        UserError::Notation(NotationError::RunsOffBoard { .. })
    ));
    // First play away from the star.
    let rack: String = service
        .tables()
        .rack(&r)
        .await
        .unwrap()
        .iter()
        .map(|(l, _)| if l == "?" { "e".to_owned() } else { l.clone() })
        .take(2)
        .collect();
    assert_eq!(
        user_error(service.games().play(&r, "1A", &rack).await),
        UserError::Move(GameError::Placement(PlacementError::FirstPlayOffStart(
            lexicord::engine::layout::Pos::new(7, 7)
        )))
    );
    // Tiles not on the rack: seven Q's.
    assert!(matches!(
        user_error(service.games().play(&r, "8H", "QQQQQQQ").await),
        UserError::Notation(_) | UserError::Move(_)
    ));
    assert!(matches!(
        user_error(service.games().exchange(&r, "A1").await),
        UserError::BadTiles(_)
    ));
    assert!(matches!(
        user_error(service.games().exchange(&r, "").await),
        UserError::Move(GameError::ExchangeNothing)
    ));
    assert!(matches!(
        user_error(service.games().challenge(&r).await),
        UserError::Move(GameError::NothingToChallenge)
    ));
    assert_eq!(log_len(&pool).await, before, "nothing written");
}

#[sqlx::test]
async fn exchange_pass_and_a_challenge_under_the_double_rule(pool: PgPool) {
    let service = service(pool.clone());
    started(&service, 22, &[1, 2], "double").await;
    let first = to_move(&service, 22).await.unwrap();
    let second = if first == 1 { 2 } else { 1 };
    let rack: String = service
        .tables()
        .rack(&request(first, 22))
        .await
        .unwrap()
        .iter()
        .map(|(l, _)| l.clone())
        .take(3)
        .collect();
    let report = service
        .games()
        .exchange(&request(first, 22), &rack)
        .await
        .unwrap();
    assert_eq!(report.events[0].kind.name(), "exchange");
    assert_eq!(
        lexicord::bot::turn_line(&report.events[0], lexicord::kinds::Language::English),
        "exchanged 3 tiles",
        "the channel learns how many, not which"
    );
    assert_eq!(report.racks_changed, vec![first]);
    let report = service.games().pass(&request(second, 22)).await.unwrap();
    assert_eq!(report.events[0].kind.name(), "pass");
    // A valid play challenged under the double rule: the challenger loses their next turn.
    let (user, coord, word) = best_play(&service, 22).await.unwrap();
    assert_eq!(user, first);
    service
        .games()
        .play(&request(first, 22), &coord, &word)
        .await
        .unwrap();
    let report = service
        .games()
        .challenge(&request(second, 22))
        .await
        .unwrap();
    let kinds: Vec<&str> = report.events.iter().map(|e| e.kind.name()).collect();
    assert!(
        kinds.contains(&"challenge-failed") && kinds.contains(&"lost-turn"),
        "{kinds:?}"
    );
    assert_eq!(
        report.next.unwrap().user_id,
        Some(first),
        "two players: the challenged player moves again"
    );
}

#[sqlx::test]
async fn a_phony_is_taken_back_when_challenged(pool: PgPool) {
    let service = service(pool.clone());
    started(&service, 23, &[1, 2], "single").await;
    let first = to_move(&service, 23).await.unwrap();
    let second = if first == 1 { 2 } else { 1 };
    // Two rack tiles through the star, almost surely not a word in ENABLE; find one that is not.
    let rack: Vec<String> = service
        .tables()
        .rack(&request(first, 23))
        .await
        .unwrap()
        .into_iter()
        .map(|(l, _)| if l == "?" { "x".into() } else { l })
        .collect();
    let lexicon = lexicord::engine::lexicon::Lexicon::enable();
    let tiles = lexicord::engine::tiles::TileSet::english();
    let mut phony = None;
    'outer: for a in 0..rack.len() {
        for b in 0..rack.len() {
            if a != b {
                let word = format!("{}{}", rack[a], rack[b]);
                if !lexicon.contains_word(&tiles.parse_letters(&word).unwrap()) {
                    phony = Some(word);
                    break 'outer;
                }
            }
        }
    }
    let phony = phony.expect("a rack with no two-letter non-word is impossible for 7 tiles");
    let rack_before = service.tables().rack(&request(first, 23)).await.unwrap();
    let report = service
        .games()
        .play(&request(first, 23), "8H", &phony)
        .await
        .unwrap();
    let scored = report.events[0].score;
    assert!(scored > 0);
    let report = service
        .games()
        .challenge(&request(second, 23))
        .await
        .unwrap();
    assert_eq!(report.events[0].kind.name(), "challenged-off");
    assert_eq!(report.events[0].score, -scored);
    assert_eq!(report.events[0].total, 0);
    let rack_after = service.tables().rack(&request(first, 23)).await.unwrap();
    assert_eq!(rack_after, rack_before, "the rack is as before the phony");
    let game = service.tables().whole_game(23).await.unwrap().unwrap();
    assert!(game.board().is_empty());
    assert_eq!(
        to_move(&service, 23).await,
        Some(second),
        "the phony's player lost the turn"
    );
}

#[sqlx::test]
async fn resigning_ends_a_two_player_game_with_a_result(pool: PgPool) {
    let service = service(pool.clone());
    started(&service, 24, &[1, 2], "double").await;
    let report = service.games().resign(&request(2, 24)).await.unwrap();
    let standings = report.finished.expect("the game is over");
    assert_eq!(standings[0].user_id, Some(1));
    assert!(standings[0].winner && !standings[1].winner);
    let record = service
        .study()
        .player_record(Some(crate::support::GUILD), 1)
        .await
        .unwrap();
    assert_eq!((record.games, record.wins, record.losses), (1, 1, 0));
    let board = service
        .study()
        .leaderboard(crate::support::GUILD, 10)
        .await
        .unwrap();
    assert_eq!(board[0].user_id, 1);
    assert_eq!(
        user_error(service.games().pass(&request(1, 24)).await),
        UserError::NoGameHere,
        "a finished game frees the channel"
    );
}

#[sqlx::test]
async fn repeated_interactions_write_once(pool: PgPool) {
    let service = service(pool.clone());
    started(&service, 25, &[1, 2], "double").await;
    let (user, coord, word) = best_play(&service, 25).await.unwrap();
    let r = with_interaction(request(user, 25), 777);
    let first = service.games().play(&r, &coord, &word).await.unwrap();
    let moves = log_len(&pool).await;
    let again = service.games().play(&r, &coord, &word).await.unwrap();
    assert_eq!(first, again);
    assert_eq!(log_len(&pool).await, moves, "the repeat wrote nothing");
}

#[sqlx::test]
async fn a_stale_time_out_does_nothing(pool: PgPool) {
    let service = service(pool.clone());
    let start = started(&service, 26, &[1, 2], "double").await;
    let game_id = start.lobby.game_id;
    let seat = service
        .tables()
        .whole_game(26)
        .await
        .unwrap()
        .unwrap()
        .to_move()
        .unwrap();
    assert!(
        service
            .clocks()
            .time_out(game_id, seat, 5)
            .await
            .unwrap()
            .is_none(),
        "wrong version"
    );
    assert!(
        service
            .clocks()
            .time_out(game_id, 1 - seat, 0)
            .await
            .unwrap()
            .is_none(),
        "not that seat's turn"
    );
    let report = service
        .clocks()
        .time_out(game_id, seat, 0)
        .await
        .unwrap()
        .expect("times out");
    assert_eq!(report.events[0].kind.name(), "timeout");
    assert!(
        service
            .clocks()
            .time_out(game_id, seat, 0)
            .await
            .unwrap()
            .is_none(),
        "fires once"
    );
}

#[sqlx::test]
async fn history_and_gcg_follow_the_log(pool: PgPool) {
    let service = service(pool.clone());
    started(&service, 27, &[1, 2], "double").await;
    for _ in 0..4 {
        let (user, coord, word) = best_play(&service, 27).await.unwrap();
        service
            .games()
            .play(&request(user, 27), &coord, &word)
            .await
            .unwrap();
    }
    let history = service.tables().history(27).await.unwrap();
    assert_eq!(history.len(), 4);
    assert!(history.iter().all(|e| e.kind == TurnEventKind::Play));
    let (game_id, gcg) = service.tables().gcg(27).await.unwrap();
    assert_eq!(
        game_id,
        service.tables().snapshot(27).await.unwrap().game_id
    );
    let record = lexicord::engine::formats::gcg::read(&gcg).unwrap();
    let plays: Vec<i32> = record.events().map(|e| e.score).collect();
    assert_eq!(plays, history.iter().map(|e| e.score).collect::<Vec<_>>());
    let replayed = lexicord::engine::replay::replay_record(&record, None).unwrap();
    assert!(
        replayed.issues.is_empty(),
        "the exported record replays with the same scores: {:?}",
        replayed.issues
    );
}
