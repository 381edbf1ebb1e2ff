//! Rules every method shares, checked on random events: everyone paired once, the bye, firsts
//! recorded and balanced, Gibsonization through `pair_next`.

use proptest::prelude::*;

use super::*;
use crate::tournament::event::Player;
use crate::tournament::testing::random_event;

/// Each player appears once; returns the byes.
fn covers_everyone(n: usize, round: &[Pairing]) -> Result<Vec<usize>, TestCaseError> {
    let mut seen = vec![0; n];
    let mut byes = Vec::new();
    for p in round {
        match *p {
            Pairing::Game { first, second } => {
                prop_assert!(first != second);
                seen[first] += 1;
                seen[second] += 1;
            }
            Pairing::Bye(b) => {
                seen[b] += 1;
                byes.push(b);
            }
        }
    }
    prop_assert!(seen.iter().all(|&s| s == 1), "{round:?}");
    prop_assert_eq!(byes.len(), n % 2);
    Ok(byes)
}

proptest! {
    #[test]
    fn every_method_pairs_everyone_once_and_byes_go_low(
        n in 2usize..16, rounds in 0usize..5, seed in any::<u64>()
    ) {
        let event = random_event(n, rounds, seed);
        let order: Vec<usize> = standings(&event, rounds).iter().map(|s| s.player).collect();
        let fewest = (0..n).map(|p| event.byes(p, rounds)).min().unwrap();
        let expected_bye = *order.iter().rev().find(|&&p| event.byes(p, rounds) == fewest).unwrap();
        for method in [Method::KingOfTheHill, Method::Swiss, Method::Random { seed }] {
            let round = pair_next(&event, &method, Options::default()).unwrap();
            let byes = covers_everyone(n, &round)?;
            if n % 2 == 1 {
                prop_assert_eq!(byes, vec![expected_bye], "{:?}", method);
            }
            let next = append_round(&event, &round).unwrap();
            prop_assert_eq!(next.paired_rounds(), rounds + 1);
        }
        if rounds < n - 1 + n % 2 {
            let round = pair_next(&event, &Method::RoundRobin { double: false }, Options::default()).unwrap();
            covers_everyone(n, &round)?;
        }
    }
}

#[test]
fn firsts_alternate_between_two_players() {
    let mut event = Event::new(vec![Player::new("Ann", 1500), Player::new("Bo", 1500)]).unwrap();
    let mut firsts = Vec::new();
    for _ in 0..6 {
        let round = pair_next(&event, &Method::KingOfTheHill, Options::default()).unwrap();
        let Pairing::Game { first, .. } = round[0] else {
            panic!("two players play");
        };
        firsts.push(first);
        let mut players = append_round(&event, &round).unwrap().into_players();
        // Ann always wins, so she stays on top of the standings.
        players[0].scores.push(400);
        players[1].scores.push(300);
        event = Event::new(players).unwrap();
    }
    assert_eq!(firsts, [0, 1, 0, 1, 0, 1]);
    assert_eq!(event.players()[1].field("p12"), Some("2 1 2 1 2 1"));
}

#[test]
fn gibsonized_leader_takes_the_bye_in_an_odd_field() {
    // Ann 3-0; everyone else at most 1 win; one round of four left.
    let mut players: Vec<Player> = ["Ann", "Bo", "Cy", "Dee", "Eve"]
        .iter()
        .map(|n| Player::new(*n, 1500))
        .collect();
    let games: [&[(usize, usize)]; 3] = [&[(0, 1), (2, 3)], &[(0, 2), (1, 4)], &[(0, 3), (4, 2)]];
    let byes = [4, 3, 1];
    for (round, list) in games.iter().enumerate() {
        for &(w, l) in *list {
            players[w].opponents.push(Opponent::Player(l));
            players[w].scores.push(400);
            players[l].opponents.push(Opponent::Player(w));
            players[l].scores.push(300);
        }
        players[byes[round]].opponents.push(Opponent::Bye);
        players[byes[round]].scores.push(-50);
    }
    let event = Event::new(players).unwrap();
    let gibson = Options {
        total_rounds: Some(4),
        gibsonize: true,
    };
    let round = pair_next(&event, &Method::Swiss, gibson).unwrap();
    assert_eq!(round.last(), Some(&Pairing::Bye(0)), "{round:?}");
    // Off, or with two rounds left (a lead of 2 can be caught), Ann plays.
    for options in [
        Options::default(),
        Options {
            total_rounds: Some(5),
            gibsonize: true,
        },
    ] {
        let round = pair_next(&event, &Method::Swiss, options).unwrap();
        assert!(!round.contains(&Pairing::Bye(0)), "{round:?}");
    }
}
