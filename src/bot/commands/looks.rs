//! Looking things up: `/rack` (private), `/board` (posted again in the channel, or shown
//! privately where the bot cannot post), `/history`,
//! `/gcg` (a record privately, or a replay posted: `replay.rs`), `/score` and `/games`,
//! answered privately.

use std::fmt::Write as _;

use poise::serenity_prelude as serenity;
use serenity::builder::Builder as _;

use super::{Context, Error, announce, button_ids, private, racks, reply, request, text};

/// Your rack in this channel's game (only you see it)
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn rack(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let player = ctx.data().service.player_view(&request).await?;
    let rack = racks::view(&player).await?;
    let reply = reply::reply()
        .content(racks::caption(&player.public, &rack))
        .attachment(serenity::CreateAttachment::bytes(rack.png, "rack.png"))
        .ephemeral(true);
    ctx.send(reply).await?;
    Ok(())
}

/// Post this channel's board again
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let channel = request::db_id(ctx.channel_id());
    let snapshot = ctx.data().service.snapshot(channel).await?;
    let body = text::scoreboard(&snapshot);
    let message = announce::board_message(&snapshot, &body, None).await?;
    let posted = match ctx {
        // Outside a server the app may only answer: the board follows up this interaction.
        poise::Context::Application(app) if ctx.guild_id().is_none() => {
            super::conversation::before_announcing_in(ctx).await?;
            message
                .followup()
                .execute(ctx.http(), (None, &app.interaction.token))
                .await
                .map(drop)
        }
        _ => announce::channel(channel)
            .send_message(ctx.http(), message.message())
            .await
            .map(drop),
    };
    match posted {
        Ok(()) => private(ctx, "The board is posted.").await,
        Err(error) => {
            // The channel may be closed to the bot (no access): show the board privately.
            tracing::warn!(game_id = snapshot.game_id, channel, %error, "could not post the board");
            let mut reply = reply::reply()
                .content(text::fit(
                    &format!(
                        "I could not post in this channel, so here is the board for you.\n{body}"
                    ),
                    2000,
                ))
                .ephemeral(true);
            if let Some(png) = announce::board_png(&snapshot).await? {
                reply = reply.attachment(serenity::CreateAttachment::bytes(png, "board.png"));
            }
            ctx.send(reply).await?;
            Ok(())
        }
    }
}

/// Every move of this channel's game so far
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn history(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let events = ctx
        .data()
        .service
        .history(request::db_id(ctx.channel_id()))
        .await?;
    if events.is_empty() {
        return private(ctx, "No moves yet.").await;
    }
    let mut lines = String::new();
    for (n, event) in events.iter().enumerate() {
        let _ = writeln!(
            lines,
            "{}. {}",
            n + 1,
            text::events(std::slice::from_ref(event)).trim_end()
        );
    }
    let reply = if lines.chars().count() <= 1900 {
        super::reply::reply().content(lines)
    } else {
        super::reply::reply()
            .content("The history is long: here it is as a file.")
            .attachment(serenity::CreateAttachment::bytes(
                lines.replace("**", ""),
                "history.txt",
            ))
    };
    ctx.send(reply.ephemeral(true)).await?;
    Ok(())
}

/// The game's GCG record, or its replay as a GIF
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn gcg(
    ctx: Context<'_>,
    #[description = "The game's number (this channel's game by default)"]
    #[min = 1]
    game: Option<i64>,
    #[description = "True: post the finished game in the channel as an animated picture (GIF)"]
    replay: Option<bool>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    if replay == Some(true) {
        return super::replay::post(ctx, game).await;
    }
    let request = request::of(ctx).await?;
    let (game_id, record) = ctx.data().service.gcg_of(&request, game).await?;
    let reply = super::reply::reply()
        .content(format!("Game #{game_id} as a GCG record."))
        .attachment(serenity::CreateAttachment::bytes(
            record,
            format!("game-{game_id}.gcg"),
        ))
        .ephemeral(true);
    ctx.send(reply).await?;
    Ok(())
}

/// Your games on every server, yours to move first, a button to play each
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let guild = ctx.guild_id().map(request::db_id);
    let user = request::db_id(ctx.author().id);
    let games = ctx.data().service.active_games(None, user).await?;
    let boards = match guild {
        Some(guild) => ctx.data().service.tournament_boards_of(guild, user).await?,
        None => Vec::new(),
    };
    if games.is_empty() && boards.is_empty() {
        return private(
            ctx,
            "You have no games in progress. Open one with `/game new` in a server's channel or a group DM.",
        )
        .await;
    }
    let mut out = String::from("**Your games**\n");
    let mut buttons = Vec::new();
    for game in &games {
        out.push_str(&game_line(ctx, game));
        if buttons.len() < MAX_PANEL_BUTTONS {
            let label = format!("Game #{}", game.game_id);
            buttons.push(button_ids::open_panel_button(game.game_id, label));
        }
    }
    if !boards.is_empty() {
        out.push_str(&super::tournament_text::my_boards(&boards));
    }
    let rows: Vec<serenity::CreateActionRow> = buttons
        .chunks(5)
        .map(|row| serenity::CreateActionRow::Buttons(row.to_vec()))
        .collect();
    let reply = reply::reply()
        .content(text::fit(&out, 2000))
        .components(rows)
        .ephemeral(true);
    ctx.send(reply).await?;
    Ok(())
}

/// Discord's limit: 5 rows of 5 buttons.
const MAX_PANEL_BUTTONS: usize = 25;

/// One game of the list: where (server and channel as text), whose turn and until when, the
/// scores and the opponents (as text).
fn game_line(ctx: Context<'_>, game: &crate::service::ActiveGame) -> String {
    let opponents: Vec<String> = game
        .opponents
        .iter()
        .map(|o| format!("{} {}", text::md(&o.name), o.score))
        .collect();
    let turn = if game.your_turn {
        "**your turn**".to_owned()
    } else {
        format!(
            "{} to move",
            text::md(game.to_move.as_deref().unwrap_or("nobody"))
        )
    };
    let mut line = format!(
        "Game #{} in {}: {turn}; you {} vs {}",
        game.game_id,
        place(ctx, game.guild_id, game.channel_id),
        game.your_score,
        opponents.join(", ")
    );
    if let Some(deadline) = game.deadline {
        let _ = write!(line, "; time runs out {}", text::relative_time(deadline));
    }
    line.push('\n');
    line
}

/// "Server › #channel" as text (never a link that could name something else), from what the bot
/// knows of the server.
fn place(ctx: Context<'_>, guild: Option<i64>, channel: i64) -> String {
    let channel_id = serenity::ChannelId::new(channel.cast_unsigned());
    let known = guild.and_then(|g| {
        let guild = ctx
            .cache()
            .guild(serenity::GuildId::new(g.cast_unsigned()))?;
        let channel_name = guild
            .channels
            .get(&channel_id)
            .map(|c| c.name.clone())
            .or_else(|| {
                guild
                    .threads
                    .iter()
                    .find(|t| t.id == channel_id)
                    .map(|t| t.name.clone())
            });
        Some((guild.name.clone(), channel_name))
    });
    match known {
        Some((server, Some(channel))) => {
            format!("**{}** › #{}", text::md(&server), text::md(&channel))
        }
        Some((server, None)) => format!("**{}** › a channel", text::md(&server)),
        None if guild.is_none() => "a DM or group DM".to_owned(),
        None => "a server I no longer see".to_owned(),
    }
}
