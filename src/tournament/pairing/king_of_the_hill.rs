//! King of the hill: 1 v 2, 3 v 4, ... by the standings, rematches or not.

/// Pairs `pool` (standings order, even length) in neighbouring twos.
pub fn pair(pool: &[usize]) -> Vec<(usize, usize)> {
    pool.chunks_exact(2).map(|c| (c[0], c[1])).collect()
}

#[cfg(test)]
mod tests {
    use super::super::{Method, Options, Pairing, pair_next};
    use crate::tournament::tsh;

    #[test]
    fn first_plays_second_by_the_standings_and_the_last_takes_the_bye() {
        // After one round: A 1-0 +100, C 1-0 +50, E 1-0 (bye +50, later in the file), ...
        let event =
            tsh::read("A 1500 2; 400\nB 1500 1; 300\nC 1500 4; 400\nD 1500 3; 350\nE 1500 0; 50\n")
                .unwrap();
        let round = pair_next(&event, &Method::KingOfTheHill, Options::default()).unwrap();
        // Standings A, C, E, D, B; E had the bye, so B (last) gets this one.
        assert_eq!(
            round,
            [
                Pairing::Game {
                    first: 0,
                    second: 2
                },
                Pairing::Game {
                    first: 4,
                    second: 3
                },
                Pairing::Bye(1),
            ]
        );
    }
}
