//! The director pauses a tournament (nothing is paired or settled at a deadline), resumes it,
//! or ends it early.

use crate::kinds::{TournamentJobKind, TournamentState};
use crate::service::Request;
use crate::service::errors::ServiceError;
use crate::store::games;
use crate::store::tournament_jobs;
use crate::store::tournaments;

use super::posts;
use super::views::{self, TournamentView};
use crate::service::event_data::errors::TournamentError;
use crate::service::events::Events;
use crate::service::events::Pacing;

impl Events {
    /// `/tournament pause`: nothing is paired or settled at a deadline until resumed (games in
    /// progress go on; their turn clocks keep running).
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn pause_tournament(
        &self,
        request: &Request,
    ) -> Result<TournamentView, ServiceError> {
        let mut tx = self.pool.begin().await?;
        let mut loaded = self.directed(&mut tx, request).await?;
        match loaded.row.state {
            TournamentState::Running => {}
            TournamentState::Paused => return Err(TournamentError::Paused.into()),
            TournamentState::Finished => return Err(TournamentError::Finished.into()),
            _ => return Err(TournamentError::NotStarted.into()),
        }
        let now = self.clock.now();
        let paused = (TournamentState::Paused, now);
        posts::change_state(&mut tx, &mut loaded, paused, false).await?;
        tx.commit().await?;
        Ok(views::tournament_view(&loaded))
    }

    /// `/tournament resume`: the round's deadline moves on by the pause, and a round completed
    /// meanwhile gets its next round paired.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn resume_tournament(
        &self,
        request: &Request,
    ) -> Result<TournamentView, ServiceError> {
        let mut tx = self.pool.begin().await?;
        let mut loaded = self.directed(&mut tx, request).await?;
        if loaded.row.state != TournamentState::Paused {
            return Err(TournamentError::NotPaused.into());
        }
        let now = self.clock.now();
        let paused = loaded
            .row
            .paused_at
            .map_or(0, |p| (now - p).whole_seconds().max(0));
        let running = (TournamentState::Running, now);
        posts::change_state(&mut tx, &mut loaded, running, false).await?;
        let id = loaded.row.id;
        let round = loaded.paired_rounds();
        if round == 0 {
            tournament_jobs::rearm(&mut tx, TournamentJobKind::PairRound, id, 1, now).await?;
        } else if let Some(r) = tournaments::rounds(&mut tx, id)
            .await?
            .into_iter()
            .find(|r| r.round == round)
        {
            if r.completed_at.is_none() {
                let due = tournaments::extend_deadline(&mut tx, id, round, paused)
                    .await?
                    .unwrap_or(r.deadline_at);
                tournament_jobs::rearm(&mut tx, TournamentJobKind::RoundDeadline, id, round, due)
                    .await?;
            } else if round < loaded.row.rounds && loaded.row.auto_advance {
                tournament_jobs::rearm(&mut tx, TournamentJobKind::PairRound, id, round + 1, now)
                    .await?;
            }
        }
        tx.commit().await?;
        Ok(views::tournament_view(&loaded))
    }

    /// `/tournament end`: ends the event now; games still going are abandoned and their boards
    /// stay without a result; the final standings are posted.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn end_tournament(&self, request: &Request) -> Result<TournamentView, ServiceError> {
        let mut tx = self.pool.begin().await?;
        let mut loaded = self.directed(&mut tx, request).await?;
        if loaded.row.state == TournamentState::Finished {
            return Err(TournamentError::Finished.into());
        }
        let open: Vec<i64> = loaded
            .boards
            .iter()
            .filter(|b| b.settled_by.0.is_none())
            .filter_map(|b| b.game_id)
            .collect();
        for game_id in open {
            games::abandon(&mut tx, game_id).await?;
            crate::store::jobs::cancel_pending(&mut tx, game_id).await?;
        }
        let now = self.clock.now();
        let finished = (TournamentState::Finished, now);
        posts::change_state(&mut tx, &mut loaded, finished, true).await?;
        posts::standings(&mut tx, &loaded, true).await?;
        // A league season ended early moves its players by the standings as they stand.
        Pacing::over(self)
            .league_season_over(&mut tx, &loaded, now)
            .await?;
        tx.commit().await?;
        Ok(views::tournament_view(&loaded))
    }
}
