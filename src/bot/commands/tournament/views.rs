//! `/tournament standings|pairings|export`: answered privately, with the picture or files.

use poise::serenity_prelude as serenity;

use super::super::tables::picture;
use super::super::{Context, Error, Tr, reply, request};
use super::text;

/// The standings: rank, wins-losses, spread, games left (text and a picture)
#[poise::command(slash_command, guild_only)]
pub async fn standings(ctx: Context<'_>) -> Result<(), Error> {
    standings_reply(ctx).await
}

/// Answers privately with the channel's tournament standings (a league's: its latest season).
pub async fn standings_reply(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let tr = Tr::of_locale(ctx.locale());
    let request = request::of(ctx).await?;
    let view = ctx
        .data()
        .service
        .events()
        .tournament_standings(&request)
        .await?;
    let last = view.lines.iter().all(|l| l.games_left == 0) && view.after_round == view.rounds;
    let png = picture(text::standings_table(&view, last, tr)).await?;
    ctx.send(
        reply::private(text::standings(&view, last, tr))
            .attachment(serenity::CreateAttachment::bytes(png, "standings.png")),
    )
    .await?;
    Ok(())
}

/// A round's pairings (the latest by default)
#[poise::command(slash_command, guild_only)]
pub async fn pairings(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 40]
    round: Option<i64>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let tr = Tr::of_locale(ctx.locale());
    let request = request::of(ctx).await?;
    let view = ctx
        .data()
        .service
        .events()
        .tournament_pairings(&request, round.map(|r| r as i16))
        .await?;
    let png = picture(text::pairings_table(
        &view.name,
        view.round,
        view.rounds,
        &view.boards,
        tr,
    ))
    .await?;
    ctx.send(
        reply::private(text::pairings(&view, tr))
            .attachment(serenity::CreateAttachment::bytes(png, "pairings.png")),
    )
    .await?;
    Ok(())
}

/// The event as a tsh .t file and CSV
#[poise::command(slash_command, guild_only)]
pub async fn export(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let tr = Tr::of_locale(ctx.locale());
    let request = request::of(ctx).await?;
    let export = ctx
        .data()
        .service
        .events()
        .export_tournament(&request)
        .await?;
    let text = if export.division_files.is_empty() {
        tr.text("tournament-export")
    } else {
        tr.text("tournament-export-divisions")
    };
    let mut reply = reply::private(text)
        .attachment(serenity::CreateAttachment::bytes(
            export.tsh.into_bytes(),
            format!("{}.t", export.stem),
        ))
        .attachment(serenity::CreateAttachment::bytes(
            export.csv.into_bytes(),
            format!("{}.csv", export.stem),
        ));
    // At most 8 divisions: with the two files above, within Discord's 10 attachments.
    for (file, letter) in export.division_files.into_iter().zip('a'..='h') {
        reply = reply.attachment(serenity::CreateAttachment::bytes(
            file.into_bytes(),
            format!("{}-{letter}.t", export.stem),
        ));
    }
    ctx.send(reply).await?;
    Ok(())
}
