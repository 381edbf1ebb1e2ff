//! End to end, issue 14: a classic game where one seat has 3 minutes a turn and the other 24
//! hours, through the real binary and the fake Discord. Each turn's post carries a live
//! countdown (`<t:UNIX:R>`) to that player's own deadline; the 3-minute player's time-out is
//! taken by the runner when it falls due (the job's time moved to now, as the clock would) and
//! the turn passes; a play after the deadline, and a limit under 30 seconds, are refused
//! privately and change nothing.

use std::time::Duration;

use sqlx::PgPool;

use crate::fake_discord::{Bot, FakeDiscord, Message, Opt, database_url};
use crate::support::table::{Table, best_play};

/// The pending time-out: (seat, seconds from now until it falls due).
async fn pending_timeout(pool: &PgPool) -> Option<(i16, f64)> {
    sqlx::query_as(
        "select seat, extract(epoch from due_at - now())::float8 from jobs \
         where kind = 'timeout' and done_at is null",
    )
    .fetch_optional(pool)
    .await
    .unwrap()
}

/// The countdown's Unix time in a turn post.
fn countdown(message: &Message) -> i64 {
    let text = message.text();
    let start = text.find("Time runs out <t:").expect("a countdown") + "Time runs out <t:".len();
    text[start..].split(':').next().unwrap().parse().unwrap()
}

#[sqlx::test]
async fn one_seat_has_three_minutes_a_turn_and_the_other_a_day(pool: PgPool) {
    let discord = FakeDiscord::start().await;
    let bot = Bot::start_with_env(
        &discord,
        &database_url(&pool).await,
        &[("LEXICORD_JOB_POLL_SECS", "1")],
    )
    .await;
    let table = Table::with(discord, bot, pool);
    let (alice, bob) = (table.alice.clone(), table.bob.clone());

    let too_short = table
        .run(
            &alice,
            "game new",
            &[Opt::int("opponents", 1), Opt::text("my_turn_time", "10s")],
        )
        .await;
    assert!(
        too_short.ephemeral && too_short.text().contains("outside 30s to 7d"),
        "{too_short:?}"
    );
    let opened = table
        .run(
            &alice,
            "game new",
            &[
                Opt::int("opponents", 1),
                Opt::text("turn_time", "24h"),
                Opt::text("my_turn_time", "3m"),
                Opt::choice("challenge", "void"),
            ],
        )
        .await;
    assert!(opened.text().contains("is open"), "{opened:?}");
    let joined = table.run(&bob, "game join", &[]).await;
    assert!(joined.text().contains("You joined"), "{joined:?}");
    let lobby = table
        .discord
        .wait_until("the join notice", |s| {
            s.messages_in(table.channel())
                .into_iter()
                .find(|m| m.text().contains("bob joined"))
        })
        .await;
    assert!(
        lobby.text().contains("alice (3m a turn)"),
        "{}",
        lobby.text()
    );
    table.run(&alice, "game start", &[]).await;

    // Whoever is first, the turn posts count down to each player's own deadline.
    let alice_seat = table
        .snapshot()
        .await
        .seats
        .iter()
        .position(|s| s.name == "alice".into())
        .unwrap() as i16;
    let mut alice_turn = table.to_move().await.unwrap().id == alice.id;
    if !alice_turn {
        let (seat, secs) = pending_timeout(&table.pool).await.unwrap();
        assert_eq!(seat, 1 - alice_seat);
        assert!(
            (86_000.0..=86_400.0).contains(&secs),
            "bob has a day: {secs}"
        );
        let (coord, word, _) = best_play(&table.game().await).expect("an opening play");
        let played = table
            .run(
                &bob,
                "play",
                &[Opt::text("word", &word), Opt::text("at", &coord)],
            )
            .await;
        assert!(played.text().starts_with("Done"), "{played:?}");
        alice_turn = true;
    }
    assert!(alice_turn);
    let post = table
        .discord
        .wait_until("alice's turn post", |s| {
            s.messages_in(table.channel())
                .into_iter()
                .rev()
                .find(|m| m.text().contains(&format!("<@{}>, your turn", alice.id)))
        })
        .await;
    let (seat, secs) = pending_timeout(&table.pool).await.unwrap();
    assert_eq!(seat, alice_seat);
    assert!(
        (150.0..=180.0).contains(&secs),
        "alice has 3 minutes: {secs}"
    );
    let now = time::OffsetDateTime::now_utc().unix_timestamp();
    let shown = countdown(&post);
    assert!(
        (now + 150..=now + 181).contains(&shown),
        "the countdown shows alice's deadline: {shown} vs now {now}"
    );

    // Her deadline passes just before the runner gets to it: a play now is refused privately,
    // and nothing is written.
    sqlx::query("update games set turn_due_at = now() - interval '1 second'")
        .execute(&table.pool)
        .await
        .unwrap();
    let moves = || async {
        sqlx::query_scalar::<_, i64>("select count(*) from moves")
            .fetch_one(&table.pool)
            .await
            .unwrap()
    };
    let before = moves().await;
    if let Some((coord, word, _)) = best_play(&table.game().await) {
        let late = table
            .run(
                &alice,
                "play",
                &[Opt::text("word", &word), Opt::text("at", &coord)],
            )
            .await;
        assert!(
            late.ephemeral && late.text().contains("Your time ran out"),
            "{late:?}"
        );
    }
    let late = table.run(&alice, "pass", &[]).await;
    assert!(late.text().contains("Your time ran out"), "{late:?}");
    assert_eq!(moves().await, before, "nothing written");

    // Three minutes pass (the job falls due): the runner times alice out, and the turn passes
    // to bob with a day on his clock.
    sqlx::query("update jobs set due_at = now() where kind = 'timeout' and done_at is null")
        .execute(&table.pool)
        .await
        .unwrap();
    let timed_out = table
        .discord
        .wait_until("alice's time-out", |s| {
            s.messages_in(table.channel())
                .into_iter()
                .find(|m| m.text().contains("alice") && m.text().contains("ran out of time"))
        })
        .await;
    assert!(!timed_out.text().is_empty());
    for _ in 0..100 {
        if let Some((seat, secs)) = pending_timeout(&table.pool).await
            && seat != alice_seat
        {
            assert!(
                (86_000.0..=86_400.0).contains(&secs),
                "bob has a day: {secs}"
            );
            assert_eq!(table.to_move().await.unwrap().id, bob.id);
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("bob's turn was not scheduled: {}", table.discord.summary());
}
