//! The `lexicord` binary: parses the command line and runs the chosen command.

use std::process::ExitCode;

use clap::Parser;
use lexicord::cli::Cli;

fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "lexicord=info,warn".into()),
        )
        .with_writer(std::io::stderr)
        .init();
    let cli = Cli::parse();
    cli.command.execute().unwrap_or_else(|error| {
        eprintln!("lexicord: {error:#}");
        ExitCode::FAILURE
    })
}
