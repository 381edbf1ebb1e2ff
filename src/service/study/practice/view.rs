//! What `/practice` shows and says: a position from the asker's own game (the board then and
//! their own rack, nobody else's), what became of an answer, and the asker's streak.

use anyhow::Context as _;

use crate::engine::board::Board;
use crate::engine::formats::cgp::CgpPosition;
use crate::engine::puzzle::PuzzlePosition;
use crate::engine::variant::Variant;
use crate::store::practice::{PlayerRow, PositionRow};

/// A player's practice record.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PracticeRecord {
    /// Consecutive right answers, and the longest such run.
    pub streak: u32,
    pub longest: u32,
    pub answered: u32,
    pub right: u32,
}

impl From<PlayerRow> for PracticeRecord {
    fn from(row: PlayerRow) -> Self {
        let n = |v: i32| u32::try_from(v).unwrap_or(0);
        Self {
            streak: n(row.streak),
            longest: n(row.longest),
            answered: n(row.answered),
            right: n(row.answered_right),
        }
    }
}

/// A position served to its player.
#[derive(Clone, Debug)]
pub struct PracticeView {
    pub game_id: i64,
    /// The turn's number in the game's history (1 for the first entry).
    pub turn_number: i32,
    pub lexicon: String,
    pub variant: Variant,
    pub board: Board,
    /// The player's rack's tiles (0 = blank) and as text.
    pub rack: Vec<u8>,
    pub rack_text: String,
    /// Every player's score then, the player's first.
    pub scores: Vec<i32>,
    pub bag_count: usize,
    /// What they did then (`8H WORD`, `exchange 3`, `pass`) and its score.
    pub made: String,
    pub made_score: i32,
    /// Positions waiting for an answer, this one included.
    pub waiting: i64,
    pub record: PracticeRecord,
}

/// What `/practice` gives.
#[derive(Clone, Debug)]
pub enum PracticeOffer {
    /// A position to answer.
    Position(Box<PracticeView>),
    /// The asker has no finished game.
    NoGames,
    /// Their finished games hold no position worth practising.
    NoMistakes { games: i64 },
    /// Every position of their finished games is answered.
    AllAnswered { games: i64, record: PracticeRecord },
}

/// What an answer was worth.
#[derive(Clone, Debug, PartialEq)]
pub struct PracticeVerdict {
    pub game_id: i64,
    pub turn_number: i32,
    /// The answer as read back (`8H WORD`), its score and static equity.
    pub play: String,
    pub score: i32,
    pub equity: f32,
    pub right: bool,
    /// Every play of the best equity (`8H WORD`), its score and equity.
    pub best_plays: Vec<String>,
    pub best_score: i32,
    pub best_equity: f32,
    /// The asker's record after the answer.
    pub record: PracticeRecord,
    /// Positions still waiting for an answer.
    pub waiting: i64,
}

/// A stored position read back.
pub(crate) struct Stored {
    pub variant: Variant,
    pub position: PuzzlePosition,
}

impl Stored {
    pub(crate) fn of(row: &PositionRow) -> anyhow::Result<Self> {
        let variant = row.variant.variant();
        let cgp = CgpPosition::read_with(&row.position, variant.tiles.clone())
            .with_context(|| format!("practice position {} is unreadable", row.id))?;
        let rack = cgp
            .racks
            .first()
            .cloned()
            .with_context(|| format!("practice position {} has no rack", row.id))?;
        Ok(Self {
            position: PuzzlePosition {
                board: cgp.board,
                rack,
                scores: cgp.scores,
                bag_len: usize::try_from(row.bag_count).unwrap_or(0),
            },
            variant,
        })
    }
}

/// The verdict an answered row holds.
pub(crate) fn verdict_of(
    row: &PositionRow,
    record: PracticeRecord,
    waiting: i64,
) -> PracticeVerdict {
    PracticeVerdict {
        game_id: row.game_id,
        turn_number: row.turn + 1,
        play: row.answer.clone().unwrap_or_default(),
        score: row.answer_score.unwrap_or(0),
        equity: row.answer_equity.unwrap_or(0.0),
        right: row.answer_right.unwrap_or(false),
        best_plays: row.best_plays.lines().map(str::to_owned).collect(),
        best_score: row.best_score,
        best_equity: row.best_equity,
        record,
        waiting,
    }
}
