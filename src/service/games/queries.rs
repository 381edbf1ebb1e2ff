//! Read-only use cases: the board and scoreboard, a player's rack, the history and the GCG
//! record. No locks are taken.

use crate::engine::dictionary::Dictionary;
use crate::engine::formats::gcg;
use crate::engine::game::Game;

use super::Tables;
use crate::service::Request;
use crate::service::errors::{ServiceError, UserError};
use crate::service::loaded::{self, LoadedGame};
use crate::service::report::{self, Event};
use crate::service::views::{self, PlayerView, PublicView, own_view};

impl Tables {
    /// The channel's current game (or its last one) as anyone may see it.
    #[tracing::instrument(skip_all, fields(channel_id))]
    pub async fn snapshot(&self, channel_id: i64) -> Result<PublicView, ServiceError> {
        let loaded = self.load_latest(channel_id).await?;
        Ok(views::public_view(&loaded))
    }

    /// A game by id, as anyone may see it.
    #[tracing::instrument(skip_all, fields(game_id))]
    pub async fn snapshot_by_id(&self, game_id: i64) -> Result<PublicView, ServiceError> {
        let loaded = self.load_by_id(game_id).await?;
        Ok(views::public_view(&loaded))
    }

    /// The channel's game as the caller sees it: the public view and their own rack. Refused
    /// to a non-player, and before the tiles are dealt.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn player_view(&self, request: &Request) -> Result<PlayerView, ServiceError> {
        let loaded = self.load_latest(request.channel_id).await?;
        own_view(&loaded, request.user_id)
    }

    /// Game `game_id` as player `user_id` sees it (refused as [`Tables::player_view`] is).
    #[tracing::instrument(skip_all, fields(game_id, user_id))]
    pub async fn player_view_by_id(
        &self,
        game_id: i64,
        user_id: i64,
    ) -> Result<PlayerView, ServiceError> {
        let loaded = self.load_by_id(game_id).await?;
        own_view(&loaded, user_id)
    }

    /// The caller's rack in the channel's game, as (letter, value) pairs in the order shown
    /// (`?` for a blank, worth 0, last).
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn rack(&self, request: &Request) -> Result<Vec<(String, u16)>, ServiceError> {
        Ok(self.player_view(request).await?.rack_tiles())
    }

    /// The engine's whole game in the channel, every rack and the bag's order included: for the
    /// referee's tools (tests, the load generator, benches), never for a Discord message (the
    /// bot gets [`PublicView`] and [`PlayerView`]; clippy's `disallowed_methods` keeps this
    /// out of `crate::bot`). `None` while in the lobby.
    #[tracing::instrument(skip_all, fields(channel_id))]
    pub async fn whole_game(&self, channel_id: i64) -> Result<Option<Game>, ServiceError> {
        Ok(self.load_latest(channel_id).await?.game)
    }

    /// [`Tables::whole_game`] by game id.
    #[tracing::instrument(skip_all, fields(game_id))]
    pub async fn whole_game_by_id(&self, game_id: i64) -> Result<Option<Game>, ServiceError> {
        Ok(self.load_by_id(game_id).await?.game)
    }

    /// What happened so far, command by command.
    #[tracing::instrument(skip_all, fields(channel_id))]
    pub async fn history(&self, channel_id: i64) -> Result<Vec<Event>, ServiceError> {
        let loaded = self.load_latest(channel_id).await?;
        let Some(final_game) = &loaded.game else {
            return Ok(Vec::new());
        };
        let (variant, settings) = loaded::rules_of(&loaded.row, &loaded.seats);
        let logged = loaded::logged_of(&loaded.log, &variant)?;
        let dictionary = self.lexicons.recorded(&loaded.row);
        let (mut game, _) = Game::new(
            variant,
            settings,
            loaded.seats.len(),
            loaded.row.seed as u64,
        )
        .map_err(|e| anyhow::anyhow!("{e}"))?;
        let mut events = Vec::new();
        for (index, logged) in logged.iter().enumerate() {
            let board = game.board().clone();
            let fallback = dictionary.as_deref().map(|l| l as &dyn Dictionary);
            let outcome = game
                .apply_logged(index, logged, fallback)
                .map_err(|e| anyhow::anyhow!("history replay: {e}"))?;
            events.extend(report::describe(&loaded, &game, &outcome.turns, &board));
        }
        debug_assert_eq!(&game, final_game);
        Ok(events)
    }

    /// The channel's game as a GCG record, with its game id. While the game goes on the
    /// record shows only what the table saw (no racks, exchanges as a count); once it is over,
    /// the whole record with racks.
    #[tracing::instrument(skip_all, fields(channel_id))]
    pub async fn gcg(&self, channel_id: i64) -> Result<(i64, String), ServiceError> {
        record_of(&self.load_latest(channel_id).await?)
    }

    /// [`Tables::gcg`] of game `game_id` as the asker may name it (see
    /// [`Tables::shared_game`]), or of the channel's game.
    #[tracing::instrument(skip_all, fields(request = %request, game_id))]
    pub async fn gcg_of(
        &self,
        request: &Request,
        game_id: Option<i64>,
    ) -> Result<(i64, String), ServiceError> {
        match game_id {
            Some(id) => record_of(&self.shared_game(request, id).await?),
            None => self.gcg(request.channel_id).await,
        }
    }
}

/// A loaded game's GCG record with its id: while it goes on only what the table saw (no racks,
/// exchanges as a count); once it is over, the whole record with racks.
fn record_of(loaded: &LoadedGame) -> Result<(i64, String), ServiceError> {
    let game = loaded.game.as_ref().ok_or(UserError::NotStarted)?;
    game.variant()
        .require(crate::engine::variant::Feature::GcgExport)?;
    let names: Vec<String> = (0..loaded.seats.len())
        .map(|s| loaded.seat_name(s).record_name())
        .collect();
    let disclosure = if game.is_over() {
        gcg::Disclosure::Full
    } else {
        gcg::Disclosure::Table
    };
    let record = gcg::record_of(game, &names, &loaded.row.lexicon, disclosure);
    Ok((loaded.row.id, gcg::write(&record)))
}
