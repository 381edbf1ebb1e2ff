//! Initial Fontes: the first K rounds (K odd) as round robins within groups of K + 1 players,
//! each group holding one player from each band of the rating list (group g has seeds g,
//! g + G, g + 2G, ... of G groups), so early rounds mix strengths without top seeds meeting.
//!
//! Where tsh and woogles leave it open: seeds are by file rating, highest first, unrated (0)
//! last, file order among equals; an odd field gets a phantom lowest seed whose opponent has
//! the bye; players left over when the field does not divide into groups join the last groups
//! two at a time.

use super::error::PairError;
use super::pairs::Draft;
use super::round_robin::schedule;
use crate::tournament::event::Event;

/// Round `round` (0-based) of initial Fontes over `rounds` rounds.
pub fn pair(event: &Event, round: usize, rounds: usize) -> Result<Draft, PairError> {
    if rounds.is_multiple_of(2) {
        return Err(PairError::FontesEvenRounds { rounds });
    }
    if round >= rounds {
        return Err(PairError::FontesOver {
            round: round + 1,
            rounds,
        });
    }
    let n = event.len();
    let size = rounds + 1;
    if n < size {
        return Err(PairError::FontesTooFew {
            rounds,
            players: n,
            needed: size,
        });
    }
    let mut seeds: Vec<usize> = (0..n).collect();
    seeds.sort_by_key(|&p| std::cmp::Reverse(event.players()[p].rating));
    // The phantom seed `n` makes the field even.
    if n % 2 == 1 {
        seeds.push(n);
    }
    let count = seeds.len() / size;
    let mut groups: Vec<Vec<usize>> = vec![Vec::with_capacity(size + 2); count];
    for (i, &p) in seeds.iter().take(count * size).enumerate() {
        groups[i % count].push(p);
    }
    for (k, extra) in seeds[count * size..].chunks(2).enumerate() {
        groups[count - 1 - k % count].extend_from_slice(extra);
    }
    let mut draft = Draft::default();
    for group in &groups {
        for (a, b) in schedule(group.len(), round) {
            let (a, b) = (group[a], group[b]);
            match (a < n, b < n) {
                (true, true) => draft.games.push((a, b)),
                (true, false) => draft.byes.push(a),
                (false, true) => draft.byes.push(b),
                (false, false) => {}
            }
        }
    }
    Ok(draft)
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use proptest::prelude::*;

    use super::*;
    use crate::tournament::event::Player;

    fn field(ratings: &[u32]) -> Event {
        let players = ratings
            .iter()
            .enumerate()
            .map(|(i, &r)| Player::new(format!("P{}", char::from(b'A' + i as u8)), r))
            .collect();
        Event::new(players).unwrap()
    }

    #[test]
    fn groups_of_four_hold_one_player_from_each_quarter() {
        // Eight players, seeds 1..8 by rating (file order reversed): groups {1,3,5,7}, {2,4,6,8}.
        let event = field(&[1000, 1100, 1200, 1300, 1400, 1500, 1600, 1700]);
        let seed = |p: usize| 8 - p; // player index -> seed
        let mut met: HashSet<(usize, usize)> = HashSet::new();
        for round in 0..3 {
            let draft = pair(&event, round, 3).unwrap();
            assert!(draft.byes.is_empty());
            for &(a, b) in &draft.games {
                assert_eq!(seed(a) % 2, seed(b) % 2, "same group");
                assert!(met.insert((a.min(b), a.max(b))), "no rematch");
            }
        }
        assert_eq!(met.len(), 12, "two round robins of four");
        assert_eq!(
            pair(&event, 3, 3),
            Err(PairError::FontesOver {
                round: 4,
                rounds: 3
            })
        );
        assert_eq!(
            pair(&event, 0, 2),
            Err(PairError::FontesEvenRounds { rounds: 2 })
        );
        assert!(matches!(
            pair(&field(&[1, 2, 3]), 0, 3),
            Err(PairError::FontesTooFew { .. })
        ));
    }

    proptest! {
        #[test]
        fn everyone_plays_or_sits_out_once_a_round_and_never_twice_the_same(
            ratings in prop::collection::vec(0u32..2500, 4..40),
            k in prop::sample::select(vec![1usize, 3, 5]),
        ) {
            prop_assume!(ratings.len() > k);
            let event = field(&ratings);
            let mut met = HashSet::new();
            let mut byes = HashSet::new();
            for round in 0..k {
                let draft = pair(&event, round, k).unwrap();
                let mut seen = HashSet::new();
                for &(a, b) in &draft.games {
                    prop_assert!(seen.insert(a) && seen.insert(b));
                    prop_assert!(met.insert((a.min(b), a.max(b))));
                }
                for &p in &draft.byes {
                    prop_assert!(seen.insert(p));
                    prop_assert!(byes.insert(p), "one bye each at most");
                }
                prop_assert_eq!(seen.len(), ratings.len());
                prop_assert_eq!(draft.byes.len(), ratings.len() % 2);
            }
        }
    }
}
