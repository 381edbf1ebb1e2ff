//! Computer players through the service: they answer in a step of their own after the human's
//! command (a job written with it), play legal words, challenge a human's phony, and a game
//! against one runs to a recorded end. A failing computer step never undoes the human's play.

use lexicord::engine::names::Named;
use sqlx::PgPool;

use lexicord::engine::game::ChallengeRule;
use lexicord::engine::variant::VariantId;
use lexicord::service::{Level, LobbyOptions, TurnEventKind};

use crate::support::{assert_stored_state_is_the_replay, best_play, request, service};

#[sqlx::test]
async fn a_game_against_the_computer_runs_to_the_end(pool: PgPool) {
    let service = service(pool.clone());
    service
        .games()
        .create_lobby(&request(1, 40), &LobbyOptions::default())
        .await
        .unwrap();
    service
        .games()
        .add_computer(&request(1, 40), Level::Medium)
        .await
        .unwrap();
    let start = service.games().start(&request(1, 40)).await.unwrap();
    let game_id = start.lobby.game_id;
    let mut computer_plays = start
        .report
        .events
        .iter()
        .filter(|e| e.user_id.is_none())
        .count();
    while let Some(step) = service.games().computer_step(game_id).await.unwrap() {
        computer_plays += step
            .events
            .iter()
            .filter(|e| e.kind == TurnEventKind::Play)
            .count();
    }
    let mut finished = None;
    let mut accept_final_play = false;
    for _ in 0..60 {
        let report = match best_play(&service, 40).await {
            _ if accept_final_play => service.games().pass(&request(1, 40)).await.unwrap(),
            Some((user, coord, word)) => {
                assert_eq!(user, 1, "the human is always the one waited for");
                service
                    .games()
                    .play(&request(1, 40), &coord, &word)
                    .await
                    .unwrap()
            }
            None => service.games().pass(&request(1, 40)).await.unwrap(),
        };
        assert!(
            !report
                .events
                .iter()
                .any(|e| e.user_id.is_none() && e.kind == TurnEventKind::Play),
            "the human's command holds no computer play: {:?}",
            report.events
        );
        let mut report = report;
        while let Some(step) = service.games().computer_step(game_id).await.unwrap() {
            computer_plays += step
                .events
                .iter()
                .filter(|e| e.user_id.is_none() && e.kind == TurnEventKind::Play)
                .count();
            report = step;
        }
        if report.finished.is_some() {
            finished = report.finished;
            break;
        }
        assert_eq!(report.next.as_ref().and_then(|n| n.user_id), Some(1));
        accept_final_play = report.next.as_ref().is_some_and(|n| n.final_challenge);
    }
    let standings = finished.expect("the game ended");
    assert!(computer_plays > 3, "the computer played: {computer_plays}");
    assert_eq!(standings.len(), 2);
    assert_stored_state_is_the_replay(&service, &pool, game_id).await;
    let results: Vec<Option<String>> =
        sqlx::query_scalar("select result from seats where game_id = $1 order by seat")
            .bind(game_id)
            .fetch_all(&pool)
            .await
            .unwrap();
    assert!(
        results.iter().all(Option::is_some),
        "results recorded: {results:?}"
    );
}

/// The dice game's advanced play against the hard computer (which plays for score with dice):
/// every command keeps the 12 dice in place, the stored state is the replay of the rolls, and the
/// first to 200 wins.
#[sqlx::test]
async fn a_dice_game_against_the_computer_runs_to_200(pool: PgPool) {
    let service = service(pool.clone());
    let options = LobbyOptions {
        variant: Some(VariantId::Dice { advanced: true }),
        ..LobbyOptions::default()
    };
    service
        .games()
        .create_lobby(&request(1, 90), &options)
        .await
        .unwrap();
    service
        .games()
        .add_computer(&request(1, 90), Level::Hard)
        .await
        .unwrap();
    let game_id = service
        .games()
        .start(&request(1, 90))
        .await
        .unwrap()
        .lobby
        .game_id;
    let mut finished = None;
    for _ in 0..80 {
        while let Some(step) = service.games().computer_step(game_id).await.unwrap() {
            finished = step.finished.or(finished);
        }
        if finished.is_some() {
            break;
        }
        let game = service.tables().whole_game(90).await.unwrap().unwrap();
        game.check_dice_conserved().unwrap();
        let report = match best_play(&service, 90).await {
            _ if game.awaiting_final_challenge() => {
                service.games().pass(&request(1, 90)).await.unwrap()
            }
            Some((_, coord, word)) => service
                .games()
                .play(&request(1, 90), &coord, &word)
                .await
                .unwrap(),
            None => service.games().pass(&request(1, 90)).await.unwrap(),
        };
        finished = report.finished;
        if finished.is_some() {
            break;
        }
    }
    assert!(finished.is_some(), "the game ended");
    assert_stored_state_is_the_replay(&service, &pool, game_id).await;
    let game = service
        .tables()
        .whole_game_by_id(game_id)
        .await
        .unwrap()
        .unwrap();
    let result = game.result().unwrap();
    let winner = result.winners[0];
    assert_eq!(
        result.reason,
        lexicord::engine::game::EndReason::TargetReached { player: winner }
    );
    assert!(game.score(winner) >= 200, "{:?}", game.scores());
}

#[sqlx::test]
async fn the_computer_challenges_a_phony(pool: PgPool) {
    let service = service(pool.clone());
    let lexicon = lexicord::engine::lexicon::Lexicon::enable();
    let tiles = lexicord::engine::tiles::TileSet::english();
    // The draw decides who opens: use the first channel where the human does.
    for channel in 41..80 {
        let options = LobbyOptions {
            challenge_rule: Some(ChallengeRule::Double),
            ..Default::default()
        };
        service
            .games()
            .create_lobby(&request(1, channel), &options)
            .await
            .unwrap();
        service
            .games()
            .add_computer(&request(1, channel), Level::Easy)
            .await
            .unwrap();
        let start = service.games().start(&request(1, channel)).await.unwrap();
        while service
            .games()
            .computer_step(start.lobby.game_id)
            .await
            .unwrap()
            .is_some()
        {}
        if !service
            .tables()
            .whole_game(channel)
            .await
            .unwrap()
            .unwrap()
            .board()
            .is_empty()
        {
            continue;
        }
        let rack: Vec<String> = service
            .tables()
            .rack(&request(1, channel))
            .await
            .unwrap()
            .into_iter()
            .map(|(l, _)| if l == "?" { "q".into() } else { l })
            .collect();
        let phony = (0..rack.len())
            .flat_map(|a| (0..rack.len()).map(move |b| (a, b)))
            .filter(|(a, b)| a != b)
            .map(|(a, b)| format!("{}{}", rack[a], rack[b]))
            .find(|w| !lexicon.contains_word(&tiles.parse_letters(w).unwrap()))
            .unwrap();
        let report = service
            .games()
            .play(&request(1, channel), "8H", &phony)
            .await
            .unwrap();
        let kinds: Vec<&str> = report.events.iter().map(|e| e.kind.name()).collect();
        assert_eq!(
            kinds,
            ["play"],
            "the human's play stands until the computer's step"
        );
        let step = service
            .games()
            .computer_step(report.game_id)
            .await
            .unwrap()
            .expect("the computer challenges in its step");
        let kinds: Vec<&str> = step.events.iter().map(|e| e.kind.name()).collect();
        assert_eq!(kinds[..1], ["challenged-off"], "{kinds:?}");
        assert_eq!(
            service.tables().snapshot(channel).await.unwrap().seats[0].score,
            0,
            "the phony's points were taken back"
        );
        return;
    }
    panic!("the human never opened in 39 draws");
}

#[sqlx::test]
async fn a_failing_computer_step_keeps_the_human_play_and_is_retried(pool: PgPool) {
    let service = service(pool.clone());
    service
        .games()
        .create_lobby(&request(1, 90), &LobbyOptions::default())
        .await
        .unwrap();
    service
        .games()
        .add_computer(&request(1, 90), lexicord::service::Level::Medium)
        .await
        .unwrap();
    let start = service.games().start(&request(1, 90)).await.unwrap();
    let game_id = start.lobby.game_id;
    while service
        .games()
        .computer_step(game_id)
        .await
        .unwrap()
        .is_some()
    {}
    let (_, coord, word) = best_play(&service, 90).await.expect("a play for the human");
    let played = service
        .games()
        .play(&request(1, 90), &coord, &word)
        .await
        .unwrap();
    // The human's move made unreadable for a moment: the computer step fails. (A game whose
    // word list is gone no longer fails: its computer waits, see `e2e_lexicon_versions`.)
    let set_command = |command: String| {
        sqlx::query("update moves set command = $2 where game_id = $1 and seq = $3")
            .bind(game_id)
            .bind(command)
            .bind(played.version - 1)
            .execute(&pool)
    };
    let command: String =
        sqlx::query_scalar("select command from moves where game_id = $1 and seq = $2")
            .bind(game_id)
            .bind(played.version - 1)
            .fetch_one(&pool)
            .await
            .unwrap();
    set_command("unreadable".to_owned()).await.unwrap();
    let error = service
        .games()
        .computer_step(game_id)
        .await
        .expect_err("the computer step fails on an unreadable log");
    set_command(command).await.unwrap();
    assert!(
        matches!(error, lexicord::service::ServiceError::Internal(_)),
        "an internal error, not the human's: {error}"
    );
    let version: i32 = sqlx::query_scalar("select version from games where id = $1")
        .bind(game_id)
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(version, played.version, "the human's play stands");
    let (attempts, pending, later): (i32, bool, bool) = sqlx::query_as(
        "select attempts, done_at is null, due_at > now() from jobs \
         where game_id = $1 and kind = 'computer' order by id desc limit 1",
    )
    .bind(game_id)
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!(
        (attempts, pending, later),
        (1, true, true),
        "kept for a retry later"
    );
    assert!(
        service
            .games()
            .computer_step(game_id)
            .await
            .unwrap()
            .is_none(),
        "not before its back-off"
    );
    sqlx::query("update jobs set due_at = now() where game_id = $1 and done_at is null")
        .bind(game_id)
        .execute(&pool)
        .await
        .unwrap();
    let step = service
        .games()
        .computer_step(game_id)
        .await
        .unwrap()
        .expect("the retry moves");
    assert!(step.events.iter().all(|e| e.user_id.is_none()));
    assert_eq!(step.next.and_then(|n| n.user_id), Some(1));
    assert_stored_state_is_the_replay(&service, &pool, game_id).await;
}
