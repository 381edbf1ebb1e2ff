//! Why a position is not simulated: what the simulation refuses, and the exact endgame's own
//! refusals.

use crate::engine::endgame::EndgameError;
use crate::engine::wording::{Worded, Wording};

/// Why a position is not simulated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotSimulated {
    Players(usize),
    Variant(String),
    NoPlay,
    Endgame(EndgameError),
}

impl Worded for NotSimulated {
    fn wording(&self) -> Wording {
        match self {
            NotSimulated::Players(players) => {
                Wording::new("cli-sim-players").number("players", *players)
            }
            NotSimulated::Variant(variant) => {
                Wording::new("cli-sim-variant").put("variant", variant)
            }
            NotSimulated::NoPlay => Wording::new("cli-sim-no-play"),
            NotSimulated::Endgame(error) => error.wording(),
        }
    }
}

crate::engine::english::said_in_english!(NotSimulated);
crate::engine::wording::wraps!(NotSimulated { Endgame(EndgameError) });
