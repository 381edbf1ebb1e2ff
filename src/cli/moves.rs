//! `lexicord moves`: every legal tile placement of one or more positions (CGP), best first.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context as _;

use crate::engine::formats::cgp::CgpPosition;
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::{Move, all_moves, sort_best_first};
use crate::engine::notation::Coord;
use crate::engine::tiles::TileSet;
use crate::engine::variant::Variant;

/// Plays shown when neither --all nor --top is given.
const DEFAULT_TOP: usize = 10;

/// List the legal plays of positions, best first.
#[derive(Debug, clap::Args)]
#[command(group(clap::ArgGroup::new("position").required(true).args(["cgp", "cgp_file"])))]
#[command(group(clap::ArgGroup::new("how_many").args(["all", "top"])))]
pub struct Args {
    /// Word list, one word a line, in the position's tile set (default: the built-in ENABLE).
    #[arg(long)]
    pub lexicon: Option<PathBuf>,
    /// One position in CGP.
    #[arg(long)]
    pub cgp: Option<String>,
    /// A file of positions in CGP, one a line.
    #[arg(long)]
    pub cgp_file: Option<PathBuf>,
    /// Print every play.
    #[arg(long)]
    pub all: bool,
    /// Print the best N plays (10 unless --all).
    #[arg(long)]
    pub top: Option<usize>,
}

/// Prints, for each position, `position N COUNT BEST`, then `COORD WORD SCORE` for each play
/// shown, best first, for the first rack (the player to move).
pub fn execute(args: &Args) -> anyhow::Result<ExitCode> {
    print!("{}", listing(args)?);
    Ok(ExitCode::SUCCESS)
}

/// What `execute` prints.
pub fn listing(args: &Args) -> anyhow::Result<String> {
    let lines: Vec<String> = match (&args.cgp, &args.cgp_file) {
        (Some(cgp), _) => vec![cgp.clone()],
        (None, Some(path)) => std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(str::to_owned)
            .collect(),
        (None, None) => anyhow::bail!("give a position with --cgp or --cgp-file"),
    };
    let word_list = match &args.lexicon {
        Some(path) => Some(
            std::fs::read(path)
                .with_context(|| format!("cannot read the lexicon {}", path.display()))?,
        ),
        None => None,
    };
    let limit = if args.all {
        usize::MAX
    } else {
        args.top.unwrap_or(DEFAULT_TOP)
    };
    let mut out = String::new();
    for (n, line) in lines.iter().enumerate() {
        let position = CgpPosition::read(line).with_context(|| format!("position {}", n + 1))?;
        let lexicon = load_lexicon(word_list.as_deref(), &position.tiles)?;
        let moves = position_moves(&position, &lexicon);
        let best = moves.first().map_or(0, Move::score);
        writeln!(out, "position {} {} {best}", n + 1, moves.len())?;
        for m in moves.iter().take(limit) {
            out.push_str(&describe(&position.tiles, m));
            out.push('\n');
        }
    }
    Ok(out)
}

/// The lexicon to use: a word list (or a cached word graph) from the file, else ENABLE.
fn load_lexicon(file: Option<&[u8]>, tiles: &TileSet) -> anyhow::Result<Lexicon> {
    let Some(bytes) = file else {
        return Ok(Lexicon::enable());
    };
    if Lexicon::is_graph_bytes(bytes) {
        return Ok(Lexicon::from_bytes(bytes.to_vec())?);
    }
    let text = std::str::from_utf8(bytes).context("the lexicon is not UTF-8 text")?;
    Ok(Lexicon::from_text(tiles, text)?)
}

/// Every play for the first rack of the position, best first.
pub fn position_moves(position: &CgpPosition, lexicon: &Lexicon) -> Vec<Move> {
    let variant = Variant::with_tiles(position.tiles.clone());
    let variant = Variant {
        layout: layout_for(&variant, position),
        ..variant
    };
    let Some(rack) = position.racks.first() else {
        return Vec::new();
    };
    let mut moves = all_moves(&variant, lexicon, &position.board, rack);
    sort_best_first(&mut moves);
    moves
}

/// The classic layout for a 15x15 board; for other sizes, plain squares with the centre as
/// the start (CGP carries no premium squares).
fn layout_for(variant: &Variant, position: &CgpPosition) -> crate::engine::layout::Layout {
    let (rows, cols) = (position.board.rows(), position.board.cols());
    if (rows, cols) == (variant.layout.rows(), variant.layout.cols()) {
        return variant.layout.clone();
    }
    let map: Vec<String> = (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| {
                    if r == rows / 2 && c == cols / 2 {
                        '+'
                    } else {
                        '.'
                    }
                })
                .collect()
        })
        .collect();
    let map: Vec<&str> = map.iter().map(String::as_str).collect();
    crate::engine::layout::Layout::from_map("plain", &map)
        .unwrap_or_else(|_| variant.layout.clone())
}

/// `COORD WORD SCORE`: the main word from its first square, through tiles as their letters,
/// blanks in lower case.
fn describe(tiles: &TileSet, m: &Move) -> String {
    let coord = Coord {
        start: m.start(),
        dir: m.dir(),
    };
    format!("{coord} {} {}", m.spell(tiles), m.score())
}
