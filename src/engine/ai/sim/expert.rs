//! The expert level: the candidate the simulation judges best (with the bag empty, the
//! endgame search's best play: proven, or the best of the deepest search the budget let it
//! finish, never a static guess); where a position cannot be simulated (more than two
//! players, a variant with other rules), what the hard level does.

use super::super::choice::Choice;
use super::super::hard::choose_hard;
use super::super::leave::LeaveJudge;
use super::super::position::Position;
use super::settings::SimSettings;
use super::simulate::simulate;
use crate::engine::lexicon::Lexicon;

/// What the expert level does in `position`, simulating within `settings` from `seed`.
pub fn choose_expert(
    position: &Position<'_>,
    lexicon: &Lexicon,
    settings: &SimSettings,
    seed: u64,
) -> Choice {
    // With the bag empty the search of the position itself gives the best play: the other
    // candidates' searches would only be shown in an analysis.
    let settings = if position.bag_len == 0 {
        SimSettings {
            candidates: 1,
            ..*settings
        }
    } else {
        *settings
    };
    simulate(position, lexicon, &settings, seed)
        .ok()
        .and_then(|analysis| analysis.best().cloned())
        .unwrap_or_else(|| {
            choose_hard(position, lexicon, &LeaveJudge::new(&position.variant.tiles))
        })
}
