//! An event as the areas share it: the tournament as loaded (`Loaded`), what it says on
//! Discord (`TournamentPost`, as the outbox carries it), its standings as players see them, its
//! refusals and its settings' names. A leaf: the outbox, the games that boards open and the
//! events area all stand on it, and it stands on none of them.

pub(crate) mod errors;
pub(crate) mod event_setting;
pub(crate) mod loaded;
pub(crate) mod pace;
pub(crate) mod post;
pub(crate) mod standings_view;
