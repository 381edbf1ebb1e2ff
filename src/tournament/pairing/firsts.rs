//! Who goes first, balanced over the event as tsh and woogles do: tsh records each round's
//! first or second in the `p12` field (1 first, 2 second, 0 bye, 3 or 4 to be drawn or not
//! known), and the player who has gone first less often goes first.

use crate::tournament::event::Event;

/// The tsh field that records who went first.
pub const P12: &str = "p12";

/// Firsts and seconds of every player over the rounds before the one being paired.
pub struct Tally {
    /// Per player, per round: `Some(true)` went first, `Some(false)` went second.
    history: Vec<Vec<Option<bool>>>,
}

impl Tally {
    /// Reads the `p12` fields for the first `round` rounds (a line without one counts nothing).
    pub fn new(event: &Event, round: usize) -> Tally {
        let history = event
            .players()
            .iter()
            .map(|p| {
                p.field(P12)
                    .unwrap_or_default()
                    .split_whitespace()
                    .take(round)
                    .map(|code| match code {
                        "1" => Some(true),
                        "2" => Some(false),
                        _ => None,
                    })
                    .collect()
            })
            .collect();
        Tally { history }
    }

    fn counts(&self, p: usize) -> (i64, i64) {
        let firsts = self.history[p].iter().filter(|&&h| h == Some(true)).count() as i64;
        let seconds = self.history[p]
            .iter()
            .filter(|&&h| h == Some(false))
            .count() as i64;
        (firsts, seconds)
    }

    /// `(first, second)` for a game of `a` and `b`: the one with fewer firsts than seconds goes
    /// first; then the one with fewer firsts; then the one who went second more recently while
    /// the other went first; then the better placed (`place`: index in the standings).
    pub fn order(&self, a: usize, b: usize, place: &[usize]) -> (usize, usize) {
        let (fa, sa) = self.counts(a);
        let (fb, sb) = self.counts(b);
        let key_a = (fa - sa, fa);
        let key_b = (fb - sb, fb);
        if key_a != key_b {
            return if key_a < key_b { (a, b) } else { (b, a) };
        }
        let (ha, hb) = (&self.history[a], &self.history[b]);
        for r in (0..ha.len().min(hb.len())).rev() {
            match (ha[r], hb[r]) {
                (Some(false), Some(true)) => return (a, b),
                (Some(true), Some(false)) => return (b, a),
                _ => {}
            }
        }
        if place[a] <= place[b] { (a, b) } else { (b, a) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::tsh;

    #[test]
    fn fewer_firsts_go_first_then_the_more_recent_second() {
        let event = tsh::read(
            "A 1500 2 3; 400 400; p12 1 1\n\
             B 1500 1 4; 300 300; p12 2 2\n\
             C 1500 4 1; 400 300; p12 1 2\n\
             D 1500 3 2; 300 400; p12 2 1\n",
        )
        .unwrap();
        let tally = Tally::new(&event, 2);
        let place = [0, 1, 2, 3];
        assert_eq!(tally.order(0, 1, &place), (1, 0), "B never went first");
        assert_eq!(tally.order(0, 2, &place), (2, 0));
        // C and D are even; D went first last round, so C goes first.
        assert_eq!(tally.order(3, 2, &place), (2, 3));
        // With nothing to go on, the better placed goes first.
        let tally = Tally::new(&event, 0);
        assert_eq!(tally.order(3, 2, &place), (2, 3));
    }
}
