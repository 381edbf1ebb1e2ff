//! `/game`: opening a lobby, joining, leaving, computer players, starting (with the draw for
//! first play), resigning and ending a game.

use crate::service::{LobbyOptions, LobbyView};

use super::{Context, Error, announce, buttons, private, request, text};

/// Games in this channel: new, join, leave, start, add-bot, resign, end
#[poise::command(
    slash_command,
    guild_only,
    subcommands("new", "join", "leave", "start", "add_bot", "resign", "end"),
    subcommand_required
)]
#[allow(clippy::unused_async)] // poise needs an async parent command
pub async fn game(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

async fn announce_lobby(ctx: Context<'_>, headline: &str, view: &LobbyView) -> Result<(), Error> {
    let body = format!("{headline} {}", text::lobby(view));
    let components = if view.status == "lobby" {
        vec![buttons::lobby_row(view.game_id)]
    } else {
        Vec::new()
    };
    announce::say_with(
        &ctx.serenity_context().http,
        request::db_id(ctx.channel_id()),
        &body,
        components,
    )
    .await
}

/// Open a game in this channel; you take the first seat
#[poise::command(slash_command, guild_only)]
pub async fn new(
    ctx: Context<'_>,
    #[description = "How many opponents may join (1 to 3; default 3)"]
    #[min = 1]
    #[max = 3]
    opponents: Option<i64>,
    #[description = "classic, nine-tile or finish-line-N (first to N points)"] variant: Option<
        String,
    >,
    #[description = "void, double, single, 5pt or 10pt"] challenge: Option<String>,
    #[description = "Time per turn: 1h to 7d, e.g. 24h, 90m, 3d"] turn_time: Option<String>,
    #[description = "The word list (default: the server's)"] lexicon: Option<String>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let turn_time_limit_secs = request::turn_limit_secs(turn_time)?;
    let options = LobbyOptions {
        variant,
        challenge_rule: challenge,
        turn_time_limit_secs,
        lexicon,
        max_players: opponents.map(|n| (n + 1) as i16),
        ..LobbyOptions::default()
    };
    let view = ctx.data().service.create_lobby(&request, &options).await?;
    let headline = format!(
        "{} opened a game. Join with `/game join` (or the button); any player can `/game start`.",
        request.user_name
    );
    announce_lobby(ctx, &headline, &view).await?;
    private(ctx, format!("Your game #{} is open.", view.game_id)).await
}

/// Take a seat in this channel's game before it starts
#[poise::command(slash_command, guild_only)]
pub async fn join(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let view = ctx.data().service.join(&request).await?;
    announce_lobby(ctx, &format!("{} joined.", request.user_name), &view).await?;
    private(ctx, "You joined the game.").await
}

/// Leave this channel's game before it starts
#[poise::command(slash_command, guild_only)]
pub async fn leave(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let view = ctx.data().service.leave(&request).await?;
    if view.status == "lobby" {
        announce_lobby(ctx, &format!("{} left.", request.user_name), &view).await?;
    } else {
        announce::say(
            &ctx.serenity_context().http,
            request.channel_id,
            &format!("{} left; the game is closed.", request.user_name),
        )
        .await?;
    }
    private(ctx, "You left the game.").await
}

/// Seat a computer player: easy, medium or hard
#[poise::command(slash_command, guild_only, rename = "add-bot")]
pub async fn add_bot(
    ctx: Context<'_>,
    #[description = "easy, medium or hard"] level: String,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let view = ctx.data().service.add_computer(&request, &level).await?;
    announce_lobby(ctx, "A computer player sat down.", &view).await?;
    private(ctx, "The computer player is seated.").await
}

/// Start the game: the draw for first play, then everyone gets their tiles
#[poise::command(slash_command, guild_only)]
pub async fn start(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let data = ctx.data();
    let start = data.service.start(&request).await?;
    let user = request.user_id;
    let delivered = announce::turn(
        &ctx.serenity_context().http,
        &data.service,
        &start.report,
        Some(user),
    )
    .await;
    private(
        ctx,
        super::turns::started_text(&start.report, user, &delivered),
    )
    .await
}

/// Resign from this channel's game
#[poise::command(slash_command, guild_only)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let data = ctx.data();
    let report = data.service.resign(&request).await?;
    announce::turn(
        &ctx.serenity_context().http,
        &data.service,
        &report,
        Some(request.user_id),
    )
    .await;
    private(ctx, "You resigned.").await
}

/// End this channel's game without a result (a moderator, or every player asking)
#[poise::command(slash_command, guild_only)]
pub async fn end(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let outcome = ctx.data().service.end_game(&request).await?;
    let body = if outcome.ended {
        format!("Game #{} was ended without a result.", outcome.game_id)
    } else {
        format!(
            "{} asks to end game #{}. Still to agree with `/game end`: {}.",
            request.user_name,
            outcome.game_id,
            outcome.waiting_for.join(", ")
        )
    };
    announce::say(&ctx.serenity_context().http, request.channel_id, &body).await?;
    private(
        ctx,
        if outcome.ended {
            "The game is ended."
        } else {
            "Your vote is counted."
        },
    )
    .await
}
