//! `/score`: this game's scores; a player's profile (record, ratings with the provisional
//! mark, and a rating-history chart); or a rating pool's leaderboard as a picture. Private.

use std::fmt::Write as _;

use anyhow::Context as _;
use poise::serenity_prelude as serenity;

use crate::engine::names::quoted;
use crate::render::{self, Align, Column, LineChart, ScoreLine, TablePicture};
use crate::service::{PlayerProfile, PoolRating, RatedLine, RatingBoard};
use crate::tournament::glicko2::Rating;
use crate::tournament::pools::Pool;

use super::choices::MAX_SUGGESTIONS;
use crate::service::UserError;

use super::{Context, Error, private, request, text};

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
    #[description = "Show this player's record, ratings and rating history"] player: Option<
        serenity::User,
    >,
    #[description = "Show the server's rating leaderboard"] top: Option<bool>,
    #[description = "The leaderboard's pool: variant, lexicon, pace (default: the most played)"]
    #[autocomplete = "pools"]
    #[max_length = 80]
    pool: Option<String>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let service = &ctx.data().service;
    let guild = ctx.guild_id().map(request::db_id);
    if let Some(player) = player {
        let profile = service
            .player_profile(guild, request::db_id(player.id))
            .await?;
        let name = crate::service::names::display_name(player.display_name(), &player.name);
        return send_profile(ctx, name, &profile).await;
    }
    if top.unwrap_or(false) || pool.is_some() {
        let pool = match pool {
            None => None,
            Some(text) => Some(Pool::parse(&text).ok_or_else(|| {
                UserError::BadSetting(format!(
                    "{} is not a rating pool: pick one from the list (variant, lexicon, pace).",
                    quoted(&text)
                ))
            })?),
        };
        if let Some(board) = service
            .rating_board(guild, pool.clone(), BOARD_LINES)
            .await?
        {
            return send_board(ctx, &board).await;
        }
        let said = match pool {
            Some(pool) => format!("No rated games in {pool} on this server yet."),
            None => "No rated games on this server yet: games between people count \
                     unless opened with `rated:False`."
                .to_owned(),
        };
        return private(ctx, said).await;
    }
    let snapshot = service.snapshot(request::db_id(ctx.channel_id())).await?;
    private(ctx, text::fit(&text::scoreboard(&snapshot), 2000)).await
}

/// A rating as shown: rounded, with `?` when provisional (as on lichess and woogles).
fn rating_text(rating: f64, provisional: bool) -> String {
    format!("{:.0}{}", rating, if provisional { "?" } else { "" })
}

fn pool_line(r: &PoolRating) -> String {
    format!(
        "{}: **{}** ±{:.0}{}, {}",
        r.pool,
        rating_text(r.rating, r.provisional),
        r.deviation,
        if r.provisional { " (provisional)" } else { "" },
        text::count(i64::from(r.games), "rated game")
    )
}

/// The profile's text: the record, then a line per rating pool.
pub fn profile_text(name: &str, profile: &PlayerProfile) -> String {
    let r = &profile.record;
    let mut out = format!(
        "**{}** on this server: {}, {} won, {} lost, {} drawn; average {}, best game {}, best play {}, {}.\n",
        text::md(name),
        text::count(r.games, "game"),
        r.wins,
        r.losses,
        r.draws,
        r.average,
        r.high_game,
        r.high_play,
        text::count(r.bingos, "bingo")
    );
    if profile.ratings.is_empty() {
        out.push_str("No rated games yet.");
    } else {
        out.push_str("Ratings (Glicko-2; `?` is provisional, deviation over 110):\n");
        for rating in &profile.ratings {
            let _ = writeln!(out, "- {}", pool_line(rating));
        }
    }
    out
}

async fn send_profile(
    ctx: Context<'_>,
    name: String,
    profile: &PlayerProfile,
) -> Result<(), Error> {
    let mut reply = super::reply::reply()
        .content(text::fit(&profile_text(&name, profile), 2000))
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
        let title = format!("{name}: rating history");
        let png = tokio::task::spawn_blocking(move || {
            render::line_chart_png(&LineChart {
                title: &title,
                x_axis: "games",
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
pub fn board_table(board: &RatingBoard) -> TablePicture {
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
        title: "Rating leaderboard".to_owned(),
        subtitle: format!("{} · ? = provisional", board.pool),
        columns: vec![
            Column::new("#", 56, Align::Right),
            Column::new("Player", 250, Align::Left),
            Column::new("Rating", 110, Align::Right),
            Column::new("RD", 80, Align::Right),
            Column::new("Games", 90, Align::Right),
            Column::new("W-L", 100, Align::Right),
        ],
        rows,
    }
}

async fn send_board(ctx: Context<'_>, board: &RatingBoard) -> Result<(), Error> {
    let table = board_table(board);
    let png = tokio::task::spawn_blocking(move || render::table_png(&table))
        .await
        .context("drawing a leaderboard")?
        .context("drawing a leaderboard")?;
    let leader = board
        .lines
        .first()
        .map(|l| {
            format!(
                " {} leads with {}.",
                text::md(&l.name),
                rating_text(l.rating, l.provisional)
            )
        })
        .unwrap_or_default();
    let reply = super::reply::reply()
        .content(format!(
            "**Rating leaderboard**, {}: {}.{leader}",
            board.pool,
            text::count(board.lines.len() as i64, "player")
        ))
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
