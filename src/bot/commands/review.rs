//! `/review`: a finished game looked at again with the engine, each turn judged by equity.
//! The message gives each player's equity given up and biggest losses; every turn comes in a
//! text file; the reviewer's chance of winning over the game (two players) and every player's
//! score come as charts. Private unless asked for in public.

use anyhow::Context as _;
use poise::serenity_prelude as serenity;

use crate::render::{self, ScoreLine, WinChart};
use crate::service::GameReview;

use super::review_text::{summary, turns_file};
use super::{Context, Error, Tr, request};

/// Review a finished game
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
pub async fn review(
    ctx: Context<'_>,
    #[min = 1] game: Option<i64>,
    public: Option<bool>,
) -> Result<(), Error> {
    let public = public.unwrap_or(false);
    if public {
        ctx.defer().await?;
    } else {
        ctx.defer_ephemeral().await?;
    }
    let request = request::of(ctx).await?;
    // In the channel: the server's language; privately: the asker's.
    let tr = if public {
        let guild = ctx.guild_id().map(request::db_id);
        Tr(ctx.data().service.server_settings(guild).await?.language)
    } else {
        Tr::of_locale(ctx.locale())
    };
    let review = ctx.data().service.study().review(&request, game).await?;
    let drawn = charts(&review, tr);
    let (win, score) = tokio::task::spawn_blocking(drawn)
        .await
        .context("drawing the review's charts")?
        .context("drawing the review's charts")?;
    let id = review.game_id;
    let mut reply = super::reply::reply().content(summary(&review, tr));
    if let Some(win) = win {
        reply = reply.attachment(serenity::CreateAttachment::bytes(
            win,
            format!("win-{id}.png"),
        ));
    }
    let reply = reply
        .attachment(serenity::CreateAttachment::bytes(
            score,
            format!("score-{id}.png"),
        ))
        .attachment(serenity::CreateAttachment::bytes(
            turns_file(&review, tr),
            format!("review-{id}.txt"),
        ))
        .ephemeral(!public);
    ctx.send(reply).await?;
    Ok(())
}

/// Draws the chance-of-winning chart (two players) and the score chart, as PNG.
fn charts(
    review: &GameReview,
    tr: Tr,
) -> impl FnOnce() -> Result<(Option<Vec<u8>>, Vec<u8>), render::RenderError> + use<> {
    let lines: Vec<ScoreLine> = review
        .players
        .iter()
        .zip(&review.progress)
        .map(|((name, _), totals)| ScoreLine {
            name: super::text::seat_name(name, tr),
            totals: totals.clone(),
        })
        .collect();
    let viewer = review.viewer;
    let name = review
        .players
        .get(viewer)
        .map_or_else(String::new, |(name, _)| super::text::seat_name(name, tr));
    let progress = review.win_progress.clone();
    // The turns where the viewer gave up a twentieth of their chance or more, marked.
    let marked: Vec<usize> = review
        .turns
        .iter()
        .enumerate()
        .filter(|(_, t)| t.seat == viewer)
        .filter(|(_, t)| {
            t.judged
                .as_ref()
                .and_then(|j| j.win_lost)
                .is_some_and(|w| w >= 0.05)
        })
        .map(|(i, _)| i + 1)
        .collect();
    let ended = progress
        .as_ref()
        .is_some_and(|p| p.len() == review.turns.len() + 2);
    let title = tr.say("chart-win-title", &[("player", name.into())]);
    let words = [
        "chart-after-each-turn",
        "chart-big-loss",
        "chart-end",
        "chart-turns",
        "chart-score-title",
        "chart-moves",
    ]
    .map(|key| tr.text(key));
    move || {
        let [line, ring, end, turns, score_title, moves] = &words;
        let win = match &progress {
            Some(chances) => Some(render::win_chart_png(&WinChart {
                words: render::WinWords {
                    title: &title,
                    line,
                    ring,
                    end,
                    turns,
                },
                seat: viewer,
                chances,
                marked: &marked,
                ends_with_result: ended,
            })?),
            None => None,
        };
        Ok((win, render::score_chart_png(&lines, score_title, moves)?))
    }
}
