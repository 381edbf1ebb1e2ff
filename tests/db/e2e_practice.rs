//! End to end, issue 30: `/practice` through the real binary and the fake Discord. A user with
//! no finished game is told so privately; alice finishes a game in which she always made her
//! lowest-scoring play, then `/practice` shows her privately a position of that game (the
//! board then and her own rack as pictures, nobody else's tiles stored), served again until
//! answered; the best play by the hard level's static equity is right (streak 1), a worse play
//! is wrong (the best play and its equity shown, the streak reset), bad input changes nothing,
//! and it all works in the bot's DM too without a word in the channel.

use lexicord::engine::ai::LeaveJudge;
use lexicord::engine::ai::equity::{StaticEquity, leave_after, top_plays};
use lexicord::engine::formats::cgp::CgpPosition;
use lexicord::engine::game::Game;
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::movegen::{self, Move};
use lexicord::engine::notation::{ThroughStyle, format_play};
use lexicord::engine::variant::Variant;
use sqlx::PgPool;

use crate::fake_discord::{FakeUser, Message, Opt};
use crate::support::table::{Table, best_play};

/// The lowest-scoring play of the player to move, typed as `(at, word)`.
fn lowest_play(game: &Game) -> Option<(String, String)> {
    let seat = game.to_move()?;
    let lexicon = Lexicon::enable();
    let mut moves = movegen::all_moves(game.variant(), &lexicon, game.board(), game.rack(seat));
    movegen::sort_best_first(&mut moves);
    let typed = format_play(
        &game.variant().tiles,
        game.board(),
        &moves.last()?.placement(),
        ThroughStyle::Letters,
    );
    Some((typed.coord.to_string(), typed.word))
}

/// The position served to `user` now: (board and racks as CGP, bag, game, turn).
async fn served(pool: &PgPool, user: &FakeUser) -> (String, i16, i64, i32) {
    sqlx::query_as(
        "select position, bag_count, game_id, turn from practice_positions \
         where user_id = $1 and served_at is not null and answered_at is null",
    )
    .bind(user.id as i64)
    .fetch_one(pool)
    .await
    .unwrap()
}

/// Every legal play of a stored position with its static equity, best first: (at, word,
/// equity, score).
fn valued_plays(position: &str, bag: i16) -> Vec<(String, String, f32, u32)> {
    let cgp = CgpPosition::read(position).unwrap();
    let variant = Variant::classic();
    let lexicon = Lexicon::enable();
    let judge = LeaveJudge::new(&variant.tiles);
    let value = StaticEquity::new(&judge, bag as usize);
    let rack = &cgp.racks[0];
    let top = top_plays(&variant, &lexicon, &cgp.board, rack, value, 1);
    let typed = |m: &Move| {
        let t = format_play(
            &variant.tiles,
            &cgp.board,
            &m.placement(),
            ThroughStyle::Letters,
        );
        (t.coord.to_string(), t.word)
    };
    let mut plays: Vec<(String, String, f32, u32)> =
        movegen::all_moves(&variant, &lexicon, &cgp.board, rack)
            .iter()
            .map(|m| {
                let (at, word) = typed(m);
                let equity = value.of_play(m.score(), &leave_after(rack, &m.rack_tiles()));
                (at, word, equity, m.score())
            })
            .collect();
    // Best first as the engine orders them: equity, then score.
    plays.sort_by(|a, b| b.2.total_cmp(&a.2).then(b.3.cmp(&a.3)));
    assert!((plays[0].2 - top.best[0].equity).abs() < 0.01);
    plays
}

async fn practice(table: &Table, user: &FakeUser, channel: u64, options: &[Opt]) -> Message {
    let id = table
        .discord
        .slash(user, channel, "practice", options)
        .await;
    let answer = table.discord.reply(id).await;
    assert!(answer.ephemeral, "/practice answers privately: {answer:?}");
    answer
}

async fn answer(table: &Table, user: &FakeUser, channel: u64, at: &str, word: &str) -> Message {
    practice(
        table,
        user,
        channel,
        &[Opt::text("word", word), Opt::text("at", at)],
    )
    .await
}

#[sqlx::test]
async fn practice_from_your_own_game_right_then_wrong_with_the_streak(pool: PgPool) {
    let table = Table::open(pool.clone(), "void").await;
    let alice = table.alice.clone();
    let carol = table.discord.user("carol");
    let here = table.channel();

    // Nobody without a finished game has anything to practise; nothing to answer either.
    let none = practice(&table, &carol, here, &[]).await;
    assert!(
        none.text()
            .contains("no finished game to practise from yet"),
        "{}",
        none.text()
    );
    let early = answer(&table, &carol, here, "8H", "CAT").await;
    assert!(
        early.text().contains("no practice position to answer"),
        "{}",
        early.text()
    );

    // A finished game: alice makes her lowest-scoring play, bob his best, three times each,
    // then six passes end it.
    table.run(&alice, "game start", &[]).await;
    for _ in 0..6 {
        let mover = table.to_move().await.unwrap();
        let game = table.game().await;
        let (at, word) = if mover == alice {
            lowest_play(&game).unwrap()
        } else {
            let (at, word, _) = best_play(&game).unwrap();
            (at, word)
        };
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

    // Half an answer is refused with how to answer.
    let half = practice(&table, &alice, here, &[Opt::text("word", "CAT")]).await;
    assert!(
        half.text().contains("give both `word:` and `at:`"),
        "{}",
        half.text()
    );

    // A position from her game, with its pictures; asked again, the same position.
    let shown = practice(&table, &alice, here, &[]).await;
    let text = shown.text();
    assert!(
        text.starts_with(&format!("**Practice** from your game #{game_id} (turn ")),
        "{text}"
    );
    assert!(text.contains("judged by equity"), "{text}");
    assert!(
        text.contains("streak 0 (longest 0), 0 right of 0"),
        "{text}"
    );
    let (position, bag, from_game, turn) = served(&pool, &alice).await;
    assert_eq!(from_game, game_id);
    let name = format!("practice-{game_id}-{}", turn + 1);
    for picture in [format!("{name}.png"), format!("{name}-rack.png")] {
        let file = shown.attachment(&picture).expect("a picture");
        image::load_from_memory(&file.bytes).unwrap();
    }
    // Only her own rack is kept: the other rack of the stored position is empty.
    let racks = position.split(' ').nth(1).unwrap();
    let (hers, others) = racks.split_once('/').unwrap();
    assert!(!hers.is_empty() && others.is_empty(), "{racks}");
    assert!(text.contains(&format!("your rack `{hers}`")), "{text}");
    let again = practice(&table, &alice, here, &[]).await;
    assert!(again.text().starts_with(&format!(
        "**Practice** from your game #{game_id} (turn {}",
        turn + 1
    )));

    // Tiles not on her rack: refused, nothing recorded.
    let absent = ('A'..='Z').find(|c| !hers.contains(*c)).unwrap();
    let not_held = answer(&table, &alice, here, "1A", &format!("{absent}{absent}")).await;
    assert!(
        not_held
            .text()
            .contains(&format!("your practice rack is `{hers}`")),
        "{}",
        not_held.text()
    );

    // The best play by equity is right: streak 1.
    let plays = valued_plays(&position, bag);
    let (best_at, best_word, best_equity, best_score) = plays[0].clone();
    let right = answer(&table, &alice, here, &best_at, &best_word).await;
    assert!(
        right.text().starts_with("**Right!**")
            && right
                .text()
                .contains(&format!("scores {best_score}, equity {best_equity:.1}"))
            && right.text().contains("streak 1 (longest 1), 1 right of 1"),
        "{}",
        right.text()
    );

    // The next position, in her DM; a worse play is wrong: the best shown, the streak reset.
    let dm = table.discord.dm_channel(&alice);
    let next = practice(&table, &alice, dm, &[]).await;
    let (position, bag, _, next_turn) = served(&pool, &alice).await;
    assert_ne!(next_turn, turn, "the answered position is done");
    assert!(
        next.text().contains(&format!("(turn {}", next_turn + 1)),
        "{}",
        next.text()
    );
    let plays = valued_plays(&position, bag);
    let (_, _, best_equity, best_score) = plays[0].clone();
    let (low_at, low_word, low_equity, _) = plays.last().unwrap().clone();
    assert!(best_equity - low_equity > 0.5);
    let wrong = answer(&table, &alice, dm, &low_at, &low_word).await;
    let text = wrong.text();
    assert!(text.contains("**Not the best**"), "{text}");
    assert!(
        text.contains(&format!("scores {best_score}, equity **{best_equity:.1}**")),
        "{text}"
    );
    let best_named = plays
        .iter()
        .filter(|p| best_equity - p.2 < 0.01)
        .any(|(at, word, _, _)| text.contains(&format!("{at} {word}")));
    assert!(best_named, "the best play is named: {text}");
    assert!(
        text.contains("streak 0 (longest 1), 1 right of 2"),
        "{text}"
    );

    let answers: i64 = sqlx::query_scalar(
        "select count(*) from practice_positions where user_id = $1 and answered_at is not null",
    )
    .bind(alice.id as i64)
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!(answers, 2, "two answers, the refused ones changed nothing");
    assert_eq!(
        table.channel_messages().len(),
        posted,
        "/practice never posts in the channel"
    );
}
