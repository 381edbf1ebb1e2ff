//! `lexicord analyze`: judges the plays of a position (CGP) by simulation, as the expert level
//! does, and prints each candidate's static equity, simulated equity and chance of winning.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;
use std::str::FromStr;
use std::time::Instant;

use super::moves::read_position;
use crate::config::ThinkBudget;
use crate::engine::ai::sim::{Analysis, EXPERT_BUDGET, Method, SimSettings, simulate};
use crate::engine::ai::{Choice, Position, move_text};
use crate::engine::rack::Rack;
use crate::engine::tiles::TileSet;
use crate::service::work_for;

/// Judge a position's plays by simulation: the player to move against the tiles they cannot
/// see.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The position in CGP, the player to move's rack first (the second rack is not used: the
    /// opponent's tiles are what the player to move cannot see).
    #[arg(long)]
    pub cgp: String,
    /// What the simulation may spend: a time (`500ms`, `2s`) or a number of playouts of each
    /// candidate (`300`); a number gives the same result for the same seed.
    #[arg(long, default_value = "2s")]
    pub budget: BudgetArg,
    /// Seed of the racks dealt to the opponent.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// How many candidates to play out.
    #[arg(long, default_value_t = SimSettings::within(EXPERT_BUDGET).candidates)]
    pub candidates: usize,
    /// Turns in each playout, the candidate's included.
    #[arg(long, default_value_t = SimSettings::within(EXPERT_BUDGET).plies)]
    pub plies: u8,
    /// Threads the playouts are shared among (0: every core); the analysis is the same on
    /// any number, only sooner.
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// Play every candidate every round: none is dropped for being far behind (to compare
    /// speeds on the same work).
    #[arg(long)]
    pub keep_all: bool,
    /// Word list, one word a line, in the position's tile set (default: the built-in ENABLE).
    #[arg(long)]
    pub lexicon: Option<PathBuf>,
}

/// `--budget`: a time with its unit, or a plain count of playouts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BudgetArg(pub ThinkBudget);

impl FromStr for BudgetArg {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        ThinkBudget::parse(text).map(BudgetArg)
    }
}

/// Prints the analysis (see [`report`]), and on standard error how fast it played out (so
/// that the report itself is the same for the same seed): playouts, time, playouts a second
/// and threads.
pub fn execute(args: &Args) -> anyhow::Result<ExitCode> {
    let report = report(args)?;
    print!("{}", report.text);
    eprintln!(
        "{} playouts in {:.2} s: {:.0} playouts a second on {} threads",
        report.playouts,
        report.seconds,
        report.playouts as f64 / report.seconds.max(f64::EPSILON),
        threads(args.threads)
    );
    Ok(ExitCode::SUCCESS)
}

/// How many threads `--threads` asks for: 0 is every core.
pub(super) fn threads(asked: usize) -> usize {
    match asked {
        0 => std::thread::available_parallelism().map_or(1, std::num::NonZero::get),
        n => n,
    }
}

/// An analysis as printed, with how many playouts it took and how long the simulation ran.
struct Report {
    text: String,
    playouts: u64,
    seconds: f64,
}

/// The analysis: a line on the position and how it was judged, then one line per candidate,
/// best first: rank, the play (`8D RETAINS`, `exchange QV`, `pass`), its score, static equity,
/// simulated equity with its standard error, win chance and playouts; timed.
fn report(args: &Args) -> anyhow::Result<Report> {
    let (cgp, variant, lexicon) =
        read_position(&args.cgp, args.lexicon.as_deref(), "cli-analyze-board")?;
    let empty = Rack::empty(cgp.tiles.letter_count());
    let rack = cgp.racks.first().unwrap_or(&empty);
    let score = |i: usize| cgp.scores.get(i).copied().unwrap_or(0);
    let position = Position {
        spread: score(0) - score(1),
        scoreless_turns: cgp.zero_turns.min(u32::from(u8::MAX)) as u8,
        ..Position::inferred(&variant, &cgp.board, rack, 1)
    };
    let settings = SimSettings {
        candidates: args.candidates,
        plies: args.plies,
        threads: threads(args.threads),
        prune_z: if args.keep_all {
            f64::INFINITY
        } else {
            SimSettings::default().prune_z
        },
        // A time becomes work at this machine's rate; the engine spends work alone.
        ..SimSettings::within(work_for(args.budget.0, args.candidates, 1))
    };
    let started = Instant::now();
    let analysis = simulate(&position, &lexicon, &settings, args.seed)?;
    let seconds = started.elapsed().as_secs_f64();
    let mut out = String::new();
    writeln!(
        out,
        "rack {}, bag {}, spread {:+}; {}",
        rack.to_text(&cgp.tiles),
        position.bag_len,
        position.spread,
        method_text(&analysis)
    )?;
    writeln!(
        out,
        "rank  play                     score  static  equity    ± se   win     playouts"
    )?;
    for (i, judged) in analysis.candidates.iter().enumerate() {
        let (play, points) = choice_text(&cgp.tiles, &judged.choice);
        writeln!(
            out,
            "{:>3}.  {play:<24} {points:>5}  {:>6.1}  {:>+7.1}  {:>5.1}  {:>5.1}%  {:>7}{}",
            i + 1,
            judged.static_equity,
            judged.equity,
            judged.std_error,
            100.0 * judged.win,
            judged.iterations,
            if judged.pruned { "  dropped" } else { "" }
        )?;
    }
    let playouts = analysis
        .candidates
        .iter()
        .map(|judged| u64::from(judged.iterations))
        .sum();
    Ok(Report {
        text: out,
        playouts,
        seconds,
    })
}

/// How the candidates were judged, in words.
fn method_text(analysis: &Analysis) -> String {
    match analysis.method {
        Method::Simulated => format!("simulated, {} rounds", analysis.rounds),
        Method::Exact => "exact endgame".to_owned(),
        Method::Unproven { depth } => {
            format!("endgame not proven within the budget: best line {depth} turns ahead")
        }
        Method::PreEndgame {
            draws,
            unproven_depth: None,
        } => format!("pre-endgame: every play's endgame solved after each of {draws} draws"),
        Method::PreEndgame {
            draws,
            unproven_depth: Some(depth),
        } => format!(
            "pre-endgame over {draws} draws, not every endgame proven: best lines {depth} turns ahead"
        ),
    }
}

/// A candidate in words and the points it scores.
fn choice_text(tiles: &TileSet, choice: &Choice) -> (String, u32) {
    match choice {
        Choice::Play(play) => (move_text(tiles, play), play.score()),
        Choice::Exchange(out) => {
            let out = Rack::from_tiles(tiles.letter_count(), out);
            (format!("exchange {}", out.to_text(tiles)), 0)
        }
        Choice::PlayWords(..) | Choice::Pass => ("pass".to_owned(), 0),
    }
}
