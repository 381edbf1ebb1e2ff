//! End to end, issue 16: through the real binary and the fake Discord, a finished rated game
//! moves both players' ratings and an unrated one does not; `/score player:` answers with the
//! profile and a rating-history chart, `/score top:True` with a leaderboard picture.

use lexicord::tournament::glicko2::{self, Config, Game, Rating};
use sqlx::PgPool;

use crate::fake_discord::{FakeUser, Message, Opt};
use crate::support::table::Table;

/// The rating a new player has after one game against another new player.
fn after_one_game(score: f64) -> Rating {
    glicko2::update(
        Rating::default(),
        &[Game {
            opponent: Rating::default(),
            score,
        }],
        Config::default(),
    )
}

/// The PNG attached as `name`, decoded, and kept under the test's target directory for people
/// to look at.
fn picture(message: &Message, name: &str) -> image::RgbImage {
    let file = message
        .attachment(name)
        .unwrap_or_else(|| panic!("{name} attached: {message:?}"));
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, &file.bytes).unwrap();
    image::load_from_memory(&file.bytes).unwrap().to_rgb8()
}

async fn profile(table: &Table, asker: &FakeUser, of: &FakeUser) -> Message {
    let answer = table.run(asker, "score", &[Opt::user("player", of)]).await;
    assert!(answer.ephemeral, "{answer:?}");
    answer
}

/// Starts the lobby's game and has the player to move resign; returns (winner, loser).
async fn play_to_a_resignation(table: &Table) -> (FakeUser, FakeUser) {
    let started = table.run(&table.alice, "game start", &[]).await;
    assert!(started.ephemeral, "{started:?}");
    let loser = table.to_move().await.expect("someone to move");
    let resigned = table.run(&loser, "game resign", &[]).await;
    assert_eq!(resigned.text(), "You resigned.");
    let winner = table.other(&loser).clone();
    (winner, loser)
}

#[sqlx::test]
async fn a_rated_game_moves_ratings_an_unrated_one_does_not_and_score_shows_them(pool: PgPool) {
    let table = Table::open(pool.clone(), "double").await;
    let carol = table.discord.user("carol");
    let lobby = table
        .channel_messages()
        .into_iter()
        .find(|m| m.text().contains("Seated"))
        .expect("the lobby notice");
    assert!(lobby.text().contains(", rated."), "{}", lobby.text());

    let (winner, loser) = play_to_a_resignation(&table).await;
    let won = after_one_game(1.0);
    let lost = after_one_game(0.0);
    let shown = |r: &Rating| format!("**{:.0}?** ±{:.0} (provisional)", r.rating, r.deviation);
    let answer = profile(&table, &carol, &winner).await;
    let text = answer.text();
    assert!(
        text.contains(&format!(
            "classic enable correspondence: {}, 1 rated game",
            shown(&won)
        )),
        "{text}"
    );
    assert!(text.contains("1 game, 1 won, 0 lost"), "{text}");
    let chart = picture(&answer, "ratings.png");
    assert_eq!((chart.width(), chart.height()), (900, 480));
    let answer = profile(&table, &winner, &loser).await;
    assert!(answer.text().contains(&shown(&lost)), "{}", answer.text());
    assert!(answer.attachment("ratings.png").is_some());

    // A second game, opened unrated: the lobby says so, and nobody's rating moves.
    let opened = table
        .run(
            &table.alice,
            "game new",
            &[Opt::int("opponents", 1), Opt::flag("rated", false)],
        )
        .await;
    assert!(opened.text().contains("is open"), "{opened:?}");
    let joined = table.run(&table.bob, "game join", &[]).await;
    assert!(joined.text().contains("You joined"), "{joined:?}");
    let unrated_lobby = table
        .channel_messages()
        .into_iter()
        .rev()
        .find(|m| m.text().contains("Seated"))
        .unwrap();
    assert!(
        unrated_lobby.text().contains(", unrated."),
        "{}",
        unrated_lobby.text()
    );
    play_to_a_resignation(&table).await;
    for (player, rating) in [(&winner, &won), (&loser, &lost)] {
        let text = profile(&table, &carol, player).await.text();
        assert!(
            text.contains(&format!(
                "classic enable correspondence: {}, 1 rated game",
                shown(rating)
            )) && text.contains("2 games"),
            "{text}"
        );
    }
    let history: i64 = sqlx::query_scalar("select count(*) from rating_history")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(history, 2, "only the rated game's two players");

    // Someone without rated games.
    let none = profile(&table, &table.alice, &carol).await;
    assert!(
        none.text().contains("No rated games yet."),
        "{}",
        none.text()
    );
    assert!(none.attachment("ratings.png").is_none());

    // The leaderboard: a picture, the winner first.
    let top = table.run(&carol, "score", &[Opt::flag("top", true)]).await;
    assert!(top.ephemeral);
    assert_eq!(
        top.text(),
        format!(
            "**Rating leaderboard**, classic enable correspondence: 2 players. {} leads with {:.0}?.",
            winner.name, won.rating
        )
    );
    let board = picture(&top, "leaderboard.png");
    assert!(board.width() >= 600 && board.height() > 150, "{board:?}");
    // The pool option: suggested as typed, and a pool that is not one is refused privately.
    let suggested: Vec<String> = table
        .discord
        .autocomplete(&carol, table.channel(), "score", &[], "pool", "clas")
        .await
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    assert_eq!(suggested, ["classic enable correspondence"]);
    let bad = table
        .run(&carol, "score", &[Opt::text("pool", "blitz")])
        .await;
    assert!(bad.ephemeral);
    assert!(
        bad.text().contains("\"blitz\" is not a rating pool"),
        "{}",
        bad.text()
    );
    let empty = table
        .run(
            &carol,
            "score",
            &[Opt::text("pool", "nine-tile enable live")],
        )
        .await;
    assert_eq!(
        empty.text(),
        "No rated games in nine-tile enable live on this server yet."
    );
}
