//! End to end: a whole two-player game under the double challenge rule through slash commands
//! (with an exchange, a pass, a failed and a successful challenge), checking after every turn
//! that the board picture is posted, that racks go by DM to their owner only and never to the
//! channel, and at the end the final scores and `/gcg` against the moves played.

use lexicord::engine::formats::gcg::{self, Action};
use lexicord::service::GameStatus;
use sqlx::PgPool;

use crate::fake_discord::{FakeUser, Message, Opt};
use crate::support::table::{Table, best_play, phony_play, rack_in};

/// What one turn command left behind, checked as it happened.
struct Turn {
    reply: Message,
    announcement: Message,
}

/// Runs a turn command and checks its effects: a private answer, one new channel message with
/// the board picture and no rack in it, and a DM with the new rack for exactly the players
/// whose rack changed (the stored rack, to its owner).
async fn turn(table: &Table, user: &FakeUser, command: &str, options: &[Opt]) -> Turn {
    let channel_before = table.channel_messages().len();
    let dms_before: Vec<usize> = [&table.alice, &table.bob]
        .iter()
        .map(|u| table.discord.dms_to(u).len())
        .collect();
    let racks_before = [
        table.stored_rack(&table.alice).await,
        table.stored_rack(&table.bob).await,
    ];
    let reply = table.run(user, command, options).await;
    assert!(
        reply.ephemeral,
        "/{command} is answered privately: {}",
        reply.text()
    );
    let posted = table.channel_messages();
    assert_eq!(
        posted.len(),
        channel_before + 1,
        "/{command} posts one message:\n{}",
        table.discord.summary()
    );
    let announcement = posted.last().unwrap().clone();
    assert!(
        announcement
            .attachment("board.png")
            .is_some_and(|a| a.bytes.starts_with(b"\x89PNG")),
        "the board picture after /{command}: {}",
        announcement.text()
    );
    for (k, player) in [&table.alice, &table.bob].into_iter().enumerate() {
        let dms = table.discord.dms_to(player);
        let rack = table.stored_rack(player).await;
        let over = table.snapshot().await.status == GameStatus::Finished;
        if rack != racks_before[k] && !over && !rack.is_empty() {
            assert_eq!(
                dms.len(),
                dms_before[k] + 1,
                "{} gets the new rack",
                player.name
            );
            let dm = dms.last().unwrap();
            assert_eq!(rack_in(dm).as_deref(), Some(rack.as_str()), "{}", dm.text());
            assert!(dm.attachment("rack.png").is_some(), "{}", dm.text());
        } else if !over && table.to_move().await.as_ref() == Some(player) {
            assert_eq!(
                dms.len(),
                dms_before[k] + 1,
                "{} is told it is their turn",
                player.name
            );
            let dm = dms.last().unwrap();
            assert!(dm.text().starts_with("🔔 Your turn!"), "{}", dm.text());
            assert_eq!(rack_in(dm).as_deref(), Some(rack.as_str()), "{}", dm.text());
            assert!(dm.button("Play").is_some(), "the move panel: {}", dm.text());
        } else {
            assert_eq!(
                dms.len(),
                dms_before[k],
                "no DM to {}: rack unchanged, not their turn",
                player.name
            );
        }
    }
    Turn {
        reply,
        announcement,
    }
}

#[sqlx::test]
async fn a_whole_game_through_slash_commands(pool: PgPool) {
    let table = Table::open(pool, "double").await;
    let (alice, bob) = (table.alice.clone(), table.bob.clone());

    // The start: the draw shown with the empty board, both racks by DM.
    let start = turn(&table, &alice, "game start", &[]).await;
    assert!(
        start
            .announcement
            .text()
            .contains("The draw for first play"),
        "{}",
        start.announcement.text()
    );
    let first = table.to_move().await.unwrap();
    let second = table.other(&first).clone();
    assert!(
        start
            .announcement
            .text()
            .contains(&format!("<@{}>, your turn", first.id))
    );

    // Every play in order, as GCG writes it (coordinate and word with through tiles as dots).
    let mut plays: Vec<(String, String)> = Vec::new();
    let mut play = |coord: &str, dots: &str| plays.push((coord.to_owned(), dots.to_owned()));

    // 1. A good play, challenged by the next player: the challenge fails and (double rule)
    //    the challenger loses the turn.
    let (coord, word, dots) = best_play(&table.game().await).unwrap();
    let first_play = turn(
        &table,
        &first,
        "play",
        &[Opt::text("word", &word), Opt::text("at", &coord)],
    )
    .await;
    play(&coord, &dots);
    assert!(
        first_play.reply.text().starts_with("Done:"),
        "{}",
        first_play.reply.text()
    );
    assert!(
        first_play
            .announcement
            .text()
            .contains(&format!("<@{}>, your turn", second.id))
    );
    let failed = turn(&table, &second, "challenge", &[]).await;
    assert!(
        failed
            .announcement
            .text()
            .contains("every word is acceptable"),
        "{}",
        failed.announcement.text()
    );
    assert!(
        failed.announcement.text().contains("loses this turn"),
        "{}",
        failed.announcement.text()
    );
    assert_eq!(table.to_move().await.as_ref(), Some(&first));

    // 2. An exchange of three tiles read from the DM'd rack, then a pass.
    let rack = rack_in(table.discord.dms_to(&first).last().unwrap()).unwrap();
    let swap: String = rack.chars().take(3).collect();
    let exchange = turn(&table, &first, "exchange", &[Opt::text("tiles", &swap)]).await;
    assert!(
        exchange.announcement.text().contains("exchanged 3 tiles"),
        "{}",
        exchange.announcement.text()
    );
    assert!(
        !exchange.announcement.text().contains(&swap)
            || swap.len() < 3
            || exchange.announcement.text().matches(&swap).count() == 0
    );
    let pass = turn(&table, &second, "pass", &[]).await;
    assert!(pass.announcement.text().contains("passed"));

    // 3. A phony, challenged off: its tiles go back and its player loses the turn.
    let (coord, word, dots) = phony_play(&table.game().await).expect("a phony to play");
    let phony = turn(
        &table,
        &first,
        "play",
        &[Opt::text("word", &word), Opt::text("at", &coord)],
    )
    .await;
    play(&coord, &dots);
    assert!(
        phony.announcement.text().contains(&word.to_uppercase())
            || phony.announcement.text().contains(&word)
    );
    let upheld = turn(&table, &second, "challenge", &[]).await;
    assert!(
        upheld.announcement.text().contains("challenged off"),
        "{}",
        upheld.announcement.text()
    );
    assert_eq!(table.to_move().await.as_ref(), Some(&second));

    // 4. Best plays to the end (accepting a game-ending play with a pass).
    let mut turns = 0;
    let mut passes_in_play = 0;
    while table.snapshot().await.status == GameStatus::Active {
        turns += 1;
        assert!(turns < 120, "the game should end");
        let game = table.game().await;
        let mover = table.to_move().await.unwrap();
        if game.awaiting_final_challenge() {
            turn(&table, &mover, "pass", &[]).await;
        } else if let Some((coord, word, dots)) = best_play(&game) {
            turn(
                &table,
                &mover,
                "play",
                &[Opt::text("word", &word), Opt::text("at", &coord)],
            )
            .await;
            play(&coord, &dots);
        } else {
            turn(&table, &mover, "pass", &[]).await;
            passes_in_play += 1;
        }
    }

    // The final scores: the last announcement has the standings the database has.
    let last = table.channel_messages().last().unwrap().clone();
    assert!(last.text().contains("Game over"), "{}", last.text());
    assert!(
        last.components.is_empty(),
        "no turn buttons once the game is over"
    );
    let scores: Vec<(String, i32)> = sqlx::query_as(
        "select p.display_name, s.score from seats s join players p on p.user_id = s.user_id order by s.score desc",
    )
    .fetch_all(&table.pool)
    .await
    .unwrap();
    for (n, (name, score)) in scores.iter().enumerate() {
        assert!(
            last.text().contains(&format!("{}. {name} {score}", n + 1)),
            "{name} {score} in {}",
            last.text()
        );
    }
    let game = table.game().await;
    let result = game.result().unwrap();
    let mut finals = result.final_scores.clone();
    finals.sort_unstable_by(|a, b| b.cmp(a));
    assert_eq!(finals, scores.iter().map(|s| s.1).collect::<Vec<_>>());

    // No rack ever showed in the channel: no rack picture, no "Your rack", no DM'd rack text.
    let racks: Vec<String> = [&alice, &bob]
        .iter()
        .flat_map(|u| table.discord.dms_to(u))
        .filter_map(|m| rack_in(&m))
        .collect();
    for message in table.channel_messages() {
        assert!(
            !message.ever_mentioned("rack.png") && !message.ever_mentioned("Your rack"),
            "{}",
            message.text()
        );
        for rack in &racks {
            // The draw for first play shows single tiles drawn from the bag, which a one-tile
            // rack at the end of the game can equal.
            let draw = message.text().contains("The draw for first play");
            if draw && rack.chars().count() == 1 {
                continue;
            }
            assert!(
                !message.ever_mentioned(&format!("`{rack}`")),
                "rack {rack} in {}",
                message.text()
            );
        }
    }

    // /gcg: the game record has exactly the plays made, in order, and the other moves.
    let answer = table.run(&bob, "gcg", &[]).await;
    assert!(answer.ephemeral);
    let file = answer
        .attachments
        .iter()
        .find(|a| a.filename.to_ascii_lowercase().ends_with(".gcg"))
        .expect("a .gcg file");
    let record = gcg::read(std::str::from_utf8(&file.bytes).unwrap()).unwrap();
    let recorded: Vec<(String, String)> = record
        .events()
        .filter_map(|e| match &e.action {
            Action::Play { coord, word } => Some((coord.to_string(), word.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(recorded, plays);
    let count = |wanted: fn(&Action) -> bool| record.events().filter(|e| wanted(&e.action)).count();
    assert_eq!(count(|a| matches!(a, Action::Exchange(_))), 1);
    assert_eq!(count(|a| matches!(a, Action::Withdrawn)), 1);
    // A pass accepting the game-ending play ends the game: it is not a turn of the record.
    assert_eq!(
        count(|a| matches!(a, Action::Pass)),
        2 + passes_in_play,
        "the turn lost to the failed challenge, the pass, and any pass during play"
    );
    assert!(
        table.discord.unknown_routes().is_empty(),
        "{:?}",
        table.discord.unknown_routes()
    );
}
