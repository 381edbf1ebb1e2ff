//! Looking things up: `/rack` (private), `/board` (posted again in the channel, or shown
//! privately where the bot cannot post), `/history`,
//! `/gcg` (a record privately, or a replay posted: `replay.rs`), `/score` and `/games`,
//! answered privately.

use std::fmt::Write as _;

use poise::serenity_prelude as serenity;
use serenity::builder::Builder as _;

use super::{
    Context, Error, Tr, announce, button_ids, private, racks, reply, request, text, turn_text,
};

/// Your rack in this channel's game (only you see it)
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn rack(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let player = ctx.data().service.tables().player_view(&request).await?;
    let rack = racks::view(&player).await?;
    let tr = Tr::of_locale(ctx.locale());
    let reply = reply::reply()
        .content(racks::caption(&player.public, &rack, tr))
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
    let snapshot = ctx.data().service.tables().snapshot(channel).await?;
    // Posted in the channel: in the server's language.
    let guild = ctx.guild_id().map(request::db_id);
    let server = Tr(ctx.data().service.server_settings(guild).await?.language);
    let body = text::scoreboard(&snapshot, server);
    let message = announce::board_message(&snapshot, &body, None, server).await?;
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
    let tr = Tr::of_locale(ctx.locale());
    match posted {
        Ok(()) => private(ctx, tr.text("board-posted")).await,
        Err(error) => {
            // The channel may be closed to the bot (no access): show the board privately.
            tracing::warn!(game_id = snapshot.game_id, channel, %error, "could not post the board");
            let mut reply = reply::reply()
                .content(text::fit(
                    &format!("{}\n{body}", tr.text("board-not-posted")),
                    2000,
                ))
                .ephemeral(true);
            if let Some(png) = announce::board_png(&snapshot, tr).await? {
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
        .tables()
        .history(request::db_id(ctx.channel_id()))
        .await?;
    let tr = Tr::of_locale(ctx.locale());
    if events.is_empty() {
        return private(ctx, tr.text("history-none")).await;
    }
    let mut lines = String::new();
    for (n, event) in events.iter().enumerate() {
        let _ = writeln!(
            lines,
            "{}. {}",
            n + 1,
            turn_text::events(std::slice::from_ref(event), tr).trim_end()
        );
    }
    let reply = if lines.chars().count() <= 1900 {
        super::reply::reply().content(lines)
    } else {
        super::reply::reply()
            .content(tr.text("history-as-file"))
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
    #[min = 1] game: Option<i64>,
    replay: Option<bool>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    if replay == Some(true) {
        return super::replay::post(ctx, game).await;
    }
    let request = request::of(ctx).await?;
    let (game_id, record) = ctx.data().service.tables().gcg_of(&request, game).await?;
    let reply = super::reply::reply()
        .content(
            Tr::of_locale(ctx.locale()).say("gcg-record", &[("game", game_id.to_string().into())]),
        )
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
    let games = ctx.data().service.clocks().active_games(None, user).await?;
    let tr = Tr::of_locale(ctx.locale());
    let boards = match guild {
        Some(guild) => {
            ctx.data()
                .service
                .events()
                .tournament_boards_of(guild, user)
                .await?
        }
        None => Vec::new(),
    };
    if games.is_empty() && boards.is_empty() {
        return private(ctx, tr.text("games-none")).await;
    }
    let mut out = tr.text("games-head");
    out.push('\n');
    let mut buttons = Vec::new();
    for game in &games {
        out.push_str(&game_line(ctx, game, tr));
        if buttons.len() < MAX_PANEL_BUTTONS {
            let label = tr.say("games-button", &[("game", game.game_id.to_string().into())]);
            buttons.push(button_ids::open_panel_button(game.game_id, label));
        }
    }
    if !boards.is_empty() {
        out.push_str(&super::tournament_text::my_boards(&boards, tr));
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
fn game_line(ctx: Context<'_>, game: &crate::service::ActiveGame, tr: Tr) -> String {
    let opponents: Vec<String> = game
        .opponents
        .iter()
        .map(|o| format!("{} {}", text::seat_md(&o.name, tr), o.score))
        .collect();
    let turn = if game.your_turn {
        tr.text("games-your-turn")
    } else {
        let player = match &game.to_move {
            Some(name) => text::seat_md(name, tr),
            None => tr.text("games-nobody"),
        };
        tr.say("games-to-move", &[("player", player.into())])
    };
    let mut line = tr.say(
        "games-line",
        &[
            ("game", game.game_id.to_string().into()),
            (
                "place",
                place(ctx, game.guild_id, game.channel_id, tr).into(),
            ),
            ("turn", turn.into()),
            ("score", game.your_score.to_string().into()),
            ("opponents", opponents.join(", ").into()),
        ],
    );
    if let Some(deadline) = game.deadline {
        let _ = write!(
            line,
            "; {}",
            tr.say(
                "games-time-runs-out",
                &[("when", text::relative_time(deadline).into())]
            )
        );
    }
    line.push('\n');
    line
}

/// "Server › #channel" as text (never a link that could name something else), from what the bot
/// knows of the server.
fn place(ctx: Context<'_>, guild: Option<i64>, channel: i64, tr: Tr) -> String {
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
        Some((server, None)) => tr.say(
            "games-place-some-channel",
            &[("server", text::md(&server).into())],
        ),
        None if guild.is_none() => tr.text("games-place-dm"),
        None => tr.text("games-place-gone"),
    }
}
