//! A tournament's pairing schedule: which method pairs each round, written by directors as a
//! comma-separated list (`round-robin, swiss, swiss, koth` or `2x swiss, koth`); the last method
//! pairs every round after the list ends, so `swiss` alone pairs every round by Swiss.

use crate::engine::names::{Named, UnknownName};
use crate::engine::wording::{Worded, Wording};

use super::pairing::Method;

/// A pairing method as directors name it and the database stores it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MethodName {
    RoundRobin,
    DoubleRoundRobin,
    KingOfTheHill,
    Swiss,
    Fontes,
    Random,
    /// Paired by the director with `/tournament pair`.
    Manual,
}

impl Named for MethodName {
    const KIND: &'static str = "pairing method";
    const MESSAGE: &'static str = "unknown-pairing-method";
    const TABLE: &'static [(Self, &'static str)] = &[
        (MethodName::RoundRobin, "round-robin"),
        (MethodName::DoubleRoundRobin, "double-round-robin"),
        (MethodName::KingOfTheHill, "koth"),
        (MethodName::Swiss, "swiss"),
        (MethodName::Fontes, "fontes"),
        (MethodName::Random, "random"),
        (MethodName::Manual, "manual"),
    ];
    const ALIASES: &'static [(Self, &'static str)] = &[
        (MethodName::RoundRobin, "rr"),
        (MethodName::RoundRobin, "round robin"),
        (MethodName::DoubleRoundRobin, "double round robin"),
        (MethodName::KingOfTheHill, "king of the hill"),
        (MethodName::Fontes, "initial fontes"),
    ];
}

impl MethodName {
    /// The pure module's method for round `round` (0-based) of an event of `rounds` rounds
    /// whose schedule is `schedule`. `None` for a manual round (the director pairs it).
    /// Initial Fontes runs over the schedule's leading Fontes rounds (made odd), as tsh does.
    pub fn method(self, schedule: &[MethodName], seed: u64) -> Option<Method> {
        Some(match self {
            MethodName::RoundRobin => Method::RoundRobin { double: false },
            MethodName::DoubleRoundRobin => Method::RoundRobin { double: true },
            MethodName::KingOfTheHill => Method::KingOfTheHill,
            MethodName::Swiss => Method::Swiss,
            MethodName::Fontes => {
                let leading = schedule
                    .iter()
                    .take_while(|&&m| m == MethodName::Fontes)
                    .count();
                let rounds = if leading % 2 == 0 {
                    leading.max(2) - 1
                } else {
                    leading
                };
                Method::InitialFontes { rounds }
            }
            MethodName::Random => Method::Random { seed },
            MethodName::Manual => return None,
        })
    }
}

crate::engine::names::read_by_name!(MethodName);

/// Why a schedule cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScheduleError {
    Method(UnknownName),
    Count(String),
    TooLong { listed: usize, rounds: usize },
    Empty,
}

crate::engine::english::said_in_english!(ScheduleError);
crate::engine::wording::wraps!(ScheduleError { Method(UnknownName) });

impl Worded for ScheduleError {
    fn wording(&self) -> Wording {
        match self {
            ScheduleError::Method(name) => name.wording(),
            ScheduleError::Count(given) => {
                Wording::new("schedule-count").put("given", &format!("{given:?}"))
            }
            ScheduleError::TooLong { listed, rounds } => Wording::new("schedule-too-long")
                .number("listed", *listed)
                .number("rounds", *rounds),
            ScheduleError::Empty => Wording::new("schedule-empty"),
        }
    }
}

/// The method of each of the event's `rounds` rounds, from the director's text: methods
/// separated by commas, each optionally `Nx` repeated; the last one fills the rounds left.
pub fn parse(text: &str, rounds: usize) -> Result<Vec<MethodName>, ScheduleError> {
    let mut out = Vec::new();
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (count, name) = match part.split_once(['x', '*']) {
            Some((n, rest)) if !n.is_empty() && n.trim().chars().all(|c| c.is_ascii_digit()) => {
                let count: usize = n
                    .trim()
                    .parse()
                    .map_err(|_| ScheduleError::Count(n.to_owned()))?;
                (count, rest.trim())
            }
            _ => (1, part),
        };
        let method = MethodName::from_name(name)?;
        out.extend(std::iter::repeat_n(method, count));
    }
    let Some(&last) = out.last() else {
        return Err(ScheduleError::Empty);
    };
    if out.len() > rounds {
        return Err(ScheduleError::TooLong {
            listed: out.len(),
            rounds,
        });
    }
    out.resize(rounds, last);
    Ok(out)
}

/// The schedule as directors write it back (`round-robin, 2x swiss, koth`).
pub fn describe(schedule: &[MethodName]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < schedule.len() {
        let run = schedule[i..]
            .iter()
            .take_while(|&&m| m == schedule[i])
            .count();
        parts.push(if run == 1 {
            schedule[i].name().to_owned()
        } else {
            format!("{run}x {}", schedule[i].name())
        });
        i += run;
    }
    parts.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_method_pairs_every_round() {
        assert_eq!(parse("swiss", 3).unwrap(), vec![MethodName::Swiss; 3]);
    }

    #[test]
    fn a_list_with_repeats_and_the_last_method_filling_the_rest() {
        use MethodName::*;
        let s = parse("Round Robin, 2x swiss, koth", 5).unwrap();
        assert_eq!(s, [RoundRobin, Swiss, Swiss, KingOfTheHill, KingOfTheHill]);
        assert_eq!(describe(&s), "round-robin, 2x swiss, 2x koth");
        assert_eq!(parse(&describe(&s), 5).unwrap(), s);
    }

    #[test]
    fn bad_schedules_are_refused_with_the_reason() {
        assert_eq!(parse(" , ", 3), Err(ScheduleError::Empty));
        assert_eq!(
            parse("swiss, swiss, koth, koth", 3),
            Err(ScheduleError::TooLong {
                listed: 4,
                rounds: 3
            })
        );
        assert!(matches!(parse("swizz", 3), Err(ScheduleError::Method(_))));
    }

    #[test]
    fn fontes_runs_over_the_leading_fontes_rounds_made_odd() {
        let s = parse("2x fontes, swiss", 5).unwrap();
        assert_eq!(
            s[0].method(&s, 0),
            Some(Method::InitialFontes { rounds: 1 })
        );
        let s = parse("3x fontes, swiss", 5).unwrap();
        assert_eq!(
            s[0].method(&s, 0),
            Some(Method::InitialFontes { rounds: 3 })
        );
        assert_eq!(MethodName::Manual.method(&s, 0), None);
    }
}
