//! `/settings`: the server's defaults for new games and its study tools (moderators), your own
//! turn reminders, and what is set now (with, for moderators, what the bot lacks in the
//! server's channels with games and events).

use poise::serenity_prelude as serenity;

use crate::engine::game::ChallengeRule;
use crate::engine::names::Named;
use crate::kinds::Language;
use crate::service::{RackDelivery, ReviewAccess, ServerSettings, SettingsChange};

use super::choices::{self, Pick};
use super::{Context, Error, Tr, private, request, text};
use crate::bot::channel_verdict;

/// Settings: server (moderators), your reminders, or show them
#[poise::command(
    slash_command,
    guild_only,
    subcommands("server", "reminders", "show"),
    subcommand_required,
    install_context = "Guild",
    interaction_context = "Guild"
)]
#[allow(clippy::unused_async)] // poise needs an async parent command
pub async fn settings(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

fn describe(s: &ServerSettings, tr: Tr) -> String {
    let racks = match s.rack_delivery {
        RackDelivery::Dm => tr.text("settings-racks-dm"),
        RackDelivery::Command => tr.text("settings-racks-command"),
    };
    let role = s
        .moderator_role_id
        .map_or_else(|| tr.text("settings-no-role"), |r| format!("<@&{r}>"));
    let words = if s.words_in_games {
        tr.text("settings-words-allowed")
    } else {
        tr.text("settings-words-not-allowed")
    };
    let reviews = match s.review_access {
        ReviewAccess::Players => tr.text("settings-reviews-players"),
        ReviewAccess::Anyone => tr.text("settings-reviews-anyone"),
    };
    tr.say(
        "settings-describe",
        &[
            ("lexicon", s.lexicon.clone().into()),
            ("rule", s.challenge_rule.name().into()),
            (
                "time",
                text::duration(i64::from(s.turn_time_limit_secs)).into(),
            ),
            ("racks", racks.into()),
            ("role", role.into()),
            ("words", words.into()),
            ("reviews", reviews.into()),
            ("language", text::language_name(s.language, tr).into()),
        ],
    )
}

/// Moderators: change this server's defaults for new games and its study tools
#[poise::command(slash_command, guild_only)]
#[allow(clippy::too_many_arguments)] // poise takes each slash-command option as an argument
pub async fn server(
    ctx: Context<'_>,
    #[autocomplete = "choices::lexicons"]
    #[max_length = 32]
    lexicon: Option<String>,
    challenge: Option<Pick<ChallengeRule>>,
    #[autocomplete = "choices::turn_times"]
    #[max_length = 16]
    turn_time: Option<String>,
    rack_delivery: Option<Pick<RackDelivery>>,
    moderator_role: Option<serenity::Role>,
    words_in_games: Option<bool>,
    reviews: Option<Pick<ReviewAccess>>,
    language: Option<Pick<Language>>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let turn_time_limit_secs = request::turn_limit_secs(turn_time)?;
    let change = SettingsChange {
        lexicon,
        challenge_rule: challenge.map(|c| c.0),
        turn_time_limit_secs,
        rack_delivery: rack_delivery.map(|r| r.0),
        moderator_role_id: moderator_role.map(|r| Some(request::db_id(r.id))),
        words_in_games,
        review_access: reviews.map(|r| r.0),
        language: language.map(|l| l.0),
    };
    let settings = ctx
        .data()
        .service
        .settings()
        .change_server_settings(&request, &change)
        .await?;
    private(ctx, describe(&settings, Tr::of_locale(ctx.locale()))).await
}

/// Turn your turn reminders on or off (in every game)
#[poise::command(slash_command, guild_only)]
pub async fn reminders(ctx: Context<'_>, on: bool) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    ctx.data()
        .service
        .settings()
        .set_reminders(&request, on)
        .await?;
    let tr = Tr::of_locale(ctx.locale());
    private(
        ctx,
        if on {
            tr.text("settings-reminders-on")
        } else {
            tr.text("settings-reminders-off")
        },
    )
    .await
}

/// Show this server's settings for new games
#[poise::command(slash_command, guild_only)]
pub async fn show(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let guild = ctx.guild_id().map(request::db_id);
    let settings = ctx.data().service.server_settings(guild).await?;
    let tr = Tr::of_locale(ctx.locale());
    let mut answer = describe(&settings, tr);
    if let Some(verdict) = permissions_verdict(ctx, tr).await? {
        answer.push_str("\n\n");
        answer.push_str(&verdict);
    }
    private(ctx, answer).await
}

/// For a moderator, what the bot lacks in the server's channels with games and events (or that
/// all is well); nothing for anyone else.
async fn permissions_verdict(ctx: Context<'_>, tr: Tr) -> Result<Option<String>, Error> {
    let request = request::of(ctx).await?;
    let Some(guild) = ctx.guild_id().filter(|_| request.moderator) else {
        return Ok(None);
    };
    let channels = ctx
        .data()
        .service
        .settings()
        .channels_to_check(&request)
        .await?;
    let bot = ctx.cache().current_user().id;
    let verdict = channel_verdict::verdict(ctx.http(), (guild, bot), &channels, tr).await;
    Ok(Some(verdict))
}
