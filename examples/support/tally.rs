//! Totals of a run of seeded games between two players, A and B, added up over threads: games,
//! A's wins (a draw counting half), each side's points, and A's win rate with its interval.

/// Totals of a run, A first.
#[derive(Default)]
pub struct Tally {
    pub games: u32,
    /// A's wins, a draw counting half.
    pub wins: f64,
    pub points: [i64; 2],
}

impl Tally {
    /// One game: the final scores (A's first) and A's result (1, ½, 0).
    pub fn add(&mut self, scores: [i32; 2], a_result: f64) {
        self.games += 1;
        self.wins += a_result;
        self.points[0] += i64::from(scores[0]);
        self.points[1] += i64::from(scores[1]);
    }

    /// Adds another thread's totals.
    pub fn merge(&mut self, other: &Tally) {
        self.games += other.games;
        self.wins += other.wins;
        self.points[0] += other.points[0];
        self.points[1] += other.points[1];
    }

    /// A's win rate and the normal approximation's 95% interval of it.
    pub fn win_rate(&self) -> (f64, f64, f64) {
        let n = f64::from(self.games.max(1));
        let rate = self.wins / n;
        let half = 1.96 * (rate * (1.0 - rate) / n).sqrt();
        (rate, rate - half, rate + half)
    }
}
