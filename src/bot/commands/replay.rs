//! `/gcg replay:True`: a finished game as an animated picture (GIF), drawn off the async
//! threads and posted in the channel for everyone, pinging no one. It shows what the table
//! saw (the board, each turn and the scores), never a rack.

use anyhow::Context as _;
use fluent_bundle::FluentValue;
use poise::serenity_prelude as serenity;

use crate::render::{self, Caption, PlayerLine, ReplayFrame};
use crate::service::GameReplay;

use super::{Context, Error, Tr, private, reply, request, text};

/// Discord's upload limit for a bot in a server without boosts.
const UPLOAD_LIMIT: usize = 10 * 1024 * 1024;

/// Draws the replay of game `game` (the channel's last game by default) and posts it.
pub async fn post(ctx: Context<'_>, game: Option<i64>) -> Result<(), Error> {
    let request = request::of(ctx).await?;
    let replay = ctx.data().service.tables().replay(&request, game).await?;
    let id = replay.game_id;
    let tr = Tr::of_locale(ctx.locale());
    // Posted in the channel: in the server's language.
    let guild = ctx.guild_id().map(request::db_id);
    let server = Tr(ctx.data().service.server_settings(guild).await?.language);
    let line = headline(&replay, server);
    let gif = draw(replay, server).await?;
    let game = [("game", FluentValue::from(id.to_string()))];
    if gif.len() > UPLOAD_LIMIT {
        return Err(Error::User(tr.say("replay-too-large", &game)));
    }
    private(ctx, tr.say("replay-posted", &game)).await?;
    let post = reply::reply()
        .content(line)
        .attachment(serenity::CreateAttachment::bytes(
            gif,
            format!("replay-{id}.gif"),
        ))
        .ephemeral(false);
    ctx.send(post).await?;
    Ok(())
}

/// "Replay of game #12: alice 412, bob 377 (24 turns).", names escaped.
fn headline(replay: &GameReplay, tr: Tr) -> String {
    let finals = replay
        .steps
        .last()
        .map(|s| s.scores.clone())
        .unwrap_or_default();
    let players: Vec<String> = replay
        .players
        .iter()
        .zip(finals)
        .map(|(name, score)| format!("{} {score}", text::seat_md(name, tr)))
        .collect();
    tr.say(
        "replay-headline",
        &[
            ("game", replay.game_id.to_string().into()),
            ("players", players.join(", ").into()),
            ("turns", replay.turns().into()),
        ],
    )
}

/// The replay as GIF bytes, its captions in `tr`'s language, drawn on the blocking pool (a
/// whole game takes about a second).
async fn draw(replay: GameReplay, tr: Tr) -> Result<Vec<u8>, Error> {
    let gif = tokio::task::spawn_blocking(move || {
        let frames: Vec<ReplayFrame> = replay
            .steps
            .into_iter()
            .map(|step| ReplayFrame {
                players: replay
                    .players
                    .iter()
                    .zip(&step.scores)
                    .enumerate()
                    .map(|(seat, (name, &score))| PlayerLine {
                        name: crate::service::names::plain(&text::seat_name(name, tr)),
                        score,
                        to_move: step.mover == Some(seat),
                    })
                    .collect(),
                board: step.board,
                last_play: step.last_play,
                bag_count: step.bag_count,
                blocked: step.blocked,
                caption: Caption {
                    label: tr.word(&step.label),
                    text: tr.word(&step.text),
                },
            })
            .collect();
        render::replay_gif(&replay.variant, &frames)
    })
    .await
    .context("drawing a replay")?
    .context("drawing a replay")?;
    Ok(gif)
}
