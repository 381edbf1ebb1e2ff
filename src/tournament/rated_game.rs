//! Rating one finished game: every player's result against every other player (1, 1/2 or 0),
//! each player's deviation grown for the days they did not play, then one Glicko-2 update per
//! player with the game as its own rating period (as online servers rate after every game).

use super::glicko2::{self, Config, Game, Rating};

/// A rating period without games, for deviation growth: one day.
pub const RATING_PERIOD_SECS: i64 = 86_400;

/// The deviation never grows past a new player's (350): after a long absence a player is as
/// uncertain as a newcomer, no more (Glickman's first Glicko caps it the same way).
pub const MAX_DEVIATION: f64 = 350.0;

/// A player's rating `idle_secs` after their last rated game: the deviation grows by one
/// rating period without games for each whole day, up to [`MAX_DEVIATION`].
pub fn aged(rating: Rating, idle_secs: i64) -> Rating {
    let periods = (idle_secs.max(0) / RATING_PERIOD_SECS).min(10_000) as u32;
    let grown = glicko2::idle(rating, periods);
    Rating {
        deviation: grown.deviation.min(MAX_DEVIATION.max(rating.deviation)),
        ..grown
    }
}

/// How one player finished a game, for rating it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Finisher {
    /// The rating before the game, already aged to the game's end.
    pub rating: Rating,
    /// The final score.
    pub score: i32,
    /// Whether the game's result names this player a winner (ties: several winners).
    pub winner: bool,
    /// Whether the player resigned (or forfeited): they lose to everyone who did not.
    pub resigned: bool,
}

/// The result of `a` against `b`: winners beat non-winners, players who stayed beat those who
/// resigned, then the higher final score wins; equal on all three is a tie.
pub fn result_between(a: &Finisher, b: &Finisher) -> f64 {
    let key = |f: &Finisher| (f.winner, !f.resigned, f.score);
    match key(a).cmp(&key(b)) {
        std::cmp::Ordering::Greater => 1.0,
        std::cmp::Ordering::Equal => 0.5,
        std::cmp::Ordering::Less => 0.0,
    }
}

/// Every player's new rating after the game, in the order given.
pub fn rate(players: &[Finisher]) -> Vec<Rating> {
    players
        .iter()
        .enumerate()
        .map(|(i, me)| {
            let games: Vec<Game> = players
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, other)| Game {
                    opponent: other.rating,
                    score: result_between(me, other),
                })
                .collect();
            glicko2::update(me.rating, &games, Config::default())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn finisher(score: i32, winner: bool) -> Finisher {
        Finisher {
            rating: Rating::default(),
            score,
            winner,
            resigned: false,
        }
    }

    #[test]
    fn the_winner_gains_what_the_loser_loses_between_equals() {
        let after = rate(&[finisher(420, true), finisher(380, false)]);
        assert!(after[0].rating > 1500.0 && after[1].rating < 1500.0);
        assert!((after[0].rating - 1500.0 - (1500.0 - after[1].rating)).abs() < 1e-9);
        assert!(after[0].deviation < 350.0 && after[1].deviation < 350.0);
    }

    #[test]
    fn a_tie_between_equals_moves_no_rating() {
        let after = rate(&[finisher(400, true), finisher(400, true)]);
        for r in after {
            assert!((r.rating - 1500.0).abs() < 1e-9);
        }
    }

    #[test]
    fn the_result_decides_before_the_score_and_a_resignation_loses_to_everyone() {
        // A winner on the tie-break (the higher score before unplayed tiles) beats an equal score.
        let winner = finisher(400, true);
        let runner_up = finisher(400, false);
        assert!((result_between(&winner, &runner_up) - 1.0).abs() < f64::EPSILON);
        assert!((result_between(&runner_up, &winner) - 0.0).abs() < f64::EPSILON);
        // Among non-winners of a 3-4 player game the score ranks them; a resigned player is last.
        let third = finisher(300, false);
        let quitter = Finisher {
            resigned: true,
            ..finisher(350, false)
        };
        assert!((result_between(&runner_up, &third) - 1.0).abs() < f64::EPSILON);
        assert!((result_between(&third, &quitter) - 1.0).abs() < f64::EPSILON);
        let after = rate(&[winner, runner_up, third, quitter]);
        let ratings: Vec<f64> = after.iter().map(|r| r.rating).collect();
        assert!(
            ratings.windows(2).all(|w| w[0] > w[1]),
            "ranked in finishing order: {ratings:?}"
        );
    }

    #[test]
    fn the_deviation_grows_a_period_a_whole_day_and_stops_at_a_newcomers() {
        let settled = Rating {
            rating: 1700.0,
            deviation: 60.0,
            volatility: 0.06,
        };
        assert_eq!(aged(settled, RATING_PERIOD_SECS - 1), settled);
        let one_day = aged(settled, RATING_PERIOD_SECS);
        assert_eq!(one_day, glicko2::idle(settled, 1));
        assert!(one_day.deviation > 60.0);
        assert!(aged(settled, 30 * RATING_PERIOD_SECS).deviation > one_day.deviation);
        let years = aged(settled, 20 * 365 * RATING_PERIOD_SECS);
        assert!((years.deviation - MAX_DEVIATION).abs() < 1e-9);
        assert!((years.rating - 1700.0).abs() < 1e-9);
        assert_eq!(aged(settled, -5), settled);
    }
}
