//! `/tournament create|join|leave|add|remove|close|start`.

use crate::service::names::markdown as md;
use poise::serenity_prelude as serenity;

use crate::engine::game::ChallengeRule;
use crate::engine::variant::{VariantId, VariantKind};
use crate::service::{TournamentOptions, UserError};

use super::super::choices::{self, Pick};
use super::super::{Context, Error, Tr, request};
use super::confirm;

/// Open a tournament in this channel (directors)
#[poise::command(slash_command, guild_only)]
#[allow(clippy::too_many_arguments)] // one argument per Discord option
pub async fn create(
    ctx: Context<'_>,
    #[max_length = 60] name: String,
    #[min = 1]
    #[max = 40]
    rounds: i64,
    #[max_length = 100] pairing: Option<String>,
    variant: Option<Pick<VariantKind>>,
    #[autocomplete = "choices::lexicons"]
    #[max_length = 32]
    lexicon: Option<String>,
    challenge: Option<Pick<ChallengeRule>>,
    #[autocomplete = "choices::turn_times"]
    #[max_length = 16]
    turn_time: Option<String>,
    #[max_length = 16] round_time: Option<String>,
    #[min = 0]
    #[max = 500]
    bye_spread: Option<i64>,
    #[min = -500]
    #[max = 0]
    forfeit_spread: Option<i64>,
    #[min = 0]
    #[max = 40]
    max_repeats: Option<i64>,
    gibsonize: Option<bool>,
    auto_advance: Option<bool>,
    #[min = 1]
    #[max = 8]
    divisions: Option<i64>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let tr = Tr::of_locale(ctx.locale());
    let request = request::of(ctx).await?;
    let kind = variant.map_or(VariantKind::Classic, |v| v.0);
    let variant = VariantId::new(kind, None).map_err(UserError::from)?;
    let options = TournamentOptions {
        name,
        rounds: i16::try_from(rounds).unwrap_or(0),
        schedule: pairing.unwrap_or_else(|| "swiss".to_owned()),
        variant: Some(variant),
        lexicon,
        challenge_rule: challenge.map(|c| c.0),
        turn_time_limit_secs: request::turn_limit_secs(turn_time)?,
        round_secs: request::turn_limit_secs(round_time)?,
        bye_spread: bye_spread.map(|v| v as i32),
        forfeit_spread: forfeit_spread.map(|v| v as i32),
        max_repeats: max_repeats.map(|v| v as i16),
        gibsonize,
        auto_advance,
        divisions: divisions.map(|v| v as i16),
    };
    let view = ctx
        .data()
        .service
        .events()
        .create_tournament(&request, &options)
        .await?;
    confirm(ctx, &tr.text("tournament-created"), &view).await
}

/// Sign up for this channel's tournament
#[poise::command(slash_command, guild_only)]
pub async fn join(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let tr = Tr::of_locale(ctx.locale());
    let request = request::of(ctx).await?;
    let view = ctx
        .data()
        .service
        .events()
        .join_tournament(&request)
        .await?;
    confirm(ctx, &tr.text("tournament-joined"), &view).await
}

/// Withdraw from this channel's tournament while registration is open
#[poise::command(slash_command, guild_only)]
pub async fn leave(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let tr = Tr::of_locale(ctx.locale());
    let request = request::of(ctx).await?;
    let view = ctx
        .data()
        .service
        .events()
        .leave_tournament(&request)
        .await?;
    confirm(ctx, &tr.text("tournament-left"), &view).await
}

/// Register a player (directors)
#[poise::command(slash_command, guild_only)]
pub async fn add(ctx: Context<'_>, player: serenity::User) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let tr = Tr::of_locale(ctx.locale());
    let request = request::of(ctx).await?;
    let name = crate::service::names::display_name(player.display_name(), &player.name);
    let view = ctx
        .data()
        .service
        .events()
        .add_to_tournament(&request, request::db_id(player.id), &name)
        .await?;
    let done = tr.say("tournament-player-added", &[("player", md(&name).into())]);
    confirm(ctx, &done, &view).await
}

/// Remove a player; after the start their later games are forfeited (directors)
#[poise::command(slash_command, guild_only)]
pub async fn remove(ctx: Context<'_>, player: serenity::User) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let tr = Tr::of_locale(ctx.locale());
    let request = request::of(ctx).await?;
    let view = ctx
        .data()
        .service
        .events()
        .remove_from_tournament(&request, request::db_id(player.id))
        .await?;
    let done = tr.say(
        "tournament-player-removed",
        &[("player", md(player.display_name()).into())],
    );
    confirm(ctx, &done, &view).await
}

/// Close registration (directors)
#[poise::command(slash_command, guild_only)]
pub async fn close(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let tr = Tr::of_locale(ctx.locale());
    let request = request::of(ctx).await?;
    let view = ctx
        .data()
        .service
        .events()
        .close_registration(&request)
        .await?;
    confirm(ctx, &tr.text("tournament-registration-closed"), &view).await
}

/// Start the tournament: round 1 is paired and its games open in threads (directors)
#[poise::command(slash_command, guild_only)]
pub async fn start(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let tr = Tr::of_locale(ctx.locale());
    let request = request::of(ctx).await?;
    let view = ctx
        .data()
        .service
        .events()
        .start_tournament(&request)
        .await?;
    confirm(ctx, &tr.text("tournament-started"), &view).await
}
