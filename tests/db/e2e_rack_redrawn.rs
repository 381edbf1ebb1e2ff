//! End to end: a player who draws the very letters they played holds the same letters, but a
//! new rack all the same: it comes by DM and the reply says so, as after any other play.

use lexicord::engine::game::{Command, Game, GameSettings};
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::movegen;
use lexicord::engine::variant::Variant;
use sqlx::PgPool;

use crate::fake_discord::Opt;
use crate::support::table::{Table, rack_in, typed};

/// The first seed (from 1) whose classic two-player deal gives the first player a play (in
/// ENABLE) after which they draw exactly the letters they played: the seed, their rack as
/// text, and the play as `(coord, word)`.
fn seed_redrawing_a_play() -> (i64, String, (String, String)) {
    let lexicon = Lexicon::enable();
    for seed in 1..5_000_i64 {
        let Ok((game, _)) = Game::new(
            Variant::classic(),
            GameSettings::default(),
            2,
            seed.cast_unsigned(),
        ) else {
            continue;
        };
        let Some(seat) = game.to_move() else {
            continue;
        };
        let rack = game.rack(seat).clone();
        for play in movegen::all_moves(game.variant(), &lexicon, game.board(), &rack) {
            let mut after = game.clone();
            let command = Command::Play {
                player: seat,
                placement: play.placement(),
            };
            if after.apply(&command, &lexicon).is_ok() && *after.rack(seat) == rack {
                let (coord, word, _) = typed(&game, &play.placement());
                return (seed, rack.to_text(&game.variant().tiles), (coord, word));
            }
        }
    }
    panic!("no seed under 5,000 deals a play whose draw gives back its letters");
}

#[sqlx::test]
async fn a_player_who_draws_the_letters_they_played_gets_their_new_rack(pool: PgPool) {
    let (seed, rack, (coord, word)) = seed_redrawing_a_play();
    let table = Table::open(pool, "double").await;
    sqlx::query("update games set seed = $1 where status = 'lobby'")
        .bind(seed)
        .execute(&table.pool)
        .await
        .unwrap();
    let started = table
        .discord
        .slash(&table.alice, table.channel(), "game start", &[])
        .await;
    table.discord.reply(started).await;
    let mover = table.to_move().await.unwrap();
    assert_eq!(table.stored_rack(&mover).await, rack, "the deal searched");
    let dms_before = table.discord.dms_to(&mover).len();

    let reply = table
        .run(
            &mover,
            "play",
            &[Opt::text("word", &word), Opt::text("at", &coord)],
        )
        .await;
    assert!(reply.text().starts_with("Done:"), "{}", reply.text());
    assert_eq!(table.stored_rack(&mover).await, rack, "the same letters");
    assert!(
        reply.text().contains("Your new rack is in your DMs."),
        "{}",
        reply.text()
    );
    let new_rack = table
        .discord
        .wait_until("the mover's new rack by DM", |s| {
            s.dms_to(mover.id)
                .into_iter()
                .skip(dms_before)
                .find_map(|m| rack_in(&m))
        })
        .await;
    assert_eq!(new_rack, rack);
}
