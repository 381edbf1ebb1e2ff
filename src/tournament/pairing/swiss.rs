//! Swiss pairing as a minimum-weight perfect matching on the complete graph of the players:
//! fewest rematches first, then the smallest sum of squared win differences, then (where the
//! rules leave it open, and only to break ties) the smallest sum of squared distances in the
//! standings, so equal scores pair neighbours as king of the hill does.
//!
//! The matching is the `integer-blossom` crate (1.2, MIT, no dependencies): the O(n^3)
//! primal-dual blossom algorithm for maximum-weight matching on general graphs, with the
//! minimum-cost perfect matching exposed directly, integer weights (i64/i128, so the three
//! criteria stack exactly, with no float ties), and tested against a brute-force oracle.
//! Chosen over `mwmatching` (0.1.1, 2018, i32 weights only, edition 2015, unmaintained),
//! `blossom` (0.4, 2020: maximum-cardinality, no weights) and `petgraph` (cardinality matching
//! only); `pathfinding`'s Kuhn-Munkres is bipartite, which Swiss pairing is not.

use integer_blossom::{Weight, min_weight_perfect_matching};

use crate::tournament::event::{Event, Opponent};
use crate::tournament::standings::Record;

/// How often each pair met in the first `round` rounds, as an n x n table.
pub fn meetings(event: &Event, round: usize) -> Vec<Vec<u32>> {
    let n = event.len();
    let mut met = vec![vec![0; n]; n];
    for (a, p) in event.players().iter().enumerate() {
        for o in p.opponents.iter().take(round) {
            if let Opponent::Player(b) = *o {
                met[a][b] += 1;
            }
        }
    }
    met
}

/// The lexicographic cost of pairing the players at standings places `i` and `j` of the pool.
struct Costs {
    rematch: u128,
    wins: u128,
}

impl Costs {
    /// Weights such that one more rematch outweighs any sum of win terms, and one more unit of
    /// squared win difference outweighs any sum of standings terms, over a whole matching.
    fn new(m: usize, max_win_term: u128) -> Costs {
        let pairs = (m / 2) as u128;
        let max_place = ((m.saturating_sub(1)) as u128).pow(2);
        let wins = pairs * max_place + 1;
        let rematch = (pairs * max_win_term + 1) * wins;
        Costs { rematch, wins }
    }

    fn of(&self, met: u32, half_win_gap: u32, place_gap: usize) -> u128 {
        u128::from(met) * self.rematch
            + u128::from(half_win_gap).pow(2) * self.wins
            + (place_gap as u128).pow(2)
    }
}

/// Pairs `pool` (player indices in standings order, even length) by the criteria above.
pub fn pair(pool: &[usize], records: &[Record], met: &[Vec<u32>]) -> Vec<(usize, usize)> {
    let m = pool.len();
    if m == 0 {
        return Vec::new();
    }
    let gap = |i: usize, j: usize| {
        records[pool[i]]
            .half_wins
            .abs_diff(records[pool[j]].half_wins)
    };
    let max_win_term = (0..m)
        .flat_map(|i| (0..m).map(move |j| (i, j)))
        .map(|(i, j)| u128::from(gap(i, j)).pow(2))
        .max()
        .unwrap_or(0);
    let max_met = pool
        .iter()
        .flat_map(|&a| pool.iter().map(move |&b| met[a][b]))
        .max()
        .unwrap_or(0);
    let costs = Costs::new(m, max_win_term);
    let cost = |i: usize, j: usize| costs.of(met[pool[i]][pool[j]], gap(i, j), i.abs_diff(j));
    let largest = costs.of(
        max_met,
        u32::try_from(max_win_term.isqrt()).unwrap_or(u32::MAX),
        m,
    );
    // i64 when every weight fits with room for the solver's doubling, i128 otherwise.
    let mate = if largest < (i64::MAX as u128) / 16 {
        solve::<i64>(m, &cost)
    } else {
        solve::<i128>(m, &cost)
    };
    (0..m)
        .filter(|&i| i < mate[i])
        .map(|i| (pool[i], pool[mate[i]]))
        .collect()
}

fn solve<W: Weight + TryFrom<u128>>(m: usize, cost: &dyn Fn(usize, usize) -> u128) -> Vec<usize> {
    let mut matrix = vec![W::ZERO; m * m];
    for i in 0..m {
        for j in i + 1..m {
            matrix[i * m + j] = W::try_from(cost(i, j))
                .unwrap_or_else(|_| panic!("a Swiss cost fits the weight type chosen for it"));
        }
    }
    min_weight_perfect_matching(&matrix, m)
}

#[cfg(test)]
mod tests;
