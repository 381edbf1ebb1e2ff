//! Making and starting a game, the one way lobbies, tournament boards and league boards do it:
//! the game's row with its seats and clock settings, then the start (the draw for first play,
//! or the given first player, dealing, and the opening turn rows in the outbox).

use sqlx::PgConnection;

use crate::engine::game::{Game, OpeningDraw, PlayerLevel, Role};
use crate::engine::tiles::BLANK;
use crate::kinds::GameStatus;
use crate::store::clocks;
use crate::store::games::{self, GameRow, NewGame};

use super::Games;
use super::turns::Turns;
use crate::service::Request;
use crate::service::clocks::ClockSettings;
use crate::service::errors::ServiceError;
use crate::service::loaded::{self, LoadedGame};
use crate::service::outbox::Headline;
use crate::service::report::Report;
use crate::service::seat_name::SeatName;

/// Who sits in a seat, and the choices they made for it.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct NewSeat {
    /// A person; `None` for a computer player.
    pub user_id: Option<i64>,
    /// A computer player's level.
    pub computer: Option<&'static str>,
    /// The person's level, where the variant plays to levels.
    pub level: Option<PlayerLevel>,
    /// The person's own time per turn (a handicap).
    pub turn_time_limit_secs: Option<i32>,
    /// The person's role, where the variant has roles.
    pub role: Option<Role>,
}

impl NewSeat {
    /// A person with no choices of their own.
    pub(crate) fn person(user_id: i64) -> NewSeat {
        NewSeat {
            user_id: Some(user_id),
            ..NewSeat::default()
        }
    }
}

/// The start of a game as the players are told it.
#[derive(Clone, Debug)]
pub(crate) struct Opening {
    /// Each round of the draw: (player, tile drawn, `?` for a blank); empty when the first
    /// player was given.
    pub draw_rounds: Vec<Vec<(SeatName, String)>>,
    /// Who plays first.
    pub first: SeatName,
    /// Every player in the order of play, the first one first.
    pub order: Vec<SeatName>,
    /// The first turns (a computer who goes first plays at once).
    pub report: Report,
}

/// Stores a new game: its row (`None` when the channel already has an open game), its seats in
/// order from seat 0, and its clock settings.
pub(crate) async fn insert_game(
    conn: &mut PgConnection,
    new: &NewGame<'_>,
    seats: &[NewSeat],
    clock: &ClockSettings,
) -> Result<Option<GameRow>, ServiceError> {
    let Some(row) = games::insert_lobby(conn, new).await? else {
        return Ok(None);
    };
    for (seat, choices) in (0i16..).zip(seats) {
        insert_seat(conn, row.id, seat, choices).await?;
    }
    clocks::save_game_clock_settings(conn, row.id, &clock.row()).await?;
    Ok(Some(row))
}

/// Seats a person or computer player in seat `seat` with their choices.
pub(crate) async fn insert_seat(
    conn: &mut PgConnection,
    game_id: i64,
    seat: i16,
    choices: &NewSeat,
) -> Result<(), ServiceError> {
    games::insert_seat(conn, game_id, seat, choices.user_id, choices.computer).await?;
    if let Some(level) = choices.level {
        games::set_seat_level(conn, game_id, seat, level).await?;
    }
    if let Some(limit) = choices.turn_time_limit_secs {
        games::set_seat_turn_limit(conn, game_id, seat, limit).await?;
    }
    if let Some(role) = choices.role {
        games::set_seat_role(conn, game_id, seat, role).await?;
    }
    Ok(())
}

impl Games {
    /// Starts a stored game whose seats are taken (the caller holds its row and checked the
    /// player count): the engine's game from its seed and settings (the draw for first play,
    /// unless the row gives the first player), then the opening turn rows, in `conn`.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub(crate) async fn start_game(
        &self,
        conn: &mut PgConnection,
        mut loaded: LoadedGame,
        request: &Request,
    ) -> Result<Opening, ServiceError> {
        let players = loaded.seats.len();
        let (variant, settings) = loaded::rules_of(&loaded.row, &loaded.seats);
        let game_id = loaded.row.id;
        let (game, draw) = Game::new(variant, settings, players, loaded.row.seed.cast_unsigned())
            .map_err(|e| anyhow::anyhow!("cannot set up game {game_id}: {e}"))?;
        let draw_rounds = draw_labels(&loaded, &game, &draw);
        let first = loaded.seat_name(draw.first);
        let order: Vec<SeatName> = draw.order.iter().map(|&s| loaded.seat_name(s)).collect();
        let headline = Headline::Started {
            draw_rounds: draw_rounds.clone(),
            first: first.clone(),
            order: order.clone(),
            draw_title: game.variant().letter_words().opening_draw.to_owned(),
            draw_verb: game.variant().letter_words().opening_won.to_owned(),
        };
        loaded.row.status = GameStatus::Active;
        loaded.row.started = true;
        loaded.game = Some(game.clone());
        let turns = Turns::begin(self, &loaded, game);
        let report = turns.finish(conn, request, true, Some(headline)).await?;
        Ok(Opening {
            draw_rounds,
            first,
            order,
            report,
        })
    }
}

/// The draw's rounds as the players see them: (player, tile label, `?` for a blank).
fn draw_labels(
    loaded: &LoadedGame,
    game: &Game,
    draw: &OpeningDraw,
) -> Vec<Vec<(SeatName, String)>> {
    let tiles = &game.variant().tiles;
    draw.rounds
        .iter()
        .map(|round| {
            round
                .iter()
                .map(|&(seat, tile)| {
                    let label = if tile == BLANK {
                        "?".to_owned()
                    } else {
                        tiles.label(tile).to_owned()
                    };
                    (loaded.seat_name(seat), label)
                })
                .collect()
        })
        .collect()
}
