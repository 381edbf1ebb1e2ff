//! Divisions of a tournament: players grouped by rating at the start, each group paired and
//! ranked on its own (as tsh runs one `.t` file per division).

/// Most divisions one tournament may have.
pub const MAX_DIVISIONS: usize = 8;

/// The division (1 = the strongest) of each player, given their ratings in sign-up order:
/// players sorted by rating, highest first (equal ratings keep their sign-up order), cut into
/// `divisions` groups whose sizes differ by at most one, the larger groups first.
pub fn split_by_rating(ratings: &[i32], divisions: usize) -> Vec<i16> {
    let divisions = divisions.clamp(1, MAX_DIVISIONS);
    let mut order: Vec<usize> = (0..ratings.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(ratings[i]));
    let (base, extra) = (ratings.len() / divisions, ratings.len() % divisions);
    let mut out = vec![1; ratings.len()];
    let mut next = order.into_iter();
    for d in 0..divisions {
        let size = base + usize::from(d < extra);
        for i in next.by_ref().take(size) {
            out[i] = i16::try_from(d + 1).unwrap_or(i16::MAX);
        }
    }
    out
}

/// Rank within each division: `1 +` the players of the same division strictly ahead, given
/// each player's division and a key that orders them (smaller is better; equal keys share a
/// rank), in standings order.
pub fn ranks_within<K: PartialEq>(lines: &[(i16, K)]) -> Vec<usize> {
    let mut seen: Vec<(i16, usize, Option<&K>, usize)> = Vec::new();
    let mut out = Vec::with_capacity(lines.len());
    for (division, key) in lines {
        let slot = if let Some(p) = seen.iter().position(|s| s.0 == *division) {
            p
        } else {
            seen.push((*division, 0, None, 0));
            seen.len() - 1
        };
        let (_, count, last, last_rank) = &mut seen[slot];
        let rank = if last.is_some_and(|k| k == key) {
            *last_rank
        } else {
            *count + 1
        };
        *count += 1;
        *last = Some(key);
        *last_rank = rank;
        out.push(rank);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_highest_rated_make_the_first_division_and_sizes_differ_by_one_at_most() {
        let ratings = [1500, 1800, 0, 1600, 1700, 1500, 1200];
        let divisions = split_by_rating(&ratings, 2);
        // By rating: 1800 (1), 1700 (4), 1600 (3), 1500 (0), 1500 (5), 1200 (6), 0 (2).
        assert_eq!(divisions, [1, 1, 2, 1, 1, 2, 2]);
        assert_eq!(split_by_rating(&ratings, 1), [1; 7]);
        let three = split_by_rating(&[1000; 8], 3);
        assert_eq!(
            three,
            [1, 1, 1, 2, 2, 2, 3, 3],
            "ties keep the sign-up order"
        );
    }

    #[test]
    fn ranks_count_only_the_same_division_and_ties_share() {
        let lines = [(1, 3.0), (2, 3.0), (1, 2.0), (1, 2.0), (2, 1.0), (1, 0.0)];
        assert_eq!(ranks_within(&lines), [1, 1, 2, 2, 2, 4]);
    }
}
