//! `/puzzle`: a daily "find the best play" position per server (UTC days), answered privately.
//! A player's first answer of the day is the one that counts (ranked by score among every
//! legal play, and kept for the solvers' leaderboard and streaks); later answers are ranked
//! too, for practice, and change nothing. Yesterday's answer is shown with today's puzzle.

mod create;
mod streaks;

use anyhow::{Context as _, anyhow};
use time::{Date, Duration, UtcOffset};

use crate::engine::board::Board;
use crate::engine::formats::cgp::CgpPosition;
use crate::engine::game::GameError;
use crate::engine::notation::{ThroughStyle, format_play, parse_play};
use crate::engine::puzzle::{self, Ranking};
use crate::engine::rack::Rack;
use crate::engine::variant::Variant;
use crate::kinds::PuzzleSource;
use crate::store::puzzles::{self, AnswerRow, PuzzleRow};

use crate::service::Request;
use crate::service::errors::{ServiceError, UserError};
use crate::service::study::Study;

pub use streaks::{Streak, streak};

/// How many solvers the leaderboard lists.
const LEADERBOARD_LINES: usize = 10;

/// Today's puzzle as the asker sees it (the rack is the puzzle's, the same for everyone).
#[derive(Clone, Debug)]
pub struct PuzzleView {
    pub day: Date,
    pub lexicon: String,
    pub variant: Variant,
    pub board: Board,
    /// The rack's tiles (0 = blank) and as text.
    pub rack: Vec<u8>,
    pub rack_text: String,
    /// Every player's score, the player to move first.
    pub scores: Vec<i32>,
    pub bag_count: usize,
    pub source: PuzzleSource,
    /// The finished game it comes from.
    pub source_game: Option<i64>,
    /// How many legal plays the position has.
    pub play_count: i32,
    /// The asker's first answer today.
    pub yours: Option<AnswerView>,
    /// Yesterday's puzzle with its answer, if the server had one.
    pub yesterday: Option<Reveal>,
}

/// An answer as players see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnswerView {
    /// `8H WORD`.
    pub play: String,
    pub score: i32,
    pub rank: i32,
    pub best: bool,
}

impl From<AnswerRow> for AnswerView {
    fn from(row: AnswerRow) -> Self {
        Self {
            play: row.play,
            score: row.score,
            rank: row.rank,
            best: row.best,
        }
    }
}

/// A past puzzle's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reveal {
    pub day: Date,
    pub rack_text: String,
    pub best_score: i32,
    /// Every play with the top score (`8H WORD`).
    pub best_plays: Vec<String>,
    pub play_count: i32,
    /// How many answered, and how many of them found a best play.
    pub answered: i64,
    pub solved: i64,
    /// The asker's first answer that day.
    pub yours: Option<AnswerView>,
}

/// What the bot says to an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleVerdict {
    pub day: Date,
    /// The play as read back (`8H WORD`).
    pub play: String,
    pub ranking: Ranking,
    /// Whether this was the asker's first answer today (the one that counts).
    pub counted: bool,
    /// The first answer, when this one was a retry.
    pub first: Option<AnswerView>,
    /// The asker's record after it.
    pub record: Streak,
}

/// One line of the solvers' leaderboard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolverLine {
    pub user_id: i64,
    pub name: String,
    pub record: Streak,
}

/// The server's solvers, best first (most solved, then the longest current streak, then the
/// longest streak), and the asker's own line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleStandings {
    pub day: Date,
    pub lines: Vec<SolverLine>,
    pub you: Option<SolverLine>,
}

/// A stored puzzle read back.
struct Puzzle {
    variant: Variant,
    position: CgpPosition,
}

impl Puzzle {
    fn of(row: &PuzzleRow) -> anyhow::Result<Self> {
        let variant = row.variant.variant();
        let position = CgpPosition::read_with(&row.position, variant.tiles.clone())
            .with_context(|| format!("puzzle {} has an unreadable position", row.id))?;
        Ok(Self { variant, position })
    }

    fn rack(&self) -> &Rack {
        &self.position.racks[0]
    }
}

impl Study {
    /// Today's UTC day on the service's clock.
    pub fn puzzle_day(&self) -> Date {
        self.now().to_offset(UtcOffset::UTC).date()
    }

    /// Today's puzzle of the asker's server (made now if nobody asked for it yet), with
    /// yesterday's answer.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn puzzle(&self, request: &Request) -> Result<PuzzleView, ServiceError> {
        let guild = request.guild_id.ok_or(UserError::PuzzleNeedsServer)?;
        let day = self.puzzle_day();
        let row = self.puzzle_of_day(guild, day).await?;
        let stored = Puzzle::of(&row)?;
        let mut conn = self.pool.acquire().await?;
        let yours = puzzles::answer_of(&mut conn, row.id, request.user_id)
            .await?
            .map(AnswerView::from);
        let yesterday = match puzzles::puzzle_on(&mut conn, guild, day - Duration::days(1)).await? {
            Some(past) => {
                let (answered, solved) = puzzles::answer_counts(&mut conn, past.id).await?;
                let yours = puzzles::answer_of(&mut conn, past.id, request.user_id)
                    .await?
                    .map(AnswerView::from);
                let rack_text = Puzzle::of(&past)?
                    .rack()
                    .to_text(&past.variant.variant().tiles);
                Some(Reveal {
                    day: past.day,
                    rack_text,
                    best_score: past.best_score,
                    best_plays: past.best_plays.lines().map(str::to_owned).collect(),
                    play_count: past.play_count,
                    answered,
                    solved,
                    yours,
                })
            }
            None => None,
        };
        let rack = stored.rack().clone();
        Ok(PuzzleView {
            day,
            lexicon: row.lexicon.clone(),
            rack_text: rack.to_text(&stored.variant.tiles),
            rack: rack.tiles(),
            scores: stored.position.scores.clone(),
            board: stored.position.board,
            variant: stored.variant,
            bag_count: usize::try_from(row.bag_count).unwrap_or(0),
            source: row.source,
            source_game: row.source_game_id,
            play_count: row.play_count,
            yours,
            yesterday,
        })
    }

    /// Ranks the asker's answer to today's puzzle, `word` at `at` as `/play` takes them. The
    /// first answer of the day is stored and counts; a later one is ranked and changes
    /// nothing. Bad input is refused and changes nothing.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn answer_puzzle(
        &self,
        request: &Request,
        word: &str,
        at: &str,
    ) -> Result<PuzzleVerdict, ServiceError> {
        let guild = request.guild_id.ok_or(UserError::PuzzleNeedsServer)?;
        let day = self.puzzle_day();
        let row = {
            let mut conn = self.pool.acquire().await?;
            puzzles::puzzle_on(&mut conn, guild, day)
                .await?
                .ok_or(UserError::NoPuzzleYet)?
        };
        let stored = Puzzle::of(&row)?;
        let tiles = &stored.variant.tiles;
        let board = &stored.position.board;
        let placement = parse_play(tiles, board, at.trim(), word.trim())?;
        let play = format_play(tiles, board, &placement, ThroughStyle::Letters).to_string();
        let rack_text = stored.rack().to_text(tiles);
        let lexicon = self.lexicons.get(&row.lexicon)?.clone();
        let ranking = tokio::task::spawn_blocking(move || {
            puzzle::rank_play(
                &stored.variant,
                &lexicon,
                &stored.position.board,
                &stored.position.racks[0],
                &placement,
            )
        })
        .await
        .map_err(|e| anyhow!("ranking a puzzle answer: {e}"))?
        .map_err(|error| match error {
            GameError::TilesNotOnRack(_) => UserError::PuzzleTiles(rack_text, error),
            other => UserError::PuzzlePlay(other),
        })?;
        let answer = AnswerRow {
            puzzle_id: row.id,
            user_id: request.user_id,
            display_name: request.user_name.clone(),
            play: play.clone(),
            score: ranking.score as i32,
            rank: ranking.rank as i32,
            best: ranking.is_best(),
            interaction_id: request.interaction_id,
        };
        let mut tx = self.pool.begin().await?;
        let mut counted = puzzles::insert_answer(&mut tx, &answer, self.now()).await?;
        let mut first = None;
        if !counted {
            let stored = puzzles::answer_of(&mut tx, row.id, request.user_id)
                .await?
                .context("an answer is stored")?;
            // The same interaction delivered again is the first answer, not a retry.
            if stored.interaction_id.is_some() && stored.interaction_id == request.interaction_id {
                counted = true;
            } else {
                first = Some(AnswerView::from(stored));
            }
        }
        let results = puzzles::results(&mut tx, guild, Some(request.user_id)).await?;
        tx.commit().await?;
        let days: Vec<(Date, bool)> = results.iter().map(|r| (r.day, r.best)).collect();
        Ok(PuzzleVerdict {
            day,
            play,
            ranking,
            counted,
            first,
            record: streak(&days, day),
        })
    }

    /// The server's solvers' leaderboard and the asker's own line.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn puzzle_standings(
        &self,
        request: &Request,
    ) -> Result<PuzzleStandings, ServiceError> {
        let guild = request.guild_id.ok_or(UserError::PuzzleNeedsServer)?;
        let day = self.puzzle_day();
        let mut conn = self.pool.acquire().await?;
        let results = puzzles::results(&mut conn, guild, None).await?;
        let mut lines: Vec<SolverLine> = Vec::new();
        for chunk in results.chunk_by(|a, b| a.user_id == b.user_id) {
            let days: Vec<(Date, bool)> = chunk.iter().map(|r| (r.day, r.best)).collect();
            let latest = chunk
                .last()
                .map(|r| r.display_name.clone())
                .unwrap_or_default();
            lines.push(SolverLine {
                user_id: chunk[0].user_id,
                name: latest,
                record: streak(&days, day),
            });
        }
        lines.sort_by(|a, b| {
            let key = |l: &SolverLine| (l.record.solved, l.record.current, l.record.longest);
            key(b).cmp(&key(a)).then_with(|| a.name.cmp(&b.name))
        });
        let you = lines.iter().find(|l| l.user_id == request.user_id).cloned();
        lines.retain(|l| l.record.solved > 0);
        lines.truncate(LEADERBOARD_LINES);
        Ok(PuzzleStandings { day, lines, you })
    }
}
