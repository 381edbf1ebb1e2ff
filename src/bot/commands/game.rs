//! `/game`: opening a lobby, joining, leaving, computer players, starting (with the draw for
//! first play), resigning and ending a game.

use crate::engine::ai::Level;
use crate::engine::game::{ChallengeRule, PlayerLevel, Role};
use crate::engine::variant::{VariantId, VariantKind};
use crate::service::{LobbyOptions, SeatChoices, UserError};

use super::choices::{self, Pick};
use super::{Context, Error, Tr, delivery, private, request};

/// The language of the user who sent the command.
fn tr(ctx: Context<'_>) -> Tr {
    Tr::of_locale(ctx.locale())
}

/// Games in this channel: new, join, leave, start, add-bot, resign, end
#[poise::command(
    slash_command,
    subcommands("new", "join", "leave", "start", "add_bot", "resign", "end"),
    subcommand_required,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
#[allow(clippy::unused_async)] // poise needs an async parent command
pub async fn game(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Delivers the notice the command wrote and answers its player privately with `done` (and
/// that the channel post follows shortly when Discord delays it).
async fn notice_and_confirm(ctx: Context<'_>, game_id: i64, done: &str) -> Result<(), Error> {
    super::conversation::before_announcing_in(ctx).await?;
    let delayed = delivery::notice(ctx.http(), &ctx.data().service, game_id).await;
    let mut text = done.to_owned();
    if delayed {
        text.push(' ');
        text.push_str(&tr(ctx).text("notice-coming"));
    }
    private(ctx, text).await
}

/// Open a game in this channel; you take the first seat
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)] // poise takes each slash-command option as an argument
pub async fn new(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 3]
    opponents: Option<i64>,
    variant: Option<Pick<VariantKind>>,
    #[autocomplete = "choices::finish_line_targets"]
    #[min = 10]
    #[max = 1000]
    target: Option<i64>,
    challenge: Option<Pick<ChallengeRule>>,
    #[autocomplete = "choices::turn_times"]
    #[max_length = 16]
    turn_time: Option<String>,
    #[autocomplete = "choices::lexicons"]
    #[max_length = 32]
    lexicon: Option<String>,
    rated: Option<bool>,
    level: Option<Pick<PlayerLevel>>,
    #[autocomplete = "choices::turn_times"]
    #[max_length = 16]
    my_turn_time: Option<String>,
    advanced: Option<bool>,
    #[autocomplete = "choices::surprise_boards"]
    #[max_length = 80]
    board: Option<String>,
    role: Option<Pick<Role>>,
    cards: Option<bool>,
    #[min = 3]
    #[max = 10]
    rounds: Option<i64>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let turn_time_limit_secs = request::turn_limit_secs(turn_time)?;
    let my_turn_time_limit_secs = request::turn_limit_secs(my_turn_time)?;
    let kind = variant.map_or(VariantKind::Classic, |v| v.0);
    let mut variant = VariantId::new(kind, target).map_err(UserError::from)?;
    if advanced == Some(true) {
        variant = variant.with_advanced_play().map_err(UserError::from)?;
    }
    variant = variant
        .with_board_choice(board.as_deref(), &mut rand::rng())
        .map_err(UserError::from)?;
    if let Some(cards) = cards {
        variant = variant.with_cards(cards).map_err(UserError::from)?;
    }
    if let Some(rounds) = rounds {
        variant = variant.with_rounds(rounds).map_err(UserError::from)?;
    }
    let options = LobbyOptions {
        variant: Some(variant),
        challenge_rule: challenge.map(|c| c.0),
        turn_time_limit_secs,
        lexicon,
        max_players: opponents.map(|n| (n + 1) as i16),
        unrated: rated == Some(false),
        level: level.map(|l| l.0),
        my_turn_time_limit_secs,
        role: role.map(|r| r.0),
        ..LobbyOptions::default()
    };
    let view = ctx
        .data()
        .service
        .games()
        .create_lobby(&request, &options)
        .await?;
    let done = tr(ctx).say("game-opened", &[("game", view.game_id.to_string().into())]);
    notice_and_confirm(ctx, view.game_id, &done).await
}

/// Take a seat in this channel's game before it starts
#[poise::command(slash_command)]
pub async fn join(
    ctx: Context<'_>,
    level: Option<Pick<PlayerLevel>>,
    #[autocomplete = "choices::turn_times"]
    #[max_length = 16]
    turn_time: Option<String>,
    role: Option<Pick<Role>>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let choices = SeatChoices {
        level: level.map(|l| l.0),
        turn_time_limit_secs: request::turn_limit_secs(turn_time)?,
        role: role.map(|r| r.0),
    };
    let view = ctx
        .data()
        .service
        .games()
        .join_with(&request, choices)
        .await?;
    notice_and_confirm(ctx, view.game_id, &tr(ctx).text("game-joined")).await
}

/// Leave this channel's game before it starts
#[poise::command(slash_command)]
pub async fn leave(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let view = ctx.data().service.games().leave(&request).await?;
    notice_and_confirm(ctx, view.game_id, &tr(ctx).text("game-left")).await
}

/// Seat a computer player: easy, medium, hard or expert
#[poise::command(slash_command, rename = "add-bot")]
pub async fn add_bot(ctx: Context<'_>, level: Pick<Level>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let view = ctx
        .data()
        .service
        .games()
        .add_computer(&request, level.0)
        .await?;
    notice_and_confirm(ctx, view.game_id, &tr(ctx).text("game-computer-seated")).await
}

/// Start the game: the draw for first play, then everyone gets their tiles
#[poise::command(slash_command)]
pub async fn start(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let data = ctx.data();
    let start = data.service.games().start(&request).await?;
    super::conversation::before_announcing_in(ctx).await?;
    let user = request.user_id;
    let delivered = delivery::turn(
        &ctx.serenity_context().http,
        &data.service,
        &start.report,
        Some(user),
    )
    .await;
    private(
        ctx,
        super::turns::started_text(&start.report, user, &delivered, tr(ctx)),
    )
    .await
}

/// Resign from this channel's game
#[poise::command(slash_command)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let data = ctx.data();
    let report = data.service.games().resign(&request).await?;
    super::conversation::before_announcing_in(ctx).await?;
    delivery::turn(
        &ctx.serenity_context().http,
        &data.service,
        &report,
        Some(request.user_id),
    )
    .await;
    private(ctx, tr(ctx).text("game-resigned")).await
}

/// End this channel's game without a result (a moderator, or every player asking)
#[poise::command(slash_command)]
pub async fn end(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let outcome = ctx.data().service.games().end_game(&request).await?;
    let done = tr(ctx).text(if outcome.ended {
        "game-ended"
    } else {
        "game-vote-counted"
    });
    notice_and_confirm(ctx, outcome.game_id, &done).await
}
