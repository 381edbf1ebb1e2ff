//! The engine is pure: the expert level spends work, never time, so the same seed and position
//! give the same move on any machine, however loaded (here: run again while other threads keep
//! the cores busy).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::super::{Level, Position, command};
use super::{Budget, SimSettings, choose_expert};
use crate::engine::game::{ChallengeRule, Game, GameSettings};
use crate::engine::lexicon::Lexicon;
use crate::engine::variant::Variant;

/// A seeded hard-v-hard game, played until `done` says so.
fn played(seed: u64, lexicon: &Lexicon, done: impl Fn(&Game) -> bool) -> Game {
    let settings = GameSettings {
        challenge: ChallengeRule::Void,
        ..GameSettings::default()
    };
    let (mut game, _) = Game::new(Variant::classic(), settings, 2, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while !done(&game) {
        let seat = game.to_move().expect("the game goes on");
        let next = command(&game, seat, Level::Hard, lexicon, &mut rng);
        game.apply(&next, lexicon).unwrap();
    }
    game
}

/// Runs `work` while two other threads spin, as a loaded machine would.
fn under_load<T>(work: impl FnOnce() -> T) -> T {
    let stop = Arc::new(AtomicBool::new(false));
    let spinners: Vec<_> = (0..2)
        .map(|_| {
            let stop = Arc::clone(&stop);
            std::thread::spawn(move || {
                let mut n = 0u64;
                while !stop.load(Ordering::Relaxed) {
                    n = std::hint::black_box(n.wrapping_add(1));
                }
            })
        })
        .collect();
    let answer = work();
    stop.store(true, Ordering::Relaxed);
    for spinner in spinners {
        spinner.join().unwrap();
    }
    answer
}

#[test]
fn the_same_seed_and_position_give_the_same_move_however_loaded() {
    let lexicon = Lexicon::enable();
    let settings = SimSettings {
        candidates: 6,
        min_iterations: 8,
        // Too few positions to prove a full endgame: the bag-empty move is the best line of
        // the deepest search the count let it finish.
        ..SimSettings::within(Budget::iterations(16).with_nodes(20_000))
    };
    let midgame = played(7, &lexicon, |g| g.history().len() >= 6);
    let endgame = played(7, &lexicon, |g| g.bag_len() == 0 || g.to_move().is_none());
    // One tile in the bag: every draw's endgame searched, a budget shared among them.
    let pre_endgame = super::pre_endgame_tests::one_in_the_bag(&lexicon, 1).remove(0);
    let shared = SimSettings {
        budget: settings.budget.with_nodes(100_000),
        ..settings
    };
    for (game, settings) in [
        (&midgame, &settings),
        (&pre_endgame, &shared),
        (&endgame, &settings),
    ] {
        let Some(seat) = game.to_move() else {
            continue;
        };
        let position = Position::of(game, seat);
        let first = choose_expert(&position, &lexicon, settings, 11);
        let again = under_load(|| choose_expert(&position, &lexicon, settings, 11));
        assert_eq!(first, again, "bag {}", game.bag_len());
    }
}
