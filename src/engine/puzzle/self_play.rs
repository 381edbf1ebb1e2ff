//! Puzzles when a server has no finished game to take one from: the hard computer level plays
//! itself from a seed, and the positions it met are the candidates.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::engine::ai::{self, Level};
use crate::engine::game::{ChallengeRule, Game, GameSettings};
use crate::engine::lexicon::Lexicon;
use crate::engine::variant::Variant;

/// Most turns a self-play game gets: far more than a game takes to empty the bag.
const MAX_TURNS: usize = 200;

/// A two-player game of the hard level against itself, from `seed` (the same seed gives the
/// same game), played until the bag is empty: the positions after that are endgames with
/// racks that are not full, which make no puzzle.
pub fn self_play_game(variant: Variant, lexicon: &Lexicon, seed: u64) -> Game {
    let settings = GameSettings {
        challenge: ChallengeRule::Void,
        ..GameSettings::default()
    };
    let (mut game, _) = Game::new(variant, settings, 2, seed)
        .unwrap_or_else(|e| unreachable!("two players always make a game: {e}"));
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..MAX_TURNS {
        let Some(seat) = game.to_move() else { break };
        if game.bag_len() == 0 {
            break;
        }
        let command = ai::command(&game, seat, Level::Hard, lexicon, &mut rng);
        if game.apply(&command, lexicon).is_err() {
            // The computer only gives commands the game takes; stop rather than loop.
            break;
        }
    }
    game
}
