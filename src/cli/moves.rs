//! `lexicord moves`: every legal tile placement of one or more positions (CGP), best first,
//! streamed to the output as it is worked out (one position's plays in memory at a time).

use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use super::said::{SaidContext as _, said};
use crate::engine::formats::cgp::CgpPosition;
use crate::engine::layout::{Direction, Layout, Pos};
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::{
    Move, PackedPlays, all_moves, best_first_order, generate, sort_best_first,
};
use crate::engine::notation::Coord;
use crate::engine::tiles::{Placed, TileSet};
use crate::engine::variant::Variant;
use crate::engine::wording::Wording;

/// Plays shown when neither --all nor --top is given.
const DEFAULT_TOP: usize = 10;

/// Rows and columns a board may have (as the generator allows).
const MAX_SIDE: u8 = 26;

/// List the legal plays of positions, best first.
#[derive(Debug, clap::Args)]
#[command(group(clap::ArgGroup::new("position").required(true).args(["cgp", "cgp_file"])))]
#[command(group(clap::ArgGroup::new("how_many").args(["all", "top"])))]
pub struct Args {
    /// Word list, one word a line, in the position's tile set (default: the built-in ENABLE).
    #[arg(long, visible_alias = "words")]
    pub lexicon: Option<PathBuf>,
    /// The tile set the positions are in (`lexicord tilesets` lists them), whatever their `ld`
    /// operation says; without it, the `ld` operation's set, else English.
    #[arg(long)]
    pub tileset: Option<String>,
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
    let stdout = std::io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    write_listing(args, &mut out)?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// What `execute` prints, as one string.
pub fn listing(args: &Args) -> anyhow::Result<String> {
    let mut out = Vec::new();
    write_listing(args, &mut out)?;
    Ok(String::from_utf8(out)?)
}

/// Writes what `execute` prints to `out`, position by position.
pub fn write_listing(args: &Args, out: &mut impl Write) -> anyhow::Result<()> {
    let (input, word_list, tileset) = inputs(args)?;
    let limit = if args.all {
        usize::MAX
    } else {
        args.top.unwrap_or(DEFAULT_TOP)
    };
    let coords = CoordTable::new();
    let mut lexicon: Option<(TileSet, Lexicon)> = None;
    let mut variant: Option<Variant> = None;
    let mut plays = PackedPlays::default();
    let mut labels = Labels::default();
    let mut buf = Vec::with_capacity(1 << 12);
    let mut n = 0;
    for line in input.lines() {
        let line = line.said_context(|| Wording::new("cli-cannot-read-positions"))?;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        n += 1;
        let position = match &tileset {
            Some(set) => CgpPosition::read_with(line, set.clone()),
            None => CgpPosition::read(line),
        }
        .said_context(|| Wording::new("cli-moves-position").number("position", n))?;
        if lexicon.as_ref().is_none_or(|(t, _)| *t != position.tiles) {
            let loaded = load_lexicon(word_list.as_deref(), &position.tiles)?;
            lexicon = Some((position.tiles.clone(), loaded));
            labels = Labels::new(&position.tiles);
        }
        let lexicon = &lexicon.as_ref().expect("loaded above").1;
        if variant.as_ref().is_none_or(|v| !fits(v, &position)) {
            variant = Some(variant_for(&position));
        }
        let variant = variant.as_ref().expect("made above");
        plays.clear();
        if let Some(rack) = position.racks.first() {
            generate(variant, lexicon, &position.board, rack, &mut plays);
        }
        if !plays.complete() {
            let rack = position.racks.first().expect("plays came from the rack");
            let moves = all_moves(variant, lexicon, &position.board, rack);
            write_moves(n, &moves, limit, &coords, &labels, out)?;
            continue;
        }
        plays.sort_best_first();
        let best = plays.in_order().next().map_or(0, |p| p.score);
        writeln!(out, "position {n} {} {best}", plays.len())?;
        for play in plays.in_order().take(limit) {
            describe(
                &coords,
                &labels,
                play.start,
                play.dir,
                play.letters(),
                play.score,
                &mut buf,
            );
            if buf.len() >= 1 << 12 {
                out.write_all(&buf)?;
                buf.clear();
            }
        }
        out.write_all(&buf)?;
        buf.clear();
    }
    Ok(())
}

/// The positions to read, the word list's bytes and the tile set.
type Inputs = (Box<dyn BufRead>, Option<Vec<u8>>, Option<TileSet>);

/// What `args` names to read: the positions (read line by line: only one position is in
/// memory at a time), the word list's bytes and the tile set, if given.
fn inputs(args: &Args) -> anyhow::Result<Inputs> {
    let input: Box<dyn BufRead> = match (&args.cgp, &args.cgp_file) {
        (Some(cgp), _) => Box::new(std::io::Cursor::new(cgp.clone().into_bytes())),
        (None, Some(path)) => {
            Box::new(BufReader::new(File::open(path).said_context(|| {
                Wording::new("cli-cannot-read").put("path", &path.display())
            })?))
        }
        (None, None) => return Err(said(&Wording::new("cli-moves-no-position"))),
    };
    let word_list = match &args.lexicon {
        Some(path) => Some(std::fs::read(path).said_context(|| {
            Wording::new("cli-cannot-read-lexicon").put("path", &path.display())
        })?),
        None => None,
    };
    let tileset =
        match &args.tileset {
            Some(name) => Some(TileSet::by_name(name).said_context(|| {
                Wording::new("cli-no-tile-set").put("name", &format!("{name:?}"))
            })?),
            None => None,
        };
    Ok((input, word_list, tileset))
}

/// Writes one position's listing from [`Move`]s: for plays that do not fit a packed key
/// (never on the game's boards).
fn write_moves(
    n: usize,
    moves: &[Move],
    limit: usize,
    coords: &CoordTable,
    labels: &Labels,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let mut order = Vec::new();
    best_first_order(moves, &mut order);
    let best = order.first().map_or(0, |&i| moves[i as usize].score());
    writeln!(out, "position {n} {} {best}", moves.len())?;
    let mut buf = Vec::new();
    for &i in order.iter().take(limit) {
        let m = &moves[i as usize];
        describe(
            coords,
            labels,
            m.start(),
            m.dir(),
            m.letters(),
            m.score(),
            &mut buf,
        );
    }
    out.write_all(&buf)?;
    Ok(())
}

/// The lexicon to use: a word list (or a cached word graph) from the file, else ENABLE, which
/// is in English letters only.
pub(super) fn load_lexicon(file: Option<&[u8]>, tiles: &TileSet) -> anyhow::Result<Lexicon> {
    let Some(bytes) = file else {
        if *tiles != TileSet::english() {
            return Err(said(
                &Wording::new("cli-enable-english-only").put("tiles", &tiles.name()),
            ));
        }
        return Ok(Lexicon::enable());
    };
    if Lexicon::is_graph_bytes(bytes) {
        return Ok(Lexicon::from_bytes(bytes.to_vec())?);
    }
    let text = std::str::from_utf8(bytes).said_context(|| Wording::new("cli-lexicon-not-utf8"))?;
    Ok(Lexicon::from_text(tiles, text)?)
}

/// Every play for the first rack of the position, best first.
pub fn position_moves(position: &CgpPosition, lexicon: &Lexicon) -> Vec<Move> {
    let Some(rack) = position.racks.first() else {
        return Vec::new();
    };
    let mut moves = all_moves(&variant_for(position), lexicon, &position.board, rack);
    sort_best_first(&mut moves);
    moves
}

/// Whether `variant` is the one [`variant_for`] makes for `position`.
fn fits(variant: &Variant, position: &CgpPosition) -> bool {
    variant.tiles == position.tiles
        && (variant.layout.rows(), variant.layout.cols())
            == (position.board.rows(), position.board.cols())
}

/// The classic game with the position's tiles, on its board (see [`layout_for`]).
fn variant_for(position: &CgpPosition) -> Variant {
    let variant = Variant::with_tiles(position.tiles.clone());
    Variant {
        layout: layout_for(&variant, position),
        ..variant
    }
}

/// The classic layout for a 15x15 board; for other sizes, plain squares with the centre as
/// the start (CGP carries no premium squares).
fn layout_for(variant: &Variant, position: &CgpPosition) -> Layout {
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
    Layout::from_map("plain", &map).unwrap_or_else(|_| variant.layout.clone())
}

/// The text of every coordinate (`8D`, `D8`), written once.
struct CoordTable {
    /// Indexed by row, column and direction.
    text: Vec<String>,
}

impl CoordTable {
    fn new() -> Self {
        let mut text = Vec::with_capacity(usize::from(MAX_SIDE) * usize::from(MAX_SIDE) * 2);
        for row in 0..MAX_SIDE {
            for col in 0..MAX_SIDE {
                for dir in [Direction::Across, Direction::Down] {
                    let start = Pos::new(row, col);
                    text.push(Coord { start, dir }.to_string());
                }
            }
        }
        Self { text }
    }

    fn get(&self, start: Pos, dir: Direction) -> &str {
        let index = (usize::from(start.row) * usize::from(MAX_SIDE) + usize::from(start.col)) * 2
            + usize::from(dir == Direction::Down);
        &self.text[index]
    }
}

/// The text of every tile of a tile set, as a letter (upper case) and as a blank (lower case).
#[derive(Default)]
struct Labels {
    /// Indexed by letter, then 0 for a tile and 1 for a blank.
    text: Vec<[String; 2]>,
}

impl Labels {
    fn new(tiles: &TileSet) -> Self {
        let mut text = vec![[String::new(), String::new()]; tiles.letter_count() + 1];
        for letter in tiles.letters() {
            text[usize::from(letter)] = [
                tiles.write(&[Placed::tile(letter)]),
                tiles.write(&[Placed::blank(letter)]),
            ];
        }
        Self { text }
    }
}

/// Appends `COORD WORD SCORE` and a newline: the main word from its first square, through
/// tiles as their letters, blanks in lower case.
fn describe(
    coords: &CoordTable,
    labels: &Labels,
    start: Pos,
    dir: Direction,
    letters: impl Iterator<Item = Placed>,
    score: u32,
    out: &mut Vec<u8>,
) {
    out.extend_from_slice(coords.get(start, dir).as_bytes());
    out.push(b' ');
    for tile in letters {
        out.extend_from_slice(
            labels.text[usize::from(tile.letter)][usize::from(tile.blank)].as_bytes(),
        );
    }
    out.push(b' ');
    push_number(score, out);
    out.push(b'\n');
}

/// Appends `n` in decimal.
fn push_number(mut n: u32, out: &mut Vec<u8>) {
    let mut digits = [0u8; 10];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.extend_from_slice(&digits[at..]);
}

/// A CGP position on the standard board with its variant and word list (`lexicon`, else the
/// built-in one for English): what `lexicord endgame` and `lexicord analyze` start from.
/// `board_refusal` is the key of the command's refusal of another board size
/// (`cli-endgame-board`), which is given the board's `rows` and `cols`.
pub(super) fn read_position(
    cgp: &str,
    lexicon: Option<&std::path::Path>,
    board_refusal: &'static str,
) -> anyhow::Result<(
    crate::engine::formats::cgp::CgpPosition,
    crate::engine::variant::Variant,
    Lexicon,
)> {
    let cgp = crate::engine::formats::cgp::CgpPosition::read(cgp)
        .said_context(|| Wording::new("cli-cannot-read-position"))?;
    let variant = crate::engine::variant::Variant::with_tiles(cgp.tiles.clone());
    let (rows, cols) = (variant.layout.rows(), variant.layout.cols());
    if (cgp.board.rows(), cgp.board.cols()) != (rows, cols) {
        let refusal = Wording::new(board_refusal)
            .number("rows", rows)
            .number("cols", cols);
        return Err(said(&refusal));
    }
    let word_list = match lexicon {
        Some(path) => Some(std::fs::read(path).said_context(|| {
            Wording::new("cli-cannot-read-lexicon").put("path", &path.display())
        })?),
        None => None,
    };
    let lexicon = load_lexicon(word_list.as_deref(), &cgp.tiles)?;
    Ok((cgp, variant, lexicon))
}
