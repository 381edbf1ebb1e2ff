//! End to end, issue 13: a SCRABBLE Surprise game (rule book 004) through the real binary and the
//! fake Discord. Alice designs the board (`board:corners`) and plays the hard computer; the lobby
//! shows the designed board before the start; the game runs to its end with every rack by DM
//! only, and the game-over post names the winner. A board for another variant, and a design with
//! no star visible, are refused privately and change nothing.

use sqlx::PgPool;

use crate::fake_discord::Opt;
use crate::support::table::{Table, best_play};

#[sqlx::test]
async fn alice_plays_the_computer_on_a_board_she_designed(pool: PgPool) {
    let table = Table::seated(pool).await;
    let alice = table.alice.clone();
    let games = || async {
        sqlx::query_scalar::<_, i64>("select count(*) from games")
            .fetch_one(&table.pool)
            .await
            .unwrap()
    };

    let classic_board = table
        .run(
            &alice,
            "game new",
            &[Opt::int("opponents", 1), Opt::text("board", "corners")],
        )
        .await;
    assert!(
        classic_board.ephemeral && classic_board.text().contains("Surprise games only"),
        "{classic_board:?}"
    );
    let no_star = table
        .run(
            &alice,
            "game new",
            &[
                Opt::choice("variant", "surprise"),
                Opt::text("board", "1a@F6"),
            ],
        )
        .await;
    assert!(
        no_star.ephemeral && no_star.text().contains("No star is visible"),
        "{no_star:?}"
    );
    assert_eq!(games().await, 0, "nothing written");

    let opened = table
        .run(
            &alice,
            "game new",
            &[
                Opt::int("opponents", 1),
                Opt::choice("variant", "surprise"),
                Opt::text("board", "corners"),
            ],
        )
        .await;
    assert!(opened.text().contains("is open"), "{opened:?}");
    let lobby = table
        .discord
        .wait_until("the lobby with its board", |s| {
            s.messages_in(table.channel())
                .into_iter()
                .find(|m| m.attachment("board.png").is_some())
        })
        .await;
    assert!(
        lobby.text().contains("surprise:1b@A1,2b@K1,3b@A11,4b@K11"),
        "{}",
        lobby.text()
    );
    table.seat_computer_and_start(&alice, "hard").await;

    let mut alice_turns = 0;
    for _ in 0..600 {
        let Some(game) = table.next_turn_of(&alice).await else {
            break;
        };
        table.assert_rack_came_by_dm(&alice).await;
        table.play_or_pass(&alice, &game, best_play(&game)).await;
        alice_turns += 1;
    }
    let game = table.game().await;
    let result = game.result().expect("the game ended").clone();
    assert!(alice_turns > 5, "a whole game: {alice_turns} turns");
    table.game_over_naming(&result.winners).await;
    // Tiles and yellow blanks add up: the stored state is the replay of the log.
    table
        .assert_racks_stayed_private_and_the_log_replays()
        .await;
}
