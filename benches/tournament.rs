//! Pairing a 200-player Swiss round mid-event: eight rounds of history, each itself paired by
//! Swiss with seeded random results, then the ninth round paired (target <= 100 ms).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use lexicord::tournament::event::{Event, Opponent, Player};
use lexicord::tournament::pairing::{Method, Options, append_round, pair_next};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const PLAYERS: usize = 200;
const ROUNDS_PLAYED: usize = 8;

/// A Swiss event of `PLAYERS` after `ROUNDS_PLAYED` rounds.
fn mid_event() -> Event {
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let players = (0..PLAYERS)
        .map(|i| Player::new(format!("Player {i} x"), rng.random_range(800..2200)))
        .collect();
    let mut event = Event::new(players).expect("no rounds yet");
    for _ in 0..ROUNDS_PLAYED {
        let round = pair_next(&event, &Method::Swiss, Options::default()).expect("pairs");
        let paired = append_round(&event, &round).expect("consistent");
        let mut players = paired.into_players();
        let r = players[0].opponents.len() - 1;
        for p in 0..PLAYERS {
            if players[p].scores.len() > r {
                continue;
            }
            match players[p].opponents[r] {
                Opponent::Bye => players[p].scores.push(50),
                Opponent::Player(q) => {
                    let (a, b) = (rng.random_range(300..550), rng.random_range(300..550));
                    players[p].scores.push(a);
                    players[q].scores.push(b);
                }
            }
        }
        event = Event::new(players).expect("scored");
    }
    event
}

fn swiss(c: &mut Criterion) {
    let event = mid_event();
    assert_eq!(event.scored_rounds(), ROUNDS_PLAYED);
    let options = Options {
        total_rounds: Some(12),
        gibsonize: true,
    };
    c.bench_function("swiss_200_players_round_9", |b| {
        b.iter(|| pair_next(black_box(&event), &Method::Swiss, options).expect("pairs"));
    });
}

criterion_group!(benches, swiss);
criterion_main!(benches);
