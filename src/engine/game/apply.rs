//! Every change to a game is a [`Command`] applied here; a game is rebuilt by applying its
//! command log again from its seed.

use super::error::{GameError, SetupError};
use super::judge::{Judge, LoggedCommand};
use super::record::{Command, Outcome};
use super::settings::GameSettings;
use super::state::Game;
use crate::engine::dictionary::Dictionary;
use crate::engine::variant::Variant;

impl Game {
    /// Applies one command. On success the game has moved on and the [`Outcome`] lists the new
    /// record entries; on error nothing has changed. `dictionary` is consulted for plays under
    /// [`ChallengeRule::Void`] and for challenges.
    pub fn apply(
        &mut self,
        command: &Command,
        dictionary: &dyn Dictionary,
    ) -> Result<Outcome, GameError> {
        self.apply_judged(command, Judge::Words(dictionary))
    }

    /// Applies one command with its words judged by `judge` (rule 8).
    fn apply_judged(&mut self, command: &Command, judge: Judge<'_>) -> Result<Outcome, GameError> {
        let start = self.history.len();
        match command {
            Command::Play { player, placement } => {
                self.play(*player, placement, &[], judge)?;
            }
            Command::PlayWords {
                player,
                placement,
                words,
            } => self.play(*player, placement, words, judge)?,
            Command::Exchange { player, tiles } => self.exchange(*player, tiles)?,
            Command::Pass { player } => self.pass(*player, false)?,
            Command::TimeOut { player } => self.pass(*player, true)?,
            Command::Challenge { by } => self.challenge(*by, judge)?,
            Command::Resign { player } => self.resign(*player)?,
            Command::Block { player, at } => self.block(*player, *at)?,
        }
        Ok(Outcome {
            turns: self.history[start..].to_vec(),
            game_over: self.is_over(),
        })
    }

    /// Rebuilds a game from its seed and command log. Fails with the index of the first command
    /// that is refused.
    pub fn replay(
        variant: Variant,
        settings: GameSettings,
        players: usize,
        seed: u64,
        commands: &[Command],
        dictionary: &dyn Dictionary,
    ) -> Result<Game, ReplayError> {
        let (mut game, _) =
            Game::new(variant, settings, players, seed).map_err(ReplayError::Setup)?;
        for (index, command) in commands.iter().enumerate() {
            game.apply(command, dictionary)
                .map_err(|error| ReplayError::Command { index, error })?;
        }
        Ok(game)
    }

    /// Rebuilds a game from its seed and stored log without judging any word again: a play in
    /// the log was accepted when it was made ("the log is the truth"), and a challenge has the
    /// outcome it had then (rule 8's judgement, [`LoggedCommand::refuted`]). Only a challenge
    /// logged without its judgement asks `fallback`; with none, the replay fails
    /// ([`ReplayError::Unjudged`]).
    pub fn replay_logged(
        variant: Variant,
        settings: GameSettings,
        players: usize,
        seed: u64,
        log: &[LoggedCommand],
        fallback: Option<&dyn Dictionary>,
    ) -> Result<Game, ReplayError> {
        let (mut game, _) =
            Game::new(variant, settings, players, seed).map_err(ReplayError::Setup)?;
        for (index, logged) in log.iter().enumerate() {
            game.apply_logged(index, logged, fallback)?;
        }
        Ok(game)
    }

    /// Applies entry `index` of a stored log as [`Game::replay_logged`] does, its words not
    /// judged again.
    pub fn apply_logged(
        &mut self,
        index: usize,
        logged: &LoggedCommand,
        fallback: Option<&dyn Dictionary>,
    ) -> Result<Outcome, ReplayError> {
        let judge = match (&logged.refuted, &logged.command) {
            (Some(refuted), _) => Judge::Recorded(refuted),
            (None, Command::Challenge { .. }) => {
                Judge::Words(fallback.ok_or(ReplayError::Unjudged { index })?)
            }
            (None, _) => Judge::Recorded(&[]),
        };
        self.apply_judged(&logged.command, judge)
            .map_err(|error| ReplayError::Command { index, error })
    }
}

/// Why a command log could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    Setup(SetupError),
    Command {
        index: usize,
        error: GameError,
    },
    /// A challenge logged without its judgement, and no word list to judge it again.
    Unjudged {
        index: usize,
    },
}

impl crate::engine::wording::Worded for ReplayError {
    fn wording(&self) -> crate::engine::wording::Wording {
        use crate::engine::wording::Wording;
        match self {
            ReplayError::Setup(error) => {
                Wording::new("cli-log-setup").said("reason", error.wording())
            }
            ReplayError::Command { index, error } => Wording::new("cli-log-command")
                .number("index", *index)
                .said("reason", error.wording()),
            ReplayError::Unjudged { index } => {
                Wording::new("cli-log-unjudged").number("index", *index)
            }
        }
    }
}

crate::engine::english::said_in_english!(ReplayError);
