//! `/practice`: the asker's position being served, or the next in practice order (found first
//! in their finished games not looked at yet); a clear answer when there is none.

use crate::service::{Request, ServiceError};
use crate::store::practice as rows;

use super::view::{PracticeOffer, PracticeRecord, PracticeView, Stored};
use crate::service::study::Study;

impl Study {
    /// The asker's practice position: the one served and not answered yet, else the next in
    /// practice order (missed bingos first, then the most equity given up). Works anywhere:
    /// positions come from the asker's own games on every server and outside servers.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn practice(&self, request: &Request) -> Result<PracticeOffer, ServiceError> {
        let user = request.user_id;
        self.analyse_new_games(user).await?;
        let mut tx = self.pool.begin().await?;
        let record = PracticeRecord::from(rows::lock_player(&mut tx, user).await?);
        let row = match rows::current(&mut tx, user).await? {
            Some(row) => Some(row),
            None => rows::serve_next(&mut tx, user, self.now()).await?,
        };
        let Some(row) = row else {
            let (games, answered) = rows::totals(&mut tx, user).await?;
            tx.commit().await?;
            return Ok(match (games, answered) {
                (0, _) => PracticeOffer::NoGames,
                (games, 0) => PracticeOffer::NoMistakes { games },
                (games, _) => PracticeOffer::AllAnswered { games, record },
            });
        };
        let waiting = rows::waiting(&mut tx, user).await?;
        tx.commit().await?;
        let stored = Stored::of(&row)?;
        let rack = &stored.position.rack;
        Ok(PracticeOffer::Position(Box::new(PracticeView {
            game_id: row.game_id,
            turn_number: row.turn + 1,
            lexicon: row.lexicon.clone(),
            rack_text: rack.to_text(&stored.variant.tiles),
            rack: rack.tiles(),
            scores: stored.position.scores,
            bag_count: stored.position.bag_len,
            board: stored.position.board,
            variant: stored.variant,
            made: row.made,
            made_score: row.made_score,
            waiting,
            record,
        })))
    }
}
