//! Which position makes the day's puzzle: every turn of a game where the player to move held a
//! full rack on a board with tiles is a candidate; a candidate with a single score among its
//! legal plays (or none) is no puzzle; among the rest the one whose player gave the most points
//! up wins, then the one with the highest best score, then the first offered.

use super::position::PuzzlePosition;
use crate::engine::board::Board;
use crate::engine::game::{Game, TurnKind};
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::{Candidate as Offered, MoveSink, generate};
use crate::engine::variant::Variant;

/// A position met in a game, before its player moved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub position: PuzzlePosition,
    /// The turn's index in the game's history.
    pub turn: usize,
    /// Points the player made from it (0 for an exchange or a pass).
    pub made: i32,
}

/// What the legal plays of a position score.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Assessed {
    /// How many legal tile plays there are.
    pub plays: usize,
    /// The highest and lowest scores among them (0 when there are none).
    pub best: u32,
    pub worst: u32,
    /// Points the player gave up in the game: the best score less what they made, never
    /// below 0.
    pub miss: u32,
}

impl Assessed {
    /// Whether a puzzle can be made of it: at least two different scores, so a play can be
    /// right or wrong.
    pub fn is_puzzle(&self) -> bool {
        self.plays >= 2 && self.best > self.worst
    }
}

/// Counts plays and keeps the extreme scores.
#[derive(Default)]
struct Scores {
    plays: usize,
    best: u32,
    worst: u32,
}

impl MoveSink for Scores {
    fn offer(&mut self, play: &Offered<'_>) {
        let score = play.score();
        if self.plays == 0 {
            (self.best, self.worst) = (score, score);
        } else {
            self.best = self.best.max(score);
            self.worst = self.worst.min(score);
        }
        self.plays += 1;
    }
}

/// The scores of the legal plays of `candidate`'s position, and the points its player missed.
pub fn assess(variant: &Variant, lexicon: &Lexicon, candidate: &Candidate) -> Assessed {
    let position = &candidate.position;
    let mut scores = Scores::default();
    generate(
        variant,
        lexicon,
        &position.board,
        &position.rack,
        &mut scores,
    );
    Assessed {
        plays: scores.plays,
        best: scores.best,
        worst: scores.worst,
        miss: scores.best.saturating_sub(candidate.made.max(0) as u32),
    }
}

/// Every position of `game` a puzzle may be made of: the turns (plays, exchanges, passes and
/// time-outs) whose player held a full rack on a board with tiles on it, in the order played,
/// each position once (a player who passes again meets the same one).
pub fn candidates_of(game: &Game) -> Vec<Candidate> {
    let variant = game.variant();
    let rack_size = usize::from(variant.rack_size);
    let players = game.player_count();
    let mut board = Board::empty(variant.layout.rows(), variant.layout.cols());
    let mut totals = vec![0i32; players];
    let mut found = Vec::new();
    for (at, turn) in game.history().iter().enumerate() {
        let decided = matches!(
            turn.kind,
            TurnKind::Play { .. } | TurnKind::Exchange { .. } | TurnKind::Pass | TurnKind::TimeOut
        );
        let seen = found
            .iter()
            .any(|c: &Candidate| c.position.rack == turn.rack && c.position.board == board);
        if decided && turn.rack.len() == rack_size && !board.is_empty() && !seen {
            // The player to move first, then the others in seat order after them.
            let scores = (0..players)
                .map(|k| totals[(turn.player + k) % players])
                .collect();
            let on_board = board.tiles().count();
            let held = players * rack_size;
            found.push(Candidate {
                position: PuzzlePosition {
                    board: board.clone(),
                    rack: turn.rack.clone(),
                    scores,
                    // While the bag has tiles every rack is full.
                    bag_len: variant.tiles.total_tiles().saturating_sub(on_board + held),
                },
                turn: at,
                made: match turn.kind {
                    TurnKind::Play { .. } => turn.score,
                    _ => 0,
                },
            });
        }
        totals[turn.player] = turn.total;
        match &turn.kind {
            TurnKind::Play { placement, .. } => {
                for &(pos, tile) in &placement.tiles {
                    board.set(pos, Some(tile));
                }
            }
            TurnKind::ChallengedOff { placement, .. } => {
                for &(pos, _) in &placement.tiles {
                    board.set(pos, None);
                }
            }
            _ => {}
        }
    }
    found
}

/// The best puzzle among `options` (each with whatever identifies it): positions that make a
/// puzzle (see [`Assessed::is_puzzle`]), the biggest miss first, then the highest best score,
/// then the first offered.
pub fn choose<K>(options: impl IntoIterator<Item = (K, Assessed)>) -> Option<(K, Assessed)> {
    let mut chosen: Option<(K, Assessed)> = None;
    for (key, assessed) in options {
        if !assessed.is_puzzle() {
            continue;
        }
        let better = chosen
            .as_ref()
            .is_none_or(|(_, best)| (assessed.miss, assessed.best) > (best.miss, best.best));
        if better {
            chosen = Some((key, assessed));
        }
    }
    chosen
}
