//! `lexicord render`: draws a position, from a CGP line or from a GCG record after any number
//! of its move lines, as a board PNG; or a whole record as an animated replay (GIF, see
//! `render_replay.rs`).

use std::path::PathBuf;
use std::process::ExitCode;

use super::record_replay::{bag_count, replay_of};
use super::said::{SaidContext as _, said};
use crate::engine::board::Board;
use crate::engine::formats::cgp::CgpPosition;
use crate::engine::formats::gcg::{self, Action};
use crate::engine::layout::{Layout, Pos};
use crate::engine::variant::{Variant, VariantId};
use crate::engine::wording::Wording;
use crate::render::{BoardView, PlayerLine, board_png};

/// Draw a position as a board picture (PNG).
#[derive(Debug, clap::Args)]
#[command(group(clap::ArgGroup::new("position").required(true).args(["cgp", "gcg", "variant"])))]
pub struct Args {
    /// The position as a CGP line (the player to move first).
    #[arg(long)]
    pub cgp: Option<String>,
    /// A game record (GCG); the picture shows the end of the game unless --turn says otherwise.
    #[arg(long)]
    pub gcg: Option<PathBuf>,
    /// Draw the position after the first K move lines of the record (0: the empty board).
    #[arg(long, value_name = "K", requires = "gcg")]
    pub turn: Option<usize>,
    /// Write the whole record as an animated replay (GIF), a picture a turn, instead of one
    /// position.
    #[arg(long, requires = "gcg", conflicts_with = "turn")]
    pub replay: bool,
    /// Draw the empty board of a variant (`classic`, `nine-tile`, `dice`, ...; see
    /// `lexicord variants`).
    #[arg(long, value_name = "NAME")]
    pub variant: Option<String>,
    /// Where to write the PNG (the GIF with --replay).
    #[arg(short, long)]
    pub output: PathBuf,
}

/// Reads the position, draws it and writes the PNG.
pub fn execute(args: &Args) -> anyhow::Result<ExitCode> {
    if let (true, Some(path)) = (args.replay, &args.gcg) {
        return write_replay(path, &args.output);
    }
    let position = match (&args.cgp, &args.gcg) {
        _ if args.variant.is_some() => empty_board(args.variant.as_deref().unwrap_or_default())?,
        (Some(cgp), _) => from_cgp(cgp)?,
        (None, Some(path)) => {
            let bytes = std::fs::read(path).said_context(|| {
                Wording::new("cli-cannot-read-record").put("path", &path.display())
            })?;
            from_gcg(&bytes, args.turn)
                .said_context(|| Wording::new("cli-cannot-draw").put("path", &path.display()))?
        }
        (None, None) => return Err(said(&Wording::new("cli-render-no-position"))),
    };
    let png = board_png(&position.view())?;
    std::fs::write(&args.output, png)
        .said_context(|| Wording::new("cli-cannot-write").put("path", &args.output.display()))?;
    Ok(ExitCode::SUCCESS)
}

/// Reads the record at `path` and writes its replay as a GIF to `output`.
fn write_replay(path: &std::path::Path, output: &std::path::Path) -> anyhow::Result<ExitCode> {
    let bytes = std::fs::read(path)
        .said_context(|| Wording::new("cli-cannot-read-record").put("path", &path.display()))?;
    let (variant, frames) = super::render_replay::frames_from_gcg(&bytes)
        .said_context(|| Wording::new("cli-cannot-replay").put("path", &path.display()))?;
    let gif = crate::render::replay_gif(&variant, &frames)?;
    std::fs::write(output, gif)
        .said_context(|| Wording::new("cli-cannot-write").put("path", &output.display()))?;
    Ok(ExitCode::SUCCESS)
}

/// A position to draw, with everything the picture shows.
#[derive(Clone, Debug)]
pub struct Position {
    pub variant: Variant,
    pub board: Board,
    pub last_play: Vec<Pos>,
    pub players: Vec<PlayerLine>,
    pub bag_count: usize,
}

impl Position {
    /// The picture's view of this position.
    pub fn view(&self) -> BoardView<'_> {
        BoardView {
            variant: &self.variant,
            board: &self.board,
            last_play: self.last_play.clone(),
            players: self.players.clone(),
            bag_count: self.bag_count,
            blocked: Vec::new(),
        }
    }
}

/// The empty board of the variant named `name`, two players to start, everything still to
/// draw (the whole bag, or all 12 dice in the cup).
pub fn empty_board(name: &str) -> anyhow::Result<Position> {
    let id = VariantId::parse(name)?;
    let variant = id.variant();
    let board = Board::empty(variant.layout.rows(), variant.layout.cols());
    let bag_count = if variant.uses_dice() {
        crate::engine::dice::DICE
    } else {
        variant.tiles.total_tiles()
    };
    let players = ["Player 1", "Player 2"]
        .iter()
        .enumerate()
        .map(|(k, name)| PlayerLine {
            name: (*name).to_owned(),
            score: 0,
            to_move: k == 0,
        })
        .collect();
    Ok(Position {
        variant,
        board,
        last_play: Vec::new(),
        players,
        bag_count,
    })
}

/// A CGP position on the classic board; the first player is the one to move.
pub fn from_cgp(text: &str) -> anyhow::Result<Position> {
    let cgp = CgpPosition::read(text).said_context(|| Wording::new("cli-cannot-read-cgp"))?;
    let layout = Layout::classic();
    if (cgp.board.rows(), cgp.board.cols()) != (layout.rows(), layout.cols()) {
        return Err(said(
            &Wording::new("cli-render-board")
                .number("rows", layout.rows())
                .number("cols", layout.cols())
                .number("given_rows", cgp.board.rows())
                .number("given_cols", cgp.board.cols()),
        ));
    }
    let variant = Variant::with_tiles(cgp.tiles);
    let players: Vec<PlayerLine> = cgp
        .scores
        .iter()
        .enumerate()
        .map(|(i, &score)| PlayerLine {
            name: format!("Player {}", i + 1),
            score,
            to_move: i == 0,
        })
        .collect();
    Ok(Position {
        bag_count: bag_count(&variant, &cgp.board, players.len()),
        variant,
        board: cgp.board,
        last_play: Vec::new(),
        players,
    })
}

/// The position of a GCG record after its first `turn` move lines (all of them if `None`):
/// the board, the tiles of the last play still on it, the recorded totals and whose turn it
/// is (nobody once the end-of-game rack lines have come).
pub fn from_gcg(bytes: &[u8], turn: Option<usize>) -> anyhow::Result<Position> {
    let record = gcg::read(&gcg::decode(bytes))?;
    let events: Vec<_> = record.events().collect();
    let turn = turn.unwrap_or(events.len());
    if turn > events.len() {
        return Err(said(
            &Wording::new("cli-record-too-short").number("moves", events.len()),
        ));
    }
    let (mut replay, nicks) = replay_of(&record, &events)?;
    let mut last_play = Vec::new();
    let mut ended = false;
    for event in &events[..turn] {
        let before = replay.board.clone();
        // Drawing does not judge: plays the rules disagree with are drawn as recorded where
        // they fit, and left out where they do not.
        replay.apply(event, None);
        let added: Vec<Pos> = replay
            .board
            .tiles()
            .map(|(pos, _)| pos)
            .filter(|&pos| before.get(pos).is_none())
            .collect();
        if !added.is_empty() {
            last_play = added;
        }
        ended |= matches!(event.action, Action::EndRack(_));
    }
    last_play.retain(|&pos| replay.board.get(pos).is_some());
    let mover = events[..turn]
        .last()
        .and_then(|last| nicks.iter().position(|(nick, _)| *nick == last.nick))
        .map_or(0, |i| (i + 1) % nicks.len().max(1));
    let players: Vec<PlayerLine> = nicks
        .iter()
        .enumerate()
        .map(|(i, (nick, name))| PlayerLine {
            name: if name.is_empty() {
                nick.clone()
            } else {
                name.clone()
            },
            score: replay.total(nick),
            to_move: !ended && i == mover,
        })
        .collect();
    Ok(Position {
        bag_count: bag_count(&replay.variant, &replay.board, players.len()),
        variant: replay.variant,
        board: replay.board,
        last_play,
        players,
    })
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::render::render_board;
    use crate::render::testing::{geometry_of, palette};

    /// The opening of a real game (tests/fixtures/gcg/macondo-gcgio_doug_v_emely.gcg), with a play
    /// challenged off at line 8.
    const OPENING: &str = "#player1 doug doug\n#player2 emely emely\n\
        >doug: DINNVWY 8D WINDY +32 32\n\
        >emely: ADEEGIL 7C GALE +16 16\n\
        >doug: AEJNOSV E3 JAVE..N +34 66\n\
        >emely: DEILOVX F2 VOX +39 55\n\
        >doug: ADENOST 10B DONATES +82 148\n\
        >emely: DEIILTZ 4B TIL.. +24 79\n\
        >emely: DEIILTZ --  -24 55\n";

    fn at(name: &str) -> Pos {
        let col = name.as_bytes()[0] - b'A';
        let row: u8 = name[1..].parse().unwrap();
        Pos::new(row - 1, col)
    }

    fn scores(position: &Position) -> Vec<(i32, bool)> {
        position
            .players
            .iter()
            .map(|p| (p.score, p.to_move))
            .collect()
    }

    #[test]
    fn a_record_is_drawn_at_any_turn() {
        let start = from_gcg(OPENING.as_bytes(), Some(0)).unwrap();
        assert!(start.board.is_empty());
        assert_eq!(scores(&start), vec![(0, true), (0, false)]);
        assert_eq!(start.bag_count, 86);

        let til = from_gcg(OPENING.as_bytes(), Some(6)).unwrap();
        assert_eq!(til.last_play, vec![at("B4"), at("C4"), at("D4")]);
        assert_eq!(scores(&til), vec![(148, true), (79, false)]);
        assert_eq!(til.players[1].name, "emely");

        let withdrawn = from_gcg(OPENING.as_bytes(), None).unwrap();
        assert!(withdrawn.last_play.is_empty());
        assert_eq!(withdrawn.board.get(at("B4")), None);
        assert_eq!(scores(&withdrawn), vec![(148, true), (55, false)]);
        let on_board = withdrawn.board.tiles().count();
        assert_eq!(withdrawn.bag_count, 100 - on_board - 14);

        let error = from_gcg(OPENING.as_bytes(), Some(8)).unwrap_err();
        assert_eq!(error.to_string(), "the record has only 7 move lines");
    }

    #[test]
    fn a_variants_empty_board_is_drawn_smaller_when_the_board_is() {
        let mat = empty_board("dice").unwrap();
        assert_eq!((mat.board.rows(), mat.board.cols()), (9, 9));
        assert_eq!(mat.bag_count, 12, "all 12 dice in the cup");
        let classic = empty_board("classic").unwrap();
        assert_eq!(classic.bag_count, 100);
        let (small, large) = (render_board(&mat.view()), render_board(&classic.view()));
        assert!(small.width() < large.width() && small.height() < large.height());
        // The same square size: the mat is as legible as the classic board.
        assert_eq!(
            geometry_of(&mat.view()).square,
            geometry_of(&classic.view()).square
        );
        let error = empty_board("chess").unwrap_err().to_string();
        assert!(error.contains("not a variant"), "{error}");
    }

    #[test]
    fn a_cgp_position_is_drawn_with_the_player_to_move_first() {
        let position =
            from_cgp("15/15/15/15/15/15/15/5HORN6/15/15/15/15/15/15/15 AEINRST/ 14/0 0 lex NWL20;")
                .unwrap();
        assert_eq!(scores(&position), vec![(14, true), (0, false)]);
        assert_eq!(position.board.tiles().count(), 4);
        assert_eq!(position.bag_count, 100 - 4 - 14);
        assert!(from_cgp("9/9/9/9/9/9/9/9/9 A/B 0/0 0").is_err());
    }

    /// A real record kept in the repository (`tests/fixtures/gcg`).
    fn fixture_record(name: &str) -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/gcg")
            .join(name)
    }

    #[test]
    fn a_whole_game_from_the_kept_records_is_drawn() {
        let bytes = std::fs::read(fixture_record("macondo-gcgio_doug_v_emely.gcg")).unwrap();
        let position = from_gcg(&bytes, None).unwrap();
        assert_eq!(scores(&position), vec![(451, false), (345, false)]);
        assert_eq!(position.bag_count, 0);
        let view = position.view();
        let img = render_board(&view);
        let geometry = geometry_of(&view);
        let colour = |square: &str| {
            let rect = geometry.square_rect(at(square));
            *img.get_pixel(
                (rect.x + rect.w / 2) as u32,
                (rect.y + rect.h * 3 / 20) as u32,
            )
        };
        // WINDY's Y on H8, the blanks of RE.IgION and .aFS, premiums left uncovered.
        assert_eq!(colour("H8"), palette::TILE);
        assert_eq!(colour("K9"), palette::BLANK_TILE);
        assert_eq!(colour("M14"), palette::BLANK_TILE);
        assert_eq!(colour("O1"), palette::TRIPLE_WORD);
        assert_eq!(colour("J2"), palette::TRIPLE_LETTER);
        // The last play, .aFS at 14L, is framed; the L of it was already there.
        for square in ["M14", "N14", "O14"] {
            let rect = geometry.square_rect(at(square));
            let top = *img.get_pixel((rect.x + rect.w / 2) as u32, (rect.y + 1) as u32);
            assert_eq!(top, palette::LAST_PLAY, "{square}");
        }
        let l14 = geometry.square_rect(at("L14"));
        let top = *img.get_pixel((l14.x + l14.w / 2) as u32, (l14.y + 1) as u32);
        assert_ne!(top, palette::LAST_PLAY);
    }
}
