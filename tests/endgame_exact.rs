//! The exact endgame against a plain minimax written here, slow but obviously right: every
//! play and the pass at every turn, no pruning, no table, the game's end as the rules give it.
//! Positions come from seeded computer games played until the bag is empty, their racks cut to
//! one to three tiles; and the solver's best line, played through a real `Game`, ends with the
//! spread the solver promised (the engine's own end-of-game count).

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use lexicord::engine::ai::{self, Level};
use lexicord::engine::board::Board;
use lexicord::engine::endgame::{Action, EndgamePosition, solve};
use lexicord::engine::game::{ChallengeRule, Command, EndAdjustment, Game, GameSettings};
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::movegen::all_moves;
use lexicord::engine::rack::Rack;
use lexicord::engine::variant::Variant;

/// Positions compared with the plain minimax.
const POSITIONS: usize = 200;

/// The best spread the player holding `mine` can reach from here, the other holding `theirs`,
/// after `scoreless` scoreless turns: the best of passing and of every play.
fn minimax(
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
fn game_with_empty_bag(seed: u64, lexicon: &Lexicon, adjustment: EndAdjustment) -> Option<Game> {
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
fn cut(rack: &Rack, keep: usize, rng: &mut impl Rng) -> Rack {
    let tiles = rack.tiles();
    let kept: Vec<u8> = tiles.choose_multiple(rng, keep).copied().collect();
    Rack::from_tiles(rack.counts().len() - 1, &kept)
}

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
