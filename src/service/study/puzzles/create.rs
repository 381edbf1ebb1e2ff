//! Making a server's puzzle for a day: the best candidate among the turns of its most recent
//! finished games whose position (board and rack) no earlier puzzle of the server had (see `engine::puzzle::choose`), else from a game the
//! computer plays against itself, seeded by the server and the day. Two processes asking at
//! once both compute the same puzzle; the unique key keeps the first stored.

use anyhow::{Context as _, anyhow};
use time::Date;

use crate::engine::game::Game;
use crate::engine::lexicon::Lexicon;
use crate::engine::puzzle::{self, Candidate};
use crate::engine::variant::{Variant, VariantId};
use crate::kinds::PuzzleSource;
use crate::service::position_text::cgp_of;
use crate::service::study::Study;
use crate::service::{ServiceError, SharedLexicon, loaded};
use crate::store::games;
use crate::store::puzzles::{self, PuzzleRow};

/// How many of a server's most recent finished games are looked at for a puzzle.
const RECENT_GAMES: i64 = 10;
/// Self-play games tried (with the next seeds) before giving up on a day's puzzle.
const SELF_PLAY_TRIES: u64 = 4;

/// A finished game a puzzle may come from.
struct Source {
    game_id: i64,
    variant: VariantId,
    lexicon_name: String,
    lexicon: SharedLexicon,
    game: Game,
}

impl Study {
    /// The server's puzzle for `day`, made now if nobody asked for it before.
    #[tracing::instrument(skip_all, fields(guild_id))]
    pub(crate) async fn puzzle_of_day(
        &self,
        guild_id: i64,
        day: Date,
    ) -> Result<PuzzleRow, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        if let Some(row) = puzzles::puzzle_on(&mut conn, guild_id, day).await? {
            return Ok(row);
        }
        let used: Vec<String> = puzzles::positions(&mut conn, guild_id)
            .await?
            .iter()
            .map(|p| board_and_rack(p).to_owned())
            .collect();
        let mut sources = Vec::new();
        for id in puzzles::recent_finished_games(&mut conn, guild_id, RECENT_GAMES).await? {
            let Some(row) = games::game(&mut conn, id).await? else {
                continue;
            };
            // A game in a word list the bot no longer has cannot be checked.
            if !self.lexicons.contains(&row.lexicon) {
                continue;
            }
            let loaded = loaded::load(&mut conn, row, &self.lexicons).await?;
            if let Some(game) = loaded.game {
                sources.push(Source {
                    game_id: id,
                    variant: loaded.row.variant,
                    lexicon: self.lexicons.reading(&loaded.row).ok_or_else(|| {
                        anyhow::anyhow!("no word list for game {}", loaded.row.id)
                    })?,
                    lexicon_name: loaded.row.lexicon,
                    game,
                });
            }
        }
        drop(conn);
        let settings = self.server_settings(Some(guild_id)).await?;
        let fallback = (
            settings.lexicon.clone(),
            self.lexicons.get(&settings.lexicon)?.clone(),
        );
        let made = tokio::task::spawn_blocking(move || {
            made_puzzle(guild_id, day, &sources, &used, &fallback)
        })
        .await
        .map_err(|e| anyhow!("making a puzzle: {e}"))??;
        let mut tx = self.pool.begin().await?;
        puzzles::insert_puzzle(&mut tx, &made, self.now()).await?;
        let row = puzzles::puzzle_on(&mut tx, guild_id, day)
            .await?
            .context("the day's puzzle was stored")?;
        tx.commit().await?;
        Ok(row)
    }
}

/// The puzzle for a server and day from its finished games, else from self-play.
fn made_puzzle(
    guild_id: i64,
    day: Date,
    sources: &[Source],
    used: &[String],
    fallback: &(String, SharedLexicon),
) -> anyhow::Result<PuzzleRow> {
    let mut options = Vec::new();
    // A puzzle is a position of the classic kind: the variant says whether its games have one.
    let plain = |v: &Variant| v.supports(crate::engine::variant::Feature::Puzzles);
    for (s, source) in sources
        .iter()
        .enumerate()
        .filter(|(_, source)| plain(source.game.variant()))
    {
        for candidate in puzzle::candidates_of(&source.game) {
            let cgp = cgp_of(source.game.variant(), &candidate.position, "");
            if used.contains(&board_and_rack(&cgp).to_owned()) {
                continue;
            }
            let assessed = puzzle::assess(source.game.variant(), &source.lexicon, &candidate);
            options.push(((s, candidate), assessed));
        }
    }
    if let Some(((s, candidate), _)) = puzzle::choose(options) {
        let source = &sources[s];
        return Ok(row_of(
            guild_id,
            day,
            source.variant,
            &source.lexicon_name,
            &source.lexicon,
            &candidate,
            Some(source.game_id),
        ));
    }
    let (name, lexicon) = fallback;
    let base = (guild_id as u64).rotate_left(17) ^ (day.to_julian_day() as u64);
    for k in 0..SELF_PLAY_TRIES {
        let seed = base.wrapping_add(k);
        let game = puzzle::self_play_game(Variant::classic(), lexicon, seed);
        let options = puzzle::candidates_of(&game).into_iter().map(|c| {
            let assessed = puzzle::assess(game.variant(), lexicon, &c);
            (c, assessed)
        });
        if let Some((candidate, _)) = puzzle::choose(options) {
            return Ok(row_of(
                guild_id,
                day,
                VariantId::Classic,
                name,
                lexicon,
                &candidate,
                None,
            ));
        }
    }
    Err(anyhow!(
        "no self-play game gave a puzzle for {guild_id} on {day}"
    ))
}

/// The row of a puzzle made of `candidate`, with its answer.
fn row_of(
    guild_id: i64,
    day: Date,
    variant_id: VariantId,
    lexicon_name: &str,
    lexicon: &Lexicon,
    candidate: &Candidate,
    game_id: Option<i64>,
) -> PuzzleRow {
    let variant = variant_id.variant();
    let position = &candidate.position;
    let solution = puzzle::solve(&variant, lexicon, &position.board, &position.rack);
    let best: Vec<String> = solution
        .best
        .iter()
        .map(|m| crate::engine::ai::move_text(&variant.tiles, m))
        .collect();
    PuzzleRow {
        id: 0,
        guild_id,
        day,
        variant: variant_id,
        lexicon: lexicon_name.to_owned(),
        position: cgp_of(&variant, position, lexicon_name),
        bag_count: position.bag_len as i16,
        source: if game_id.is_some() {
            PuzzleSource::Game
        } else {
            PuzzleSource::SelfPlay
        },
        source_game_id: game_id,
        source_turn: game_id.map(|_| candidate.turn as i32),
        best_score: solution.best_score as i32,
        best_plays: best.join("\n"),
        play_count: solution.plays as i32,
    }
}

/// The board and the rack of a CGP line (its first two fields): what makes two puzzles the
/// same.
fn board_and_rack(cgp: &str) -> &str {
    let end = cgp.match_indices(' ').nth(1).map_or(cgp.len(), |(i, _)| i);
    &cgp[..end]
}
