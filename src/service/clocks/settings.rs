//! Clock settings: reminder points, the missed-turn limit and the time bank, chosen per server
//! (by moderators) and per game (when the lobby opens), and each player's reminder opt-out.

use crate::store::clocks::ClockSettingsRow;

use crate::service::errors::UserError;
use crate::service::setting_error::SettingError;

/// Most reminders a turn may have.
pub const MAX_REMINDERS: usize = 5;
/// Most missed turns in a row a game may allow before a forfeit.
pub const MAX_MISSED_TURN_LIMIT: i16 = 10;
/// The largest time bank: 30 days.
pub const MAX_TIME_BANK_SECS: i32 = 30 * 86_400;

/// How a game's clock behaves beyond its turn time limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockSettings {
    /// Points of a player's time at which they are reminded, in percent, ascending.
    pub reminder_percents: Vec<i16>,
    /// Time-outs in a row after which a player forfeits.
    pub missed_turn_limit: i16,
    /// Extra time each player may use over the turn limit, over the whole game.
    pub time_bank_secs: i32,
}

impl Default for ClockSettings {
    fn default() -> Self {
        Self {
            reminder_percents: vec![50, 90],
            missed_turn_limit: 3,
            time_bank_secs: 0,
        }
    }
}

impl From<ClockSettingsRow> for ClockSettings {
    fn from(row: ClockSettingsRow) -> Self {
        Self {
            reminder_percents: row.reminder_percents,
            missed_turn_limit: row.missed_turn_limit,
            time_bank_secs: row.time_bank_secs,
        }
    }
}

impl ClockSettings {
    /// The row that stores these settings.
    pub(crate) fn row(&self) -> ClockSettingsRow {
        ClockSettingsRow {
            reminder_percents: self.reminder_percents.clone(),
            missed_turn_limit: self.missed_turn_limit,
            time_bank_secs: self.time_bank_secs,
        }
    }
}

/// Clock choices for a new game; `None` takes the server's setting.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClockOptions {
    /// Percent points of the player's time at which to remind them (empty: no reminders).
    pub reminder_percents: Option<Vec<i16>>,
    pub missed_turn_limit: Option<i16>,
    pub time_bank_secs: Option<i32>,
}

impl ClockOptions {
    /// These choices over `base`, checked.
    pub fn over(&self, base: ClockSettings) -> Result<ClockSettings, UserError> {
        let settings = ClockSettings {
            reminder_percents: self
                .reminder_percents
                .clone()
                .unwrap_or(base.reminder_percents),
            missed_turn_limit: self.missed_turn_limit.unwrap_or(base.missed_turn_limit),
            time_bank_secs: self.time_bank_secs.unwrap_or(base.time_bank_secs),
        };
        checked(settings)
    }
}

/// Checks clock settings and puts the reminder points in order.
pub fn checked(mut settings: ClockSettings) -> Result<ClockSettings, UserError> {
    settings.reminder_percents.sort_unstable();
    settings.reminder_percents.dedup();
    if settings
        .reminder_percents
        .iter()
        .any(|p| !(1..=99).contains(p))
    {
        return Err(SettingError::ReminderPoints.into());
    }
    if settings.reminder_percents.len() > MAX_REMINDERS {
        return Err(SettingError::TooManyReminders(MAX_REMINDERS).into());
    }
    if !(1..=MAX_MISSED_TURN_LIMIT).contains(&settings.missed_turn_limit) {
        return Err(SettingError::MissedTurns(MAX_MISSED_TURN_LIMIT).into());
    }
    if !(0..=MAX_TIME_BANK_SECS).contains(&settings.time_bank_secs) {
        return Err(SettingError::TimeBank.into());
    }
    Ok(settings)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_are_checked_and_points_ordered() {
        let options = ClockOptions {
            reminder_percents: Some(vec![90, 25, 90]),
            ..ClockOptions::default()
        };
        let settings = options.over(ClockSettings::default()).unwrap();
        assert_eq!(settings.reminder_percents, vec![25, 90]);
        assert_eq!(settings.missed_turn_limit, 3);
        for bad in [
            ClockOptions {
                reminder_percents: Some(vec![0]),
                ..ClockOptions::default()
            },
            ClockOptions {
                reminder_percents: Some(vec![100]),
                ..ClockOptions::default()
            },
            ClockOptions {
                reminder_percents: Some(vec![10, 20, 30, 40, 50, 60]),
                ..ClockOptions::default()
            },
            ClockOptions {
                missed_turn_limit: Some(0),
                ..ClockOptions::default()
            },
            ClockOptions {
                time_bank_secs: Some(-1),
                ..ClockOptions::default()
            },
            ClockOptions {
                time_bank_secs: Some(MAX_TIME_BANK_SECS + 1),
                ..ClockOptions::default()
            },
        ] {
            assert!(
                matches!(
                    bad.over(ClockSettings::default()),
                    Err(UserError::Setting(_))
                ),
                "{bad:?}"
            );
        }
        let none = ClockOptions {
            reminder_percents: Some(vec![]),
            ..ClockOptions::default()
        };
        assert!(
            none.over(ClockSettings::default())
                .unwrap()
                .reminder_percents
                .is_empty()
        );
    }
}
