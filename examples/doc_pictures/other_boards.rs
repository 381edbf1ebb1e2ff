//! Each variant's empty board, as `lexicord render --variant NAME` draws it, and boards and
//! racks of other editions with their own letters (accents, two-letter tiles), the board's
//! words in the server's language.

use std::path::Path;

use lexicord::bot::pictures::board_labels;
use lexicord::cli::render::{Position, empty_board, from_cgp};
use lexicord::engine::rack::Rack;
use lexicord::engine::tiles::BLANK;
use lexicord::kinds::Language;
use lexicord::render;

use super::write;

/// The variants drawn, and the file each goes to.
const VARIANTS: [(&str, &str); 6] = [
    ("nine-tile", "variant-nine-tile.png"),
    ("blanks-blockers", "variant-blanks-blockers.png"),
    ("surprise:corners", "variant-surprise-corners.png"),
    ("hyper-race", "variant-hyper-race.png"),
    ("free-for-all-3", "variant-free-for-all.png"),
    ("dice", "variant-dice.png"),
];

/// A Spanish position with CH, RR and Ñ tiles and a blank played as LL (the CGP the
/// languages guide gives to `lexicord render`).
const SPANISH: &str =
    "15/15/15/15/15/15/15/4[CH]I[ll]A[RR]O[Ñ]U3/15/15/15/15/15/15/15 [CH]A?/ 0/0 0 ld spanish;";
/// A Polish position with its accented letters: ŹRÓDŁO across, ŻÓŁĆ down through its Ó.
const POLISH: &str = "15/15/15/15/15/15/6Ż8/4ŹRÓDŁO5/6Ł8/6Ć8/15/15/15/15/15 AŃĘ/ 0/0 0 ld polish;";

/// Every variant and edition picture.
pub fn pictures(dir: &Path) -> anyhow::Result<()> {
    for (name, file) in VARIANTS {
        let position = empty_board(name)?;
        write(dir, file, &labelled(&position, Language::English)?)?;
    }
    let spanish = from_cgp(SPANISH)?;
    write(
        dir,
        "spanish-board.png",
        &labelled(&spanish, Language::Spanish)?,
    )?;
    let tiles = &spanish.variant.tiles;
    // As the rack DM shows it: letters in alphabet order, then blanks.
    let mut rack = Rack::parse(tiles, "[CH]A?").map_or_else(Vec::new, |r| r.tiles());
    rack.sort_by_key(|&t| (t == BLANK, t));
    write(dir, "spanish-rack.png", &render::rack_png(tiles, &rack)?)?;
    let polish = from_cgp(POLISH)?;
    write(
        dir,
        "polish-board.png",
        &labelled(&polish, Language::Polish)?,
    )?;
    Ok(())
}

/// The position's board with its words in `language`, as a server set to it sees it.
fn labelled(position: &Position, language: Language) -> anyhow::Result<Vec<u8>> {
    Ok(render::board_png_labelled(
        &position.view(),
        &board_labels(language),
    )?)
}
