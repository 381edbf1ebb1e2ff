//! Word-list versions through the service: a challenge's judgement is stored with it; a game
//! stored before versions were kept gets today's version and its challenges their judgement at
//! the start-up check; a game whose version is gone replays without any word list, refuses
//! plays plainly, and its channel is told once.

use std::sync::Arc;

use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::names::Named;
use lexicord::engine::tiles::TileSet;
use lexicord::service::{Lexicons, Service, UserError};
use sqlx::PgPool;

use crate::support::waits::user_error;
use crate::support::{defaults, request, service, started, to_move};

const CHANNEL: i64 = 40;

/// Two of `first`'s rack tiles that ENABLE does not have as a word.
async fn phony(service: &Service, first: i64) -> String {
    let rack: Vec<String> = service
        .tables()
        .rack(&request(first, CHANNEL))
        .await
        .unwrap()
        .into_iter()
        .map(|(l, _)| if l == "?" { "x".into() } else { l })
        .collect();
    let enable = Lexicon::enable();
    let tiles = TileSet::english();
    (0..rack.len())
        .flat_map(|a| (0..rack.len()).map(move |b| (a, b)))
        .filter(|(a, b)| a != b)
        .map(|(a, b)| format!("{}{}", rack[a], rack[b]))
        .find(|w| !enable.contains_word(&tiles.parse_letters(w).unwrap()))
        .expect("a two-letter non-word")
}

async fn stored(pool: &PgPool) -> (Option<String>, Option<Vec<String>>) {
    let version = sqlx::query_scalar("select lexicon_version from games")
        .fetch_one(pool)
        .await
        .unwrap();
    let refuted = sqlx::query_scalar("select refuted from moves where kind = 'challenge'")
        .fetch_one(pool)
        .await
        .unwrap();
    (version, refuted)
}

async fn notices(pool: &PgPool) -> i64 {
    sqlx::query_scalar("select count(*) from outbox where payload::text like '%word_list_gone%'")
        .fetch_one(pool)
        .await
        .unwrap()
}

#[sqlx::test]
async fn a_game_keeps_its_version_and_its_judgements(pool: PgPool) {
    let service = service(pool.clone());
    started(&service, CHANNEL, &[1, 2], "single").await;
    let first = to_move(&service, CHANNEL).await.unwrap();
    let second = if first == 1 { 2 } else { 1 };
    let word = phony(&service, first).await;
    service
        .games()
        .play(&request(first, CHANNEL), "8H", &word)
        .await
        .unwrap();
    let report = service
        .games()
        .challenge(&request(second, CHANNEL))
        .await
        .unwrap();
    assert_eq!(report.events[0].kind.name(), "challenged-off");
    let today = service
        .lexicons()
        .current_version("enable")
        .unwrap()
        .to_owned();
    let (version, refuted) = stored(&pool).await;
    assert_eq!(version.as_ref(), Some(&today));
    assert_eq!(
        refuted.as_ref().map(Vec::len),
        Some(1),
        "the phony's word: {refuted:?}"
    );
    let game = service.tables().whole_game(CHANNEL).await.unwrap().unwrap();

    // As stored before versions were kept: the start-up check gives both back.
    sqlx::query("update games set lexicon_version = null")
        .execute(&pool)
        .await
        .unwrap();
    sqlx::query("update moves set refuted = null")
        .execute(&pool)
        .await
        .unwrap();
    let check = service.delivery().check_lexicon_versions().await.unwrap();
    assert_eq!((check.adopted, check.judged), (1, 1), "{check:?}");
    assert!(check.gone.is_empty());
    assert_eq!(stored(&pool).await, (Some(today), refuted));

    // A bot whose ENABLE is another version: the game replays as it was, without any word
    // list, and a play is refused plainly; the channel is told once.
    let mut other = Lexicons::new();
    let few = Lexicon::from_text(&TileSet::english(), "cat\ndog\n").unwrap();
    other.insert("enable", Arc::new(few));
    let changed = Service::new(pool.clone(), other, defaults());
    assert_eq!(
        changed.tables().whole_game(CHANNEL).await.unwrap().unwrap(),
        game
    );
    assert!(changed.tables().snapshot(CHANNEL).await.is_ok());
    let mover = to_move(&changed, CHANNEL).await.unwrap();
    assert_eq!(
        user_error(
            changed
                .games()
                .play(&request(mover, CHANNEL), "8H", "CAT")
                .await
        ),
        UserError::WordListGone("enable".into())
    );
    assert_eq!(
        changed.tables().whole_game(CHANNEL).await.unwrap().unwrap(),
        game
    );
    for told_now in [true, false] {
        let check = changed.delivery().check_lexicon_versions().await.unwrap();
        assert_eq!(check.gone.len(), 1, "{check:?}");
        assert_eq!(check.told.len(), usize::from(told_now), "{check:?}");
    }
    assert_eq!(notices(&pool).await, 1);
    // Back on the version it was opened with: the game plays on, and would be told again.
    service.delivery().check_lexicon_versions().await.unwrap();
    let told: bool = sqlx::query_scalar("select lexicon_missing_told from games")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert!(!told);
    service
        .games()
        .pass(&request(mover, CHANNEL))
        .await
        .unwrap();
}
