//! One game of the load: a lobby opened by a simulated player, a computer seat added, and the
//! player's turns chosen like a computer's (the engine's `ai` at the given level) and given as
//! the `/play`, `/exchange` or `/pass` a person would type. Every service call is timed, into
//! samples all games share (so a run stopped at its deadline keeps what it measured).

use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{Context as _, anyhow, bail};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use lexicord::engine::ai::{self, Level};
use lexicord::engine::game::{ChallengeRule, Command, Game};
use lexicord::engine::notation::{ThroughStyle, format_play};
use lexicord::engine::tiles::BLANK;
use lexicord::observe::{Outcome, metrics};
use lexicord::service::{LobbyOptions, Request, Service, ServiceError, SharedLexicon};

use crate::latency::{Call, Samples};

/// The server every simulated game is in.
const GUILD: i64 = 1;

/// What all games share.
pub struct Shared {
    pub service: Service,
    pub lexicon: SharedLexicon,
    /// The level the simulated player chooses its moves at.
    pub level: Level,
    /// The level of the computer seat.
    pub computer: Level,
    /// Every call's duration so far.
    pub samples: Mutex<Samples>,
    /// Mean pause before each call (each pause is uniform in 0 to twice this).
    pub think: Duration,
    /// Print `begin ID CHANNEL CALL` before and `done ID` after each command that writes.
    pub trace: bool,
    /// The next interaction id to use (unique in the database).
    pub next_interaction: AtomicI64,
    /// Turn commands completed so far, for progress lines.
    pub turns_done: AtomicU64,
    /// Each call is also recorded in the bot's metrics, as the bot records a command's.
    pub observe: bool,
}

/// Plays one game in `channel` to its end, its calls' durations added to the shared samples.
pub async fn play_game(shared: Arc<Shared>, channel: i64) -> anyhow::Result<()> {
    let mut player = Player {
        shared: &shared,
        channel,
        rng: ChaCha8Rng::seed_from_u64(channel as u64),
    };
    // A game's whole life is one large future (each step's game rows among its state): on the
    // heap, so the task that runs it stays small.
    Box::pin(player.play()).await
}

struct Player<'a> {
    shared: &'a Shared,
    channel: i64,
    rng: ChaCha8Rng,
}

impl Player<'_> {
    fn record(&self, call: Call, took: Duration) {
        if let Ok(mut samples) = self.shared.samples.lock() {
            samples.record(call, took);
        }
    }

    /// The user is the channel's number: one simulated person per game.
    fn user(&self) -> i64 {
        self.channel
    }

    async fn play(&mut self) -> anyhow::Result<()> {
        // Spread the starts over one pause, as games begin at different times.
        self.pause().await;
        let options = LobbyOptions {
            challenge_rule: Some(ChallengeRule::Double),
            max_players: Some(2),
            ..LobbyOptions::default()
        };
        let service = &self.shared.service;
        let level = self.shared.computer;
        self.timed(Call::CreateLobby, |r| async move {
            service.games().create_lobby(&r, &options).await.map(drop)
        })
        .await?;
        self.timed(Call::AddComputer, |r| async move {
            service.games().add_computer(&r, level).await.map(drop)
        })
        .await?;
        let game_id = self
            .timed(Call::Start, |r| async move {
                service.games().start(&r).await.map(|s| s.lobby.game_id)
            })
            .await?;
        loop {
            // The computer seat moves in its own step after each command (as the bot runs it).
            loop {
                let took = Instant::now();
                let moved = service
                    .games()
                    .computer_step(game_id)
                    .await
                    .map_err(|e| anyhow!("channel {}: computer step: {e}", self.channel))?;
                if moved.is_none() {
                    break;
                }
                self.record(Call::ComputerStep, took.elapsed());
            }
            let took = Instant::now();
            let snapshot = service.tables().snapshot(self.channel).await?;
            self.record(Call::Snapshot, took.elapsed());
            // The computer player's choice needs the engine's whole game, as a referee's tool.
            let game = service
                .tables()
                .whole_game(self.channel)
                .await?
                .context("a started game")?;
            if game.is_over() {
                return Ok(());
            }
            let seat = snapshot
                .seats
                .iter()
                .position(|s| s.user_id == Some(self.user()))
                .context("the player's seat")?;
            if game.to_move() != Some(seat) {
                bail!(
                    "channel {}: the computer did not answer in its step",
                    self.channel
                );
            }
            let chosen = self.choose(game, seat).await?;
            self.pause().await;
            let finished = self.give(chosen).await?;
            self.shared.turns_done.fetch_add(1, Ordering::Relaxed);
            if finished {
                return Ok(());
            }
        }
    }

    /// The player's move, chosen off the async workers (as a person thinks away from the bot),
    /// written as the slash command they would type.
    async fn choose(&mut self, game: Game, seat: usize) -> anyhow::Result<Chosen> {
        if game.awaiting_final_challenge() {
            return Ok(Chosen::Pass);
        }
        let lexicon = Arc::clone(&self.shared.lexicon);
        let level = self.shared.level;
        let seed = self.channel as u64 ^ (game.history().len() as u64).rotate_left(32);
        let (chosen, took) = tokio::task::spawn_blocking(move || {
            let took = Instant::now();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let command = ai::command(&game, seat, level, &lexicon, &mut rng);
            (Chosen::of(&game, &command), took.elapsed())
        })
        .await?;
        self.record(Call::Choice, took);
        Ok(chosen)
    }

    /// Gives the command as the service call a person's slash command becomes; `true` when the
    /// game ended.
    async fn give(&mut self, command: Chosen) -> anyhow::Result<bool> {
        let service = &self.shared.service;
        let report = match command {
            Chosen::Play { coord, word } => {
                self.timed(Call::Play, |r| async move {
                    service.games().play(&r, &coord, &word).await
                })
                .await?
            }
            Chosen::Exchange(tiles) => {
                self.timed(Call::Exchange, |r| async move {
                    service.games().exchange(&r, &tiles).await
                })
                .await?
            }
            Chosen::Pass => {
                self.timed(
                    Call::Pass,
                    |r| async move { service.games().pass(&r).await },
                )
                .await?
            }
        };
        Ok(report.finished.is_some())
    }

    /// Runs one writing service call with a fresh interaction id, timing it and tracing it.
    async fn timed<T, F, Fut>(&mut self, call: Call, run: F) -> anyhow::Result<T>
    where
        F: FnOnce(Request) -> Fut,
        Fut: Future<Output = Result<T, ServiceError>>,
    {
        let id = self.shared.next_interaction.fetch_add(1, Ordering::Relaxed);
        let request = Request {
            guild_id: Some(GUILD),
            channel_id: self.channel,
            user_id: self.user(),
            user_name: format!("load{}", self.channel),
            interaction_id: Some(id),
            moderator: false,
        };
        if self.shared.trace {
            println!("begin {id} {} {}", self.channel, call.name());
        }
        let took = Instant::now();
        let outcome = run(request).await;
        let took = took.elapsed();
        if self.shared.observe {
            let observed = match &outcome {
                Ok(_) => Outcome::Ok,
                Err(ServiceError::User(_)) => Outcome::Refused,
                Err(ServiceError::Internal(_)) => Outcome::InternalError,
            };
            metrics().command(call.name(), observed, took);
        }
        match outcome {
            Ok(value) => {
                self.record(call, took);
                if self.shared.trace {
                    println!("done {id}");
                }
                Ok(value)
            }
            Err(e) => Err(anyhow!(
                "channel {}: {} refused: {e}",
                self.channel,
                call.name()
            )),
        }
    }

    async fn pause(&mut self) {
        let mean = self.shared.think.as_secs_f64();
        if mean > 0.0 {
            let secs = self.rng.random_range(0.0..2.0 * mean);
            tokio::time::sleep(Duration::from_secs_f64(secs)).await;
        }
    }
}

/// A turn as a person types it.
enum Chosen {
    /// `/play` with a coordinate (`8D` across, `D8` down) and the word, through tiles included.
    Play {
        coord: String,
        word: String,
    },
    /// `/exchange` with the tiles, `?` for a blank.
    Exchange(String),
    Pass,
}

impl Chosen {
    fn of(game: &Game, command: &Command) -> Self {
        let tiles = &game.variant().tiles;
        match command {
            Command::Play { placement, .. } => {
                let text = format_play(tiles, game.board(), placement, ThroughStyle::Letters);
                Chosen::Play {
                    coord: text.coord.to_string(),
                    word: text.word,
                }
            }
            Command::Exchange {
                tiles: put_back, ..
            } => Chosen::Exchange(
                put_back
                    .iter()
                    .map(|&t| if t == BLANK { "?" } else { tiles.label(t) })
                    .collect(),
            ),
            _ => Chosen::Pass,
        }
    }
}
