//! `/review`: a finished game looked at again with the engine, turn by turn (the play made, the
//! best play by score, the hard computer's choice, the points given up), and every player's
//! score over the game. For the game's players, or anyone when the server says so.

use crate::engine::ai::{self, TurnReview};
use crate::engine::game::Game;
use crate::engine::lexicon::Lexicon;
use crate::kinds::ReviewAccess;
use crate::store::games;

use super::errors::{ServiceError, UserError};
use super::loaded::{self, LoadedGame};
use super::{Request, Service};

/// A finished game reviewed, written for people.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameReview {
    pub game_id: i64,
    /// The players' names and final scores, in seat order.
    pub players: Vec<(String, i32)>,
    /// Every play, exchange and pass, in the order they were made.
    pub turns: Vec<ReviewedTurn>,
    /// Each player's total before the first entry of the game's history and after each one,
    /// in seat order (see [`ai::score_progress`]).
    pub progress: Vec<Vec<i32>>,
}

/// One turn of a review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewedTurn {
    /// The turn's number in the game (1 for the first).
    pub number: usize,
    pub player: String,
    /// The rack the player held.
    pub rack: String,
    /// What they did: `8D RETAINS`, `exchange 3`, `pass`.
    pub played: String,
    /// Points it made (0 if it was challenged off).
    pub score: i32,
    pub challenged_off: bool,
    /// The highest-scoring play the rack allowed, and its score.
    pub best: Option<(String, i32)>,
    /// What the hard computer player would have done.
    pub computer: Option<String>,
    /// The best play's score less this turn's, never below 0.
    pub given_up: i32,
}

impl GameReview {
    /// The turns that gave points up, the biggest misses first (then in game order).
    pub fn biggest_misses(&self) -> Vec<&ReviewedTurn> {
        let mut misses: Vec<&ReviewedTurn> = self.turns.iter().filter(|t| t.given_up > 0).collect();
        misses.sort_by_key(|t| (std::cmp::Reverse(t.given_up), t.number));
        misses
    }
}

impl Service {
    /// Reviews game `game_id` of this server, or the channel's last game. Refused while the
    /// game goes on, and (unless the server opens reviews to anyone) to a non-player.
    pub async fn review(
        &self,
        request: &Request,
        game_id: Option<i64>,
    ) -> Result<GameReview, ServiceError> {
        let loaded = match game_id {
            Some(id) => {
                let mut conn = self.pool.acquire().await?;
                let row = games::game(&mut conn, id)
                    .await?
                    .filter(|row| row.guild_id == request.guild_id)
                    .ok_or(UserError::NoSuchGame(id))?;
                loaded::load(&mut conn, row, &self.lexicons).await?
            }
            None => self.load_latest(request.channel_id).await?,
        };
        if loaded.row.status.is_open() {
            return Err(UserError::GameNotOver.into());
        }
        let settings = self.server_settings(request.guild_id).await?;
        if settings.review_access == ReviewAccess::Players
            && loaded.seat_of(request.user_id).is_none()
        {
            return Err(UserError::NotYourReview.into());
        }
        if loaded.game.is_none() {
            return Err(UserError::NotStarted.into());
        }
        loaded
            .row
            .variant
            .variant()
            .require(crate::engine::variant::Feature::Review)?;
        let lexicon = self.lexicons.get(&loaded.row.lexicon)?.clone();
        tokio::task::spawn_blocking(move || reviewed(&loaded, &lexicon))
            .await
            .map_err(|e| anyhow::anyhow!("review: {e}"))?
            .map_err(Into::into)
    }
}

/// The review of a loaded, started game.
fn reviewed(loaded: &LoadedGame, lexicon: &Lexicon) -> anyhow::Result<GameReview> {
    let game = loaded
        .game
        .as_ref()
        .ok_or_else(|| anyhow::anyhow!("game {} was never started", loaded.row.id))?;
    let turns = ai::review_game(game, lexicon)
        .iter()
        .enumerate()
        .map(|(n, turn)| written(loaded, game, n + 1, turn))
        .collect();
    Ok(GameReview {
        game_id: loaded.row.id,
        players: (0..game.player_count())
            .map(|seat| (loaded.seat_name(seat), game.score(seat)))
            .collect(),
        turns,
        progress: ai::score_progress(game),
    })
}

fn written(loaded: &LoadedGame, game: &Game, number: usize, turn: &TurnReview) -> ReviewedTurn {
    let tiles = &game.variant().tiles;
    let seat = game.history()[turn.at].player;
    ReviewedTurn {
        number,
        player: loaded.seat_name(seat),
        rack: turn
            .rack
            .as_ref()
            .map_or_else(String::new, |r| r.to_text(tiles)),
        played: turn.played.text(),
        score: turn.actual,
        challenged_off: turn.challenged_off,
        best: turn
            .best
            .map(|m| (ai::move_text(tiles, &m), m.score() as i32)),
        computer: turn.computer.as_ref().map(|c| c.text(tiles)),
        given_up: turn.lost,
    }
}
