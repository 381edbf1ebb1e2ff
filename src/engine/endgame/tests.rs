//! The search cut by its budget: it answers with the best line of the deepest search it
//! finished, says that it is unproven and how deep it looked, and the same position and
//! budget give the same answer. (Exactness against a plain minimax: `tests/endgame_exact.rs`.)

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::search::{DEEPENING_SHARE, search};
use super::table::COMPLETE;
use super::{
    Action, AfterTurn, EndgamePosition, Ending, STOP_CHECK, Solution, after_turn, solve,
    solve_until, solve_within,
};
use crate::engine::ai::{Level, command};
use crate::engine::game::{ChallengeRule, Game, GameSettings};
use crate::engine::lexicon::Lexicon;
use crate::engine::rack::Rack;
use crate::engine::variant::Variant;

/// The position of a seeded game between two computer players once its bag is empty, if it
/// gets there.
pub(super) fn endgame(seed: u64, lexicon: &Lexicon) -> Option<EndgamePosition> {
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
    EndgamePosition::from_game(&game).ok()
}

/// `position` with each rack cut to `tiles` tiles at most.
pub(super) fn cut_racks(mut position: EndgamePosition, tiles: usize) -> EndgamePosition {
    for rack in &mut position.racks {
        let kept = rack.tiles();
        *rack = Rack::from_tiles(rack.counts().len() - 1, &kept[..kept.len().min(tiles)]);
    }
    position
}

/// `position` solved within `nodes` positions (asked every [`STOP_CHECK`]).
fn within(lexicon: &Lexicon, position: &EndgamePosition, nodes: u64) -> Solution {
    solve_within(&Variant::classic(), lexicon, position, nodes).unwrap()
}

/// [`within`], deepening no further than `depth` turns ahead.
fn within_to(lexicon: &Lexicon, position: &EndgamePosition, nodes: u64, depth: u8) -> Solution {
    let proof = nodes - nodes / DEEPENING_SHARE;
    let mut stop = |n| n >= nodes;
    search(
        &Variant::classic(),
        lexicon,
        position,
        (proof, depth),
        1,
        &mut stop,
    )
    .unwrap()
}

/// `position` deepened `depth` turns ahead at most, with no search to the end first, never
/// stopped.
fn to_depth(lexicon: &Lexicon, position: &EndgamePosition, depth: u8) -> Solution {
    search(
        &Variant::classic(),
        lexicon,
        position,
        (0, depth),
        1,
        &mut |_| false,
    )
    .unwrap()
}

/// Seeded endgames, each rack cut to `tiles` tiles at most, that a search within `nodes`
/// positions does not prove.
fn unproven(lexicon: &Lexicon, count: usize, tiles: usize, nodes: u64) -> Vec<EndgamePosition> {
    (1..400)
        .filter_map(|seed| endgame(seed, lexicon))
        .map(|position| cut_racks(position, tiles))
        .filter(|position| !within(lexicon, position, nodes).proven)
        .take(count)
        .collect()
}

#[test]
fn a_cut_search_answers_with_its_deepest_finished_search() {
    let lexicon = Lexicon::enable();
    let endgames = unproven(&lexicon, 4, 7, 256 * STOP_CHECK);
    assert_eq!(endgames.len(), 4);
    let mut deepest = 0;
    for position in &endgames {
        for budget in [1, 64 * STOP_CHECK, 256 * STOP_CHECK] {
            let cut = within(&lexicon, position, budget);
            assert!(!cut.proven, "{budget}: {position:?}");
            assert!((1..COMPLETE).contains(&cut.depth), "{}", cut.depth);
            // The same line and value as the same search stopped after that depth on purpose.
            let reference = within_to(&lexicon, position, budget, cut.depth);
            assert!(!reference.proven);
            assert_eq!(
                (&cut.line, cut.spread, cut.ending, cut.adjustment),
                (
                    &reference.line,
                    reference.spread,
                    reference.ending,
                    reference.adjustment
                ),
                "{budget}: {position:?}"
            );
            assert!(!cut.line.is_empty());
            assert!(cut.line.len() <= usize::from(cut.depth));
            deepest = deepest.max(cut.depth);
        }
        // A larger budget looks at least as deep.
        let small = within(&lexicon, position, 16 * STOP_CHECK);
        let larger = within(&lexicon, position, 256 * STOP_CHECK);
        assert!(larger.depth >= small.depth);
    }
    // The deepening after the search to the end ran past the first turn.
    assert!(deepest >= 2, "{deepest}");
}

#[test]
fn proven_is_false_when_cut_and_true_when_finished() {
    let lexicon = Lexicon::enable();
    // Four tiles a side: solved exactly in a moment, though not within four checks.
    let position = unproven(&lexicon, 1, 4, 4 * STOP_CHECK).remove(0);
    let exact = solve(&Variant::classic(), &lexicon, &position).unwrap();
    assert!(exact.proven);
    assert_ne!(exact.ending, Ending::Unfinished);
    // A budget past what the exact solve took changes nothing.
    let ample = within(&lexicon, &position, 2 * exact.nodes + STOP_CHECK);
    assert_eq!(ample, exact);
    let cut = within(&lexicon, &position, 4 * STOP_CHECK);
    assert!(!cut.proven);
    assert!(cut.depth < exact.depth);
    assert!(cut.nodes < exact.nodes);
}

#[test]
fn the_same_position_and_budget_give_the_same_answer() {
    let lexicon = Lexicon::enable();
    let position = unproven(&lexicon, 1, 7, 8 * STOP_CHECK).remove(0);
    let first = within(&lexicon, &position, 8 * STOP_CHECK);
    let again = within(&lexicon, &position, 8 * STOP_CHECK);
    assert!(!first.proven);
    assert_eq!(first, again);
}

/// The first turn of a line.
fn first(solution: &Solution) -> Action {
    solution.line[0].action
}

#[test]
fn where_two_turns_ahead_see_the_best_play_a_cut_search_plays_it() {
    let lexicon = Lexicon::enable();
    let variant = Variant::classic();
    // One tile against seven: every play goes out and its value is known; the pass leaves the
    // opponent a whole endgame, which two turns ahead only estimate.
    let mut checked = 0;
    for seed in 1..200 {
        if checked == 6 {
            break;
        }
        let Some(mut position) = endgame(seed, &lexicon) else {
            continue;
        };
        let letters = position.racks[0].counts().len() - 1;
        let Some(&tile) = position.racks[0].tiles().first() else {
            continue;
        };
        position.racks[0] = Rack::from_tiles(letters, &[tile]);
        let exact = solve(&variant, &lexicon, &position).unwrap();
        let two = to_depth(&lexicon, &position, 2);
        if two.proven || !matches!(first(&exact), Action::Play(_)) {
            continue;
        }
        assert_eq!(two.depth, 2);
        assert_eq!(first(&two), first(&exact), "seed {seed}");
        // Going out, the whole line is one turn, and its value is exact.
        assert_eq!(two.spread, exact.spread, "seed {seed}");
        checked += 1;
    }
    assert!(checked >= 3, "only {checked} positions");
}

#[test]
fn several_threads_prove_the_value_one_thread_proves_and_a_line_that_keeps_it() {
    let lexicon = Lexicon::enable();
    let variant = Variant::classic();
    // Five tiles a side, each past 16 checks: long enough that the helpers search too.
    for position in unproven(&lexicon, 3, 5, 16 * STOP_CHECK) {
        let alone = solve(&variant, &lexicon, &position).unwrap();
        for threads in [2, 3] {
            let helped =
                solve_until(&variant, &lexicon, &position, threads, &mut |_| false).unwrap();
            assert!(helped.proven, "{threads}: {position:?}");
            assert_eq!(helped.spread, alone.spread, "{threads}: {position:?}");
            // The first turn of the line read back is worth the value: after it, the rest of
            // the game solved on one thread gives the spread.
            let after = match after_turn(&variant, &position, &first(&helped)) {
                AfterTurn::Over { spread } => spread,
                AfterTurn::Continues { points, position } => {
                    points - solve(&variant, &lexicon, &position).unwrap().spread
                }
            };
            assert_eq!(after, alone.spread, "{threads}: {position:?}");
        }
    }
}

#[test]
fn a_cut_search_plays_a_turn_its_proof_proved_worth_more_than_its_estimate() {
    let lexicon = Lexicon::enable();
    let variant = Variant::classic();
    let mut floors = 0;
    // Six tiles a side: cut searches that proved a turn, yet each solved exactly in a moment.
    for position in unproven(&lexicon, 28, 6, 2 * STOP_CHECK) {
        for budget in [2, 4, 8, 16, 32].map(|checks| checks * STOP_CHECK) {
            let cut = within(&lexicon, &position, budget);
            // A one-turn line from a search deeper than one turn, the game not over: the
            // turn the proof proved, its value the floor it proved.
            if cut.proven
                || cut.depth < 2
                || cut.line.len() != 1
                || cut.ending != Ending::Unfinished
            {
                continue;
            }
            let reached = match after_turn(&variant, &position, &first(&cut)) {
                AfterTurn::Over { spread } => spread,
                AfterTurn::Continues { points, position } => {
                    points - solve(&variant, &lexicon, &position).unwrap().spread
                }
            };
            assert!(
                reached >= cut.spread,
                "{budget}: {reached} < {}: {position:?}",
                cut.spread
            );
            floors += 1;
        }
    }
    assert!(floors > 0, "no cut search played a proven turn");
}
