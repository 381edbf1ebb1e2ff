//! Ranking an answer: the play is checked as a game would check it (tiles from the puzzle's
//! rack, placement rules, every word in the lexicon), then placed among every legal play by
//! score. Plays with equal scores share a rank; the best plays are those no play outscores.

use crate::engine::board::Board;
use crate::engine::game::{GameError, check_on_rack};
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::{Candidate, Move, MoveSink, generate, sort_best_first};
use crate::engine::placement::{Placement, check_placement};
use crate::engine::rack::Rack;
use crate::engine::scoring::{ScoredPlay, score_play};
use crate::engine::variant::Variant;

/// Where a legal play stands among every legal play of the position, by score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ranking {
    /// Points the play scores.
    pub score: u32,
    /// 1 + how many plays score more (plays with equal scores share a rank).
    pub rank: usize,
    /// How many legal plays the position has, this one included.
    pub plays: usize,
    /// How many other plays score the same.
    pub tied: usize,
}

impl Ranking {
    /// Whether no legal play scores more.
    pub fn is_best(&self) -> bool {
        self.rank == 1
    }
}

/// A position's answer: every play with the top score, best first (by tiles, then square and
/// word), and how many legal plays there are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    pub best_score: u32,
    pub best: Vec<Move>,
    pub plays: usize,
}

/// Counts the plays scoring more than, and as much as, one score.
struct Counter {
    score: u32,
    more: usize,
    equal: usize,
    plays: usize,
}

impl MoveSink for Counter {
    fn offer(&mut self, play: &Candidate<'_>) {
        self.plays += 1;
        match play.score().cmp(&self.score) {
            std::cmp::Ordering::Greater => self.more += 1,
            std::cmp::Ordering::Equal => self.equal += 1,
            std::cmp::Ordering::Less => {}
        }
    }
}

/// Checks an answer as a game would check the play: `placement`'s tiles on `rack`, the
/// placement rules (rules 1 to 3) on `board`, every word formed in `lexicon` (the misspelled
/// words, spelled). Returns the play scored (rules 11 to 17).
pub fn check_answer(
    variant: &Variant,
    lexicon: &Lexicon,
    board: &Board,
    rack: &Rack,
    placement: &Placement,
) -> Result<ScoredPlay, GameError> {
    let tiles: Vec<u8> = placement.tiles.iter().map(|(_, p)| p.rack_tile()).collect();
    check_on_rack(&variant.tiles, rack, &tiles)?;
    check_placement(&variant.layout, board, placement)?;
    let scored = score_play(variant, board, placement);
    let mut invalid: Vec<String> = Vec::new();
    for word in &scored.words {
        if !lexicon.contains_word(&word.word.letters()) {
            let spelled = variant.tiles.spell(&word.word.tiles);
            if !invalid.contains(&spelled) {
                invalid.push(spelled);
            }
        }
    }
    if invalid.is_empty() {
        Ok(scored)
    } else {
        Err(GameError::InvalidWords(invalid))
    }
}

/// Ranks `placement` on `board` for a player holding `rack`. Refused, with the game's own
/// reasons, when the tiles are not on the rack, the placement breaks the rules or a word is
/// not in `lexicon` (see [`check_answer`]).
pub fn rank_play(
    variant: &Variant,
    lexicon: &Lexicon,
    board: &Board,
    rack: &Rack,
    placement: &Placement,
) -> Result<Ranking, GameError> {
    let scored = check_answer(variant, lexicon, board, rack, placement)?;
    let mut counter = Counter {
        score: scored.score,
        more: 0,
        equal: 0,
        plays: 0,
    };
    generate(variant, lexicon, board, rack, &mut counter);
    Ok(Ranking {
        score: scored.score,
        rank: counter.more + 1,
        plays: counter.plays,
        // The play itself is among the plays of its score.
        tied: counter.equal.saturating_sub(1),
    })
}

/// Keeps the plays with the top score.
#[derive(Default)]
struct Top {
    score: u32,
    best: Vec<Move>,
    plays: usize,
}

impl MoveSink for Top {
    fn offer(&mut self, play: &Candidate<'_>) {
        self.plays += 1;
        if self.best.is_empty() || play.score() > self.score {
            self.score = play.score();
            self.best.clear();
        }
        if play.score() == self.score {
            self.best.push(play.to_move());
        }
    }
}

/// The answer to a position: its best plays by score.
pub fn solve(variant: &Variant, lexicon: &Lexicon, board: &Board, rack: &Rack) -> Solution {
    let mut top = Top::default();
    generate(variant, lexicon, board, rack, &mut top);
    sort_best_first(&mut top.best);
    Solution {
        best_score: top.score,
        best: top.best,
        plays: top.plays,
    }
}
