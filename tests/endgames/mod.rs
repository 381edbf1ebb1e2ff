//! What the endgame tests share: a plain minimax of the endgame, slow but obviously right (every
//! play and the pass at every turn, no pruning, no table, the game's end as the rules give it),
//! which the exact solver and the pre-endgame are both checked against, and the seeded games
//! their positions come from.

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use lexicord::engine::ai::{self, Level};
use lexicord::engine::board::Board;
use lexicord::engine::game::{ChallengeRule, EndAdjustment, Game, GameSettings};
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::movegen::all_moves;
use lexicord::engine::rack::Rack;
use lexicord::engine::variant::Variant;

/// The best spread the player holding `mine` can reach from here, the other holding `theirs`,
/// after `scoreless` scoreless turns: the best of passing and of every play.
pub fn minimax(
    variant: &Variant,
    lexicon: &Lexicon,
    board: &Board,
    mine: &Rack,
    theirs: &Rack,
    scoreless: u8,
) -> i32 {
    let value = |rack: &Rack| rack.value(&variant.tiles) as i32;
    let limit = variant.scoreless_turn_limit;
    // A pass: one more scoreless turn; at the limit each player loses their own rack's value.
    let mut best = if scoreless + 1 >= limit {
        value(theirs) - value(mine)
    } else {
        -minimax(variant, lexicon, board, theirs, mine, scoreless + 1)
    };
    for play in all_moves(variant, lexicon, board, mine) {
        let mut board = board.clone();
        let mut left = mine.clone();
        for (pos, tile) in play.placement().tiles {
            board.set(pos, Some(tile));
            assert!(left.remove(tile.rack_tile()));
        }
        let points = play.score() as i32;
        let after = if points > 0 { 0 } else { scoreless + 1 };
        let this = if left.is_empty() {
            // Out: the other's tiles come off their score and onto the player's.
            points + 2 * value(theirs)
        } else if after >= limit {
            points - value(&left) + value(theirs)
        } else {
            points - minimax(variant, lexicon, &board, theirs, &left, after)
        };
        best = best.max(this);
    }
    best
}

fn settings(adjustment: EndAdjustment) -> GameSettings {
    GameSettings {
        challenge: ChallengeRule::Void,
        adjustment,
        ..GameSettings::default()
    }
}

/// A seeded game between two computer players, played until the bag is empty; `None` if it
/// ended first.
pub fn game_with_empty_bag(
    seed: u64,
    lexicon: &Lexicon,
    adjustment: EndAdjustment,
) -> Option<Game> {
    let (mut game, _) = Game::new(Variant::classic(), settings(adjustment), 2, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while game.bag_len() > 0 {
        let seat = game.to_move()?;
        let command = ai::command(&game, seat, Level::Medium, lexicon, &mut rng);
        game.apply(&command, lexicon).unwrap();
    }
    (!game.is_over()).then_some(game)
}

/// `rack` cut to `keep` of its tiles, chosen at random.
pub fn cut(rack: &Rack, keep: usize, rng: &mut impl Rng) -> Rack {
    let tiles = rack.tiles();
    let kept: Vec<u8> = tiles.choose_multiple(rng, keep).copied().collect();
    Rack::from_tiles(rack.counts().len() - 1, &kept)
}
