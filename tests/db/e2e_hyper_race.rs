//! End to end, issue 13: Hyper-Race (rule book 004) through the real binary and the fake
//! Discord. Alice races the hard computer: a third or fourth seat is refused (the race is for 2
//! players), a word on the computer's side is refused privately and changes nothing, racks come
//! by DM only, there are no points, and the game ends when a tile lands on Earth, the post naming
//! the winner.

use sqlx::PgPool;

use crate::fake_discord::Opt;
use crate::support::table::{Table, race_play};
use lexicord::engine::game::{EndReason, TurnKind};
use lexicord::engine::layout::SpecialSquare;

#[sqlx::test]
async fn alice_races_the_computer_to_earth(pool: PgPool) {
    let table = Table::seated(pool).await;
    let alice = table.alice.clone();

    let crowded = table
        .run(
            &alice,
            "game new",
            &[
                Opt::int("opponents", 3),
                Opt::choice("variant", "hyper-race"),
            ],
        )
        .await;
    assert!(
        crowded.ephemeral && crowded.text().contains("a game for 2 players"),
        "{crowded:?}"
    );
    let cards_elsewhere = table
        .run(&alice, "game new", &[Opt::flag("cards", false)])
        .await;
    assert!(
        cards_elsewhere.ephemeral && cards_elsewhere.text().contains("Hyper-Race only"),
        "{cards_elsewhere:?}"
    );

    let opened = table
        .run(&alice, "game new", &[Opt::choice("variant", "hyper-race")])
        .await;
    assert!(opened.text().contains("is open"), "{opened:?}");
    let bot = table
        .run(&alice, "game add-bot", &[Opt::choice("level", "hard")])
        .await;
    assert!(!bot.text().contains("went wrong"), "{bot:?}");
    let bob_too = table.run(&table.bob, "game join", &[]).await;
    assert!(bob_too.ephemeral, "{bob_too:?}");
    let started = table.run(&alice, "game start", &[]).await;
    assert!(started.text().contains("has started"), "{started:?}");
    assert_eq!(table.snapshot().await.seats.len(), 2);

    let mut alice_turns = 0;
    let mut tried_their_side = false;
    for _ in 0..400 {
        let Some(game) = table.next_turn_of(&alice).await else {
            break;
        };
        let seat = game.to_move().unwrap();
        table.assert_rack_came_by_dm(&alice).await;
        if !tried_their_side && !game.awaiting_final_challenge() {
            // A word on the other side of the gap is refused and changes nothing.
            let other = if seat == 0 { "N12" } else { "B12" };
            let refused = table
                .run(
                    &alice,
                    "play",
                    &[Opt::text("word", "AT"), Opt::text("at", other)],
                )
                .await;
            assert!(refused.ephemeral, "{refused:?}");
            let text = refused.text();
            assert!(
                text.contains("opponent's side") || text.contains("do not have"),
                "{text}"
            );
            assert_eq!(table.game().await.history().len(), game.history().len());
            tried_their_side = true;
        }
        table.play_or_pass(&alice, &game, race_play(&game)).await;
        alice_turns += 1;
    }
    let game = table.game().await;
    let result = game.result().expect("the race ended").clone();
    assert!(alice_turns >= 2, "a whole race: {alice_turns} turns");
    let EndReason::ReachedEarth { player } = result.reason else {
        panic!("the race ends on Earth: {result:?}");
    };
    assert_eq!(result.winners, vec![player]);
    assert_eq!(result.final_scores, vec![0, 0], "no scoring");
    let landed = table
        .discord
        .wait_until("the landing", |s| {
            s.messages_in(table.channel())
                .into_iter()
                .find(|m| m.text().contains("lands on Earth!"))
        })
        .await;
    assert!(!landed.text().contains(" for 0"), "{}", landed.text());
    let over = table.game_over_naming(&[player]).await;
    let winner = table.snapshot().await.seats[player].name.record_name();
    assert!(
        over.text().contains(&format!("1. {winner} (wins)")),
        "{}",
        over.text()
    );
    // Every flying saucer covered drew a card, and the turn post read it out.
    let saucers = game
        .history()
        .iter()
        .filter_map(|t| match &t.kind {
            TurnKind::Play { placement, .. } => Some(placement),
            _ => None,
        })
        .flat_map(|p| p.tiles.iter())
        .filter(|(pos, _)| {
            game.variant().layout.square(*pos).special == Some(SpecialSquare::Saucer)
        })
        .count();
    let cards_read = table
        .channel_messages()
        .iter()
        .map(|m| m.text().matches("a flying saucer! Card:").count())
        .sum::<usize>();
    assert!(
        cards_read >= saucers,
        "{saucers} saucers, {cards_read} cards read"
    );
    let review = table.run(&alice, "review", &[]).await;
    assert!(
        review.ephemeral && review.text().contains("A race has no review"),
        "{review:?}"
    );
    table
        .assert_racks_stayed_private_and_the_log_replays()
        .await;
}
