//! End to end: playing from the bot's DM. The registered commands say where they work (server
//! and user install; servers, the bot's DM and group DMs); `/games` in a DM lists the games of
//! two servers and of a group DM, with a button each; a whole two-player game played only from DMs through the move panel (play by form,
//! preview and Confirm, a failed and an upheld challenge, an exchange, a pass), every turn
//! announced once in the game's channel; and the panel's refusals (a stale button, a square off
//! the board, tiles not on the rack, a play confirmed twice, a stranger, an ended game) answered
//! privately without changing anything.

use lexicord::service::GameStatus;
use sqlx::PgPool;

use crate::fake_discord::{FakeUser, Message, Opt};
use crate::support::table::{Table, best_play, phony_play};

/// `/games` in `user`'s DM: the list.
async fn games_in_dm(table: &Table, user: &FakeUser) -> Message {
    let dm = table.discord.dm_channel(user);
    let id = table.discord.slash(user, dm, "games", &[]).await;
    let list = table.discord.reply(id).await;
    assert!(list.ephemeral, "{}", list.text());
    list
}

/// Presses the button labelled `label` on `message` as `user`; the private answer.
pub(crate) async fn press(
    table: &Table,
    user: &FakeUser,
    message: &Message,
    label: &str,
) -> Message {
    let id = message
        .button(label)
        .unwrap_or_else(|| panic!("a {label} button on {:?}", message.text()));
    let pressed = table.discord.button(user, message, &id).await;
    let answer = table.discord.reply(pressed).await;
    assert!(answer.ephemeral, "{label} is answered privately");
    answer
}

/// The game's move panel, opened from `/games` in `user`'s DM.
pub(crate) async fn panel(table: &Table, user: &FakeUser) -> Message {
    let list = games_in_dm(table, user).await;
    let game = table.snapshot().await.game_id;
    press(table, user, &list, &format!("Game #{game}")).await
}

/// `/play`'s coordinate as the form's square and direction: `8D` across from D8, `D8` down.
fn square_and_direction(coord: &str) -> (String, &'static str) {
    let letters: String = coord.chars().filter(char::is_ascii_alphabetic).collect();
    let digits: String = coord.chars().filter(char::is_ascii_digit).collect();
    let across = coord.starts_with(|c: char| c.is_ascii_digit());
    (
        format!("{letters}{digits}"),
        if across { "across" } else { "down" },
    )
}

/// Presses `button` (Play or Exchange) on `panel` and sends its form with `fields`; the answer.
pub(crate) async fn send_form(
    table: &Table,
    user: &FakeUser,
    panel: &Message,
    button: &str,
    fields: &[(&str, &str)],
) -> Message {
    let id = panel.button(button).expect("the form's button");
    let pressed = table.discord.button(user, panel, &id).await;
    let form = table.discord.modal(pressed).await;
    let form_id = form["custom_id"].as_str().expect("a form id").to_owned();
    let dm = table.discord.dm_channel(user);
    let sent = table.discord.submit_modal(user, dm, &form_id, fields).await;
    let answer = table.discord.reply(sent).await;
    assert!(answer.ephemeral);
    answer
}

/// The Play form for `coord` and `word`: the preview with its Confirm button.
async fn preview(
    table: &Table,
    user: &FakeUser,
    panel: &Message,
    coord: &str,
    word: &str,
) -> Message {
    let (square, direction) = square_and_direction(coord);
    let fields = [
        ("word", word),
        ("square", square.as_str()),
        ("direction", direction),
    ];
    send_form(table, user, panel, "Play", &fields).await
}

/// Runs `act` and checks it was announced exactly once in the game's channel, with the board.
pub(crate) async fn announced_once<F: std::future::Future<Output = Message>>(
    table: &Table,
    act: F,
) -> (Message, Message) {
    let before = table.channel_messages().len();
    let answer = act.await;
    let posted = table
        .discord
        .wait_messages_in(table.channel(), before + 1)
        .await;
    // Give a second post (it must not come) the time the first one took.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(
        table.channel_messages().len(),
        before + 1,
        "one post per turn:\n{}",
        table.discord.summary()
    );
    let post = posted.last().unwrap().clone();
    assert!(post.attachment("board.png").is_some(), "{}", post.text());
    (answer, post)
}

/// Plays `coord`/`word` from `user`'s DM through the panel: form, preview, Confirm.
async fn play_from_dm(table: &Table, user: &FakeUser, coord: &str, word: &str) -> Message {
    let panel = panel(table, user).await;
    let shown = preview(table, user, &panel, coord, word).await;
    assert!(
        shown.text().contains("Preview") && shown.attachment("preview.png").is_some(),
        "{}",
        shown.text()
    );
    let (done, post) = announced_once(table, press(table, user, &shown, "Confirm")).await;
    assert!(done.text().starts_with("Done:"), "{}", done.text());
    post
}

#[sqlx::test]
async fn commands_declare_where_they_work(pool: PgPool) {
    let table = Table::seated(pool).await;
    table.discord.wait_commands().await;
    for name in [
        "games",
        "help",
        "word",
        "score",
        "puzzle",
        "game",
        "play",
        "pass",
        "exchange",
        "challenge",
        "board",
        "rack",
    ] {
        assert_eq!(
            table.discord.command_contexts(name),
            Some((vec![0, 1], Some(vec![0, 1, 2]))),
            "/{name}: server and user install; in servers, the bot's DM and group DMs"
        );
    }
    for name in ["tournament", "league", "settings", "review"] {
        assert_eq!(
            table.discord.command_contexts(name),
            Some((vec![0], Some(vec![0]))),
            "/{name}: servers only"
        );
    }
    // What Discord offers follows: no `/tournament` in a DM, `/help` there answers.
    let dm = table.discord.dm_channel(&table.alice);
    let refused = table
        .discord
        .try_slash(&table.alice, dm, "tournament standings", &[])
        .await;
    assert!(refused.is_err(), "{refused:?}");
    let help = table.discord.slash(&table.alice, dm, "help", &[]).await;
    assert!(!table.discord.reply(help).await.text().is_empty());
}

#[sqlx::test]
async fn a_whole_game_played_from_dms_through_the_panel(pool: PgPool) {
    let table = Table::open(pool, "double").await;
    table.run(&table.alice, "game start", &[]).await;
    let first = table.to_move().await.unwrap();
    let second = table.other(&first).clone();
    // The rack DM carries the panel.
    let rack_dm = table.discord.dms_to(&first).last().unwrap().clone();
    for label in ["Board", "Play", "Exchange", "Pass"] {
        assert!(rack_dm.button(label).is_some(), "{label} under the rack DM");
    }

    // 1. A good play by form and Confirm; the next player's panel offers Challenge, which fails.
    let (coord, word, _) = best_play(&table.game().await).unwrap();
    play_from_dm(&table, &first, &coord, &word).await;
    let challenger = panel(&table, &second).await;
    let (_, post) = announced_once(&table, press(&table, &second, &challenger, "Challenge")).await;
    assert!(
        post.text().contains("every word is acceptable"),
        "{}",
        post.text()
    );
    assert_eq!(table.to_move().await.as_ref(), Some(&first));

    // 2. An exchange by form, then a pass.
    let rack = table.stored_rack(&first).await;
    let swap: String = rack.chars().take(3).collect();
    let exchanger = panel(&table, &first).await;
    let fields = [("tiles", swap.as_str())];
    let exchange = send_form(&table, &first, &exchanger, "Exchange", &fields);
    let (_, post) = announced_once(&table, exchange).await;
    assert!(post.text().contains("exchanged 3 tiles"), "{}", post.text());
    let passer = panel(&table, &second).await;
    let (_, post) = announced_once(&table, press(&table, &second, &passer, "Pass")).await;
    assert!(post.text().contains("passed"), "{}", post.text());

    // 3. A phony, challenged off from the DM.
    let (coord, word, _) = phony_play(&table.game().await).expect("a phony to play");
    play_from_dm(&table, &first, &coord, &word).await;
    let challenger = panel(&table, &second).await;
    let (_, post) = announced_once(&table, press(&table, &second, &challenger, "Challenge")).await;
    assert!(post.text().contains("challenged off"), "{}", post.text());

    // 4. Best plays to the end, all from DMs.
    let mut turns = 0;
    while table.snapshot().await.status == GameStatus::Active {
        turns += 1;
        assert!(turns < 120, "the game should end");
        let game = table.game().await;
        let mover = table.to_move().await.unwrap();
        match best_play(&game) {
            Some((coord, word, _)) if !game.awaiting_final_challenge() => {
                play_from_dm(&table, &mover, &coord, &word).await;
            }
            _ => {
                let passer = panel(&table, &mover).await;
                announced_once(&table, press(&table, &mover, &passer, "Pass")).await;
            }
        }
    }
    assert_eq!(table.snapshot().await.status, GameStatus::Finished);
    table
        .assert_racks_stayed_private_and_the_log_replays()
        .await;
}

#[sqlx::test]
async fn games_in_a_dm_lists_the_games_of_two_servers(pool: PgPool) {
    let table = Table::open(pool, "double").await;
    table.run(&table.alice, "game start", &[]).await;
    let (_, other) = table
        .discord
        .add_guild("@everyone **Other** <@1>", "side-room");
    let (alice, bob) = (table.alice.clone(), table.bob.clone());
    let opened = table
        .discord
        .slash(&bob, other, "game new", &[Opt::int("opponents", 1)])
        .await;
    assert!(table.discord.reply(opened).await.text().contains("is open"));
    let joined = table.discord.slash(&alice, other, "game join", &[]).await;
    table.discord.reply(joined).await;
    crate::support::seed_lobby_playably(&table.pool, other as i64).await;
    let started = table.discord.slash(&bob, other, "game start", &[]).await;
    table.discord.reply(started).await;
    // And a game outside any server, in alice and bob's group DM.
    let group = table.discord.group_dm(&[&alice, &bob]);
    let final_answer = |m: &Message| !m.text().starts_with('⏳');
    for (user, command) in [(&alice, "game new"), (&bob, "game join")] {
        let options = [Opt::int("opponents", 1)];
        let options: &[Opt] = if command == "game new" { &options } else { &[] };
        let id = table.discord.slash(user, group, command, options).await;
        table
            .discord
            .reply_where(id, "an answer", final_answer)
            .await;
    }
    crate::support::seed_lobby_playably(&table.pool, group as i64).await;
    let started = table.discord.slash(&alice, group, "game start", &[]).await;
    let started = table
        .discord
        .reply_where(started, "an answer", final_answer)
        .await;
    assert!(started.text().contains("has started"), "{}", started.text());

    let list = games_in_dm(&table, &alice).await;
    let text = list.text();
    assert!(text.contains("Lexicord test server"), "{text}");
    assert!(
        text.contains("#general") && text.contains("#side\\-room"),
        "{text}"
    );
    assert!(
        text.contains("\\*\\*Other\\*\\*"),
        "the server's name as text: {text}"
    );
    assert!(text.contains("a DM or group DM"), "{text}");
    assert_eq!(list.pings().users.len() + list.pings().roles.len(), 0);
    assert!(!list.pings().everyone);
    let games: Vec<i64> = sqlx::query_scalar("select id from games order by id")
        .fetch_all(&table.pool)
        .await
        .unwrap();
    assert_eq!(games.len(), 3);
    for game in &games {
        assert!(list.button(&format!("Game #{game}")).is_some(), "{text}");
    }
    // The games waiting for alice come first.
    let first_line = text.lines().nth(1).unwrap_or_default();
    let waiting = text.matches("**your turn**").count();
    if waiting == 1 {
        assert!(first_line.contains("**your turn**"), "{text}");
    }
    // Its button opens the other server's game.
    let opened = press(&table, &alice, &list, &format!("Game #{}", games[1])).await;
    assert!(
        opened.text().contains(&format!("game #{}", games[1])),
        "{}",
        opened.text()
    );
    assert!(opened.button("Play").is_some());
}

#[sqlx::test]
async fn the_panel_refuses_bad_input_and_stale_presses_without_a_change(pool: PgPool) {
    let table = Table::open(pool, "double").await;
    table.run(&table.alice, "game start", &[]).await;
    let first = table.to_move().await.unwrap();
    let second = table.other(&first).clone();
    let start_dm = table.discord.dms_to(&first).last().unwrap().clone();
    let posts = table.channel_messages().len();
    let version = table.snapshot().await.version;

    // Board: the picture and the rack, privately.
    let board = press(&table, &first, &start_dm, "Board").await;
    assert!(board.attachment("board.png").is_some(), "{}", board.text());
    let rack = table.stored_rack(&first).await;
    assert!(board.text().contains(&rack), "{}", board.text());

    // A square off the board, tiles not on the rack, a bad direction, a bad exchange.
    let panel_msg = panel(&table, &first).await;
    let off = preview(&table, &first, &panel_msg, "8Z", "AT").await;
    assert!(off.attachment("preview.png").is_none(), "{}", off.text());
    assert!(off.button("Confirm").is_none());
    let missing = preview(&table, &first, &panel_msg, "8H", "ZZZZZZZ").await;
    assert!(missing.button("Confirm").is_none(), "{}", missing.text());
    let sideways = send_form(
        &table,
        &first,
        &panel_msg,
        "Play",
        &[("word", "AT"), ("square", "H8"), ("direction", "up")],
    )
    .await;
    assert!(sideways.text().contains("across"), "{}", sideways.text());
    let swap = send_form(
        &table,
        &first,
        &panel_msg,
        "Exchange",
        &[("tiles", "ZZZZZZZ")],
    )
    .await;
    assert!(!swap.text().starts_with("Done"), "{}", swap.text());
    // A stranger's press.
    let carol = table.discord.user("carol");
    let id = start_dm.button("Pass").unwrap();
    let pressed = table.discord.button(&carol, &start_dm, &id).await;
    let stranger = table.discord.reply(pressed).await;
    assert!(
        stranger.text().contains("not playing"),
        "{}",
        stranger.text()
    );
    assert_eq!(table.channel_messages().len(), posts, "nothing was posted");
    assert_eq!(table.snapshot().await.version, version, "nothing changed");

    // A play confirmed twice: played once.
    let (coord, word, _) = best_play(&table.game().await).unwrap();
    let shown = preview(&table, &first, &panel_msg, &coord, &word).await;
    announced_once(&table, press(&table, &first, &shown, "Confirm")).await;
    let version = table.snapshot().await.version;
    let again = press(&table, &first, &shown, "Confirm").await;
    assert!(
        again.text().starts_with("It is no longer your turn"),
        "{}",
        again.text()
    );
    assert!(again.text().contains(&second.name) || again.text().contains(&first.name));
    // The start's panel, pressed after the turn moved on.
    let stale = press(&table, &first, &start_dm, "Pass").await;
    assert!(
        stale.text().starts_with("It is no longer your turn"),
        "{}",
        stale.text()
    );
    assert_eq!(table.channel_messages().len(), posts + 1);
    assert_eq!(table.snapshot().await.version, version);

    // A game that ended.
    let resigned = table.run(&second, "game resign", &[]).await;
    assert!(!resigned.text().is_empty());
    let ended = press(&table, &first, &start_dm, "Board").await;
    assert!(
        ended.text().starts_with("This game has ended"),
        "{}",
        ended.text()
    );
}
