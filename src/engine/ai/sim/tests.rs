//! The simulation on fixed and seeded positions: repeatable for a seed, the bingo found,
//! decided games won or lost for certain, the exact endgame's values, an endgame cut by its
//! budget played by its best line so far, the pre-endgame played to the end, only unseen
//! tiles dealt.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::engine::ai::{self, Choice, Level, Position};
use crate::engine::board::Board;
use crate::engine::endgame::{Action, EndgamePosition, solve, solve_within};
use crate::engine::game::{ChallengeRule, Command, Game, GameSettings};
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::all_moves;
use crate::engine::rack::Rack;
use crate::engine::variant::Variant;

/// A small, repeatable look: 6 candidates, 20 rounds, no time limit.
fn quick(iterations: u32) -> SimSettings {
    SimSettings {
        candidates: 6,
        min_iterations: 8,
        ..SimSettings::within(Budget::iterations(iterations))
    }
}

/// A seeded game between two hard players after `turns` turns.
fn midgame(seed: u64, turns: usize, lexicon: &Lexicon) -> Game {
    let settings = GameSettings {
        challenge: ChallengeRule::Void,
        ..GameSettings::default()
    };
    let (mut game, _) = Game::new(Variant::classic(), settings, 2, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..turns {
        let seat = game.to_move().unwrap();
        let command = ai::command(&game, seat, Level::Hard, lexicon, &mut rng);
        game.apply(&command, lexicon).unwrap();
    }
    game
}

/// A seeded game with the bag empty and both racks at most three tiles, or `None`.
fn short_endgame(seed: u64, lexicon: &Lexicon) -> Option<Game> {
    let settings = GameSettings {
        challenge: ChallengeRule::Void,
        ..GameSettings::default()
    };
    let (mut game, _) = Game::new(Variant::classic(), settings, 2, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while game.bag_len() > 0 || game.rack(0).len() > 3 || game.rack(1).len() > 3 {
        let seat = game.to_move()?;
        let command = if game.bag_len() > 0 {
            ai::command(&game, seat, Level::Medium, lexicon, &mut rng)
        } else {
            let mut plays = all_moves(game.variant(), lexicon, game.board(), game.rack(seat));
            plays.sort_by_key(|p| (p.tiles_placed(), std::cmp::Reverse(p.score())));
            match plays.first() {
                Some(p) => Command::Play {
                    player: seat,
                    placement: p.placement(),
                },
                None => Command::Pass { player: seat },
            }
        };
        game.apply(&command, lexicon).unwrap();
    }
    (!game.is_over()).then_some(game)
}

#[test]
fn the_same_seed_gives_the_same_analysis() {
    let lexicon = Lexicon::enable();
    let game = midgame(4, 6, &lexicon);
    let position = Position::of(&game, game.to_move().unwrap());
    let a = simulate(&position, &lexicon, &quick(20), 99).unwrap();
    let b = simulate(&position, &lexicon, &quick(20), 99).unwrap();
    assert_eq!(a, b);
    assert_eq!(a.method, Method::Simulated);
    let c = simulate(&position, &lexicon, &quick(20), 100).unwrap();
    assert_ne!(
        a.candidates.iter().map(|j| j.equity).collect::<Vec<_>>(),
        c.candidates.iter().map(|j| j.equity).collect::<Vec<_>>(),
        "another seed deals other racks"
    );
    for judged in &a.candidates {
        assert!(judged.iterations >= 1 && judged.iterations <= 20);
        assert!((0.0..=1.0).contains(&judged.win), "{judged:?}");
        assert!(judged.std_error >= 0.0);
        assert_eq!(judged.pruned, judged.iterations < a.rounds, "{judged:?}");
    }
    // The best is never dropped, and has every round.
    assert!(!a.candidates[0].pruned);
    assert_eq!(a.candidates[0].iterations, a.rounds);
}

#[test]
fn the_playouts_shared_among_threads_give_the_same_analysis() {
    let lexicon = Lexicon::enable();
    let game = midgame(4, 6, &lexicon);
    let position = Position::of(&game, game.to_move().unwrap());
    let alone = simulate(&position, &lexicon, &quick(30), 7).unwrap();
    assert!(alone.candidates.len() > 3, "{alone:?}");
    for threads in [2, 3, 16] {
        let shared = SimSettings {
            threads,
            ..quick(30)
        };
        let analysis = simulate(&position, &lexicon, &shared, 7).unwrap();
        assert_eq!(analysis, alone, "{threads} threads");
    }
}

#[test]
fn a_bingo_worth_far_more_is_ranked_first() {
    let lexicon = Lexicon::enable();
    let variant = Variant::classic();
    let board = Board::empty(15, 15);
    // JUKEBOX is the rack's one seven-letter word; its placements are the first candidates,
    // then shorter words worth far less.
    let rack = Rack::parse(&variant.tiles, "BEJKOUX").unwrap();
    let position = Position::inferred(&variant, &board, &rack, 1);
    let settings = SimSettings {
        candidates: 24,
        ..quick(24)
    };
    let analysis = simulate(&position, &lexicon, &settings, 5).unwrap();
    let bingo = |judged: &Judged| matches!(judged.choice, Choice::Play(m) if m.tiles_placed() == 7);
    assert!(
        bingo(&analysis.candidates[0]),
        "{:?}",
        analysis.candidates[0]
    );
    let others: Vec<&Judged> = analysis.candidates.iter().filter(|j| !bingo(j)).collect();
    assert!(!others.is_empty(), "{analysis:?}");
    for other in others {
        assert!(
            analysis.candidates[0].equity > other.equity + 30.0,
            "{other:?}"
        );
    }
}

// Exact values are the point: a decided game is won for certain, not nearly.
#[allow(clippy::float_cmp)]
#[test]
fn decided_games_are_won_or_lost_for_certain() {
    let lexicon = Lexicon::enable();
    let game = (1..100)
        .find_map(|seed| short_endgame(seed, &lexicon))
        .expect("a short endgame");
    let mover = game.to_move().unwrap();
    for (spread, chance) in [(500, 1.0), (-500, 0.0)] {
        let position = Position {
            spread,
            ..Position::of(&game, mover)
        };
        let analysis = simulate(&position, &lexicon, &quick(10), 1).unwrap();
        assert_eq!(analysis.method, Method::Exact);
        assert!(!analysis.candidates.is_empty());
        for judged in &analysis.candidates {
            assert_eq!(judged.win, chance, "{judged:?}");
        }
    }
    // With tiles still to draw, a lead of 600 points is as good as a win, and a deficit as
    // good as a loss.
    let game = midgame(9, 4, &lexicon);
    for (spread, won) in [(600, true), (-600, false)] {
        let position = Position {
            spread,
            ..Position::of(&game, game.to_move().unwrap())
        };
        let analysis = simulate(&position, &lexicon, &quick(8), 1).unwrap();
        for judged in &analysis.candidates {
            assert_eq!(judged.win > 0.999, won, "{judged:?}");
            assert_eq!(judged.win < 0.001, !won, "{judged:?}");
        }
    }
    assert_eq!(win_chance(1.0, 0, true), 1.0);
    assert_eq!(win_chance(0.0, 0, true), 0.5);
    assert_eq!(win_chance(-1.0, 0, false), 0.0);
}

// Exact values are the point: a decided game is won for certain, not nearly.
#[allow(clippy::float_cmp)]
#[test]
fn with_the_bag_empty_the_values_are_the_exact_endgames() {
    let lexicon = Lexicon::enable();
    let game = (1..100)
        .find_map(|seed| short_endgame(seed, &lexicon))
        .expect("a short endgame");
    let position = Position::of(&game, game.to_move().unwrap());
    let analysis = simulate(&position, &lexicon, &quick(10), 1).unwrap();
    let exact = solve(
        game.variant(),
        &lexicon,
        &EndgamePosition::from_game(&game).unwrap(),
    )
    .unwrap();
    assert_eq!(analysis.candidates[0].equity, f64::from(exact.spread));
    for judged in &analysis.candidates {
        assert!(judged.equity <= f64::from(exact.spread), "{judged:?}");
        assert_eq!(judged.std_error, 0.0);
    }
}

// Exact values are the point: playouts that end the game give certain results.
#[allow(clippy::float_cmp)]
#[test]
fn the_pre_endgame_is_played_out_to_the_end_and_ranked_by_win_chance() {
    let lexicon = Lexicon::enable();
    let settings = GameSettings {
        challenge: ChallengeRule::Void,
        ..GameSettings::default()
    };
    let (mut game, _) = Game::new(Variant::classic(), settings, 2, 3).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    while game.bag_len() > 5 {
        let seat = game.to_move().unwrap();
        let command = ai::command(&game, seat, Level::Hard, &lexicon, &mut rng);
        game.apply(&command, &lexicon).unwrap();
    }
    assert!(game.bag_len() > 0 && !game.is_over());
    let mover = game.to_move().unwrap();
    // A lead or a deficit no play can change: every playout that reaches the end is won or
    // lost, so the chances are certain (the model would leave them a hair from 0 or 1).
    for (spread, chance) in [(900, 1.0), (-900, 0.0)] {
        let position = Position {
            spread,
            ..Position::of(&game, mover)
        };
        let analysis = simulate(&position, &lexicon, &quick(10), 1).unwrap();
        for judged in &analysis.candidates {
            assert_eq!(judged.win, chance, "{judged:?}");
        }
    }
    let position = Position::of(&game, mover);
    let analysis = simulate(&position, &lexicon, &quick(16), 2).unwrap();
    let live: Vec<&Judged> = analysis.candidates.iter().filter(|j| !j.pruned).collect();
    assert!(
        live.windows(2).all(|w| w[0].win >= w[1].win - 1e-6),
        "{analysis:?}"
    );
}

#[test]
fn an_endgame_cut_by_its_budget_plays_the_best_it_found() {
    let lexicon = Lexicon::enable();
    let settings = SimSettings {
        candidates: 1,
        ..SimSettings::within(Budget::iterations(10).with_nodes(2048))
    };
    let mut cut = 0;
    for seed in 1..40 {
        let mut game = midgame(seed, 0, &lexicon);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while game.bag_len() > 0 && !game.is_over() {
            let seat = game.to_move().unwrap();
            let command = ai::command(&game, seat, Level::Hard, &lexicon, &mut rng);
            game.apply(&command, &lexicon).unwrap();
        }
        let Some(seat) = game.to_move() else {
            continue;
        };
        let position = Position::of(&game, seat);
        let analysis = simulate(&position, &lexicon, &settings, 1).unwrap();
        let Method::Unproven { depth } = analysis.method else {
            assert_eq!(analysis.method, Method::Exact);
            continue;
        };
        assert!(depth >= 1);
        // The search's own answer within the same budget, not a static guess.
        let endgame = EndgamePosition::from_game(&game).unwrap();
        let searched = solve_within(game.variant(), &lexicon, &endgame, 2048);
        let searched = searched.unwrap();
        assert!(!searched.proven);
        assert_eq!(searched.depth, depth);
        let best = match searched.line[0].action {
            Action::Play(play) => Choice::Play(play),
            Action::Pass => Choice::Pass,
        };
        assert_eq!(analysis.best(), Some(&best), "seed {seed}");
        assert_eq!(choose_expert(&position, &lexicon, &settings, 1), best);
        game.apply(&best.command(seat), &lexicon).unwrap();
        cut += 1;
        if cut == 3 {
            break;
        }
    }
    assert_eq!(cut, 3, "too few endgames cut by 2,048 positions");
}

#[test]
fn only_unseen_tiles_are_dealt() {
    let lexicon = Lexicon::enable();
    let game = midgame(12, 8, &lexicon);
    let seat = game.to_move().unwrap();
    let position = Position::of(&game, seat);
    let letters = game.variant().tiles.letter_count();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut opponents = std::collections::HashSet::new();
    for _ in 0..200 {
        let dealt = deal(&position.unseen, position.bag_len, &mut rng);
        assert_eq!(dealt.bag.len(), position.bag_len);
        assert_eq!(dealt.opponent.len(), game.rack(1 - seat).len());
        let mut together = Rack::from_tiles(letters, &dealt.bag);
        for tile in dealt.opponent.tiles() {
            together.add(tile);
        }
        assert_eq!(together, position.unseen, "every unseen tile dealt once");
        opponents.insert(dealt.opponent.clone());
    }
    assert!(opponents.len() > 100, "racks are dealt at random");
}

#[test]
fn the_expert_level_makes_a_move_the_game_accepts() {
    let lexicon = Lexicon::enable();
    let mut game = midgame(21, 5, &lexicon);
    for _ in 0..2 {
        let seat = game.to_move().unwrap();
        let choice = choose_expert(&Position::of(&game, seat), &lexicon, &quick(6), 8);
        game.apply(&choice.command(seat), &lexicon).unwrap();
    }
    // The level itself, as the engine asks it (within its default work).
    let seat = game.to_move().unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let command = ai::command(&game, seat, Level::Expert, &lexicon, &mut rng);
    game.apply(&command, &lexicon).unwrap();
    // Where nothing can be simulated (three players), the expert plays as hard does.
    let settings = GameSettings::default();
    let (three, _) = Game::new(Variant::classic(), settings, 3, 2).unwrap();
    let position = Position::of(&three, three.to_move().unwrap());
    assert_eq!(
        simulate(&position, &lexicon, &quick(4), 1),
        Err(NotSimulated::Players(3))
    );
    let hard = ai::choose_hard(
        &position,
        &lexicon,
        &ai::LeaveJudge::new(&Variant::classic().tiles),
    );
    assert_eq!(choose_expert(&position, &lexicon, &quick(4), 1), hard);
}

#[test]
fn running_statistics_and_the_normal_distribution() {
    let mut running = Running::default();
    for value in [2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0] {
        running.add(value);
    }
    assert_eq!(running.count(), 8);
    assert!((running.mean() - 5.0).abs() < 1e-12);
    assert!((running.variance() - 32.0 / 7.0).abs() < 1e-12);
    assert!((running.std_error() - (32.0f64 / 7.0 / 8.0).sqrt()).abs() < 1e-12);
    assert!((normal_cdf(0.0) - 0.5).abs() < 1e-6);
    assert!((normal_cdf(1.96) - 0.975).abs() < 1e-4);
    assert!((normal_cdf(-1.0) + normal_cdf(1.0) - 1.0).abs() < 1e-6);
}
