//! Helpers for service tests: a service with the ENABLE lexicon, requests, started games, and
//! legal plays found with the move generator.

use std::sync::Arc;

use lexicord::engine::game::ChallengeRule;
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::movegen;
use lexicord::engine::names::Named;
use lexicord::engine::notation::{ThroughStyle, format_play};
use lexicord::service::{Lexicons, LobbyOptions, Request, Service, StartReport};
use lexicord::service::{RackDelivery, ReviewAccess, ServerSettings};
use sqlx::PgPool;

pub const GUILD: i64 = 100;

pub fn service(pool: PgPool) -> Service {
    let mut lexicons = Lexicons::new();
    lexicons.insert("enable", Arc::new(Lexicon::enable()));
    Service::new(pool, lexicons, defaults())
}

/// The server settings the test services start from.
pub fn defaults() -> ServerSettings {
    ServerSettings {
        challenge_rule: ChallengeRule::Double,
        turn_time_limit_secs: 86_400,
        rack_delivery: RackDelivery::Dm,
        lexicon: "enable".into(),
        moderator_role_id: None,
        words_in_games: false,
        review_access: ReviewAccess::Players,
        language: lexicord::kinds::Language::English,
    }
}

pub fn request(user: i64, channel: i64) -> Request {
    Request {
        guild_id: Some(GUILD),
        channel_id: channel,
        user_id: user,
        user_name: format!("player{user}"),
        interaction_id: None,
        moderator: false,
    }
}

pub fn with_interaction(mut request: Request, id: i64) -> Request {
    request.interaction_id = Some(id);
    request
}

/// A started game in `channel` for `users` (the first creates it) with the given challenge rule.
pub async fn started(service: &Service, channel: i64, users: &[i64], rule: &str) -> StartReport {
    let options = LobbyOptions {
        challenge_rule: Some(ChallengeRule::from_name(rule).unwrap()),
        ..LobbyOptions::default()
    };
    service
        .games()
        .create_lobby(&request(users[0], channel), &options)
        .await
        .unwrap();
    for &user in &users[1..] {
        service.games().join(&request(user, channel)).await.unwrap();
    }
    // A random deal can leave a rack with no word at all; the tests want plays, so the game
    // gets the first seed whose every opening rack has one.
    let seed = playable_seed(users.len());
    sqlx::query("update games set seed = $1 where channel_id = $2 and status = 'lobby'")
        .bind(seed)
        .bind(channel)
        .execute(service.pool())
        .await
        .unwrap();
    service
        .games()
        .start(&request(users[0], channel))
        .await
        .unwrap()
}

/// Gives the channel's lobby the first seed whose classic deal has an opening play for each of
/// its seats.
pub async fn seed_lobby_playably(pool: &PgPool, channel: i64) {
    let seats: i64 = sqlx::query_scalar(
        "select count(*) from seats s join games g on g.id = s.game_id \
         where g.channel_id = $1 and g.status = 'lobby'",
    )
    .bind(channel)
    .fetch_one(pool)
    .await
    .unwrap();
    let seed = playable_seed(usize::try_from(seats).unwrap_or(2).max(2));
    sqlx::query("update games set seed = $1 where channel_id = $2 and status = 'lobby'")
        .bind(seed)
        .bind(channel)
        .execute(pool)
        .await
        .unwrap();
}

/// The first seed (from 1) whose classic deal gives every player an opening play.
fn playable_seed(players: usize) -> i64 {
    let lexicon = Lexicon::enable();
    (1..10_000)
        .find(|&seed: &i64| {
            let variant = lexicord::engine::variant::Variant::classic();
            let Ok((game, _)) = lexicord::engine::game::Game::new(
                variant,
                lexicord::engine::game::GameSettings::default(),
                players,
                seed.cast_unsigned(),
            ) else {
                return false;
            };
            (0..players).all(|seat| {
                movegen::best_move(game.variant(), &lexicon, game.board(), game.rack(seat))
                    .is_some()
            })
        })
        .unwrap_or(1)
}

/// The user to move and the best legal play for them, as `(user, coord, word)`.
pub async fn best_play(service: &Service, channel: i64) -> Option<(i64, String, String)> {
    let snapshot = service.tables().snapshot(channel).await.unwrap();
    let game = service.tables().whole_game(channel).await.unwrap()?;
    let seat = game.to_move()?;
    let user = snapshot.seats[seat].user_id?;
    let lexicon = Lexicon::enable();
    let best = movegen::best_move(game.variant(), &lexicon, game.board(), game.rack(seat))?;
    let text = format_play(
        &game.variant().tiles,
        game.board(),
        &best.placement(),
        ThroughStyle::Letters,
    );
    Some((user, text.coord.to_string(), text.word))
}

/// The user whose turn it is.
pub async fn to_move(service: &Service, channel: i64) -> Option<i64> {
    let snapshot = service.tables().snapshot(channel).await.unwrap();
    let seat = service
        .tables()
        .whole_game(channel)
        .await
        .unwrap()?
        .to_move()?;
    snapshot.seats[seat].user_id
}

/// Rows in the move log and the game version, to check nothing was written.
pub async fn log_len(pool: &PgPool) -> (i64, i64) {
    let moves: i64 = sqlx::query_scalar("select count(*) from moves")
        .fetch_one(pool)
        .await
        .unwrap();
    let interactions: i64 = sqlx::query_scalar("select count(*) from interactions")
        .fetch_one(pool)
        .await
        .unwrap();
    (moves, interactions)
}

/// Checks that what is stored for a game (version, bag count, who moves, scores and racks)
/// equals the state rebuilt by replaying its move log, and that tiles are conserved.
pub async fn assert_stored_state_is_the_replay(service: &Service, pool: &PgPool, game_id: i64) {
    let game = service
        .tables()
        .whole_game_by_id(game_id)
        .await
        .unwrap()
        .expect("a started game");
    let (version, bag_count, to_move, bag): (i32, i16, Option<i16>, String) =
        sqlx::query_as("select version, bag_count, to_move, bag from games where id = $1")
            .bind(game_id)
            .fetch_one(pool)
            .await
            .unwrap();
    let log: i64 = sqlx::query_scalar("select count(*) from moves where game_id = $1")
        .bind(game_id)
        .fetch_one(pool)
        .await
        .unwrap();
    assert_eq!(i64::from(version), log, "version = log length");
    assert_eq!(usize::try_from(bag_count).unwrap(), game.bag_len());
    assert_eq!(
        bag,
        game.bag_contents().to_text(&game.variant().tiles),
        "stored bag"
    );
    assert_eq!(to_move.map(|s| usize::try_from(s).unwrap()), game.to_move());
    let seats: Vec<(i16, i32, String)> =
        sqlx::query_as("select seat, score, rack from seats where game_id = $1 order by seat")
            .bind(game_id)
            .fetch_all(pool)
            .await
            .unwrap();
    for (seat, score, rack) in seats {
        let seat = usize::try_from(seat).unwrap();
        assert_eq!(score, game.score(seat), "score of seat {seat}");
        assert_eq!(
            rack,
            game.rack(seat).to_text(&game.variant().tiles),
            "rack of seat {seat}"
        );
    }
    if game.variant().uses_dice() {
        // Dice: all 12 in the cup, in front of a player or on the mat.
        game.check_dice_conserved().unwrap();
        return;
    }
    let mut total = game.bag_len() + game.board().tiles().count();
    total += (0..game.player_count())
        .map(|s| game.rack(s).len())
        .sum::<usize>();
    assert_eq!(
        total,
        game.variant().tiles.total_tiles() + usize::from(game.yellow_blanks_in_play()),
        "tiles conserved"
    );
}
