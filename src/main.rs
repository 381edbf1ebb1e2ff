//! The `lexicord` binary: parses the command line and runs a subcommand.

mod cli;

use std::process::ExitCode;

use clap::Parser;

#[derive(Debug, Parser)]
#[command(name = "lexicord", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, clap::Subcommand)]
enum Command {
    /// Replay game records (GCG) and check every recorded score.
    Replay(cli::replay::Args),
}

fn main() -> anyhow::Result<ExitCode> {
    match Cli::parse().command {
        Command::Replay(args) => cli::replay::execute(&args),
    }
}
