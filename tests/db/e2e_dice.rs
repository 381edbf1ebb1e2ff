//! End to end, issue 14: a two-player dice game (rule book 002) through the real binary and the
//! fake Discord. Alice opens `variant:dice` (60-second turns by default), Bob joins; the roll for
//! first play is posted with the 9x9 mat; each turn the player to move gets their rolled dice by
//! DM (never in the channel) and plays their best word, until one reaches 200. One turn is let
//! run out: the runner takes the time-out, the turn is lost, and the next player rolls. A die
//! the player did not roll, an exchange, and advanced play outside the dice game are refused
//! privately and change nothing; the turn posts carry no Exchange button, and /rack off turn
//! says when the player rolls. In advanced play the channel is told which dice pass face up.

use std::time::Duration;

use lexicord::engine::game::TurnKind;
use lexicord::engine::rack::Rack;
use lexicord::engine::tiles::TileSet;
use sqlx::PgPool;

use crate::fake_discord::{Bot, FakeDiscord, FakeUser, Opt, database_url};
use crate::support::table::{Table, best_play, rack_in};

async fn moves(pool: &PgPool) -> i64 {
    sqlx::query_scalar("select count(*) from moves")
        .fetch_one(pool)
        .await
        .unwrap()
}

/// The rack of `user`'s latest DM, waiting for it to show `rack`.
async fn rolled_by_dm(table: &Table, user: &FakeUser, rack: &str) {
    for _ in 0..100 {
        let dms = table.discord.dms_to(user);
        if dms.last().and_then(rack_in).as_deref() == Some(rack) {
            let dm = dms.last().unwrap();
            assert!(dm.text().contains("the dice you rolled"), "{}", dm.text());
            assert!(dm.attachment("rack.png").is_some());
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!(
        "{}'s roll {rack} never came by DM: {}",
        user.name,
        table.discord.summary()
    );
}

#[sqlx::test]
async fn two_players_roll_dice_to_200_and_one_turn_runs_out(pool: PgPool) {
    let discord = FakeDiscord::start().await;
    let bot = Bot::start_with_env(
        &discord,
        &database_url(&pool).await,
        &[("LEXICORD_JOB_POLL_SECS", "1")],
    )
    .await;
    let table = Table::with(discord, bot, pool);
    let (alice, bob) = (table.alice.clone(), table.bob.clone());

    // Advanced play belongs to the dice game only.
    let refused = table
        .run(
            &alice,
            "game new",
            &[Opt::int("opponents", 1), Opt::flag("advanced", true)],
        )
        .await;
    assert!(
        refused.ephemeral && refused.text().contains("dice game only"),
        "{refused:?}"
    );

    let opened = table
        .run(
            &alice,
            "game new",
            &[Opt::int("opponents", 1), Opt::choice("variant", "dice")],
        )
        .await;
    assert!(opened.text().contains("is open"), "{opened:?}");
    let limit: i32 = sqlx::query_scalar("select turn_time_limit_secs from games")
        .fetch_one(&table.pool)
        .await
        .unwrap();
    assert_eq!(limit, 60, "the sand timer: 60 seconds a turn");
    let joined = table.run(&bob, "game join", &[]).await;
    assert!(joined.text().contains("You joined"), "{joined:?}");
    let started = table.run(&alice, "game start", &[]).await;
    assert!(!started.text().is_empty(), "{started:?}");
    let opening = table
        .discord
        .wait_until("the roll for first play", |s| {
            s.messages_in(table.channel())
                .into_iter()
                .find(|m| m.text().contains("The roll for first play"))
        })
        .await;
    assert!(opening.text().contains("rolled nearest to A"));
    assert!(opening.text().contains("Time runs out <t:"), "a countdown");
    let mat = opening.attachment("board.png").expect("the mat is drawn");
    assert!(mat.bytes.starts_with(b"\x89PNG"));
    // The game has no exchanges, so its turn posts carry no Exchange button.
    assert!(opening.button("Pass").is_some(), "{opening:?}");
    assert!(opening.button("Exchange").is_none(), "{opening:?}");

    // A die nobody rolled twice (one die has the only Q), and an exchange: refused privately.
    let mover = table.to_move().await.unwrap();
    let before = moves(&table.pool).await;
    let qq = table
        .run(
            &mover,
            "play",
            &[Opt::text("word", "QQ"), Opt::text("at", "5E")],
        )
        .await;
    assert!(
        qq.ephemeral && qq.text().contains('Q') && qq.text().contains("rack"),
        "{qq:?}"
    );
    let rack = table.stored_rack(&mover).await;
    let exchange = table
        .run(&mover, "exchange", &[Opt::text("tiles", &rack[..1])])
        .await;
    assert!(
        exchange.ephemeral && exchange.text().contains("no exchanges"),
        "{exchange:?}"
    );
    assert_eq!(moves(&table.pool).await, before, "nothing written");
    // Off turn a player holds no dice: /rack says when they roll, not an empty code span.
    let waiting = table.run(table.other(&mover), "rack", &[]).await;
    assert!(
        waiting.ephemeral
            && waiting.text().contains("you roll when your turn starts")
            && !waiting.text().contains("``"),
        "{waiting:?}"
    );

    let mut missed = None;
    for turn in 0..120 {
        let game = table.game().await;
        if game.is_over() {
            break;
        }
        let mover = table.to_move().await.unwrap();
        let seat = game.to_move().unwrap();
        let rack = table.stored_rack(&mover).await;
        if !game.awaiting_final_challenge() {
            assert!(!rack.is_empty() && rack.len() <= 7, "{rack}");
            assert_eq!(
                table.stored_rack(table.other(&mover)).await,
                "",
                "only the player to move holds dice"
            );
            rolled_by_dm(&table, &mover, &rack).await;
        }
        if turn == 3 {
            // Sixty seconds pass (the job falls due): the turn is lost.
            let scores = game.scores();
            sqlx::query(
                "update jobs set due_at = now() where kind = 'timeout' and done_at is null",
            )
            .execute(&table.pool)
            .await
            .unwrap();
            table
                .discord
                .wait_until("the time-out", |s| {
                    s.messages_in(table.channel())
                        .into_iter()
                        .find(|m| m.text().contains("ran out of time"))
                })
                .await;
            let after = table.game().await;
            assert_eq!(after.scores(), scores, "a lost turn scores nothing");
            assert_eq!(after.to_move(), Some(1 - seat), "play passes on");
            assert_eq!(after.rack(seat).len(), 0, "the dice went back to the cup");
            missed = Some(mover.name.clone());
            continue;
        }
        table.play_or_pass(&mover, &game, best_play(&game)).await;
        // The mat never holds more than the play's new word and what it joined.
        let after = table.game().await;
        after.check_dice_conserved().unwrap();
    }
    assert!(missed.is_some(), "a turn ran out");

    let game = table.game().await;
    let result = game.result().expect("the game ended").clone();
    let winner = result.winners[0];
    assert_eq!(result.winners.len(), 1);
    assert!(game.score(winner) >= 200, "{:?}", game.scores());
    assert!(game.score(1 - winner) < 200, "{:?}", game.scores());
    table.game_over_naming(&[winner]).await;
    // A review has nothing to compare a roll with: refused, with the reason.
    let review = table.run(&alice, "review", &[]).await;
    assert!(
        review.ephemeral && review.text().contains("The dice game has no review"),
        "{review:?}"
    );
    // The record of the game reads back: the history and the GCG file.
    for command in ["history", "gcg"] {
        let answer = table.run(&alice, command, &[]).await;
        assert!(
            !answer.text().contains("went wrong"),
            "/{command}: {answer:?}"
        );
    }
    // Rolled dice went by DM only, and the seeded rolls replay to the stored state.
    table
        .assert_racks_stayed_private_and_the_log_replays()
        .await;
    let turns = game.history().len();
    assert!(
        table.discord.dms_to(&alice).len() + table.discord.dms_to(&bob).len() >= turns,
        "a roll by DM every turn: {turns} turns, {:?}",
        game.history()
            .iter()
            .map(|t| (t.player, t.score, t.total))
            .collect::<Vec<_>>()
    );
}

/// The letters of `text` as a sorted multiset (blanks as `?`).
fn sorted(text: &str) -> Vec<char> {
    let mut letters: Vec<char> = text.chars().collect();
    letters.sort_unstable();
    letters
}

#[sqlx::test]
async fn advanced_play_tells_the_channel_which_dice_pass_face_up(pool: PgPool) {
    let table = Table::seated(pool).await;
    let (alice, bob) = (table.alice.clone(), table.bob.clone());
    let opened = table
        .run(
            &alice,
            "game new",
            &[
                Opt::int("opponents", 1),
                Opt::choice("variant", "dice"),
                Opt::flag("advanced", true),
            ],
        )
        .await;
    assert!(opened.text().contains("is open"), "{opened:?}");
    table.run(&bob, "game join", &[]).await;
    table.run(&alice, "game start", &[]).await;
    // "Any unused dice are passed (with the current letters up) to the next player": the
    // channel reads which, on the play's post.
    for _ in 0..10 {
        let game = table.game().await;
        let mover = table.to_move().await.expect("someone to move");
        let before = table.stored_rack(&mover).await;
        let posts = table.channel_messages().len();
        table.play_or_pass(&mover, &game, best_play(&game)).await;
        let after = table.game().await;
        let Some(TurnKind::Play { placement, .. }) = after.history().last().map(|t| &t.kind) else {
            continue;
        };
        if placement.tiles.len() == before.len() || after.is_over() {
            continue; // every die used, or the game won: nothing passes on
        }
        let post = table
            .discord
            .wait_until("the play's post", |s| {
                s.messages_in(table.channel())
                    .into_iter()
                    .skip(posts)
                    .find(|m| m.text().contains(" for "))
            })
            .await;
        let text = post.text();
        let passed = text
            .split("the unused letters ")
            .nth(1)
            .and_then(|rest| rest.split(" pass face up to the next player").next())
            .unwrap_or_else(|| panic!("the passed dice are named: {text}"));
        let set = TileSet::english();
        let tiles: Vec<u8> = placement
            .tiles
            .iter()
            .map(|&(_, t)| t.rack_tile())
            .collect();
        let placed = Rack::from_tiles(set.letter_count(), &tiles).to_text(&set);
        assert_eq!(
            sorted(&format!("{passed}{placed}")),
            sorted(&before),
            "the dice passed are the roll less the word's: {text}"
        );
        let next = table.stored_rack(table.other(&mover)).await;
        let mut held = sorted(&next);
        for letter in passed.chars() {
            let k = held.iter().position(|&c| c == letter);
            assert!(k.is_some(), "{letter} passed face up is on {next}");
            held.remove(k.unwrap());
        }
        return;
    }
    panic!(
        "no play left dice to pass in ten turns: {}",
        table.discord.summary()
    );
}
