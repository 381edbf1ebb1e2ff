//! `lexicord variants`: every variant a game can be opened with, one a line, TAB-separated:
//! `NAME<TAB>what it is`.

use std::io::Write as _;
use std::process::ExitCode;

use crate::engine::variant::CATALOGUE;

/// Prints the catalogue.
pub fn execute() -> anyhow::Result<ExitCode> {
    let mut out = std::io::stdout().lock();
    for (name, line) in CATALOGUE {
        writeln!(out, "{name}\t{line}")?;
    }
    Ok(ExitCode::SUCCESS)
}
