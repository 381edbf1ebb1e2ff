//! Swiss pairing checked against brute force on small fields.

use proptest::prelude::*;

use super::*;
use crate::tournament::pairing::{Method, Options, Pairing, pair_next};
use crate::tournament::standings::{records, standings};
use crate::tournament::testing::random_event;
use crate::tournament::tsh;

/// Every perfect matching of `pool`.
fn all_matchings(pool: &[usize]) -> Vec<Vec<(usize, usize)>> {
    let Some((&first, rest)) = pool.split_first() else {
        return vec![Vec::new()];
    };
    let mut out = Vec::new();
    for (k, &partner) in rest.iter().enumerate() {
        let mut others = rest.to_vec();
        others.remove(k);
        for mut m in all_matchings(&others) {
            m.push((first, partner));
            out.push(m);
        }
    }
    out
}

fn score(m: &[(usize, usize)], records: &[Record], met: &[Vec<u32>]) -> (u32, u32) {
    let rematches = m.iter().map(|&(a, b)| met[a][b]).sum();
    let wins = m
        .iter()
        .map(|&(a, b)| records[a].half_wins.abs_diff(records[b].half_wins).pow(2))
        .sum();
    (rematches, wins)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn optimal_by_brute_force(half in 1usize..=5, rounds in 0usize..6, seed in any::<u64>()) {
        let event = random_event(2 * half, rounds, seed);
        let order: Vec<usize> = standings(&event, rounds).iter().map(|s| s.player).collect();
        let records = records(&event, rounds);
        let met = meetings(&event, rounds);
        let got = pair(&order, &records, &met);
        let mut covered: Vec<usize> = got.iter().flat_map(|&(a, b)| [a, b]).collect();
        covered.sort_unstable();
        prop_assert_eq!(covered, (0..2 * half).collect::<Vec<_>>());
        let best = all_matchings(&order)
            .iter()
            .map(|m| score(m, &records, &met))
            .min()
            .unwrap();
        let mine = score(&got, &records, &met);
        // Never a rematch when a rematch-free pairing exists; fewest rematches, then the
        // smallest sum of squared win differences.
        prop_assert_eq!(mine, best);
        if best.0 == 0 {
            prop_assert!(got.iter().all(|&(a, b)| met[a][b] == 0));
        }
    }
}

#[test]
fn pairs_within_score_groups_and_avoids_rematches() {
    // After round 1: A, C won; B, D lost. Round 2 must not repeat A-B or C-D.
    let event = tsh::read("A 1500 2; 400\nB 1500 1; 300\nC 1500 4; 420\nD 1500 3; 310\n").unwrap();
    let round = pair_next(&event, &Method::Swiss, Options::default()).unwrap();
    // Standings C, A, B, D; no firsts recorded, so the better placed goes first.
    assert_eq!(
        round,
        [
            Pairing::Game {
                first: 2,
                second: 0
            },
            Pairing::Game {
                first: 1,
                second: 3
            },
        ]
    );
}

#[test]
fn large_fields_pair_everyone() {
    let event = random_event(200, 8, 42);
    let round = pair_next(&event, &Method::Swiss, Options::default()).unwrap();
    assert_eq!(round.len(), 100);
    let met = meetings(&event, 8);
    let rematches = round
        .iter()
        .filter(|p| matches!(p, Pairing::Game { first, second } if met[*first][*second] > 0))
        .count();
    assert_eq!(rematches, 0);
}
