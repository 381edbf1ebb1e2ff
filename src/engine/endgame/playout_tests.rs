//! The estimate where a search limited in depth stops: the rest of the game played out
//! greedily comes nearer the exact value than the estimate it replaced, as if both passed.

use super::ply::Ply;
use super::search::Search;
use super::table::Table;
use super::tests::{cut_racks, endgame};
use super::{EndgamePosition, solve};
use crate::engine::lexicon::Lexicon;
use crate::engine::variant::Variant;

/// The value of `position` searched `depth` turns ahead, its cut lines estimated by
/// play-outs or as if both passed.
fn searched_to(lexicon: &Lexicon, position: &EndgamePosition, depth: u8, playouts: bool) -> i32 {
    let variant = Variant::classic();
    let table = Table::new(16);
    let mut search = Search::new(&variant, lexicon, position, &table);
    search.playouts = playouts;
    let root = Ply {
        side: 0,
        scoreless: position.scoreless_turns.min(search.limit - 1),
        depth,
        height: 0,
    };
    search.search_to(root, 0)
}

#[test]
fn play_outs_estimate_cut_lines_nearer_the_exact_value_than_passes() {
    let lexicon = Lexicon::enable();
    let variant = Variant::classic();
    let (mut off_by_playouts, mut off_by_passes, mut positions) = (0, 0, 0);
    for seed in 1..40 {
        let Some(position) = endgame(seed, &lexicon).map(|p| cut_racks(p, 4)) else {
            continue;
        };
        let exact = solve(&variant, &lexicon, &position).unwrap().spread;
        // One turn ahead and two: each line cut after the mover's turn, or after both.
        for depth in [1, 2] {
            off_by_playouts += (searched_to(&lexicon, &position, depth, true) - exact).abs();
            off_by_passes += (searched_to(&lexicon, &position, depth, false) - exact).abs();
        }
        positions += 1;
    }
    assert!(positions >= 20, "only {positions} positions");
    assert!(
        4 * off_by_playouts < off_by_passes,
        "play-outs {off_by_playouts} points off in all, passes {off_by_passes}"
    );
}
