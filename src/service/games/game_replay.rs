//! A finished game turn by turn, as anyone may see it, for its animated replay: the board,
//! the totals and the tiles left to draw after every turn, and each turn in words. Plays,
//! exchanges (how many tiles, never which) and challenges are public; racks never show, and
//! the unplayed tiles counted at the end show only as the final scores.

use crate::engine::board::Board;
use crate::engine::dictionary::Dictionary;
use crate::engine::game::{Game, Seat, Turn, TurnKind};
use crate::engine::layout::Pos;
use crate::engine::variant::Variant;
use crate::engine::wording::Wording;

use super::Tables;
use crate::service::Request;
use crate::service::errors::{ServiceError, UserError};
use crate::service::loaded::{self, LoadedGame};
use crate::service::names::plain;
use crate::service::seat_name::SeatName;

/// How many characters of a name a replay's line shows (the picture cuts the line to fit,
/// so a long name must not push the play out of it).
const NAME_CHARS: usize = 24;

/// A finished game's replay: a step for the empty board, one per turn, and one for the end.
#[derive(Clone, Debug)]
pub struct GameReplay {
    pub game_id: i64,
    /// The layout and tile set to draw the board with.
    pub variant: Variant,
    /// The players in seat order (their names drawn as text, in the reader's words for a
    /// computer player).
    pub players: Vec<SeatName>,
    pub steps: Vec<ReplayStep>,
}

/// The game as it stood after one turn.
#[derive(Clone, Debug)]
pub struct ReplayStep {
    pub board: Board,
    /// The squares of the tiles this turn placed; empty for turns that placed none.
    pub last_play: Vec<Pos>,
    /// Squares closed by a piece put on them (see `Game::blocked_squares`).
    pub blocked: Vec<Pos>,
    /// Tiles left to draw after the turn.
    pub bag_count: usize,
    /// Every seat's total after the turn.
    pub scores: Vec<i32>,
    /// The seat whose turn this was; `None` for the start and the end.
    pub mover: Option<Seat>,
    /// "Start", "Turn 12", "Final", as a message of the catalogues.
    pub label: Wording,
    /// The turn in words, with its player's name: "alice: HORN at 8F for 14".
    pub text: Wording,
}

impl GameReplay {
    /// Turns shown, the start and the end left out.
    pub fn turns(&self) -> usize {
        self.steps.len().saturating_sub(2)
    }
}

impl Tables {
    /// The replay of game `game_id` (see [`Tables::shared_game`]), or of the channel's last
    /// game. Refused while the game goes on, and for a game never started.
    #[tracing::instrument(skip_all, fields(request = %request, game_id))]
    pub async fn replay(
        &self,
        request: &Request,
        game_id: Option<i64>,
    ) -> Result<GameReplay, ServiceError> {
        let loaded = match game_id {
            Some(id) => self.shared_game(request, id).await?,
            None => self.load_latest(request.channel_id).await?,
        };
        if loaded.row.status.is_open() {
            return Err(UserError::ReplayBeforeEnd.into());
        }
        if loaded.game.is_none() {
            return Err(UserError::NotStarted.into());
        }
        let dictionary = self.lexicons.recorded(&loaded.row);
        let fallback = dictionary.as_deref().map(|l| l as &dyn Dictionary);
        Ok(replayed(&loaded, fallback)?)
    }

    /// Game `game_id` if the asker may name it: a game of this server, or outside a server a
    /// game of this conversation or one they sat in. Any other is "no such game".
    #[tracing::instrument(skip_all, fields(request = %request, game_id))]
    pub(crate) async fn shared_game(
        &self,
        request: &Request,
        game_id: i64,
    ) -> Result<LoadedGame, ServiceError> {
        let loaded = self.load_by_id(game_id).await?;
        let row = &loaded.row;
        let visible = match request.guild_id {
            Some(guild) => row.guild_id == Some(guild),
            None => {
                row.guild_id.is_none()
                    && (row.channel_id == request.channel_id
                        || loaded.seat_of(request.user_id).is_some())
            }
        };
        if visible {
            Ok(loaded)
        } else {
            Err(UserError::NoSuchGame(game_id).into())
        }
    }
}

/// Replays the game's log from its seed, a step after every turn.
fn replayed(loaded: &LoadedGame, fallback: Option<&dyn Dictionary>) -> anyhow::Result<GameReplay> {
    let (variant, settings) = loaded::rules_of(&loaded.row, &loaded.seats);
    let logged = loaded::logged_of(&loaded.log, &variant)?;
    let seats: Vec<SeatName> = (0..loaded.seats.len())
        .map(|seat| loaded.seat_name(seat))
        .collect();
    // The captions' names: a computer player's in the record's words.
    let players: Vec<String> = seats.iter().map(|s| plain(&s.record_name())).collect();
    let (mut game, _) = Game::new(
        variant.clone(),
        settings,
        loaded.seats.len(),
        loaded.row.seed as u64,
    )
    .map_err(|e| anyhow::anyhow!("replay of game {}: {e}", loaded.row.id))?;
    let mut scores = vec![0; players.len()];
    let start = players
        .iter()
        .map(|p| short(p))
        .collect::<Vec<_>>()
        .join(" vs ");
    let start = Wording::new("replay-start-line").put("players", &start);
    let mut steps = vec![step(
        &game,
        &scores,
        None,
        (Wording::new("replay-start"), start),
    )];
    for (index, logged) in logged.iter().enumerate() {
        let before = game.board().clone();
        let outcome = game
            .apply_logged(index, logged, fallback)
            .map_err(|e| anyhow::anyhow!("replay of game {}: {e}", loaded.row.id))?;
        let first = game.history().len() - outcome.turns.len();
        for (i, turn) in outcome.turns.iter().enumerate() {
            scores[turn.player] = turn.total;
            if matches!(turn.kind, TurnKind::EndAdjustment { .. }) {
                continue;
            }
            let player = short(&players[turn.player]);
            let text = match turn_text(&game, first + i, turn, &before, &players) {
                Some(said) => Wording::new("replay-turn-line")
                    .put("player", &player)
                    .said("turn", said),
                None => Wording::new("replay-turn-player").put("player", &player),
            };
            let label = Wording::new("replay-turn").number("turn", steps.len());
            let mut shown = step(&game, &scores, Some(turn.player), (label, text));
            shown.last_play = placed_by(turn);
            steps.push(shown);
        }
    }
    let finals: Vec<i32> = (0..players.len()).map(|s| game.score(s)).collect();
    let end = (Wording::new("replay-final"), result_text(&game, &players));
    steps.push(step(&game, &finals, None, end));
    Ok(GameReplay {
        game_id: loaded.row.id,
        variant,
        players: seats,
        steps,
    })
}

/// The game as it stands, with these totals and caption.
fn step(
    game: &Game,
    scores: &[i32],
    mover: Option<Seat>,
    (label, text): (Wording, Wording),
) -> ReplayStep {
    ReplayStep {
        board: game.board().clone(),
        last_play: Vec::new(),
        blocked: game.blocked_squares().collect(),
        bag_count: game.cup_len().unwrap_or_else(|| game.bag_len()),
        scores: scores.to_vec(),
        mover,
        label,
        text,
    }
}

/// The squares a turn put tiles on.
fn placed_by(turn: &Turn) -> Vec<Pos> {
    match &turn.kind {
        TurnKind::Play { placement, .. } => placement.tiles.iter().map(|&(p, _)| p).collect(),
        _ => Vec::new(),
    }
}

/// A turn in words, without its player: the engine's words for plays and pieces put down,
/// the same words in every game for the rest. Never a rack or an exchange's tiles.
fn turn_text(
    game: &Game,
    index: usize,
    turn: &Turn,
    before: &Board,
    players: &[String],
) -> Option<Wording> {
    if let Some(said) = game.turn_in_words(index, turn, before) {
        return Some(said.said);
    }
    let points = if turn.score == 0 {
        String::new()
    } else {
        format!(" ({:+})", turn.score)
    };
    let challenged = |key, challenger: &Seat| {
        Wording::new(key)
            .put("by", &short(&players[*challenger]))
            .put("points", &points)
    };
    Some(match &turn.kind {
        TurnKind::Exchange { tiles } => {
            Wording::new("replay-exchanged").number("tiles", tiles.len())
        }
        TurnKind::Pass => Wording::new("replay-passed"),
        TurnKind::TimeOut => Wording::new("replay-time-out"),
        TurnKind::LostTurn => Wording::new("replay-lost-turn"),
        TurnKind::ChallengedOff { challenger, .. } => {
            challenged("replay-challenged-off", challenger)
        }
        TurnKind::ChallengeFailed { challenger } => {
            challenged("replay-challenge-stands", challenger)
        }
        TurnKind::Resign => Wording::new("replay-resigned"),
        TurnKind::Play { .. } | TurnKind::Blocked { .. } | TurnKind::EndAdjustment { .. } => {
            return None;
        }
    })
}

/// Who won (or that it was a draw, or that the game was ended without a result).
fn result_text(game: &Game, players: &[String]) -> Wording {
    let Some(result) = game.result() else {
        return Wording::new("replay-no-result");
    };
    let names: Vec<String> = result.winners.iter().map(|&s| short(&players[s])).collect();
    match (names.as_slice(), result.winners.as_slice()) {
        ([], _) => Wording::new("replay-no-winner"),
        ([name], &[seat]) => {
            let best = result.final_scores[seat];
            let second = (0..players.len())
                .filter(|&s| s != seat)
                .map(|s| result.final_scores[s])
                .max();
            match second {
                Some(second) if game.variant().is_scored() && best > second => {
                    Wording::new("replay-wins-by")
                        .put("player", &name)
                        .number("margin", best - second)
                }
                _ => Wording::new("replay-wins").put("player", &name),
            }
        }
        _ => Wording::new("replay-draw").put("players", &names.join(", ")),
    }
}

/// A name cut to [`NAME_CHARS`] characters, with an ellipsis when cut.
fn short(name: &str) -> String {
    if name.chars().count() <= NAME_CHARS {
        return name.to_owned();
    }
    let cut: String = name.chars().take(NAME_CHARS - 1).collect();
    format!("{}\u{2026}", cut.trim_end())
}
