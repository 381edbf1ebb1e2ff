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
use super::{Context, Error, Tr, private, request};

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
    let tr = Tr::of_locale(ctx.locale());
    let (board, rack) = pictures(&view, tr).await?;
    let day = view.day;
    let reply = super::reply::reply()
        .content(fitted(shown(&view, tr)))
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
    #[max_length = 40] word: String,
    #[max_length = 8] at: String,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let verdict = ctx
        .data()
        .service
        .answer_puzzle(&request, &word, &at)
        .await?;
    private(ctx, judged(&verdict, Tr::of_locale(ctx.locale()))).await
}

/// The server's puzzle solvers and streaks, and your own
#[poise::command(slash_command)]
pub async fn top(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let standings = ctx.data().service.puzzle_standings(&request).await?;
    private(
        ctx,
        fitted(leaderboard(&standings, Tr::of_locale(ctx.locale()))),
    )
    .await
}

/// The board (with the scores and the bag) and the rack, as PNG.
async fn pictures(view: &PuzzleView, tr: Tr) -> Result<(Vec<u8>, Vec<u8>), Error> {
    position_pictures(
        view.variant.clone(),
        view.board.clone(),
        view.scores.clone(),
        view.bag_count,
        view.rack.clone(),
        tr,
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
    tr: Tr,
) -> Result<(Vec<u8>, Vec<u8>), Error> {
    let names: Vec<String> = (0..scores.len())
        .map(|n| match n {
            0 => tr.text("puzzle-picture-you"),
            _ if scores.len() == 2 => tr.text("puzzle-picture-opponent"),
            _ => tr.say("puzzle-picture-opponent-n", &[("n", n.into())]),
        })
        .collect();
    let drawn = tokio::task::spawn_blocking(move || {
        let players: Vec<PlayerLine> = scores
            .iter()
            .zip(names)
            .enumerate()
            .map(|(n, (&score, name))| PlayerLine {
                name,
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

/// 1st, 2nd, 3rd, 4th, 11th, 21st (in English; each language says a rank its own way).
pub fn ordinal(n: i64, tr: Tr) -> String {
    // English's ordinal forms (CLDR: one, two, few, other), which English's message chooses by.
    let form = match (n % 10, n % 100) {
        (_, 11..=13) => "other",
        (1, _) => "one",
        (2, _) => "two",
        (3, _) => "few",
        _ => "other",
    };
    tr.say(
        "puzzle-ordinal",
        &[("rank", n.into()), ("form", form.into())],
    )
}

fn plays(n: i64, tr: Tr) -> String {
    tr.say("puzzle-legal-plays", &[("count", n.into())])
}

/// Plays named one after another: "8D FOO or H8 BAR".
fn either(plays: &[&str], tr: Tr) -> String {
    plays.join(format!(" {} ", tr.text("puzzle-or")).as_str())
}

fn answer_line(answer: &AnswerView, plays_in_all: i32, tr: Tr) -> String {
    if answer.best {
        tr.say(
            "puzzle-answer-best",
            &[
                ("play", answer.play.clone().into()),
                ("score", answer.score.to_string().into()),
            ],
        )
    } else {
        tr.say(
            "puzzle-answer-ranked",
            &[
                ("play", answer.play.clone().into()),
                ("score", answer.score.to_string().into()),
                ("rank", ordinal(answer.rank.into(), tr).into()),
                ("plays", plays(plays_in_all.into(), tr).into()),
            ],
        )
    }
}

fn reveal(past: &Reveal, tr: Tr) -> String {
    let shown: Vec<&str> = past.best_plays.iter().take(5).map(String::as_str).collect();
    let more = if past.best_plays.len() > shown.len() {
        format!(
            " {}",
            tr.say(
                "puzzle-reveal-more",
                &[("count", (past.best_plays.len() - shown.len()).into())]
            )
        )
    } else {
        String::new()
    };
    let mut out = tr.say(
        "puzzle-reveal",
        &[
            ("day", past.day.to_string().into()),
            ("rack", past.rack_text.clone().into()),
            ("plays", either(&shown, tr).into()),
            ("score", past.best_score.to_string().into()),
            ("more", more.into()),
            ("count", plays(past.play_count.into(), tr).into()),
            ("solved", past.solved.to_string().into()),
            ("answered", past.answered.into()),
        ],
    );
    if let Some(yours) = &past.yours {
        let _ = write!(
            out,
            " {}",
            tr.say(
                "puzzle-reveal-yours",
                &[("answer", answer_line(yours, past.play_count, tr).into())]
            )
        );
    }
    out
}

/// The text that goes with today's pictures.
pub fn shown(view: &PuzzleView, tr: Tr) -> String {
    let mut out = tr.say(
        "puzzle-head",
        &[
            ("day", view.day.to_string().into()),
            ("lexicon", view.lexicon.clone().into()),
            ("rack", view.rack_text.clone().into()),
        ],
    );
    out.push('\n');
    let from = match (view.source, view.source_game) {
        (PuzzleSource::Game, Some(id)) => {
            tr.say("puzzle-from-game", &[("game", id.to_string().into())])
        }
        _ => tr.text("puzzle-from-computer"),
    };
    let scores: Vec<String> = view.scores.iter().map(i32::to_string).collect();
    let _ = writeln!(
        out,
        "{}",
        tr.say(
            "puzzle-position",
            &[
                ("from", from.into()),
                (
                    "scores",
                    scores
                        .join(format!(" {} ", tr.text("puzzle-to")).as_str())
                        .into()
                ),
                ("tiles", view.bag_count.into()),
                ("plays", plays(view.play_count.into(), tr).into()),
            ],
        )
    );
    if let Some(yours) = &view.yours {
        let _ = writeln!(
            out,
            "{}",
            tr.say(
                "puzzle-your-answer",
                &[("answer", answer_line(yours, view.play_count, tr).into())]
            )
        );
    } else {
        out.push_str(&tr.text("puzzle-how-to-answer"));
        out.push('\n');
    }
    if let Some(past) = &view.yesterday {
        out.push_str(&reveal(past, tr));
    }
    out
}

fn record_line(record: &Streak, tr: Tr) -> String {
    tr.say(
        "puzzle-record",
        &[
            ("days", i64::from(record.current).into()),
            ("longest", record.longest.to_string().into()),
            ("solved", record.solved.to_string().into()),
            ("answered", record.answered.to_string().into()),
        ],
    )
}

/// What the asker is told about their answer.
pub fn judged(verdict: &PuzzleVerdict, tr: Tr) -> String {
    let r = &verdict.ranking;
    let mut out = String::new();
    if !verdict.counted
        && let Some(first) = &verdict.first
    {
        let _ = write!(
            out,
            "{} ",
            tr.say(
                "puzzle-practice-only",
                &[("answer", answer_line(first, r.plays as i32, tr).into())]
            )
        );
    }
    if r.is_best() {
        out.push_str(&tr.say(
            "puzzle-best",
            &[
                ("play", verdict.play.clone().into()),
                ("score", r.score.to_string().into()),
            ],
        ));
        if r.tied > 0 {
            let _ = write!(
                out,
                "; {}",
                tr.say("puzzle-tied", &[("count", (r.tied as i64).into())])
            );
        }
        let _ = write!(
            out,
            " {}",
            tr.say(
                "puzzle-in-all",
                &[("plays", plays(r.plays as i64, tr).into())]
            )
        );
    } else {
        let more = r.rank - 1;
        out.push_str(&tr.say(
            "puzzle-ranked",
            &[
                ("play", verdict.play.clone().into()),
                ("score", r.score.to_string().into()),
                ("rank", ordinal(r.rank as i64, tr).into()),
                ("plays", plays(r.plays as i64, tr).into()),
                ("more", (more as i64).into()),
            ],
        ));
    }
    if verdict.counted {
        let _ = write!(
            out,
            " {}",
            tr.say(
                "puzzle-your-record",
                &[("record", record_line(&verdict.record, tr).into())]
            )
        );
    }
    out
}

/// The leaderboard text.
pub fn leaderboard(standings: &PuzzleStandings, tr: Tr) -> String {
    let mut out = tr.text("puzzle-top-head");
    out.push('\n');
    if standings.lines.is_empty() {
        out.push_str(&tr.text("puzzle-top-nobody"));
        out.push('\n');
    }
    for (n, line) in standings.lines.iter().enumerate() {
        let _ = writeln!(
            out,
            "{}. {}: {}",
            n + 1,
            super::text::md(&line.name),
            record_line(&line.record, tr)
        );
    }
    match &standings.you {
        Some(you) => out.push_str(&tr.say(
            "puzzle-top-you",
            &[("record", record_line(&you.record, tr).into())],
        )),
        None => out.push_str(&tr.text("puzzle-top-never")),
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_read_as_ordinals() {
        let read: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111]
            .map(|n| ordinal(n, Tr::default()))
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
