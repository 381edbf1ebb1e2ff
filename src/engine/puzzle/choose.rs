//! Which position makes the day's puzzle: every turn of a game where the player to move held a
//! full rack on a board with tiles is a candidate; a candidate with a single score among its
//! legal plays (or none) is no puzzle. Among the rest, a clear single answer is preferred: a
//! position whose best play by the hard level's static equity (score and leave) is also a
//! top-scoring play (the puzzle's answer is ranked by score) comes first, and among those the
//! widest gap between the best play's equity and the second best's; then the one whose
//! player gave the most points up, then the highest best score, then the first offered.

use std::cmp::Ordering;

use super::position::PuzzlePosition;
use super::turns::{TurnPosition, turn_positions};
use crate::engine::ai::LeaveJudge;
use crate::engine::ai::equity::StaticEquity;
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

/// What the legal plays of a position score, and how clearly one of them is best.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Assessed {
    /// How many legal tile plays there are.
    pub plays: usize,
    /// The highest and lowest scores among them (0 when there are none).
    pub best: u32,
    pub worst: u32,
    /// Points the player gave up in the game: the best score less what they made, never
    /// below 0.
    pub miss: u32,
    /// Whether the best play by static equity is also a top-scoring play, so that the answer
    /// ranked by score and the answer by equity agree.
    pub agrees: bool,
    /// The best play's static equity less the second best's (0 with fewer than two plays).
    pub gap: f32,
}

impl Assessed {
    /// Whether a puzzle can be made of it: at least two different scores, so a play can be
    /// right or wrong.
    pub fn is_puzzle(&self) -> bool {
        self.plays >= 2 && self.best > self.worst
    }

    /// How a puzzle made of it compares with another: the answers agreeing first, then the
    /// widest equity gap, the biggest miss, the highest best score.
    fn compare(&self, other: &Self) -> Ordering {
        self.agrees
            .cmp(&other.agrees)
            .then(self.gap.total_cmp(&other.gap))
            .then((self.miss, self.best).cmp(&(other.miss, other.best)))
    }
}

/// Counts plays, keeps the extreme scores and the two best equities.
struct Scores<'a> {
    value: StaticEquity<'a>,
    plays: usize,
    best: u32,
    worst: u32,
    /// The best equity and its play's score, and the second best equity.
    top: Option<(f32, u32)>,
    second: Option<f32>,
}

impl MoveSink for Scores<'_> {
    fn offer(&mut self, play: &Offered<'_>) {
        let score = play.score();
        if self.plays == 0 {
            (self.best, self.worst) = (score, score);
        } else {
            self.best = self.best.max(score);
            self.worst = self.worst.min(score);
        }
        self.plays += 1;
        let equity = self.value.of_play(score, play.leave());
        match self.top {
            // Equal equities: the higher score is the one the answer by score would name.
            Some((top, top_score))
                if equity.total_cmp(&top).then(score.cmp(&top_score)).is_le() =>
            {
                self.second = Some(self.second.map_or(equity, |s| s.max(equity)));
            }
            Some((top, _)) => {
                self.second = Some(top);
                self.top = Some((equity, score));
            }
            None => self.top = Some((equity, score)),
        }
    }
}

/// The scores of the legal plays of `candidate`'s position, the points its player missed, and
/// how clearly its best play by static equity stands out.
pub fn assess(variant: &Variant, lexicon: &Lexicon, candidate: &Candidate) -> Assessed {
    let position = &candidate.position;
    let judge = LeaveJudge::new(&variant.tiles);
    let mut scores = Scores {
        value: StaticEquity::new(&judge, position.bag_len),
        plays: 0,
        best: 0,
        worst: 0,
        top: None,
        second: None,
    };
    generate(
        variant,
        lexicon,
        &position.board,
        &position.rack,
        &mut scores,
    );
    let (agrees, gap) = match (scores.top, scores.second) {
        (Some((top, top_score)), second) => {
            (top_score == scores.best, second.map_or(0.0, |s| top - s))
        }
        (None, _) => (false, 0.0),
    };
    Assessed {
        plays: scores.plays,
        best: scores.best,
        worst: scores.worst,
        miss: scores.best.saturating_sub(candidate.made.max(0) as u32),
        agrees,
        gap,
    }
}

/// Every position of `game` a puzzle may be made of: the turns (plays, exchanges, passes and
/// time-outs) whose player held a full rack on a board with tiles on it, in the order played,
/// each position once (a player who passes again meets the same one).
pub fn candidates_of(game: &Game) -> Vec<Candidate> {
    let rack_size = usize::from(game.variant().rack_size);
    let mut found: Vec<Candidate> = Vec::new();
    for TurnPosition { at, turn, position } in turn_positions(game) {
        let decided = matches!(
            turn.kind,
            TurnKind::Play { .. } | TurnKind::Exchange { .. } | TurnKind::Pass | TurnKind::TimeOut
        );
        let seen = found
            .iter()
            .any(|c| c.position.rack == position.rack && c.position.board == position.board);
        if decided && turn.rack.len() == rack_size && !position.board.is_empty() && !seen {
            found.push(Candidate {
                position,
                turn: at,
                made: match turn.kind {
                    TurnKind::Play { .. } => turn.score,
                    _ => 0,
                },
            });
        }
    }
    found
}

/// The best puzzle among `options` (each with whatever identifies it): positions that make a
/// puzzle (see [`Assessed::is_puzzle`]); a best play by equity that is also a top-scoring play
/// first, then the widest gap between the best and the second-best equity, then the biggest
/// miss, the highest best score, the first offered.
pub fn choose<K>(options: impl IntoIterator<Item = (K, Assessed)>) -> Option<(K, Assessed)> {
    let mut chosen: Option<(K, Assessed)> = None;
    for (key, assessed) in options {
        if !assessed.is_puzzle() {
            continue;
        }
        let better = chosen
            .as_ref()
            .is_none_or(|(_, best)| assessed.compare(best) == Ordering::Greater);
        if better {
            chosen = Some((key, assessed));
        }
    }
    chosen
}
