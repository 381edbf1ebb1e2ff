//! The run of scoreless turns as a review walks a game (rule 9: the variant's run of them
//! ends the game), counted as `engine::game` counts it: a play with points starts it again,
//! a pass, an exchange or a lost turn adds one, and a play taken back after a challenge counts
//! as a scoreless turn in its place.

/// Consecutive scoreless turns so far.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Scoreless {
    count: u8,
    /// The count just before the last play still on the board, and the count that play left.
    at_play: Option<(u8, u8)>,
}

impl Scoreless {
    /// Consecutive scoreless turns just before the next turn.
    pub fn count(self) -> u8 {
        self.count
    }

    /// A play scoring `points`.
    pub fn play(&mut self, points: i32) {
        let before = self.count;
        self.count = if points > 0 { 0 } else { before + 1 };
        self.at_play = Some((before, self.count));
    }

    /// A pass, an exchange, a time-out or a lost turn.
    pub fn scoreless_turn(&mut self) {
        self.count = self.count.saturating_add(1);
    }

    /// The last play taken back: it counts as a scoreless turn, and those since still count.
    pub fn taken_back(&mut self) {
        if let Some((before, left)) = self.at_play.take() {
            let since = self.count.saturating_sub(left);
            self.count = before + 1 + since;
        }
    }
}
