//! A league season's pace: every round is paired at the start, and a board's game opens (its
//! thread asked for) once both its players have fewer than the season's games-at-once going,
//! earliest round first. When every board is settled the season is over.

use std::collections::HashMap;

use sqlx::PgConnection;
use time::OffsetDateTime;

use crate::kinds::TournamentState;
use crate::service::errors::ServiceError;
use crate::store::tournaments;

use super::posts;
use super::rounds::ask_for_thread;
use crate::service::event_data::loaded::Loaded;
use crate::service::event_data::pace::EventPace;
use crate::service::events::Pacing;

impl Pacing {
    /// Opens every board whose players both have room (see the module), in round order;
    /// returns how many. Nothing opens once the season's deadline has passed, or while paused.
    #[tracing::instrument(skip_all, fields(tournament_id = loaded.row.id))]
    pub(crate) async fn open_ready_boards(
        &self,
        conn: &mut PgConnection,
        loaded: &mut Loaded,
        now: OffsetDateTime,
    ) -> Result<usize, ServiceError> {
        let EventPace::Season {
            games_at_once: at_once,
        } = EventPace::of(&loaded.row)
        else {
            return Ok(0);
        };
        if loaded.row.state != TournamentState::Running {
            return Ok(0);
        }
        let ends = tournaments::rounds(conn, loaded.row.id)
            .await?
            .iter()
            .map(|r| r.deadline_at)
            .min();
        if ends.is_some_and(|end| end <= now) {
            return Ok(0);
        }
        loaded.boards = tournaments::boards(conn, loaded.row.id).await?;
        let going =
            |b: &tournaments::BoardRow| b.settled_by.0.is_none() && b.second_player.is_some();
        let mut busy: HashMap<i64, i16> = HashMap::new();
        for b in loaded
            .boards
            .iter()
            .filter(|b| going(b) && b.opened_at.is_some())
        {
            *busy.entry(b.first_player).or_default() += 1;
            *busy.entry(b.second_player.unwrap_or_default()).or_default() += 1;
        }
        let mut opened = 0;
        let waiting: Vec<_> = loaded
            .boards
            .iter()
            .filter(|b| going(b) && b.opened_at.is_none())
            .cloned()
            .collect();
        for b in waiting {
            let (first, second) = (b.first_player, b.second_player.unwrap_or_default());
            let room = |p: i64| busy.get(&p).copied().unwrap_or(0) < at_once;
            if !(room(first) && room(second)) {
                continue;
            }
            tournaments::mark_opened(conn, b.id, now).await?;
            ask_for_thread(conn, loaded, &b).await?;
            *busy.entry(first).or_default() += 1;
            *busy.entry(second).or_default() += 1;
            opened += 1;
        }
        loaded.boards = tournaments::boards(conn, loaded.row.id).await?;
        Ok(opened)
    }

    /// After a league board was settled: the season ends when every board is, else the boards
    /// the result freed open.
    #[tracing::instrument(skip_all, fields(tournament_id = loaded.row.id))]
    pub(crate) async fn after_league_result(
        &self,
        conn: &mut PgConnection,
        loaded: &mut Loaded,
        now: OffsetDateTime,
    ) -> Result<(), ServiceError> {
        loaded.boards = tournaments::boards(conn, loaded.row.id).await?;
        if loaded.boards.iter().any(|b| b.settled_by.0.is_none()) {
            self.open_ready_boards(conn, loaded, now).await?;
            return Ok(());
        }
        if loaded.row.state == TournamentState::Finished {
            return Ok(());
        }
        for round in 1..=loaded.row.rounds {
            tournaments::complete_round(conn, loaded.row.id, round, now).await?;
        }
        tournaments::set_state(conn, loaded.row.id, TournamentState::Finished, now).await?;
        loaded.row.state = TournamentState::Finished;
        posts::standings(conn, loaded, true).await?;
        self.league_season_over(conn, loaded, now).await
    }
}
