//! Answering the practice position being served, written as for `/play`: judged by the hard
//! level's static equity against the best play; a right answer adds to the streak, a wrong one
//! ends it and shows the best play. Either way the position is done and the next is served on
//! the next `/practice`. Bad input is refused and changes nothing; the same interaction
//! delivered again gets the same verdict.

use anyhow::anyhow;

use crate::engine::game::GameError;
use crate::engine::notation::{ThroughStyle, format_play, parse_play};
use crate::engine::practice::judge_answer;
use crate::service::{Request, ServiceError, UserError};
use crate::store::practice::{self as rows, Answer};

use super::view::{PracticeRecord, PracticeVerdict, Stored, verdict_of};
use crate::service::study::Study;

impl Study {
    /// Judges the asker's answer `word` at `at` to their practice position.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn answer_practice(
        &self,
        request: &Request,
        word: &str,
        at: &str,
    ) -> Result<PracticeVerdict, ServiceError> {
        let user = request.user_id;
        let row = {
            let mut conn = self.pool.acquire().await?;
            if let Some(id) = request.interaction_id
                && let Some(done) = rows::answered_with(&mut conn, user, id).await?
            {
                let mut record = PracticeRecord::from(rows::player(&mut conn, user).await?);
                record.streak = u32::try_from(done.streak_after.unwrap_or(0)).unwrap_or(0);
                let waiting = rows::waiting(&mut conn, user).await?;
                return Ok(verdict_of(&done, record, waiting));
            }
            rows::current(&mut conn, user)
                .await?
                .ok_or(UserError::NoPracticePosition)?
        };
        let stored = Stored::of(&row)?;
        let tiles = &stored.variant.tiles;
        let board = &stored.position.board;
        let placement = parse_play(tiles, board, at.trim(), word.trim())?;
        let play = format_play(tiles, board, &placement, ThroughStyle::Letters).to_string();
        let rack_text = stored.position.rack.to_text(tiles);
        let lexicon = self.lexicons.get(&row.lexicon)?.clone();
        let best_equity = row.best_equity;
        let judged = tokio::task::spawn_blocking(move || {
            judge_answer(
                &stored.variant,
                &lexicon,
                &stored.position,
                &placement,
                best_equity,
            )
        })
        .await
        .map_err(|e| anyhow!("judging a practice answer: {e}"))?
        .map_err(|error| match error {
            GameError::TilesNotOnRack(_) => UserError::PracticeTiles(rack_text, error),
            other => UserError::PuzzlePlay(other),
        })?;
        let mut tx = self.pool.begin().await?;
        let mut player = rows::lock_player(&mut tx, user).await?;
        player.streak = if judged.right { player.streak + 1 } else { 0 };
        player.longest = player.longest.max(player.streak);
        player.answered += 1;
        player.answered_right += i32::from(judged.right);
        let answer = Answer {
            play: &play,
            score: judged.score as i32,
            equity: judged.equity,
            right: judged.right,
            streak_after: player.streak,
            interaction_id: request.interaction_id,
        };
        if !rows::record_answer(&mut tx, row.id, &answer, self.now()).await? {
            // Answered meanwhile (another command of the asker's): nothing to judge now.
            return Err(UserError::NoPracticePosition.into());
        }
        rows::save_player(&mut tx, user, &player).await?;
        let waiting = rows::waiting(&mut tx, user).await?;
        tx.commit().await?;
        let mut done = row;
        done.answer = Some(play.clone());
        done.answer_score = Some(answer.score);
        done.answer_equity = Some(judged.equity);
        done.answer_right = Some(judged.right);
        Ok(verdict_of(&done, PracticeRecord::from(player), waiting))
    }
}
