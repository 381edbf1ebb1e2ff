//! The command line: `lexicord run | replay | moves | render`. Each subcommand reads files,
//! calls the library and prints.

pub mod moves;
pub mod render;
pub mod replay;
pub mod run;
pub mod tournament;

use clap::{Parser, Subcommand};

/// Lexicord: the crossword tile game on Discord.
#[derive(Debug, Parser)]
#[command(name = "lexicord", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Start the bot (runs its own PostgreSQL when no database URL is configured).
    Run(run::Args),
    /// Replay game records (GCG) and check every recorded score.
    Replay(replay::Args),
    /// Draw a position (CGP, or a GCG record at any turn) as a board picture.
    Render(render::Args),
    /// List the legal plays of positions (CGP), best first.
    Moves(moves::Args),
    /// Tournament reports from a tsh `.t` file: standings, the next round's pairings, ratings.
    Tournament(tournament::Args),
}

impl Command {
    /// Runs the subcommand.
    pub fn execute(&self) -> anyhow::Result<std::process::ExitCode> {
        match self {
            Command::Run(args) => run::execute(args),
            Command::Replay(args) => replay::execute(args),
            Command::Render(args) => render::execute(args),
            Command::Moves(args) => moves::execute(args),
            Command::Tournament(args) => tournament::execute(args),
        }
    }
}
