//! `/puzzle`: the server's daily "find the best play" position with the board and rack as
//! pictures, answers ranked by score, the solvers' leaderboard and streaks, all answered
//! privately. Yesterday's answer comes with today's puzzle.

use anyhow::Context as _;
use poise::serenity_prelude as serenity;

use crate::engine::board::Board;
use crate::engine::variant::Variant;
use crate::render::{self, BoardView, PlayerLine};
use crate::service::PuzzleView;

use super::puzzle_text::{judged, leaderboard, shown};
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
    let view = ctx.data().service.study().puzzle(&request).await?;
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
        .study()
        .answer_puzzle(&request, &word, &at)
        .await?;
    private(ctx, judged(&verdict, Tr::of_locale(ctx.locale()))).await
}

/// The server's puzzle solvers and streaks, and your own
#[poise::command(slash_command)]
pub async fn top(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let standings = ctx
        .data()
        .service
        .study()
        .puzzle_standings(&request)
        .await?;
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
