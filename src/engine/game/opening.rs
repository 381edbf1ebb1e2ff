//! The draw for first play (rule 2): who goes first and the order of play, or a first player
//! given beforehand (a tournament pairing).

use super::record::Seat;
use crate::engine::bag::Bag;

/// Rounds of redraws after which a tie is settled by seat order. A real bag never gets near it;
/// it only stops a stacked bag of identical tiles from redrawing for ever.
const MAX_DRAW_ROUNDS: usize = 64;

/// The draw for first play, to show the players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningDraw {
    /// Each round: the tile (0 = blank) each contender drew, by seat. The first round has every
    /// player; later rounds only those who tied for first. Empty when the first player was
    /// given ([`GameSettings::first_player`]): then nobody draws.
    pub rounds: Vec<Vec<(Seat, u8)>>,
    /// Who plays first.
    pub first: Seat,
    /// The order of play: the first player, then around the table by seat.
    pub order: Vec<Seat>,
}

/// Setting up, rule 2: "Players each draw one letter tile. The player drawing the letter
/// nearest the beginning of the alphabet goes first. A blank tile supersedes all other tiles."
/// Players who tie for first redraw among themselves until one wins. The drawn tiles are mixed
/// back into the bag after each round.
pub fn draw_for_order(bag: &mut Bag, players: usize) -> OpeningDraw {
    let mut contenders: Vec<Seat> = (0..players).collect();
    let mut rounds = Vec::new();
    loop {
        let draws: Vec<(Seat, u8)> = contenders
            .iter()
            .filter_map(|&seat| bag.draw().map(|tile| (seat, tile)))
            .collect();
        let tiles: Vec<u8> = draws.iter().map(|&(_, tile)| tile).collect();
        bag.mix_in(&tiles);
        // Tiles are numbered in alphabet order with the blank as 0, so the lowest wins.
        if let Some(&best) = tiles.iter().min() {
            contenders = draws
                .iter()
                .filter(|&&(_, tile)| tile == best)
                .map(|&(seat, _)| seat)
                .collect();
        }
        rounds.push(draws);
        if contenders.len() <= 1 || rounds.len() >= MAX_DRAW_ROUNDS || tiles.is_empty() {
            break;
        }
    }
    let first = contenders.first().copied().unwrap_or(0);
    OpeningDraw {
        rounds,
        first,
        order: (0..players).map(|k| (first + k) % players).collect(),
    }
}

impl OpeningDraw {
    /// No draw for first play: `first` was decided before the game ([`GameSettings::first_player`]),
    /// and play goes around the table from them.
    pub fn given(first: Seat, players: usize) -> OpeningDraw {
        OpeningDraw {
            rounds: Vec::new(),
            first,
            order: (0..players).map(|k| (first + k) % players).collect(),
        }
    }
}
