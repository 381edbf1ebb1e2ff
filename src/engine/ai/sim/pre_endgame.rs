//! With one tile in the bag, nothing is sampled either: each candidate play draws the bag's
//! tile, after which both racks are known, so each is valued by the endgame after every tile
//! the bag could hold (`engine::endgame::value_of_play`), and ranked by the share of those
//! draws it wins, then by the mean spread. The budget's positions are shared out among all the
//! searches, so the pre-endgame costs what one endgame search may: fewer candidates when it is
//! small, and none (the playouts instead) when it cannot give two candidates' draws
//! [`MIN_PRE_ENDGAME_NODES`] each.

use super::super::choice::Choice;
use super::super::hard::ranked;
use super::super::leave::LeaveJudge;
use super::super::position::Position;
use super::analysis::{Analysis, Judged, Method};
use super::refused::NotSimulated;
use super::settings::SimSettings;
use crate::engine::endgame::{PreEndgamePosition, value_of_play};
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::Move;

/// The fewest positions a draw's search is given: the budget is shared among as many
/// candidates as it can give this many for each draw.
pub const MIN_PRE_ENDGAME_NODES: u64 = 2_000;

/// The candidates of `position`, whose bag holds one tile, valued over every draw (see the
/// module's description): the best plays by the hard level's static equity, as many as the
/// budget allows, and `also` (plays only); `None` when the budget is too small for two
/// candidates or the player has no play (the playouts judge the position then).
pub(super) fn pre_endgame(
    position: &Position<'_>,
    lexicon: &Lexicon,
    settings: &SimSettings,
    also: &[Move],
) -> Result<Option<Analysis>, NotSimulated> {
    let mut distinct = position.unseen.tiles();
    distinct.dedup();
    let affordable = settings.budget.nodes / (distinct.len().max(1) as u64 * MIN_PRE_ENDGAME_NODES);
    if affordable < 2 {
        return Ok(None);
    }
    let wanted = settings.candidates.clamp(1, affordable as usize);
    let judge = LeaveJudge::new(&position.variant.tiles);
    let mut candidates: Vec<(f32, Move)> = ranked(position, lexicon, &judge, wanted)
        .into_iter()
        .take(wanted)
        .filter_map(|(value, choice)| match choice {
            Choice::Play(play) => Some((value, play)),
            _ => None,
        })
        .collect();
    for play in also {
        if !candidates.iter().any(|(_, c)| c == play) {
            candidates.push((play.score() as f32, *play));
        }
    }
    if candidates.is_empty() {
        return Ok(None);
    }
    let pre = PreEndgamePosition {
        board: position.board.clone(),
        rack: position.rack.clone(),
        unseen: position.unseen.clone(),
        scoreless_turns: position.scoreless_turns,
    };
    let searches = (candidates.len() * distinct.len()).max(1) as u64;
    let nodes = (settings.budget.nodes / searches).max(MIN_PRE_ENDGAME_NODES);
    let mut shallowest: Option<u8> = None;
    let mut judged = Vec::with_capacity(candidates.len());
    for (static_equity, play) in candidates {
        let value = value_of_play(
            position.variant,
            lexicon,
            &pre,
            &play,
            position.spread,
            nodes,
        )?;
        if let Some(depth) = value.depth {
            shallowest = Some(shallowest.map_or(depth, |d| d.min(depth)));
        }
        judged.push(Judged {
            choice: Choice::Play(play),
            static_equity,
            equity: value.spread,
            std_error: 0.0,
            win: value.wins,
            iterations: value.draws as u32,
            pruned: false,
        });
    }
    let method = Method::PreEndgame {
        draws: distinct.len() as u8,
        unproven_depth: shallowest,
    };
    Ok(Some(Analysis::sorted(judged, method, 1, true)))
}
