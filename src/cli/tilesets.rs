//! `lexicord tilesets`: every tile set a game can be played with, one a line, TAB-separated:
//! `NAME<TAB>language, N tiles, M letters`.

use std::fmt::Write as _;
use std::io::Write as _;
use std::process::ExitCode;

use crate::engine::tiles::TileSet;

/// The listing `execute` prints.
pub fn listing() -> String {
    let mut out = String::new();
    for set in TileSet::all() {
        let _ = writeln!(
            out,
            "{}\t{}, {} tiles, {} letters",
            set.name(),
            set.language(),
            set.total_tiles(),
            set.letter_count()
        );
    }
    out
}

/// Prints the tile sets.
pub fn execute() -> anyhow::Result<ExitCode> {
    std::io::stdout().lock().write_all(listing().as_bytes())?;
    Ok(ExitCode::SUCCESS)
}
