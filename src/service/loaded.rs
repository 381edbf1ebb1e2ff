//! A game loaded inside a transaction: its row (locked by the caller), seats, move log, and the
//! engine state rebuilt by replaying the log.

use anyhow::anyhow;
use sqlx::PgConnection;

use crate::engine::dictionary::Dictionary;
use crate::engine::game::command_text;
use crate::engine::game::{
    ChallengeRule, Command, Game, GameSettings, LoggedCommand, PlayerLevel, Role, Seat,
};
use crate::engine::variant::Variant;
use crate::store::games::{self, GameRow, SeatRow};
use crate::store::moves::{self, MoveRow};

use super::Lexicons;
use super::SeatName;

/// A game as stored, with its state rebuilt from the log.
#[derive(Clone, Debug)]
pub struct LoadedGame {
    pub row: GameRow,
    pub seats: Vec<SeatRow>,
    pub log: Vec<MoveRow>,
    /// The engine state; `None` while the game is a lobby.
    pub game: Option<Game>,
}

impl LoadedGame {
    /// Whether a computer player must act now: a human's phony to challenge, a computer's turn.
    pub(super) fn computer_must_act(&self, game: &Game) -> bool {
        if game.is_over() {
            return false;
        }
        if game.to_move().is_some_and(|seat| self.is_computer(seat)) {
            return true;
        }
        game.settings().challenge != ChallengeRule::Void
            && game
                .challengeable_play()
                .is_some_and(|turn| !self.is_computer(turn.player))
            && (0..game.player_count()).any(|s| self.is_computer(s) && game.can_challenge(s))
    }

    /// The seat of a Discord user, if seated.
    pub fn seat_of(&self, user_id: i64) -> Option<Seat> {
        self.seats.iter().position(|s| s.user_id == Some(user_id))
    }

    /// The name to show for a seat.
    pub fn seat_name(&self, seat: Seat) -> SeatName {
        seat_name(&self.seats[seat])
    }

    pub fn is_computer(&self, seat: Seat) -> bool {
        self.seats.get(seat).is_some_and(|s| s.bot_level.is_some())
    }
}

/// The name to show for a seat: the player's name, or a computer player by its level, or the
/// seat's number (the bot words the last two for each reader).
pub fn seat_name(seat: &SeatRow) -> SeatName {
    let level = seat.bot_level.as_deref().and_then(|level| {
        <crate::engine::ai::Level as crate::engine::names::Named>::from_name(level).ok()
    });
    match (&seat.display_name, level) {
        (Some(name), _) => SeatName::Person(name.clone()),
        (None, Some(computer)) => SeatName::Computer { computer },
        (None, None) => SeatName::Empty {
            seat: usize::try_from(seat.seat).unwrap_or_default() + 1,
        },
    }
}

/// The variant and settings a row asks for.
pub fn rules_of(row: &GameRow, seats: &[SeatRow]) -> (Variant, GameSettings) {
    let mut levels = [PlayerLevel::default(); 4];
    for (slot, seat) in levels.iter_mut().zip(seats) {
        *slot = seat.level.0.unwrap_or_default();
    }
    let mut roles = [Role::default(); 4];
    for (slot, seat) in roles.iter_mut().zip(seats) {
        *slot = seat.role.0.unwrap_or_default();
    }
    (
        row.rules(),
        GameSettings {
            challenge: row.challenge_rule,
            adjustment: row.adjustment,
            levels,
            roles,
            first_player: row.first_seat.and_then(|s| usize::try_from(s).ok()),
        },
    )
}

/// Decodes a game's stored commands.
pub fn commands_of(log: &[MoveRow], variant: &Variant) -> anyhow::Result<Vec<Command>> {
    log.iter()
        .map(|m| {
            command_text::decode(&m.command, &variant.tiles)
                .ok_or_else(|| anyhow!("move {} has an unreadable command {:?}", m.seq, m.command))
        })
        .collect()
}

/// A game's stored log as the engine replays it: each command with the judgement of its words
/// it got when applied (a challenge's, see `moves.refuted`).
pub fn logged_of(log: &[MoveRow], variant: &Variant) -> anyhow::Result<Vec<LoggedCommand>> {
    let commands = commands_of(log, variant)?;
    Ok(commands
        .into_iter()
        .zip(log)
        .map(|(command, row)| LoggedCommand {
            command,
            refuted: row.refuted.clone(),
        })
        .collect())
}

/// Loads seats and log for `row` and replays the log. A log that does not replay is a bug
/// (reported as an internal error), never a player's problem.
pub async fn load(
    conn: &mut PgConnection,
    row: GameRow,
    lexicons: &Lexicons,
) -> anyhow::Result<LoadedGame> {
    let seats = games::seats(conn, row.id).await?;
    let log = moves::log(conn, row.id).await?;
    let game = if row.started {
        Some(rebuild(&row, &seats, &log, lexicons)?)
    } else {
        None
    };
    Ok(LoadedGame {
        row,
        seats,
        log,
        game,
    })
}

/// Replays a game's log from its seed without judging its words again: they were judged when
/// played, and the log is the truth. So a game replays whatever became of its word list; only
/// a challenge logged before judgements were kept asks the game's own version of the list.
pub fn rebuild(
    row: &GameRow,
    seats: &[SeatRow],
    log: &[MoveRow],
    lexicons: &Lexicons,
) -> anyhow::Result<Game> {
    lexicons.count_replay();
    let players = seats.len();
    let (variant, settings) = rules_of(row, seats);
    let logged = logged_of(log, &variant)?;
    let needs_words = logged
        .iter()
        .any(|l| l.refuted.is_none() && matches!(l.command, Command::Challenge { .. }));
    let fallback = if needs_words {
        lexicons.recorded(row)
    } else {
        None
    };
    Game::replay_logged(
        variant,
        settings,
        players,
        row.seed as u64,
        &logged,
        fallback.as_deref().map(|l| l as &dyn Dictionary),
    )
    .map_err(|e| anyhow!("game {} does not replay from its log: {e:?}", row.id))
}
