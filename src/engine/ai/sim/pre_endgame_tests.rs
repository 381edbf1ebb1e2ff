//! The simulation with one tile in the bag: every candidate play valued by the endgame after
//! each tile the bag could hold, ranked by wins then spread, the budget shared among the
//! searches; the expert plays the best of them.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::super::choice::Choice;
use super::super::position::Position;
use super::super::{Level, command};
use super::pre_endgame::MIN_PRE_ENDGAME_NODES;
use super::{Budget, Method, SimSettings, choose_expert, simulate, simulate_with};
use crate::engine::endgame::{PreEndgamePosition, value_of_play};
use crate::engine::game::{ChallengeRule, Game, GameSettings};
use crate::engine::lexicon::Lexicon;
use crate::engine::variant::Variant;

/// Seeded hard games stopped where the player to move sees exactly one tile in the bag.
pub(super) fn one_in_the_bag(lexicon: &Lexicon, wanted: usize) -> Vec<Game> {
    let settings = GameSettings {
        challenge: ChallengeRule::Void,
        ..GameSettings::default()
    };
    let mut found = Vec::new();
    for seed in 1..100 {
        let (mut game, _) = Game::new(Variant::classic(), settings, 2, seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while game.bag_len() > 1 && !game.is_over() {
            let seat = game.to_move().unwrap();
            let chosen = command(&game, seat, Level::Hard, lexicon, &mut rng);
            game.apply(&chosen, lexicon).unwrap();
        }
        if game.bag_len() == 1 && !game.is_over() {
            found.push(game);
            if found.len() == wanted {
                break;
            }
        }
    }
    assert_eq!(
        found.len(),
        wanted,
        "too few games pass through one tile in the bag"
    );
    found
}

#[test]
fn with_one_tile_in_the_bag_each_play_is_valued_over_every_draw() {
    let lexicon = Lexicon::enable();
    let settings = SimSettings {
        candidates: 4,
        ..SimSettings::within(Budget::iterations(10).with_nodes(200_000))
    };
    for game in one_in_the_bag(&lexicon, 3) {
        let seat = game.to_move().unwrap();
        let position = Position::of(&game, seat);
        let analysis = simulate(&position, &lexicon, &settings, 7).unwrap();
        let mut distinct = position.unseen.tiles();
        distinct.dedup();
        let Method::PreEndgame { draws, .. } = analysis.method else {
            panic!("judged by {:?}", analysis.method);
        };
        assert_eq!(usize::from(draws), distinct.len());
        let searches = (analysis.candidates.len() * distinct.len()) as u64;
        let nodes = (200_000 / searches).max(MIN_PRE_ENDGAME_NODES);
        let pre = PreEndgamePosition {
            board: position.board.clone(),
            rack: position.rack.clone(),
            unseen: position.unseen.clone(),
            scoreless_turns: position.scoreless_turns,
        };
        for judged in &analysis.candidates {
            let Choice::Play(play) = judged.choice else {
                panic!("not a play: {:?}", judged.choice);
            };
            let value = value_of_play(
                position.variant,
                &lexicon,
                &pre,
                &play,
                position.spread,
                nodes,
            )
            .unwrap();
            assert!(
                (judged.equity - value.spread).abs() < 1e-9,
                "{judged:?} {value:?}"
            );
            assert!(
                (judged.win - value.wins).abs() < 1e-9,
                "{judged:?} {value:?}"
            );
        }
        // Ranked by the share of draws won (to a millionth), then by spread.
        let win = |w: f64| (w * 1e6).round() as i64;
        assert!(analysis.candidates.windows(2).all(|w| {
            let (a, b) = (win(w[0].win), win(w[1].win));
            a > b || (a == b && w[0].equity >= w[1].equity)
        }));
        let best = analysis.best().unwrap().clone();
        assert_eq!(choose_expert(&position, &lexicon, &settings, 7), best);
        // Nothing is sampled: another seed gives the same answer.
        assert_eq!(
            simulate(&position, &lexicon, &settings, 8).unwrap(),
            analysis
        );
        // Without the pre-endgame search, or judging a pass beside the plays: playouts.
        let without = SimSettings {
            pre_endgame: false,
            ..settings
        };
        let played_out = simulate(&position, &lexicon, &without, 7).unwrap();
        assert_eq!(played_out.method, Method::Simulated);
        let with_pass = simulate_with(&position, &lexicon, &settings, 7, &[Choice::Pass]);
        assert_eq!(with_pass.unwrap().method, Method::Simulated);
        // A budget too small for two candidates' draws: playouts too.
        let small = SimSettings {
            budget: settings
                .budget
                .with_nodes(2 * MIN_PRE_ENDGAME_NODES * distinct.len() as u64 - 1),
            ..settings
        };
        assert_eq!(
            simulate(&position, &lexicon, &small, 7).unwrap().method,
            Method::Simulated
        );
        let enough = SimSettings {
            budget: small.budget.with_nodes(small.budget.nodes + 1),
            ..settings
        };
        let two = simulate(&position, &lexicon, &enough, 7).unwrap();
        assert!(matches!(two.method, Method::PreEndgame { .. }));
        assert_eq!(two.candidates.len(), 2);
    }
}
