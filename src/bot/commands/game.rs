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
    #[description = "How many opponents may join (1 to 3; default 3)"]
    #[min = 1]
    #[max = 3]
    opponents: Option<i64>,
    #[description = "classic, nine-tile, finish-line, dice, surprise, blanks-blockers, hyper-race, free-for-all"]
    variant: Option<Pick<VariantKind>>,
    #[description = "Finish Line only: the score that ends the game (10 to 1000)"]
    #[autocomplete = "choices::finish_line_targets"]
    #[min = 10]
    #[max = 1000]
    target: Option<i64>,
    #[description = "What a challenge of a phony word does (default: the server's)"]
    challenge: Option<Pick<ChallengeRule>>,
    #[description = "Time per turn: 30s to 7d, e.g. 60s, 3m, 24h, 3d"]
    #[autocomplete = "choices::turn_times"]
    #[max_length = 16]
    turn_time: Option<String>,
    #[description = "The word list (default: the server's)"]
    #[autocomplete = "choices::lexicons"]
    #[max_length = 32]
    lexicon: Option<String>,
    #[description = "Count the game for ratings (default True; games with a computer never count)"]
    rated: Option<bool>,
    #[description = "Finish Line with no target: your level, which sets the score you play to"]
    level: Option<Pick<PlayerLevel>>,
    #[description = "Your own time per turn, a handicap (default: the game's turn_time)"]
    #[autocomplete = "choices::turn_times"]
    #[max_length = 16]
    my_turn_time: Option<String>,
    #[description = "Dice game only: advanced play, unused dice pass face up to the next player"]
    advanced: Option<bool>,
    #[description = "Surprise only: the board, e.g. 3b@F6 7a@A1 (mini-board, side, top-left), a preset, or surprise me"]
    #[autocomplete = "choices::surprise_boards"]
    #[max_length = 80]
    board: Option<String>,
    #[description = "Blanks & Blockers only: your role (pro, rookie, intermediate; default standard)"]
    role: Option<Pick<Role>>,
    #[description = "Hyper-Race only: play with the flying-saucer cards (default True)"]
    cards: Option<bool>,
    #[description = "Free for All only: how many rounds (3 to 10; default 3)"]
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
    #[description = "Finish Line with no target: your level, which sets the score you play to"]
    level: Option<Pick<PlayerLevel>>,
    #[description = "Your own time per turn, a handicap (default: the game's)"]
    #[autocomplete = "choices::turn_times"]
    #[max_length = 16]
    turn_time: Option<String>,
    #[description = "Blanks & Blockers only: your role (pro, rookie, intermediate; default standard)"]
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
pub async fn add_bot(
    ctx: Context<'_>,
    #[description = "How strong the computer plays"] level: Pick<Level>,
) -> Result<(), Error> {
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
