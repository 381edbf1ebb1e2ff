//! `/puzzle`: the server's daily "find the best play" position with the board and rack as
//! pictures, answers ranked by score, the solvers' leaderboard and streaks, all answered
//! privately. Yesterday's answer comes with today's puzzle.

use std::fmt::Write as _;

use anyhow::Context as _;
use poise::serenity_prelude as serenity;

use crate::engine::board::Board;
use crate::engine::variant::Variant;
use crate::render::{self, BoardView, PlayerLine};
use crate::service::{
    AnswerView, PuzzleSource, PuzzleStandings, PuzzleVerdict, PuzzleView, Reveal, Streak,
};

use super::reply::fitted;
use super::{Context, Error, private, request};

/// Daily puzzle: find the best play (show, answer, top)
#[poise::command(
    slash_command,
    subcommands("show", "answer", "top"),
    subcommand_required,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
#[allow(clippy::unused_async)] // poise needs an async parent command
pub async fn puzzle(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Today's puzzle (board and rack as pictures) and yesterday's answer
#[poise::command(slash_command)]
pub async fn show(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let view = ctx.data().service.puzzle(&request).await?;
    let (board, rack) = pictures(&view).await?;
    let day = view.day;
    let reply = super::reply::reply()
        .content(fitted(shown(&view)))
        .attachment(serenity::CreateAttachment::bytes(
            board,
            format!("puzzle-{day}.png"),
        ))
        .attachment(serenity::CreateAttachment::bytes(
            rack,
            format!("puzzle-rack-{day}.png"),
        ))
        .ephemeral(true);
    ctx.send(reply).await?;
    Ok(())
}

/// Answer today's puzzle, written as for /play (only your first answer of the day counts)
#[poise::command(slash_command)]
pub async fn answer(
    ctx: Context<'_>,
    #[description = "The word, through tiles included (lower case = blank), e.g. HORN or hoRN"]
    #[max_length = 40]
    word: String,
    #[description = "Where it starts: 8D = across from row 8, column D; D8 = down"]
    #[max_length = 8]
    at: String,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let verdict = ctx
        .data()
        .service
        .answer_puzzle(&request, &word, &at)
        .await?;
    private(ctx, judged(&verdict)).await
}

/// The server's puzzle solvers and streaks, and your own
#[poise::command(slash_command)]
pub async fn top(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let standings = ctx.data().service.puzzle_standings(&request).await?;
    private(ctx, fitted(leaderboard(&standings))).await
}

/// The board (with the scores and the bag) and the rack, as PNG.
async fn pictures(view: &PuzzleView) -> Result<(Vec<u8>, Vec<u8>), Error> {
    position_pictures(
        view.variant.clone(),
        view.board.clone(),
        view.scores.clone(),
        view.bag_count,
        view.rack.clone(),
    )
    .await
}

/// A position to find a play in, drawn on a blocking thread: the board with every player's
/// score (the player to move, "You", first; the others unnamed) and the bag, and the rack.
pub(super) async fn position_pictures(
    variant: Variant,
    board: Board,
    scores: Vec<i32>,
    bag_count: usize,
    rack: Vec<u8>,
) -> Result<(Vec<u8>, Vec<u8>), Error> {
    let drawn = tokio::task::spawn_blocking(move || {
        let players: Vec<PlayerLine> = scores
            .iter()
            .enumerate()
            .map(|(n, &score)| PlayerLine {
                name: match n {
                    0 => "You".to_owned(),
                    _ if scores.len() == 2 => "Opponent".to_owned(),
                    _ => format!("Opponent {n}"),
                },
                score,
                to_move: n == 0,
            })
            .collect();
        let board = render::board_png(&BoardView {
            variant: &variant,
            board: &board,
            last_play: Vec::new(),
            players,
            bag_count,
            blocked: Vec::new(),
        })?;
        let rack = render::rack_png(&variant.tiles, &rack)?;
        Ok::<_, render::RenderError>((board, rack))
    })
    .await
    .context("drawing a position")?
    .context("drawing a position")?;
    Ok(drawn)
}

/// 1st, 2nd, 3rd, 4th, 11th, 21st.
pub fn ordinal(n: i64) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

fn plays(n: i64) -> String {
    super::text::count(n, "legal play")
}

fn answer_line(answer: &AnswerView, plays_in_all: i32) -> String {
    if answer.best {
        format!("{} for {}: a best play", answer.play, answer.score)
    } else {
        format!(
            "{} for {}: {} of {}",
            answer.play,
            answer.score,
            ordinal(answer.rank.into()),
            plays(plays_in_all.into())
        )
    }
}

fn reveal(past: &Reveal) -> String {
    let mut out = format!(
        "**Yesterday's answer** ({}, rack `{}`): ",
        past.day, past.rack_text
    );
    let shown: Vec<&str> = past.best_plays.iter().take(5).map(String::as_str).collect();
    let _ = write!(out, "{} for **{}**", shown.join(" or "), past.best_score);
    if past.best_plays.len() > shown.len() {
        let _ = write!(out, " (and {} more)", past.best_plays.len() - shown.len());
    }
    let _ = write!(
        out,
        ", the top score of {}. {} of {} found it.",
        plays(past.play_count.into()),
        past.solved,
        super::text::count(past.answered, "solver")
    );
    if let Some(yours) = &past.yours {
        let _ = write!(out, " You played {}.", answer_line(yours, past.play_count));
    }
    out
}

/// The text that goes with today's pictures.
pub fn shown(view: &PuzzleView) -> String {
    let mut out = format!(
        "**Puzzle of {}** ({}): find the highest-scoring play for the rack `{}`.\n",
        view.day, view.lexicon, view.rack_text
    );
    let from = match (view.source, view.source_game) {
        (PuzzleSource::Game, Some(id)) => format!("From game #{id} on this server"),
        _ => "From a game the computer played against itself".to_owned(),
    };
    let scores: Vec<String> = view.scores.iter().map(i32::to_string).collect();
    let _ = writeln!(
        out,
        "{from}; scores {} (yours first), {} in the bag, {}.",
        scores.join(" to "),
        super::text::count(view.bag_count as i64, "tile"),
        plays(view.play_count.into())
    );
    match &view.yours {
        Some(yours) => {
            let _ = writeln!(
                out,
                "Your answer today: {}. The answer comes with tomorrow's puzzle.",
                answer_line(yours, view.play_count)
            );
        }
        None => out.push_str(
            "Answer with `/puzzle answer word: at:` as for `/play`. Plays are ranked by score; \
             your first answer of the day is the one that counts.\n",
        ),
    }
    if let Some(past) = &view.yesterday {
        out.push_str(&reveal(past));
    }
    out
}

fn record_line(record: &Streak) -> String {
    format!(
        "streak {} (longest {}), {} solved of {}",
        super::text::count(i64::from(record.current), "day"),
        record.longest,
        record.solved,
        record.answered
    )
}

/// What the asker is told about their answer.
pub fn judged(verdict: &PuzzleVerdict) -> String {
    let r = &verdict.ranking;
    let mut out = String::new();
    if !verdict.counted
        && let Some(first) = &verdict.first
    {
        let _ = write!(
            out,
            "Practice only: your first answer today ({}) is the one that counts. ",
            answer_line(first, r.plays as i32)
        );
    }
    if r.is_best() {
        let _ = write!(
            out,
            "**Best play!** {} scores {}: no legal play scores more",
            verdict.play, r.score
        );
        if r.tied > 0 {
            let others = if r.tied == 1 {
                "1 other play scores".to_owned()
            } else {
                format!("{} other plays score", r.tied)
            };
            let _ = write!(out, "; {others} the same");
        }
        let _ = write!(out, " ({} in all).", plays(r.plays as i64));
    } else {
        let more = r.rank - 1;
        let _ = write!(
            out,
            "{} scores {}: it ranks **{}** of {} by score ({} more). Not the best: the answer \
             comes with tomorrow's puzzle.",
            verdict.play,
            r.score,
            ordinal(r.rank as i64),
            plays(r.plays as i64),
            if more == 1 {
                "1 play scores".to_owned()
            } else {
                format!("{more} plays score")
            }
        );
    }
    if verdict.counted {
        let _ = write!(out, " Your puzzles: {}.", record_line(&verdict.record));
    }
    out
}

/// The leaderboard text.
pub fn leaderboard(standings: &PuzzleStandings) -> String {
    let mut out = String::from(
        "**Puzzle solvers** (first answers that found a best play; a streak is consecutive \
         days solved)\n",
    );
    if standings.lines.is_empty() {
        out.push_str("Nobody has solved a puzzle here yet.\n");
    }
    for (n, line) in standings.lines.iter().enumerate() {
        let _ = writeln!(
            out,
            "{}. {}: {}",
            n + 1,
            super::text::md(&line.name),
            record_line(&line.record)
        );
    }
    match &standings.you {
        Some(you) => {
            let _ = write!(out, "You: {}.", record_line(&you.record));
        }
        None => out.push_str("You have not answered a puzzle here yet: `/puzzle show`."),
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_read_as_ordinals() {
        let read: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111]
            .map(ordinal)
            .into();
        assert_eq!(
            read,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st",
                "111th"
            ]
        );
    }
}
