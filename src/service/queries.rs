//! Read-only use cases: the board and scoreboard, a player's rack, the history, the GCG record,
//! player records and leaderboards. No locks are taken.

use serde::{Deserialize, Serialize};

use crate::engine::formats::gcg;
use crate::engine::game::{Game, TurnKind};
use crate::engine::layout::Pos;
use crate::store::games;
use crate::store::records::{self, LeaderboardLine, PlayerRecord};

use super::errors::{ServiceError, UserError};
use super::loaded::{self, LoadedGame};
use super::report::{self, Event};
use super::{Request, Service};

/// A seat as everyone may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub seat: usize,
    pub name: String,
    pub user_id: Option<i64>,
    pub computer: Option<String>,
    pub score: i32,
    pub to_move: bool,
}

pub(super) fn seat_views(loaded: &LoadedGame, game: Option<&Game>) -> Vec<SeatView> {
    loaded
        .seats
        .iter()
        .enumerate()
        .map(|(seat, row)| SeatView {
            seat,
            name: loaded::seat_name(row),
            user_id: row.user_id,
            computer: row.bot_level.clone(),
            score: game.map_or(0, |g| g.score(seat)),
            to_move: game.and_then(Game::to_move) == Some(seat),
        })
        .collect()
}

/// Everything needed to draw and describe a channel's game.
#[derive(Clone, Debug)]
pub struct GameSnapshot {
    pub game_id: i64,
    pub guild_id: Option<i64>,
    pub channel_id: i64,
    pub status: String,
    pub lexicon: String,
    pub challenge_rule: String,
    pub seats: Vec<SeatView>,
    /// `None` while in the lobby.
    pub game: Option<Game>,
    /// Squares of the last play still on the board.
    pub last_play: Vec<Pos>,
    pub version: i32,
}

impl Service {
    async fn load_latest(&self, channel_id: i64) -> Result<LoadedGame, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        let row = games::latest_in_channel(&mut conn, channel_id)
            .await?
            .ok_or(UserError::NoGameHere)?;
        Ok(loaded::load(&mut conn, row, &self.lexicons).await?)
    }

    /// The channel's current game (or its last one).
    pub async fn snapshot(&self, channel_id: i64) -> Result<GameSnapshot, ServiceError> {
        let loaded = self.load_latest(channel_id).await?;
        Ok(snapshot_of(&loaded))
    }

    /// A game by id.
    pub async fn snapshot_by_id(&self, game_id: i64) -> Result<GameSnapshot, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        let row = games::game(&mut conn, game_id)
            .await?
            .ok_or(UserError::NoSuchGame(game_id))?;
        let loaded = loaded::load(&mut conn, row, &self.lexicons).await?;
        Ok(snapshot_of(&loaded))
    }

    /// The caller's rack in the channel's game, as (letter, value) pairs (`?` for a blank, worth 0).
    pub async fn rack(&self, request: &Request) -> Result<Vec<(String, u16)>, ServiceError> {
        let loaded = self.load_latest(request.channel_id).await?;
        let seat = loaded
            .seat_of(request.user_id)
            .ok_or(UserError::NotAPlayer)?;
        let game = loaded.game.as_ref().ok_or(UserError::NotStarted)?;
        Ok(rack_tiles(game, seat))
    }

    /// Every game the user is seated in that is active, with the user's rack, by game id.
    pub async fn racks_of(
        &self,
        game_id: i64,
        user_id: i64,
    ) -> Result<Option<Vec<(String, u16)>>, ServiceError> {
        let snapshot = self.snapshot_by_id(game_id).await?;
        let seat = snapshot
            .seats
            .iter()
            .position(|s| s.user_id == Some(user_id));
        Ok(match (seat, &snapshot.game) {
            (Some(seat), Some(game)) => Some(rack_tiles(game, seat)),
            _ => None,
        })
    }

    /// What happened so far, command by command.
    pub async fn history(&self, channel_id: i64) -> Result<Vec<Event>, ServiceError> {
        let loaded = self.load_latest(channel_id).await?;
        let Some(final_game) = &loaded.game else {
            return Ok(Vec::new());
        };
        let (variant, settings) = loaded::rules_of(&loaded.row)?;
        let commands = loaded::commands_of(&loaded.log, &variant)?;
        let dictionary = self.lexicons.get(&loaded.row.lexicon)?;
        let (mut game, _) = Game::new(
            variant,
            settings,
            loaded.seats.len(),
            loaded.row.seed as u64,
        )
        .map_err(|e| anyhow::anyhow!("{e}"))?;
        let mut events = Vec::new();
        for command in &commands {
            let board = game.board().clone();
            let outcome = game
                .apply(command, dictionary.as_ref())
                .map_err(|e| anyhow::anyhow!("history replay: {e}"))?;
            events.extend(report::describe(&loaded, &game, &outcome.turns, &board));
        }
        debug_assert_eq!(&game, final_game);
        Ok(events)
    }

    /// The channel's game as a GCG record.
    pub async fn gcg(&self, channel_id: i64) -> Result<String, ServiceError> {
        let loaded = self.load_latest(channel_id).await?;
        let game = loaded.game.as_ref().ok_or(UserError::NotStarted)?;
        let names: Vec<String> = (0..loaded.seats.len())
            .map(|s| loaded.seat_name(s))
            .collect();
        Ok(gcg::write(&gcg::record_of(
            game,
            &names,
            &loaded.row.lexicon,
        )))
    }

    /// A player's record on this server.
    pub async fn player_record(
        &self,
        guild_id: Option<i64>,
        user_id: i64,
    ) -> Result<PlayerRecord, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        Ok(records::player_record(&mut conn, guild_id, user_id).await?)
    }

    /// The server's leaderboard.
    pub async fn leaderboard(
        &self,
        guild_id: i64,
        limit: i64,
    ) -> Result<Vec<LeaderboardLine>, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        Ok(records::leaderboard(&mut conn, guild_id, limit).await?)
    }
}

pub(super) fn snapshot_of(loaded: &LoadedGame) -> GameSnapshot {
    let game = loaded.game.clone();
    let last_play = game
        .as_ref()
        .and_then(Game::last_play)
        .and_then(|t| match &t.kind {
            TurnKind::Play { placement, .. } => {
                Some(placement.tiles.iter().map(|&(p, _)| p).collect())
            }
            _ => None,
        })
        .unwrap_or_default();
    GameSnapshot {
        game_id: loaded.row.id,
        guild_id: loaded.row.guild_id,
        channel_id: loaded.row.channel_id,
        status: loaded.row.status.clone(),
        lexicon: loaded.row.lexicon.clone(),
        challenge_rule: loaded.row.challenge_rule.clone(),
        seats: seat_views(loaded, game.as_ref()),
        game,
        last_play,
        version: loaded.row.version,
    }
}

fn rack_tiles(game: &Game, seat: usize) -> Vec<(String, u16)> {
    let tiles = &game.variant().tiles;
    let rack = game.rack(seat);
    let mut out: Vec<(String, u16)> = rack
        .tiles()
        .into_iter()
        .filter(|&t| t != crate::engine::tiles::BLANK)
        .map(|t| (tiles.label(t).to_owned(), tiles.value(t)))
        .collect();
    out.extend(std::iter::repeat_n(
        ("?".to_owned(), 0),
        usize::from(rack.count(crate::engine::tiles::BLANK)),
    ));
    out
}
