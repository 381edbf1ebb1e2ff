//! `/play`, `/exchange`, `/pass` and `/challenge`: each answered privately once committed,
//! announced in the channel with the board and new racks by DM from the outbox (the reply says
//! so when the post is delayed, and shows the rack when the mover's DMs are closed). `/play ... preview:True` only shows where the
//! tiles go and the score, privately, without checking the words.

use poise::serenity_prelude as serenity;

use crate::service::Report;

use super::delivery::{self, MoverRack, Summary};
use super::{Context, Error, Tr, private, request};

/// What the acting player is told privately after their command was committed: what they did
/// (it was made even if its post is delayed), and where their new rack is.
pub fn done_text(report: &Report, user_id: i64, delivered: &Summary, tr: Tr) -> String {
    let mut out = super::turn_text::done(report, user_id, tr);
    if let Some(key) = where_the_board_went(delivered, BoardIs::Turn) {
        out.push(' ');
        out.push_str(&tr.text(key));
    }
    if report.racks_changed.contains(&user_id) && report.finished.is_none() {
        out.push(' ');
        out.push_str(&rack_line(&delivered.mover_rack, RackIs::New, tr));
    }
    out
}

/// What the player who started the game is told: it started (even if its post is delayed), and
/// where their rack is.
pub fn started_text(report: &Report, user_id: i64, delivered: &Summary, tr: Tr) -> String {
    let mut out = tr.text("game-started");
    if let Some(key) = where_the_board_went(delivered, BoardIs::Start) {
        out.push(' ');
        out.push_str(&tr.text(key));
    }
    if report.racks_changed.contains(&user_id) {
        out.push(' ');
        out.push_str(&rack_line(&delivered.mover_rack, RackIs::First, tr));
    }
    out
}

/// Whether the board is a turn's or the start's (with the draw).
#[derive(Clone, Copy, PartialEq, Eq)]
enum BoardIs {
    Turn,
    Start,
}

/// What the mover is told of where the board went, if anything: that it comes shortly (where
/// the game lives, or by DM when the conversation takes no post now), or that it went by DM.
/// Nothing when it was posted where the game lives.
fn where_the_board_went(delivered: &Summary, board: BoardIs) -> Option<&'static str> {
    let start = board == BoardIs::Start;
    Some(match (delivered.post_delayed, delivered.board_by_dm) {
        (true, false) if start => "start-coming",
        (true, false) => "board-coming",
        (true, true) if start => "start-coming-by-dm",
        (true, true) => "board-coming-by-dm",
        (false, true) if start => "start-sent-by-dm",
        (false, true) => "board-sent-by-dm",
        (false, false) => return None,
    })
}

/// Whether a rack line speaks of the player's first rack or of their new one.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum RackIs {
    First,
    New,
}

/// Where the mover's rack is, as the delivery found.
pub fn rack_line(rack: &MoverRack, which: RackIs, tr: Tr) -> String {
    let new = which == RackIs::New;
    match rack {
        MoverRack::Sent => tr.text(if new { "new-rack-sent" } else { "rack-sent" }),
        MoverRack::DmsClosed(tiles) => tr.say(
            if new {
                "new-rack-dms-closed"
            } else {
                "rack-dms-closed"
            },
            &[("tiles", tiles.clone().into())],
        ),
        MoverRack::ByCommand | MoverRack::None => tr.text(if new {
            "new-rack-by-command"
        } else {
            "rack-by-command"
        }),
        MoverRack::Delayed => tr.text(if new {
            "new-rack-delayed"
        } else {
            "rack-delayed"
        }),
    }
}

async fn announce_and_confirm(ctx: Context<'_>, report: &Report) -> Result<(), Error> {
    super::conversation::before_announcing_in(ctx).await?;
    let data = ctx.data();
    let user = request::db_id(ctx.author().id);
    let delivered = delivery::turn(
        &ctx.serenity_context().http,
        &data.service,
        report,
        Some(user),
    )
    .await;
    private(
        ctx,
        done_text(report, user, &delivered, Tr::of_locale(ctx.locale())),
    )
    .await
}

/// Play a word: at 8D goes across from row 8, column D; D8 down
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn play(
    ctx: Context<'_>,
    #[max_length = 40] word: String,
    #[max_length = 8]
    #[autocomplete = "super::placements::at_choices"]
    at: String,
    preview: Option<bool>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let service = &ctx.data().service;
    if preview.unwrap_or(false) {
        let preview = service.tables().preview_play(&request, &at, &word).await?;
        let tr = Tr::of_locale(ctx.locale());
        let text = preview_text(&preview, tr);
        let png = preview_png(preview, tr).await?;
        let reply = super::reply::reply()
            .content(text)
            .attachment(serenity::CreateAttachment::bytes(png, "preview.png"))
            .ephemeral(true);
        ctx.send(reply).await?;
        return Ok(());
    }
    let report = service.games().play(&request, &at, &word).await?;
    announce_and_confirm(ctx, &report).await
}

/// What a preview says: the play, its score and words (not checked).
pub fn preview_text(preview: &crate::service::Preview, tr: Tr) -> String {
    let bingo = if preview.bonus > 0 {
        format!(
            " {}",
            tr.say(
                "preview-bingo",
                &[("bonus", preview.bonus.to_string().into())]
            )
        )
    } else {
        String::new()
    };
    tr.say(
        "preview-text",
        &[
            ("play", preview.play.clone().into()),
            ("score", preview.score.to_string().into()),
            ("bingo", bingo.into()),
            ("words", preview.words.join(", ").into()),
        ],
    )
}

/// The board with a preview's tiles on it.
pub async fn preview_png(preview: crate::service::Preview, tr: Tr) -> Result<Vec<u8>, Error> {
    use anyhow::Context as _;
    let name = tr.text("preview-picture-name");
    let png = tokio::task::spawn_blocking(move || {
        crate::render::board_png(&crate::render::BoardView {
            variant: &preview.variant,
            board: &preview.board,
            last_play: preview.squares.clone(),
            players: vec![crate::render::PlayerLine {
                name,
                score: preview.score as i32,
                to_move: false,
            }],
            bag_count: preview.bag_count,
            blocked: Vec::new(),
        })
    })
    .await
    .context("drawing a preview")?
    .context("drawing a preview")?;
    Ok(png)
}

/// Exchange tiles with the bag (your turn ends)
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn exchange(ctx: Context<'_>, #[max_length = 32] tiles: String) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let report = ctx
        .data()
        .service
        .games()
        .exchange(&request, &tiles)
        .await?;
    announce_and_confirm(ctx, &report).await
}

/// Pass your turn (scores nothing)
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn pass(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let report = ctx.data().service.games().pass(&request).await?;
    announce_and_confirm(ctx, &report).await
}

/// Free for All: tiles anywhere in the 9x9 area, up to 3 words
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn place(
    ctx: Context<'_>,
    #[max_length = 80] tiles: String,
    #[max_length = 80] words: Option<String>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let report = ctx
        .data()
        .service
        .games()
        .place(&request, &tiles, words.as_deref())
        .await?;
    announce_and_confirm(ctx, &report).await
}

/// Blanks & Blockers: put your blocker on an empty square
#[poise::command(
    slash_command,
    rename = "blocker",
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn close_square(ctx: Context<'_>, #[max_length = 8] at: String) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let report = ctx.data().service.games().block(&request, &at).await?;
    announce_and_confirm(ctx, &report).await
}

/// Challenge the last play (until the next player moves)
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn challenge(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let report = ctx.data().service.games().challenge(&request).await?;
    announce_and_confirm(ctx, &report).await
}
