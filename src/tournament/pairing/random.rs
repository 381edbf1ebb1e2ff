//! Random pairings, from a seed: the same seed and round give the same pairings.

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

/// Shuffles `pool` (even length) with a generator seeded by `seed` and `round`, then pairs
/// neighbours.
pub fn pair(pool: &[usize], seed: u64, round: usize) -> Vec<(usize, usize)> {
    let mut rng =
        ChaCha8Rng::seed_from_u64(seed ^ (round as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut shuffled = pool.to_vec();
    shuffled.shuffle(&mut rng);
    shuffled.chunks_exact(2).map(|c| (c[0], c[1])).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeded_and_complete() {
        let pool: Vec<usize> = (0..10).collect();
        let a = pair(&pool, 7, 0);
        assert_eq!(a, pair(&pool, 7, 0));
        assert_ne!(a, pair(&pool, 8, 0), "another seed, other pairings");
        assert_ne!(a, pair(&pool, 7, 1), "another round, other pairings");
        let mut all: Vec<usize> = a.iter().flat_map(|&(x, y)| [x, y]).collect();
        all.sort_unstable();
        assert_eq!(all, pool);
    }
}
