//! Writing what a tournament says on Discord as outbox rows (the posts themselves are
//! `post::TournamentPost`): in the tournament channel or a board's thread, the standings as
//! they are now, and a change of the event's state with its post.

use sqlx::PgConnection;
use time::OffsetDateTime;

use crate::kinds::TournamentState;
use crate::store::tournaments;

use crate::service::errors::ServiceError;
use crate::service::outbox::{self, Outgoing};

use crate::service::event_data::loaded::Loaded;
use crate::service::event_data::post::TournamentPost;
use crate::service::event_data::standings_view;

/// Writes a post for the tournament's channel.
pub(crate) async fn post(
    conn: &mut PgConnection,
    loaded: &Loaded,
    post: TournamentPost,
) -> Result<(), ServiceError> {
    post_in(conn, loaded, loaded.row.channel_id, post).await
}

/// Writes a post for `channel_id` (the tournament channel or a board's thread).
pub(crate) async fn post_in(
    conn: &mut PgConnection,
    loaded: &Loaded,
    channel_id: i64,
    post: TournamentPost,
) -> Result<(), ServiceError> {
    let outgoing = Outgoing::Tournament { post };
    outbox::write_for_tournament(conn, loaded.row.id, channel_id, &outgoing).await?;
    Ok(())
}

/// Writes the standings as they are now.
pub(crate) async fn standings(
    conn: &mut PgConnection,
    loaded: &Loaded,
    last: bool,
) -> Result<(), ServiceError> {
    let view = standings_view::standings_of(loaded)?;
    post(conn, loaded, TournamentPost::Standings { view, last }).await
}

/// Moves the tournament to `state` at `now` and posts the change (`early`: a finish the
/// director called before the last round).
pub(crate) async fn change_state(
    conn: &mut PgConnection,
    loaded: &mut Loaded,
    (state, now): (TournamentState, OffsetDateTime),
    early: bool,
) -> Result<(), ServiceError> {
    tournaments::set_state(conn, loaded.row.id, state, now).await?;
    loaded.row.state = state;
    post_state(conn, loaded, early).await
}

/// Posts the tournament's state as it stands.
pub(crate) async fn post_state(
    conn: &mut PgConnection,
    loaded: &Loaded,
    early: bool,
) -> Result<(), ServiceError> {
    let state = TournamentPost::State {
        name: loaded.row.name.clone(),
        state: loaded.row.state,
        early,
    };
    post(conn, loaded, state).await
}
