//! `/league`: a moderator creates a league in a channel; players register for the next season;
//! a moderator starts each season, whose games open in threads a few at a time per player; the
//! standings are the season's tournament's; at the end the top of each division goes up and the
//! bottom goes down, posted in the channel, and everyone is carried into the next season.

use crate::service::names::markdown as md;

use crate::engine::game::ChallengeRule;
use crate::engine::variant::{VariantId, VariantKind};
use crate::service::{LeagueOptions, LeagueView, UserError};

use super::choices::{self, Pick};
use super::{Context, Error, Tr, delivery, private, request};

/// Seasons, divisions, promotion
#[poise::command(
    slash_command,
    guild_only,
    subcommands("create", "join", "leave", "start", "show", "standings"),
    subcommand_required,
    install_context = "Guild",
    interaction_context = "Guild"
)]
#[allow(clippy::unused_async)] // poise needs an async parent command
pub async fn league(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Create a league here; season 1 opens for registration (moderators)
#[poise::command(slash_command, guild_only)]
#[allow(clippy::too_many_arguments)] // one argument per Discord option
pub async fn create(
    ctx: Context<'_>,
    #[max_length = 60] name: String,
    #[min = 1]
    #[max = 180]
    season_days: Option<i64>,
    #[min = 2]
    #[max = 32]
    division_size: Option<i64>,
    #[min = 1]
    #[max = 10]
    games_at_once: Option<i64>,
    #[min = 0]
    #[max = 16]
    movers: Option<i64>,
    variant: Option<Pick<VariantKind>>,
    #[autocomplete = "choices::lexicons"]
    #[max_length = 32]
    lexicon: Option<String>,
    challenge: Option<Pick<ChallengeRule>>,
    #[autocomplete = "choices::turn_times"]
    #[max_length = 16]
    turn_time: Option<String>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let tr = Tr::of_locale(ctx.locale());
    let request = request::of(ctx).await?;
    let kind = variant.map_or(VariantKind::Classic, |v| v.0);
    let variant = VariantId::new(kind, None).map_err(UserError::from)?;
    let small = |v: Option<i64>| v.map(|v| i16::try_from(v).unwrap_or(i16::MAX));
    let options = LeagueOptions {
        name,
        season_days: small(season_days),
        division_size: small(division_size),
        games_at_once: small(games_at_once),
        movers: small(movers),
        variant: Some(variant),
        lexicon,
        challenge_rule: challenge.map(|c| c.0),
        turn_time_limit_secs: request::turn_limit_secs(turn_time)?,
    };
    let view = ctx
        .data()
        .service
        .events()
        .create_league(&request, &options)
        .await?;
    confirm(ctx, &tr.text("league-created"), &view).await
}

/// Register for the league's next season
#[poise::command(slash_command, guild_only)]
pub async fn join(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let tr = Tr::of_locale(ctx.locale());
    let request = request::of(ctx).await?;
    let view = ctx.data().service.events().join_league(&request).await?;
    let done = tr.say("league-joined", &[("season", view.registering.into())]);
    confirm(ctx, &done, &view).await
}

/// Leave the next season (games being played go on)
#[poise::command(slash_command, guild_only)]
pub async fn leave(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let tr = Tr::of_locale(ctx.locale());
    let request = request::of(ctx).await?;
    let view = ctx.data().service.events().leave_league(&request).await?;
    let done = tr.say("league-left", &[("season", view.registering.into())]);
    confirm(ctx, &done, &view).await
}

/// Start the next season (moderators)
#[poise::command(slash_command, guild_only)]
pub async fn start(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let tr = Tr::of_locale(ctx.locale());
    let request = request::of(ctx).await?;
    let view = ctx
        .data()
        .service
        .events()
        .start_league_season(&request)
        .await?;
    let done = tr.say(
        "league-started",
        &[("season", (view.registering - 1).into())],
    );
    confirm(ctx, &done, &view).await
}

/// Settings, and who is registered for the next season
#[poise::command(slash_command, guild_only)]
pub async fn show(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let tr = Tr::of_locale(ctx.locale());
    let request = request::of(ctx).await?;
    let view = ctx.data().service.events().league(&request).await?;
    private(ctx, summary(&view, tr)).await
}

/// The season's standings, by division
#[poise::command(slash_command, guild_only)]
pub async fn standings(ctx: Context<'_>) -> Result<(), Error> {
    let tr = Tr::of_locale(ctx.locale());
    let request = request::of(ctx).await?;
    let view = ctx.data().service.events().league(&request).await?;
    if view.registering == 1 {
        // Season 1 takes registrations: no season has been played.
        return private(ctx, tr.text("league-no-season-yet")).await;
    }
    super::tournament::standings_reply(ctx).await
}

/// Has the runner deliver what the command wrote at once, and answers privately (in the
/// player's language).
async fn confirm(ctx: Context<'_>, done: &str, view: &LeagueView) -> Result<(), Error> {
    delivery::wake();
    let tr = Tr::of_locale(ctx.locale());
    private(ctx, format!("{done}\n{}", summary(view, tr))).await
}

/// The league's summary.
pub fn summary(view: &LeagueView, tr: Tr) -> String {
    let name = md(&view.name);
    let mut out = match view.playing {
        Some(playing) => tr.say(
            "league-summary-playing",
            &[
                ("name", name.into()),
                ("playing", playing.into()),
                ("registering", view.registering.into()),
            ],
        ),
        None => tr.say(
            "league-summary",
            &[
                ("name", name.into()),
                ("registering", view.registering.into()),
            ],
        ),
    };
    out.push('\n');
    let movers = view
        .movers
        .map_or_else(|| tr.text("league-movers-default"), |m| m.to_string());
    out.push_str(&tr.say(
        "league-summary-settings",
        &[
            ("days", view.season_days.into()),
            ("size", view.division_size.into()),
            ("games", view.games_at_once.into()),
            ("movers", movers.into()),
            ("variant", view.variant.clone().into()),
            ("lexicon", view.lexicon.clone().into()),
            (
                "time",
                super::text::duration(i64::from(view.turn_time_limit_secs)).into(),
            ),
        ],
    ));
    out.push('\n');
    let names: Vec<String> = view
        .players
        .iter()
        .map(|(name, _, division)| match division {
            Some(d) => tr.say(
                "league-player-division",
                &[("player", md(name).into()), ("division", (*d).into())],
            ),
            None => md(name),
        })
        .collect();
    let players = if names.is_empty() {
        tr.text("league-registered-nobody")
    } else {
        names.join(", ")
    };
    out.push_str(&tr.say(
        "league-registered",
        &[("count", names.len().into()), ("players", players.into())],
    ));
    super::text::fit(&out, 1900)
}
