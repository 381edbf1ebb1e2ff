//! The delivery area: outbox rows claimed and leased for the Discord layer (`claim`), the
//! queue's own reads and purge, a board's thread recorded, conversations remembered, and
//! notices of word lists that changed (`Delivery`), channels that keep refusing the bot's posts
//! flagged once and their server told (`unreachable`), and what the metrics and readiness read of
//! the database (`workload`). The outbox rows themselves (`outbox`,
//! `said`, `turn_event`) are a leaf every writing area shares; delivery stands on
//! nothing but the leaves (the games area opens a board's game in the thread it recorded), and
//! no area stands on delivery.

mod area;
mod board_threads;
mod claim;
mod conversations;
mod lexicon_notices;
mod queue;
mod unreachable;
mod workload;

pub use area::Delivery;
pub use claim::{Claimed, Failure, RackToSend};
pub use conversations::ConversationRoute;
pub use lexicon_notices::VersionCheck;
