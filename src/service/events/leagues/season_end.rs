//! A league season's end: who goes up and down, everyone carried into the next season (already
//! open for registration), and the outcome posted. Called by the pace once every board is
//! settled; it calls nothing back.

use sqlx::PgConnection;
use time::OffsetDateTime;

use crate::service::errors::ServiceError;
use crate::service::event_data::loaded::Loaded;
use crate::service::event_data::post::TournamentPost;
use crate::service::event_data::standings_view::standings_of;
use crate::service::events::Pacing;
use crate::service::events::tournaments::posts;
use crate::store::leagues;
use crate::tournament::league;

impl Pacing {
    /// Called when a league season's tournament has settled every board (in that
    /// transaction, the tournament locked): each division's final order decides who goes up
    /// and down, every player still in is carried into the next season at their new place, and
    /// the outcome is posted.
    #[tracing::instrument(skip_all, fields(tournament_id = loaded.row.id))]
    pub(crate) async fn league_season_over(
        &self,
        conn: &mut PgConnection,
        loaded: &Loaded,
        _now: OffsetDateTime,
    ) -> Result<(), ServiceError> {
        let Some((league_id, season)) = leagues::season_of_tournament(conn, loaded.row.id).await?
        else {
            return Ok(());
        };
        let Some(row) = leagues::lock(conn, league_id).await? else {
            return Ok(());
        };
        let next = leagues::current_season(conn, league_id).await?.season;
        let standings = standings_of(loaded)?;
        let divisions = loaded.row.divisions;
        let mut posted = Vec::new();
        for d in 1..=divisions {
            let order: Vec<_> = standings.lines.iter().filter(|l| l.division == d).collect();
            let movers = row.movers.and_then(|m| usize::try_from(m).ok());
            let outcomes = league::season_outcomes(d, divisions, order.len(), movers);
            let mut lines = Vec::new();
            for (line, outcome) in order.iter().zip(outcomes) {
                lines.push((line.name.clone(), outcome.movement));
                if !line.withdrawn {
                    leagues::carry_entry(conn, (league_id, next), line.user_id, outcome.placed)
                        .await?;
                }
            }
            posted.push(lines);
        }
        let post = TournamentPost::SeasonOver {
            league: row.name.clone(),
            season,
            divisions: posted,
            next,
        };
        posts::post(conn, loaded, post).await
    }
}
