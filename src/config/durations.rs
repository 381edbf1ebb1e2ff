//! Durations typed by players and operators (`24h`, `90m`, `3d`, `30s`): one reader of a whole
//! number and a unit, with the units and the range each setting allows.

use std::time::Duration;

use crate::engine::names::quoted;

/// Turn time limits a game may have (issue 14: from the dice game's 60-second sand timer and
/// the 3-minute timer of the Michael Graves book, to a week for correspondence), in seconds.
pub const TURN_LIMIT_SECS: std::ops::RangeInclusive<i32> = 30..=604_800;

/// The longest time bank, in seconds (30 days).
const TIME_BANK_MAX_SECS: u64 = 30 * 86_400;

/// A unit's spellings and its length in seconds.
type Unit = (&'static [&'static str], u64);

const SECONDS: Unit = (&["s", "sec"], 1);
const MINUTES: Unit = (&["m", "min"], 60);
const HOURS: Unit = (&["h"], 3600);
const DAYS: Unit = (&["d"], 86_400);

/// The seconds `text` stands for when it is a whole number followed by one of `units`
/// (spaces around the unit allowed); `None` when it is not.
fn seconds(text: &str, units: &[Unit]) -> Option<u64> {
    let split = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let n: u64 = number.parse().ok()?;
    let unit = unit.trim();
    units
        .iter()
        .find(|(names, _)| names.contains(&unit))
        .map(|&(_, secs)| n.saturating_mul(secs))
}

/// Whether `text` is written as a duration (a whole number and a unit: `24h`, `90m`, `3d`,
/// `30s`), whatever its length.
pub fn is_duration(text: &str) -> bool {
    seconds(text.trim(), &[SECONDS, MINUTES, HOURS, DAYS]).is_some()
}

/// Parses a turn time limit such as `24h`, `90m`, `3d` or `30s`, from 30 seconds to 7 days.
pub fn parse_turn_limit(text: &str) -> Result<Duration, String> {
    let text = text.trim();
    let secs = seconds(text, &[SECONDS, MINUTES, HOURS, DAYS]).ok_or_else(|| {
        format!(
            "{} is not a duration like 24h, 90m, 3d or 30s",
            quoted(text)
        )
    })?;
    if i32::try_from(secs).is_ok_and(|s| TURN_LIMIT_SECS.contains(&s)) {
        Ok(Duration::from_secs(secs))
    } else {
        Err(format!("{} is outside 30s to 7d", quoted(text)))
    }
}

/// Parses a time bank: `0` (none) or a duration such as `90m`, `12h` or `3d`, up to 30 days.
pub fn parse_time_bank(text: &str) -> Result<Duration, String> {
    let text = text.trim();
    if text == "0" {
        return Ok(Duration::ZERO);
    }
    let secs = seconds(text, &[MINUTES, HOURS, DAYS]).ok_or_else(|| {
        format!(
            "{} is not 0 or a duration like 12h, 90m or 3d",
            quoted(text)
        )
    })?;
    if secs <= TIME_BANK_MAX_SECS {
        Ok(Duration::from_secs(secs))
    } else {
        Err(format!("{} is more than 30 days", quoted(text)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_reader_with_each_settings_units_and_range() {
        assert_eq!(parse_turn_limit(" 30s "), Ok(Duration::from_secs(30)));
        assert_eq!(parse_turn_limit("2 h"), Ok(Duration::from_hours(2)));
        assert_eq!(parse_turn_limit("7d"), Ok(Duration::from_hours(168)));
        assert!(parse_turn_limit("29s").is_err());
        assert!(parse_turn_limit("h").is_err());
        // A time bank is counted in minutes at least: seconds are not one of its units.
        assert_eq!(
            parse_time_bank("30s").unwrap_err(),
            "\"30s\" is not 0 or a duration like 12h, 90m or 3d"
        );
        assert_eq!(parse_time_bank("30d"), Ok(Duration::from_hours(720)));
        assert_eq!(parse_time_bank("0"), Ok(Duration::ZERO));
    }
}
