//! Judging one turn by equity: the best choices by static equity and the turn made, searched
//! within the review's budget where the position allows it (simulation, or the endgame search
//! with the bag empty between two players: exact, or its best line when the budget ends it
//! first, marked unproven), else by static equity; the equity and the chance
//! of winning the turn gave up, and a bingo it missed.

use super::report::{EquityReview, JudgedBy};
use super::settings::{ReviewDepth, ReviewSettings};
use crate::engine::ai::choice::Choice;
use crate::engine::ai::equity::{best_by_equity, placed_equity, static_equity, static_win};
use crate::engine::ai::leave::LeaveJudge;
use crate::engine::ai::position::Position;
use crate::engine::ai::sim::{Analysis, Method, SimSettings, simulate_with};
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::Move;

/// What the turn did, as the equity review sees it.
pub(super) enum Made {
    /// Something the player could do: a legal play the move generator finds, a pass, an
    /// exchange of known tiles.
    Choice(Choice),
    /// A play the move generator does not find (a word not in the lexicon that stood): its
    /// score and how many tiles it put down, judged by static equity.
    Unlisted { score: i32, tiles: Vec<u8> },
}

impl Made {
    /// Tiles the turn put down.
    fn placed(&self) -> usize {
        match self {
            Made::Choice(Choice::Play(play)) => play.tiles_placed(),
            Made::Choice(_) => 0,
            Made::Unlisted { tiles, .. } => tiles.len(),
        }
    }
}

/// The turn `made` in `position` judged within `settings`; `bingo` is the highest-scoring
/// bingo the rack had, if any; `at` the turn's place (for its seed).
pub(super) fn judge_turn(
    position: &Position<'_>,
    lexicon: &Lexicon,
    settings: &ReviewSettings,
    at: usize,
    made: &Made,
    bingo: Option<Move>,
) -> EquityReview {
    let min_bingo = usize::from(position.variant.bingo.min_tiles);
    let missed_bingo = bingo.filter(|_| made.placed() < min_bingo);
    let searched = match (settings.depth, made) {
        (ReviewDepth::Search(budget), Made::Choice(choice)) => {
            let sim = SimSettings {
                // With the bag empty the best comes from solving the position itself; only
                // the turn made is searched besides.
                candidates: if position.bag_len == 0 {
                    1
                } else {
                    settings.candidates
                },
                // The exact endgame's positions grow with the budget: 10,000 a playout, up
                // to the budget's own limit.
                ..SimSettings::within(
                    budget.with_nodes((u64::from(budget.iterations) * 10_000).min(budget.nodes)),
                )
            };
            let seed = settings.seed_at(at);
            Some(
                simulate_with(position, lexicon, &sim, seed, std::slice::from_ref(choice))
                    .map(|analysis| from_search(&analysis, choice)),
            )
        }
        _ => None,
    };
    if let Some(Ok(Some(mut review))) = searched {
        review.missed_bingo = missed_bingo;
        return review;
    }
    let mut review = by_static_equity(position, lexicon, settings, made);
    review.missed_bingo = missed_bingo;
    review
}

/// The review a search gives, if it judged the turn made.
fn from_search(analysis: &Analysis, made: &Choice) -> Option<EquityReview> {
    let best = analysis.candidates.first()?;
    let played = analysis.candidates.iter().find(|j| j.choice == *made)?;
    let judged_by = match analysis.method {
        Method::Simulated => JudgedBy::Simulation {
            rounds: analysis.rounds,
        },
        Method::Exact => JudgedBy::ExactEndgame,
        Method::Unproven { depth } => JudgedBy::EndgameUnproven { depth },
        Method::PreEndgame {
            draws,
            unproven_depth,
        } => JudgedBy::PreEndgame {
            draws,
            proven: unproven_depth.is_none(),
        },
    };
    Some(EquityReview {
        judged_by,
        best: best.choice.clone(),
        best_equity: best.equity,
        played_equity: played.equity,
        lost: (best.equity - played.equity).max(0.0),
        best_win: Some(best.win),
        played_win: Some(played.win),
        win_lost: Some((best.win - played.win).max(0.0)),
        missed_bingo: None,
    })
}

/// The review by static equity: the best candidates and the turn made, each with the spread
/// model's chance of winning after it.
fn by_static_equity(
    position: &Position<'_>,
    lexicon: &Lexicon,
    settings: &ReviewSettings,
    made: &Made,
) -> EquityReview {
    let judge = LeaveJudge::new(&position.variant.tiles);
    let played_equity = match made {
        Made::Choice(choice) => static_equity(position, &judge, choice),
        Made::Unlisted { score, tiles } => {
            placed_equity(position, &judge, (*score).max(0) as u32, tiles)
        }
    };
    let candidates = best_by_equity(position, lexicon, &judge, settings.candidates);
    let (best_equity, best) = match (candidates.into_iter().next(), made) {
        (Some((equity, _)), Made::Choice(choice)) if equity <= played_equity => {
            (played_equity, choice.clone())
        }
        (Some(best), _) => best,
        (None, Made::Choice(choice)) => (played_equity, choice.clone()),
        (None, Made::Unlisted { .. }) => (played_equity, Choice::Pass),
    };
    let best_placed = match &best {
        Choice::Play(play) => play.tiles_placed(),
        _ => 0,
    };
    let best_win = static_win(position, best_equity, best_placed);
    let played_win = static_win(position, played_equity, made.placed());
    EquityReview {
        judged_by: JudgedBy::Static,
        best,
        best_equity: f64::from(best_equity),
        played_equity: f64::from(played_equity),
        lost: f64::from(best_equity - played_equity).max(0.0),
        best_win,
        played_win,
        win_lost: best_win.zip(played_win).map(|(b, p)| (b - p).max(0.0)),
        missed_bingo: None,
    }
}
