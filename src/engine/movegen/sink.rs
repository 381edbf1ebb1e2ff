//! Where generated plays go: the [`MoveSink`] a generator offers every legal play to, and the
//! two sinks the engine keeps (all plays, the best one).

use super::play::{Candidate, Move};

/// Receives the plays a generator finds, one at a time.
pub trait MoveSink {
    /// Called once for every legal play; turn it into a [`Move`] only if you keep it.
    fn offer(&mut self, play: &Candidate<'_>);
}

/// Collects every play.
#[derive(Default)]
pub struct AllMoves {
    pub moves: Vec<Move>,
}

impl MoveSink for AllMoves {
    fn offer(&mut self, play: &Candidate<'_>) {
        self.moves.push(play.to_move());
    }
}

/// Keeps the highest-scoring play (the first found among equals).
#[derive(Default)]
pub struct BestMove {
    pub best: Option<Move>,
}

impl MoveSink for BestMove {
    fn offer(&mut self, play: &Candidate<'_>) {
        if self.best.as_ref().is_none_or(|b| play.score() > b.score()) {
            self.best = Some(play.to_move());
        }
    }
}
