//! The Discord layer (poise on serenity): slash commands, buttons, DMs and replies. Thin: it
//! parses interactions, calls the service layer and turns outcomes into messages. Every
//! interaction is acknowledged (deferred, privately) before any database or drawing work; the
//! answer to the player is private, what changed a game is announced in its channel.

mod announce;
mod buttons;
mod choices;
mod deliver;
mod errors;
mod game;
mod help;
mod jobs;
mod league;
mod looks;
pub mod memory;
mod puzzle;
mod racks;
mod reply;
mod request;
mod review;
mod score;
mod settings;
mod text;
mod tournament;
mod turns;
mod word;

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use crate::config::{Config, ShardRange};
use crate::service::Service;
use poise::serenity_prelude as serenity;

pub use errors::Error;

/// What every command can reach.
pub struct Data {
    pub service: Service,
    pub config: Arc<Config>,
}

pub type Context<'a> = poise::Context<'a, Data, Error>;

/// Every slash command the bot registers.
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    vec![
        game::game(),
        turns::play(),
        turns::exchange(),
        turns::pass(),
        turns::challenge(),
        turns::close_square(),
        turns::place(),
        looks::rack(),
        looks::board(),
        looks::history(),
        looks::gcg(),
        score::score(),
        looks::games(),
        word::word(),
        review::review(),
        puzzle::puzzle(),
        settings::settings(),
        tournament::tournament(),
        league::league(),
        help::help(),
    ]
}

/// Answers the interaction privately with `text` (after a private deferral this fills it).
async fn private(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    ctx.send(reply::private(text)).await?;
    Ok(())
}

/// Connects to Discord and serves until `shutdown` resolves, running due jobs meanwhile.
/// Network failures are retried with back-off; a refused token ends the run with a clear error.
pub async fn run(
    config: Config,
    service: Service,
    shutdown: impl Future<Output = ()>,
) -> anyhow::Result<()> {
    let config = Arc::new(config);
    let shards = config.shard_range().map_err(anyhow::Error::msg)?;
    let runner = tokio::spawn(jobs::run_forever(
        Arc::new(http_client(&config)),
        service.clone(),
        Duration::from_secs(config.job_poll_secs),
    ));
    let tournament_runner = tokio::spawn(jobs::run_tournament_jobs_forever(
        service.clone(),
        Duration::from_secs(config.job_poll_secs),
    ));
    let outcome = serve(&config, &service, shards, shutdown).await;
    runner.abort();
    tournament_runner.abort();
    outcome
}

async fn serve(
    config: &Arc<Config>,
    service: &Service,
    shards: Option<ShardRange>,
    shutdown: impl Future<Output = ()>,
) -> anyhow::Result<()> {
    tokio::pin!(shutdown);
    let mut delay = Duration::from_secs(1);
    loop {
        // Building the client asks Discord for the gateway's address, with no time limit: a
        // Discord that takes the request and never answers must not hold a shutdown.
        let mut client = tokio::select! {
            client = build_client(config, service.clone()) => client?,
            () = &mut shutdown => return Ok(()),
        };
        let manager = client.shard_manager.clone();
        let outcome = tokio::select! {
            outcome = start(&mut client, shards) => Some(outcome),
            () = &mut shutdown => None,
        };
        match outcome {
            None => {
                // serenity gives each shard 5 s to close; with Discord gone, stop waiting.
                if tokio::time::timeout(SHARDS_CLOSE_WITHIN, manager.shutdown_all())
                    .await
                    .is_err()
                {
                    tracing::warn!("Discord did not take the shards' close in time");
                }
                return Ok(());
            }
            Some(Ok(())) => return Ok(()),
            Some(Err(error)) if token_refused(&error) => {
                anyhow::bail!("Discord refused the bot token (check DISCORD_TOKEN)");
            }
            Some(Err(error)) => {
                tracing::warn!(%error, retry_in = ?delay, "cannot reach Discord");
                tokio::select! {
                    () = tokio::time::sleep(delay) => {}
                    () = &mut shutdown => return Ok(()),
                }
                delay = (delay * 2).min(Duration::from_mins(1));
            }
        }
    }
}

/// How long a shutdown waits for the shards to close their connections cleanly.
const SHARDS_CLOSE_WITHIN: Duration = Duration::from_secs(3);

/// Runs this process's shards: the configured range, or as many as Discord recommends.
async fn start(client: &mut serenity::Client, shards: Option<ShardRange>) -> serenity::Result<()> {
    match shards {
        // serenity's range end is the last shard, included.
        Some(range) => {
            tracing::info!(
                first = range.first,
                last = range.last,
                total = range.total,
                "running shards"
            );
            client
                .start_shard_range(range.first..range.last, range.total)
                .await
        }
        None => client.start_autosharded().await,
    }
}

fn token_refused(error: &serenity::Error) -> bool {
    matches!(
        error,
        serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication)
    ) || matches!(error, serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) if r.status_code.as_u16() == 401)
}

/// A REST client for the configured Discord (the fake one in tests).
fn http_client(config: &Config) -> serenity::Http {
    let token = config.discord_token.expose();
    // A message built without `reply` (none should be) still pings nobody.
    let mut http = serenity::HttpBuilder::new(token).default_allowed_mentions(reply::nobody());
    if let Some(base) = &config.discord_api_base {
        // serenity only honours the proxy with its rate limiter off (see DISCORD_TESTING.md).
        http = http
            .proxy(base.trim_end_matches('/'))
            .ratelimiter_disabled(true);
    }
    http.build()
}

/// Buttons and forms are not commands: poise passes them to this handler.
fn on_event<'a>(
    framework: poise::FrameworkContext<'a, Data, Error>,
    event: &'a serenity::FullEvent,
) -> poise::BoxFuture<'a, Result<(), Error>> {
    Box::pin(async move {
        if let serenity::FullEvent::InteractionCreate { interaction } = event {
            buttons::handle(framework.serenity_context, framework.user_data, interaction).await?;
        }
        Ok(())
    })
}

async fn build_client(config: &Arc<Config>, service: Service) -> anyhow::Result<serenity::Client> {
    let setup_config = Arc::clone(config);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands(),
            on_error: |error| Box::pin(errors::on_error(error)),
            event_handler: on_event,
            // A poise reply built without `reply::reply()` still pings nobody.
            allowed_mentions: Some(reply::nobody()),
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                poise::builtins::register_globally(ctx, &framework.options().commands).await?;
                tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), shard = ?ready.shard, "connected to Discord");
                Ok(Data { service, config: setup_config })
            })
        })
        .build();
    let intents = serenity::GatewayIntents::non_privileged();
    Ok(
        serenity::ClientBuilder::new_with_http(http_client(config), intents)
            .framework(framework)
            .await?,
    )
}
