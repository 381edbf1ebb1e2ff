//! The Discord layer (poise on serenity): slash commands, buttons, DMs and replies. Thin: it
//! parses interactions, calls the service layer and turns outcomes into messages.

mod errors;
mod help;

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use crate::config::Config;
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
    vec![help::help()]
}

/// Connects to Discord and serves until `shutdown` resolves. Network failures are retried with
/// back-off; a refused token ends the run with a clear error.
pub async fn run(
    config: Config,
    service: Service,
    shutdown: impl Future<Output = ()>,
) -> anyhow::Result<()> {
    let config = Arc::new(config);
    tokio::pin!(shutdown);
    let mut delay = Duration::from_secs(1);
    loop {
        let mut client = build_client(&config, service.clone()).await?;
        let shards = client.shard_manager.clone();
        let outcome = tokio::select! {
            outcome = client.start() => Some(outcome),
            () = &mut shutdown => None,
        };
        match outcome {
            None => {
                shards.shutdown_all().await;
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

fn token_refused(error: &serenity::Error) -> bool {
    matches!(
        error,
        serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication)
    ) || matches!(error, serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) if r.status_code.as_u16() == 401)
}

async fn build_client(config: &Arc<Config>, service: Service) -> anyhow::Result<serenity::Client> {
    let token = config.discord_token.expose();
    let mut http = serenity::HttpBuilder::new(token);
    if let Some(base) = &config.discord_api_base {
        // serenity only honours the proxy with its rate limiter off (see DISCORD_TESTING.md).
        http = http
            .proxy(base.trim_end_matches('/'))
            .ratelimiter_disabled(true);
    }
    let setup_config = Arc::clone(config);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands(),
            on_error: |error| Box::pin(errors::on_error(error)),
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                poise::builtins::register_globally(ctx, &framework.options().commands).await?;
                tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
                Ok(Data { service, config: setup_config })
            })
        })
        .build();
    let intents = serenity::GatewayIntents::non_privileged();
    Ok(
        serenity::ClientBuilder::new_with_http(http.build(), intents)
            .framework(framework)
            .await?,
    )
}
