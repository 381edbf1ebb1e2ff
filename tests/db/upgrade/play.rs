//! Playing a game restored from an older schema to its end through today's service: the person
//! to move gives the command the medium computer would choose (as `/play`, `/place`,
//! `/exchange` or `/pass`), computer seats answer in their own step, as the bot runs them.

use lexicord::engine::ai::{self, Level};
use lexicord::engine::game::{Command, Game};
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::notation::{ThroughStyle, format_play};
use lexicord::engine::tiles::BLANK;
use lexicord::service::{Report, Request, Service, ServiceError};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// More turns than any fixture's game takes; a game still going after them is a failure.
const MOST_TURNS: usize = 400;

/// Plays game `game_id` to its end; returns how many commands people gave.
pub async fn to_the_end(service: &Service, game_id: i64) -> usize {
    let lexicon = Lexicon::enable();
    for turn in 0..MOST_TURNS {
        while let Some(step) = service.games().computer_step(game_id).await.unwrap() {
            if step.finished.is_some() {
                return turn;
            }
        }
        let game = whole(service, game_id).await;
        if game.is_over() {
            return turn;
        }
        let seat = game
            .to_move()
            .unwrap_or_else(|| panic!("game {game_id}: nobody to move in a game going on"));
        let snapshot = service.tables().snapshot_by_id(game_id).await.unwrap();
        let user = snapshot.seats[seat]
            .user_id
            .unwrap_or_else(|| panic!("game {game_id}: a computer seat left to move"));
        let request = Request {
            guild_id: snapshot.guild_id,
            channel_id: snapshot.channel_id,
            user_id: user,
            user_name: format!("upgrader{user}"),
            interaction_id: None,
            moderator: false,
        };
        let report = give(service, &request, &game, seat, &lexicon)
            .await
            .unwrap_or_else(|e| panic!("game {game_id}: a turn refused: {e:?}"));
        if report.finished.is_some() {
            return turn + 1;
        }
    }
    panic!("game {game_id} still going after {MOST_TURNS} turns");
}

pub async fn whole(service: &Service, game_id: i64) -> Game {
    service
        .tables()
        .whole_game_by_id(game_id)
        .await
        .unwrap()
        .expect("a started game")
}

/// The command the medium computer would give for `seat`, as a person types it.
async fn give(
    service: &Service,
    request: &Request,
    game: &Game,
    seat: usize,
    lexicon: &Lexicon,
) -> Result<Report, ServiceError> {
    if game.awaiting_final_challenge() {
        return service.games().pass(request).await;
    }
    let seed = request.channel_id.unsigned_abs() ^ ((game.history().len() as u64) << 32);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let tiles = &game.variant().tiles;
    match ai::command(game, seat, Level::Medium, lexicon, &mut rng) {
        Command::Play { placement, .. } => {
            let text = format_play(tiles, game.board(), &placement, ThroughStyle::Letters);
            let coord = text.coord.to_string();
            service.games().play(request, &coord, &text.word).await
        }
        Command::PlayWords { placement, .. } => {
            let squares: Vec<String> = placement
                .tiles
                .iter()
                .map(|(pos, placed)| {
                    let label = tiles.label(placed.letter);
                    if placed.blank {
                        format!("{pos}={}", label.to_lowercase())
                    } else {
                        format!("{pos}={label}")
                    }
                })
                .collect();
            let placed = squares.join(" ");
            service.games().place(request, &placed, Some("best")).await
        }
        Command::Exchange { tiles: back, .. } => {
            let text: String = back
                .iter()
                .map(|&t| if t == BLANK { "?" } else { tiles.label(t) })
                .collect();
            service.games().exchange(request, &text).await
        }
        _ => service.games().pass(request).await,
    }
}
