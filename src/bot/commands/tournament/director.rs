//! `/tournament result|pair|pause|resume|end`: the director's controls.

use poise::serenity_prelude as serenity;

use super::super::{Context, Error, Tr, request};
use super::{confirm, hand};

/// Enter or change a result, ending its game if it is still going (directors)
#[poise::command(slash_command, guild_only)]
pub async fn result(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 40]
    round: i64,
    player: serenity::User,
    #[min = -1000]
    #[max = 5000]
    score: i64,
    #[min = -1000]
    #[max = 5000]
    opponent_score: i64,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let tr = Tr::of_locale(ctx.locale());
    let request = request::of(ctx).await?;
    let view = ctx
        .data()
        .service
        .events()
        .override_result(
            &request,
            round as i16,
            request::db_id(player.id),
            (score as i32, opponent_score as i32),
        )
        .await?;
    confirm(ctx, &tr.text("tournament-result-recorded"), &view).await
}

/// Pair the next round by hand (@Ann @Bo, @Cy bye) or by its method; redo: the latest (directors)
#[poise::command(slash_command, guild_only)]
pub async fn pair(
    ctx: Context<'_>,
    #[max_length = 1500] pairings: Option<String>,
    redo: Option<bool>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let tr = Tr::of_locale(ctx.locale());
    let request = request::of(ctx).await?;
    let list = hand::parse(pairings.as_deref().unwrap_or(""), tr).map_err(Error::User)?;
    let service = &ctx.data().service;
    let view = if redo.unwrap_or(false) {
        service.events().repair_round(&request, &list).await?
    } else {
        service.events().pair_by_hand(&request, &list).await?
    };
    confirm(ctx, &tr.text("tournament-round-paired"), &view).await
}

/// Pause the tournament: nothing is paired or settled until resumed (directors)
#[poise::command(slash_command, guild_only)]
pub async fn pause(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let tr = Tr::of_locale(ctx.locale());
    let request = request::of(ctx).await?;
    let view = ctx
        .data()
        .service
        .events()
        .pause_tournament(&request)
        .await?;
    confirm(ctx, &tr.text("tournament-paused"), &view).await
}

/// Resume a paused tournament; the round's deadline moves on by the pause (directors)
#[poise::command(slash_command, guild_only)]
pub async fn resume(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let tr = Tr::of_locale(ctx.locale());
    let request = request::of(ctx).await?;
    let view = ctx
        .data()
        .service
        .events()
        .resume_tournament(&request)
        .await?;
    confirm(ctx, &tr.text("tournament-resumed"), &view).await
}

/// End the tournament now with the results so far (directors)
#[poise::command(slash_command, guild_only)]
pub async fn end(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let tr = Tr::of_locale(ctx.locale());
    let request = request::of(ctx).await?;
    let view = ctx.data().service.events().end_tournament(&request).await?;
    confirm(ctx, &tr.text("tournament-ended"), &view).await
}
