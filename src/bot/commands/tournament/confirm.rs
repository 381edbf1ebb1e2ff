//! A director's or player's tournament command done: what it wrote is delivered at once and
//! the player is answered privately with the event's summary.

use super::{Context, Error, delivery, private, text};
use crate::service::TournamentView;

/// Has the runner deliver what the command wrote (and run a pairing it scheduled) at once, and
/// answers privately with `done` and the event's summary.
pub(super) async fn confirm(
    ctx: Context<'_>,
    done: &str,
    view: &TournamentView,
) -> Result<(), Error> {
    delivery::wake();
    private(ctx, format!("{done}\n{}", text::summary(view))).await
}
