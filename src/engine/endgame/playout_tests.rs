//! The estimate where a search limited in depth stops: the rest of the game played out
//! greedily comes nearer the exact value than the estimate it replaced, as if both passed.

use super::ply::Ply;
use super::search::Search;
use super::table::Table;
use super::{EndgamePosition, solve};
use crate::engine::ai::{Level, command};
use crate::engine::game::{ChallengeRule, Game, GameSettings};
use crate::engine::lexicon::Lexicon;
use crate::engine::rack::Rack;
use crate::engine::variant::Variant;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The bag-empty position of a seeded game between two computer players, each rack cut to
/// `tiles` tiles at most, if the game gets there.
fn endgame(seed: u64, lexicon: &Lexicon, tiles: usize) -> Option<EndgamePosition> {
    let settings = GameSettings {
        challenge: ChallengeRule::Void,
        ..GameSettings::default()
    };
    let (mut game, _) = Game::new(Variant::classic(), settings, 2, seed).ok()?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while game.bag_len() > 0 {
        let seat = game.to_move()?;
        let next = command(&game, seat, Level::Medium, lexicon, &mut rng);
        game.apply(&next, lexicon).ok()?;
    }
    let mut position = EndgamePosition::from_game(&game).ok()?;
    for rack in &mut position.racks {
        let kept = rack.tiles();
        *rack = Rack::from_tiles(rack.counts().len() - 1, &kept[..kept.len().min(tiles)]);
    }
    Some(position)
}

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
        let Some(position) = endgame(seed, &lexicon, 4) else {
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
