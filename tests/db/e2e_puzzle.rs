//! End to end, issue 17: `/puzzle` through the real binary and the fake Discord. The puzzle of
//! the day comes from the server's finished game with the board and rack as pictures; a worse
//! legal play is told its rank, the best play is told it is the best, a retry does not count,
//! bad input is refused privately, the solvers' leaderboard shows the streak, and the next day
//! (the stored day moved back, as the timer tests move due times) reveals the answer.

use lexicord::engine::formats::cgp::CgpPosition;
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::movegen::{self, Move};
use lexicord::engine::notation::{ThroughStyle, format_play};
use lexicord::engine::variant::Variant;
use sqlx::PgPool;

use crate::fake_discord::{FakeUser, Message, Opt};
use crate::support::table::{Table, best_play};

/// Every legal play of today's stored puzzle, best first: (at, word, score).
async fn puzzle_plays(pool: &PgPool) -> Vec<(String, String, u32)> {
    let position: String =
        sqlx::query_scalar("select position from puzzles order by day desc limit 1")
            .fetch_one(pool)
            .await
            .unwrap();
    let cgp = CgpPosition::read(&position).unwrap();
    let variant = Variant::classic();
    let mut moves: Vec<Move> =
        movegen::all_moves(&variant, &Lexicon::enable(), &cgp.board, &cgp.racks[0]);
    movegen::sort_best_first(&mut moves);
    moves
        .iter()
        .map(|m| {
            let typed = format_play(
                &variant.tiles,
                &cgp.board,
                &m.placement(),
                ThroughStyle::Letters,
            );
            (typed.coord.to_string(), typed.word, m.score())
        })
        .collect()
}

async fn puzzle(table: &Table, user: &FakeUser, sub: &str, options: &[Opt]) -> Message {
    let answer = table.run(user, &format!("puzzle {sub}"), options).await;
    assert!(
        answer.ephemeral,
        "/puzzle {sub} answers privately: {answer:?}"
    );
    answer
}

async fn answer(table: &Table, user: &FakeUser, at: &str, word: &str) -> Message {
    puzzle(
        table,
        user,
        "answer",
        &[Opt::text("word", word), Opt::text("at", at)],
    )
    .await
}

#[sqlx::test]
async fn puzzle_answered_wrong_and_right_with_streaks_and_the_answer_the_next_day(pool: PgPool) {
    let table = Table::open(pool.clone(), "void").await;
    let (alice, bob) = (table.alice.clone(), table.bob.clone());
    let carol = table.discord.user("carol");

    // No puzzle in DMs, and no answer before the puzzle is out.
    let dm = table.discord.dm_channel(&alice);
    let id = table.discord.slash(&alice, dm, "puzzle show", &[]).await;
    let in_dm = table.discord.reply(id).await;
    assert!(
        in_dm.text().contains("there is none in DMs"),
        "{}",
        in_dm.text()
    );
    let early = answer(&table, &carol, "8H", "CAT").await;
    assert!(
        early.text().contains("no puzzle on this server today yet"),
        "{}",
        early.text()
    );

    // A finished game on the server: three best plays, then six passes.
    table.run(&alice, "game start", &[]).await;
    for _ in 0..3 {
        let mover = table.to_move().await.unwrap();
        let (at, word, _) = best_play(&table.game().await).unwrap();
        let played = table
            .run(
                &mover,
                "play",
                &[Opt::text("word", &word), Opt::text("at", &at)],
            )
            .await;
        assert!(played.text().starts_with("Done:"), "{}", played.text());
    }
    for _ in 0..6 {
        let mover = table.to_move().await.unwrap();
        table.run(&mover, "pass", &[]).await;
    }
    let game_id = table.snapshot().await.game_id;
    let posted = table.channel_messages().len();

    // Today's puzzle, with its pictures.
    let shown = puzzle(&table, &carol, "show", &[]).await;
    let text = shown.text();
    assert!(text.starts_with("**Puzzle of "), "{text}");
    assert!(
        text.contains(&format!("From game #{game_id} on this server")),
        "{text}"
    );
    assert!(text.contains("ranked by score"), "{text}");
    let day: String = sqlx::query_scalar("select day::text from puzzles")
        .fetch_one(&pool)
        .await
        .unwrap();
    let board = shown
        .attachment(&format!("puzzle-{day}.png"))
        .expect("the board");
    let rack = shown
        .attachment(&format!("puzzle-rack-{day}.png"))
        .expect("the rack");
    for (picture, name) in [(board, "puzzle-board.png"), (rack, "puzzle-rack.png")] {
        assert!(picture.bytes.starts_with(b"\x89PNG"));
        image::load_from_memory(&picture.bytes).unwrap();
        // Kept for looking at.
        let saved = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
        std::fs::write(&saved, &picture.bytes).unwrap();
    }
    let plays = puzzle_plays(&pool).await;
    let (best_at, best_word, best_score) = plays[0].clone();
    let (low_at, low_word, low_score) = plays.last().unwrap().clone();
    assert!(best_score > low_score);
    let rank = plays.iter().filter(|p| p.2 > low_score).count() + 1;

    // Bad input: garbled, tiles not on the rack, not connected. Nothing is stored.
    let garbled = answer(&table, &carol, "Z99", "CAT").await;
    assert!(
        garbled.text().contains("Z99 is off the board"),
        "{}",
        garbled.text()
    );
    let rack_text: String = sqlx::query_scalar("select split_part(position, ' ', 2) from puzzles")
        .fetch_one(&pool)
        .await
        .unwrap();
    let absent = ('A'..='Z').find(|c| !rack_text.contains(*c)).unwrap();
    let not_held = answer(&table, &carol, "1A", &format!("{absent}{absent}")).await;
    assert!(
        not_held.text().contains("You do not have")
            && not_held.text().contains(&format!(
                "today's puzzle rack is `{}`",
                rack_text.trim_end_matches('/')
            )),
        "{}",
        not_held.text()
    );
    let stored: i64 = sqlx::query_scalar("select count(*) from puzzle_answers")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(stored, 0, "bad input changes nothing");

    // Wrong (a legal but worse play): told its rank. Right: told it is the best.
    let wrong = answer(&table, &carol, &low_at, &low_word).await;
    assert!(
        wrong.text().contains(&format!(
            "{low_at} {} scores {low_score}",
            low_word.to_uppercase()
        )) || wrong
            .text()
            .contains(&format!("scores {low_score}: it ranks")),
        "{}",
        wrong.text()
    );
    assert!(
        wrong.text().contains(&format!("it ranks **{rank}"))
            && wrong
                .text()
                .contains(&format!("of {} legal plays by score", plays.len()))
            && wrong.text().contains("Not the best"),
        "{}",
        wrong.text()
    );
    let right = answer(&table, &bob, &best_at, &best_word).await;
    assert!(
        right.text().starts_with("**Best play!**")
            && right.text().contains(&format!("scores {best_score}"))
            && right.text().contains("streak 1 day"),
        "{}",
        right.text()
    );
    let retry = answer(&table, &carol, &best_at, &best_word).await;
    assert!(
        retry
            .text()
            .starts_with("Practice only: your first answer today"),
        "{}",
        retry.text()
    );
    let top = puzzle(&table, &alice, "top", &[]).await;
    assert!(
        top.text()
            .contains("1. bob: streak 1 day (longest 1), 1 solved of 1"),
        "{}",
        top.text()
    );
    assert!(
        !top.text().contains("carol:"),
        "carol solved nothing: {}",
        top.text()
    );
    assert!(
        top.text().contains("You have not answered"),
        "{}",
        top.text()
    );

    // The next day: the stored puzzle is yesterday's; today's comes with its answer.
    sqlx::query("update puzzles set day = day - 1")
        .execute(&pool)
        .await
        .unwrap();
    let next = puzzle(&table, &carol, "show", &[]).await;
    let text = next.text();
    let reveal = text
        .split("**Yesterday's answer**")
        .nth(1)
        .unwrap_or_else(|| panic!("{text}"));
    assert!(
        reveal.contains(&format!("{best_at} {}", best_word.to_uppercase()))
            || reveal.contains(&best_word),
        "{reveal}"
    );
    assert!(reveal.contains(&format!("**{best_score}**")), "{reveal}");
    assert!(reveal.contains("1 of 2 solvers found it"), "{reveal}");
    assert!(reveal.contains(&format!("You played {low_at}")), "{reveal}");
    let days: i64 = sqlx::query_scalar("select count(*) from puzzles")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(days, 2, "a new puzzle today");
    assert_eq!(
        table.channel_messages().len(),
        posted,
        "/puzzle never posts in the channel"
    );
}
