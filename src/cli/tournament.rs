//! `lexicord tournament standings | pair | ratings FILE.t`: a tsh `.t` file read and reported
//! as TAB-separated lines, for directors and the tests.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Subcommand, ValueEnum};

use super::said::SaidContext as _;

use crate::engine::wording::Wording;
use crate::tournament::event::Event;
use crate::tournament::pairing::{Method, Options, Pairing, pair_next};
use crate::tournament::ratings::event_ratings;
use crate::tournament::standings::{Record, standings};
use crate::tournament::tsh;

/// Standings, the next round's pairings, or rating estimates from a tsh `.t` file.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    pub command: Report,
}

#[derive(Debug, Subcommand)]
pub enum Report {
    /// `RANK NAME WINS LOSSES SPREAD`, best first, over every score in the file.
    Standings {
        /// The tsh `.t` file.
        file: PathBuf,
    },
    /// The next round (the first with a score missing): `FIRST SECOND` per game, `NAME BYE`.
    Pair {
        /// The tsh `.t` file.
        file: PathBuf,
        /// How to pair the round.
        #[arg(long, value_enum)]
        method: MethodArg,
        /// Rounds the event will have: turns on Gibsonization (king of the hill and Swiss).
        #[arg(long)]
        rounds: Option<usize>,
        /// Do not Gibsonize even when --rounds is given.
        #[arg(long)]
        no_gibson: bool,
        /// Rounds paired by initial Fontes (odd).
        #[arg(long, default_value_t = 3)]
        fontes_rounds: usize,
        /// Seed of the random method.
        #[arg(long, default_value_t = 0)]
        seed: u64,
    },
    /// Glicko-2 estimates, the event as one rating period: `NAME NEW_RATING NEW_DEVIATION`.
    Ratings {
        /// The tsh `.t` file.
        file: PathBuf,
    },
}

/// The pairing methods of the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum MethodArg {
    RoundRobin,
    DoubleRoundRobin,
    Koth,
    Swiss,
    Fontes,
    Random,
}

/// Prints the report.
pub fn execute(args: &Args) -> anyhow::Result<ExitCode> {
    print!("{}", report(args)?);
    Ok(ExitCode::SUCCESS)
}

/// What `execute` prints.
pub fn report(args: &Args) -> anyhow::Result<String> {
    match &args.command {
        Report::Standings { file } => Ok(standings_report(&load(file)?)),
        Report::Ratings { file } => Ok(ratings_report(&load(file)?)),
        Report::Pair {
            file,
            method,
            rounds,
            no_gibson,
            fontes_rounds,
            seed,
        } => {
            let event = load(file)?;
            let method = match method {
                MethodArg::RoundRobin => Method::RoundRobin { double: false },
                MethodArg::DoubleRoundRobin => Method::RoundRobin { double: true },
                MethodArg::Koth => Method::KingOfTheHill,
                MethodArg::Swiss => Method::Swiss,
                MethodArg::Fontes => Method::InitialFontes {
                    rounds: *fontes_rounds,
                },
                MethodArg::Random => Method::Random { seed: *seed },
            };
            let options = Options {
                total_rounds: *rounds,
                gibsonize: !no_gibson,
            };
            let round = pair_next(&event, &method, options).said_context(|| {
                Wording::new("cli-cannot-pair")
                    .number("round", event.scored_rounds() + 1)
                    .put("path", &file.display())
            })?;
            Ok(pairings_report(&event, &round))
        }
    }
}

fn load(path: &Path) -> anyhow::Result<Event> {
    let text = std::fs::read_to_string(path)
        .said_context(|| Wording::new("cli-cannot-read").put("path", &path.display()))?;
    tsh::read(&text).said_context(|| Wording::new("cli-the-event").put("path", &path.display()))
}

/// A count of halves as a number: `5` -> `2.5`, `4` -> `2`.
fn halves(n: u32) -> String {
    if n.is_multiple_of(2) {
        (n / 2).to_string()
    } else {
        format!("{}.5", n / 2)
    }
}

fn signed(spread: i64) -> String {
    if spread > 0 {
        format!("+{spread}")
    } else {
        spread.to_string()
    }
}

fn standings_report(event: &Event) -> String {
    let mut out = String::new();
    // Every score entered counts, a round still being played included.
    for s in standings(event, usize::MAX) {
        let Record {
            half_wins,
            half_losses,
            spread,
        } = s.record;
        let _ = writeln!(
            out,
            "{}\t{}\t{}\t{}\t{}",
            s.rank,
            event.players()[s.player].name,
            halves(half_wins),
            halves(half_losses),
            signed(spread)
        );
    }
    out
}

fn pairings_report(event: &Event, round: &[Pairing]) -> String {
    let name = |p: usize| event.players()[p].name.as_str();
    let mut out = String::new();
    for pairing in round {
        let _ = match *pairing {
            Pairing::Game { first, second } => writeln!(out, "{}\t{}", name(first), name(second)),
            Pairing::Bye(p) => writeln!(out, "{}\tBYE", name(p)),
        };
    }
    out
}

fn ratings_report(event: &Event) -> String {
    let mut out = String::new();
    for (p, r) in event.players().iter().zip(event_ratings(event)) {
        let _ = writeln!(out, "{}\t{:.2}\t{:.2}", p.name, r.rating, r.deviation);
    }
    out
}
