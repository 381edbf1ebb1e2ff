//! Glicko-2 as Glickman defines it ("Example of the Glicko-2 system", 2012): ratings on the
//! Glicko scale, one update per rating period, volatility found with the Illinois algorithm.
//!
//! Written here (about a hundred lines) rather than taken from a crate: the task allows one
//! new dependency and the pairing matcher needs it more; `skillratings` 0.29 was read and does
//! the same steps, but caps deviation growth at 350, which the paper does not.

use std::f64::consts::PI;

/// Glickman's scale factor between the Glicko scale and Glicko-2's (step 2).
const SCALE: f64 = 173.7178;
/// The convergence tolerance of step 5 (the paper's epsilon).
const EPSILON: f64 = 0.000_001;

/// A player's Glicko-2 state on the Glicko scale.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    /// A new player (the paper's suggestion): 1500, deviation 350, volatility 0.06.
    fn default() -> Rating {
        Rating {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
        }
    }
}

/// Deviation above which a rating is provisional (the project's rule, issue 16).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

impl Rating {
    /// A new player at `rating` (the other values as for a new player).
    pub fn at(rating: f64) -> Rating {
        Rating {
            rating,
            ..Rating::default()
        }
    }

    /// Whether the rating is still provisional (deviation over 110).
    pub fn is_provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }
}

/// The system constant tau, which limits how fast volatility changes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Config {
    pub tau: f64,
}

impl Default for Config {
    /// tau = 0.5, the paper's example value (it suggests 0.3 to 1.2).
    fn default() -> Config {
        Config { tau: 0.5 }
    }
}

/// One game of the period: the opponent's rating before the period and the score, 1 for a win,
/// 1/2 for a tie, 0 for a loss.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Game {
    pub opponent: Rating,
    pub score: f64,
}

/// Glickman's g(phi) (step 3).
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)).sqrt()
}

/// Glickman's `E(mu, mu_j, phi_j)` (step 3).
fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

/// The player's rating after one rating period with these games (steps 2 to 8). With no games
/// only the deviation grows, to sqrt(phi^2 + sigma^2) (step 6), as it does for each period a
/// player sits out.
pub fn update(player: Rating, games: &[Game], config: Config) -> Rating {
    let mu = (player.rating - 1500.0) / SCALE;
    let phi = player.deviation / SCALE;
    let sigma = player.volatility;
    if games.is_empty() {
        return Rating {
            deviation: phi.hypot(sigma) * SCALE,
            ..player
        };
    }
    let mut inverse_v = 0.0;
    let mut improvement = 0.0;
    for game in games {
        let mu_j = (game.opponent.rating - 1500.0) / SCALE;
        let phi_j = game.opponent.deviation / SCALE;
        let e = expected(mu, mu_j, phi_j);
        inverse_v += g(phi_j).powi(2) * e * (1.0 - e);
        improvement += g(phi_j) * (game.score - e);
    }
    let v = 1.0 / inverse_v;
    let delta = v * improvement;
    let sigma = new_volatility(phi, sigma, v, delta, config.tau);
    let phi_star = phi.hypot(sigma);
    let phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let mu = mu + phi * phi * improvement;
    Rating {
        rating: mu * SCALE + 1500.0,
        deviation: phi * SCALE,
        volatility: sigma,
    }
}

/// A rating period without games `periods` times over: how the deviation grows with time.
pub fn idle(player: Rating, periods: u32) -> Rating {
    (0..periods).fold(player, |r, _| update(r, &[], Config::default()))
}

/// Step 5: the new volatility, the root of f found by the Illinois algorithm.
fn new_volatility(phi: f64, sigma: f64, v: f64, delta: f64, tau: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let mut f_a = f(big_a);
    let mut f_b = f(big_b);
    while (big_b - big_a).abs() > EPSILON {
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opponent(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    #[test]
    fn the_papers_worked_example() {
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let games = [
            Game {
                opponent: opponent(1400.0, 30.0),
                score: 1.0,
            },
            Game {
                opponent: opponent(1550.0, 100.0),
                score: 0.0,
            },
            Game {
                opponent: opponent(1700.0, 300.0),
                score: 0.0,
            },
        ];
        let after = update(player, &games, Config::default());
        // The paper rounds its intermediate steps (mu' = -0.2069 gives 1464.06); carried through
        // unrounded, the same steps give 1464.0507.
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert_eq!(format!("{:.4}", after.rating), "1464.0507");
        assert_eq!(format!("{:.2}", after.deviation), "151.52");
        // The paper prints 0.05999 for 0.0599960 (five digits, cut rather than rounded).
        assert!(
            after.volatility < 0.06 && after.volatility > 0.05999,
            "{after:?}"
        );
        assert_eq!(format!("{:.7}", after.volatility), "0.0599960");
        assert!(after.is_provisional());
    }

    #[test]
    fn deviation_grows_without_games_and_shrinks_with_them() {
        let settled = Rating {
            rating: 1800.0,
            deviation: 50.0,
            volatility: 0.06,
        };
        assert!(!settled.is_provisional());
        let mut previous = settled;
        for periods in 1..=100 {
            let r = idle(settled, periods);
            assert!(r.deviation > previous.deviation, "period {periods}");
            assert!((r.rating - 1800.0).abs() < f64::EPSILON);
            // phi'^2 = phi^2 + k sigma^2 on the Glicko-2 scale.
            let phi = (settled.deviation / SCALE).powi(2) + f64::from(periods) * 0.06f64.powi(2);
            assert!((r.deviation - phi.sqrt() * SCALE).abs() < 1e-9);
            previous = r;
        }
        // Long absence makes a settled rating provisional again.
        assert!(idle(settled, 100).is_provisional());
        let played = update(
            Rating::default(),
            &[Game {
                opponent: Rating::default(),
                score: 0.5,
            }],
            Config::default(),
        );
        assert!(played.deviation < 350.0);
        assert!(
            (played.rating - 1500.0).abs() < 1e-9,
            "a tie between equals moves nothing"
        );
    }
}
