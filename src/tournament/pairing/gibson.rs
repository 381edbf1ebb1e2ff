//! Gibsonization: a leader whose lead in wins is larger than the rounds left cannot be caught.
//! They take the bye when the number is odd, or play the highest-ranked player out of
//! contention, so their games stop deciding the places behind them.
//!
//! Where the rule books leave it open: "out of contention" means unable to reach the current
//! second place even by winning every game left while second place loses every one; among
//! those, a player the leader has met fewest times comes first, then the highest ranked. With
//! no one out of contention the leader plays the lowest-ranked player they have met fewest
//! times.

use crate::tournament::event::Event;
use crate::tournament::standings::Record;

/// The leader if they cannot be caught: `order` is the standings, best first; `rounds_left`
/// counts the round being paired.
pub fn gibsonized(order: &[usize], records: &[Record], rounds_left: usize) -> Option<usize> {
    let (&leader, &second) = (order.first()?, order.get(1)?);
    let lead = i64::from(records[leader].half_wins) - i64::from(records[second].half_wins);
    (lead > 2 * rounds_left as i64).then_some(leader)
}

/// The leader's opponent among `pool` (standings order, leader first).
pub fn opponent(
    event: &Event,
    round: usize,
    pool: &[usize],
    records: &[Record],
    rounds_left: usize,
) -> usize {
    let leader = pool[0];
    let others = &pool[1..];
    let second = records[others[0]].half_wins;
    let reach = |p: usize| records[p].half_wins as usize + 2 * rounds_left;
    let met = |p: usize| event.times_met(leader, p, round);
    let out: Vec<usize> = others
        .iter()
        .copied()
        .filter(|&p| reach(p) < second as usize)
        .collect();
    if out.is_empty() {
        let fewest = others.iter().map(|&p| met(p)).min().unwrap_or(0);
        *others
            .iter()
            .rev()
            .find(|&&p| met(p) == fewest)
            .expect("the leader has someone to play")
    } else {
        let fewest = out.iter().map(|&p| met(p)).min().unwrap_or(0);
        *out.iter()
            .find(|&&p| met(p) == fewest)
            .expect("someone is out of contention")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::tsh;

    fn record(wins: u32) -> Record {
        Record {
            half_wins: 2 * wins,
            half_losses: 0,
            spread: 0,
        }
    }

    #[test]
    fn a_lead_larger_than_the_rounds_left() {
        let records = [record(7), record(4), record(3)];
        assert_eq!(gibsonized(&[0, 1, 2], &records, 2), Some(0));
        assert_eq!(
            gibsonized(&[0, 1, 2], &records, 3),
            None,
            "a lead of 3 with 3 left"
        );
        assert_eq!(gibsonized(&[0], &records, 0), None);
    }

    #[test]
    fn plays_the_highest_ranked_out_of_contention_not_yet_met() {
        // Standings A (leader), B, C, D, E; A already met D.
        let event = tsh::read("A 0 4; 400\nB 0 0; 50\nC 0 0; 50\nD 0 1; 300\nE 0 0; 50\n").unwrap();
        let records = [record(7), record(4), record(3), record(1), record(1)];
        let pool = [0, 1, 2, 3, 4];
        // Two rounds left: C (3 + 2 = 5) can still reach B's 4; D and E cannot; D was met.
        assert_eq!(opponent(&event, 1, &pool, &records, 2), 4);
        // Three rounds left: everyone can reach second place; the lowest-ranked not yet met.
        assert_eq!(opponent(&event, 1, &pool, &records, 3), 4);
        assert_eq!(opponent(&event, 1, &[0, 1, 2, 3], &records, 3), 2);
        // Counting meetings only from the rounds before the one being paired.
        assert_eq!(opponent(&event, 0, &[0, 1, 2, 3], &records, 2), 3);
    }
}
