//! Answering where the game lives outside a server (a group DM, a DM between users): there the
//! app speaks only through its answers. Discord fills a deferred answer with the interaction's
//! first follow-up, keeping the deferral's privacy, so a game's public post sent first would
//! become a private message. Before such a post goes out, the command's private answer is
//! filled, and only then is the interaction's token recorded as the way the game speaks: a
//! delivery never follows up on an interaction whose deferred answer is still open.

use poise::serenity_prelude as serenity;
use serenity::builder::Builder as _;

use crate::bot::request::db_id;
use crate::service::Service;

use super::{Context, Error, reply};

/// A slash command whose deferred answer was filled before the game's post: its later private
/// answers edit that one (see `answer::private`).
#[derive(Clone, Copy, Debug)]
pub struct Filled;

/// For an interaction outside a server: fills its deferred private answer with a placeholder
/// and records its token for the open game of `channel`. `true` if it did (nothing in a server).
pub async fn before_announcing(
    http: &serenity::Http,
    service: &Service,
    (guild, channel): (Option<serenity::GuildId>, serenity::ChannelId),
    token: &str,
) -> Result<bool, Error> {
    if guild.is_some() {
        return Ok(false);
    }
    reply::edit("⏳ One moment…").execute(http, token).await?;
    service
        .delivery()
        .remember_answer(db_id(channel), token)
        .await?;
    Ok(true)
}

/// [`before_announcing`] for a slash command, marking it [`Filled`].
pub async fn before_announcing_in(ctx: Context<'_>) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let place = (ctx.guild_id(), ctx.channel_id());
    let token = &app.interaction.token;
    if before_announcing(ctx.http(), &ctx.data().service, place, token).await? {
        ctx.set_invocation_data(Filled).await;
    }
    Ok(())
}
