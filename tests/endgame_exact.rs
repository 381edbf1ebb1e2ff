//! The exact endgame against a plain minimax (`minimax/`), slow but obviously right: every
//! play and the pass at every turn, no pruning, no table, the game's end as the rules give it.
//! Positions come from seeded computer games played until the bag is empty, their racks cut to
//! one to three tiles; and the solver's best line, played through a real `Game`, ends with the
//! spread the solver promised (the engine's own end-of-game count).

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

mod endgames;
use endgames::{cut, game_with_empty_bag, minimax};

use lexicord::engine::ai::{self, Level};
use lexicord::engine::endgame::{Action, EndgamePosition, solve};
use lexicord::engine::game::{Command, EndAdjustment, Game};
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::movegen::all_moves;
use lexicord::engine::variant::Variant;

/// Positions compared with the plain minimax.
const POSITIONS: usize = 200;

#[test]
fn the_solver_agrees_with_plain_minimax_on_short_racks() {
    let variant = Variant::classic();
    let lexicon = Lexicon::enable();
    let mut rng = ChaCha8Rng::seed_from_u64(30);
    let mut compared = 0;
    let mut seed = 0;
    let mut nontrivial = 0;
    while compared < POSITIONS {
        seed += 1;
        let Some(game) = game_with_empty_bag(seed, &lexicon, EndAdjustment::RuleBook) else {
            continue;
        };
        let full = EndgamePosition::from_game(&game).unwrap();
        for _ in 0..4 {
            let mut position = full.clone();
            // Short racks, the tree kept small enough for the plain minimax (whose tree grows
            // with the product of both sides' plays, passes between): mostly one or two tiles a
            // side, now and then three against one.
            let sizes = [
                (1, 1),
                (1, 2),
                (2, 1),
                (2, 2),
                (1, 3),
                (3, 1),
                (1, 2),
                (2, 1),
            ];
            let (mine, theirs) = sizes[rng.random_range(0..sizes.len())];
            let (mine, theirs) = (
                mine.min(full.racks[0].len()),
                theirs.min(full.racks[1].len()),
            );
            position.racks = [
                cut(&full.racks[0], mine, &mut rng),
                cut(&full.racks[1], theirs, &mut rng),
            ];
            position.scoreless_turns = rng.random_range(0..=5);
            let solved = solve(&variant, &lexicon, &position).unwrap();
            let [a, b] = &position.racks;
            let plain = minimax(
                &variant,
                &lexicon,
                &position.board,
                a,
                b,
                position.scoreless_turns,
            );
            assert_eq!(solved.spread, plain, "seed {seed}: {position:?}");
            assert_eq!(
                solved.final_spread,
                position.scores[0] - position.scores[1] + plain
            );
            let line_points: i32 = solved
                .line
                .iter()
                .map(|s| if s.seat == 0 { s.points } else { -s.points })
                .sum();
            assert_eq!(
                line_points + solved.adjustment,
                solved.spread,
                "seed {seed}"
            );
            nontrivial += usize::from(solved.line.len() > 1);
            compared += 1;
        }
    }
    assert!(
        nontrivial > POSITIONS / 10,
        "only {nontrivial} lines of two turns or more"
    );
}

/// A game played on by the computer after the bag is empty, until both racks hold at most
/// `tiles` tiles; `None` if it ended first.
fn short_endgame(
    seed: u64,
    lexicon: &Lexicon,
    adjustment: EndAdjustment,
    tiles: usize,
) -> Option<Game> {
    let mut game = game_with_empty_bag(seed, lexicon, adjustment)?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while game.rack(0).len() > tiles || game.rack(1).len() > tiles {
        let seat = game.to_move()?;
        // The shortest plays first, so that both racks last.
        let mut plays = all_moves(game.variant(), lexicon, game.board(), game.rack(seat));
        plays.sort_by_key(|p| (p.tiles_placed(), std::cmp::Reverse(p.score())));
        let command = match plays.first() {
            Some(p) if rng.random_bool(0.9) => Command::Play {
                player: seat,
                placement: p.placement(),
            },
            _ => ai::command(&game, seat, Level::Medium, lexicon, &mut rng),
        };
        game.apply(&command, lexicon).unwrap();
        if game.is_over() {
            return None;
        }
    }
    Some(game)
}

#[test]
fn the_best_line_played_through_the_game_ends_at_the_spread_found() {
    let variant = Variant::classic();
    let lexicon = Lexicon::enable();
    let mut checked = 0;
    for seed in 1..200 {
        if checked == 24 {
            break;
        }
        let adjustment = if seed % 2 == 0 {
            EndAdjustment::RuleBook
        } else {
            EndAdjustment::Tournament
        };
        let Some(mut game) = short_endgame(seed, &lexicon, adjustment, 4) else {
            continue;
        };
        let first = game.to_move().unwrap();
        let solved = solve(
            &variant,
            &lexicon,
            &EndgamePosition::from_game(&game).unwrap(),
        )
        .unwrap();
        for step in &solved.line {
            let player = game.to_move().unwrap();
            assert_eq!(player, if step.seat == 0 { first } else { 1 - first });
            let command = match step.action {
                Action::Play(play) => Command::Play {
                    player,
                    placement: play.placement(),
                },
                Action::Pass => Command::Pass { player },
            };
            game.apply(&command, &lexicon).unwrap();
        }
        let result = game.result().expect("the line ends the game");
        let spread = result.final_scores[first] - result.final_scores[1 - first];
        assert_eq!(spread, solved.final_spread, "seed {seed}");
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} short endgames found");
}
