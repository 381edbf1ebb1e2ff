//! Handing outbox rows to the Discord layer with no transaction open while it delivers: a row is
//! claimed in a short transaction that leases it (`store::queue`), the delivery reads what it
//! needs on short connections and calls Discord, and the outcome is marked in a second short
//! transaction that applies only while the lease is still this claim's. A live delivery renews
//! its lease; a process that dies leaves it to run out, and the row is claimable again (its
//! nonce keeps the retry from posting twice).

use std::time::Duration;

use sqlx::PgConnection;

use crate::engine::names::Named;
use crate::kinds::{GameStatus, Language, RackDelivery};
use crate::observe::{DeliveryOutcome, Name, metrics};
use crate::store::games;
use crate::store::outbox::{self, Delivered, Marked, OutboxRow};
use crate::store::players;
use crate::store::queue::{Lease, Retry};

use super::{Delivery, board_threads, unreachable};
use crate::service::drawn::DrawnPublic;
use crate::service::errors::{ServiceError, UserError};
use crate::service::leases::{self, LEASE_SECS, Renewal};
use crate::service::loaded::{self, LoadedGame};
use crate::service::outbox::{DrawnRack, Outgoing};
use crate::service::views::{self, PlayerView, PublicView, own_view};

/// How often a handler looks again at its game's row that another delivery holds.
const WAIT_STEP: Duration = Duration::from_millis(100);

/// A row claimed for delivery: leased (and the lease renewed) until it is marked done or failed,
/// or the claim is dropped.
pub struct Claimed {
    service: Delivery,
    lease: Lease,
    renewal: Renewal,
    pub id: i64,
    pub game_id: Option<i64>,
    pub channel_id: i64,
    /// Deliveries tried before this one.
    pub attempts: i32,
    pub outgoing: Outgoing,
    /// The language of the row's posts, decided when it was written.
    language: Language,
}

/// What a rack's row sends.
#[derive(Clone, Debug)]
pub enum RackToSend {
    /// Nothing: the game is over, or the player resigned or holds no tiles.
    Nothing,
    /// Nothing: the server has racks shown with `/rack`.
    NotByDm,
    /// The player's view, their rack in it.
    Send(Box<PlayerView>),
}

/// Why a delivery failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// Discord refused for good (the channel is gone, the user takes no DMs): tried a few times.
    Refused,
    /// Discord refused for lack of permissions in the channel (403: Missing Permissions or
    /// Missing Access): tried as a refusal, counted, and a channel post given up so flags its
    /// channel (`unreachable`).
    Forbidden,
    /// Anything else (a Discord error, the network): tried again with back-off.
    Transient,
}

impl Claimed {
    /// The message nonce for this row's `n`-th message (at most 25 characters): a repeated
    /// delivery sends the same nonce, and Discord answers with the message it already made.
    pub fn nonce(&self, n: u8) -> String {
        format!("lxo{}n{n}", self.id)
    }

    /// The service (for a delivery that records what it made, like a board's thread).
    pub fn service(&self) -> &Delivery {
        &self.service
    }

    /// The table a turn's post shows: as its command left it (`drawn`), or, for a row written
    /// before rows carried it, the game replayed to `version` on a short connection.
    #[tracing::instrument(skip_all, fields(outbox = self.id, game_id = game_id, version = version, written = drawn.is_some()))]
    pub async fn public_view(
        &self,
        drawn: Option<&DrawnPublic>,
        game_id: i64,
        version: i32,
    ) -> Result<PublicView, ServiceError> {
        if let Some(drawn) = drawn {
            return Ok(drawn.view().map_err(anyhow::Error::from)?);
        }
        let mut conn = self.service.pool.acquire().await?;
        let loaded = self
            .service
            .loaded_at_in(&mut conn, game_id, version)
            .await?;
        Ok(views::public_view(&loaded))
    }

    /// What a rack's row sends to `user_id`: as its command decided (`drawn`), or, for a row
    /// written before rows carried it, worked out again from the game replayed to `version` and
    /// the server's settings.
    #[tracing::instrument(skip_all, fields(outbox = self.id, written = drawn.is_some()))]
    pub async fn rack_to_send(
        &self,
        drawn: Option<&DrawnRack>,
        (game_id, user_id, version): (i64, i64, i32),
    ) -> Result<RackToSend, ServiceError> {
        let Some(drawn) = drawn else {
            return self.rack_replayed(game_id, user_id, version).await;
        };
        if !drawn.by_dm {
            return Ok(RackToSend::NotByDm);
        }
        Ok(match &drawn.player {
            Some(player) => RackToSend::Send(Box::new(player.view().map_err(anyhow::Error::from)?)),
            None => RackToSend::Nothing,
        })
    }

    /// What a rack's row written before rows carried it sends: the game replayed to `version`.
    async fn rack_replayed(
        &self,
        game_id: i64,
        user_id: i64,
        version: i32,
    ) -> Result<RackToSend, ServiceError> {
        let mut conn = self.service.pool.acquire().await?;
        let loaded = self
            .service
            .loaded_at_in(&mut conn, game_id, version)
            .await?;
        if loaded.row.status != GameStatus::Active {
            return Ok(RackToSend::Nothing);
        }
        let delivery = match loaded.row.guild_id {
            Some(guild) => players::server_settings(&mut conn, guild)
                .await?
                .map_or(self.service.defaults.rack_delivery, |s| s.rack_delivery),
            None => self.service.defaults.rack_delivery,
        };
        if delivery == RackDelivery::Command {
            return Ok(RackToSend::NotByDm);
        }
        Ok(match own_view(&loaded, user_id) {
            Ok(player) => RackToSend::Send(Box::new(player)),
            // A player who resigned has no rack to send.
            Err(ServiceError::User(_)) => RackToSend::Nothing,
            Err(error) => return Err(error),
        })
    }

    /// The language of this row's posts: its server's (chosen with `/settings server
    /// language:`), decided when the row was written, or the bot's default outside a server or
    /// before one chose.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The row was delivered (`message_id`: the message made or found). A lease lost meanwhile
    /// (another process took the row after it ran out) leaves the row to that process. A board's
    /// thread was recorded on the board by its delivery; the games area opens its game there.
    #[tracing::instrument(skip_all, fields(outbox = self.id, game_id = ?self.game_id, how = ?how))]
    pub async fn done(self, how: Delivered, message_id: Option<u64>) -> anyhow::Result<()> {
        self.renewal.stop();
        self.count(DeliveryOutcome::Done(Name::from(how)));
        let mut tx = self.service.pool.begin().await?;
        let clears_channel =
            how == Delivered::Sent && unreachable::posts_in_channel(self.outgoing.kind());
        let marked = outbox::mark_done(
            &mut tx,
            self.lease,
            how,
            message_id.map(u64::cast_signed),
            clears_channel,
        )
        .await?;
        tx.commit().await?;
        let held = marked != Marked::LeaseLost;
        tracing::debug!(held, "row delivered");
        if marked == (Marked::Done { cleared: true }) {
            tracing::info!(
                channel_id = self.channel_id,
                "a channel takes the bot's posts again"
            );
        }
        if !held {
            tracing::warn!(
                outbox = self.id,
                "a delivery ended after its lease was taken over"
            );
        }
        Ok(())
    }

    /// The delivery failed: the row waits for a retry, or is given up (`true`) after its last
    /// try. Either way it is logged with the row, its game and the error. A board's thread that
    /// fails for the first time also tells the event's director which game waits, and why.
    #[tracing::instrument(skip_all, fields(outbox = self.id, game_id = ?self.game_id, failure = ?failure))]
    pub async fn failed(self, failure: Failure, error: &str) -> anyhow::Result<bool> {
        self.renewal.stop();
        let attempts = self.attempts + 1;
        let thread = match &self.outgoing {
            Outgoing::Thread {
                tournament_id,
                board_id,
                waiting,
                ..
            } => Some((*tournament_id, *board_id, waiting.as_ref())),
            _ => None,
        };
        let backoff = match failure {
            Failure::Refused | Failure::Forbidden if thread.is_none() => outbox::REFUSED,
            _ => outbox::TRANSIENT,
        };
        if failure == Failure::Forbidden {
            metrics().permission_refused(Name::from(self.outgoing.kind()));
        }
        let retry = backoff.after(attempts);
        let give_up = retry == Retry::GiveUp;
        let retry_in_ms = backoff.delay(attempts).as_millis();
        self.count(if give_up {
            DeliveryOutcome::Done(Name::from(Delivered::GivenUp))
        } else {
            DeliveryOutcome::Retried
        });
        if give_up {
            tracing::error!(outbox = self.id, game_id = self.game_id.unwrap_or_default(), channel_id = self.channel_id,
                attempts, ?failure, %error, "giving up a Discord delivery");
        } else {
            tracing::warn!(outbox = self.id, game_id = self.game_id.unwrap_or_default(), channel_id = self.channel_id,
                attempts, ?failure, %error, retry_in_ms, "a Discord delivery failed");
        }
        let mut tx = self.service.pool.begin().await?;
        let held = outbox::record_failure(&mut tx, self.lease, retry, error).await?;
        if held
            && attempts == 1
            && !give_up
            && let Some((tournament_id, board_id, Some(waiting))) = thread
        {
            let post = waiting.post(board_id, failure != Failure::Transient);
            board_threads::tell_waiting(&mut tx, (tournament_id, self.channel_id, board_id), post)
                .await?;
        }
        if held
            && give_up
            && failure == Failure::Forbidden
            && unreachable::posts_in_channel(self.outgoing.kind())
        {
            unreachable::flag(&mut tx, self.id, self.channel_id).await?;
        }
        tx.commit().await?;
        Ok(give_up)
    }

    /// Counts this try in the metrics, by the row's kind.
    fn count(&self, outcome: DeliveryOutcome) {
        metrics().delivery(Name::from(self.outgoing.kind()), outcome);
    }
}

impl Delivery {
    /// Claims the next due row of `game_id` (or of any game), if one is free. For a game, a row
    /// another delivery holds is waited for (at most a lease's length), so the handler of a
    /// command answers its player only after the command's rows were tried.
    #[tracing::instrument(skip_all, fields(game_id = ?game_id))]
    pub async fn claim_outgoing(
        &self,
        game_id: Option<i64>,
    ) -> Result<Option<Claimed>, ServiceError> {
        loop {
            let claim = if let Some(game) = game_id {
                self.claim_of_game(game).await?
            } else {
                let mut conn = self.pool.acquire().await?;
                outbox::claim_free(&mut conn, LEASE_SECS).await?
            };
            let Some((lease, row)) = claim else {
                return Ok(None);
            };
            match serde_json::from_str::<Outgoing>(&row.payload) {
                Ok(outgoing) => return Ok(Some(self.claimed(lease, &row, outgoing))),
                Err(error) => {
                    tracing::error!(outbox = row.id, kind = row.kind.name(), %error, "BUG: unreadable outbox row; giving it up");
                    let mut conn = self.pool.acquire().await?;
                    outbox::record_failure(&mut conn, lease, Retry::GiveUp, &error.to_string())
                        .await?;
                }
            }
        }
    }

    /// The first due row of `game_id`, leased; while another delivery holds it, waited for (at
    /// most a lease's length).
    async fn claim_of_game(
        &self,
        game_id: i64,
    ) -> Result<Option<(Lease, OutboxRow)>, ServiceError> {
        let waited_until = tokio::time::Instant::now() + Duration::from_secs(LEASE_SECS as u64);
        loop {
            let mut tx = self.pool.begin().await?;
            match outbox::first_of_game(&mut tx, game_id).await? {
                Some(found) if found.leased => {
                    drop(tx);
                    if tokio::time::Instant::now() >= waited_until {
                        return Ok(None);
                    }
                    tokio::time::sleep(WAIT_STEP).await;
                }
                Some(found) => {
                    let lease = outbox::lease(&mut tx, found.row.id, LEASE_SECS).await?;
                    tx.commit().await?;
                    return Ok(Some((lease, found.row)));
                }
                None => return Ok(None),
            }
        }
    }

    /// A claim of `row`, its lease renewed in the background while the delivery goes on.
    fn claimed(&self, lease: Lease, row: &OutboxRow, outgoing: Outgoing) -> Claimed {
        Claimed {
            service: self.clone(),
            lease,
            renewal: leases::keep(&self.pool, lease),
            id: row.id,
            game_id: row.game_id,
            channel_id: row.channel_id,
            attempts: row.attempts,
            outgoing,
            language: self.row_language(row),
        }
    }

    /// The language `row` was written with (the bot's default for none).
    fn row_language(&self, row: &OutboxRow) -> Language {
        match row.language.clone().map(Language::try_from) {
            Some(Ok(language)) => language,
            Some(Err(error)) => {
                tracing::error!(outbox = row.id, %error, "BUG: an outbox row's language is unknown");
                self.defaults.language
            }
            None => self.defaults.language,
        }
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
