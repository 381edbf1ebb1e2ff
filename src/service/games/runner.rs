//! The job runner: runs the reminders, time-outs and computer steps that are due (claim the job
//! with a lease, then in its own transaction act, write what Discord must be told to the
//! outbox, mark the job done while the lease is still this runner's, commit), and returns what
//! it did. Any number of processes may run it at once: each job fires exactly once, and a crash
//! before commit leaves the job to run again once its lease runs out. Tournament jobs have
//! their own runner (`service::tournaments::jobs`).

use sqlx::PgConnection;
use time::{Duration, OffsetDateTime};

use crate::kinds::{GameStatus, JobKind};
use crate::store::clocks;
use crate::store::games;
use crate::store::jobs::{self, JobOutcome, JobRow};

use super::Clocks;
use super::Games;
use super::computer::Planned;
use crate::service::drawn::DrawnPublic;
use crate::service::errors::ServiceError;
use crate::service::job_runs::pause_until;
use crate::service::leases::{self, LEASE_SECS};
use crate::service::loaded;
use crate::service::outbox::{self, Outgoing};
use crate::service::report::Report;
use crate::service::seat_name::SeatName;
use crate::service::views;

/// Most jobs one call of [`Clocks::run_due_jobs`] runs (the rest wait for the next call).
pub const JOBS_PER_RUN: usize = 200;
/// How long finished jobs are kept.
const KEEP_DONE: Duration = Duration::days(7);

/// What a job did that Discord hears of. Its messages are already in the outbox (written in the
/// job's transaction); this is the account of them, for callers and tests.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notification {
    /// Remind a player that a game waits for them: by DM, or, if DMs fail, with a mention in
    /// the game's channel.
    Reminder(Reminder),
    /// A player's time ran out: announce the report in the game's channel (the turn passed;
    /// with `forfeited` the player also resigned, and the report may carry the final
    /// standings). Send new racks to `report.racks_changed` as after any turn.
    TimedOut(TimedOut),
}

/// A turn reminder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reminder {
    pub game_id: i64,
    pub guild_id: Option<i64>,
    pub channel_id: i64,
    pub user_id: i64,
    pub player: SeatName,
    /// The point of the player's time reached, in percent.
    pub percent: i16,
    /// When the turn times out.
    pub deadline: OffsetDateTime,
    /// Time left until then.
    pub left: Duration,
}

/// A time-out (and perhaps a forfeit).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimedOut {
    pub report: Report,
    pub guild_id: Option<i64>,
    pub seat: usize,
    pub user_id: Option<i64>,
    pub player: SeatName,
    /// Turns the player has missed in a row, this one included.
    pub missed_in_a_row: u32,
    /// How many in a row the game allows before a forfeit.
    pub missed_turn_limit: u32,
    pub forfeited: bool,
}

/// What running one job did: its stored outcome and what to send.
type Ran = (JobOutcome, Option<Notification>);

impl Clocks {
    /// Runs every job due by the service clock's now (up to [`JOBS_PER_RUN`]) and returns what
    /// they announced (their messages wait in the outbox). Call it in a loop (every few seconds, or at [`Clocks::next_job_due`]). A job
    /// that fails is logged and retried later with back-off; it does not stop the others.
    #[tracing::instrument(skip_all)]
    pub async fn run_due_jobs(&self) -> Result<Vec<Notification>, ServiceError> {
        let mut notifications = Vec::new();
        for _ in 0..JOBS_PER_RUN {
            let now = self.clock.now();
            let mut conn = self.pool.acquire().await?;
            let Some((lease, job)) = jobs::claim_due(&mut conn, now, LEASE_SECS).await? else {
                break;
            };
            drop(conn);
            let renewal = leases::keep(&self.pool, lease);
            // A computer thinks before the job's transaction opens (no row locked meanwhile);
            // other jobs plan nothing.
            let planned = match job.kind {
                JobKind::Computer => Games::over(self).plan_computer_moves(&job).await,
                _ => Ok(None),
            };
            let mut tx = self.pool.begin().await?;
            let ran = match planned {
                Ok(planned) => self.run_job(&mut tx, &job, now, planned).await,
                Err(error) => Err(error),
            };
            renewal.stop();
            if let Ok(Some(notification)) = self.finish_job(tx, lease, &job, now, ran).await? {
                notifications.push(notification);
            }
        }
        let mut conn = self.pool.acquire().await?;
        jobs::purge_done(&mut conn, self.clock.now() - KEEP_DONE).await?;
        Ok(notifications)
    }

    /// How long a job runner may sleep: until the next pending job falls due, and at most
    /// `poll` (which must not exceed the shortest turn, so a job another process scheduled
    /// meanwhile is seen before it falls due).
    #[tracing::instrument(skip_all)]
    pub async fn job_pause(&self, poll: std::time::Duration) -> std::time::Duration {
        pause_until(self.next_job_due().await, self.clock.now(), poll)
    }

    /// When the next pending job is due, if any (the runner may sleep until then).
    #[tracing::instrument(skip_all)]
    pub async fn next_job_due(&self) -> Result<Option<OffsetDateTime>, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        Ok(jobs::next_due(&mut conn).await?)
    }

    #[tracing::instrument(skip_all, fields(job_id = job.id, game_id = job.game_id, kind = ?job.kind))]
    async fn run_job(
        &self,
        conn: &mut PgConnection,
        job: &JobRow,
        now: OffsetDateTime,
        planned: Option<Planned>,
    ) -> Result<Ran, ServiceError> {
        match job.kind {
            JobKind::Reminder => self.remind(conn, job, now).await,
            JobKind::Timeout => self.run_time_out(conn, job).await,
            JobKind::Computer => {
                let moved = Games::over(self).computer_moves(conn, planned).await?;
                let outcome = if moved.is_some() {
                    JobOutcome::Moved
                } else {
                    JobOutcome::Stale
                };
                tracing::debug!(?outcome, "computer job ran");
                Ok((outcome, None))
            }
        }
    }

    async fn remind(
        &self,
        conn: &mut PgConnection,
        job: &JobRow,
        now: OffsetDateTime,
    ) -> Result<Ran, ServiceError> {
        let Some(row) = games::game(conn, job.game_id).await? else {
            return Ok((JobOutcome::Stale, None));
        };
        if row.status != GameStatus::Active || row.version != job.game_version {
            return Ok((JobOutcome::Stale, None));
        }
        let seats = games::seats(conn, job.game_id).await?;
        let Some(seat) = seats.iter().find(|s| s.seat == job.seat) else {
            return Ok((JobOutcome::Stale, None));
        };
        let Some(user_id) = seat.user_id else {
            return Ok((JobOutcome::Stale, None));
        };
        if !clocks::wants_reminders(conn, user_id).await? {
            return Ok((JobOutcome::OptedOut, None));
        }
        let Some(deadline) = row.clock.turn_due_at else {
            return Ok((JobOutcome::Stale, None));
        };
        if deadline <= now {
            // The runner was behind: the time-out comes next, a reminder would only confuse.
            return Ok((JobOutcome::Late, None));
        }
        let percent = serde_json::from_str::<serde_json::Value>(&job.payload)
            .ok()
            .and_then(|v| v.get("percent")?.as_i64())
            .unwrap_or(0) as i16;
        // The reminder's move panel follows the game as it stands now, drawn here so its
        // delivery does not replay the game.
        let loaded = loaded::load(conn, row.clone(), &self.lexicons).await?;
        let drawn = DrawnPublic::of(&views::public_view(&loaded), row.variant, &loaded.row.tiles);
        let outgoing = Outgoing::Reminder {
            game_id: job.game_id,
            channel_id: row.channel_id,
            user_id,
            deadline: deadline.unix_timestamp(),
            drawn: Some(drawn),
        };
        outbox::write(conn, job.game_id, row.channel_id, &outgoing).await?;
        let reminder = Reminder {
            game_id: job.game_id,
            guild_id: row.guild_id,
            channel_id: row.channel_id,
            user_id,
            player: loaded::seat_name(seat),
            percent,
            deadline,
            left: deadline - now,
        };
        Ok((JobOutcome::Reminded, Some(Notification::Reminder(reminder))))
    }

    async fn run_time_out(
        &self,
        conn: &mut PgConnection,
        job: &JobRow,
    ) -> Result<Ran, ServiceError> {
        let seat = job.seat as usize;
        let Some(outcome) = self
            .time_out_in(conn, job.game_id, seat, job.game_version)
            .await?
        else {
            return Ok((JobOutcome::Stale, None));
        };
        let timed_out = TimedOut {
            guild_id: outcome.guild_id,
            seat,
            user_id: outcome.user_id,
            player: outcome.player,
            missed_in_a_row: outcome.missed_in_a_row,
            missed_turn_limit: outcome.missed_turn_limit,
            forfeited: outcome.forfeited,
            report: outcome.report,
        };
        let kind = if timed_out.forfeited {
            JobOutcome::Forfeited
        } else {
            JobOutcome::TimedOut
        };
        Ok((kind, Some(Notification::TimedOut(timed_out))))
    }
}
