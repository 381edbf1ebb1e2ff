//! End to end, issue 14: Finish Line by level through the real binary and the fake Discord. Alice
//! opens `finish-line` with no target as a Beginner (70 with two players), Bob joins as an
//! Expert (200); both play their best until Alice reaches 70, and she wins though Bob may hold
//! more points. A level in a game without levels is refused privately, and nothing changes.

use sqlx::PgPool;

use crate::fake_discord::Opt;
use crate::support::table::{Table, best_play};

#[sqlx::test]
async fn a_beginner_and_an_expert_each_play_to_their_own_score(pool: PgPool) {
    let table = Table::seated(pool).await;
    let (alice, bob) = (table.alice.clone(), table.bob.clone());

    // A level only makes sense in Finish Line by level.
    let refused = table
        .run(
            &alice,
            "game new",
            &[Opt::int("opponents", 1), Opt::choice("level", "beginner")],
        )
        .await;
    assert!(
        refused.ephemeral && refused.text().contains("only in Finish Line by level"),
        "{refused:?}"
    );
    let games: i64 = sqlx::query_scalar("select count(*) from games")
        .fetch_one(&table.pool)
        .await
        .unwrap();
    assert_eq!(games, 0, "nothing written");

    let opened = table
        .run(
            &alice,
            "game new",
            &[
                Opt::int("opponents", 1),
                Opt::choice("variant", "finish-line"),
                Opt::choice("challenge", "void"),
                Opt::choice("level", "beginner"),
            ],
        )
        .await;
    assert!(opened.text().contains("is open"), "{opened:?}");
    let joined = table
        .run(&bob, "game join", &[Opt::choice("level", "expert")])
        .await;
    assert!(joined.text().contains("You joined"), "{joined:?}");
    let lobby = table
        .discord
        .wait_until("the join notice", |s| {
            s.messages_in(table.channel())
                .into_iter()
                .find(|m| m.text().contains("bob (expert)"))
        })
        .await;
    assert!(
        lobby.text().contains("alice (beginner)"),
        "{}",
        lobby.text()
    );
    let started = table.run(&alice, "game start", &[]).await;
    assert!(!started.text().is_empty(), "{started:?}");
    let snapshot = table.snapshot().await;
    let targets: Vec<(String, Option<u32>)> = snapshot
        .seats
        .iter()
        .map(|s| (s.name.record_name(), s.target))
        .collect();
    assert_eq!(
        targets,
        [
            ("alice".to_owned(), Some(70)),
            ("bob".to_owned(), Some(200))
        ]
    );

    let board = table.run(&bob, "board", &[]).await;
    assert!(board.text().contains("board is posted"), "{board:?}");
    let posted = table
        .discord
        .wait_until("the scoreboard", |s| {
            s.messages_in(table.channel())
                .into_iter()
                .find(|m| m.text().contains("(to 200)"))
        })
        .await;
    assert!(
        posted.text().contains("alice: 0 (to 70)") && posted.text().contains("bob: 0 (to 200)"),
        "{}",
        posted.text()
    );

    // Both play their best (or pass with no word) until the game ends.
    for _ in 0..60 {
        let Some(mover) = table.to_move().await else {
            break;
        };
        let game = table.game().await;
        table.play_or_pass(&mover, &game, best_play(&game)).await;
    }
    let game = table.game().await;
    let result = game.result().expect("the game ended").clone();
    let scores = game.scores();
    let alice_seat = snapshot
        .seats
        .iter()
        .position(|s| s.name == "alice".into())
        .unwrap();
    let bob_seat = 1 - alice_seat;
    assert!(
        scores[alice_seat] >= 70 || scores[bob_seat] >= 200,
        "ended at a target: {scores:?}"
    );
    let winner = if scores[alice_seat] >= 70 {
        alice_seat
    } else {
        bob_seat
    };
    assert_eq!(result.winners, vec![winner], "{scores:?}");
    table.game_over_naming(&[winner]).await;
}
