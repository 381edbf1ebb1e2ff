//! End to end, the outbox: a play is never stored without being announced, and never announced
//! twice. The bot is killed while Discord has made the board post but the bot has not heard so;
//! the first channel post fails with HTTP 500; the channel is closed to the bot (403); a computer
//! seat moves in its own step after the human's play is announced.

use sqlx::PgPool;

use crate::fake_discord::{Bot, Event, FakeDiscord, FakeUser, Message, Opt, database_url};
use crate::support::table::{Table, best_play};
use crate::support::{self, waits};

/// Waits until every outbox row is done (delivered or given up); fails after 60 s.
async fn wait_outbox_done(pool: &PgPool, discord: &FakeDiscord) {
    waits::outbox_drained(pool, || discord.summary()).await;
}

/// Starts the table's game and waits until the start is announced; returns the player to move
/// and the other one.
async fn start(table: &Table) -> (FakeUser, FakeUser) {
    let started = table.run(&table.alice, "game start", &[]).await;
    assert!(started.text().contains("has started"), "{}", started.text());
    wait_outbox_done(&table.pool, &table.discord).await;
    let mover = table.to_move().await.expect("someone to move");
    let other = table.other(&mover).clone();
    (mover, other)
}

/// The `/play` options of the best play for the player to move.
async fn best(table: &Table) -> Vec<Opt> {
    let (coord, word, _) = best_play(&table.game().await).expect("a play");
    vec![Opt::text("word", &word), Opt::text("at", &coord)]
}

fn mentions(message: &Message, user: &FakeUser) -> bool {
    message.text().contains(&format!("<@{}>", user.id))
}

#[sqlx::test]
async fn a_kill_between_commit_and_announcement_is_caught_up_exactly_once(pool: PgPool) {
    let mut table = Table::open(pool, "double").await;
    let (mover, other) = start(&table).await;
    let posts = table.channel_messages().len();
    let mover_dms = table.discord.dms_to(&mover).len();
    let other_dms = table.discord.dms_to(&other).len();
    let version_before = table.snapshot().await.version;

    table.discord.hold_next_post(table.channel());
    let play = best(&table).await;
    table
        .discord
        .slash(&mover, table.channel(), "play", &play)
        .await;
    // Discord has made the board post; the bot waits for the answer, its row still locked.
    table
        .discord
        .wait_until("the held board post", |s| {
            s.events
                .iter()
                .any(|e| matches!(e, Event::Held { .. }))
                .then_some(())
        })
        .await;
    assert!(
        table.snapshot().await.version > version_before,
        "the play was committed before its post"
    );
    table.bot.restart(&table.discord).await;
    wait_outbox_done(&table.pool, &table.discord).await;

    let posted = table.channel_messages();
    assert_eq!(
        posted.len(),
        posts + 1,
        "exactly one board post for the turn\n{}",
        table.discord.summary()
    );
    let board = posted.last().unwrap();
    assert!(board.attachment("board.png").is_some(), "{}", board.text());
    assert!(
        mentions(board, &other),
        "the next player is pinged: {}",
        board.text()
    );
    let replayed = table.discord.with_state(|s| {
        s.events
            .iter()
            .filter(|e| matches!(e, Event::NonceReplayed { message } if *message == board.id))
            .count()
    });
    assert_eq!(replayed, 1, "the retry found the post by its nonce");
    let dms = table.discord.dms_to(&mover);
    assert_eq!(dms.len(), mover_dms + 1, "one rack DM for the mover");
    assert_eq!(
        crate::support::table::rack_in(dms.last().unwrap()).as_deref(),
        Some(table.stored_rack(&mover).await.as_str())
    );
    let other_dm = table.discord.dms_to(&other);
    assert!(
        other_dm.last().unwrap().text().starts_with("🔔 Your turn!"),
        "the other is told it is their turn"
    );
    assert_eq!(
        other_dm.len(),
        other_dms + 1,
        "one DM to the other: their turn"
    );
}

#[sqlx::test]
async fn a_500_on_the_post_still_confirms_the_play_and_posts_once_on_retry(pool: PgPool) {
    let table = Table::open(pool, "double").await;
    let (mover, other) = start(&table).await;
    let posts = table.channel_messages().len();
    let mover_dms = table.discord.dms_to(&mover).len();

    table.discord.fail_next_posts(table.channel(), 1);
    let play = best(&table).await;
    let reply = table.run(&mover, "play", &play).await;
    let text = reply.text();
    assert!(reply.ephemeral, "{text}");
    assert!(text.starts_with("Done: "), "the play was made: {text}");
    assert!(text.contains("posted in the channel shortly"), "{text}");
    assert!(!text.to_lowercase().contains("went wrong"), "{text}");
    assert!(text.contains("Your new rack is in your DMs."), "{text}");

    wait_outbox_done(&table.pool, &table.discord).await;
    assert_eq!(table.discord.failed_posts(table.channel()), vec![500]);
    let posted = table.channel_messages();
    assert_eq!(posted.len(), posts + 1, "{}", table.discord.summary());
    assert!(mentions(posted.last().unwrap(), &other));
    assert_eq!(table.discord.dms_to(&mover).len(), mover_dms + 1);
    assert_eq!(
        table
            .snapshot()
            .await
            .seats
            .iter()
            .find(|s| s.to_move)
            .and_then(|s| s.user_id),
        Some(other.id as i64),
        "the turn passed"
    );
}

#[sqlx::test]
async fn a_channel_closed_to_the_bot_is_given_up_after_bounded_retries(pool: PgPool) {
    let table = Table::open(pool, "double").await;
    let (mover, _) = start(&table).await;
    let posts = table.channel_messages().len();
    let mover_dms = table.discord.dms_to(&mover).len();

    table.discord.deny_access(table.channel());
    let play = best(&table).await;
    let reply = table.run(&mover, "play", &play).await;
    assert!(reply.text().starts_with("Done: "), "{}", reply.text());
    assert!(reply.text().contains("shortly"), "{}", reply.text());
    wait_outbox_done(&table.pool, &table.discord).await;

    assert_eq!(
        table.discord.failed_posts(table.channel()),
        vec![403, 403, 403],
        "three tries, then given up"
    );
    assert_eq!(table.channel_messages().len(), posts);
    assert_eq!(
        table.discord.dms_to(&mover).len(),
        mover_dms + 1,
        "the rack DM is not held up by the closed channel"
    );
    let game_id = table.snapshot().await.game_id;
    let log = table.bot.log();
    assert!(
        log.lines()
            .any(|l| l.contains("giving up a Discord delivery")
                && l.contains(&format!("game_id={game_id}"))),
        "the give-up is logged with the game:\n{log}"
    );
    let outcome: String = sqlx::query_scalar(
        "select outcome from outbox where kind = 'turn' order by id desc limit 1",
    )
    .fetch_one(&table.pool)
    .await
    .unwrap();
    assert_eq!(outcome, "given-up");

    let board = table.run(&mover, "board", &[]).await;
    assert!(board.ephemeral, "{}", board.text());
    assert!(
        board.text().contains("here is the board"),
        "{}",
        board.text()
    );
    assert!(board.attachment("board.png").is_some());
}

#[sqlx::test]
async fn a_computer_moves_after_the_human_play_is_announced(pool: PgPool) {
    let discord = FakeDiscord::start().await;
    let _bot = Bot::start(&discord, &database_url(&pool).await).await;
    let service = support::service(pool.clone());
    let alice = discord.user("alice");
    let channel = discord.channel();
    let run = |command: &'static str, options: Vec<Opt>| {
        let (discord, alice) = (&discord, &alice);
        async move {
            let id = discord.slash(alice, channel, command, &options).await;
            discord.reply(id).await
        }
    };
    run("game new", vec![Opt::int("opponents", 1)]).await;
    run("game add-bot", vec![Opt::choice("level", "medium")]).await;
    crate::support::seed_lobby_playably(&pool, channel as i64).await;
    let started = run("game start", vec![]).await;
    assert!(started.text().contains("has started"), "{}", started.text());
    wait_outbox_done(&pool, &discord).await;
    // Whoever began, the computer has answered: it is alice's turn.
    let computer_first = discord
        .wait_until("alice to be mentioned for her turn", |s| {
            s.messages_in(channel)
                .last()
                .filter(|m| m.text().contains(&format!("<@{}>, your turn", alice.id)))
                .map(|_| s.messages_in(channel).len())
        })
        .await;
    let game = service
        .tables()
        .whole_game(channel as i64)
        .await
        .unwrap()
        .unwrap();
    let (coord, word, _) = best_play(&game).expect("a play for alice");
    let reply = run(
        "play",
        vec![Opt::text("word", &word), Opt::text("at", &coord)],
    )
    .await;
    assert!(reply.text().starts_with("Done: "), "{}", reply.text());
    let posts = discord.wait_messages_in(channel, computer_first + 2).await;
    let (human, computer) = (&posts[computer_first], &posts[computer_first + 1]);
    assert!(
        human.text().contains("**alice**: ")
            && human.text().contains("**Computer (medium)**, your turn"),
        "alice's play is announced first, naming the computer next: {}",
        human.text()
    );
    assert!(
        computer.text().contains("**Computer (medium)**:"),
        "then the computer's move: {}",
        computer.text()
    );
    assert!(
        mentions(computer, &alice),
        "alice is pinged after the computer's move: {}",
        computer.text()
    );
    wait_outbox_done(&pool, &discord).await;
    let pending_jobs: i64 =
        sqlx::query_scalar("select count(*) from jobs where kind = 'computer' and done_at is null")
            .fetch_one(&pool)
            .await
            .unwrap();
    assert_eq!(pending_jobs, 0, "the computer's step ran once");
}

#[sqlx::test]
async fn a_mover_whose_dms_are_closed_gets_the_rack_in_the_reply_not_a_channel_note(pool: PgPool) {
    let table = Table::open(pool, "double").await;
    let (mover, _) = start(&table).await;
    table.discord.block_dms(&mover);
    let posts = table.channel_messages().len();
    let play = best(&table).await;
    let reply = table.run(&mover, "play", &play).await;
    let rack = table.stored_rack(&mover).await;
    assert!(reply.ephemeral);
    assert!(
        reply.text().contains(&format!(
            "Your DMs are closed, so here is your new rack: `{rack}`."
        )),
        "{}",
        reply.text()
    );
    assert!(!reply.text().contains("by DM"), "{}", reply.text());
    wait_outbox_done(&table.pool, &table.discord).await;
    let posted = table.channel_messages();
    assert_eq!(
        posted.len(),
        posts + 1,
        "only the board: no note about the mover's DMs"
    );
    assert!(
        posted
            .iter()
            .all(|m| !m.text().contains("could not send you your rack")),
        "no public note about the mover's DMs"
    );
}

#[sqlx::test]
async fn with_racks_by_command_no_reply_promises_a_dm(pool: PgPool) {
    let discord = FakeDiscord::start().await;
    let _bot = Bot::start_with_env(
        &discord,
        &database_url(&pool).await,
        &[("LEXICORD_RACK_DELIVERY", "command")],
    )
    .await;
    let (alice, bob) = (discord.user("alice"), discord.user("bob"));
    let channel = discord.channel();
    let run = |user: &FakeUser, command: &'static str, options: Vec<Opt>| {
        let (discord, user) = (&discord, user.clone());
        async move {
            let id = discord.slash(&user, channel, command, &options).await;
            discord.reply(id).await
        }
    };
    run(&alice, "game new", vec![Opt::int("opponents", 1)]).await;
    run(&bob, "game join", vec![]).await;
    crate::support::seed_lobby_playably(&pool, channel as i64).await;
    let started = run(&alice, "game start", vec![]).await;
    assert!(!started.text().contains("DM"), "{}", started.text());
    assert!(started.text().contains("`/rack`"), "{}", started.text());
    wait_outbox_done(&pool, &discord).await;
    let service = support::service(pool.clone());
    let snapshot = service.tables().snapshot(channel as i64).await.unwrap();
    let mover_id = snapshot
        .seats
        .iter()
        .find(|s| s.to_move)
        .and_then(|s| s.user_id);
    let mover = if mover_id == Some(alice.id as i64) {
        &alice
    } else {
        &bob
    };
    let game = service
        .tables()
        .whole_game(channel as i64)
        .await
        .unwrap()
        .unwrap();
    let (coord, word, _) = best_play(&game).expect("a play");
    let reply = run(
        mover,
        "play",
        vec![Opt::text("word", &word), Opt::text("at", &coord)],
    )
    .await;
    assert!(reply.text().starts_with("Done: "), "{}", reply.text());
    assert!(!reply.text().contains("DM"), "{}", reply.text());
    assert!(reply.text().contains("`/rack`"), "{}", reply.text());
    wait_outbox_done(&pool, &discord).await;
    assert!(discord.dms_to(&alice).is_empty() && discord.dms_to(&bob).is_empty());
}

#[sqlx::test]
async fn lobby_and_end_notices_go_through_the_outbox_once_each(pool: PgPool) {
    let table = Table::seated(pool).await;
    // The post of the new lobby fails once: the game is open all the same, and its notice (with
    // the lobby's buttons) arrives once on retry.
    table.discord.fail_next_posts(table.channel(), 1);
    let opened = table
        .run(&table.alice, "game new", &[Opt::int("opponents", 1)])
        .await;
    assert!(opened.ephemeral, "{opened:?}");
    assert!(opened.text().contains("is open"), "{}", opened.text());
    assert!(
        opened.text().contains("channel will hear of it shortly"),
        "{}",
        opened.text()
    );
    wait_outbox_done(&table.pool, &table.discord).await;
    assert_eq!(table.discord.failed_posts(table.channel()), vec![500]);
    let opened_posts: Vec<Message> = table
        .channel_messages()
        .into_iter()
        .filter(|m| m.text().contains("alice opened a game"))
        .collect();
    assert_eq!(opened_posts.len(), 1, "{}", table.discord.summary());
    assert!(
        !opened_posts[0].components.is_empty(),
        "the lobby post carries its buttons"
    );

    let joined = table.run(&table.bob, "game join", &[]).await;
    assert_eq!(joined.text(), "You joined the game.");
    let left = table.run(&table.bob, "game leave", &[]).await;
    assert_eq!(left.text(), "You left the game.");
    let ended = table.run(&table.alice, "game end", &[]).await;
    assert_eq!(ended.text(), "The game is ended.");
    wait_outbox_done(&table.pool, &table.discord).await;
    let texts: Vec<String> = table
        .channel_messages()
        .iter()
        .map(|m| m.text().clone())
        .collect();
    let order: Vec<usize> = [
        "alice opened a game",
        "bob joined.",
        "bob left.",
        "was ended",
    ]
    .iter()
    .map(|needle| {
        let at: Vec<usize> = (0..texts.len())
            .filter(|&i| texts[i].contains(needle))
            .collect();
        assert_eq!(at.len(), 1, "one post with {needle:?}: {texts:?}");
        at[0]
    })
    .collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{texts:?}");
}
