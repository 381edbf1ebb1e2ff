//! End to end, issue 13: Free for All (rule book 004) through the real binary and the fake
//! Discord. Alice plays the medium computer over three rounds with `/place`, naming her words
//! on some turns and letting the bot choose the best three on others; the posts show each
//! word's path; a tile outside the 9x9 area, `/play` and `/gcg` get a clear private answer and
//! change nothing; racks come by DM only; the game-over post names the winner.

use sqlx::PgPool;

use crate::fake_discord::Opt;
use crate::support::table::{Table, free_play};
use lexicord::engine::game::EndReason;

#[sqlx::test]
async fn alice_plays_three_rounds_of_free_for_all(pool: PgPool) {
    let table = Table::seated(pool).await;
    let alice = table.alice.clone();
    let wrong_rounds = table
        .run(&alice, "game new", &[Opt::int("rounds", 5)])
        .await;
    assert!(
        wrong_rounds.ephemeral && wrong_rounds.text().contains("Free for All only"),
        "{wrong_rounds:?}"
    );
    let opened = table
        .run(
            &alice,
            "game new",
            &[
                Opt::int("opponents", 1),
                Opt::choice("variant", "free-for-all"),
                Opt::choice("challenge", "void"),
            ],
        )
        .await;
    assert!(opened.text().contains("is open"), "{opened:?}");
    table.seat_computer_and_start(&alice, "medium").await;

    let mut alice_turns = 0;
    let mut checked_refusals = false;
    for _ in 0..400 {
        let Some(game) = table.next_turn_of(&alice).await else {
            break;
        };
        table.assert_rack_came_by_dm(&alice).await;
        if !checked_refusals {
            let outside = table
                .run(&alice, "place", &[Opt::text("tiles", "H8=A H13=B")])
                .await;
            assert!(
                outside.ephemeral && outside.text().contains("outside the 9x9 area"),
                "{outside:?}"
            );
            let line = table
                .run(
                    &alice,
                    "play",
                    &[Opt::text("word", "AT"), Opt::text("at", "8H")],
                )
                .await;
            assert!(line.text().contains("/place"), "{line:?}");
            let gcg = table.run(&alice, "gcg", &[]).await;
            assert!(gcg.text().contains("no GCG record"), "{gcg:?}");
            assert_eq!(table.game().await.history().len(), game.history().len());
            checked_refusals = true;
        }
        let reply = match free_play(&game) {
            // Alice names her words on her first turn and lets the bot choose afterwards.
            Some((tiles, words)) => {
                let mut options = vec![Opt::text("tiles", &tiles)];
                if alice_turns == 0 {
                    options.push(Opt::text("words", &words));
                }
                table.run(&alice, "place", &options).await
            }
            None => table.run(&alice, "pass", &[]).await,
        };
        assert!(reply.text().starts_with("Done"), "{reply:?}");
        alice_turns += 1;
    }
    let game = table.game().await;
    let result = game.result().expect("three rounds ended it").clone();
    assert_eq!(result.reason, EndReason::RoundsPlayed);
    assert_eq!(alice_turns, 3, "three rounds");
    let placed = table
        .channel_messages()
        .into_iter()
        .filter(|m| m.text().contains("placed "))
        .count();
    assert!(placed >= 5, "{placed} plays posted");
    // Each scored word shows the squares it was read along.
    let first = table
        .channel_messages()
        .into_iter()
        .find(|m| m.text().contains("placed "))
        .unwrap();
    assert!(first.text().contains(" H8"), "{}", first.text());
    table.game_over_naming(&result.winners).await;
    let review = table.run(&alice, "review", &[]).await;
    assert!(
        review.ephemeral && review.text().contains("no review"),
        "{review:?}"
    );
    table
        .assert_racks_stayed_private_and_the_log_replays()
        .await;
}
