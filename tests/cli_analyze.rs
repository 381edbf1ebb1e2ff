//! `lexicord analyze` as users run it: the real binary given a CGP position from a seeded
//! computer game prints one line per candidate with its static equity, simulated equity and
//! win chance; the same seed and a playout budget print the same analysis; a position with
//! the bag empty is judged by the exact endgame; a budget that is neither a time nor a count
//! is refused.

use std::process::Command;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use lexicord::engine::ai::{self, Level};
use lexicord::engine::formats::cgp::CgpPosition;
use lexicord::engine::game::{ChallengeRule, Command as GameCommand, Game, GameSettings};
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::movegen::all_moves;
use lexicord::engine::rack::Rack;
use lexicord::engine::variant::Variant;

/// The position of a seeded hard-v-hard game, as the player to move sees it, once `done`
/// says so.
fn position_when(seed: u64, lexicon: &Lexicon, done: impl Fn(&Game) -> bool) -> String {
    let settings = GameSettings {
        challenge: ChallengeRule::Void,
        ..GameSettings::default()
    };
    let (mut game, _) = Game::new(Variant::classic(), settings, 2, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while !done(&game) {
        let seat = game.to_move().expect("the game goes on");
        let command = ai::command(&game, seat, Level::Hard, lexicon, &mut rng);
        game.apply(&command, lexicon).unwrap();
    }
    cgp_of(&game)
}

/// The position of `game` as the player to move sees it, in CGP.
fn cgp_of(game: &Game) -> String {
    let mover = game.to_move().unwrap();
    CgpPosition {
        tiles: game.variant().tiles.clone(),
        board: game.board().clone(),
        racks: vec![
            game.rack(mover).clone(),
            Rack::empty(game.variant().tiles.letter_count()),
        ],
        scores: vec![game.score(mover), game.score(1 - mover)],
        zero_turns: u32::from(game.scoreless_turns()),
        operations: Vec::new(),
    }
    .to_string()
}

fn analyze(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_lexicord"))
        .arg("analyze")
        .args(args)
        .env("RUST_LOG", "off")
        .output()
        .unwrap()
}

/// The candidate lines of an analysis: `  1.  8D RETAINS  66  ...%  ...`.
fn candidate_lines(stdout: &str) -> Vec<&str> {
    stdout.lines().skip(2).collect()
}

#[test]
fn prints_each_candidate_and_repeats_itself_for_a_seed() {
    let lexicon = Lexicon::enable();
    let cgp = position_when(3, &lexicon, |g| g.history().len() >= 8);
    // The analysis of `seed`, with `more` options after the shared ones.
    let analysis = |seed: &str, more: &[&str]| {
        let shared = [
            "--cgp",
            cgp.as_str(),
            "--budget",
            "30",
            "--seed",
            seed,
            "--candidates",
            "5",
        ];
        analyze(&[&shared[..], more].concat())
    };
    let run = |seed: &str| {
        let output = analysis(seed, &[]);
        let stdout = String::from_utf8(output.stdout).unwrap();
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert!(output.status.success(), "{cgp}: {stdout}{stderr}");
        stdout
    };
    let first = run("7");
    let lines: Vec<&str> = first.lines().collect();
    assert!(lines[0].starts_with("rack "), "{first}");
    assert!(lines[0].contains("simulated, "), "{first}");
    assert!(lines[1].starts_with("rank  play"), "{first}");
    let candidates = candidate_lines(&first);
    assert!((1..=5).contains(&candidates.len()), "{first}");
    let mut equities = Vec::new();
    for (i, line) in candidates.iter().enumerate() {
        assert!(
            line.trim_start().starts_with(&format!("{}.", i + 1)),
            "{line}"
        );
        let fields: Vec<&str> = line.split_whitespace().collect();
        let win = fields
            .iter()
            .find(|f| f.ends_with('%'))
            .expect("a win chance");
        let win: f64 = win.trim_end_matches('%').parse().unwrap();
        assert!((0.0..=100.0).contains(&win), "{line}");
        let playouts = fields
            .iter()
            .rev()
            .find(|f| f.parse::<u32>().is_ok())
            .unwrap();
        assert!(playouts.parse::<u32>().unwrap() <= 30, "{line}");
        if !line.ends_with("dropped") {
            let equity = fields[fields.len() - 5].parse::<f64>().unwrap();
            equities.push(equity);
        }
    }
    assert!(
        equities.windows(2).all(|w| w[0] >= w[1]),
        "the candidates still in are best first: {first}"
    );
    assert_eq!(run("7"), first, "the same seed, the same analysis");
    let output = analysis("7", &["--threads", "2"]);
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        first,
        "shared among two threads, the same analysis"
    );
    let speed = String::from_utf8(output.stderr).unwrap();
    let playouts: u64 = speed.split_whitespace().next().unwrap().parse().unwrap();
    let counted: u64 = candidate_lines(&first)
        .iter()
        .map(|line| {
            let mut fields = line.split_whitespace().rev();
            fields.find_map(|f| f.parse::<u64>().ok()).unwrap()
        })
        .sum();
    assert_eq!(playouts, counted, "{speed}");
    assert!(speed.contains("playouts a second on 2 threads"), "{speed}");
    assert!(run("8").lines().count() >= 3);
}

/// A seeded game with the bag empty and both racks at most three tiles (CGP), or `None`.
fn short_endgame(seed: u64, lexicon: &Lexicon) -> Option<String> {
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
    (!game.is_over()).then(|| cgp_of(&game))
}

#[test]
fn with_the_bag_empty_the_endgame_is_exact() {
    let lexicon = Lexicon::enable();
    let cgp = (1..100)
        .find_map(|seed| short_endgame(seed, &lexicon))
        .expect("a short endgame");
    let output = analyze(&["--cgp", &cgp, "--budget", "10"]);
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(output.status.success(), "{cgp}: {stdout}");
    assert!(
        stdout.lines().next().unwrap().ends_with("exact endgame"),
        "{stdout}"
    );
    assert!(!candidate_lines(&stdout).is_empty(), "{stdout}");
    for line in candidate_lines(&stdout) {
        let win = line.split_whitespace().find(|f| f.ends_with('%')).unwrap();
        assert!(["0.0%", "50.0%", "100.0%"].contains(&win), "{line}");
    }
}

#[test]
fn refuses_a_budget_that_is_neither_time_nor_count() {
    let empty = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15";
    let output = analyze(&[
        "--cgp",
        &format!("{empty} AEINRST/ 0/0 0"),
        "--budget",
        "soon",
    ]);
    assert!(!output.status.success());
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.contains("not a budget"), "{stderr}");
}
