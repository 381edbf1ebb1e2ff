//! Round robin by the circle method: the first seat stays, the others turn one place a round,
//! and seat i plays seat n-1-i. With an odd number a phantom seat is added, and whoever meets it
//! has the bye: n rounds, one bye each. A double round robin plays the cycle twice.

use super::error::PairError;
use super::pairs::Draft;

/// Round `round` (0-based) of a round robin of `n` players in file order.
pub fn pair(n: usize, round: usize, double: bool) -> Result<Draft, PairError> {
    let seats = n + n % 2;
    let per_cycle = seats.saturating_sub(1).max(1);
    let cycles = if double { 2 } else { 1 };
    if round >= per_cycle * cycles {
        return Err(PairError::RoundRobinComplete {
            rounds: per_cycle * cycles,
        });
    }
    let table = schedule(seats, round % per_cycle);
    let mut draft = Draft::default();
    for (a, b) in table {
        match (a < n, b < n) {
            (true, true) => draft.games.push((a, b)),
            (true, false) => draft.byes.push(a),
            (false, true) => draft.byes.push(b),
            (false, false) => {}
        }
    }
    Ok(draft)
}

/// The pairs of seats `0..seats` (even) in round `round` of the circle method.
pub fn schedule(seats: usize, round: usize) -> Vec<(usize, usize)> {
    if seats < 2 {
        return Vec::new();
    }
    let turning = seats - 1;
    let seat = |i: usize| {
        if i == 0 {
            0
        } else {
            1 + (i - 1 + round) % turning
        }
    };
    (0..seats / 2)
        .map(|i| (seat(i), seat(seats - 1 - i)))
        .collect()
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use proptest::prelude::*;

    use super::*;

    proptest! {
        #[test]
        fn everyone_meets_everyone_once_per_cycle(n in 1usize..24, double in any::<bool>()) {
            let rounds = if n % 2 == 0 { n - 1 } else { n };
            let cycles: u32 = if double { 2 } else { 1 };
            let mut met = vec![vec![0u32; n]; n];
            let mut byes = vec![0u32; n];
            for round in 0..rounds * cycles as usize {
                let draft = pair(n, round, double).unwrap();
                let mut seen = HashSet::new();
                for &(a, b) in &draft.games {
                    prop_assert!(a != b);
                    prop_assert!(seen.insert(a) && seen.insert(b));
                    met[a][b] += 1;
                    met[b][a] += 1;
                }
                for &p in &draft.byes {
                    prop_assert!(seen.insert(p));
                    byes[p] += 1;
                }
                prop_assert_eq!(seen.len(), n, "everyone plays or sits out each round");
                prop_assert!(draft.byes.len() == n % 2);
            }
            for (a, row) in met.iter().enumerate() {
                for (b, &times) in row.iter().enumerate() {
                    prop_assert_eq!(times, if a == b { 0 } else { cycles });
                }
                prop_assert_eq!(byes[a], if n % 2 == 1 { cycles } else { 0 });
            }
            let over = pair(n, rounds * cycles as usize, double);
            let complete = matches!(over, Err(PairError::RoundRobinComplete { .. }));
            prop_assert!(complete, "no round after the last");
        }
    }
}
