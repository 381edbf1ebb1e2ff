//! The bye for an odd number of players: the lowest-ranked player who has not had one (when
//! everyone has, the lowest-ranked of those with the fewest). A forfeit loss is not a bye.

use crate::tournament::event::Event;

/// The player in `pool` (in standings order, best first) who gets the bye of round `round`.
pub fn choose(event: &Event, round: usize, pool: &[usize]) -> usize {
    let fewest = pool
        .iter()
        .map(|&p| event.byes(p, round))
        .min()
        .unwrap_or(0);
    *pool
        .iter()
        .rev()
        .find(|&&p| event.byes(p, round) == fewest)
        .expect("the pool is not empty")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::tsh;

    #[test]
    fn lowest_ranked_without_a_bye() {
        // E had a bye, D only a forfeit loss (not a bye).
        let event =
            tsh::read("A 1500 2; 400\nB 1500 1; 300\nC 1500 0; 50\nD 1500 0; -50\nE 1500 0; 50\n")
                .unwrap();
        assert_eq!(choose(&event, 1, &[0, 2, 4, 1, 3]), 3);
        assert_eq!(choose(&event, 1, &[0, 2, 4, 3, 1]), 1);
        // Once everyone in the pool has had one, the lowest-ranked of them.
        assert_eq!(choose(&event, 1, &[2, 4]), 4);
        assert_eq!(choose(&event, 0, &[2, 4]), 4);
    }
}
