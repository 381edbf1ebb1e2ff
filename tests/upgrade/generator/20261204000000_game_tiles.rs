//! The generator of the upgrade fixtures for the schemas of 0eaa344 (migrations up to
//! 20261204000000_game_tiles) and of 42109d3 (up to 20261203000000_expert_seats, whose service
//! API is the same: `scripts/upgrade-fixture.sh 42109d3 20261203000000_expert_seats
//! 20261204000000_game_tiles`): run as an example of that commit's own library, it fills
//! a freshly migrated database through that commit's service, as its bot would, with games in
//! progress of every variant (computer seats in some), a tournament whose first round is open
//! (one board's game started, one board's thread still to be made) and every outbox row still
//! pending. See docs/OPERATING.md, "Upgrades", for how it is run and dumped.

use std::sync::Arc;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use lexicord::engine::ai::{self, Level as AiLevel};
use lexicord::engine::game::{ChallengeRule, Command, Game};
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::notation::{ThroughStyle, format_play};
use lexicord::engine::tiles::BLANK;
use lexicord::engine::variant::VariantId;
use lexicord::service::{
    Level, Lexicons, LobbyOptions, RackDelivery, Request, ReviewAccess, ServerSettings, Service,
    TournamentOptions,
};

const GUILD: i64 = 77;

/// The variants of the fixture's games, as `/game new variant:` names them.
const VARIANTS: [&str; 10] = [
    "classic",
    "nine-tile",
    "finish-line-150",
    "finish-line",
    "dice",
    "surprise:corners",
    "blanks-blockers",
    "hyper-race",
    "hyper-race-no-cards",
    "free-for-all-3",
];

fn request(user: i64, channel: i64, interaction: &mut i64) -> Request {
    *interaction += 1;
    Request {
        guild_id: Some(GUILD),
        channel_id: channel,
        user_id: user,
        user_name: format!("upgrader{user}"),
        interaction_id: Some(*interaction),
        moderator: user == 1,
    }
}

fn service(pool: sqlx::PgPool) -> Service {
    // As that commit's bot loads it (before word lists had versions).
    let mut lexicons = Lexicons::new();
    lexicons.insert("enable", Arc::new(Lexicon::enable()));
    Service::new(
        pool,
        lexicons,
        ServerSettings {
            challenge_rule: ChallengeRule::Double,
            turn_time_limit_secs: 86_400,
            rack_delivery: RackDelivery::Dm,
            lexicon: "enable".into(),
            moderator_role_id: None,
            words_in_games: false,
            review_access: ReviewAccess::Players,
        },
    )
}

/// One turn of the player to move, chosen as the medium computer would and given as the
/// command a person types; the computer seats answer in their own step.
async fn one_turn(service: &Service, game_id: i64, channel: i64, n: &mut i64) -> bool {
    while service.computer_step(game_id).await.unwrap().is_some() {}
    let snapshot = service.snapshot_by_id(game_id).await.unwrap();
    let game: Game = service.whole_game_by_id(game_id).await.unwrap().unwrap();
    let Some(seat) = game.to_move().filter(|_| !game.is_over()) else {
        return false;
    };
    let Some(user) = snapshot.seats[seat].user_id else {
        return false;
    };
    let r = request(user, channel, n);
    let mut rng = ChaCha8Rng::seed_from_u64(game_id as u64 * 31 + game.history().len() as u64);
    let tiles = &game.variant().tiles;
    let outcome = match ai::command(&game, seat, AiLevel::Medium, &Lexicon::enable(), &mut rng) {
        _ if game.awaiting_final_challenge() => service.pass(&r).await,
        Command::Play { placement, .. } => {
            let text = format_play(tiles, game.board(), &placement, ThroughStyle::Letters);
            service.play(&r, &text.coord.to_string(), &text.word).await
        }
        Command::PlayWords { placement, .. } => {
            let squares: Vec<String> = placement
                .tiles
                .iter()
                .map(|(pos, placed)| {
                    let label = tiles.label(placed.letter);
                    let label = if placed.blank {
                        label.to_lowercase()
                    } else {
                        label.to_owned()
                    };
                    format!("{pos}={label}")
                })
                .collect();
            service.place(&r, &squares.join(" "), Some("best")).await
        }
        Command::Exchange { tiles: back, .. } => {
            let text: String = back
                .iter()
                .map(|&t| if t == BLANK { "?" } else { tiles.label(t) })
                .collect();
            service.exchange(&r, &text).await
        }
        _ => service.pass(&r).await,
    };
    if let Err(error) = outcome {
        eprintln!("game {game_id}: a turn refused ({error}); passing");
        service.pass(&request(user, channel, n)).await.unwrap();
    }
    true
}

async fn games(service: &Service, n: &mut i64) {
    for (i, name) in VARIANTS.iter().enumerate() {
        let channel = 1000 + i as i64;
        let options = LobbyOptions {
            variant: Some(VariantId::parse(name).unwrap()),
            ..LobbyOptions::default()
        };
        service
            .create_lobby(&request(11, channel, n), &options)
            .await
            .unwrap();
        service.join(&request(12, channel, n)).await.unwrap();
        if i % 3 == 0 {
            // A computer seat beside the two people.
            let added = service
                .add_computer(&request(11, channel, n), Level::Medium)
                .await;
            if let Err(error) = added {
                eprintln!("{name}: no computer seat ({error})");
            }
        }
        let start = service.start(&request(11, channel, n)).await.unwrap();
        let game_id = start.lobby.game_id;
        for _ in 0..3 {
            if !one_turn(service, game_id, channel, n).await {
                break;
            }
        }
        println!("{name}: game {game_id} in channel {channel}");
    }
}

async fn tournament(service: &Service, pool: &sqlx::PgPool, n: &mut i64) {
    let channel = 2000;
    let options = TournamentOptions {
        name: "Upgrade Open".into(),
        rounds: 2,
        schedule: "swiss".into(),
        ..TournamentOptions::default()
    };
    service
        .create_tournament(&request(1, channel, n), &options)
        .await
        .unwrap();
    for user in 21..=24 {
        service
            .join_tournament(&request(user, channel, n))
            .await
            .unwrap();
    }
    service
        .start_tournament(&request(1, channel, n))
        .await
        .unwrap();
    service.run_due_tournament_jobs().await.unwrap();
    let boards: Vec<i64> =
        sqlx::query_scalar("select id from tournament_boards where round = 1 order by id")
            .fetch_all(pool)
            .await
            .unwrap();
    // The first board's thread was made and its game opened; the second's is still to make.
    let thread = 3000 + boards[0];
    let game_id = service
        .open_board(boards[0], thread)
        .await
        .unwrap()
        .unwrap();
    sqlx::query(
        "update outbox set done_at = now(), outcome = 'sent' where kind = 'thread' \
         and payload->>'board_id' = $1",
    )
    .bind(boards[0].to_string())
    .execute(pool)
    .await
    .unwrap();
    one_turn(service, game_id, thread, n).await;
    println!(
        "tournament: round 1 open, board {} in thread {thread}",
        boards[0]
    );
}

#[tokio::main]
async fn main() {
    let url = std::env::args().nth(1).expect("the database's URL");
    let pool = lexicord::store::connect_and_migrate(&url).await.unwrap();
    let service = service(pool.clone());
    let mut n = 5_000_000;
    games(&service, &mut n).await;
    tournament(&service, &pool, &mut n).await;
    let pending: i64 = sqlx::query_scalar("select count(*) from outbox where done_at is null")
        .fetch_one(&pool)
        .await
        .unwrap();
    println!("{pending} outbox rows pending");
}
