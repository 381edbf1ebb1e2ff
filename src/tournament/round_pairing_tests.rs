//! Pairing a round: divisions apart, the director's list checked, refusals naming players.

use super::*;
use crate::tournament::roster::{Board, Entrant, event};

const NAMES: [&str; 6] = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"];

/// Six entrants; round 1 played as Ann-Bo, Cy-Di, Ed-Flo.
fn played() -> Event {
    let entrants: Vec<Entrant> = NAMES
        .iter()
        .map(|n| Entrant {
            name: (*n).to_owned(),
            rating: 1500,
            active: true,
        })
        .collect();
    let board = |first, second| Board {
        round: 0,
        first,
        second: Some(second),
        scores: Some((400, 300)),
    };
    event(&entrants, &[board(0, 1), board(2, 3), board(4, 5)]).unwrap()
}

fn input<'a>(
    event: &'a Event,
    division_of: &'a [i16],
    active: &'a [bool],
    schedule: &'a [MethodName],
) -> RoundToPair<'a> {
    RoundToPair {
        event,
        division_of,
        active,
        divisions: division_of.iter().copied().max().unwrap_or(1),
        schedule,
        seed: 7,
        options: Options::default(),
        max_repeats: 0,
    }
}

fn game(first: usize, second: usize) -> Pairing {
    Pairing::Game { first, second }
}

#[test]
fn each_division_is_paired_among_its_own_players() {
    let ev = played();
    let divisions = [1, 1, 1, 2, 2, 2];
    let active = [true; 6];
    let schedule = [MethodName::Swiss; 2];
    let paired = pair_round(&input(&ev, &divisions, &active, &schedule), 2, None).unwrap();
    assert_eq!(paired.method, MethodName::Swiss);
    assert_eq!(paired.pairings.len(), 4, "{paired:?}");
    for p in &paired.pairings {
        if let Pairing::Game { first, second } = *p {
            assert_eq!(divisions[first], divisions[second], "{paired:?}");
        }
    }
}

#[test]
fn a_withdrawn_player_is_not_paired() {
    let ev = played();
    let active = [true, true, true, true, true, false];
    let schedule = [MethodName::Swiss; 2];
    let paired = pair_round(&input(&ev, &[1; 6], &active, &schedule), 2, None).unwrap();
    let named = |p: &Pairing| match *p {
        Pairing::Game { first, second } => first == 5 || second == 5,
        Pairing::Bye(p) => p == 5,
    };
    assert!(!paired.pairings.iter().any(named), "{paired:?}");
}

#[test]
fn a_round_paired_by_hand_needs_the_directors_list() {
    let ev = played();
    let schedule = [MethodName::Swiss, MethodName::Manual];
    let error = pair_round(&input(&ev, &[1; 6], &[true; 6], &schedule), 2, None).unwrap_err();
    assert_eq!(error, RoundPairingError::ByHand);
}

#[test]
fn a_directors_list_leaving_a_player_out_names_them() {
    let ev = played();
    let schedule = [MethodName::Swiss; 2];
    let list = vec![game(0, 2), game(1, 4)];
    let error = pair_round(&input(&ev, &[1; 6], &[true; 6], &schedule), 2, Some(list)).unwrap_err();
    assert_eq!(error, RoundPairingError::NotPaired("Di".into()));
    assert_eq!(error.to_string(), "manual pairings: Di is not paired");
}

#[test]
fn a_directors_list_naming_a_player_twice_or_a_withdrawn_one_names_them() {
    let ev = played();
    let schedule = [MethodName::Swiss; 2];
    let twice = vec![game(0, 2), game(2, 4), game(1, 3), Pairing::Bye(5)];
    let error = pair_round(&input(&ev, &[1; 6], &[true; 6], &schedule), 2, Some(twice));
    assert_eq!(error, Err(RoundPairingError::PairedTwice("Cy".into())));
    let active = [true, true, true, true, true, false];
    let withdrawn = vec![game(0, 2), game(1, 4), game(3, 5)];
    let error = pair_round(&input(&ev, &[1; 6], &active, &schedule), 2, Some(withdrawn));
    assert_eq!(error, Err(RoundPairingError::NotInEvent("Flo".into())));
}

#[test]
fn a_game_across_divisions_is_refused() {
    let ev = played();
    let divisions = [1, 1, 1, 2, 2, 2];
    let schedule = [MethodName::Swiss; 2];
    let list = vec![game(0, 3), game(1, 2), game(4, 5)];
    let error = pair_round(
        &input(&ev, &divisions, &[true; 6], &schedule),
        2,
        Some(list),
    );
    assert_eq!(
        error,
        Err(RoundPairingError::DifferentDivisions {
            first: "Ann".into(),
            second: "Di".into()
        })
    );
}

#[test]
fn a_directors_list_beyond_the_repeat_limit_names_both_players() {
    let ev = played();
    let schedule = [MethodName::Swiss; 2];
    let again = vec![game(1, 0), game(2, 4), game(3, 5)];
    let error = pair_round(
        &input(&ev, &[1; 6], &[true; 6], &schedule),
        2,
        Some(again.clone()),
    );
    assert_eq!(
        error,
        Err(RoundPairingError::TooManyRepeats {
            first: "Bo".into(),
            second: "Ann".into(),
            most: 1
        })
    );
    let allowed = RoundToPair {
        max_repeats: 1,
        ..input(&ev, &[1; 6], &[true; 6], &schedule)
    };
    let paired = pair_round(&allowed, 2, Some(again.clone())).unwrap();
    assert_eq!(
        (paired.pairings, paired.method),
        (again, MethodName::Manual)
    );
}

#[test]
fn names_can_be_rewritten_for_a_message() {
    let error = RoundPairingError::NotPaired("a_b".into()).with_names(|n| n.replace('_', "\\_"));
    assert_eq!(error.to_string(), "manual pairings: a\\_b is not paired");
}
