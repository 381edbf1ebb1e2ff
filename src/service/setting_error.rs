//! A game's or a server's setting refused: which range of the settings it is outside, and a
//! play of tiles placed anywhere written wrongly.

use crate::engine::wording::{Worded, Wording};

/// A setting outside what the bot allows. Its `Display` is the English refusal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingError {
    TurnLimit,
    PlayerCount,
    PlayersOfVariant { variant: String, most: i16 },
    ReminderPoints,
    TooManyReminders(usize),
    MissedTurns(i16),
    TimeBank,
}

crate::engine::english::said_in_english!(SettingError);

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
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FreeTilesError {
    NotAWord(String),
    NotATile(String),
    NoTiles,
}

crate::engine::english::said_in_english!(FreeTilesError);

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
