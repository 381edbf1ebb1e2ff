//! A game's or a server's setting refused: which range of the settings it is outside, and a
//! play of tiles placed anywhere written wrongly.

use crate::engine::wording::{Worded, Wording};

/// A setting outside what the bot allows. Its `Display` is the English refusal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SettingError {
    #[error("The turn time limit must be between 30 seconds and 7 days.")]
    TurnLimit,
    #[error("A game has 2 to 4 players.")]
    PlayerCount,
    #[error("{variant} is a game for {most} players: choose 1 opponent.")]
    PlayersOfVariant { variant: String, most: i16 },
    #[error("Reminder points are percentages of the turn time, from 1 to 99.")]
    ReminderPoints,
    #[error("A turn can have at most {0} reminders.")]
    TooManyReminders(usize),
    #[error("Players forfeit after 1 to {0} missed turns in a row.")]
    MissedTurns(i16),
    #[error("The time bank must be between none and 30 days.")]
    TimeBank,
}

impl Worded for SettingError {
    fn wording(&self) -> Wording {
        match self {
            SettingError::TurnLimit => Wording::new("setting-turn-limit"),
            SettingError::PlayerCount => Wording::new("setting-player-count"),
            SettingError::PlayersOfVariant { variant, most } => {
                Wording::new("setting-players-of-variant")
                    .put("variant", &variant)
                    .number("most", *most)
            }
            SettingError::ReminderPoints => Wording::new("setting-reminder-points"),
            SettingError::TooManyReminders(most) => {
                Wording::new("setting-too-many-reminders").number("most", *most)
            }
            SettingError::MissedTurns(most) => {
                Wording::new("setting-missed-turns").number("most", *most)
            }
            SettingError::TimeBank => Wording::new("setting-time-bank"),
        }
    }
}

/// Tiles placed anywhere, written wrongly (`/place tiles: words:`). Its `Display` is the
/// English refusal (a part of a sentence).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FreeTilesError {
    #[error("{0} is not a word")]
    NotAWord(String),
    #[error("{0} is not a tile: write each as SQUARE=LETTER, e.g. H8=D (lower case for a blank)")]
    NotATile(String),
    #[error("name the tiles you place, e.g. `/place tiles:H8=D I8=O`")]
    NoTiles,
}

impl Worded for FreeTilesError {
    fn wording(&self) -> Wording {
        match self {
            FreeTilesError::NotAWord(word) => Wording::new("paths-not-a-word").put("word", &word),
            FreeTilesError::NotATile(token) => {
                Wording::new("paths-not-a-tile").put("token", &token)
            }
            FreeTilesError::NoTiles => Wording::new("paths-no-tiles"),
        }
    }
}
