//! How a round is paired (`Method`) and the event-wide settings pairing needs (`Options`).

use super::pairs::Pairing;

/// How a round is paired.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Method {
    /// Everyone plays everyone (twice when `double`), by the circle method in file order.
    RoundRobin { double: bool },
    /// 1 v 2, 3 v 4, ... by the standings.
    KingOfTheHill,
    /// A minimum-weight perfect matching: fewest rematches, then the smallest sum of squared
    /// win differences.
    Swiss,
    /// The first `rounds` rounds (odd) as round robins in groups of `rounds + 1` by rating.
    InitialFontes { rounds: usize },
    /// Shuffled with a seeded generator.
    Random { seed: u64 },
    /// Given by the director; checked that everyone is in it once.
    Manual(Vec<Pairing>),
}

/// Event-wide settings that pairing needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Options {
    /// Rounds the event will have, if known: needed for Gibsonization.
    pub total_rounds: Option<usize>,
    /// Whether to Gibsonize (king of the hill and Swiss; needs `total_rounds`).
    pub gibsonize: bool,
}
