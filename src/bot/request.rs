//! Who asks, where and through which interaction, as the service takes it ([`Request`]),
//! including whether the member may moderate: Manage Server (or Administrator), the server's
//! moderator role, or owning the server; and option texts read into the values requests carry.

use poise::serenity_prelude as serenity;

use crate::config::{is_duration, parse_turn_limit};
use crate::engine::names::quoted;
use crate::engine::wording::Wording;
use crate::service::{Request, Service};

use super::context::Context;
use super::errors::Error;

/// A Discord id as the database stores it.
pub fn db_id(id: impl Into<u64>) -> i64 {
    id.into() as i64
}

/// The parts of an interaction a request is made of.
pub struct Asker<'a> {
    pub guild_id: Option<serenity::GuildId>,
    pub channel_id: serenity::ChannelId,
    pub user: &'a serenity::User,
    pub member: Option<&'a serenity::Member>,
    pub interaction_id: serenity::InteractionId,
    /// The interaction's token: outside a server, the game of the channel posts through it.
    pub token: &'a str,
}

impl Asker<'_> {
    /// The service request, deciding whether the member moderates this server.
    pub async fn request(
        &self,
        service: &Service,
        cache: &serenity::Cache,
    ) -> Result<Request, Error> {
        let moderator = match (self.guild_id, self.member) {
            (Some(guild), Some(member)) => is_moderator(service, cache, guild, member).await?,
            _ => false,
        };
        // Made plain once, here, before the service stores it (see `service::names`).
        let shown = self
            .member
            .map_or_else(|| self.user.display_name(), |m| m.display_name());
        let name = crate::service::names::display_name(shown, &self.user.name);
        Ok(Request {
            guild_id: self.guild_id.map(db_id),
            channel_id: db_id(self.channel_id),
            user_id: db_id(self.user.id),
            user_name: name,
            interaction_id: Some(db_id(self.interaction_id)),
            moderator,
        })
    }
}

async fn is_moderator(
    service: &Service,
    cache: &serenity::Cache,
    guild: serenity::GuildId,
    member: &serenity::Member,
) -> Result<bool, Error> {
    let permissions = member.permissions.unwrap_or_default();
    if permissions.manage_guild() || permissions.administrator() {
        return Ok(true);
    }
    if cache
        .guild(guild)
        .is_some_and(|g| g.owner_id == member.user.id)
    {
        return Ok(true);
    }
    if member.roles.is_empty() {
        return Ok(false);
    }
    let settings = service.server_settings(Some(db_id(guild))).await?;
    Ok(settings
        .moderator_role_id
        .is_some_and(|role| member.roles.iter().any(|r| db_id(*r) == role)))
}

/// The request of a slash command.
pub async fn of(ctx: Context<'_>) -> Result<Request, Error> {
    let poise::Context::Application(app) = ctx else {
        return Err(Error::Worded(Wording::new("err-use-slash-commands")));
    };
    let interaction = app.interaction;
    let member = ctx.author_member().await;
    let asker = Asker {
        guild_id: ctx.guild_id(),
        channel_id: ctx.channel_id(),
        user: ctx.author(),
        member: member.as_deref(),
        interaction_id: interaction.id,
        token: &interaction.token,
    };
    asker.request(&ctx.data().service, ctx.cache()).await
}

/// A `turn_time` option (`24h`, `90m`, `3d`) in seconds, or what is wrong with it: not a
/// duration, or one outside the limits.
pub fn turn_limit_secs(text: Option<String>) -> Result<Option<i32>, Error> {
    text.map(|text| {
        parse_turn_limit(&text)
            .map(|limit| limit.as_secs() as i32)
            .map_err(|_| {
                let key = if is_duration(&text) {
                    "setting-turn-limit-outside"
                } else {
                    "setting-turn-limit-unreadable"
                };
                Error::Worded(Wording::new(key).put("given", &quoted(text.trim())))
            })
    })
    .transpose()
}
