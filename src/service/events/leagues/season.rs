//! A league season's start: divisions cut, every game of each division's round robin written,
//! the first games opened, and the next season opened for registration (its end is in
//! `season_end`).

use sqlx::PgConnection;
use time::{Duration, OffsetDateTime};

use crate::kinds::{SettledBy, TournamentJobKind, TournamentState};
use crate::service::Request;
use crate::service::errors::ServiceError;
use crate::service::events::tournaments::registration::pool_ratings;
use crate::service::events::tournaments::{Loaded, TournamentError, TournamentPost, posts};
use crate::service::idempotency::{recall, remember};
use crate::store::leagues::{self, EntryRow, LeagueRow};
use crate::store::tournament_jobs;
use crate::store::tournaments::{self, NewTournament};
use crate::tournament::league::{self, Entry};
use crate::tournament::pairing::Pairing;
use crate::tournament::schedule::MethodName;

use super::view::{LeagueView, league_view, lock_here};
use crate::service::events::Events;
use crate::service::events::Pacing;

/// Spread of a round-robin bye (a division of an odd number), as a tournament's default.
const BYE_SPREAD: i32 = 50;
/// Spread of a forfeit loss, as a tournament's default.
const FORFEIT_SPREAD: i32 = -50;

impl Events {
    /// `/league start`: the season open for registration begins (moderators only): divisions
    /// cut, every game written, the first few per player opened in threads, and the next season
    /// opened for registration.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn start_league_season(&self, request: &Request) -> Result<LeagueView, ServiceError> {
        let mut tx = self.pool.begin().await?;
        let row = lock_here(&mut tx, request).await?;
        if let Some(view) = recall(&mut tx, request).await? {
            return Ok(view);
        }
        if !request.moderator {
            return Err(TournamentError::NotADirector.into());
        }
        if let Some(playing) = leagues::playing_season(&mut tx, row.id).await? {
            return Err(TournamentError::SeasonBeingPlayed(playing).into());
        }
        let season = leagues::current_season(&mut tx, row.id).await?.season;
        let entries = leagues::entries(&mut tx, row.id, season).await?;
        if entries.len() < 2 {
            return Err(TournamentError::TooFewForSeason(entries.len()).into());
        }
        let users: Vec<i64> = entries.iter().map(|e| e.user_id).collect();
        let pool = (
            row.guild_id,
            row.lexicon.as_str(),
            row.variant,
            row.turn_time_limit_secs,
        );
        let ratings = pool_ratings(&mut tx, pool, &users).await?;
        let plan = SeasonPlan::cut(&entries, &ratings, &row);
        let now = self.clock.now();
        let ends = now + Duration::seconds(plan.season_secs.into());
        let new = season_tournament(&row, request.user_id, season, &plan);
        let tournament_id = tournaments::insert(&mut tx, &new)
            .await?
            .ok_or(TournamentError::ChannelHasTournament)?;
        tournaments::set_state(&mut tx, tournament_id, TournamentState::Running, now).await?;
        let entrant_ids = seat_entrants(&mut tx, tournament_id, &plan, &users, &ratings).await?;
        schedule_rounds(&mut tx, tournament_id, new.rounds, ends).await?;
        insert_boards(&mut tx, tournament_id, &plan, &entrant_ids).await?;
        leagues::set_season_tournament(&mut tx, row.id, season, tournament_id).await?;
        leagues::insert_season(&mut tx, row.id, season + 1).await?;
        let t = tournaments::lock(&mut tx, tournament_id)
            .await?
            .ok_or_else(|| anyhow::anyhow!("tournament {tournament_id} vanished"))?;
        let mut loaded = Loaded::load(&mut tx, t).await?;
        let post = TournamentPost::SeasonStarted {
            league: row.name.clone(),
            season,
            divisions: plan
                .members
                .iter()
                .map(|m| m.iter().map(|&i| entries[i].display_name.clone()).collect())
                .collect(),
            ends: ends.unix_timestamp(),
            games_at_once: row.games_at_once,
        };
        posts::post(&mut tx, &loaded, post).await?;
        Pacing::over(self)
            .open_ready_boards(&mut tx, &mut loaded, now)
            .await?;
        let view = league_view(&mut tx, &row).await?;
        remember(&mut tx, request, None, &view).await?;
        tx.commit().await?;
        Ok(view)
    }
}

/// A season's shape: each entry's division, the divisions' members, and the rounds of the
/// longest division's round robin.
struct SeasonPlan {
    /// Each entry's division (1-based), by registration order.
    division_of: Vec<i16>,
    divisions: i16,
    /// Each division's entries (registration indices), first division first.
    members: Vec<Vec<usize>>,
    rounds: usize,
    season_secs: i32,
}

impl SeasonPlan {
    /// Cuts `entries` (at their pool `ratings`) into divisions of the league's size.
    fn cut(entries: &[EntryRow], ratings: &[i32], row: &LeagueRow) -> SeasonPlan {
        let placed: Vec<Entry> = entries
            .iter()
            .zip(ratings)
            .map(|(e, &rating)| Entry {
                rating,
                placed: e.placed_division.zip(e.placed_key),
            })
            .collect();
        let size = usize::try_from(row.division_size).unwrap_or(8);
        let division_of = league::season_divisions(&placed, size);
        let divisions = division_of.iter().copied().max().unwrap_or(1);
        let members: Vec<Vec<usize>> = (1..=divisions)
            .map(|d| {
                (0..entries.len())
                    .filter(|&i| division_of[i] == d)
                    .collect()
            })
            .collect();
        let rounds = members
            .iter()
            .map(|m| league::round_robin_rounds(m.len()))
            .max()
            .unwrap_or(1);
        SeasonPlan {
            division_of,
            divisions,
            members,
            rounds,
            season_secs: i32::from(row.season_days) * 86_400,
        }
    }
}

/// The tournament that plays season `season` of the league: a round robin per division, every
/// round lasting the whole season.
fn season_tournament(
    row: &LeagueRow,
    created_by: i64,
    season: i32,
    plan: &SeasonPlan,
) -> NewTournament {
    NewTournament {
        guild_id: row.guild_id,
        channel_id: row.channel_id,
        name: format!("{} season {season}", row.name),
        created_by,
        rounds: i16::try_from(plan.rounds).unwrap_or(i16::MAX),
        schedule: vec![MethodName::RoundRobin],
        variant: row.variant,
        lexicon: row.lexicon.clone(),
        challenge_rule: row.challenge_rule,
        turn_time_limit_secs: row.turn_time_limit_secs,
        round_secs: plan.season_secs,
        bye_spread: BYE_SPREAD,
        forfeit_spread: FORFEIT_SPREAD,
        max_repeats: 1,
        gibsonize: false,
        auto_advance: false,
        seed: rand::random::<i64>(),
        divisions: plan.divisions,
        games_at_once: Some(row.games_at_once),
    }
}

/// Signs the entries up, division by division (the tsh files' order), each at their pool
/// rating in their division; returns each entry's entrant id, by registration order.
async fn seat_entrants(
    conn: &mut PgConnection,
    tournament_id: i64,
    plan: &SeasonPlan,
    users: &[i64],
    ratings: &[i32],
) -> Result<Vec<i64>, ServiceError> {
    for m in &plan.members {
        for &i in m {
            tournaments::add_entrant(conn, tournament_id, users[i]).await?;
        }
    }
    let entrants = tournaments::entrants(conn, tournament_id).await?;
    let id_of = |user: i64| entrants.iter().find(|e| e.user_id == user).map(|e| e.id);
    let seeding: Vec<(i64, i32, i16)> = (0..users.len())
        .filter_map(|i| Some((id_of(users[i])?, ratings[i], plan.division_of[i])))
        .collect();
    tournaments::set_seeding(conn, &seeding).await?;
    Ok(users
        .iter()
        .map(|&u| id_of(u).unwrap_or_default())
        .collect())
}

/// Every round of the season, each ending (and settled by its deadline job) when the season
/// ends.
async fn schedule_rounds(
    conn: &mut PgConnection,
    tournament_id: i64,
    rounds: i16,
    ends: OffsetDateTime,
) -> Result<(), ServiceError> {
    for round in 1..=rounds {
        tournaments::insert_round(conn, tournament_id, round, MethodName::RoundRobin, ends).await?;
        tournament_jobs::rearm(
            conn,
            TournamentJobKind::RoundDeadline,
            tournament_id,
            round,
            ends,
        )
        .await?;
    }
    Ok(())
}

/// Every board of each division's whole round robin (byes settled with the bye spread).
async fn insert_boards(
    conn: &mut PgConnection,
    tournament_id: i64,
    plan: &SeasonPlan,
    entrant_ids: &[i64],
) -> Result<(), ServiceError> {
    for m in &plan.members {
        let entrant = |local: usize| entrant_ids[m[local]];
        for (r, pairings) in league::whole_round_robin(m.len()).into_iter().enumerate() {
            let round = i16::try_from(r + 1).unwrap_or(i16::MAX);
            for p in pairings {
                let (players, settled) = match p {
                    Pairing::Game { first, second } => {
                        ((entrant(first), Some(entrant(second))), None)
                    }
                    Pairing::Bye(p) => ((entrant(p), None), Some((BYE_SPREAD, 0, SettledBy::Bye))),
                };
                tournaments::insert_board(conn, tournament_id, round, players, settled).await?;
            }
        }
    }
    Ok(())
}
