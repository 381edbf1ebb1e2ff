//! Test support: random consistent events (mutual pairings, byes, forfeits, ties) for
//! property tests of the tournament module.

use proptest::prelude::*;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::event::{Event, Opponent, Player};

/// An event of 2 to `max_players` players with 0 to `max_rounds` random rounds, all scored.
pub fn arbitrary_event(max_players: usize, max_rounds: usize) -> impl Strategy<Value = Event> {
    (2..=max_players, 0..=max_rounds, any::<u64>())
        .prop_map(|(n, rounds, seed)| random_event(n, rounds, seed))
}

/// `n` players (ratings 0 or 1000 to 2000) and `rounds` random rounds, all scored.
pub fn random_event(n: usize, rounds: usize, seed: u64) -> Event {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut players: Vec<Player> = (0..n)
        .map(|i| {
            let rating = if rng.random_bool(0.2) {
                0
            } else {
                rng.random_range(1000..2000)
            };
            Player::new(format!("Player {}", letters(i)), rating)
        })
        .collect();
    for _ in 0..rounds {
        add_random_round(&mut players, &mut rng);
    }
    Event::new(players).expect("random rounds are consistent")
}

/// Appends one scored round: random pairs, the odd player out (or a rare forfeit) on a bye.
pub fn add_random_round(players: &mut [Player], rng: &mut impl Rng) {
    let mut order: Vec<usize> = (0..players.len()).collect();
    order.shuffle(rng);
    let mut rest = order.as_slice();
    if rest.len() % 2 == 1 {
        let score = if rng.random_bool(0.8) { 50 } else { -50 };
        players[rest[0]].opponents.push(Opponent::Bye);
        players[rest[0]].scores.push(score);
        rest = &rest[1..];
    }
    for pair in rest.chunks(2) {
        let (a, b) = (pair[0], pair[1]);
        let sa = rng.random_range(300..500);
        let sb = if rng.random_bool(0.1) {
            sa
        } else {
            rng.random_range(300..500)
        };
        players[a].opponents.push(Opponent::Player(b));
        players[a].scores.push(sa);
        players[b].opponents.push(Opponent::Player(a));
        players[b].scores.push(sb);
    }
}

/// A name without digits (tsh names do not end in a number): 0 -> "A", 26 -> "BA".
fn letters(mut i: usize) -> String {
    let mut s = Vec::new();
    loop {
        s.push(b'A' + (i % 26) as u8);
        i /= 26;
        if i == 0 {
            break;
        }
    }
    s.reverse();
    String::from_utf8(s).expect("ASCII")
}
