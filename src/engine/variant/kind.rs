//! The kinds of game a lobby can be opened with, named for players and the store.

use crate::engine::names::Named;

/// The kinds of game a lobby can be opened with (rule books 001 and 003).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VariantKind {
    /// The classic game.
    Classic,
    /// Nine tiles on the rack.
    NineTile,
    /// The classic game to a target score.
    FinishLine,
    /// The dice game.
    Dice,
    /// Surprise boards.
    Surprise,
    /// Blanks & Blockers.
    BlanksBlockers,
    /// Hyper-Race.
    HyperRace,
    /// Free for All.
    FreeForAll,
}

impl Named for VariantKind {
    const KIND: &'static str = "variant";
    const MESSAGE: &'static str = "unknown-variant";
    const TABLE: &'static [(Self, &'static str)] = &[
        (VariantKind::Classic, "classic"),
        (VariantKind::NineTile, "nine-tile"),
        (VariantKind::FinishLine, "finish-line"),
        (VariantKind::Dice, "dice"),
        (VariantKind::Surprise, "surprise"),
        (VariantKind::BlanksBlockers, "blanks-blockers"),
        (VariantKind::HyperRace, "hyper-race"),
        (VariantKind::FreeForAll, "free-for-all"),
    ];
}
