//! The expert level: the candidate the simulation judges best; where a position cannot be
//! simulated (more than two players, a variant with other rules, an endgame too long for the
//! budget), what the hard level does.

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
    simulate(position, lexicon, settings, seed)
        .ok()
        .and_then(|analysis| analysis.best().cloned())
        .unwrap_or_else(|| {
            choose_hard(position, lexicon, &LeaveJudge::new(&position.variant.tiles))
        })
}
