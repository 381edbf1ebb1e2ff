//! Simulation, the expert level's way of choosing: the best few candidates by the hard level's
//! static equity are each played out a couple of turns ahead, many times, against opponent
//! racks dealt at random from the tiles the player cannot see (each side playing as the hard
//! level would), and judged by the points they gain on average (with a standard error) and by
//! the chance of winning; in the pre-endgame played out to the end and judged by the chance of
//! winning first (with one tile in the bag, every draw's endgame searched instead); with the bag empty, by the endgame search instead (exact, or when its budget
//! ends it first, the best line of the deepest search it finished).

mod analysis;
mod endgame;
mod expert;
mod playout;
mod pre_endgame;
mod refused;
mod sample;
mod settings;
mod simulate;
mod stats;
mod win;

pub use analysis::{Analysis, Judged, Method};
pub use expert::choose_expert;
pub use playout::Outcome;
pub use pre_endgame::MIN_PRE_ENDGAME_NODES;
pub use refused::NotSimulated;
pub use sample::{Deal, deal};
pub use settings::{Budget, ENDGAME_NODES, EXPERT_BUDGET, SimSettings};
pub use simulate::{simulate, simulate_with};
pub use stats::Running;
pub use win::{normal_cdf, win_chance};

#[cfg(test)]
mod pre_endgame_tests;
#[cfg(test)]
mod same_move_tests;
#[cfg(test)]
mod tests;
