//! With the bag empty the opponent's rack is known (it is the unseen tiles), so nothing is
//! sampled: the exact endgame search (`engine::endgame`) gives the best play and its value,
//! and each other candidate (the best by score, going out counted) is searched after it is
//! made. Each search may look at the budget's `nodes` positions.

use super::super::choice::Choice;
use super::super::position::Position;
use super::analysis::{Analysis, Judged, Method};
use super::refused::NotSimulated;
use super::settings::SimSettings;
use super::win::win_chance;
use crate::engine::board::Board;
use crate::engine::endgame::{Action, EndgamePosition, solve_within};
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::all_moves;
use crate::engine::rack::Rack;

/// The exact values of the best play, of `also` (those searched within the budget) and of the
/// other best candidates of `position`, whose bag is empty (rules 9 and 18 as
/// `engine::endgame` follows them).
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
    };
    let root = EndgamePosition {
        board: position.board.clone(),
        racks: [position.rack.clone(), position.unseen.clone()],
        scores: [position.spread, 0],
        scoreless_turns: position.scoreless_turns,
    };
    let solution = search
        .solve(&root)?
        .ok_or(NotSimulated::EndgameUnfinished)?;
    let best = match solution.line.first().map(|s| s.action) {
        Some(Action::Play(play)) => Choice::Play(play),
        _ => Choice::Pass,
    };
    let out_bonus = 2 * position.unseen.value(&position.variant.tiles) as i32;
    let static_value = |choice: &Choice| match choice {
        Choice::Play(play) => {
            let out = play.tiles_placed() == position.rack.len();
            play.score() as i32 + if out { out_bonus } else { 0 }
        }
        _ => 0,
    };
    let mut judged = vec![judge(
        position,
        best.clone(),
        static_value(&best),
        solution.spread,
    )];
    for choice in also {
        if judged.iter().any(|j| j.choice == *choice) {
            continue;
        }
        if let Some(value) = search.after(choice)? {
            let value = judge(position, choice.clone(), static_value(choice), value);
            judged.push(value);
        }
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
        match search.after(&choice)? {
            Some(value) => {
                let value = judge(position, choice.clone(), static_value(&choice), value);
                judged.push(value);
            }
            None => break,
        }
    }
    Ok(Analysis::sorted(judged, Method::Exact, 1, false))
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
}

impl Searcher<'_> {
    /// The solution of `endgame`, `None` if the budget ran out first.
    fn solve(
        &self,
        endgame: &EndgamePosition,
    ) -> Result<Option<crate::engine::endgame::Solution>, NotSimulated> {
        let mut stop = |nodes: u64| nodes >= self.nodes;
        Ok(solve_within(
            self.position.variant,
            self.lexicon,
            endgame,
            &mut stop,
        )?)
    }

    /// The exact value of `choice` (a play or a pass) for the mover: its points less what the
    /// rest of the game then gives the opponent; `None` if the budget ran out first.
    fn after(&self, choice: &Choice) -> Result<Option<i32>, NotSimulated> {
        let position = self.position;
        let tiles = &position.variant.tiles;
        let mut rack: Rack = position.rack.clone();
        let mut board: Board = position.board.clone();
        let points = match choice {
            Choice::Play(play) => {
                for (pos, tile, new) in play.word() {
                    if new {
                        board.set(pos, Some(tile));
                        rack.remove(tile.rack_tile());
                    }
                }
                play.score() as i32
            }
            _ => 0,
        };
        let opponent_left = position.unseen.value(tiles) as i32;
        if rack.is_empty() {
            return Ok(Some(points + 2 * opponent_left));
        }
        let scoreless = if points > 0 {
            0
        } else {
            position.scoreless_turns.saturating_add(1)
        };
        if scoreless >= position.variant.scoreless_turn_limit {
            return Ok(Some(points - rack.value(tiles) as i32 + opponent_left));
        }
        let reply = EndgamePosition {
            board,
            racks: [position.unseen.clone(), rack],
            scores: [0, 0],
            scoreless_turns: scoreless,
        };
        Ok(self.solve(&reply)?.map(|s| points - s.spread))
    }
}
