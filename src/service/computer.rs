//! Computer players: what a computer seat does when the game waits for it, and challenges of a
//! human's play. They act through the same engine commands as people, in a step of their own:
//! the command that makes a computer's turn writes a `computer` job, and the step claims it
//! (`for update skip locked`, so it runs once), moves in its own transaction and writes its
//! announcement to the outbox. A failure there is an internal error, logged with the job's id
//! and retried with back-off; the human's committed command is never undone by it.

use anyhow::anyhow;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::engine::ai;
use crate::engine::game::{ChallengeRule, Command, Game, Seat, TurnKind};
use crate::engine::lexicon::Lexicon;
use crate::engine::names::Named;

use sqlx::PgConnection;

use crate::kinds::GameStatus;
use crate::store::games;
use crate::store::jobs::{self, JobOutcome, JobRow};

use super::errors::ServiceError;
use super::leases::{self, LEASE_SECS};
use super::loaded::{self, LoadedGame};
use super::report::Report;
use super::turns::Turns;
use super::{Request, Service};

/// How often [`Service::computer_step`] looks again at a step another process is running.
const HELD_STEP_WAIT: std::time::Duration = std::time::Duration::from_millis(100);

/// How strong a computer player is (the engine's levels; names in `engine::names`).
pub use crate::engine::ai::Level;

/// The command a computer player gives now, if one is waiting for a computer: a challenge of a
/// human's play with a word not in the lexicon, then the computer's own turn.
pub(super) fn respond(
    loaded: &LoadedGame,
    game: &Game,
    service: &Service,
) -> Result<Option<Command>, ServiceError> {
    if game.is_over() {
        return Ok(None);
    }
    let lexicon = service.lexicons.get(&loaded.row.lexicon)?;
    if let Some(challenger) = challenger_of_phony(loaded, game, lexicon) {
        return Ok(Some(Command::Challenge { by: challenger }));
    }
    let Some(seat) = game.to_move() else {
        return Ok(None);
    };
    let Some(level) = loaded.seats[seat].bot_level.as_deref() else {
        return Ok(None);
    };
    if game.awaiting_final_challenge() {
        return Ok(Some(Command::Pass { player: seat }));
    }
    let level =
        Level::from_name(level).map_err(|e| anyhow::anyhow!("game {}: {e}", loaded.row.id))?;
    Ok(Some(choose(
        game,
        seat,
        level,
        lexicon,
        loaded.row.seed,
        loaded.log.len(),
    )))
}

/// The computer seat that challenges the last play, if it was a human's and has a word not in
/// the lexicon (computers check every play; under `void` there is nothing to challenge).
fn challenger_of_phony(loaded: &LoadedGame, game: &Game, lexicon: &Lexicon) -> Option<Seat> {
    if game.settings().challenge == ChallengeRule::Void {
        return None;
    }
    let turn = game.challengeable_play()?;
    if loaded.is_computer(turn.player) {
        return None;
    }
    let TurnKind::Play { scored, .. } = &turn.kind else {
        return None;
    };
    let phony = scored
        .words
        .iter()
        .any(|w| !lexicon.contains_word(&w.word.letters()));
    if !phony {
        return None;
    }
    (0..game.player_count())
        .find(|&s| s != turn.player && loaded.is_computer(s) && game.can_challenge(s))
}

/// The computer's move for `seat`. Its randomness (the easy level's) is seeded from the game's
/// seed and the length of its log, so a replay of the same game makes the same choices.
fn choose(
    game: &Game,
    seat: Seat,
    level: Level,
    lexicon: &Lexicon,
    seed: i64,
    moves_so_far: usize,
) -> Command {
    let mut rng = ChaCha8Rng::seed_from_u64(
        (seed as u64) ^ (moves_so_far as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
    );
    ai::command(game, seat, level, lexicon, &mut rng)
}

impl Service {
    /// Runs game `game_id`'s due computer step, if any: the computer seats move in their own
    /// transaction. A step another process is running is waited for (at most a lease's
    /// length), so a command's handler answers after its game's computer moved. Returns the
    /// report (already written to the outbox), `None` if there was nothing to do. On failure the
    /// job is kept for a retry with back-off (and logged with its id) and the error is returned;
    /// nothing else is undone.
    pub async fn computer_step(&self, game_id: i64) -> Result<Option<Report>, ServiceError> {
        let waited_until = tokio::time::Instant::now()
            + std::time::Duration::from_secs(LEASE_SECS.cast_unsigned());
        let now = self.clock.now();
        let (lease, job) = loop {
            let mut conn = self.pool.acquire().await?;
            if let Some(claimed) = jobs::claim_computer(&mut conn, game_id, now, LEASE_SECS).await?
            {
                break claimed;
            }
            if !jobs::computer_held(&mut conn, game_id, now).await?
                || tokio::time::Instant::now() >= waited_until
            {
                return Ok(None);
            }
            drop(conn);
            tokio::time::sleep(HELD_STEP_WAIT).await;
        };
        let renewal = leases::keep(&self.pool, lease);
        let mut tx = self.pool.begin().await?;
        let ran = self.computer_moves(&mut tx, &job).await.map(|report| {
            let outcome = if report.is_some() {
                JobOutcome::Moved
            } else {
                JobOutcome::Stale
            };
            (outcome, report)
        });
        renewal.stop();
        self.finish_job(tx, lease, &job, now, ran).await?
    }

    /// The computer step of `job` inside the caller's transaction: only if the game is still
    /// at the job's version (a stale job does nothing).
    pub(crate) async fn computer_moves(
        &self,
        conn: &mut PgConnection,
        job: &JobRow,
    ) -> Result<Option<Report>, ServiceError> {
        let Some(row) = games::lock_game(conn, job.game_id).await? else {
            return Ok(None);
        };
        if row.status != GameStatus::Active || row.version != job.game_version {
            return Ok(None);
        }
        let loaded = loaded::load(conn, row, &self.lexicons).await?;
        let Some(game) = loaded.game.clone() else {
            return Ok(None);
        };
        let mut turns = Turns::begin(self, &loaded, game);
        // A computer may think for seconds (the expert level simulates): on the bot's
        // multi-threaded runtime its worker hands its other tasks over while it thinks, so no
        // other command waits for it (a test's single-threaded runtime just runs it).
        if tokio::runtime::Handle::current().runtime_flavor()
            == tokio::runtime::RuntimeFlavor::MultiThread
        {
            tokio::task::block_in_place(|| turns.computers_move())?;
        } else {
            turns.computers_move()?;
        }
        if !turns.moved() {
            return Ok(None);
        }
        let request = Request {
            guild_id: loaded.row.guild_id,
            channel_id: loaded.row.channel_id,
            user_id: 0,
            user_name: String::new(),
            interaction_id: None,
            moderator: false,
        };
        Ok(Some(turns.finish(conn, &request, false, None).await?))
    }
}

impl Turns<'_> {
    /// Lets computer players move while it is their turn (and challenge a human's phony first).
    /// Only the computer step calls this: a human's command never includes a computer's move.
    pub(super) fn computers_move(&mut self) -> Result<(), ServiceError> {
        for _ in 0..64 {
            let Some(command) = respond(self.loaded, &self.game, self.service)? else {
                return Ok(());
            };
            // The engine refusing a computer's command is a bug in the bot, never a player's.
            self.apply(&command).map_err(|error| {
                anyhow!(
                    "the engine refused computer command {command:?} in game {}: {error}",
                    self.loaded.row.id
                )
            })?;
        }
        Err(anyhow!(
            "computer players did not stop moving in game {}",
            self.loaded.row.id
        )
        .into())
    }
}
