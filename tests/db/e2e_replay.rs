//! End to end, issue 30: `/gcg replay:True` posts a finished game in the channel as an animated
//! GIF (the empty board, a picture per turn, the result; a second a turn, a longer pause at the
//! end), well under Discord's upload limit, pinging no one even when the players' names look
//! like mentions. Refused while the game goes on; `game:` names another game of the server.

use std::path::Path;

use lexicord::engine::game::TurnKind;
use sqlx::PgPool;

use crate::fake_discord::{Bot, FakeDiscord, Message, Opt, database_url};
use crate::support;
use crate::support::audit::Targets;
use crate::support::table::{Table, best_play};

/// Discord's upload limit for a bot in a server without boosts.
const UPLOAD_LIMIT: usize = 10 * 1024 * 1024;

/// Each frame of a GIF as the whole picture a viewer sees then (frames drawn over the ones
/// before), with its delay in hundredths of a second.
fn pictures(gif: &[u8]) -> Vec<(image::RgbaImage, u16)> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(gif).unwrap();
    let (width, height) = (u32::from(decoder.width()), u32::from(decoder.height()));
    let mut canvas = image::RgbaImage::new(width, height);
    let mut out = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        let w = u32::from(frame.width);
        for (i, px) in frame.buffer.chunks_exact(4).enumerate() {
            if px[3] != 0 {
                let x = u32::from(frame.left) + i as u32 % w;
                let y = u32::from(frame.top) + i as u32 / w;
                canvas.put_pixel(x, y, image::Rgba([px[0], px[1], px[2], px[3]]));
            }
        }
        out.push((canvas.clone(), frame.delay));
    }
    out
}

fn posted_replay(table: &Table, game_id: i64) -> Option<Message> {
    table
        .channel_messages()
        .into_iter()
        .rev()
        .find(|m| m.attachment(&format!("replay-{game_id}.gif")).is_some())
}

#[sqlx::test]
async fn a_finished_game_is_posted_as_an_animated_replay_pinging_no_one(pool: PgPool) {
    let discord = FakeDiscord::start().await;
    let bot = Bot::start(&discord, &database_url(&pool).await).await;
    let targets = Targets::new(&discord);
    let players = targets.players(&discord, 2);
    let table = Table {
        service: support::service(pool.clone()),
        pool,
        alice: players[0].clone(),
        bob: players[1].clone(),
        discord,
        bot,
    };
    let opened = table
        .run(&table.alice, "game new", &[Opt::int("opponents", 1)])
        .await;
    assert!(opened.text().contains("is open"), "{opened:?}");
    table.run(&table.bob, "game join", &[]).await;
    table.run(&table.alice, "game start", &[]).await;
    let replay = [Opt::flag("replay", true)];

    let early = table.run(&table.alice, "gcg", &replay).await;
    assert!(
        early.ephemeral && early.text().contains("still going"),
        "{early:?}"
    );

    // Four plays, then passes to the end.
    let mut moves = 0;
    while let Some(mover) = table.to_move().await {
        let game = table.game().await;
        let chosen = if moves < 4 { best_play(&game) } else { None };
        moves += 1;
        table.play_or_pass(&mover, &game, chosen).await;
    }
    let game = table.game().await;
    let turns = game
        .history()
        .iter()
        .filter(|t| !matches!(t.kind, TurnKind::EndAdjustment { .. }))
        .count();
    let game_id = table.snapshot().await.game_id;

    // Anyone in the channel may post it: the board and the plays are public.
    let carol = table.discord.user("carol");
    let answer = table.run(&carol, "gcg", &replay).await;
    assert!(
        answer.ephemeral && answer.text().contains("posted in the channel"),
        "{answer:?}"
    );
    let post = table
        .discord
        .wait_until("the replay post", |s| {
            s.messages_in(table.channel())
                .into_iter()
                .find(|m| m.attachment(&format!("replay-{game_id}.gif")).is_some())
        })
        .await;
    assert!(!post.ephemeral);
    let pings = post.pings();
    assert!(
        pings.users.is_empty() && pings.roles.is_empty() && !pings.everyone,
        "{post:?}"
    );
    assert!(post.allowed_mentions.is_some(), "{post:?}");
    let text = post.text();
    assert!(
        text.starts_with(&format!("Replay of game #{game_id}: "))
            && text.contains("\\@everyone")
            && text.contains(&format!("({turns} turns)")),
        "{text}"
    );

    let gif = &post
        .attachment(&format!("replay-{game_id}.gif"))
        .unwrap()
        .bytes;
    assert!(gif.starts_with(b"GIF89a"));
    assert!(gif.len() < UPLOAD_LIMIT && gif.len() < 3 * 1024 * 1024);
    let frames = pictures(gif);
    assert_eq!(frames.len(), turns + 2, "the start, every turn, the result");
    let delays: Vec<u16> = frames.iter().map(|f| f.1).collect();
    assert!(delays[..=turns].iter().all(|&d| d == 100), "{delays:?}");
    assert_eq!(delays[turns + 1], 400);
    let (width, height) = frames[0].0.dimensions();
    assert!(
        (600..=760).contains(&width) && height > width,
        "{width}x{height}"
    );
    // The pictures change from turn to turn: each play's tiles appear.
    assert_ne!(frames[0].0, frames[1].0);
    let saved = Path::new(env!("CARGO_TARGET_TMPDIR"));
    for (name, k) in [("first", 0), ("middle", turns / 2 + 1), ("last", turns + 1)] {
        frames[k]
            .0
            .save(saved.join(format!("replay-{name}.png")))
            .unwrap();
    }

    // By number: a record of this server's game, a replay refused for a game that is not here.
    let record = table.run(&carol, "gcg", &[Opt::int("game", game_id)]).await;
    assert!(
        record.attachment(&format!("game-{game_id}.gcg")).is_some(),
        "{record:?}"
    );
    let posts = table.channel_messages().len();
    let missing = table
        .run(
            &carol,
            "gcg",
            &[Opt::int("game", game_id + 100), Opt::flag("replay", true)],
        )
        .await;
    assert!(
        missing.ephemeral
            && missing
                .text()
                .contains(&format!("no game #{}", game_id + 100)),
        "{missing:?}"
    );
    assert_eq!(table.channel_messages().len(), posts);
    assert_eq!(posted_replay(&table, game_id + 100).map(|m| m.id), None);
}
