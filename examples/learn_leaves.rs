//! Learns the hard computer player's leave values by self-play and prints them as the source
//! of `src/engine/ai/leave_weights.rs`:
//!
//! `cargo run --release --example learn_leaves -- --games 20000 [--leaves FILE] > src/engine/ai/leave_weights.rs`
//! (`--leaves`: hard plays with the weights of a file this program wrote, to refine them)
//!
//! Hard plays hard (with the leave values it has now). Every play or exchange made with tiles
//! left in the bag gives one sample: the features of the tiles kept (see `LeaveModel`) and the
//! points the same player scores on their next turn. The weights are the ridge least-squares
//! fit of those points on the features, so a leave's value is the next turn's expected points
//! with it; run again on the new values to refine them.

use lexicord::engine::ai::{self, Choice, LeaveJudge, LeaveModel, Position};
use lexicord::engine::game::{ChallengeRule, Command, Game, GameSettings, TurnKind};
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::rack::Rack;
use lexicord::engine::tiles::TileSet;
use lexicord::engine::variant::Variant;

/// One observation: the leave's feature indices and the next turn's points.
struct Sample {
    features: Vec<u16>,
    points: f32,
}

/// Counts by tile of what is left of `rack` once `used` is taken from it.
fn leave_of(rack: &Rack, used: &[u8]) -> [u8; 64] {
    let mut kept = rack.clone();
    for &t in used {
        kept.remove(t);
    }
    let mut counts = [0u8; 64];
    for (tile, &n) in kept.counts().iter().enumerate().take(64) {
        counts[tile] = n;
    }
    counts
}

/// Plays one game, adding its samples.
fn play_game(
    seed: u64,
    lexicon: &Lexicon,
    model: &LeaveModel,
    judge: &LeaveJudge,
    samples: &mut Vec<Sample>,
) {
    let settings = GameSettings {
        challenge: ChallengeRule::Void,
        ..GameSettings::default()
    };
    let (mut game, _) = Game::new(Variant::classic(), settings, 2, seed).expect("a new game");
    let mut pending: [Option<Vec<u16>>; 2] = [None, None];
    while let Some(seat) = game.to_move() {
        if game.awaiting_final_challenge() {
            game.apply(&Command::Pass { player: seat }, lexicon)
                .expect("a pass is legal");
            continue;
        }
        let bag_before = game.bag_len();
        let choice = ai::choose_hard(&Position::of(&game, seat), lexicon, judge);
        let leave = match &choice {
            Choice::Play(m) => Some(leave_of(game.rack(seat), &m.rack_tiles())),
            Choice::Exchange(tiles) => Some(leave_of(game.rack(seat), tiles)),
            // Classic games only: Free for All plays never come here.
            Choice::PlayWords(..) | Choice::Pass => None,
        };
        let outcome = game
            .apply(&choice.command(seat), lexicon)
            .expect("computer moves are legal");
        let points: i32 = outcome
            .turns
            .iter()
            .filter(|t| t.player == seat && !matches!(t.kind, TurnKind::EndAdjustment { .. }))
            .map(|t| t.score)
            .sum();
        if let Some(features) = pending[seat].take() {
            samples.push(Sample {
                features,
                points: points as f32,
            });
        }
        if let Some(leave) = leave
            && bag_before > 0
        {
            let mut features = Vec::new();
            model.features(&leave, |i| features.push(i as u16));
            pending[seat] = Some(features);
        }
    }
}

/// Solves `a x = b` (a symmetric positive definite, row-major n x n) by Cholesky.
#[allow(clippy::many_single_char_names)]
fn solve(mut a: Vec<f64>, mut b: Vec<f64>, n: usize) -> Vec<f64> {
    for j in 0..n {
        let mut d = a[j * n + j];
        for k in 0..j {
            d -= a[j * n + k] * a[j * n + k];
        }
        let d = d.sqrt();
        a[j * n + j] = d;
        for i in j + 1..n {
            let mut s = a[i * n + j];
            for k in 0..j {
                s -= a[i * n + k] * a[j * n + k];
            }
            a[i * n + j] = s / d;
        }
    }
    for i in 0..n {
        for k in 0..i {
            b[i] -= a[i * n + k] * b[k];
        }
        b[i] /= a[i * n + i];
    }
    for i in (0..n).rev() {
        for k in i + 1..n {
            b[i] -= a[k * n + i] * b[k];
        }
        b[i] /= a[i * n + i];
    }
    b
}

fn main() {
    let mut games = 20_000u64;
    let mut threads = 2u64;
    let mut ridge = 20.0f64;
    let mut leaves: Option<String> = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().expect("a value after the option");
        match arg.as_str() {
            "--games" => games = value().parse().expect("--games N"),
            "--threads" => threads = value().parse().expect("--threads N"),
            "--ridge" => ridge = value().parse().expect("--ridge X"),
            "--leaves" => leaves = Some(value()),
            other => panic!("unknown option {other}"),
        }
    }
    let tiles = TileSet::english();
    let lexicon = Lexicon::enable();
    let n = LeaveModel::weight_count(tiles.letter_count());
    let model = LeaveModel::new(&tiles, &[]);
    // Hard plays with the built-in values, or with those of a file this program wrote.
    let judge = leaves.map_or_else(
        || LeaveJudge::new(&tiles),
        |path| {
            let text = std::fs::read_to_string(&path).expect("the --leaves file is readable");
            let weights =
                LeaveModel::weights_from_source(&text).expect("--leaves: an ENGLISH array");
            LeaveJudge::Learned(LeaveModel::new(&tiles, &weights))
        },
    );
    let per_thread = games.div_ceil(threads);
    let samples: Vec<Sample> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let (lexicon, model, judge) = (&lexicon, &model, &judge);
                scope.spawn(move || {
                    let mut samples = Vec::new();
                    let from = 1 + t * per_thread;
                    for seed in from..(from + per_thread).min(games + 1) {
                        play_game(seed, lexicon, model, judge, &mut samples);
                    }
                    samples
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a game thread panicked"))
            .collect()
    });
    let mut a = vec![0f64; n * n];
    let mut b = vec![0f64; n];
    for s in &samples {
        for &i in &s.features {
            b[usize::from(i)] += f64::from(s.points);
            for &j in &s.features {
                a[usize::from(i) * n + usize::from(j)] += 1.0;
            }
        }
    }
    for i in 0..n {
        a[i * n + i] += ridge;
    }
    let weights = solve(a, b, n);
    // Shift so that keeping nothing is worth nothing (only differences matter).
    let empty = LeaveModel::new(
        &tiles,
        &weights.iter().map(|&w| w as f32).collect::<Vec<_>>(),
    )
    .value(&[0u8; 64]);
    eprintln!("{} games, {} samples", games, samples.len());
    println!("//! Learned leave values (see [`super::model::LeaveModel`]), written by");
    println!(
        "//! `cargo run --release --example learn_leaves -- --games {games}` ({} samples).",
        samples.len()
    );
    println!();
    println!("use crate::engine::tiles::TileSet;");
    println!();
    println!("/// The learned weights for a tile set, if it has them.");
    println!("pub fn for_tile_set(tiles: &TileSet) -> Option<&'static [f32]> {{");
    println!("    (tiles.name() == \"english\" && !ENGLISH.is_empty()).then_some(ENGLISH)");
    println!("}}");
    println!();
    println!(
        "/// Weights for the English tile set, in the order of [`super::model::LeaveModel::features`]."
    );
    println!("#[rustfmt::skip]");
    println!("const ENGLISH: &[f32] = &[");
    // Every leave has exactly one balance cell, so shifting all of them by the empty leave's
    // value moves every leave's value alike: keeping nothing is worth nothing and the
    // differences stay. (Shifting the empty leave's cell alone made every other leave worth
    // the next turn's whole average score more than playing out, about 35 points, and hard
    // then shunned bingos.)
    let balance = 27 * 3..27 * 3 + 64;
    for (i, chunk) in weights.chunks(8).enumerate() {
        let line: Vec<String> = chunk
            .iter()
            .enumerate()
            .map(|(k, &w)| {
                let w = if balance.contains(&(i * 8 + k)) {
                    w - f64::from(empty)
                } else {
                    w
                };
                format!("{w:.2},")
            })
            .collect();
        println!("    {}", line.join(" "));
    }
    println!("];");
}
