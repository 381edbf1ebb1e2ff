//! Daily puzzles against a real PostgreSQL, on a manual clock (the turn clocks' `ManualClock`):
//! one puzzle per server and UTC day even when two processes ask at once, from self-play when
//! the server has no finished game and from its finished games otherwise (never the same turn
//! twice); answers ranked by score, the first one counted, retries and bad input changing
//! nothing; streaks and the leaderboard across days; yesterday's answer revealed.

use std::sync::Arc;

use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::movegen::{self, Move};
use lexicord::engine::notation::{ThroughStyle, format_play};
use lexicord::engine::rack::Rack;
use lexicord::service::{ManualClock, PuzzleSource, PuzzleView, Request, Service, UserError};
use sqlx::PgPool;
use time::Duration;

use crate::clocks::t0;
use crate::support::waits::user_error;
use crate::support::{self, GUILD, request};

const CHANNEL: i64 = 7;

fn on_clock(pool: &PgPool, clock: &ManualClock) -> Service {
    support::service(pool.clone()).with_clock(Arc::new(clock.clone()))
}

/// Every legal play of the puzzle, best first, typed as `/play` takes it: (at, word, score).
fn plays_of(view: &PuzzleView) -> Vec<(String, String, u32)> {
    let rack = Rack::from_tiles(view.variant.tiles.letter_count(), &view.rack);
    let mut moves: Vec<Move> =
        movegen::all_moves(&view.variant, &Lexicon::enable(), &view.board, &rack);
    movegen::sort_best_first(&mut moves);
    moves
        .iter()
        .map(|m| {
            let typed = format_play(
                &view.variant.tiles,
                &view.board,
                &m.placement(),
                ThroughStyle::Letters,
            );
            (typed.coord.to_string(), typed.word, m.score())
        })
        .collect()
}

async fn count(pool: &PgPool, table: &str) -> i64 {
    sqlx::query_scalar(sqlx::AssertSqlSafe(format!("select count(*) from {table}")))
        .fetch_one(pool)
        .await
        .unwrap()
}

#[sqlx::test]
async fn one_puzzle_per_server_and_day_even_when_two_processes_ask_at_once(pool: PgPool) {
    let clock = ManualClock::new(t0());
    let (first, second) = (on_clock(&pool, &clock), on_clock(&pool, &clock));
    let (one, two) = (request(1, CHANNEL), request(2, CHANNEL));
    let (a, b) = tokio::join!(first.study().puzzle(&one), second.study().puzzle(&two));
    let (a, b) = (a.unwrap(), b.unwrap());
    assert_eq!(count(&pool, "puzzles").await, 1);
    assert_eq!((a.day, a.rack_text.clone()), (b.day, b.rack_text.clone()));
    assert_eq!(a.board, b.board);
    // No finished game here: the computer played itself.
    assert_eq!(a.source, PuzzleSource::SelfPlay);
    assert_eq!(a.rack.len(), 7);
    assert!(!a.board.is_empty());
    assert!(a.yesterday.is_none());
    let plays = plays_of(&a);
    assert_eq!(plays.len(), usize::try_from(a.play_count).unwrap());
    assert!(plays[0].2 > plays.last().unwrap().2, "a worse play exists");
    // Later the same day: the same puzzle; the next day another one.
    clock.advance(Duration::hours(23));
    assert_eq!(
        first
            .study()
            .puzzle(&request(1, CHANNEL))
            .await
            .unwrap()
            .board,
        a.board
    );
    clock.advance(Duration::hours(1));
    let next = second.study().puzzle(&request(1, CHANNEL)).await.unwrap();
    assert_eq!(next.day, a.day + Duration::days(1));
    assert_ne!((next.board, next.rack_text), (a.board, a.rack_text));
    assert_eq!(count(&pool, "puzzles").await, 2);
}

#[sqlx::test]
async fn answers_are_ranked_the_first_counts_and_streaks_follow_the_days(pool: PgPool) {
    let clock = ManualClock::new(t0());
    let service = on_clock(&pool, &clock);
    let (alice, bob) = (request(1, CHANNEL), request(2, CHANNEL));

    // Answering before anyone brought the puzzle out is refused.
    let early = service.study().answer_puzzle(&alice, "CAT", "8H").await;
    assert_eq!(user_error(early), UserError::NoPuzzleYet);

    let view = service.study().puzzle(&alice).await.unwrap();
    let plays = plays_of(&view);
    let (best_at, best_word, best_score) = plays[0].clone();
    let (low_at, low_word, low_score) = plays.last().unwrap().clone();
    let higher = plays.iter().filter(|p| p.2 > low_score).count();

    // alice answers with the lowest play: ranked, not the best, and it counts.
    let wrong = service
        .study()
        .answer_puzzle(&alice, &low_word, &low_at)
        .await
        .unwrap();
    assert!(wrong.counted && wrong.first.is_none());
    assert_eq!(wrong.ranking.score, low_score);
    assert_eq!(wrong.ranking.rank, higher + 1);
    assert_eq!(wrong.ranking.plays, plays.len());
    assert!(!wrong.ranking.is_best());
    assert_eq!(
        (
            wrong.record.answered,
            wrong.record.solved,
            wrong.record.current
        ),
        (1, 0, 0)
    );
    // Her retry with the best play is ranked but does not count.
    let retry = service
        .study()
        .answer_puzzle(&alice, &best_word, &best_at)
        .await
        .unwrap();
    assert!(retry.ranking.is_best() && !retry.counted);
    assert_eq!(retry.first.as_ref().unwrap().score, low_score as i32);
    assert_eq!(retry.record.solved, 0);
    // bob finds the best play.
    let right = service
        .study()
        .answer_puzzle(&bob, &best_word, &best_at)
        .await
        .unwrap();
    assert!(right.counted && right.ranking.is_best() && right.ranking.rank == 1);
    assert_eq!(right.ranking.score, best_score);
    assert_eq!(
        (
            right.record.solved,
            right.record.current,
            right.record.longest
        ),
        (1, 1, 1)
    );
    assert_eq!(count(&pool, "puzzle_answers").await, 2);
    let shown = service.study().puzzle(&bob).await.unwrap();
    assert_eq!(shown.yours.unwrap().play, format!("{best_at} {best_word}"));

    // The next day: yesterday's answer is revealed with today's puzzle.
    clock.advance(Duration::days(1));
    let today = service.study().puzzle(&alice).await.unwrap();
    let past = today.yesterday.clone().expect("yesterday's answer");
    assert_eq!(past.best_score, best_score as i32);
    assert!(
        past.best_plays.contains(&format!("{best_at} {best_word}")),
        "{past:?}"
    );
    assert!(past.best_plays.iter().all(|p| {
        plays
            .iter()
            .any(|(a, w, s)| &format!("{a} {w}") == p && *s == best_score)
    }));
    assert_eq!((past.answered, past.solved), (2, 1));
    assert_eq!(past.yours.unwrap().rank, (higher + 1) as i32);
    assert!(today.yours.is_none());
    // bob solves again: a two-day streak; alice solves: her first.
    let (at, word, _) = plays_of(&today)[0].clone();
    let again = service
        .study()
        .answer_puzzle(&bob, &word, &at)
        .await
        .unwrap();
    assert_eq!(
        (
            again.record.current,
            again.record.longest,
            again.record.solved
        ),
        (2, 2, 2)
    );
    service
        .study()
        .answer_puzzle(&alice, &word, &at)
        .await
        .unwrap();
    let standings = service.study().puzzle_standings(&alice).await.unwrap();
    let names: Vec<(&str, u32, u32)> = standings
        .lines
        .iter()
        .map(|l| (l.name.as_str(), l.record.solved, l.record.current))
        .collect();
    assert_eq!(names, [("player2", 2, 2), ("player1", 1, 1)]);
    assert_eq!(standings.you.unwrap().record.answered, 2);

    // A day missed ends bob's streak (his longest stays).
    clock.advance(Duration::days(2));
    let standings = service.study().puzzle_standings(&bob).await.unwrap();
    let bob_line = standings.you.unwrap();
    assert_eq!((bob_line.record.current, bob_line.record.longest), (0, 2));
}

#[sqlx::test]
async fn bad_answers_are_refused_with_the_reason_and_change_nothing(pool: PgPool) {
    let clock = ManualClock::new(t0());
    let service = on_clock(&pool, &clock);
    let alice = request(1, CHANNEL);
    let dm = Request {
        guild_id: None,
        ..alice.clone()
    };
    assert_eq!(
        user_error(service.study().puzzle(&dm).await),
        UserError::PuzzleNeedsServer
    );
    assert_eq!(
        user_error(service.study().answer_puzzle(&dm, "CAT", "8H").await),
        UserError::PuzzleNeedsServer
    );
    assert_eq!(count(&pool, "puzzles").await, 0, "nothing made for a DM");
    let view = service.study().puzzle(&alice).await.unwrap();

    // Garbled notation.
    let garbled = user_error(service.study().answer_puzzle(&alice, "CAT", "Z99").await);
    assert!(matches!(garbled, UserError::Notation(_)), "{garbled:?}");
    // A letter the rack does not have.
    let absent = ('A'..='Z').find(|c| !view.rack_text.contains(*c)).unwrap();
    let missing = format!("{absent}{absent}");
    let refused = user_error(service.study().answer_puzzle(&alice, &missing, "1A").await);
    let text = refused.to_string();
    assert!(
        matches!(refused, UserError::PuzzleTiles(..))
            && text.contains("you do not have")
            && text.contains(&format!("today's puzzle rack is `{}`", view.rack_text)),
        "{text}"
    );
    // Tiles from the rack, but not touching anything (or not words).
    let two: String = view
        .rack_text
        .chars()
        .filter(|c| *c != '?')
        .take(2)
        .collect();
    let corner = if view
        .board
        .get(lexicord::engine::layout::Pos::new(0, 0))
        .is_none()
        && view
            .board
            .get(lexicord::engine::layout::Pos::new(0, 1))
            .is_none()
        && view
            .board
            .get(lexicord::engine::layout::Pos::new(1, 0))
            .is_none()
        && view
            .board
            .get(lexicord::engine::layout::Pos::new(1, 1))
            .is_none()
        && view
            .board
            .get(lexicord::engine::layout::Pos::new(0, 2))
            .is_none()
    {
        "1A"
    } else {
        "15N"
    };
    let apart = user_error(service.study().answer_puzzle(&alice, &two, corner).await);
    assert!(matches!(apart, UserError::PuzzlePlay(_)), "{apart:?}");
    assert_eq!(count(&pool, "puzzle_answers").await, 0, "nothing stored");
    // Then a good answer still counts as the first.
    let (at, word, _) = plays_of(&view)[0].clone();
    assert!(
        service
            .study()
            .answer_puzzle(&alice, &word, &at)
            .await
            .unwrap()
            .counted
    );
}

/// A game in `CHANNEL` played to its end: up to three best plays, then passes until it ends.
async fn finished_game(service: &Service) -> i64 {
    let report = support::started(service, CHANNEL, &[1, 2], "void").await;
    // A random deal may leave a rack with no word at all: that player passes instead.
    let mut plays = 0;
    for _ in 0..12 {
        if plays == 3 {
            break;
        }
        if let Some((user, at, word)) = support::best_play(service, CHANNEL).await {
            service
                .games()
                .play(&request(user, CHANNEL), &at, &word)
                .await
                .unwrap();
            plays += 1;
        } else {
            let user = support::to_move(service, CHANNEL).await.unwrap();
            service.games().pass(&request(user, CHANNEL)).await.unwrap();
        }
    }
    assert!(
        plays > 0,
        "the game has at least one play to make a puzzle of"
    );
    while let Some(user) = support::to_move(service, CHANNEL).await {
        service.games().pass(&request(user, CHANNEL)).await.unwrap();
    }
    report.lobby.game_id
}

#[sqlx::test]
async fn puzzles_come_from_the_servers_finished_games_never_the_same_position_twice(pool: PgPool) {
    let clock = ManualClock::new(t0());
    let service = on_clock(&pool, &clock);
    let game_id = finished_game(&service).await;
    let mut seen = Vec::new();
    for _ in 0..3 {
        let view = service.study().puzzle(&request(3, 99)).await.unwrap();
        assert_eq!(view.source, PuzzleSource::Game);
        assert_eq!(view.source_game, Some(game_id));
        let position = (view.board.clone(), view.rack_text.clone());
        assert!(!seen.contains(&position), "a position used twice");
        seen.push(position);
        clock.advance(Duration::days(1));
    }
    // Another server has no finished game: self-play.
    let elsewhere = Request {
        guild_id: Some(GUILD + 1),
        ..request(3, 99)
    };
    let view = service.study().puzzle(&elsewhere).await.unwrap();
    assert_eq!(view.source, PuzzleSource::SelfPlay);
}
