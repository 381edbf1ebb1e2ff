//! Computer against computer, many whole games under the game's own rules, checking after every
//! turn that tiles are conserved, every word formed is in the lexicon, every play scores what
//! the rules say, and that each game ends by the rules.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use lexicord::engine::ai::{self, Level};
use lexicord::engine::dictionary::Dictionary;
use lexicord::engine::game::{ChallengeRule, Command, EndReason, Game, GameSettings, TurnKind};
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::scoring::score_play;
use lexicord::engine::variant::Variant;

/// Every tile of the set is on the board, on a rack or in the bag, exactly once.
fn check_tiles_conserved(game: &Game) {
    let variant = game.variant();
    let mut counts = vec![0u32; variant.tiles.letter_count() + 1];
    for (_, tile) in game.board().tiles() {
        counts[usize::from(tile.rack_tile())] += 1;
    }
    for seat in 0..game.player_count() {
        for (tile, &n) in game.rack(seat).counts().iter().enumerate() {
            counts[tile] += u32::from(n);
        }
    }
    for (tile, &n) in game.bag_contents().counts().iter().enumerate() {
        counts[tile] += u32::from(n);
    }
    let expected: Vec<u32> = variant
        .tiles
        .distribution()
        .iter()
        .map(|&c| u32::from(c))
        .collect();
    assert_eq!(counts, expected, "tiles are conserved");
}

/// Plays one game to its end; returns the final scores.
fn play_game(levels: [Level; 2], seed: u64, lexicon: &Lexicon) -> Vec<i32> {
    let settings = GameSettings {
        challenge: ChallengeRule::Void,
        ..GameSettings::default()
    };
    let (mut game, _) = Game::new(Variant::classic(), settings, 2, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut turns = 0;
    while let Some(seat) = game.to_move() {
        turns += 1;
        assert!(turns < 200, "seed {seed}: the game does not end");
        let command = if game.awaiting_final_challenge() {
            Command::Pass { player: seat }
        } else {
            ai::command(&game, seat, levels[seat], lexicon, &mut rng)
        };
        let board_before = game.board().clone();
        let outcome = game
            .apply(&command, lexicon)
            .unwrap_or_else(|e| panic!("seed {seed}: {command:?} refused: {e}"));
        for turn in &outcome.turns {
            if let TurnKind::Play { placement, scored } = &turn.kind {
                for word in &scored.words {
                    assert!(lexicon.contains(&word.word.letters()), "seed {seed}: phony");
                }
                let rules = score_play(game.variant(), &board_before, placement);
                assert_eq!(rules.score as i32, turn.score, "seed {seed}: score");
                assert_eq!(&rules, scored, "seed {seed}: scored play");
            }
        }
        check_tiles_conserved(&game);
    }
    let result = game.result().expect("the game is over").clone();
    match result.reason {
        EndReason::WentOut { player } => {
            assert!(
                game.rack(player).is_empty() && game.bag_len() == 0,
                "seed {seed}"
            );
        }
        EndReason::ScorelessTurns => {
            let limit = usize::from(game.variant().scoreless_turn_limit);
            let history = game.history();
            let last_moves = history
                .iter()
                .rev()
                .filter(|t| !matches!(t.kind, TurnKind::EndAdjustment { .. }))
                .take(limit);
            assert!(
                last_moves.clone().count() == limit && last_moves.clone().all(|t| t.score == 0)
            );
        }
        other => panic!("seed {seed}: a computer game ended by {other:?}"),
    }
    result.final_scores
}

/// Plays `games` games with the given levels over two threads; returns every final score.
fn play_many(levels: [Level; 2], first_seed: u64, games: u64) -> Vec<[i32; 2]> {
    let lexicon = Lexicon::enable();
    let half = games / 2;
    std::thread::scope(|scope| {
        let halves: Vec<_> = [(first_seed, half), (first_seed + half, games - half)]
            .into_iter()
            .map(|(from, count)| {
                let lexicon = &lexicon;
                scope.spawn(move || {
                    (from..from + count)
                        .map(|seed| {
                            let s = play_game(levels, seed, lexicon);
                            [s[0], s[1]]
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        halves
            .into_iter()
            .flat_map(|h| h.join().expect("a game thread panicked"))
            .collect()
    })
}

fn average(scores: &[[i32; 2]]) -> f64 {
    let total: i64 = scores.iter().flatten().map(|&s| i64::from(s)).sum();
    total as f64 / (2 * scores.len()) as f64
}

#[test]
fn a_thousand_greedy_games_follow_the_rules() {
    let scores = play_many([Level::Medium, Level::Medium], 1, 1000);
    let mean = average(&scores);
    println!("1000 medium v medium games: average score per player {mean:.1}");
    assert!((300.0..450.0).contains(&mean), "average {mean}");
}

#[test]
fn the_levels_play_differently_and_by_the_rules() {
    let hard_vs_medium = play_many([Level::Hard, Level::Medium], 5000, 40);
    let easy_vs_medium = play_many([Level::Easy, Level::Medium], 6000, 40);
    let wins = |games: &[[i32; 2]]| games.iter().filter(|s| s[0] > s[1]).count();
    let easy_avg: f64 =
        easy_vs_medium.iter().map(|s| f64::from(s[0])).sum::<f64>() / easy_vs_medium.len() as f64;
    let hard_avg: f64 =
        hard_vs_medium.iter().map(|s| f64::from(s[0])).sum::<f64>() / hard_vs_medium.len() as f64;
    println!(
        "hard beat medium in {} of 40 (average {hard_avg:.1}); easy beat medium in {} of 40 (average {easy_avg:.1})",
        wins(&hard_vs_medium),
        wins(&easy_vs_medium)
    );
    assert!(wins(&easy_vs_medium) < 10, "easy is easy");
    assert!(easy_avg < hard_avg);
}
