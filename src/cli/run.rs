//! `lexicord run`: start the bot, with its own PostgreSQL unless a database URL is configured.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use super::said::SaidContext as _;
use crate::config::Config;
use crate::engine::english::english;
use crate::engine::lexicon::Lexicon;
use crate::engine::tiles::Edition;
use crate::engine::wording::Wording;
use crate::local_postgres::{ClusterOptions, LocalCluster};
use crate::service::{ClockSettings, Lexicons, ReviewAccess, ServerSettings, Service};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Configuration file (see config.example.toml); default: ./lexicord.toml if present.
    #[arg(long)]
    pub config: Option<PathBuf>,
}

/// Runs the bot until Ctrl-C or SIGTERM, then stops it and the database it started.
pub fn execute(args: &Args) -> anyhow::Result<ExitCode> {
    let config = Config::load_given_or_default(args.config.as_deref())?;
    if config.discord_token.is_empty() {
        eprintln!("lexicord: {}", english(&Wording::new("cli-run-no-token")));
        return Ok(ExitCode::from(2));
    }
    // Our own cluster is started on this (the main) thread, which lives until the end: the
    // server is tied to it and dies with the process if we crash.
    let (cluster, url) = if config.database_url.is_empty() {
        tracing::info!(data_dir = %config.data_dir.display(), "starting our own PostgreSQL");
        let cluster = LocalCluster::start(&ClusterOptions {
            data_dir: config.data_dir.clone(),
            durable: true,
            remove_on_stop: false,
        })?;
        let url = cluster.url("lexicord");
        (Some(cluster), url)
    } else {
        (None, config.database_url.expose().to_owned())
    };
    let lexicons = load_lexicons(&config)?;
    crate::bot::memory::tune_allocator();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    let outcome = runtime.block_on(async {
        // Listening from here on: a SIGTERM at any moment stops the bot in order.
        let shutdown = shutdown_signal()?;
        tokio::pin!(shutdown);
        let pool = tokio::select! {
            pool = crate::store::connect_and_migrate(&url) => {
                pool.said_context(|| Wording::new("cli-run-connecting"))?
            }
            () = &mut shutdown => return Ok(()),
        };
        tracing::info!("database ready, migrations applied");
        let service = Service::new(pool, lexicons, server_defaults(&config))
            .with_clock_defaults(clock_defaults(&config))
            .with_expert_budget(std::time::Duration::from_millis(config.expert_think_ms))
            .with_review_budget(config.review_budget());
        check_versions(&service).await?;
        crate::bot::run(config, service, shutdown).await
    });
    // Work still running on blocking threads (a board being drawn, a name being resolved
    // while the network is gone) gets a moment, not a veto over the exit.
    runtime.shutdown_timeout(BLOCKING_WORK_WITHIN);
    if let Some(mut cluster) = cluster {
        tracing::info!("stopping our PostgreSQL");
        cluster.stop();
    }
    outcome.map(|()| ExitCode::SUCCESS)
}

/// The built-in ENABLE lexicon plus every word list named in the configuration, each as
/// today's version of its name; older versions that games still use come from the cache when
/// first asked for.
pub fn load_lexicons(config: &Config) -> anyhow::Result<Lexicons> {
    let cache = super::lexicon_cache::Cache::new(&config.lexicon_cache);
    let mut lexicons = Lexicons::new().with_source(Arc::new(cache));
    let enable = Lexicon::enable();
    let enable_version = super::lexicons::enable_version(&enable);
    super::lexicons::keep_enable(&enable, &enable_version, &config.lexicon_cache);
    lexicons.insert_version(
        "enable",
        &enable_version,
        Arc::new(enable),
        Edition::english(),
    );
    for (name, entry) in &config.lexicons {
        let loaded = super::lexicons::load(name, entry, &config.lexicon_cache)?;
        tracing::info!(name, "lexicon loaded: {}", loaded.summary());
        lexicons.insert_version(
            name,
            &loaded.version,
            Arc::new(loaded.lexicon),
            loaded.edition,
        );
    }
    Ok(lexicons)
}

/// Checks the versions of the open games' word lists (see `Delivery::check_lexicon_versions`)
/// and says what it found.
async fn check_versions(service: &Service) -> anyhow::Result<()> {
    let check = service.delivery().check_lexicon_versions().await?;
    if check.adopted > 0 {
        tracing::info!(
            games = check.adopted,
            "games stored before word-list versions were kept now keep today's version"
        );
    }
    if check.judged > 0 {
        tracing::info!(
            games = check.judged,
            "challenges logged before their judgement was kept are now judged and stored"
        );
    }
    if !check.lobbies_moved.is_empty() {
        tracing::info!(lobbies = ?check.lobbies_moved, "lobbies whose word-list version is gone now use today's");
    }
    if !check.gone.is_empty() {
        tracing::warn!(
            games = ?check.gone,
            told_now = ?check.told,
            "the word-list version these games were opened with is gone (neither configured nor \
             in the lexicon cache): they can be read but not played on; their channels are told"
        );
    }
    Ok(())
}

/// Server settings for servers that have not chosen their own, from the configuration.
pub fn server_defaults(config: &Config) -> ServerSettings {
    ServerSettings {
        challenge_rule: config.defaults.challenge_rule,
        turn_time_limit_secs: config.turn_time_limit().as_secs() as i32,
        rack_delivery: config.defaults.rack_delivery,
        lexicon: config.defaults.lexicon.clone(),
        moderator_role_id: None,
        words_in_games: false,
        review_access: ReviewAccess::Players,
        language: crate::kinds::Language::English,
    }
}

/// Clock settings for servers that have not chosen their own, from the configuration.
pub fn clock_defaults(config: &Config) -> ClockSettings {
    ClockSettings {
        reminder_percents: config.defaults.reminders.clone(),
        missed_turn_limit: config.defaults.missed_turn_limit,
        time_bank_secs: i32::try_from(config.time_bank().as_secs()).unwrap_or(i32::MAX),
    }
}

/// How long the exit waits for work on blocking threads.
const BLOCKING_WORK_WITHIN: Duration = Duration::from_secs(2);

/// Listens for Ctrl-C and SIGTERM from now on (not from the first poll: a signal while the
/// future waits unpolled is kept), and resolves on either.
fn shutdown_signal() -> anyhow::Result<impl Future<Output = ()>> {
    use tokio::signal::unix::{SignalKind, signal};
    let mut interrupt = signal(SignalKind::interrupt())
        .said_context(|| Wording::new("cli-run-listening-interrupt"))?;
    let mut terminate = signal(SignalKind::terminate())
        .said_context(|| Wording::new("cli-run-listening-terminate"))?;
    Ok(async move {
        tokio::select! {
            _ = interrupt.recv() => {}
            _ = terminate.recv() => {}
        }
        tracing::info!("shutting down");
    })
}
