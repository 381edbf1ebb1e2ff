//! A tournament board's game: opened in the board's thread once the delivery made and recorded
//! the thread (idempotent: a board's game is made once, whatever the retries), with the player the pairing put first
//! going first, its clock starting then (a late thread moves the round's deadline; the director
//! is told of a thread that cannot be made, by the delivery). Its result is recorded by the events area when the
//! game ends (`events::tournaments::boards`).

use sqlx::PgConnection;

use crate::engine::game::EndAdjustment;
use crate::kinds::{TournamentJobKind, TournamentState};
use crate::store::games::NewGame;
use crate::store::tournament_jobs;
use crate::store::tournaments::{self, BoardRow};

use super::Games;
use super::game_start::{self, NewSeat};
use crate::service::Request;
use crate::service::errors::ServiceError;
use crate::service::event_data::loaded::Loaded;
use crate::service::event_data::pace::EventPace;
use crate::service::event_data::post::TournamentPost;
use crate::service::events::tournaments::posts;
use crate::service::loaded;

/// A game opening later than this after its round began gets a full round from its opening.
const LATE_OPENING: time::Duration = time::Duration::minutes(1);
/// Most boards one run of [`Games::open_threaded_boards`] opens.
const BOARDS_PER_RUN: i64 = 50;

impl Games {
    /// Opens the game of every board whose thread the delivery made and recorded but whose game
    /// is not open yet (see [`Games::open_board`]; opening twice is harmless, so any number of
    /// processes may run this); returns how many opened. A board that fails to open is logged
    /// and tried again on the next run; it does not stop the others.
    #[tracing::instrument(skip_all)]
    pub async fn open_threaded_boards(&self) -> Result<usize, ServiceError> {
        let waiting = {
            let mut conn = self.pool.acquire().await?;
            tournaments::threads_without_game(&mut conn, BOARDS_PER_RUN).await?
        };
        let mut opened = 0;
        for (board_id, thread_id) in waiting {
            match self.open_board(board_id, thread_id).await {
                Ok(Some(_)) => opened += 1,
                Ok(None) => {}
                Err(error) => {
                    tracing::error!(board_id, thread_id, %error, "cannot open a board's game");
                }
            }
        }
        Ok(opened)
    }

    /// The board's thread exists: records it and opens the board's game there, both players
    /// pinged, the pairing's first player first. Returns the game, or `None` when there is
    /// nothing to open (the board was settled or the event ended meanwhile). Repeating it returns
    /// the game made the first time.
    #[tracing::instrument(skip_all, fields(board_id))]
    pub async fn open_board(
        &self,
        board_id: i64,
        thread_id: i64,
    ) -> Result<Option<i64>, ServiceError> {
        let mut tx = self.pool.begin().await?;
        let Some(tournament_id) = tournaments::board_tournament(&mut tx, board_id).await? else {
            return Ok(None);
        };
        let row = tournaments::lock(&mut tx, tournament_id)
            .await?
            .ok_or_else(|| anyhow::anyhow!("tournament {tournament_id} vanished"))?;
        let Some(board) = tournaments::lock_board(&mut tx, board_id).await? else {
            return Ok(None);
        };
        if board.game_id.is_some() {
            return Ok(board.game_id);
        }
        if board.settled_by.0.is_some() || row.state == TournamentState::Finished {
            return Ok(None);
        }
        let loaded_t = Loaded::load(&mut tx, row).await?;
        let game_id = self
            .start_board_game(&mut tx, &loaded_t, &board, thread_id)
            .await?;
        tx.commit().await?;
        Ok(Some(game_id))
    }

    /// Makes the game of `board` in its thread `thread_id`, its seats the pairing's (the first
    /// player in seat 0, and going first: no draw decides it), tells the thread, and starts it.
    async fn start_board_game(
        &self,
        conn: &mut PgConnection,
        loaded_t: &Loaded,
        board: &BoardRow,
        thread_id: i64,
    ) -> Result<i64, ServiceError> {
        let t = &loaded_t.row;
        let second = board.second_player.unwrap_or_default();
        let (first_user, second_user) = (
            loaded_t.user_of(board.first_player),
            loaded_t.user_of(second),
        );
        let clock = self.clock_settings_of(conn, Some(t.guild_id)).await?;
        let new = NewGame {
            guild_id: Some(t.guild_id),
            channel_id: thread_id,
            variant: t.variant,
            challenge_rule: t.challenge_rule,
            adjustment: EndAdjustment::Tournament,
            lexicon: &t.lexicon,
            tiles: self.lexicons.edition(&t.lexicon),
            turn_time_limit_secs: t.turn_time_limit_secs,
            seed: rand::random::<i64>(),
            max_players: 2,
            created_by: t.created_by,
            // Tournament games are rated (a computer seat still makes a game unrated).
            rated: true,
            first_seat: Some(0),
            lexicon_version: self.lexicons.current_version(&t.lexicon),
        };
        let seats = [NewSeat::person(first_user), NewSeat::person(second_user)];
        let game_row = game_start::insert_game(conn, &new, &seats, &clock)
            .await?
            .ok_or_else(|| anyhow::anyhow!("thread {thread_id} already has a game"))?;
        tournaments::set_game(conn, board.id, thread_id, game_row.id).await?;
        let deadline = self.clock_starts(conn, t, board.round).await?;
        let opened = TournamentPost::BoardOpened {
            name: t.name.clone(),
            round: board.round,
            first: (loaded_t.name_of(board.first_player), first_user),
            second: (loaded_t.name_of(second), second_user),
            deadline,
        };
        posts::post_in(conn, loaded_t, thread_id, opened).await?;
        let game_id = game_row.id;
        let game_loaded = loaded::load(conn, game_row, &self.lexicons).await?;
        let request = Request {
            guild_id: Some(t.guild_id),
            channel_id: thread_id,
            user_id: t.created_by,
            user_name: String::new(),
            interaction_id: None,
            moderator: true,
        };
        self.start_game(conn, game_loaded, &request).await?;
        Ok(game_id)
    }

    /// The deadline of a game opening now in round `round` (Unix seconds). A tournament game's
    /// clock starts when its thread opens: a game opening more than [`LATE_OPENING`] after its
    /// round began (its thread could not be made for a while) moves the round's deadline to a
    /// full round from now, so the deadline never settles a game nobody could see, nor cuts
    /// its time short. A league season's end stays where it is.
    async fn clock_starts(
        &self,
        conn: &mut PgConnection,
        t: &tournaments::TournamentRow,
        round: i16,
    ) -> Result<i64, ServiceError> {
        let Some(deadline) = tournaments::rounds(conn, t.id)
            .await?
            .iter()
            .find(|r| r.round == round)
            .map(|r| r.deadline_at)
        else {
            return Ok(0);
        };
        let full = self.clock.now() + time::Duration::seconds(t.round_secs.into());
        let season = matches!(EventPace::of(t), EventPace::Season { .. });
        if season || full <= deadline + LATE_OPENING {
            return Ok(deadline.unix_timestamp());
        }
        let moved = (full - deadline).whole_seconds();
        tournaments::extend_deadline(conn, t.id, round, moved).await?;
        tournament_jobs::rearm(conn, TournamentJobKind::RoundDeadline, t.id, round, full).await?;
        Ok(full.unix_timestamp())
    }
}
