//! A match between one of our computer players and an outside engine's player, spoken to over
//! a text protocol (docs/guide/benchmarks.md, "Against an outside engine"): seeded games, each
//! seed played twice with the seats swapped, so both players see the same tile draws.
//!
//! `cargo run --release --example match -- --opponent PROGRAM [ARG...] -- [--games 500]
//! [--threads 2] [--first-seed 1] [--player expert|hard] [--iterations 40]
//! [--endgame-nodes 50000] [--no-pre-endgame]`
//!
//! The protocol: the opponent program reads one line per turn on its standard input, the
//! position as it sees it in CGP (`<board> <its rack>/ <its score>/<our score> <scoreless
//! turns> lex ENABLE;`: the other rack is not given), and answers with one line: `PLAY 8D
//! WORD` (row first: across; column first: down; the whole word, tiles already on the board
//! included, blanks in lower case), `EXCHANGE TILES` (`?` a blank), or `PASS`. An answer that
//! cannot be read or is not a legal turn is counted and played as a pass.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command as Process, Stdio};
use std::time::Instant;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use lexicord::engine::ai::sim::{Budget, SimSettings};
use lexicord::engine::ai::{self, Level, Position};
use lexicord::engine::formats::cgp::{CgpPosition, Operation};
use lexicord::engine::game::{ChallengeRule, Command, Game, GameSettings};
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::notation::parse_play;
use lexicord::engine::rack::Rack;
use lexicord::engine::variant::Variant;

#[path = "support/tally.rs"]
mod tally;
use tally::Tally;

/// The outside player: a running program and its two pipes.
struct Opponent {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Opponent {
    fn start(program: &[String]) -> Self {
        let mut child = Process::new(&program[0])
            .args(&program[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {}: {e}", program[0]));
        let input = child.stdin.take().expect("a piped stdin");
        let output = BufReader::new(child.stdout.take().expect("a piped stdout"));
        Self {
            child,
            input,
            output,
        }
    }

    /// The opponent's answer to `line`.
    fn ask(&mut self, line: &str) -> String {
        writeln!(self.input, "{line}").expect("the opponent reads its input");
        self.input.flush().expect("the opponent reads its input");
        let mut answer = String::new();
        self.output
            .read_line(&mut answer)
            .expect("the opponent answers");
        answer.trim().to_owned()
    }
}

impl Drop for Opponent {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Our side of the match.
#[derive(Clone, Copy)]
struct Ours<'a> {
    level: Level,
    expert: &'a SimSettings,
}

/// The position `seat` of `game` sees, as the protocol's CGP line.
fn cgp_line(game: &Game, seat: usize) -> String {
    let variant = game.variant();
    let other = 1 - seat;
    CgpPosition {
        tiles: variant.tiles.clone(),
        board: game.board().clone(),
        racks: vec![
            game.rack(seat).clone(),
            Rack::empty(variant.tiles.letter_count()),
        ],
        scores: vec![game.score(seat), game.score(other)],
        zero_turns: u32::from(game.scoreless_turns()),
        operations: vec![Operation {
            code: "lex".to_owned(),
            operands: vec!["ENABLE".to_owned()],
        }],
    }
    .to_string()
}

/// The opponent's answer as a command of `seat`, if it can be read.
fn read_answer(game: &Game, seat: usize, answer: &str) -> Option<Command> {
    let tiles = &game.variant().tiles;
    let mut parts = answer.split_whitespace();
    match (parts.next()?, parts.next(), parts.next(), parts.next()) {
        ("PLAY", Some(coord), Some(word), None) => Some(Command::Play {
            player: seat,
            placement: parse_play(tiles, game.board(), coord, word).ok()?,
        }),
        ("EXCHANGE", Some(out), None, None) => Some(Command::Exchange {
            player: seat,
            tiles: Rack::parse(tiles, out)?.tiles(),
        }),
        ("PASS", None, None, None) => Some(Command::Pass { player: seat }),
        _ => None,
    }
}

/// One game, `ours_at` the seat of our player; returns the final scores (ours first), our
/// result (1, ½, 0) and how many of the opponent's answers were played as passes.
fn play_game(
    seed: u64,
    ours_at: usize,
    ours: Ours<'_>,
    opponent: &mut Opponent,
    lexicon: &Lexicon,
) -> ([i32; 2], f64, u32) {
    let settings = GameSettings {
        challenge: ChallengeRule::Void,
        ..GameSettings::default()
    };
    let (mut game, _) = Game::new(Variant::classic(), settings, 2, seed).expect("a new game");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut refused = 0;
    while let Some(seat) = game.to_move() {
        if game.awaiting_final_challenge() {
            game.apply(&Command::Pass { player: seat }, lexicon)
                .expect("a pass ends the game");
            continue;
        }
        if seat == ours_at {
            let command = if ours.level == Level::Expert {
                let position = Position::of(&game, seat);
                ai::choose_expert(&position, lexicon, ours.expert, rng.random()).command(seat)
            } else {
                ai::command(&game, seat, ours.level, lexicon, &mut rng)
            };
            game.apply(&command, lexicon).expect("our moves are legal");
            continue;
        }
        let answer = opponent.ask(&cgp_line(&game, seat));
        let applied = read_answer(&game, seat, &answer).and_then(|c| game.apply(&c, lexicon).ok());
        if applied.is_none() {
            eprintln!("seed {seed}: answer {answer:?} played as a pass");
            refused += 1;
            game.apply(&Command::Pass { player: seat }, lexicon)
                .expect("a pass is always legal");
        }
    }
    let result = game.result().expect("the game is over");
    let scores = [
        result.final_scores[ours_at],
        result.final_scores[1 - ours_at],
    ];
    let ours_result = if result.winners.len() > 1 {
        0.5
    } else if result.winners.contains(&ours_at) {
        1.0
    } else {
        0.0
    };
    (scores, ours_result, refused)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let split = args.iter().position(|a| a == "--").unwrap_or(args.len());
    let (program, options) = (&args[..split], args.get(split + 1..).unwrap_or_default());
    let program: Vec<String> = match program {
        [flag, rest @ ..] if flag == "--opponent" && !rest.is_empty() => rest.to_vec(),
        _ => panic!("usage: match --opponent PROGRAM [ARG...] -- [options]"),
    };
    let mut games = 500u64;
    let mut threads = 2u64;
    let mut first_seed = 1u64;
    let mut level = Level::Expert;
    let mut expert = SimSettings::within(Budget::iterations(40).with_nodes(50_000));
    let mut options = options.iter();
    while let Some(arg) = options.next() {
        let mut value = || options.next().expect("a value after the option").clone();
        match arg.as_str() {
            "--games" => games = value().parse().expect("--games N"),
            "--threads" => threads = value().parse().expect("--threads N"),
            "--first-seed" => first_seed = value().parse().expect("--first-seed S"),
            "--player" => {
                level = match value().as_str() {
                    "expert" => Level::Expert,
                    "hard" => Level::Hard,
                    other => panic!("--player expert|hard, not {other}"),
                }
            }
            "--iterations" => {
                expert.budget = Budget::iterations(value().parse().expect("--iterations N"))
                    .with_nodes(expert.budget.nodes);
            }
            "--endgame-nodes" => expert.budget.nodes = value().parse().expect("--endgame-nodes N"),
            "--no-pre-endgame" => expert.pre_endgame = false,
            other => panic!("unknown option {other}"),
        }
    }
    let lexicon = Lexicon::enable();
    let ours = Ours {
        level,
        expert: &expert,
    };
    let seeds = games.div_ceil(2);
    let per_thread = seeds.div_ceil(threads.max(1));
    let started = Instant::now();
    let parts: Vec<(Tally, u32)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads.max(1))
            .map(|t| {
                let from = first_seed + t * per_thread;
                let to = (from + per_thread).min(first_seed + seeds);
                let (program, lexicon) = (&program, &lexicon);
                scope.spawn(move || {
                    let mut opponent = Opponent::start(program);
                    let (mut tally, mut refused_in_all) = (Tally::default(), 0);
                    for seed in from..to {
                        for ours_at in [0, 1] {
                            let (scores, result, refused) =
                                play_game(seed, ours_at, ours, &mut opponent, lexicon);
                            tally.add(scores, result);
                            refused_in_all += refused;
                        }
                    }
                    (tally, refused_in_all)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a game thread panicked"))
            .collect()
    });
    let mut total = Tally::default();
    let mut refused = 0;
    for (part, part_refused) in &parts {
        total.merge(part);
        refused += part_refused;
    }
    let n = f64::from(total.games.max(1));
    let (rate, low, high) = total.win_rate();
    println!(
        "{} games, seeds {first_seed} to {}: ours won {:.1}% (95% interval {:.1}-{:.1}%), average {:.1} against {:.1}; {} answers played as passes; {:.0} s",
        total.games,
        first_seed + seeds - 1,
        100.0 * rate,
        100.0 * low,
        100.0 * high,
        total.points[0] as f64 / n,
        total.points[1] as f64 / n,
        refused,
        started.elapsed().as_secs_f64()
    );
}
