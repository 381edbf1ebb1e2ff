//! Finding a player's practice positions, lazily: when they ask, their finished games not looked
//! at yet (a few at a time, newest first) are loaded, and the engine values each of their turns
//! on a blocking thread (one such search at a time in the process, so other commands keep their
//! share of the machine); the positions worth practising are stored, and each game is marked as
//! looked at, with or without any.

use anyhow::anyhow;
use tokio::sync::Semaphore;

use crate::engine::ai;
use crate::engine::game::{Game, Seat};
use crate::engine::notation::{ThroughStyle, format_play};
use crate::engine::practice::{self, Made, PracticeTurn};
use crate::engine::variant::{Feature, VariantId};
use crate::service::loaded;
use crate::service::position_text::cgp_of;
use crate::service::study::Study;
use crate::service::{ServiceError, SharedLexicon};
use crate::store::games;
use crate::store::practice::{self as rows, PositionRow};

/// Finished games looked at per ask: about a dozen turns each, a few milliseconds a turn.
const GAMES_PER_ASK: i64 = 10;

/// One search for positions at a time in the process.
static SEARCHES: Semaphore = Semaphore::const_new(1);

/// A finished game of the player's to look at.
struct Source {
    game_id: i64,
    variant: VariantId,
    lexicon_name: String,
    lexicon: SharedLexicon,
    game: Game,
    seat: Seat,
}

impl Study {
    /// Looks at the player's finished games not looked at yet (at most [`GAMES_PER_ASK`]) and
    /// stores their practice positions.
    #[tracing::instrument(skip_all, fields(user_id))]
    pub(crate) async fn analyse_new_games(&self, user_id: i64) -> Result<(), ServiceError> {
        let mut conn = self.pool.acquire().await?;
        let ids = rows::unanalysed_games(&mut conn, user_id, GAMES_PER_ASK).await?;
        if ids.is_empty() {
            return Ok(());
        }
        let mut sources = Vec::new();
        for &id in &ids {
            let Some(row) = games::game(&mut conn, id).await? else {
                continue;
            };
            // A game in a word list the bot no longer has cannot be judged; a variant without
            // puzzles has no position of the classic kind.
            if !self.lexicons.contains(&row.lexicon) || !row.rules().supports(Feature::Puzzles) {
                continue;
            }
            let loaded = loaded::load(&mut conn, row, &self.lexicons).await?;
            let seat = loaded.seat_of(user_id);
            let (Some(game), Some(seat)) = (loaded.game, seat) else {
                continue;
            };
            sources.push(Source {
                game_id: id,
                variant: loaded.row.variant,
                lexicon: self
                    .lexicons
                    .reading(&loaded.row)
                    .ok_or_else(|| anyhow::anyhow!("no word list for game {}", loaded.row.id))?,
                lexicon_name: loaded.row.lexicon,
                game,
                seat,
            });
        }
        drop(conn);
        let permit = SEARCHES
            .acquire()
            .await
            .map_err(|e| anyhow!("practice search: {e}"))?;
        let found = tokio::task::spawn_blocking(move || {
            sources
                .iter()
                .flat_map(|s| {
                    practice::practice_positions(&s.game, s.seat, &s.lexicon)
                        .into_iter()
                        .map(|turn| row_of(user_id, s, &turn))
                })
                .collect::<Vec<PositionRow>>()
        })
        .await
        .map_err(|e| anyhow!("finding practice positions: {e}"))?;
        drop(permit);
        let now = self.now();
        let mut tx = self.pool.begin().await?;
        for row in &found {
            rows::insert_position(&mut tx, row).await?;
        }
        for &id in &ids {
            rows::mark_analysed(&mut tx, user_id, id, now).await?;
        }
        tx.commit().await?;
        Ok(())
    }
}

/// The stored row of a practice position.
fn row_of(user_id: i64, source: &Source, turn: &PracticeTurn) -> PositionRow {
    let variant = source.game.variant();
    let tiles = &variant.tiles;
    let board = &turn.position.board;
    let written =
        |placement| format_play(tiles, board, placement, ThroughStyle::Letters).to_string();
    let (made, made_score) = match &turn.made {
        Made::Play { placement, score } => (written(placement), *score),
        Made::ChallengedOff { placement } => {
            (format!("{} (challenged off)", written(placement)), 0)
        }
        Made::Exchange { tiles } => (format!("exchange {tiles}"), 0),
        Made::Pass => ("pass".to_owned(), 0),
    };
    let best: Vec<String> = turn.best.iter().map(|m| ai::move_text(tiles, m)).collect();
    PositionRow {
        id: 0,
        user_id,
        game_id: source.game_id,
        turn: turn.turn as i32,
        variant: source.variant,
        lexicon: source.lexicon_name.clone(),
        position: cgp_of(variant, &turn.position, &source.lexicon_name),
        bag_count: turn.position.bag_len as i16,
        made,
        made_score,
        made_equity: turn.made_equity,
        best_plays: best.join("\n"),
        best_score: turn.best.first().map_or(0, |m| m.score() as i32),
        best_equity: turn.best_equity,
        missed_bingo: turn.missed_bingo,
        loss: turn.loss(),
        answer: None,
        answer_score: None,
        answer_equity: None,
        answer_right: None,
        streak_after: None,
    }
}
