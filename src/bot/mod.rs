//! The Discord layer (poise on serenity): slash commands, buttons, DMs and replies. Thin: it
//! parses interactions, calls the service layer and turns outcomes into messages. Every
//! interaction is acknowledged (deferred, privately) before any database or drawing work; the
//! answer to the player is private, what changed a game is announced in its channel.
//!
//! Two parts, one way: `commands` (poise commands, button presses, their private answers) may
//! ask `delivery` (outbox rows to Discord: board posts, racks by DM, threads, tournament posts,
//! the runner) to deliver now what a command wrote, through its narrow public API; `delivery`
//! never reaches `commands`. Both build on the shared pieces here (`context`, `errors`, `reply`,
//! `text`, `request`, `announce` (the board post), racks, button ids, tables and event texts),
//! which reach neither. `channel_needs` (what a game's channel needs of the bot's permissions)
//! is asked by `lexicord doctor`. `tests/architecture/` checks that no import circle comes back.

mod announce;
mod button_ids;
pub mod channel_needs;
mod channel_verdict;
mod commands;
mod context;
mod delivery;
mod errors;
mod league_text;
mod locale;
pub mod memory;
mod observed;
mod racks;
mod reply;
mod request;
mod tables;
mod text;
mod tournament_post_text;
mod tournament_text;
mod turn_text;

pub use commands::pictures;

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use crate::config::{Config, ShardRange};
use crate::service::Service;
use poise::serenity_prelude as serenity;

pub use context::{Context, Data};
pub use errors::Error;

/// A report's turn as a channel reads it in `language` ("exchanged 3 tiles"): said from the
/// turn's data through the catalogue, the one form a turn has.
pub fn turn_line(event: &crate::service::Event, language: crate::kinds::Language) -> String {
    turn_text::turn_line(event, locale::Tr(language))
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
    let gateway = observed::Gateway::new(shards);
    let listener = match config.observability.listen {
        Some(address) => Some(listen(address, &service, &gateway).await?),
        None => None,
    };
    // The job runner's own REST client: it learns the application's id when the gateway says
    // ready (see `build_client`), which follow-ups to interactions need.
    let runner_http = Arc::new(http_client(&config));
    let runner = tokio::spawn(delivery::run_forever(
        Arc::clone(&runner_http),
        service.clone(),
        Duration::from_secs(config.job_poll_secs),
    ));
    let tournament_runner = tokio::spawn(delivery::run_tournament_jobs_forever(
        service.clone(),
        Duration::from_secs(config.job_poll_secs),
    ));
    let outcome = serve(&config, &service, &runner_http, shards, &gateway, shutdown).await;
    runner.abort();
    tournament_runner.abort();
    if let Some(listener) = listener {
        listener.abort();
    }
    outcome
}

/// Serves `/metrics`, `/healthz` and `/readyz` on `address` (see `observe`) from now until the
/// task is aborted; an address that cannot be bound ends the start with the reason.
async fn listen(
    address: std::net::SocketAddr,
    service: &Service,
    gateway: &observed::Gateway,
) -> anyhow::Result<tokio::task::JoinHandle<()>> {
    let listener = tokio::net::TcpListener::bind(address)
        .await
        .map_err(|error| anyhow::anyhow!("cannot listen on {address} for metrics: {error}"))?;
    let bound = listener.local_addr()?;
    if !bound.ip().is_loopback() {
        tracing::warn!(address = %bound, "metrics and health are served beyond this machine: keep the port from the public");
    }
    tracing::info!(address = %bound, "serving metrics and health");
    let probe = observed::Observed {
        service: service.clone(),
        gateway: gateway.clone(),
    };
    Ok(tokio::spawn(crate::observe::serve(
        listener,
        Arc::new(probe),
    )))
}

async fn serve(
    config: &Arc<Config>,
    service: &Service,
    runner_http: &Arc<serenity::Http>,
    shards: Option<ShardRange>,
    gateway: &observed::Gateway,
    shutdown: impl Future<Output = ()>,
) -> anyhow::Result<()> {
    tokio::pin!(shutdown);
    let mut delay = Duration::from_secs(1);
    loop {
        // Building the client asks Discord for the gateway's address, with no time limit: a
        // Discord that takes the request and never answers must not hold a shutdown.
        let mut client = tokio::select! {
            client = build_client(config, service.clone(), Arc::clone(runner_http), gateway.clone()) => client?,
            () = &mut shutdown => return Ok(()),
        };
        let manager = client.shard_manager.clone();
        gateway.serving(Arc::clone(&manager));
        let outcome = tokio::select! {
            outcome = start(&mut client, shards) => Some(outcome),
            () = &mut shutdown => None,
        };
        gateway.stopped();
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
pub(crate) fn http_client(config: &Config) -> serenity::Http {
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
            Box::pin(commands::handle(
                framework.serenity_context,
                framework.user_data,
                interaction,
            ))
            .await?;
        }
        Ok(())
    })
}

/// The gateway client; `runner_http` (the job runner's REST client) is given the application's
/// id when the gateway says ready, as this client's own is, and `gateway` the shards' count.
async fn build_client(
    config: &Arc<Config>,
    service: Service,
    runner_http: Arc<serenity::Http>,
    gateway: observed::Gateway,
) -> anyhow::Result<serenity::Client> {
    let setup_config = Arc::clone(config);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::commands(),
            pre_command: commands::pre_command,
            post_command: commands::post_command,
            on_error: |error| Box::pin(commands::on_error(error)),
            event_handler: on_event,
            // A poise reply built without `reply::reply()` still pings nobody.
            allowed_mentions: Some(reply::nobody()),
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                runner_http.set_application_id(ready.application.id);
                gateway.ready(ready.shard);
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
