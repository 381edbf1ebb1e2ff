//! Running statistics of a candidate's playouts: mean and variance by Welford's one-pass
//! method (B. P. Welford, "Note on a method for calculating corrected sums of squares and
//! products", Technometrics 4(3), 1962), the standard error of the mean, and the test that
//! drops a candidate far behind the best.

/// Mean, spread and count of a stream of values.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Running {
    count: u32,
    mean: f64,
    /// Sum of squared differences from the mean so far.
    squares: f64,
}

impl Running {
    /// Takes one more value.
    pub fn add(&mut self, value: f64) {
        self.count += 1;
        let delta = value - self.mean;
        self.mean += delta / f64::from(self.count);
        self.squares += delta * (value - self.mean);
    }

    /// How many values were taken.
    pub fn count(&self) -> u32 {
        self.count
    }

    /// Their mean (0 with none).
    pub fn mean(&self) -> f64 {
        self.mean
    }

    /// Their sample variance (0 with fewer than two).
    pub fn variance(&self) -> f64 {
        if self.count < 2 {
            0.0
        } else {
            self.squares / f64::from(self.count - 1)
        }
    }

    /// The standard error of the mean: how far the mean is likely off the true one.
    pub fn std_error(&self) -> f64 {
        if self.count == 0 {
            0.0
        } else {
            (self.variance() / f64::from(self.count)).sqrt()
        }
    }
}

/// Whether `candidate` is statistically far behind `best`: `best`'s mean ahead by more than
/// `z` standard errors of the difference of the two means.
pub fn far_behind(candidate: &Running, best: &Running, z: f64) -> bool {
    let gap = best.mean() - candidate.mean();
    let error = (best.std_error().powi(2) + candidate.std_error().powi(2)).sqrt();
    gap > z * error
}
