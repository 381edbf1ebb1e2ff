//! Lobbies: opening a game in a channel, joining, leaving, adding computer players, and starting
//! it (the draw for first play and dealing, through `game_start`).

use crate::config::TURN_LIMIT_SECS;
use crate::engine::ai::Level;
use crate::engine::game::{PlayerLevel, Role};
use crate::engine::names::Named;
use crate::engine::variant::Feature;
use crate::kinds::GameStatus;
use crate::store::games::{self, NewGame};
use crate::store::players;

use super::Games;
use super::game_start::{self, NewSeat};
use super::lobby_options::{LobbyOptions, SeatChoices};
use super::lobby_settings;
use crate::service::Request;
use crate::service::errors::{ServiceError, UserError};
use crate::service::idempotency::{recall, remember};
use crate::service::loaded::{self, LoadedGame};
use crate::service::lobby_view::{LobbyView, StartReport};
use crate::service::outbox::{self, Notice};
use crate::service::rated_games;
use crate::service::setting_error::SettingError;
use crate::service::views::seat_views;

pub(crate) fn lobby_view(loaded: &LoadedGame) -> LobbyView {
    let row = &loaded.row;
    LobbyView {
        game_id: row.id,
        status: row.status,
        variant: row.variant.to_string(),
        challenge_rule: row.challenge_rule.name().to_owned(),
        lexicon: row.lexicon.clone(),
        tiles: (!row.tiles.is_english()).then(|| row.tiles.name.to_owned()),
        turn_time_limit_secs: row.turn_time_limit_secs,
        max_players: row.max_players,
        seats: seat_views(loaded, loaded.game.as_ref()),
        rated: rated_games::counts(loaded),
    }
}

impl Games {
    /// Opens a lobby in the channel with the caller in the first seat.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn create_lobby(
        &self,
        request: &Request,
        options: &LobbyOptions,
    ) -> Result<LobbyView, ServiceError> {
        let mut tx = self.pool.begin().await?;
        if let Some(view) = recall(&mut tx, request).await? {
            return Ok(view);
        }
        let defaults = self.settings_of(&mut tx, request.guild_id).await?;
        let clock = self.clock_settings_of(&mut tx, request.guild_id).await?;
        let settings = lobby_settings::resolve(options, defaults, &self.lexicons, clock)?;
        players::upsert_player(&mut tx, request.user_id, &request.user_name).await?;
        let new = NewGame {
            guild_id: request.guild_id,
            channel_id: request.channel_id,
            variant: settings.variant,
            challenge_rule: settings.challenge,
            adjustment: settings.adjustment,
            lexicon: &settings.lexicon,
            tiles: settings.tiles,
            turn_time_limit_secs: settings.turn_time_limit_secs,
            seed: rand::random::<i64>(),
            max_players: settings.max_players,
            created_by: request.user_id,
            rated: settings.rated,
            first_seat: None,
            lexicon_version: self.lexicons.current_version(&settings.lexicon),
        };
        let creator = NewSeat {
            level: settings.level,
            turn_time_limit_secs: settings.my_turn_time_limit_secs,
            role: settings.role,
            ..NewSeat::person(request.user_id)
        };
        let Some(row) = game_start::insert_game(&mut tx, &new, &[creator], &settings.clock).await?
        else {
            return Err(UserError::ChannelHasGame.into());
        };
        let loaded = loaded::load(&mut tx, row, &self.lexicons).await?;
        let view = lobby_view(&loaded);
        let notice = Notice::Opened {
            by: request.user_name.clone(),
            lobby: view.clone(),
        };
        outbox::write_notice(&mut tx, view.game_id, request.channel_id, notice).await?;
        remember(&mut tx, request, Some(view.game_id), &view).await?;
        tx.commit().await?;
        Ok(view)
    }

    /// Takes a seat in the channel's lobby.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn join(&self, request: &Request) -> Result<LobbyView, ServiceError> {
        self.join_with(request, SeatChoices::default()).await
    }

    /// Takes a seat in the channel's lobby with the player's own choices: a level (where the
    /// variant plays to levels) and their own time per turn.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn join_with(
        &self,
        request: &Request,
        choices: SeatChoices,
    ) -> Result<LobbyView, ServiceError> {
        if choices
            .turn_time_limit_secs
            .is_some_and(|l| !TURN_LIMIT_SECS.contains(&l))
        {
            return Err(UserError::from(SettingError::TurnLimit).into());
        }
        let player_level = choices.level;
        self.change_lobby(request, |loaded| {
            if loaded.seat_of(request.user_id).is_some() {
                return Err(UserError::AlreadyJoined);
            }
            if loaded.seats.len() >= usize::try_from(loaded.row.max_players).unwrap_or(4) {
                return Err(UserError::GameFull(loaded.seats.len()));
            }
            if player_level.is_some() {
                loaded.row.rules().require(Feature::Levels)?;
            }
            if choices.role.is_some() {
                loaded.row.rules().require(Feature::Roles)?;
            }
            Ok(LobbyChange::Seat {
                user_id: Some(request.user_id),
                level: None,
                player_level,
                turn_time_limit_secs: choices.turn_time_limit_secs,
                role: choices.role,
            })
        })
        .await
    }

    /// Leaves the channel's lobby (before the start; afterwards, players resign).
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn leave(&self, request: &Request) -> Result<LobbyView, ServiceError> {
        self.change_lobby(request, |loaded| {
            let seat = loaded
                .seat_of(request.user_id)
                .ok_or(UserError::NotAPlayer)?;
            Ok(LobbyChange::Unseat(seat))
        })
        .await
    }

    /// Seats a computer player (`easy`, `medium` or `hard`).
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn add_computer(
        &self,
        request: &Request,
        level: Level,
    ) -> Result<LobbyView, ServiceError> {
        self.change_lobby(request, |loaded| {
            if loaded.seat_of(request.user_id).is_none() && !request.moderator {
                return Err(UserError::NotAPlayer);
            }
            if loaded.seats.len() >= usize::try_from(loaded.row.max_players).unwrap_or(4) {
                return Err(UserError::GameFull(loaded.seats.len()));
            }
            Ok(LobbyChange::Seat {
                user_id: None,
                level: Some(level.name()),
                player_level: None,
                turn_time_limit_secs: None,
                role: None,
            })
        })
        .await
    }

    /// Changes the channel's lobby as `decide` says, and writes the notice of it.
    async fn change_lobby(
        &self,
        request: &Request,
        decide: impl FnOnce(&LoadedGame) -> Result<LobbyChange, UserError>,
    ) -> Result<LobbyView, ServiceError> {
        let mut tx = self.pool.begin().await?;
        let row = games::lock_open_game(&mut tx, request.channel_id)
            .await?
            .ok_or(UserError::NoGameHere)?;
        if let Some(view) = recall(&mut tx, request).await? {
            return Ok(view);
        }
        if row.status != GameStatus::Lobby {
            return Err(UserError::AlreadyStarted.into());
        }
        let game_id = row.id;
        let loaded = loaded::load(&mut tx, row, &self.lexicons).await?;
        let change = decide(&loaded)?;
        let computer = matches!(change, LobbyChange::Seat { user_id: None, .. });
        let leaving = matches!(change, LobbyChange::Unseat(_));
        match change {
            LobbyChange::Seat {
                user_id,
                level,
                player_level,
                turn_time_limit_secs,
                role,
            } => {
                if let Some(user) = user_id {
                    players::upsert_player(&mut tx, user, &request.user_name).await?;
                }
                let seat = i16::try_from(loaded.seats.len()).unwrap_or(i16::MAX);
                let choices = NewSeat {
                    user_id,
                    computer: level,
                    level: player_level,
                    turn_time_limit_secs,
                    role,
                };
                game_start::insert_seat(&mut tx, game_id, seat, &choices).await?;
            }
            LobbyChange::Unseat(seat) => {
                games::remove_seat(&mut tx, game_id, i16::try_from(seat).unwrap_or(i16::MAX))
                    .await?;
                if loaded.seats.len() == 1 {
                    games::abandon(&mut tx, game_id).await?;
                }
            }
        }
        let row = games::game(&mut tx, game_id)
            .await?
            .ok_or(UserError::NoSuchGame(game_id))?;
        let view = lobby_view(&loaded::load(&mut tx, row, &self.lexicons).await?);
        let name = request.user_name.clone();
        let lobby = view.clone();
        let notice = if leaving {
            Notice::Left { name, lobby }
        } else if computer {
            Notice::ComputerSeated { lobby }
        } else {
            Notice::Joined { name, lobby }
        };
        outbox::write_notice(&mut tx, game_id, request.channel_id, notice).await?;
        remember(&mut tx, request, Some(game_id), &view).await?;
        tx.commit().await?;
        Ok(view)
    }

    /// Starts the channel's game: the draw for first play, then full racks for everyone (a
    /// computer who goes first plays at once). Any seated player may start it.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn start(&self, request: &Request) -> Result<StartReport, ServiceError> {
        let mut tx = self.pool.begin().await?;
        let row = games::lock_open_game(&mut tx, request.channel_id)
            .await?
            .ok_or(UserError::NoGameHere)?;
        if let Some(report) = recall(&mut tx, request).await? {
            return Ok(report);
        }
        if row.status != GameStatus::Lobby {
            return Err(UserError::AlreadyStarted.into());
        }
        let loaded = loaded::load(&mut tx, row, &self.lexicons).await?;
        if loaded.seat_of(request.user_id).is_none() && !request.moderator {
            return Err(UserError::NotAPlayer.into());
        }
        let players = loaded.seats.len();
        if !(2..=4).contains(&players) {
            return Err(UserError::NotEnoughPlayers(players).into());
        }
        let game_id = loaded.row.id;
        let opening = self.start_game(&mut tx, loaded, request).await?;
        let row = games::game(&mut tx, game_id)
            .await?
            .ok_or(UserError::NoSuchGame(game_id))?;
        let lobby = lobby_view(&loaded::load(&mut tx, row, &self.lexicons).await?);
        let start = StartReport {
            lobby,
            draw_rounds: opening.draw_rounds,
            first: opening.first,
            order: opening.order,
            report: opening.report,
        };
        remember(&mut tx, request, Some(game_id), &start).await?;
        tx.commit().await?;
        Ok(start)
    }
}

enum LobbyChange {
    Seat {
        user_id: Option<i64>,
        /// A computer's level.
        level: Option<&'static str>,
        /// A person's level (variants with levels).
        player_level: Option<PlayerLevel>,
        /// A person's own time per turn.
        turn_time_limit_secs: Option<i32>,
        /// A person's role (variants with roles).
        role: Option<Role>,
    },
    Unseat(usize),
}
