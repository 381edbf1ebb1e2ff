//! `lexicord endgame` as users run it: the real binary given a CGP position with the bag
//! empty (from a seeded computer game, played on until both racks are short) prints the best
//! line and the spread the library's solver finds; with a budget of positions too small to
//! prove it, the best line found, marked unproven; a position with tiles still in the bag is
//! refused.

use std::process::Command;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use lexicord::engine::ai::{self, Level};
use lexicord::engine::endgame::{EndgamePosition, solve};
use lexicord::engine::formats::cgp::CgpPosition;
use lexicord::engine::game::{ChallengeRule, Command as GameCommand, Game, GameSettings};
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::movegen::all_moves;
use lexicord::engine::rack::Rack;
use lexicord::engine::variant::Variant;

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
                Some(p) => GameCommand::Play {
                    player: seat,
                    placement: p.placement(),
                },
                None => GameCommand::Pass { player: seat },
            }
        };
        game.apply(&command, lexicon).unwrap();
    }
    (!game.is_over()).then_some(game)
}

fn endgame(cgp: &str) -> std::process::Output {
    endgame_with(cgp, &[])
}

fn endgame_with(cgp: &str, options: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_lexicord"))
        .args(["endgame", "--cgp", cgp])
        .args(options)
        .env("RUST_LOG", "off")
        .output()
        .unwrap()
}

#[test]
fn prints_the_best_line_and_the_spread() {
    let lexicon = Lexicon::enable();
    let game = (1..100)
        .find_map(|seed| short_endgame(seed, &lexicon))
        .expect("a short endgame");
    let mover = game.to_move().unwrap();
    let position = EndgamePosition::from_game(&game).unwrap();
    let solved = solve(game.variant(), &lexicon, &position).unwrap();
    // Both racks given, and the second left for the solver to work out.
    let letters = game.variant().tiles.letter_count();
    for second in [position.racks[1].clone(), Rack::empty(letters)] {
        let cgp = CgpPosition {
            tiles: game.variant().tiles.clone(),
            board: game.board().clone(),
            racks: vec![position.racks[0].clone(), second],
            scores: vec![game.score(mover), game.score(1 - mover)],
            zero_turns: u32::from(game.scoreless_turns()),
            operations: Vec::new(),
        };
        let output = endgame(&cgp.to_string());
        let stdout = String::from_utf8(output.stdout).unwrap();
        assert!(output.status.success(), "{cgp}: {stdout}");
        let lines: Vec<&str> = stdout.lines().collect();
        assert_eq!(lines.len(), solved.line.len() + 2, "{stdout}");
        assert!(lines[0].starts_with("1. player 1: "), "{stdout}");
        assert!(lines[lines.len() - 2].starts_with("end: "), "{stdout}");
        assert_eq!(
            lines[lines.len() - 1],
            format!(
                "spread: {:+} from here, final {:+} for player 1",
                solved.spread, solved.final_spread
            )
        );
        // On two threads: the same spread (the line may be another of the same value).
        let helped = endgame_with(&cgp.to_string(), &["--threads", "2"]);
        let helped = String::from_utf8(helped.stdout).unwrap();
        assert_eq!(helped.lines().last(), lines.last().copied(), "{helped}");
    }
}

#[test]
fn refuses_a_position_with_tiles_in_the_bag() {
    let empty = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15";
    let output = endgame(&format!("{empty} AEINRST/ 0/0 0"));
    assert!(!output.status.success());
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.contains("bag empty"), "{stderr}");
}

#[test]
fn a_budget_of_positions_too_small_to_prove_gives_the_best_line_found_marked_unproven() {
    let lexicon = Lexicon::enable();
    // Seeded games to their empty bag: a short endgame is proven within the first check, a
    // long one is not.
    let unproven = (1..40).find_map(|seed| {
        let settings = GameSettings {
            challenge: ChallengeRule::Void,
            ..GameSettings::default()
        };
        let (mut game, _) = Game::new(Variant::classic(), settings, 2, seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while game.bag_len() > 0 {
            let seat = game.to_move()?;
            let command = ai::command(&game, seat, Level::Medium, &lexicon, &mut rng);
            game.apply(&command, &lexicon).unwrap();
        }
        let mover = game.to_move()?;
        let cgp = CgpPosition {
            tiles: game.variant().tiles.clone(),
            board: game.board().clone(),
            racks: vec![game.rack(mover).clone(), game.rack(1 - mover).clone()],
            scores: vec![game.score(mover), game.score(1 - mover)],
            zero_turns: u32::from(game.scoreless_turns()),
            operations: Vec::new(),
        };
        let output = Command::new(env!("CARGO_BIN_EXE_lexicord"))
            .args(["endgame", "--cgp", &cgp.to_string(), "--nodes", "1"])
            .env("RUST_LOG", "off")
            .output()
            .unwrap();
        assert!(output.status.success(), "{cgp}");
        let stdout = String::from_utf8(output.stdout).unwrap();
        stdout.contains("not proven").then_some(stdout)
    });
    let stdout = unproven.expect("a seeded endgame not proven within 1 position");
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(lines[0].starts_with("1. player 1: "), "{stdout}");
    assert!(
        lines[lines.len() - 1]
            .starts_with("not proven within 1 positions: the best line of a search "),
        "{stdout}"
    );
}
