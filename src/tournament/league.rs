//! Leagues (issue 16), pure: a season's divisions cut from the players ranked by where the last
//! season left them (after promotion and relegation) with newcomers merged in by rating; every
//! game of a division's round robin scheduled at the start; and who moves up or down at the end.

use super::divisions::MAX_DIVISIONS;
use super::pairing::Pairing;
use super::pairing::round_robin;

/// Players promoted out of a division of `players` (and as many relegated): `fixed` when the
/// league sets it, else one in six rounded up (ceil(N/6)), never more than half the division.
pub fn movers(players: usize, fixed: Option<usize>) -> usize {
    fixed
        .unwrap_or_else(|| players.div_ceil(6))
        .min(players / 2)
}

/// A player registered for a season.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Their rating in the league's pool (0 when unrated).
    pub rating: i32,
    /// Where the last season put them: division, then a key ordering them within it (smaller
    /// is better). `None` for a newcomer.
    pub placed: Option<(i16, i32)>,
}

/// The division of each entry (1 = the strongest) for a season whose divisions hold at most
/// `size` players: ceil(n / size) divisions (but none of fewer than 2), sizes within one of
/// each other, larger first. Returning players keep last season's order (division, then place); newcomers, highest
/// rating first, are merged in ahead of the first returning player rated below them.
pub fn season_divisions(entries: &[Entry], size: usize) -> Vec<i16> {
    let n = entries.len();
    let count = n.div_ceil(size.max(2)).min(n / 2).clamp(1, MAX_DIVISIONS);
    let mut returning: Vec<usize> = (0..n).filter(|&i| entries[i].placed.is_some()).collect();
    returning.sort_by_key(|&i| entries[i].placed);
    let mut newcomers: Vec<usize> = (0..n).filter(|&i| entries[i].placed.is_none()).collect();
    newcomers.sort_by_key(|&i| std::cmp::Reverse(entries[i].rating));
    let mut order = Vec::with_capacity(n);
    let mut back = returning.into_iter().peekable();
    let mut new = newcomers.into_iter().peekable();
    loop {
        let take_newcomer = match (back.peek(), new.peek()) {
            (Some(&old), Some(&fresh)) => entries[fresh].rating > entries[old].rating,
            (None, Some(_)) => true,
            (_, None) => false,
        };
        let next = if take_newcomer {
            new.next()
        } else {
            back.next()
        };
        match next {
            Some(i) => order.push(i),
            None => break,
        }
    }
    let (base, extra) = (n / count, n % count);
    let mut out = vec![1; n];
    let mut next = order.into_iter();
    for d in 0..count {
        for i in next.by_ref().take(base + usize::from(d < extra)) {
            out[i] = i16::try_from(d + 1).unwrap_or(i16::MAX);
        }
    }
    out
}

/// Rounds of a single round robin of `players`: n - 1, or n with an odd number (one bye each).
pub fn round_robin_rounds(players: usize) -> usize {
    (players + players % 2).saturating_sub(1)
}

/// Every round of a division's single round robin (players `0..players`), paired at once by the
/// circle method. Who goes first is balanced as the rounds go: the player who has gone first
/// less often so far (ties: by the round's parity), so each goes first about half the time.
pub fn whole_round_robin(players: usize) -> Vec<Vec<Pairing>> {
    let mut firsts = vec![0usize; players];
    (0..round_robin_rounds(players))
        .map(|round| {
            let Ok(draft) = round_robin::pair(players, round, false) else {
                return Vec::new();
            };
            let mut list = Vec::with_capacity(draft.games.len() + draft.byes.len());
            for (a, b) in draft.games {
                let (low, high) = (a.min(b), a.max(b));
                let low_first = match firsts[low].cmp(&firsts[high]) {
                    std::cmp::Ordering::Less => true,
                    std::cmp::Ordering::Greater => false,
                    std::cmp::Ordering::Equal => round % 2 == 0,
                };
                let (first, second) = if low_first { (low, high) } else { (high, low) };
                firsts[first] += 1;
                list.push(Pairing::Game { first, second });
            }
            list.extend(draft.byes.into_iter().map(Pairing::Bye));
            list
        })
        .collect()
}

/// Where a player's season ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Move {
    Promoted,
    Stays,
    Relegated,
}

/// A player's placing for the next season, from one division's final order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub movement: Move,
    /// The next season's division and the key ordering the player within it.
    pub placed: (i16, i32),
}

/// The outcome of each player of division `division` (of `divisions`), given in final order
/// (best first): the top [`movers`] go up (to the bottom of the division above), the bottom as
/// many go down (to the top of the division below); the top and bottom divisions keep theirs.
pub fn season_outcomes(
    division: i16,
    divisions: i16,
    players: usize,
    fixed: Option<usize>,
) -> Vec<Outcome> {
    let moving = movers(players, fixed);
    (0..players)
        .map(|place| {
            let key = i32::try_from(place).unwrap_or(i32::MAX);
            if division > 1 && place < moving {
                Outcome {
                    movement: Move::Promoted,
                    placed: (division - 1, 1000 + key),
                }
            } else if division < divisions && place >= players - moving {
                Outcome {
                    movement: Move::Relegated,
                    placed: (division + 1, key - 1000),
                }
            } else {
                Outcome {
                    movement: Move::Stays,
                    placed: (division, key),
                }
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_in_six_move_rounded_up_never_more_than_half() {
        assert_eq!(movers(4, None), 1);
        assert_eq!(movers(6, None), 1);
        assert_eq!(movers(7, None), 2);
        assert_eq!(movers(12, None), 2);
        assert_eq!(movers(13, None), 3);
        assert_eq!(movers(16, None), 3);
        assert_eq!(movers(8, Some(2)), 2);
        assert_eq!(movers(4, Some(3)), 2);
        assert_eq!(movers(2, None), 1);
    }

    #[test]
    fn a_first_season_is_cut_by_rating() {
        let entries: Vec<Entry> = [1500, 1800, 1200, 1650, 0, 1700, 1400, 1550]
            .iter()
            .map(|&rating| Entry {
                rating,
                placed: None,
            })
            .collect();
        let d = season_divisions(&entries, 4);
        assert_eq!(d, [2, 1, 2, 1, 2, 1, 2, 1]);
        // Nine players, at most four a division: three divisions of three.
        let mut nine = entries.clone();
        nine.push(Entry {
            rating: 1000,
            placed: None,
        });
        let d = season_divisions(&nine, 4);
        for k in 1..=3 {
            assert_eq!(d.iter().filter(|&&x| x == k).count(), 3);
        }
        // Three players, at most two a division: one division of three, not a lone player.
        assert_eq!(season_divisions(&entries[..3], 2), [1, 1, 1]);
    }

    #[test]
    fn returning_players_keep_their_order_and_newcomers_slot_in_by_rating() {
        let placed = |division, key, rating| Entry {
            rating,
            placed: Some((division, key)),
        };
        let entries = [
            placed(2, -1000, 1400), // relegated: top of division 2
            placed(1, 0, 1600),
            placed(1, 1000, 1300), // promoted: bottom of division 1
            placed(2, 2, 1450),
            Entry {
                rating: 1900,
                placed: None,
            },
            placed(1, 1, 1500),
            placed(2, 3, 1350),
            Entry {
                rating: 1200,
                placed: None,
            },
        ];
        // Order: newcomer 1900, 1600, 1500, promoted 1300, | relegated 1400, 1450, 1350, 1200.
        assert_eq!(season_divisions(&entries, 4), [2, 1, 1, 2, 1, 1, 2, 2]);
    }

    #[test]
    fn the_whole_round_robin_meets_everyone_once() {
        for n in 2..=9 {
            let rounds = whole_round_robin(n);
            assert_eq!(rounds.len(), round_robin_rounds(n));
            let mut met = vec![vec![0; n]; n];
            let mut firsts = vec![0; n];
            for round in &rounds {
                let mut seen = vec![0; n];
                for p in round {
                    match *p {
                        Pairing::Game { first, second } => {
                            met[first][second] += 1;
                            met[second][first] += 1;
                            seen[first] += 1;
                            seen[second] += 1;
                            firsts[first] += 1;
                        }
                        Pairing::Bye(p) => seen[p] += 1,
                    }
                }
                assert!(seen.iter().all(|&s| s == 1), "{n}: each plays once a round");
            }
            for (a, row) in met.iter().enumerate() {
                for (b, &times) in row.iter().enumerate() {
                    assert_eq!(times, usize::from(a != b), "{n}: {a} meets {b}");
                }
            }
            let games = (n - 1) as i32;
            for &f in &firsts {
                assert!((2 * f - games).abs() <= 2, "{n}: firsts {firsts:?}");
            }
        }
    }

    #[test]
    fn the_top_go_up_and_the_bottom_go_down() {
        let top = season_outcomes(1, 2, 4, None);
        let moves: Vec<Move> = top.iter().map(|o| o.movement).collect();
        assert_eq!(
            moves,
            [Move::Stays, Move::Stays, Move::Stays, Move::Relegated]
        );
        assert_eq!(top[3].placed.0, 2);
        let bottom = season_outcomes(2, 2, 4, None);
        let moves: Vec<Move> = bottom.iter().map(|o| o.movement).collect();
        assert_eq!(
            moves,
            [Move::Promoted, Move::Stays, Move::Stays, Move::Stays]
        );
        assert_eq!(bottom[0].placed.0, 1);
        // The promoted player ranks below those who stayed up; the relegated one above those
        // who stayed down.
        assert!(bottom[0].placed.1 > top[2].placed.1);
        assert!(top[3].placed.1 < bottom[1].placed.1);
        let middle = season_outcomes(2, 3, 7, None);
        let moves: Vec<Move> = middle.iter().map(|o| o.movement).collect();
        assert_eq!(moves.iter().filter(|m| **m == Move::Promoted).count(), 2);
        assert_eq!(moves.iter().filter(|m| **m == Move::Relegated).count(), 2);
        assert_eq!(
            season_outcomes(1, 1, 6, None)
                .iter()
                .filter(|o| o.movement != Move::Stays)
                .count(),
            0
        );
    }
}
