//! `/review`: a finished game looked at again with the engine, turn by turn: the turn made
//! beside the best choice by equity (simulated, or the endgame solved exactly, within the
//! service's budget per turn), the equity and chance of winning it gave up, a bingo missed;
//! every player's score and the reviewer's chance of winning over the game. For the game's
//! players, or anyone when the server says so.

use crate::engine::ai::{self, EquityReview, JudgedBy, ReviewSettings, TurnReview};
use crate::engine::game::Game;
use crate::engine::lexicon::Lexicon;
use crate::kinds::ReviewAccess;
use crate::store::games;

use crate::service::Request;
use crate::service::errors::{ServiceError, UserError};
use crate::service::games::Tables;
use crate::service::loaded::{self, LoadedGame};
use crate::service::seat_name::SeatName;
use crate::service::study::Study;
use crate::service::think_rate::review_settings;

/// A finished game reviewed, written for people.
#[derive(Clone, Debug, PartialEq)]
pub struct GameReview {
    pub game_id: i64,
    /// The players' names and final scores, in seat order.
    pub players: Vec<(SeatName, i32)>,
    /// Every play, exchange and pass, in the order they were made.
    pub turns: Vec<ReviewedTurn>,
    /// Each player's total before the first entry of the game's history and after each one,
    /// in seat order (see [`ai::score_progress`]).
    pub progress: Vec<Vec<i32>>,
    /// The seat whose chance of winning the chart follows: the reviewer's, or the first.
    pub viewer: usize,
    /// `viewer`'s chance of winning before the first turn, after each turn and at the end
    /// (see [`ai::win_progress`]); None unless the game had two players.
    pub win_progress: Option<Vec<f64>>,
}

/// One turn of a review.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewedTurn {
    /// The turn's number in the game (1 for the first).
    pub number: usize,
    pub seat: usize,
    pub player: SeatName,
    /// The rack the player held.
    pub rack: String,
    /// What they did: `8D RETAINS`, `exchange 3`, `pass`.
    pub played: String,
    /// Points it made (0 if it was challenged off).
    pub score: i32,
    pub challenged_off: bool,
    /// The turn judged by equity, when the engine could judge it.
    pub judged: Option<JudgedTurn>,
}

/// A turn judged by equity.
#[derive(Clone, Debug, PartialEq)]
pub struct JudgedTurn {
    pub by: JudgedBy,
    /// The turn made's equity.
    pub equity: f64,
    /// The best choice by equity (`8D RETAINS 66`, `exchange QU`, `pass`) and its equity.
    pub best: String,
    pub best_equity: f64,
    /// Equity given up: the best's less the turn's, never below 0.
    pub lost: f64,
    /// The mover's chance of winning after the turn made, and the chance it gave up against
    /// the best (0 to 1); None with more than two players.
    pub win: Option<f64>,
    pub win_lost: Option<f64>,
    /// The highest-scoring bingo the rack had, when the turn made was not one.
    pub missed_bingo: Option<String>,
}

/// One player's losses over the game.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerLosses {
    pub seat: usize,
    pub name: SeatName,
    pub score: i32,
    /// Equity given up over the player's judged turns.
    pub equity_lost: f64,
    /// Turns judged.
    pub turns: usize,
    pub missed_bingos: usize,
}

impl GameReview {
    /// The turns that gave equity up, the biggest losses first (then in game order).
    pub fn biggest_losses(&self) -> Vec<&ReviewedTurn> {
        let mut losses: Vec<&ReviewedTurn> =
            self.turns.iter().filter(|t| lost(t) >= 0.05).collect();
        losses.sort_by(|a, b| lost(b).total_cmp(&lost(a)).then(a.number.cmp(&b.number)));
        losses
    }

    /// Each player's equity given up, turns judged and bingos missed, in seat order.
    pub fn losses(&self) -> Vec<PlayerLosses> {
        self.players
            .iter()
            .enumerate()
            .map(|(seat, (name, score))| {
                let judged: Vec<&JudgedTurn> = self
                    .turns
                    .iter()
                    .filter(|t| t.seat == seat)
                    .filter_map(|t| t.judged.as_ref())
                    .collect();
                PlayerLosses {
                    seat,
                    name: name.clone(),
                    score: *score,
                    equity_lost: judged.iter().map(|j| j.lost).sum(),
                    turns: judged.len(),
                    missed_bingos: judged.iter().filter(|j| j.missed_bingo.is_some()).count(),
                }
            })
            .collect()
    }
}

/// Equity a turn gave up (0 when not judged).
fn lost(turn: &ReviewedTurn) -> f64 {
    turn.judged.as_ref().map_or(0.0, |j| j.lost)
}

impl Study {
    /// Reviews game `game_id` of this server, or the channel's last game. Refused while the
    /// game goes on, and (unless the server opens reviews to anyone) to a non-player. The
    /// engine's work runs on the blocking pool, never on the runtime's workers.
    #[tracing::instrument(skip_all, fields(request = %request, game_id))]
    pub async fn review(
        &self,
        request: &Request,
        game_id: Option<i64>,
    ) -> Result<GameReview, ServiceError> {
        let loaded = match game_id {
            Some(id) => {
                let mut conn = self.pool.acquire().await?;
                let row = games::game(&mut conn, id)
                    .await?
                    .filter(|row| row.guild_id == request.guild_id)
                    .ok_or(UserError::NoSuchGame(id))?;
                loaded::load(&mut conn, row, &self.lexicons).await?
            }
            None => Tables::over(self).load_latest(request.channel_id).await?,
        };
        if loaded.row.status.is_open() {
            return Err(UserError::GameNotOver.into());
        }
        let settings = self.server_settings(request.guild_id).await?;
        let viewer = loaded.seat_of(request.user_id);
        if settings.review_access == ReviewAccess::Players && viewer.is_none() {
            return Err(UserError::NotYourReview.into());
        }
        if loaded.game.is_none() {
            return Err(UserError::NotStarted.into());
        }
        loaded
            .row
            .variant
            .variant()
            .require(crate::engine::variant::Feature::Review)?;
        let lexicon = self
            .lexicons
            .reading(&loaded.row)
            .ok_or_else(|| UserError::WordListGone(loaded.row.lexicon.clone()))?;
        // The game's number seeds the racks simulations deal: a game is reviewed alike each
        // time on one machine (its time per turn becomes work at the machine's rate).
        let (think, seed) = (self.review_budget, loaded.row.id as u64);
        let viewer = viewer.unwrap_or(0);
        tokio::task::spawn_blocking(move || {
            reviewed(&loaded, &lexicon, &review_settings(think, seed), viewer)
        })
        .await
        .map_err(|e| anyhow::anyhow!("review: {e}"))?
        .map_err(Into::into)
    }
}

/// The review of a loaded, started game, its chance of winning followed for `viewer`.
fn reviewed(
    loaded: &LoadedGame,
    lexicon: &Lexicon,
    settings: &ReviewSettings,
    viewer: usize,
) -> anyhow::Result<GameReview> {
    let game = loaded
        .game
        .as_ref()
        .ok_or_else(|| anyhow::anyhow!("game {} was never started", loaded.row.id))?;
    let reviews = ai::review_game(game, lexicon, settings);
    let turns = reviews
        .iter()
        .enumerate()
        .map(|(n, turn)| written(loaded, game, n + 1, turn))
        .collect();
    Ok(GameReview {
        game_id: loaded.row.id,
        players: (0..game.player_count())
            .map(|seat| (loaded.seat_name(seat), game.score(seat)))
            .collect(),
        turns,
        progress: ai::score_progress(game),
        viewer,
        win_progress: ai::win_progress(game, &reviews, viewer),
    })
}

fn written(loaded: &LoadedGame, game: &Game, number: usize, turn: &TurnReview) -> ReviewedTurn {
    let tiles = &game.variant().tiles;
    let seat = game.history()[turn.at].player;
    ReviewedTurn {
        number,
        seat,
        player: loaded.seat_name(seat),
        rack: turn
            .rack
            .as_ref()
            .map_or_else(String::new, |r| r.to_text(tiles)),
        played: turn.played.text(),
        score: turn.actual,
        challenged_off: turn.challenged_off,
        judged: turn.equity.as_ref().map(|e| judged(game, e)),
    }
}

fn judged(game: &Game, equity: &EquityReview) -> JudgedTurn {
    let tiles = &game.variant().tiles;
    JudgedTurn {
        by: equity.judged_by,
        equity: equity.played_equity,
        best: equity.best.text(tiles),
        best_equity: equity.best_equity,
        lost: equity.lost,
        win: equity.played_win,
        win_lost: equity.win_lost,
        missed_bingo: equity
            .missed_bingo
            .map(|m| format!("{} {}", ai::move_text(tiles, &m), m.score())),
    }
}
