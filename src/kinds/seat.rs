//! A seat's result once its game is over, as the store keeps it in `seats.result` and the
//! records and ratings count it.

use crate::engine::names::{Named, read_by_name};

/// How a game ended for one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatResult {
    /// The seat alone scored the most.
    Win,
    /// Another seat scored more.
    Loss,
    /// The seat shares the highest score.
    Draw,
}

impl Named for SeatResult {
    const KIND: &'static str = "seat result";
    const TABLE: &'static [(Self, &'static str)] = &[
        (Self::Win, "win"),
        (Self::Loss, "loss"),
        (Self::Draw, "draw"),
    ];
}

read_by_name!(SeatResult);

impl SeatResult {
    /// The result of a seat among `winners`, the seats with the highest score.
    pub fn among(seat: usize, winners: &[usize]) -> Self {
        if !winners.contains(&seat) {
            Self::Loss
        } else if winners.len() > 1 {
            Self::Draw
        } else {
            Self::Win
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_wins_alone_draws_when_shared_and_loses_otherwise() {
        assert_eq!(SeatResult::among(0, &[0]), SeatResult::Win);
        assert_eq!(SeatResult::among(1, &[0, 1]), SeatResult::Draw);
        assert_eq!(SeatResult::among(2, &[0, 1]), SeatResult::Loss);
        assert_eq!(SeatResult::Draw.name(), "draw");
    }
}
