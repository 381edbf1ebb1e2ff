//! End to end, what goes wrong: DMs blocked, commands and buttons from someone not playing or
//! whose turn it is not, bad coordinates, a word off the board, an interaction delivered twice,
//! and buttons pressed after the bot restarted.

use sqlx::PgPool;

use crate::fake_discord::{Event, Opt};
use crate::support::table::{Table, rack_in};
use crate::support::waits;

async fn moves(table: &Table) -> i64 {
    sqlx::query_scalar("select count(*) from moves")
        .fetch_one(&table.pool)
        .await
        .unwrap()
}

#[sqlx::test]
async fn a_player_who_blocks_dms_is_told_in_the_channel_without_their_tiles(pool: PgPool) {
    let table = Table::open(pool, "double").await;
    table.discord.block_dms(&table.bob);
    table.run(&table.alice, "game start", &[]).await;
    let note = table
        .discord
        .wait_until("the channel to hear that bob's DM failed", |s| {
            s.messages_in(table.channel()).into_iter().find(|m| {
                m.text().contains(&format!(
                    "<@{}>, I could not send you your rack",
                    table.bob.id
                ))
            })
        })
        .await;
    assert!(note.text().contains("`/rack`"), "{}", note.text());
    assert_eq!(table.discord.refused_dms(&table.bob).len(), 1);
    assert!(table.discord.dms_to(&table.bob).is_empty());
    assert_eq!(
        table.discord.dms_to(&table.alice).len(),
        1,
        "alice still gets hers"
    );

    let rack = table.stored_rack(&table.bob).await;
    for message in table.channel_messages() {
        assert!(
            !message.ever_mentioned(&format!("`{rack}`")),
            "{}",
            message.text()
        );
        assert!(message.attachment("rack.png").is_none());
    }
    let answer = table.run(&table.bob, "rack", &[]).await;
    assert!(answer.ephemeral);
    assert_eq!(rack_in(&answer).as_deref(), Some(rack.as_str()));
    assert!(answer.attachment("rack.png").is_some());
}

#[sqlx::test]
async fn only_seated_players_act_and_only_on_their_turn(pool: PgPool) {
    let table = Table::open(pool, "double").await;
    table.run(&table.alice, "game start", &[]).await;
    let carol = table.discord.user("carol");
    let posted = table.channel_messages().len();

    let answer = table.run(&carol, "pass", &[]).await;
    assert!(answer.ephemeral);
    assert_eq!(answer.text(), "You are not playing in this game.");
    let answer = table.run(&carol, "game end", &[]).await;
    assert!(
        answer.ephemeral && answer.text().contains("Only a moderator"),
        "{}",
        answer.text()
    );
    let answer = table.run(&carol, "rack", &[]).await;
    assert!(
        answer.ephemeral && answer.attachments.is_empty(),
        "{}",
        answer.text()
    );

    let mover = table.to_move().await.unwrap();
    let waiting = table.other(&mover).clone();
    let answer = table.run(&waiting, "pass", &[]).await;
    assert_eq!(answer.text(), "It is not your turn.");

    // The same through the buttons on the turn message.
    let board = table.channel_messages().last().unwrap().clone();
    let pass = board.button("Pass").expect("a Pass button");
    for (who, expected) in [
        (&carol, "You are not playing in this game."),
        (&waiting, "It is not your turn."),
    ] {
        let id = table.discord.button(who, &board, &pass).await;
        let answer = table.discord.reply(id).await;
        assert!(answer.ephemeral);
        assert_eq!(answer.text(), expected);
    }
    let id = table
        .discord
        .button(&waiting, &board, &board.button("Exchange").unwrap())
        .await;
    let answer = table.discord.reply(id).await;
    assert!(
        answer.ephemeral && answer.text() == "It is not your turn.",
        "{}",
        answer.text()
    );

    assert_eq!(
        table.channel_messages().len(),
        posted,
        "nothing was announced"
    );
    assert_eq!(moves(&table).await, 0, "nothing was written");
}

#[sqlx::test]
async fn bad_coordinates_and_words_off_the_board_get_a_private_how_to(pool: PgPool) {
    let table = Table::open(pool, "double").await;
    table.run(&table.alice, "game start", &[]).await;
    let mover = table.to_move().await.unwrap();
    let posted = table.channel_messages().len();

    let answer = table
        .run(
            &mover,
            "play",
            &[Opt::text("word", "HORN"), Opt::text("at", "Z99")],
        )
        .await;
    assert!(answer.ephemeral);
    assert!(
        answer.text().starts_with("Z99 is off the board."),
        "{}",
        answer.text()
    );
    assert!(
        answer.text().contains("`/play word:HORN at:8F`"),
        "{}",
        answer.text()
    );

    let answer = table
        .run(
            &mover,
            "play",
            &[Opt::text("word", "QUIZZES"), Opt::text("at", "8L")],
        )
        .await;
    assert!(answer.ephemeral);
    assert!(
        answer
            .text()
            .starts_with("QUIZZES does not fit: from 8L it runs off the board."),
        "{}",
        answer.text()
    );

    // Tiles the mover has (a blank written as a lower-case letter), away from the centre.
    let own_tiles: String = table
        .stored_rack(&mover)
        .await
        .chars()
        .take(2)
        .map(|c| if c == '?' { 'e' } else { c })
        .collect();
    let answer = table
        .run(
            &mover,
            "play",
            &[Opt::text("word", &own_tiles), Opt::text("at", "1A")],
        )
        .await;
    assert!(answer.text().contains("centre star"), "{}", answer.text());

    assert_eq!(
        table.channel_messages().len(),
        posted,
        "nothing was announced"
    );
    assert_eq!(moves(&table).await, 0, "nothing was written");
}

#[sqlx::test]
async fn an_interaction_delivered_twice_acts_once(pool: PgPool) {
    let table = Table::open(pool, "double").await;
    table.run(&table.alice, "game start", &[]).await;
    let mover = table.to_move().await.unwrap();
    let posted = table.channel_messages().len();
    let dms = table.discord.dms_to(&mover).len();
    let private_answers = table.discord.ephemeral_to(&mover).len();

    let id = table
        .discord
        .slash(&mover, table.channel(), "pass", &[])
        .await;
    let answer = table.discord.reply(id).await;
    assert!(
        answer.text().starts_with("Done: passed"),
        "{}",
        answer.text()
    );
    table.discord.redeliver(id).await;
    table
        .discord
        .wait_until("the second delivery to be refused", |s| {
            s.events
                .iter()
                .any(|e| matches!(e, Event::CallbackRefused { interaction, .. } if *interaction == id))
                .then_some(())
        })
        .await;
    // The pass's posts are all delivered: what the channel and the DMs hold now is final.
    waits::outbox_drained(&table.pool, || table.discord.summary()).await;
    assert_eq!(moves(&table).await, 1, "one pass in the log");
    assert_eq!(table.channel_messages().len(), posted + 1, "announced once");
    assert_eq!(
        table.discord.dms_to(&mover).len(),
        dms,
        "a pass changes no rack"
    );
    assert_eq!(
        table.discord.ephemeral_to(&mover).len(),
        private_answers + 1,
        "one private answer to the pass, none to its second delivery"
    );
}

#[sqlx::test]
async fn buttons_work_after_the_bot_restarts(pool: PgPool) {
    let mut table = Table::open(pool, "double").await;
    table.run(&table.alice, "game start", &[]).await;
    let board = table.channel_messages().last().unwrap().clone();
    let mover = table.to_move().await.unwrap();
    let waiting = table.other(&mover).clone();
    table.bot.restart(&table.discord).await;

    // My rack, privately.
    let id = table
        .discord
        .button(&waiting, &board, &board.button("My rack").unwrap())
        .await;
    let answer = table.discord.reply(id).await;
    assert!(
        answer.ephemeral && answer.attachment("rack.png").is_some(),
        "{}",
        answer.text()
    );
    assert_eq!(rack_in(&answer), Some(table.stored_rack(&waiting).await));

    // Exchange: the form, then the tiles typed into it.
    let id = table
        .discord
        .button(&mover, &board, &board.button("Exchange").unwrap())
        .await;
    let form = table.discord.modal(id).await;
    let custom_id = form["custom_id"].as_str().unwrap().to_owned();
    let rack = table.stored_rack(&mover).await;
    let swap: String = rack.chars().take(2).collect();
    let id = table
        .discord
        .submit_modal(&mover, table.channel(), &custom_id, &[("tiles", &swap)])
        .await;
    let answer = table.discord.reply(id).await;
    assert!(
        answer.ephemeral && answer.text().contains("exchanged 2 tiles"),
        "{}",
        answer.text()
    );
    assert_ne!(table.stored_rack(&mover).await, rack);

    // Pass, by the other player, on the same (old) message.
    let id = table
        .discord
        .button(&waiting, &board, &board.button("Pass").unwrap())
        .await;
    let answer = table.discord.reply(id).await;
    assert!(
        answer.text().starts_with("Done: passed"),
        "{}",
        answer.text()
    );
    assert_eq!(moves(&table).await, 2);
    let last = table.channel_messages().last().unwrap().clone();
    assert!(
        last.text().contains("passed") && last.attachment("board.png").is_some(),
        "{}",
        last.text()
    );
    assert!(
        table.discord.unknown_routes().is_empty(),
        "{:?}",
        table.discord.unknown_routes()
    );
}
