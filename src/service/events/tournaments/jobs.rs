//! Running tournament jobs, with their own runner (not the clock's): each claimed with a lease
//! and run in its own transaction, marked done there only while the lease is still this
//! runner's, so any number of bot processes run each exactly once: pairing a round (a round already
//! paired is left alone, so a repeat does nothing) and settling a round at its deadline (the
//! player on move in each unfinished game forfeits; see [`forfeit_scores`]; a game whose thread
//! has not opened yet is not settled: its clock starts when it opens).
//!
//! [`forfeit_scores`]: crate::tournament::roster::forfeit_scores

use sqlx::PgConnection;
use time::OffsetDateTime;

use crate::kinds::{SettledBy, TournamentJobKind, TournamentState};
use crate::service::errors::ServiceError;
use crate::service::leases::{self, LEASE_SECS};
use crate::store::games;
use crate::store::tournament_jobs::{self, TournamentJobOutcome, TournamentJobRow};
use crate::store::tournaments;

use super::boards::{lock_games, open_games};
use super::posts;
use crate::service::event_data::loaded::Loaded;
use crate::service::event_data::pace::EventPace;
use crate::service::event_data::post::{self, TournamentPost};
use crate::service::events::Pacing;

/// Most tournament jobs one call runs.
const JOBS_PER_RUN: usize = 50;

impl Pacing {
    /// Runs the tournament jobs due by the service clock; returns how many ran. A job that
    /// fails is logged and retried later with back-off ([`tournament_jobs::BACKOFF`]); it does
    /// not stop the others.
    #[tracing::instrument(skip_all)]
    pub async fn run_due_tournament_jobs(&self) -> Result<usize, ServiceError> {
        let mut ran = 0;
        for _ in 0..JOBS_PER_RUN {
            let now = self.clock.now();
            let mut conn = self.pool.acquire().await?;
            let Some((lease, job)) = tournament_jobs::claim_due(&mut conn, now, LEASE_SECS).await?
            else {
                break;
            };
            drop(conn);
            ran += 1;
            let renewal = leases::keep(&self.pool, lease);
            let mut tx = self.pool.begin().await?;
            let outcome = self.run_tournament_job(&mut tx, &job, now).await;
            renewal.stop();
            let ran_job = outcome.map(|outcome| (outcome, None::<()>));
            // A failure is logged and recorded for a retry; it does not stop the others.
            let _ = self.finish_job(tx, lease, &job, now, ran_job).await?;
        }
        Ok(ran)
    }

    /// How long a tournament job runner may sleep: until the next pending job falls due, and at
    /// most `poll`.
    #[tracing::instrument(skip_all)]
    pub async fn tournament_job_pause(&self, poll: std::time::Duration) -> std::time::Duration {
        let due = self.next_tournament_job_due().await;
        crate::service::job_runs::pause_until(due, self.clock.now(), poll)
    }

    /// When the next tournament job is due, if any.
    #[tracing::instrument(skip_all)]
    pub async fn next_tournament_job_due(&self) -> Result<Option<OffsetDateTime>, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        Ok(tournament_jobs::next_due(&mut conn).await?)
    }

    #[tracing::instrument(skip_all, fields(job_id = job.id, tournament_id = job.tournament_id, kind = ?job.kind))]
    async fn run_tournament_job(
        &self,
        conn: &mut PgConnection,
        job: &TournamentJobRow,
        now: OffsetDateTime,
    ) -> Result<TournamentJobOutcome, ServiceError> {
        if job.kind == TournamentJobKind::RoundDeadline {
            let ids = open_games(conn, job.tournament_id).await?;
            lock_games(conn, ids).await?;
        }
        let Some(row) = tournaments::lock(conn, job.tournament_id).await? else {
            return Ok(TournamentJobOutcome::Stale);
        };
        match row.state {
            TournamentState::Running => {}
            TournamentState::Paused => return Ok(TournamentJobOutcome::Paused),
            _ => return Ok(TournamentJobOutcome::Stale),
        }
        let mut loaded = Loaded::load(conn, row).await?;
        match job.kind {
            TournamentJobKind::PairRound => {
                if loaded.paired_rounds() >= job.round {
                    return Ok(TournamentJobOutcome::Stale);
                }
                match self.pair_round_in(conn, &mut loaded, job.round, None).await {
                    Ok(()) => Ok(TournamentJobOutcome::Paired),
                    Err(ServiceError::User(e)) => {
                        // The schedule says the director pairs it, or it cannot be paired:
                        // the director is asked (`/tournament pair`).
                        tracing::warn!(tournament = job.tournament_id, round = job.round, error = %e, "round not paired by its job");
                        let post = TournamentPost::AwaitingDirector {
                            name: loaded.row.name.clone(),
                            round: job.round,
                        };
                        posts::post(conn, &loaded, post).await?;
                        Ok(TournamentJobOutcome::ForDirector)
                    }
                    Err(e) => Err(e),
                }
            }
            TournamentJobKind::RoundDeadline => {
                self.settle_deadline(conn, &mut loaded, job.round, now)
                    .await
            }
        }
    }

    /// The round's deadline: each board still going is settled, the player on move forfeiting
    /// (the first player, if a league game was never opened). A tournament game whose thread
    /// has not opened is left for the deadline its opening sets.
    async fn settle_deadline(
        &self,
        conn: &mut PgConnection,
        loaded: &mut Loaded,
        round: i16,
        now: OffsetDateTime,
    ) -> Result<TournamentJobOutcome, ServiceError> {
        let Some(r) = tournaments::rounds(conn, loaded.row.id)
            .await?
            .into_iter()
            .find(|r| r.round == round)
        else {
            return Ok(TournamentJobOutcome::Stale);
        };
        if r.deadline_at > now {
            // Moved on by a pause (resuming scheduled the job again for then).
            return Ok(TournamentJobOutcome::Early);
        }
        let unsettled = |b: &&tournaments::BoardRow| b.round == round && b.settled_by.0.is_none();
        // A tournament game whose thread has not opened yet has not started its clock: the
        // deadline leaves it (opening it moves the round's deadline; see `clock_starts`).
        let waiting = |b: &tournaments::BoardRow| {
            EventPace::of(&loaded.row) == EventPace::Rounds
                && b.second_player.is_some()
                && b.game_id.is_none()
        };
        let waits = loaded
            .boards
            .iter()
            .filter(unsettled)
            .filter(|b| waiting(b))
            .count();
        let open: Vec<_> = loaded
            .boards
            .iter()
            .filter(unsettled)
            .filter(|b| !waiting(b))
            .cloned()
            .collect();
        for board in &open {
            let loser = match board.game_id {
                Some(game_id) => {
                    let to_move = games::to_move(conn, game_id).await?;
                    let seats = games::seats(conn, game_id).await?;
                    let on_move = to_move.and_then(|s| seats.iter().find(|x| x.seat == s));
                    on_move
                        .and_then(|s| s.user_id)
                        .and_then(|user| loaded.index_of_user(user))
                        .map_or(board.first_player, |i| loaded.entrants[i].id)
                }
                None => board.first_player,
            };
            self.forfeit_board(conn, loaded, board, loser, SettledBy::Deadline)
                .await?;
            let mut settled = board.clone();
            loaded.boards = tournaments::boards(conn, loaded.row.id).await?;
            if let Some(b) = loaded.boards.iter().find(|b| b.id == board.id) {
                settled = b.clone();
            }
            let post = TournamentPost::Settled {
                round,
                board: post::line(loaded, &settled),
                forfeited: Some(loaded.name_of(loser)),
            };
            posts::post(conn, loaded, post.clone()).await?;
            if let Some(thread) = settled.thread_id {
                posts::post_in(conn, loaded, thread, post).await?;
            }
        }
        self.after_result(conn, loaded, round, now).await?;
        Ok(if !open.is_empty() {
            TournamentJobOutcome::Settled
        } else if waits > 0 {
            TournamentJobOutcome::ThreadsWaiting
        } else {
            TournamentJobOutcome::NothingOpen
        })
    }
}
