//! Pairing one round of an event: by the round's scheduled method or the director's list, each
//! division on its own among its players still in, a director's list held to the event's limit
//! on repeat pairings. Refusals name the players.

use crate::engine::wording::{Worded, Wording};

use super::event::Event;
use super::pairing::{Method, Options, PairError, Pairing};
use super::roster;
use super::schedule::MethodName;

/// What pairing a round needs to know about the event.
#[derive(Clone, Copy, Debug)]
pub struct RoundToPair<'a> {
    /// Every entrant in sign-up order, with the boards so far.
    pub event: &'a Event,
    /// Each entrant's division (1 to `divisions`), by sign-up index.
    pub division_of: &'a [i16],
    /// Whether each entrant is still paired (a withdrawn player is not), by sign-up index.
    pub active: &'a [bool],
    pub divisions: i16,
    /// The pairing method of each round, first round first.
    pub schedule: &'a [MethodName],
    /// The event's seed; a random pairing of round `r` draws from `seed + r`.
    pub seed: u64,
    pub options: Options,
    /// Times two players may meet again: a director's list pairing them more often is refused.
    pub max_repeats: u32,
}

/// A round's pairings (sign-up indices, each game's first player first) and the method that
/// made them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairedRound {
    pub pairings: Vec<Pairing>,
    pub method: MethodName,
}

/// Why a round cannot be paired, with the players named.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoundPairingError {
    /// The round's method is the director's list, and none was given.
    ByHand,
    DifferentDivisions {
        first: String,
        second: String,
    },
    /// A withdrawn player in the director's list.
    NotInEvent(String),
    PairedTwice(String),
    NotPaired(String),
    TooManyRepeats {
        first: String,
        second: String,
        most: u32,
    },
    /// The method cannot pair this round (no player is named).
    Method(PairError),
}

crate::engine::english::said_in_english!(RoundPairingError);

impl Worded for RoundPairingError {
    fn wording(&self) -> Wording {
        use RoundPairingError as E;
        let named = |key, player: &String| Wording::new(key).put("player", &player);
        match self {
            E::ByHand => Wording::new("pairing-by-hand"),
            E::DifferentDivisions { first, second } => Wording::new("pairing-different-divisions")
                .put("first", &first)
                .put("second", &second),
            E::NotInEvent(player) => named("pairing-not-in-event", player),
            E::PairedTwice(player) => named("pairing-paired-twice", player),
            E::NotPaired(player) => named("pairing-not-paired", player),
            E::TooManyRepeats {
                first,
                second,
                most,
            } => Wording::new("pairing-too-many-repeats")
                .put("first", &first)
                .put("second", &second)
                .number("most", *most),
            E::Method(error) => error.wording(),
        }
    }
}

impl RoundPairingError {
    /// The same refusal with every name written by `write` (escaped for a message, say).
    #[must_use]
    pub fn with_names(self, write: impl Fn(&str) -> String) -> Self {
        use RoundPairingError as E;
        match self {
            E::DifferentDivisions { first, second } => E::DifferentDivisions {
                first: write(&first),
                second: write(&second),
            },
            E::NotInEvent(name) => E::NotInEvent(write(&name)),
            E::PairedTwice(name) => E::PairedTwice(write(&name)),
            E::NotPaired(name) => E::NotPaired(write(&name)),
            E::TooManyRepeats {
                first,
                second,
                most,
            } => E::TooManyRepeats {
                first: write(&first),
                second: write(&second),
                most,
            },
            other @ (E::ByHand | E::Method(_)) => other,
        }
    }
}

/// Pairs round `round` (1-based): by the director's `manual` list if given, else by the
/// round's scheduled method. Each division is paired on its own among its active players; a
/// director's list must put every active player of a division in exactly one game or bye,
/// never two divisions in one game, and no two players together more than `max_repeats`
/// times again.
pub fn pair_round(
    input: &RoundToPair<'_>,
    round: usize,
    manual: Option<Vec<Pairing>>,
) -> Result<PairedRound, RoundPairingError> {
    let scheduled = input.schedule[round.saturating_sub(1)];
    let (method, used) = if let Some(list) = manual {
        (Method::Manual(list), MethodName::Manual)
    } else {
        let seed = input.seed.wrapping_add(u64::try_from(round).unwrap_or(0));
        let method = scheduled
            .method(input.schedule, seed)
            .ok_or(RoundPairingError::ByHand)?;
        (method, scheduled)
    };
    let mut pairings = Vec::new();
    for division in 1..=input.divisions {
        let members: Vec<bool> = (0..input.event.len())
            .map(|i| input.active[i] && input.division_of[i] == division)
            .collect();
        if !members.contains(&true) {
            continue;
        }
        let method = match &method {
            Method::Manual(list) => {
                let part = division_part(input, list, division)?;
                check_manual(input.event, &members, &part)?;
                Method::Manual(part)
            }
            other => other.clone(),
        };
        pairings.extend(
            roster::pair_active(input.event, &members, &method, input.options)
                .map_err(RoundPairingError::Method)?,
        );
    }
    if used == MethodName::Manual {
        check_repeats(input, &pairings, round.saturating_sub(1))?;
    }
    Ok(PairedRound {
        pairings,
        method: used,
    })
}

fn name(event: &Event, player: usize) -> String {
    event
        .players()
        .get(player)
        .map(|p| p.name.clone())
        .unwrap_or_default()
}

/// The games and byes of a director's list that belong to `division`; a game between two
/// divisions is refused.
fn division_part(
    input: &RoundToPair<'_>,
    list: &[Pairing],
    division: i16,
) -> Result<Vec<Pairing>, RoundPairingError> {
    let of = |i: usize| input.division_of.get(i).copied().unwrap_or(0);
    let mut part = Vec::new();
    for p in list {
        match *p {
            Pairing::Game { first, second } if of(first) != of(second) => {
                return Err(RoundPairingError::DifferentDivisions {
                    first: name(input.event, first),
                    second: name(input.event, second),
                });
            }
            Pairing::Game { first, .. } | Pairing::Bye(first) if of(first) == division => {
                part.push(*p);
            }
            _ => {}
        }
    }
    Ok(part)
}

/// A division's part of a director's list: every member (by sign-up index) in it exactly
/// once, and nobody else.
fn check_manual(
    event: &Event,
    members: &[bool],
    part: &[Pairing],
) -> Result<(), RoundPairingError> {
    let mut seen = vec![false; members.len()];
    for p in part {
        let players = match *p {
            Pairing::Game { first, second } => vec![first, second],
            Pairing::Bye(p) => vec![p],
        };
        for p in players {
            if !members.get(p).copied().unwrap_or(false) {
                return Err(RoundPairingError::NotInEvent(name(event, p)));
            }
            if std::mem::replace(&mut seen[p], true) {
                return Err(RoundPairingError::PairedTwice(name(event, p)));
            }
        }
    }
    match (0..members.len()).find(|&p| members[p] && !seen[p]) {
        Some(p) => Err(RoundPairingError::NotPaired(name(event, p))),
        None => Ok(()),
    }
}

/// No game of `pairings` puts two players together more than `max_repeats` times again,
/// counting the `before` rounds played.
fn check_repeats(
    input: &RoundToPair<'_>,
    pairings: &[Pairing],
    before: usize,
) -> Result<(), RoundPairingError> {
    for p in pairings {
        if let Pairing::Game { first, second } = *p
            && input.event.times_met(first, second, before) > input.max_repeats
        {
            return Err(RoundPairingError::TooManyRepeats {
                first: name(input.event, first),
                second: name(input.event, second),
                most: input.max_repeats + 1,
            });
        }
    }
    Ok(())
}

#[cfg(test)]
#[path = "round_pairing_tests.rs"]
mod tests;
