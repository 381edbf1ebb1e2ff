//! Draws every picture the guides show (`docs/guide/pictures/`) with the project's own
//! renderer and the bot's own picture builders, from fixed positions: a seeded game between
//! two computer players (its board, a rack, a preview, the game over, its review's charts and
//! its replay), made-up tournament, league and rating tables, each variant's board and the
//! boards of other editions. Run it after changing the renderer, and commit what changed:
//!
//! `cargo run --example doc_pictures` (or `-- DIR` to write elsewhere).
//!
//! `tests/doc_pictures.rs` fails when a guide names a picture that is not there.

mod events;
mod game;
mod other_boards;

use std::path::{Path, PathBuf};

use lexicord::engine::english::english;
use lexicord::engine::wording::Wording;

/// Where the pictures go unless a directory is given.
const PICTURES: &str = "docs/guide/pictures";

/// The catalogue's English for `key`: the words the bot would put on the picture.
fn say(key: &'static str) -> String {
    english(&Wording::new(key))
}

/// Writes one picture and says its size.
fn write(dir: &Path, name: &str, bytes: &[u8]) -> anyhow::Result<()> {
    std::fs::write(dir.join(name), bytes)?;
    println!("{name}\t{} KB", bytes.len().div_ceil(1024));
    Ok(())
}

fn main() -> anyhow::Result<()> {
    let dir = std::env::args()
        .nth(1)
        .map_or_else(|| PathBuf::from(PICTURES), PathBuf::from);
    std::fs::create_dir_all(&dir)?;
    game::pictures(&dir)?;
    events::pictures(&dir)?;
    other_boards::pictures(&dir)?;
    Ok(())
}
