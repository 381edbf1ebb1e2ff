//! `/score`: this game's scores; a player's profile (record, ratings with the provisional
//! mark, and a rating-history chart); or a rating pool's leaderboard as a picture. Private.

use std::fmt::Write as _;

use anyhow::Context as _;
use fluent_bundle::FluentValue;
use poise::serenity_prelude as serenity;

use crate::engine::names::quoted;
use crate::render::{self, Align, Column, LineChart, ScoreLine, TablePicture};
use crate::service::{PlayerProfile, PoolRating, RatedLine, RatingBoard};
use crate::tournament::glicko2::Rating;
use crate::tournament::pools::Pool;

use super::choices::MAX_SUGGESTIONS;

use super::{Context, Error, Tr, private, request, text};

/// Lines on a leaderboard picture.
const BOARD_LINES: usize = 20;

/// Scores: this game, a profile (player:), the ratings (top:True)
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn score(
    ctx: Context<'_>,
    player: Option<serenity::User>,
    top: Option<bool>,
    #[autocomplete = "pools"]
    #[max_length = 80]
    pool: Option<String>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let tr = Tr::of_locale(ctx.locale());
    let service = &ctx.data().service;
    let guild = ctx.guild_id().map(request::db_id);
    if let Some(player) = player {
        let profile = service
            .study()
            .player_profile(guild, request::db_id(player.id))
            .await?;
        let name = crate::service::names::display_name(player.display_name(), &player.name);
        return send_profile(ctx, name, &profile, tr).await;
    }
    if top.unwrap_or(false) || pool.is_some() {
        let pool = match pool {
            None => None,
            Some(text) => Some(Pool::parse(&text).ok_or_else(|| {
                Error::User(tr.say("score-not-a-pool", &[("pool", quoted(&text).into())]))
            })?),
        };
        if let Some(board) = service
            .study()
            .rating_board(guild, pool.clone(), BOARD_LINES)
            .await?
        {
            return send_board(ctx, &board, tr).await;
        }
        let said = match pool {
            Some(pool) => tr.say(
                "score-no-rated-in-pool",
                &[("pool", pool.to_string().into())],
            ),
            None => tr.text("score-no-rated-games"),
        };
        return private(ctx, said).await;
    }
    let snapshot = service
        .tables()
        .snapshot(request::db_id(ctx.channel_id()))
        .await?;
    private(ctx, text::fit(&text::scoreboard(&snapshot, tr), 2000)).await
}

/// A rating as shown: rounded, with `?` when provisional (as on lichess and woogles).
fn rating_text(rating: f64, provisional: bool) -> String {
    format!("{:.0}{}", rating, if provisional { "?" } else { "" })
}

fn pool_line(r: &PoolRating, tr: Tr) -> String {
    let values = [
        ("pool", FluentValue::from(r.pool.to_string())),
        ("rating", rating_text(r.rating, r.provisional).into()),
        ("deviation", format!("{:.0}", r.deviation).into()),
        ("games", r.games.into()),
    ];
    if r.provisional {
        tr.say("score-pool-provisional", &values)
    } else {
        tr.say("score-pool", &values)
    }
}

/// The profile's text: the record, then a line per rating pool.
pub fn profile_text(name: &str, profile: &PlayerProfile, tr: Tr) -> String {
    let r = &profile.record;
    let mut out = tr.say(
        "score-record",
        &[
            ("player", text::md(name).into()),
            ("games", r.games.into()),
            ("wins", r.wins.into()),
            ("losses", r.losses.into()),
            ("draws", r.draws.into()),
            ("average", r.average.into()),
            ("best_game", r.high_game.into()),
            ("best_play", r.high_play.into()),
            ("bingos", r.bingos.into()),
        ],
    );
    out.push('\n');
    if profile.ratings.is_empty() {
        out.push_str(&tr.text("score-no-ratings"));
    } else {
        out.push_str(&tr.text("score-ratings"));
        out.push('\n');
        for rating in &profile.ratings {
            let _ = writeln!(out, "- {}", pool_line(rating, tr));
        }
    }
    out
}

async fn send_profile(
    ctx: Context<'_>,
    name: String,
    profile: &PlayerProfile,
    tr: Tr,
) -> Result<(), Error> {
    let mut reply = super::reply::reply()
        .content(text::fit(&profile_text(&name, profile, tr), 2000))
        .ephemeral(true);
    let lines: Vec<ScoreLine> = profile
        .history
        .iter()
        .take(4)
        .map(|h| ScoreLine {
            name: h.pool.to_string(),
            // From the entry rating (1500): the x axis counts rated games played.
            totals: std::iter::once(Rating::default().rating)
                .chain(h.ratings.iter().copied())
                .map(|r| r.round() as i32)
                .collect(),
        })
        .collect();
    if !lines.is_empty() {
        let title = tr.say("score-chart-title", &[("player", name.into())]);
        let x_axis = tr.text("score-chart-games");
        let png = tokio::task::spawn_blocking(move || {
            render::line_chart_png(&LineChart {
                title: &title,
                x_axis: &x_axis,
                lines: &lines,
                from_zero: false,
            })
        })
        .await
        .context("drawing a rating chart")?
        .context("drawing a rating chart")?;
        reply = reply.attachment(serenity::CreateAttachment::bytes(png, "ratings.png"));
    }
    ctx.send(reply).await?;
    Ok(())
}

/// The leaderboard as a table picture.
pub fn board_table(board: &RatingBoard, tr: Tr) -> TablePicture {
    let rows = board
        .lines
        .iter()
        .enumerate()
        .map(|(n, l): (usize, &RatedLine)| {
            let mut record = format!("{}-{}", l.wins, l.losses);
            if l.draws > 0 {
                let _ = write!(record, "-{}", l.draws);
            }
            vec![
                (n + 1).to_string(),
                l.name.clone(),
                rating_text(l.rating, l.provisional),
                format!("±{:.0}", l.deviation),
                l.games.to_string(),
                record,
            ]
        })
        .collect();
    TablePicture {
        title: tr.text("score-board-title"),
        subtitle: tr.say(
            "score-board-subtitle",
            &[("pool", board.pool.to_string().into())],
        ),
        columns: vec![
            Column::new("#", 56, Align::Right),
            Column::new(&tr.text("score-column-player"), 250, Align::Left),
            Column::new(&tr.text("score-column-rating"), 110, Align::Right),
            Column::new(&tr.text("score-column-deviation"), 80, Align::Right),
            Column::new(&tr.text("score-column-games"), 90, Align::Right),
            Column::new(&tr.text("score-column-record"), 100, Align::Right),
        ],
        rows,
    }
}

async fn send_board(ctx: Context<'_>, board: &RatingBoard, tr: Tr) -> Result<(), Error> {
    let table = board_table(board, tr);
    let png = tokio::task::spawn_blocking(move || render::table_png(&table))
        .await
        .context("drawing a leaderboard")?
        .context("drawing a leaderboard")?;
    let leader = board
        .lines
        .first()
        .map(|l| {
            let leads = tr.say(
                "score-board-leader",
                &[
                    ("player", text::md(&l.name).into()),
                    ("rating", rating_text(l.rating, l.provisional).into()),
                ],
            );
            format!(" {leads}")
        })
        .unwrap_or_default();
    let head = tr.say(
        "score-board-head",
        &[
            ("pool", board.pool.to_string().into()),
            ("players", board.lines.len().into()),
        ],
    );
    let reply = super::reply::reply()
        .content(format!("{head}{leader}"))
        .attachment(serenity::CreateAttachment::bytes(png, "leaderboard.png"))
        .ephemeral(true);
    ctx.send(reply).await?;
    Ok(())
}

/// Suggests the server's rating pools that contain what the player typed.
async fn pools(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let guild = ctx.guild_id().map(request::db_id);
    let pools = ctx
        .data()
        .service
        .study()
        .rating_pools(guild)
        .await
        .unwrap_or_default();
    let typed = partial.trim().to_ascii_lowercase();
    let choices = pools
        .into_iter()
        .map(|p| p.to_string())
        .filter(|name| name.contains(&typed))
        .take(MAX_SUGGESTIONS)
        .map(|name| serenity::AutocompleteChoice::new(name.clone(), name))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}
