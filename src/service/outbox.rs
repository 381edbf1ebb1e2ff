//! The outbox: what a command must say on Discord, written as rows in the command's own
//! transaction (the turn's board post with the next player's mention, new racks, reminders), and
//! handed to the Discord layer one claimed row at a time. A row stays locked while it is
//! delivered, so a crash leaves it pending for the next runner; posts carry a nonce derived from
//! the row, so a retry after a lost response finds the first message instead of posting again.

use serde::{Deserialize, Serialize};
use sqlx::{PgConnection, Postgres, Transaction};

use crate::store::games;
use crate::store::outbox::{self, Delivered, OutboxKind};
use crate::store::players;

use super::Service;
use super::errors::{ServiceError, UserError};
use super::loaded;
use super::loaded::LoadedGame;
use super::lobby::LobbyView;
use super::queries::own_view;
use super::report::Report;
use super::views::{self, PlayerView, PublicView};
use crate::store::kinds::{GameStatus, RackDelivery};

/// Deliveries refused for good (the channel is closed to the bot) are tried this many times.
const REFUSED_ATTEMPTS: i32 = 3;
/// Other failures (Discord errors, the network) are tried this many times.
const TRANSIENT_ATTEMPTS: i32 = 12;
/// The first retry waits this long; each next one twice as long, up to [`MAX_BACKOFF_MS`].
const FIRST_BACKOFF_MS: i64 = 1_000;
const MAX_BACKOFF_MS: i64 = 600_000;
/// How long delivered rows are kept.
const KEEP_DONE_DAYS: i32 = 7;

/// One side effect to deliver.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Outgoing {
    /// The board as the command left it, in the game's channel, with the report and the next
    /// player mentioned (and the turn buttons while the game goes on).
    Turn {
        report: Report,
        headline: Option<Headline>,
    },
    /// A player's rack as the command left it (at the game's `version`), by DM.
    Rack {
        game_id: i64,
        user_id: i64,
        version: i32,
    },
    /// A reminder that a game waits for the player, by DM (a mention in the channel if DMs are
    /// closed).
    Reminder {
        game_id: i64,
        channel_id: i64,
        user_id: i64,
        /// When the turn times out, in Unix seconds.
        deadline: i64,
    },
    /// A lobby or end-of-game notice in the game's channel.
    Notice { notice: Notice },
    /// A tournament's post in its channel or in a board's thread.
    Tournament {
        post: super::tournaments::TournamentPost,
    },
    /// Create the thread of a tournament board (in the row's channel), then open its game there.
    Thread {
        tournament_id: i64,
        guild_id: i64,
        board_id: i64,
        /// The thread's name; it names the board, so a retry can find a thread it made.
        name: String,
    },
}

/// What comes before a turn's report in its post.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Headline {
    /// The game started: the draw for first play.
    Started {
        draw_rounds: Vec<Vec<(String, String)>>,
        first: String,
        /// Every player in the order of play, the first one first.
        #[serde(default)]
        order: Vec<String>,
        /// The dice game: each player rolled a die rather than drew a tile.
        #[serde(default)]
        dice: bool,
    },
    /// The player to move ran out of time (and perhaps forfeited).
    TimedOut {
        player: String,
        user_id: Option<i64>,
        missed_in_a_row: u32,
        missed_turn_limit: u32,
        forfeited: bool,
    },
}

/// What a lobby or `/game end` command says in the game's channel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Notice {
    /// A player opened a lobby.
    Opened { by: String, lobby: LobbyView },
    /// A player took a seat.
    Joined { name: String, lobby: LobbyView },
    /// A player left the lobby (the last one to leave closes it).
    Left { name: String, lobby: LobbyView },
    /// A computer player was seated.
    ComputerSeated { lobby: LobbyView },
    /// A player asked to end the game; these players have not asked yet.
    EndAsked {
        by: String,
        game_id: i64,
        waiting_for: Vec<String>,
    },
    /// The game was ended without a result.
    Ended { game_id: i64 },
}

impl Outgoing {
    pub(super) fn kind(&self) -> OutboxKind {
        match self {
            Outgoing::Turn { .. } => OutboxKind::Turn,
            Outgoing::Rack { .. } => OutboxKind::Rack,
            Outgoing::Reminder { .. } => OutboxKind::Reminder,
            Outgoing::Notice { .. } => OutboxKind::Notice,
            Outgoing::Tournament { .. } => OutboxKind::Tournament,
            Outgoing::Thread { .. } => OutboxKind::Thread,
        }
    }
}

/// Writes a row in the caller's transaction.
pub(super) async fn write(
    conn: &mut PgConnection,
    game_id: i64,
    channel_id: i64,
    outgoing: &Outgoing,
) -> anyhow::Result<()> {
    let payload = serde_json::to_string(outgoing)?;
    outbox::insert(conn, Some(game_id), channel_id, outgoing.kind(), &payload).await?;
    Ok(())
}

/// Writes a tournament's row (a post or a thread to create) for `channel_id`.
pub(super) async fn write_for_tournament(
    conn: &mut PgConnection,
    tournament_id: i64,
    channel_id: i64,
    outgoing: &Outgoing,
) -> anyhow::Result<()> {
    let payload = serde_json::to_string(outgoing)?;
    outbox::insert_for_tournament(conn, tournament_id, channel_id, outgoing.kind(), &payload)
        .await?;
    Ok(())
}

/// Writes a lobby or end-of-game notice for the game's channel.
pub(super) async fn write_notice(
    conn: &mut PgConnection,
    game_id: i64,
    channel_id: i64,
    notice: Notice,
) -> anyhow::Result<()> {
    write(conn, game_id, channel_id, &Outgoing::Notice { notice }).await
}

/// Writes what a command that ended in `report` must say: the turn's post, then a rack for
/// every player whose rack changed while the game goes on.
pub(super) async fn write_turn(
    conn: &mut PgConnection,
    report: &Report,
    headline: Option<Headline>,
) -> anyhow::Result<()> {
    let turn = Outgoing::Turn {
        report: report.clone(),
        headline,
    };
    write(conn, report.game_id, report.channel_id, &turn).await?;
    if report.finished.is_none() {
        for &user_id in &report.racks_changed {
            let rack = Outgoing::Rack {
                game_id: report.game_id,
                user_id,
                version: report.version,
            };
            write(conn, report.game_id, report.channel_id, &rack).await?;
        }
    }
    Ok(())
}

/// A row claimed for delivery: locked until it is marked done or failed (or the process dies,
/// which leaves it pending).
pub struct Claimed {
    tx: Transaction<'static, Postgres>,
    service: Service,
    pub id: i64,
    pub game_id: Option<i64>,
    pub channel_id: i64,
    /// Deliveries tried before this one.
    pub attempts: i32,
    pub outgoing: Outgoing,
}

/// Why a delivery failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// Discord refused for good (no access to the channel, it is gone): tried a few times.
    Refused,
    /// Anything else (a Discord error, the network): tried again with back-off.
    Transient,
}

impl Claimed {
    /// The message nonce for this row's `n`-th message (at most 25 characters): a repeated
    /// delivery sends the same nonce, and Discord answers with the message it already made.
    pub fn nonce(&self, n: u8) -> String {
        format!("lxo{}n{n}", self.id)
    }

    /// The service (for a delivery that acts on what it delivered, like opening a board's game
    /// in the thread it made).
    pub fn service(&self) -> &Service {
        &self.service
    }

    /// The table as it was at `version` (what a turn's post shows), read on the claim's own
    /// connection.
    pub async fn public_at(
        &mut self,
        game_id: i64,
        version: i32,
    ) -> Result<PublicView, ServiceError> {
        let loaded = self
            .service
            .loaded_at_in(&mut self.tx, game_id, version)
            .await?;
        Ok(views::public_view(&loaded))
    }

    /// What `user_id` saw at `version` (their rack as the command left it, for a rack DM).
    pub async fn player_at(
        &mut self,
        game_id: i64,
        user_id: i64,
        version: i32,
    ) -> Result<PlayerView, ServiceError> {
        let loaded = self
            .service
            .loaded_at_in(&mut self.tx, game_id, version)
            .await?;
        own_view(&loaded, user_id)
    }

    /// Whether the game's server has racks sent by DM (otherwise players use `/rack`).
    pub async fn racks_by_dm(&mut self, guild_id: Option<i64>) -> Result<bool, ServiceError> {
        let settings = match guild_id {
            Some(guild) => players::server_settings(&mut self.tx, guild).await?,
            None => None,
        };
        let delivery = settings.map_or(self.service.defaults.rack_delivery, |s| s.rack_delivery);
        Ok(delivery != RackDelivery::Command)
    }

    /// The row was delivered (`message_id`: the message made or found).
    pub async fn done(mut self, how: Delivered, message_id: Option<u64>) -> anyhow::Result<()> {
        outbox::mark_done(&mut self.tx, self.id, how, message_id.map(u64::cast_signed)).await?;
        self.tx.commit().await?;
        Ok(())
    }

    /// The delivery failed: the row waits for a retry, or is given up (`true`) after its last
    /// try. Either way it is logged with the row, its game and the error.
    pub async fn failed(mut self, failure: Failure, error: &str) -> anyhow::Result<bool> {
        let attempts = self.attempts + 1;
        let limit = match failure {
            Failure::Refused => REFUSED_ATTEMPTS,
            Failure::Transient => TRANSIENT_ATTEMPTS,
        };
        let give_up = attempts >= limit;
        let backoff = (FIRST_BACKOFF_MS << (attempts - 1).clamp(0, 20)).min(MAX_BACKOFF_MS);
        if give_up {
            tracing::error!(outbox = self.id, game_id = self.game_id.unwrap_or_default(), channel_id = self.channel_id,
                attempts, ?failure, %error, "giving up a Discord delivery");
        } else {
            tracing::warn!(outbox = self.id, game_id = self.game_id.unwrap_or_default(), channel_id = self.channel_id,
                attempts, ?failure, %error, retry_in_ms = backoff, "a Discord delivery failed");
        }
        outbox::record_failure(&mut self.tx, self.id, backoff, error, give_up).await?;
        self.tx.commit().await?;
        Ok(give_up)
    }
}

impl Service {
    /// Claims the next due row of `game_id` (or of any game), if one is free.
    pub async fn claim_outgoing(
        &self,
        game_id: Option<i64>,
    ) -> Result<Option<Claimed>, ServiceError> {
        loop {
            let mut tx = self.pool.begin().await?;
            let row = match game_id {
                Some(game) => outbox::claim_next_of_game(&mut tx, game).await?,
                None => outbox::claim_next_due(&mut tx).await?,
            };
            let Some(row) = row else {
                return Ok(None);
            };
            match serde_json::from_str::<Outgoing>(&row.payload) {
                Ok(outgoing) => {
                    return Ok(Some(Claimed {
                        tx,
                        service: self.clone(),
                        id: row.id,
                        game_id: row.game_id,
                        channel_id: row.channel_id,
                        attempts: row.attempts,
                        outgoing,
                    }));
                }
                Err(error) => {
                    tracing::error!(outbox = row.id, kind = row.kind, %error, "BUG: unreadable outbox row; giving it up");
                    outbox::record_failure(&mut tx, row.id, 0, &error.to_string(), true).await?;
                    tx.commit().await?;
                }
            }
        }
    }

    /// Whether a turn's post of the game is still to be delivered.
    pub async fn channel_posts_pending(&self, game_id: i64) -> Result<bool, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        Ok(outbox::channel_posts_pending(&mut conn, game_id).await?)
    }

    /// Milliseconds until the next row is due (0: now), if any is pending.
    pub async fn next_outgoing_in_ms(&self) -> Result<Option<i64>, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        Ok(outbox::next_due_in_ms(&mut conn).await?)
    }

    /// Deletes delivered rows older than a week.
    pub async fn purge_outbox(&self) -> Result<u64, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        Ok(outbox::purge_done(&mut conn, KEEP_DONE_DAYS).await?)
    }

    /// The game as it was at `version`, rebuilt from the first `version` entries of its log.
    async fn loaded_at_in(
        &self,
        conn: &mut PgConnection,
        game_id: i64,
        version: i32,
    ) -> Result<LoadedGame, ServiceError> {
        let row = games::game(conn, game_id)
            .await?
            .ok_or(UserError::NoSuchGame(game_id))?;
        let mut loaded = loaded::load(conn, row, &self.lexicons).await?;
        let version = usize::try_from(version).unwrap_or(0);
        if loaded.game.is_some() && version < loaded.log.len() {
            loaded.log.truncate(version);
            let game = loaded::rebuild(&loaded.row, &loaded.seats, &loaded.log, &self.lexicons)?;
            loaded.row.status = if game.is_over() {
                GameStatus::Finished
            } else {
                GameStatus::Active
            };
            loaded.row.version = version as i32;
            loaded.game = Some(game);
        }
        Ok(loaded)
    }
}
