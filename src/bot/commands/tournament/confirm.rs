//! A director's or player's tournament command done: what it wrote is delivered at once and
//! the player is answered privately with the event's summary.

use super::{Context, Error, Tr, delivery, private, text};
use crate::service::TournamentView;

/// Has the runner deliver what the command wrote (and run a pairing it scheduled) at once, and
/// answers privately with `done` and the event's summary (in the player's language).
pub(super) async fn confirm(
    ctx: Context<'_>,
    done: &str,
    view: &TournamentView,
) -> Result<(), Error> {
    delivery::wake();
    let tr = Tr::of_locale(ctx.locale());
    private(ctx, format!("{done}\n{}", text::summary(view, tr))).await
}
