//! Games and the versions of their word lists, checked when the bot starts: games stored
//! before versions were kept get the version loaded now, and their challenges the judgement
//! that version gives (so they never need a word list again to be replayed); an open game whose version cannot be
//! had any more is announced once in its channel (through the outbox), and a lobby in that case
//! simply moves to today's version, as no word was played in it yet.

use anyhow::anyhow;

use crate::engine::game::Game;
use crate::kinds::GameStatus;
use crate::store::lexicon_versions::{self, GameVersion};
use crate::store::{games, moves};

use super::Delivery;
use crate::service::errors::ServiceError;
use crate::service::loaded;
use crate::service::outbox::{self, Notice};

/// What the check found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VersionCheck {
    /// Games stored before versions were kept, given today's version of their list.
    pub adopted: u64,
    /// Games whose challenges logged without their judgement were judged by their version.
    pub judged: u64,
    /// Lobbies whose version was gone, moved to today's.
    pub lobbies_moved: Vec<i64>,
    /// Open games whose version is gone.
    pub gone: Vec<i64>,
    /// Of those, the games whose channel was told now (the others were told before).
    pub told: Vec<i64>,
}

impl Delivery {
    /// Gives unversioned games today's version of their list, then checks every open game's
    /// version (see the module's note). Several processes may run it at once: each game is
    /// locked while it is looked at, and told at most once until its version is back.
    #[tracing::instrument(skip_all)]
    pub async fn check_lexicon_versions(&self) -> Result<VersionCheck, ServiceError> {
        let mut check = VersionCheck::default();
        let mut conn = self.pool.acquire().await?;
        for name in self.lexicons.names() {
            if let Some(version) = self.lexicons.current_version(&name) {
                check.adopted +=
                    lexicon_versions::adopt_unversioned(&mut conn, &name, version).await?;
            }
        }
        let unjudged = lexicon_versions::games_with_unjudged_challenges(&mut conn).await?;
        let games = lexicon_versions::open_games(&mut conn).await?;
        drop(conn);
        for game_id in unjudged {
            if self.store_judgements(game_id).await? {
                check.judged += 1;
            }
        }
        for game in games {
            let kept = self
                .lexicons
                .for_game(&game.lexicon, game.lexicon_version.as_deref())
                .is_some();
            if kept && game.told {
                let mut conn = self.pool.acquire().await?;
                lexicon_versions::set_told(&mut conn, game.id, false).await?;
            } else if !kept {
                self.version_gone(&game, &mut check).await?;
            }
        }
        Ok(check)
    }

    /// Judges the challenges game `game_id` logged without their judgement, by replaying it
    /// with its own version, and stores each judgement; `false` if its version cannot be had.
    async fn store_judgements(&self, game_id: i64) -> Result<bool, ServiceError> {
        let mut tx = self.pool.begin().await?;
        let Some(row) = games::lock_game(&mut tx, game_id).await? else {
            return Ok(false);
        };
        let Some(lexicon) = self.lexicons.recorded(&row) else {
            return Ok(false);
        };
        let seats = games::seats(&mut tx, game_id).await?;
        let log = moves::log(&mut tx, game_id).await?;
        let (variant, settings) = loaded::rules_of(&row, &seats);
        let logged = loaded::logged_of(&log, &variant)?;
        let (mut game, _) = Game::new(variant, settings, seats.len(), row.seed.cast_unsigned())
            .map_err(|e| anyhow!("cannot set up game {game_id}: {e}"))?;
        for (index, (entry, stored)) in logged.iter().zip(&log).enumerate() {
            let outcome = game
                .apply_logged(index, entry, Some(lexicon.as_ref()))
                .map_err(|e| anyhow!("game {game_id} does not replay from its log: {e}"))?;
            if entry.refuted.is_none()
                && let Some(refuted) = outcome.refuted()
            {
                lexicon_versions::set_judgement(&mut tx, game_id, stored.seq, &refuted).await?;
            }
        }
        tx.commit().await?;
        Ok(true)
    }

    /// An open game whose version is gone: a lobby moves to today's version; a game's channel
    /// is told, once.
    async fn version_gone(
        &self,
        game: &GameVersion,
        check: &mut VersionCheck,
    ) -> Result<(), ServiceError> {
        let mut tx = self.pool.begin().await?;
        let Some(game) = lexicon_versions::lock_open(&mut tx, game.id).await? else {
            return Ok(());
        };
        let today = self.lexicons.current_version(&game.lexicon);
        if game.status == GameStatus::Lobby
            && let Some(today) = today
        {
            lexicon_versions::set_version(&mut tx, game.id, today).await?;
            tx.commit().await?;
            check.lobbies_moved.push(game.id);
            return Ok(());
        }
        check.gone.push(game.id);
        if !game.told {
            let notice = Notice::WordListGone {
                game_id: game.id,
                lexicon: game.lexicon.clone(),
            };
            outbox::write_notice(&mut tx, game.id, game.channel_id, notice).await?;
            lexicon_versions::set_told(&mut tx, game.id, true).await?;
            check.told.push(game.id);
        }
        tx.commit().await?;
        Ok(())
    }
}
