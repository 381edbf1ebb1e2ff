//! Scoring a complete word and offering it, once for every way of paying for its letters with
//! the rack's real tiles and blanks.

use super::{
    BLANK_FLAG, Candidate, Direction, LETTER_BITS, MAX_LINE, MoveSink, NEW_FLAG, NO_CROSS, Search,
};
use crate::engine::tiles::BLANK;

impl<S: MoveSink> Search<'_, S> {
    /// Scores the play covering `start..=end` (every new tile a real one) and offers it, once
    /// for every way of paying for its letters, if it is legal and not found twice.
    pub(super) fn record(&mut self, start: usize, end: usize) {
        let placed = self.placed;
        if end == start || (self.first_play && placed < 2) {
            return;
        }
        // A single tile makes words both ways; it is listed once, across when it makes an
        // across word, else down.
        if placed == 1
            && self.frame.dir == Direction::Down
            && self.line.cross[self.anchor] != NO_CROSS
        {
            return;
        }
        let (mut main, mut multiplier, mut cross) = (0, 1, 0);
        let mut new = [0u8; MAX_LINE];
        let mut count = 0;
        for i in start..=end {
            let code = self.word[i];
            let value = if code & BLANK_FLAG == 0 {
                self.values[usize::from(code & LETTER_BITS)]
            } else {
                0
            };
            if code & NEW_FLAG == 0 {
                main += value;
                continue;
            }
            let letter_mult = u32::from(self.line.letter_mult[i]);
            let word_mult = u32::from(self.line.word_mult[i]);
            main += value * letter_mult;
            multiplier *= word_mult;
            if self.line.cross[i] != NO_CROSS {
                cross += (self.line.cross[i] + value * letter_mult) * word_mult;
            }
            new[count] = i as u8;
            count += 1;
        }
        let bonus = if placed >= self.bingo_min {
            self.bingo_bonus
        } else {
            0
        };
        let score = main * multiplier + cross + bonus;
        if self.rack[usize::from(BLANK)] == 0 {
            // Every tile is a real one: what has not been placed is the leave.
            let candidate = Candidate {
                score,
                frame: self.frame,
                line: self.line_index,
                start,
                end,
                word: &self.word,
                leave: &self.unplaced.have,
                placed,
            };
            self.sink.offer(&candidate);
            return;
        }
        // A letter the rack has no tile for is always a blank; the others are decided by `pay`.
        self.leave = self.rack;
        let mut score = score;
        let mut choices = [0u8; MAX_LINE];
        let mut open = 0;
        for &i in &new[..count] {
            let index = usize::from(i);
            if self.rack[usize::from(self.word[index] & LETTER_BITS)] == 0 {
                self.leave[usize::from(BLANK)] -= 1;
                self.word[index] |= BLANK_FLAG;
                score -= self.blank_loss(index, multiplier);
            } else {
                choices[open] = i;
                open += 1;
            }
        }
        self.pay(&choices[..open], start, end, score, multiplier);
        for &i in &new[..count] {
            self.word[usize::from(i)] &= !BLANK_FLAG;
        }
    }

    /// Points lost when the new tile at `index` is a blank: its letter's points in the main
    /// word and in its cross word.
    #[inline]
    fn blank_loss(&self, index: usize, multiplier: u32) -> u32 {
        let letter = usize::from(self.word[index] & LETTER_BITS);
        let cross_mult = if self.line.cross[index] == NO_CROSS {
            0
        } else {
            u32::from(self.line.word_mult[index])
        };
        self.values[letter] * u32::from(self.line.letter_mult[index]) * (multiplier + cross_mult)
    }

    /// Takes each remaining new tile (of a letter the rack has) from a real tile or a blank,
    /// offering each complete choice. Once the blanks are spent the rest must be real tiles.
    fn pay(&mut self, new: &[u8], start: usize, end: usize, score: u32, multiplier: u32) {
        if self.leave[usize::from(BLANK)] == 0 {
            let mut taken = 0;
            for &i in new {
                let slot = usize::from(self.word[usize::from(i)] & LETTER_BITS);
                if self.leave[slot] == 0 {
                    break;
                }
                self.leave[slot] -= 1;
                taken += 1;
            }
            if taken == new.len() {
                self.offer(start, end, score);
            }
            for &i in &new[..taken] {
                self.leave[usize::from(self.word[usize::from(i)] & LETTER_BITS)] += 1;
            }
            return;
        }
        let Some((&index, rest)) = new.split_first() else {
            self.offer(start, end, score);
            return;
        };
        let index = usize::from(index);
        let slot = usize::from(self.word[index] & LETTER_BITS);
        if self.leave[slot] > 0 {
            self.leave[slot] -= 1;
            self.pay(rest, start, end, score, multiplier);
            self.leave[slot] += 1;
        }
        let lost = self.blank_loss(index, multiplier);
        self.leave[usize::from(BLANK)] -= 1;
        self.word[index] |= BLANK_FLAG;
        self.pay(rest, start, end, score - lost, multiplier);
        self.word[index] &= !BLANK_FLAG;
        self.leave[usize::from(BLANK)] += 1;
    }

    /// Hands the paid-for play covering `start..=end` to the sink.
    #[inline]
    fn offer(&mut self, start: usize, end: usize, score: u32) {
        let candidate = Candidate {
            score,
            frame: self.frame,
            line: self.line_index,
            start,
            end,
            word: &self.word,
            leave: &self.leave,
            placed: self.placed,
        };
        self.sink.offer(&candidate);
    }
}
