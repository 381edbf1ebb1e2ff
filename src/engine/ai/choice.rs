//! What the computer decides to do on its turn, the command that carries it out, and the
//! fallback when it finds no play (exchange or pass).

use super::position::Position;
use crate::engine::game::{Command, Seat};
use crate::engine::movegen::Move;
use crate::engine::placement::Placement;
use crate::engine::tiles::{BLANK, Letter};

/// What the computer decides to do on its turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    Play(Move),
    /// Free for All: tiles in any shape and the words scored for them.
    PlayWords(Placement, Vec<Vec<Letter>>),
    /// Put these rack tiles back (0 = blank) for new ones (rule 7).
    Exchange(Vec<u8>),
    Pass,
}

impl Choice {
    /// The command for `seat` that carries out this choice.
    pub fn command(&self, seat: Seat) -> Command {
        match self {
            Choice::Play(m) => Command::Play {
                player: seat,
                placement: m.placement(),
            },
            Choice::PlayWords(placement, words) => Command::PlayWords {
                player: seat,
                placement: placement.clone(),
                words: words.clone(),
            },
            Choice::Exchange(tiles) => Command::Exchange {
                player: seat,
                tiles: tiles.clone(),
            },
            Choice::Pass => Command::Pass { player: seat },
        }
    }
}

/// `choice`, or with no play: exchange the whole rack if the bag allows it (rule 7), else
/// pass.
pub(super) fn or_exchange(position: &Position<'_>, choice: Option<Choice>) -> Choice {
    let rack = position.rack;
    let can_exchange = position.bag_len >= usize::from(position.variant.exchange_min_bag);
    // Blanks are kept: they are worth more than anything drawn (and yellow blanks may not
    // be exchanged at all).
    let swap: Vec<u8> = rack.tiles().into_iter().filter(|&t| t != BLANK).collect();
    let fallback = if can_exchange && !swap.is_empty() {
        Choice::Exchange(swap)
    } else {
        Choice::Pass
    };
    choice.unwrap_or(fallback)
}
