//! Standings: wins (a tie is half a win), then fewer losses, then spread. Players equal in all
//! three share a rank, 1 + the number strictly ahead, and keep their file order.

use std::cmp::Reverse;

use super::event::{Event, Outcome};

/// A player's record over some rounds. Wins and losses are counted in halves, since a tie is
/// half a win and half a loss.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Record {
    pub half_wins: u32,
    pub half_losses: u32,
    pub spread: i64,
}

impl Record {
    /// Wins as a number (`2.5`).
    pub fn wins(&self) -> f64 {
        f64::from(self.half_wins) / 2.0
    }

    /// Losses as a number.
    pub fn losses(&self) -> f64 {
        f64::from(self.half_losses) / 2.0
    }

    /// The order of the standings, best first.
    fn key(&self) -> (Reverse<u32>, u32, Reverse<i64>) {
        (
            Reverse(self.half_wins),
            self.half_losses,
            Reverse(self.spread),
        )
    }
}

/// One line of the standings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    /// 1-based; shared by players equal in wins, losses and spread.
    pub rank: usize,
    /// Index in file order.
    pub player: usize,
    pub record: Record,
}

/// Each player's record over the first `rounds` rounds, in file order. Byes count by the sign
/// of the spread credited (+50 a win, -50 a loss).
pub fn records(event: &Event, rounds: usize) -> Vec<Record> {
    (0..event.len())
        .map(|p| {
            let mut record = Record::default();
            for result in event.results(p, rounds) {
                record.spread += i64::from(result.spread);
                match result.outcome {
                    Outcome::Win => record.half_wins += 2,
                    Outcome::Tie => {
                        record.half_wins += 1;
                        record.half_losses += 1;
                    }
                    Outcome::Loss => record.half_losses += 2,
                }
            }
            record
        })
        .collect()
}

/// The standings after the first `rounds` rounds, best first.
pub fn standings(event: &Event, rounds: usize) -> Vec<Standing> {
    rank(&records(event, rounds))
}

/// Ranks records given in file order (a stable sort keeps file order among equals).
pub fn rank(records: &[Record]) -> Vec<Standing> {
    let mut order: Vec<usize> = (0..records.len()).collect();
    order.sort_by_key(|&p| records[p].key());
    let mut out: Vec<Standing> = Vec::with_capacity(order.len());
    for (i, &player) in order.iter().enumerate() {
        let record = records[player];
        let rank = match out.last() {
            Some(prev) if prev.record.key() == record.key() => prev.rank,
            _ => i + 1,
        };
        out.push(Standing {
            rank,
            player,
            record,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::tournament::testing::arbitrary_event;
    use crate::tournament::tsh;

    #[test]
    fn wins_then_losses_then_spread_with_shared_ranks() {
        // Round 1: A beats B by 100, C ties D; round 2: A bye, B beats C by 40, D forfeits.
        let event = tsh::read(
            "A 1500 2 0; 400 50\n\
             B 1500 1 3; 300 400\n\
             C 1500 4 2; 350 360\n\
             D 1500 3 0; 350 -50\n\
             E 1500 0 0; 50 -50\n",
        )
        .unwrap();
        let s = standings(&event, 2);
        let line = |i: usize| {
            let st = s[i];
            (
                st.rank,
                event.players()[st.player].name.as_str(),
                st.record.wins(),
                st.record.losses(),
                st.record.spread,
            )
        };
        assert_eq!(line(0), (1, "A", 2.0, 0.0, 150));
        // B (1-1, -60) and E (1-1, 0): E ahead on spread.
        assert_eq!(line(1), (2, "E", 1.0, 1.0, 0));
        assert_eq!(line(2), (3, "B", 1.0, 1.0, -60));
        assert_eq!(line(3), (4, "C", 0.5, 1.5, -40));
        assert_eq!(line(4), (5, "D", 0.5, 1.5, -50));
        // After one round C and D are equal in everything: one rank, file order kept.
        let s = standings(&event, 1);
        let ranks: Vec<(usize, usize)> = s.iter().map(|st| (st.rank, st.player)).collect();
        assert_eq!(ranks, [(1, 0), (2, 4), (3, 2), (3, 3), (5, 1)]);
    }

    proptest! {
        #[test]
        fn standings_are_ordered_and_ranks_count_those_strictly_ahead(
            event in arbitrary_event(12, 6)
        ) {
            let s = standings(&event, event.scored_rounds());
            prop_assert_eq!(s.len(), event.len());
            for (i, st) in s.iter().enumerate() {
                let ahead = s.iter().filter(|o| o.record.key() < st.record.key()).count();
                prop_assert_eq!(st.rank, ahead + 1);
                if i > 0 {
                    let prev = s[i - 1];
                    prop_assert!(prev.record.key() <= st.record.key());
                    if prev.record.key() == st.record.key() {
                        prop_assert!(prev.player < st.player, "file order among equals");
                    }
                }
            }
            let games: u32 = s.iter().map(|st| st.record.half_wins + st.record.half_losses).sum();
            prop_assert_eq!(games, 2 * (event.len() * event.scored_rounds()) as u32);
        }
    }
}
