//! With the bag empty the opponent's rack is known (it is the unseen tiles), so nothing is
//! sampled: the endgame search (`engine::endgame`) gives the best play and its value, and
//! each other candidate (the best by score, going out counted) is searched after it is made.
//! Each search may look at the budget's `nodes` positions; one cut by them answers with the
//! best line it found so far, and the analysis says it is unproven.

use super::super::choice::Choice;
use super::super::position::Position;
use super::analysis::{Analysis, Judged, Method};
use super::refused::NotSimulated;
use super::settings::SimSettings;
use super::win::win_chance;
use crate::engine::endgame::{
    Action, AfterTurn, EndgamePosition, Solution, after_turn, solve_within,
};
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::all_moves;

/// The values of the best play, of `also` and of the other best candidates of `position`,
/// whose bag is empty (rules 9 and 18 as `engine::endgame` follows them): exact where each
/// search finished within the budget, else those of the deepest search it finished. After the
/// first candidate whose search is unproven, no more of the others are searched.
pub(super) fn exact(
    position: &Position<'_>,
    lexicon: &Lexicon,
    settings: &SimSettings,
    also: &[Choice],
) -> Result<Analysis, NotSimulated> {
    let search = Searcher {
        position,
        lexicon,
        nodes: settings.budget.nodes,
        root: EndgamePosition {
            board: position.board.clone(),
            racks: [position.rack.clone(), position.unseen.clone()],
            scores: [position.spread, 0],
            scoreless_turns: position.scoreless_turns,
        },
    };
    let solution = search.solve(&search.root)?;
    let mut depth = (!solution.proven).then_some(solution.depth);
    let best = match solution.line.first().map(|s| s.action) {
        Some(Action::Play(play)) => Choice::Play(play),
        _ => Choice::Pass,
    };
    let static_value = |choice: &Choice| static_value(position, choice);
    let mut judged = vec![judge(
        position,
        best.clone(),
        static_value(&best),
        solution.spread,
    )];
    let mut note = |value: Searched| {
        if let Some(cut) = value.depth {
            depth = Some(depth.map_or(cut, |d| d.min(cut)));
        }
        value.spread
    };
    for choice in also {
        if judged.iter().any(|j| j.choice == *choice) {
            continue;
        }
        let value = note(search.after(choice)?);
        judged.push(judge(position, choice.clone(), static_value(choice), value));
    }
    let mut plays: Vec<Choice> =
        all_moves(position.variant, lexicon, position.board, position.rack)
            .into_iter()
            .map(Choice::Play)
            .collect();
    plays.sort_by_key(|p| std::cmp::Reverse(static_value(p)));
    let wanted = settings.candidates.max(1) + judged.len() - 1;
    for choice in plays {
        if judged.len() >= wanted {
            break;
        }
        if judged.iter().any(|j| j.choice == choice) {
            continue;
        }
        let searched = search.after(&choice)?;
        let cut = searched.depth.is_some();
        let value = note(searched);
        judged.push(judge(
            position,
            choice.clone(),
            static_value(&choice),
            value,
        ));
        if cut {
            break;
        }
    }
    let method = match depth {
        None => Method::Exact,
        Some(depth) => Method::Unproven { depth },
    };
    Ok(Analysis::sorted(judged, method, 1, false))
}

/// `choice`'s points, going out counted (twice the opponent's rack, rule 9).
fn static_value(position: &Position<'_>, choice: &Choice) -> i32 {
    let out_bonus = 2 * position.unseen.value(&position.variant.tiles) as i32;
    match choice {
        Choice::Play(play) if play.tiles_placed() == position.rack.len() => {
            play.score() as i32 + out_bonus
        }
        Choice::Play(play) => play.score() as i32,
        _ => 0,
    }
}

/// A candidate's value from its search, and the depth that search reached if it was cut
/// (`None`: exact).
struct Searched {
    spread: i32,
    depth: Option<u8>,
}

impl Searched {
    fn exact(spread: i32) -> Self {
        Self {
            spread,
            depth: None,
        }
    }
}

/// A candidate whose exact value (the spread the rest of the game adds) is `value`.
fn judge(position: &Position<'_>, choice: Choice, static_value: i32, value: i32) -> Judged {
    Judged {
        choice,
        static_equity: static_value as f32,
        equity: f64::from(value),
        std_error: 0.0,
        win: win_chance(f64::from(position.spread + value), 0, false),
        iterations: 1,
        pruned: false,
    }
}

/// Runs the exact searches of one position within the budget.
struct Searcher<'a> {
    position: &'a Position<'a>,
    lexicon: &'a Lexicon,
    nodes: u64,
    /// The position searched, as the endgame sees it.
    root: EndgamePosition,
}

impl Searcher<'_> {
    /// The search of `endgame` within the budget: exact, or the deepest it finished.
    fn solve(&self, endgame: &EndgamePosition) -> Result<Solution, NotSimulated> {
        Ok(solve_within(
            self.position.variant,
            self.lexicon,
            endgame,
            self.nodes,
        )?)
    }

    /// The value of `choice` (a play or a pass) for the mover: its points less what the rest
    /// of the game then gives the opponent, searched within the budget.
    fn after(&self, choice: &Choice) -> Result<Searched, NotSimulated> {
        let action = match choice {
            Choice::Play(play) => Action::Play(*play),
            _ => Action::Pass,
        };
        match after_turn(self.position.variant, &self.root, &action) {
            AfterTurn::Over { spread } => Ok(Searched::exact(spread)),
            AfterTurn::Continues { points, position } => {
                let solution = self.solve(&position)?;
                Ok(Searched {
                    spread: points - solution.spread,
                    depth: (!solution.proven).then_some(solution.depth),
                })
            }
        }
    }
}
