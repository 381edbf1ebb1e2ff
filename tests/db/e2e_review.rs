//! End to end, issues 17 and 30: `/review` of a finished game judges each turn by equity and
//! shows each player's equity given up with their biggest losses (the equity and chance of
//! winning each gave up), attaches every turn, a chart of the reviewer's chance of winning and
//! one of the score, privately or in the channel, for its players or anyone as the server says;
//! with the bag empty a turn is judged by the exact endgame (issue 45).

use lexicord::engine::endgame::{EndgamePosition, solve_within};
use lexicord::engine::game::{Command, Game};
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::movegen::{self, Move};
use lexicord::engine::notation::{ThroughStyle, format_play};
use serenity::all::Permissions;
use sqlx::PgPool;

use crate::fake_discord::Opt;
use crate::support::table::{Table, best_play, typed};

/// The lowest-scoring legal play of the player to move, typed as `/play` takes it, and its score
/// with the best play's.
fn lowest_play(game: &Game) -> (String, String, u32, u32) {
    let seat = game.to_move().unwrap();
    let lexicon = Lexicon::enable();
    let mut moves: Vec<Move> =
        movegen::all_moves(game.variant(), &lexicon, game.board(), game.rack(seat));
    movegen::sort_best_first(&mut moves);
    let best = moves[0].score();
    let worst = *moves.last().unwrap();
    let typed = format_play(
        &game.variant().tiles,
        game.board(),
        &worst.placement(),
        ThroughStyle::Letters,
    );
    (typed.coord.to_string(), typed.word, worst.score(), best)
}

/// The index of a column of the review file's table of turns, by its header.
fn column_of(turns: &str) -> impl Fn(&str) -> usize + '_ {
    let columns: Vec<&str> = turns
        .lines()
        .find(|l| l.starts_with("turn\t"))
        .unwrap()
        .split('\t')
        .collect();
    move |name| columns.iter().position(|c| *c == name).unwrap()
}

/// A PNG attachment's picture, kept under the target directory for looking at.
fn picture(bytes: &[u8], keep_as: &str) -> image::DynamicImage {
    assert!(bytes.starts_with(b"\x89PNG"));
    let saved = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(keep_as);
    std::fs::write(&saved, bytes).unwrap();
    image::load_from_memory(bytes).unwrap()
}

#[sqlx::test]
async fn review_of_a_finished_game_by_equity_with_its_charts(pool: PgPool) {
    let table = Table::open(pool, "void").await;
    let (alice, carol) = (table.alice.clone(), table.discord.user("carol"));
    table.run(&alice, "game start", &[]).await;
    let early = table.run(&alice, "review", &[]).await;
    assert!(early.text().contains("still going"), "{}", early.text());

    // The first play is the lowest-scoring one (a loss), then two best plays, then six passes
    // in a row end the game.
    let first = table.to_move().await.unwrap();
    let (coord, typed, low, best) = lowest_play(&table.game().await);
    assert!(best > low);
    let played = table
        .run(
            &first,
            "play",
            &[Opt::text("word", &typed), Opt::text("at", &coord)],
        )
        .await;
    assert!(played.text().starts_with("Done:"), "{}", played.text());
    for _ in 0..2 {
        let mover = table.to_move().await.unwrap();
        let (coord, typed, _) = best_play(&table.game().await).unwrap();
        table
            .run(
                &mover,
                "play",
                &[Opt::text("word", &typed), Opt::text("at", &coord)],
            )
            .await;
    }
    for _ in 0..6 {
        let mover = table.to_move().await.unwrap();
        table.run(&mover, "pass", &[]).await;
    }
    let snapshot = table.snapshot().await;
    assert_eq!(snapshot.status, lexicord::service::GameStatus::Finished);
    let game_id = snapshot.game_id;

    // Someone who did not play is refused by default.
    let refused = table.run(&carol, "review", &[]).await;
    assert!(
        refused.ephemeral && refused.text().contains("Only the game's players"),
        "{}",
        refused.text()
    );

    // A player gets it privately: each player's equity given up and biggest losses, every turn
    // in a file, the charts.
    let posted = table.channel_messages().len();
    let review = table.run(&first, "review", &[]).await;
    assert!(review.ephemeral, "{review:?}");
    let text = review.text();
    assert!(text.chars().count() <= 2000);
    assert!(
        text.starts_with(&format!("**Review of game #{game_id}**")),
        "{text}"
    );
    for name in [&table.alice.name, &table.bob.name] {
        assert!(
            text.contains(&format!("**{name}**: ")) && text.contains(" equity given up over "),
            "{name}: {text}"
        );
    }
    // The lowest play is among the losses, with the equity and chance of winning it gave up.
    let loss = format!("- Turn 1: {coord} {typed} for {low}; best ");
    let line = text
        .lines()
        .find(|l| l.starts_with(&loss))
        .unwrap_or_else(|| panic!("{loss}\n{text}"));
    let equity_lost: f64 = line
        .split("(**-")
        .nth(1)
        .and_then(|rest| rest.split("** equity").next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{line}"));
    assert!(equity_lost > 0.0, "{line}");
    assert!(
        line.contains("% win"),
        "the chance of winning given up: {line}"
    );

    let file = review
        .attachment(&format!("review-{game_id}.txt"))
        .expect("every turn as a file");
    let turns = std::str::from_utf8(&file.bytes).unwrap();
    let mut sections = turns.split("Turn by turn\n");
    let in_order: Vec<Vec<&str>> = sections
        .nth(1)
        .unwrap()
        .lines()
        .skip(1)
        .map(|l| l.split('\t').collect())
        .collect();
    assert_eq!(in_order.len(), 9, "three plays and six passes:\n{turns}");
    let at = column_of(turns);
    let opening = &in_order[0];
    assert_eq!(opening[at("turn")], "1");
    assert_eq!(opening[at("played")], format!("{coord} {typed}"));
    assert_eq!(opening[at("score")], low.to_string());
    assert_eq!(opening[at("equity lost")], format!("{equity_lost:.1}"));
    assert!(
        opening[at("win after")].ends_with('%') && opening[at("win lost")].ends_with('%'),
        "{opening:?}"
    );
    assert!(
        opening[at("judged")].starts_with("simulated, "),
        "the bag is full: simulated: {opening:?}"
    );
    for row in &in_order {
        let lost: f64 = row[at("equity lost")].parse().unwrap();
        assert!(lost >= 0.0, "{row:?}");
    }

    let win = review
        .attachment(&format!("win-{game_id}.png"))
        .expect("the chance-of-winning chart");
    let win = picture(&win.bytes, "review-win-chart.png");
    assert_eq!((win.width(), win.height()), (900, 480));
    let chart = review
        .attachment(&format!("score-{game_id}.png"))
        .expect("the score chart");
    let chart = picture(&chart.bytes, "review-chart.png");
    assert_eq!((chart.width(), chart.height()), (900, 480));
    assert_eq!(table.channel_messages().len(), posted, "private by default");

    // In public on request, in the channel.
    let public = table
        .run(&table.bob, "review", &[Opt::flag("public", true)])
        .await;
    assert!(!public.ephemeral, "{public:?}");
    assert!(public.attachment(&format!("win-{game_id}.png")).is_some());
    assert!(public.attachment(&format!("score-{game_id}.png")).is_some());
    assert_eq!(table.channel_messages().len(), posted + 1);

    // A moderator opens reviews to anyone.
    table.discord.grant(&carol, Permissions::MANAGE_GUILD);
    let opened = table
        .run(
            &carol,
            "settings server",
            &[Opt::choice("reviews", "anyone")],
        )
        .await;
    assert!(
        opened.text().contains("Reviews of finished games: anyone"),
        "{}",
        opened.text()
    );
    let by_number = table
        .run(&carol, "review", &[Opt::int("game", game_id)])
        .await;
    assert!(by_number.ephemeral);
    assert!(
        by_number
            .text()
            .starts_with(&format!("**Review of game #{game_id}**")),
        "{}",
        by_number.text()
    );
    let missing = table
        .run(&carol, "review", &[Opt::int("game", game_id + 100)])
        .await;
    assert!(
        missing.text().contains("There is no game"),
        "{}",
        missing.text()
    );
}

/// The value for the player to move of the rest of the game (exact), if the search proves it
/// within `nodes` positions.
fn exact_within(game: &Game, lexicon: &Lexicon, nodes: u64) -> Option<i32> {
    let position = EndgamePosition::from_game(game).ok()?;
    let solution = solve_within(game.variant(), lexicon, &position, nodes).ok()?;
    solution.proven.then_some(solution.spread)
}

/// `game` after the player to move makes `play`.
fn after(game: &Game, play: &Move, lexicon: &Lexicon) -> Game {
    let mut game = game.clone();
    let command = Command::Play {
        player: game.to_move().unwrap(),
        placement: play.placement(),
    };
    game.apply(&command, lexicon).unwrap();
    game
}

/// With the bag empty, the lowest-scoring play that leaves the game going and gives spread up
/// against the exact best, with its loss: both values proven by a small search.
fn endgame_blunder(game: &Game, lexicon: &Lexicon) -> Option<(Move, i32)> {
    const NODES: u64 = 20_000;
    let seat = game.to_move()?;
    let best = exact_within(game, lexicon, NODES)?;
    let mut plays = movegen::all_moves(game.variant(), lexicon, game.board(), game.rack(seat));
    plays.retain(|p| p.tiles_placed() < game.rack(seat).len());
    let low = *plays.iter().min_by_key(|p| (p.score(), p.sort_key()))?;
    let worse = after(game, &low, lexicon);
    let played = low.score() as i32 - exact_within(&worse, lexicon, NODES)?;
    (best > played).then_some((low, best - played))
}

/// Issue 45: a whole game through the bot in which a player throws spread away with the bag
/// empty; `/review` judges that turn by the exact endgame and shows the spread given up.
#[sqlx::test]
async fn review_shows_an_endgame_blunder_by_the_exact_search(pool: PgPool) {
    let table = Table::open(pool, "void").await;
    table.run(&table.alice, "game start", &[]).await;
    let lexicon = Lexicon::enable();
    // Best plays until the bag is empty; then the fewest tiles a turn (so both racks shrink)
    // until the endgame is small enough to prove in a moment, where the lowest play is made.
    let (blunderer, before, blunder, loss) = loop {
        let game = table.game().await;
        let mover = table
            .to_move()
            .await
            .expect("the game ended before a small endgame came up");
        let seat = game.to_move().unwrap();
        let small = game.bag_len() == 0 && game.rack(0).len() <= 4 && game.rack(1).len() <= 4;
        if small && let Some((low, loss)) = endgame_blunder(&game, &lexicon) {
            let blunder = typed(&game, &low.placement());
            break (mover, game, blunder, loss);
        }
        let chosen = if game.bag_len() > 0 {
            best_play(&game)
        } else {
            let mut plays =
                movegen::all_moves(game.variant(), &lexicon, game.board(), game.rack(seat));
            plays.sort_by_key(|p| (p.tiles_placed(), std::cmp::Reverse(p.score())));
            plays.first().map(|p| typed(&game, &p.placement()))
        };
        table.play_or_pass(&mover, &game, chosen).await;
    };
    let (coord, word) = (blunder.0.clone(), blunder.1.clone());
    table.play_or_pass(&blunderer, &before, Some(blunder)).await;
    // The rest of the game: best plays, passes where there is none.
    while let Some(mover) = table.to_move().await {
        let game = table.game().await;
        let chosen = best_play(&game);
        table.play_or_pass(&mover, &game, chosen).await;
    }
    let game_id = table.snapshot().await.game_id;

    let review = table.run(&blunderer, "review", &[]).await;
    let file = review
        .attachment(&format!("review-{game_id}.txt"))
        .expect("every turn as a file");
    let turns = std::str::from_utf8(&file.bytes).unwrap();
    let at = column_of(turns);
    let row: Vec<&str> = turns
        .lines()
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .find(|row| row.get(at("played")) == Some(&format!("{coord} {word}").as_str()))
        .unwrap_or_else(|| panic!("the blunder {coord} {word} in the file:\n{turns}"));
    assert_eq!(row[at("judged")], "endgame solved exactly", "{row:?}");
    assert_eq!(
        row[at("equity lost")],
        format!("{:.1}", f64::from(loss)),
        "the spread given up against the exact best line: {row:?}"
    );
}
