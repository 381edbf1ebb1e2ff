//! The delivery area: outbox rows claimed and leased for the Discord layer (`claim`), the
//! queue's own reads and purge, a board's thread recorded, conversations remembered, and
//! notices of word lists that changed (`Delivery`). The outbox rows themselves (`outbox`,
//! `said`, `turn_event`) are a leaf every writing area shares; delivery stands on the games
//! area (a board's game opens in the thread it made), and no area stands on delivery.

mod board_threads;
mod claim;
mod conversations;
mod lexicon_notices;
mod queue;

pub use claim::{Claimed, Failure};
pub use conversations::ConversationRoute;
pub use lexicon_notices::VersionCheck;

crate::service::shared::area! {
    /// The outbox handed to Discord.
    Delivery
}

impl Delivery {
    /// The games' tables as a delivery reads them (a reminder's buttons follow the game's
    /// state).
    pub fn tables(&self) -> crate::service::games::Tables {
        crate::service::games::Tables::over(self)
    }
}
