//! The chance of winning from a playout's end. A finished game is won, drawn or lost by its
//! final spread. Otherwise the rest of the game is taken to add to the spread a normally
//! distributed amount whose mean is the advantage of being on turn and whose variance grows
//! with the tiles still to be played: final spread ~ N(spread + leave ± `ON_TURN`,
//! `PER_TILE` × tiles left). Both figures were fitted by `examples/spread_model.rs` on 1,000
//! games of hard against hard (ENABLE, seeds 1 to 1,000; 22,791 turns with tiles still to
//! play), from every turn's spread and tiles left against the game's final spread: the mean
//! difference 17.7 points, and 84.8 points² per tile (by ranges of tiles left: 64 to 89, so
//! close to a straight line). A draw counts half a win.

/// Points the player on turn is ahead of the spread on average at the end of the game.
pub const ON_TURN: f64 = 17.7;

/// Variance of the rest of the game's spread per tile still to be played (points²).
pub const PER_TILE: f64 = 84.8;

/// The chance the mover wins, a draw counting half: from the spread the mover expects
/// (`spread`, leave included) with `tiles_left` tiles still to be played (0: the game is
/// over and `spread` is final), the mover on turn or not.
pub fn win_chance(spread: f64, tiles_left: usize, mover_on_turn: bool) -> f64 {
    if tiles_left == 0 {
        return if spread > 0.0 {
            1.0
        } else if spread < 0.0 {
            0.0
        } else {
            0.5
        };
    }
    let mean = spread + if mover_on_turn { ON_TURN } else { -ON_TURN };
    let deviation = (PER_TILE * tiles_left as f64).sqrt();
    normal_cdf(mean / deviation)
}

/// The standard normal distribution function Φ(z), from the error function.
pub fn normal_cdf(z: f64) -> f64 {
    0.5 * (1.0 + erf(z / std::f64::consts::SQRT_2))
}

/// The error function by Abramowitz and Stegun's rational approximation 7.1.26 (Handbook of
/// Mathematical Functions, 1964; absolute error under 1.5e-7).
fn erf(x: f64) -> f64 {
    const P: f64 = 0.327_591_1;
    const A: [f64; 5] = [
        0.254_829_592,
        -0.284_496_736,
        1.421_413_741,
        -1.453_152_027,
        1.061_405_429,
    ];
    let sign = x.signum();
    let x = x.abs();
    let t = 1.0 / (1.0 + P * x);
    let poly = A.iter().rev().fold(0.0, |acc, &a| acc * t + a) * t;
    sign * (1.0 - poly * (-x * x).exp())
}
