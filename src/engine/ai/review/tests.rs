//! Reviews by equity on small known positions: a turn that misses a bingo gives equity and
//! chance of winning up, the best play gives up nothing, searched reviews repeat for a seed,
//! the endgame's losses are the exact search's (or, cut by the budget, marked unproven and
//! judged by its best line), and the chance of winning over a game.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::engine::ai::sim::Budget;
use crate::engine::ai::{self, Choice, LeaveJudge, Level, Position, best_by_equity};
use crate::engine::bag::Bag;
use crate::engine::endgame::{EndgamePosition, solve};
use crate::engine::game::{ChallengeRule, Command, Game, GameSettings};
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::{Move, all_moves};
use crate::engine::rack::Rack;
use crate::engine::variant::Variant;

/// An opening: the first player holds `rack`, the bag is forty E's.
fn opening(rack: &str) -> Game {
    let v = Variant::classic();
    let tiles = |t: &str| Rack::parse(&v.tiles, t).unwrap();
    let bag = Bag::stacked(&tiles(&"E".repeat(40)).tiles());
    Game::arranged(
        v.clone(),
        GameSettings::default(),
        vec![tiles(rack), tiles("EEEEEEE")],
        bag,
        0,
    )
    .unwrap()
}

/// `game` after its player to move makes `play`.
fn after(mut game: Game, play: &Move, lexicon: &Lexicon) -> Game {
    let seat = game.to_move().unwrap();
    let command = Command::Play {
        player: seat,
        placement: play.placement(),
    };
    game.apply(&command, lexicon).unwrap();
    game
}

/// The lowest-scoring legal play of the player to move.
fn lowest(game: &Game, lexicon: &Lexicon) -> Move {
    let seat = game.to_move().unwrap();
    all_moves(game.variant(), lexicon, game.board(), game.rack(seat))
        .into_iter()
        .min_by(|a, b| (a.score(), a.sort_key()).cmp(&(b.score(), b.sort_key())))
        .unwrap()
}

#[test]
fn a_turn_that_misses_a_bingo_gives_equity_and_winning_chances_up() {
    let lexicon = Lexicon::enable();
    let game = opening("AEINRST");
    let small = lowest(&game, &lexicon);
    assert!(small.tiles_placed() < 7);
    let game = after(game, &small, &lexicon);
    let review = &review_game(&game, &lexicon, &ReviewSettings::STATIC)[0];
    let equity = review.equity.as_ref().expect("judged");
    assert_eq!(equity.judged_by, JudgedBy::Static);
    let bingo = equity.missed_bingo.expect("a bingo was there");
    assert_eq!(bingo.tiles_placed(), 7);
    assert!(bingo.score() >= 60, "{}", bingo.score());
    assert!(
        matches!(equity.best, Choice::Play(m) if m.tiles_placed() == 7),
        "{:?}",
        equity.best
    );
    assert!(equity.lost > 50.0, "{equity:?}");
    assert!(
        (equity.lost - (equity.best_equity - equity.played_equity)).abs() < 1e-9,
        "{equity:?}"
    );
    let win_lost = equity.win_lost.unwrap();
    assert!(win_lost > 0.05, "{equity:?}");
    assert!(
        (win_lost - (equity.best_win.unwrap() - equity.played_win.unwrap())).abs() < 1e-9,
        "{equity:?}"
    );
}

#[test]
fn the_best_play_by_equity_gives_nothing_up() {
    let lexicon = Lexicon::enable();
    let game = opening("AEINRST");
    let position = Position::of(&game, 0);
    let judge = LeaveJudge::new(&game.variant().tiles);
    let best = match &best_by_equity(&position, &lexicon, &judge, 1)[0].1 {
        Choice::Play(play) => *play,
        other => panic!("{other:?}"),
    };
    let game = after(game, &best, &lexicon);
    let review = &review_game(&game, &lexicon, &ReviewSettings::STATIC)[0];
    let equity = review.equity.as_ref().unwrap();
    assert_eq!(equity.best, Choice::Play(best));
    assert!(equity.lost.abs() < 1e-9, "{equity:?}");
    assert!(equity.win_lost.unwrap().abs() < 1e-9, "{equity:?}");
    assert_eq!(equity.missed_bingo, None, "the bingo was played");
}

#[test]
fn an_exchange_and_a_pass_are_judged_too() {
    let lexicon = Lexicon::enable();
    let mut game = opening("AEINRST");
    game.apply(&Command::Pass { player: 0 }, &lexicon).unwrap();
    game.apply(
        &Command::Exchange {
            player: 1,
            tiles: vec![5, 5],
        },
        &lexicon,
    )
    .unwrap();
    let reviews = review_game(&game, &lexicon, &ReviewSettings::STATIC);
    assert_eq!(reviews.len(), 2);
    let pass = reviews[0].equity.as_ref().unwrap();
    assert!(pass.lost > 20.0 && pass.missed_bingo.is_some(), "{pass:?}");
    let exchange = reviews[1].equity.as_ref().unwrap();
    assert_eq!(reviews[1].played, Played::Exchange("2".into()));
    assert!(exchange.lost >= 0.0, "{exchange:?}");
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

#[test]
fn a_searched_review_repeats_for_a_seed_and_ranks_the_turn_made() {
    let lexicon = Lexicon::enable();
    let game = midgame(5, 3, &lexicon);
    let low = lowest(&game, &lexicon);
    let game = after(game, &low, &lexicon);
    let settings = ReviewSettings {
        candidates: 4,
        ..ReviewSettings::within(Budget::iterations(6), 11)
    };
    let first = review_game(&game, &lexicon, &settings);
    assert_eq!(first, review_game(&game, &lexicon, &settings));
    let last = first.last().unwrap().equity.as_ref().unwrap();
    assert_eq!(last.judged_by, JudgedBy::Simulation { rounds: 6 });
    assert!(last.lost > 0.0, "the lowest play is not the best: {last:?}");
    let (best, played) = (last.best_win.unwrap(), last.played_win.unwrap());
    assert!((0.0..=1.0).contains(&best) && (0.0..=1.0).contains(&played));
    // The best choice the search found, made instead, gives nothing up.
    let Choice::Play(best) = last.best else {
        panic!("{last:?}");
    };
    let again = after(midgame(5, 3, &lexicon), &best, &lexicon);
    let reviewed = review_game(&again, &lexicon, &settings);
    let equity = reviewed.last().unwrap().equity.as_ref().unwrap();
    assert_eq!(equity.best, Choice::Play(best));
    assert!(
        equity.lost.abs() < 1e-9 && equity.win_lost == Some(0.0),
        "{equity:?}"
    );
}

/// A seeded game played on until the bag is empty with both racks at most three tiles.
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

// The exact endgame's values are whole points: equal, not nearly.
#[allow(clippy::float_cmp)]
#[test]
fn in_the_endgame_the_loss_is_the_exact_searchs() {
    let lexicon = Lexicon::enable();
    let (game, low) = (1..200)
        .filter_map(|seed| short_endgame(seed, &lexicon))
        .find_map(|game| {
            let low = lowest(&game, &lexicon);
            let best = solve(
                game.variant(),
                &lexicon,
                &EndgamePosition::from_game(&game).unwrap(),
            )
            .unwrap();
            let worse = after(game.clone(), &low, &lexicon);
            let value = if worse.is_over() {
                None
            } else {
                Some(
                    solve(
                        game.variant(),
                        &lexicon,
                        &EndgamePosition::from_game(&worse).unwrap(),
                    )
                    .unwrap()
                    .spread,
                )
            };
            // A position where the lowest play loses points and leaves the game going.
            value
                .filter(|&v| best.spread > low.score() as i32 - v)
                .map(|_| (game, low))
        })
        .expect("an endgame where the lowest play loses");
    let exact = |g: &Game| {
        solve(
            g.variant(),
            &lexicon,
            &EndgamePosition::from_game(g).unwrap(),
        )
        .unwrap()
        .spread
    };
    let best = exact(&game);
    let worse = after(game.clone(), &low, &lexicon);
    let played = low.score() as i32 - exact(&worse);
    let settings = ReviewSettings::within(Budget::iterations(4), 1);
    let reviews = review_game(&worse, &lexicon, &settings);
    let last = reviews.last().unwrap().equity.as_ref().unwrap();
    assert_eq!(last.judged_by, JudgedBy::ExactEndgame);
    assert_eq!(last.best_equity, f64::from(best));
    assert_eq!(last.played_equity, f64::from(played));
    assert_eq!(last.lost, f64::from(best - played));
    for chance in [last.best_win.unwrap(), last.played_win.unwrap()] {
        assert!([0.0, 0.5, 1.0].contains(&chance), "decided: {chance}");
    }
}

#[test]
fn a_bag_empty_turn_the_search_cannot_prove_is_marked_and_judged_by_its_best_line() {
    let lexicon = Lexicon::enable();
    let settings = GameSettings {
        challenge: ChallengeRule::Void,
        ..GameSettings::default()
    };
    let (mut game, _) = Game::new(Variant::classic(), settings, 2, 5).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    while game.bag_len() > 0 {
        let seat = game.to_move().unwrap();
        let command = ai::command(&game, seat, Level::Medium, &lexicon, &mut rng);
        game.apply(&command, &lexicon).unwrap();
    }
    // Seven tiles a side, the bag empty: far more than 1,024 positions to prove.
    let before = game.clone();
    let low = lowest(&game, &lexicon);
    let game = after(game, &low, &lexicon);
    let settings = ReviewSettings::within(Budget::iterations(1).with_nodes(1024), 1);
    let reviews = review_game(&game, &lexicon, &settings);
    let last = reviews.last().unwrap().equity.as_ref().unwrap();
    let JudgedBy::EndgameUnproven { depth } = last.judged_by else {
        panic!("{last:?}");
    };
    assert!(depth >= 1);
    // The best is the search's, cut where the review's budget cuts it: no static guess.
    let searched = crate::engine::endgame::solve_within(
        game.variant(),
        &lexicon,
        &EndgamePosition::from_game(&before).unwrap(),
        1024,
    )
    .unwrap();
    let best = match searched.line[0].action {
        crate::engine::endgame::Action::Play(play) => Choice::Play(play),
        crate::engine::endgame::Action::Pass => Choice::Pass,
    };
    assert_eq!(last.best, best);
    // The lowest-scoring play is seen to give spread up.
    assert!(last.lost > 0.0, "{last:?}");
}

// A finished game's last point is its result: exactly won, drawn or lost.
#[allow(clippy::float_cmp)]
#[test]
fn the_chance_of_winning_runs_from_the_start_to_the_result() {
    let lexicon = Lexicon::enable();
    let mut game = midgame(8, 4, &lexicon);
    for _ in 0..6 {
        let seat = game.to_move().unwrap();
        game.apply(&Command::Pass { player: seat }, &lexicon)
            .unwrap();
    }
    assert!(game.is_over());
    let reviews = review_game(&game, &lexicon, &ReviewSettings::STATIC);
    assert_eq!(reviews.len(), 10);
    for seat in 0..2 {
        let progress = win_progress(&game, &reviews, seat).unwrap();
        assert_eq!(progress.len(), reviews.len() + 2);
        let first_mover = game.history()[0].player == seat;
        assert_eq!(progress[0] > 0.5, first_mover, "{progress:?}");
        let spread = game.score(seat) - game.score(1 - seat);
        let result = match spread.signum() {
            1 => 1.0,
            0 => 0.5,
            _ => 0.0,
        };
        assert_eq!(*progress.last().unwrap(), result);
        for (i, review) in reviews.iter().enumerate() {
            let mover = game.history()[review.at].player;
            let win = review.equity.as_ref().unwrap().played_win.unwrap();
            let theirs = if mover == seat { win } else { 1.0 - win };
            assert!((progress[i + 1] - theirs).abs() < 1e-12);
        }
    }
    let (three, _) = Game::new(Variant::classic(), GameSettings::default(), 3, 1).unwrap();
    assert_eq!(win_progress(&three, &[], 0), None);
}

#[test]
fn scoreless_turns_are_counted_as_the_game_counts_them() {
    let mut count = scoreless::Scoreless::default();
    count.play(10);
    count.scoreless_turn();
    count.scoreless_turn();
    assert_eq!(count.count(), 2);
    count.play(12);
    assert_eq!(count.count(), 0);
    count.scoreless_turn();
    // The play is taken back: the two scoreless turns before it, itself, and the one since.
    count.taken_back();
    assert_eq!(count.count(), 4);
}
