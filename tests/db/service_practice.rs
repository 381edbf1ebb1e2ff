//! Practice positions against a real PostgreSQL: two asks at once look at a finished game once
//! and serve the same position; a game goes on being looked at only once; the same answering
//! interaction delivered twice is judged once; positions hold the player's own rack only.

use lexicord::engine::ai::LeaveJudge;
use lexicord::engine::ai::equity::{StaticEquity, top_plays};
use lexicord::engine::formats::cgp::CgpPosition;
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::notation::{ThroughStyle, format_play};
use lexicord::engine::rack::Rack;
use lexicord::engine::variant::Variant;
use lexicord::service::{PracticeOffer, Service};
use sqlx::PgPool;

use crate::support::{self, request, with_interaction};

const CHANNEL: i64 = 9;

/// A finished two-player game between users 1 and 2: two plays each (best by score), then
/// six passes.
async fn finished_game(service: &Service) {
    support::started(service, CHANNEL, &[1, 2], "void").await;
    for _ in 0..4 {
        let (user, at, word) = support::best_play(service, CHANNEL).await.unwrap();
        service
            .games()
            .play(&request(user, CHANNEL), &at, &word)
            .await
            .unwrap();
    }
    for _ in 0..6 {
        let user = support::to_move(service, CHANNEL).await.unwrap();
        service.games().pass(&request(user, CHANNEL)).await.unwrap();
    }
}

async fn count(pool: &PgPool, sql: &str) -> i64 {
    sqlx::query_scalar(sqlx::AssertSqlSafe(sql.to_owned()))
        .fetch_one(pool)
        .await
        .unwrap()
}

#[sqlx::test]
async fn asks_at_once_look_once_and_a_repeated_answer_is_judged_once(pool: PgPool) {
    let (first, second) = (
        support::service(pool.clone()),
        support::service(pool.clone()),
    );
    finished_game(&first).await;
    let me = request(1, CHANNEL);
    let (a, b) = tokio::join!(first.study().practice(&me), second.study().practice(&me));
    let (PracticeOffer::Position(a), PracticeOffer::Position(b)) = (a.unwrap(), b.unwrap()) else {
        panic!("a pass is always a mistake: there is a position")
    };
    assert_eq!((a.game_id, a.turn_number), (b.game_id, b.turn_number));
    assert_eq!(count(&pool, "select count(*) from practice_games").await, 1);
    let stored = count(&pool, "select count(*) from practice_positions").await;
    assert!(stored >= 1);
    assert_eq!(
        count(
            &pool,
            "select count(*) from practice_positions where served_at is not null"
        )
        .await,
        1
    );
    // Asked again: nothing new looked at, the same position.
    let again = first.study().practice(&me).await.unwrap();
    let PracticeOffer::Position(again) = again else {
        panic!("{again:?}")
    };
    assert_eq!(again.turn_number, a.turn_number);
    assert_eq!(
        count(&pool, "select count(*) from practice_positions").await,
        stored
    );
    // Nobody else's rack: every stored position has one rack, the asker's.
    let positions: Vec<String> = sqlx::query_scalar("select position from practice_positions")
        .fetch_all(&pool)
        .await
        .unwrap();
    for position in &positions {
        let cgp = CgpPosition::read(position).unwrap();
        assert!(cgp.racks[1..].iter().all(Rack::is_empty), "{position}");
    }

    // The best answer, delivered twice with the same interaction: judged and counted once.
    let served: (String, i16) = sqlx::query_as(
        "select position, bag_count from practice_positions \
         where served_at is not null and answered_at is null",
    )
    .fetch_one(&pool)
    .await
    .unwrap();
    let cgp = CgpPosition::read(&served.0).unwrap();
    let variant = Variant::classic();
    let judge = LeaveJudge::new(&variant.tiles);
    let value = StaticEquity::new(&judge, served.1 as usize);
    let lexicon = Lexicon::enable();
    let best = top_plays(&variant, &lexicon, &cgp.board, &cgp.racks[0], value, 1).best[0];
    let typed = format_play(
        &variant.tiles,
        &cgp.board,
        &best.play.placement(),
        ThroughStyle::Letters,
    );
    let asked = with_interaction(me.clone(), 77);
    let once = first
        .study()
        .answer_practice(&asked, &typed.word, &typed.coord.to_string())
        .await
        .unwrap();
    let twice = second
        .study()
        .answer_practice(&asked, &typed.word, &typed.coord.to_string())
        .await
        .unwrap();
    assert!(once.right && once.record.streak == 1, "{once:?}");
    assert_eq!(once, twice, "the same verdict");
    assert_eq!(
        count(
            &pool,
            "select answered::bigint from practice_players where user_id = 1"
        )
        .await,
        1
    );
}
