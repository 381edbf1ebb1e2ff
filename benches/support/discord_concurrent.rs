//! The concurrent mode of the `discord_play` bench: many games in flight at once through the
//! fake Discord and the real bot binary, every `/play` timed from the interaction to the
//! player's private answer (the board post and the "your turn" rack DMs delivered before it).

use std::sync::Arc;
use std::time::Duration;

use crate::fake_discord::{Bot, FakeDiscord, Opt};
use lexicord::cli::run::server_defaults;
use lexicord::config::Config;
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::movegen;
use lexicord::engine::notation::{ThroughStyle, format_play};
use lexicord::service::{Lexicons, Service};

/// Plays `plays` plays in each of `games` games at once; the time of every `/play`.
pub async fn measure(url: &str, games: usize, plays: usize) -> Vec<Duration> {
    let mut discord = FakeDiscord::start().await;
    discord.set_timeout(Duration::from_mins(5));
    let discord = Arc::new(discord);
    // The bot migrates the database; the bench only reads games (so another build of the bot,
    // `LEXICORD_E2E_BIN`, can run against a schema of its own).
    let _bot = Bot::start(&discord, url).await;
    let pool = sqlx::PgPool::connect(url)
        .await
        .expect("the benchmark database");
    let lexicon = Arc::new(Lexicon::enable());
    let mut lexicons = Lexicons::new();
    lexicons.insert("enable", Arc::clone(&lexicon));
    let service = Service::new(pool, lexicons, server_defaults(&Config::default()));
    let mut tasks = tokio::task::JoinSet::new();
    for game in 0..games {
        let (discord, service, lexicon) =
            (Arc::clone(&discord), service.clone(), Arc::clone(&lexicon));
        tasks.spawn(async move { one_game(&discord, &service, lexicon, game, plays).await });
    }
    let mut times = Vec::new();
    while let Some(done) = tasks.join_next().await {
        times.extend(done.expect("a game ran"));
    }
    times
}

/// One game of two players, `plays` plays long at most (passes when no play is found).
async fn one_game(
    discord: &FakeDiscord,
    service: &Service,
    lexicon: Arc<Lexicon>,
    game: usize,
    plays: usize,
) -> Vec<Duration> {
    let channel = discord.add_channel(&format!("load-{game}"));
    let players = [
        discord.user(&format!("a{game}")),
        discord.user(&format!("b{game}")),
    ];
    let run = async |who: usize, command: &str, options: &[Opt]| {
        let id = discord
            .slash(&players[who], channel, command, options)
            .await;
        discord.time_to_reply(id).await
    };
    run(0, "game new", &[Opt::int("opponents", 1)]).await;
    run(1, "game join", &[]).await;
    run(0, "game start", &[]).await;
    let seats = service
        .tables()
        .snapshot(channel as i64)
        .await
        .expect("the game")
        .seats;
    let mut times = Vec::new();
    while times.len() < plays {
        let Some(state) = service
            .tables()
            .whole_game(channel as i64)
            .await
            .expect("the game")
        else {
            break;
        };
        let Some(seat) = state.to_move().filter(|_| !state.is_over()) else {
            break;
        };
        let who = usize::from(seats[seat].user_id != Some(players[0].id as i64));
        let lexicon = Arc::clone(&lexicon);
        let best = tokio::task::spawn_blocking(move || {
            if state.awaiting_final_challenge() {
                return None;
            }
            let best =
                movegen::best_move(state.variant(), &lexicon, state.board(), state.rack(seat))?;
            let text = format_play(
                &state.variant().tiles,
                state.board(),
                &best.placement(),
                ThroughStyle::Letters,
            );
            Some((text.word, text.coord.to_string()))
        })
        .await
        .expect("a move search");
        match best {
            Some((word, at)) => {
                let options = [Opt::text("word", &word), Opt::text("at", &at)];
                times.push(run(who, "play", &options).await);
            }
            None => {
                run(who, "pass", &[]).await;
            }
        }
    }
    times
}
