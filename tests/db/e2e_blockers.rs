//! End to end, issue 13: a Blanks & Blockers game (rule book 004) through the real binary and
//! the fake Discord. Alice, a Rookie, plays the hard computer (a standard seat); she takes a blocker by covering a Blocker
//! square and puts it down with `/blocker` (the board post shows it); nobody plays over it; the
//! game runs to its end with racks by DM only and the winner named. A blocker on a filled
//! square, or without one in hand, is refused privately and changes nothing.

use sqlx::PgPool;

use crate::fake_discord::Opt;
use crate::support::table::{Table, best_open_play};

#[sqlx::test]
async fn alice_takes_and_puts_down_a_blocker_against_the_computer(pool: PgPool) {
    let table = Table::seated(pool).await;
    let alice = table.alice.clone();
    // A role belongs to Blanks & Blockers only.
    let classic = table
        .run(
            &alice,
            "game new",
            &[Opt::int("opponents", 1), Opt::choice("role", "rookie")],
        )
        .await;
    assert!(
        classic.ephemeral && classic.text().contains("only in Blanks & Blockers"),
        "{classic:?}"
    );
    let opened = table
        .run(
            &alice,
            "game new",
            &[
                Opt::int("opponents", 1),
                Opt::choice("variant", "blanks-blockers"),
                Opt::choice("role", "rookie"),
            ],
        )
        .await;
    assert!(opened.text().contains("is open"), "{opened:?}");
    table
        .discord
        .wait_until("the lobby listing alice's role", |s| {
            s.messages_in(table.channel())
                .into_iter()
                .find(|m| m.text().contains("alice (rookie)"))
        })
        .await;
    table.seat_computer_and_start(&alice, "hard").await;

    let moves = || async {
        sqlx::query_scalar::<_, i64>("select count(*) from moves")
            .fetch_one(&table.pool)
            .await
            .unwrap()
    };
    let mut put_down = None;
    for _ in 0..600 {
        let Some(game) = table.next_turn_of(&alice).await else {
            break;
        };
        table.assert_rack_came_by_dm(&alice).await;
        let seat = game.to_move().unwrap();
        if put_down.is_none() && game.blockers_held(seat) == 0 {
            // Without a blocker in hand, /blocker is refused.
            let before = moves().await;
            let none = table.run(&alice, "blocker", &[Opt::text("at", "A1")]).await;
            assert!(
                none.ephemeral && none.text().contains("no blocker"),
                "{none:?}"
            );
            assert_eq!(moves().await, before);
        }
        if put_down.is_none() && game.blockers_held(seat) > 0 {
            // On a filled square: refused. On an empty one: done, and the turn goes on.
            let (filled, _) = game.board().tiles().next().unwrap();
            let refused = table
                .run(&alice, "blocker", &[Opt::text("at", &filled.to_string())])
                .await;
            assert!(
                refused.ephemeral && refused.text().contains("is not empty"),
                "{refused:?}"
            );
            let empty = game
                .variant()
                .layout
                .positions()
                .find(|&p| game.board().get(p).is_none() && !game.board().touches_tile(p))
                .unwrap();
            let done = table
                .run(&alice, "blocker", &[Opt::text("at", &empty.to_string())])
                .await;
            assert!(done.text().starts_with("Done"), "{done:?}");
            let post = table
                .discord
                .wait_until("the blocker's post", |s| {
                    s.messages_in(table.channel())
                        .into_iter()
                        .find(|m| m.text().contains(&format!("put a blocker on {empty}")))
                })
                .await;
            assert!(post.attachment("board.png").is_some());
            assert_eq!(table.to_move().await.map(|u| u.id), Some(alice.id));
            put_down = Some(empty);
        }
        let game = table.game().await;
        table
            .play_or_pass(&alice, &game, best_open_play(&game, put_down.is_none()))
            .await;
    }
    let game = table.game().await;
    let result = game.result().expect("the game ended").clone();
    let blocked = put_down.expect("alice covered a Blocker square and put a blocker down");
    assert!(game.is_blocked(blocked), "nobody played over it");
    assert!(game.board().get(blocked).is_none());
    table.game_over_naming(&result.winners).await;
    table
        .assert_racks_stayed_private_and_the_log_replays()
        .await;
}
