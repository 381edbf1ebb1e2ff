//! Computer players: what a computer seat does when the game waits for it, and challenges of a
//! human's play. They act through the same engine commands as people, in a step of their own:
//! the command that makes a computer's turn writes a `computer` job, and the step claims it
//! (`for update skip locked`, so it runs once), thinks with no transaction open and no row
//! locked (a deliberating level on the thinking threads, `thinking.rs`), then moves in its own
//! transaction if the game is still where it thought, and writes its announcement to the
//! outbox. A failure there is an internal error, logged with the job's id and retried with
//! back-off; the human's committed command is never undone by it.

use anyhow::anyhow;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::engine::ai;
use crate::engine::ai::sim::SimSettings;
use crate::engine::game::{ChallengeRule, Command, Game, Seat, TurnKind};
use crate::engine::lexicon::Lexicon;
use crate::engine::names::Named;

use sqlx::PgConnection;

use crate::kinds::GameStatus;
use crate::store::games;
use crate::store::jobs::{self, JobOutcome, JobRow};

use super::Games;
use super::turns::Turns;
use crate::service::Request;
use crate::service::errors::ServiceError;
use crate::service::leases::{self, LEASE_SECS};
use crate::service::loaded::{self, LoadedGame};
use crate::service::report::Report;
use crate::service::think_rate::expert_settings;
use crate::service::thinking;

/// How often [`Games::computer_step`] looks again at a step another process is running.
const HELD_STEP_WAIT: std::time::Duration = std::time::Duration::from_millis(100);

/// How strong a computer player is (the engine's levels; names in `engine::names`).
pub use crate::engine::ai::Level;

/// The command a computer player gives now, if one is waiting for a computer: a challenge of a
/// human's play with a word not in the lexicon, then the computer's own turn.
fn respond(
    loaded: &LoadedGame,
    game: &Game,
    lexicon: &Lexicon,
    expert: &SimSettings,
) -> Result<Option<Command>, ServiceError> {
    if game.is_over() {
        return Ok(None);
    }
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
    let mut rng = seeded(loaded.row.seed, loaded.log.len());
    Ok(Some(ai::command_with(
        game, seat, level, lexicon, &mut rng, expert,
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

/// A computer's randomness (the easy level's choices, the expert's samples), seeded from the
/// game's seed and the length of its log, so the same position gives the same draws.
fn seeded(seed: i64, moves_so_far: usize) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(
        (seed as u64) ^ (moves_so_far as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
    )
}

/// The commands the computer seats give from `game` on (a challenge of a human's phony, then
/// their turns, while it is a computer's turn), each applied to `game` to find the next.
fn plan(
    loaded: &LoadedGame,
    mut game: Game,
    lexicon: &Lexicon,
    expert: &SimSettings,
) -> Result<Vec<Command>, ServiceError> {
    let mut commands = Vec::new();
    for _ in 0..64 {
        let Some(command) = respond(loaded, &game, lexicon, expert)? else {
            return Ok(commands);
        };
        // The engine refusing a computer's command is a bug in the bot, never a player's.
        game.apply(&command, lexicon).map_err(|error| {
            anyhow!(
                "the engine refused computer command {command:?} in game {}: {error}",
                loaded.row.id
            )
        })?;
        commands.push(command);
    }
    Err(anyhow!(
        "computer players did not stop moving in game {}",
        loaded.row.id
    )
    .into())
}

/// What the computer seats of a game decided, at the game's version they saw (and the game as
/// they saw it, so that moving does not replay it again while it is still at that version).
pub(crate) struct Planned {
    game_id: i64,
    version: i32,
    commands: Vec<Command>,
    /// Boxed: the plan is carried through the runner's futures, which stay small.
    seen: Box<LoadedGame>,
}

impl Games {
    /// Runs game `game_id`'s due computer step, if any: the computer seats move in their own
    /// transaction. A step another process is running is waited for (at most a lease's
    /// length), so a command's handler answers after its game's computer moved. Returns the
    /// report (already written to the outbox), `None` if there was nothing to do. On failure the
    /// job is kept for a retry with back-off (and logged with its id) and the error is returned;
    /// nothing else is undone.
    #[tracing::instrument(skip_all, fields(game_id))]
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
        let planned = self.plan_computer_moves(&job).await;
        let mut tx = self.pool.begin().await?;
        let ran = match planned {
            Ok(planned) => self.computer_moves(&mut tx, planned).await,
            Err(error) => Err(error),
        }
        .map(|report| {
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

    /// What the computer seats of `job`'s game do, thought out before any transaction: the
    /// game read as it is (no row locked), a deliberating level thinking on the thinking
    /// threads. `None` if the job is stale (the game moved on or ended).
    #[tracing::instrument(skip_all, fields(job_id = job.id, game_id = job.game_id))]
    pub(crate) async fn plan_computer_moves(
        &self,
        job: &JobRow,
    ) -> Result<Option<Planned>, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        let Some(row) = games::game(&mut conn, job.game_id).await? else {
            return Ok(None);
        };
        if row.status != GameStatus::Active || row.version != job.game_version {
            return Ok(None);
        }
        let loaded = loaded::load(&mut conn, row, &self.lexicons).await?;
        drop(conn);
        let Some(game) = loaded.game.clone() else {
            return Ok(None);
        };
        // A game whose version of its word list is gone waits: its computer seats cannot
        // judge plays, and its channel was told (see `lexicon_notices`).
        let Some(lexicon) = self.lexicons.of_game(&loaded.row) else {
            tracing::info!(
                game_id = loaded.row.id,
                "the game's word list version is gone: its computer players wait"
            );
            return Ok(None);
        };
        let deliberates = loaded.seats.iter().any(|seat| {
            seat.bot_level
                .as_deref()
                .and_then(|name| Level::from_name(name).ok())
                .is_some_and(Level::deliberates)
        });
        let expert = self.expert;
        // The think time becomes work on the thinking thread (the first time, measuring the
        // machine's rate); the engine then spends work alone. A level that does not deliberate
        // still generates every move: that runs off the async workers too, so the commands
        // they serve meanwhile are not held up behind it.
        let think =
            move || plan(&loaded, game, &lexicon, &expert_settings(expert)).map(|c| (c, loaded));
        let (commands, seen) = if deliberates {
            thinking::think(think).await??
        } else {
            tokio::task::spawn_blocking(think)
                .await
                .map_err(|e| anyhow!("a computer's move generation failed: {e}"))??
        };
        tracing::debug!(commands = commands.len(), "computer moves planned");
        Ok(Some(Planned {
            game_id: job.game_id,
            version: job.game_version,
            commands,
            seen: Box::new(seen),
        }))
    }

    /// Makes the `planned` moves inside the caller's transaction, only if the game is still at
    /// the version they were thought for (else the job is stale and nothing is done).
    #[tracing::instrument(skip_all)]
    pub(crate) async fn computer_moves(
        &self,
        conn: &mut PgConnection,
        planned: Option<Planned>,
    ) -> Result<Option<Report>, ServiceError> {
        let Some(planned) = planned else {
            return Ok(None);
        };
        let Some(row) = games::lock_game(conn, planned.game_id).await? else {
            return Ok(None);
        };
        if row.status != GameStatus::Active || row.version != planned.version {
            return Ok(None);
        }
        // Still at the version the plan saw: its log and game are the game's (a log only grows,
        // and the version is its length); the row and seats are read again under the lock.
        let seats = games::seats(conn, row.id).await?;
        let loaded = LoadedGame {
            row,
            seats,
            ..*planned.seen
        };
        let Some(game) = loaded.game.clone() else {
            return Ok(None);
        };
        let mut turns = Turns::begin(self, &loaded, game);
        for command in &planned.commands {
            // The engine refusing a computer's command is a bug in the bot, never a player's.
            turns.apply(command).map_err(|error| {
                anyhow!(
                    "the engine refused computer command {command:?} in game {}: {error}",
                    loaded.row.id
                )
            })?;
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
