//! Yellow blanks (rule book 004): the supply of 12 beside the bag, taking one when a play covers
//! a Blank ("Wild") square, playing them like tan blanks, and the bingo that does not count them;
//! and Surprise's optional bonus for joining two stars.
//! A player's yellow blanks sit on their rack as blanks, counted apart so the rack still draws
//! up to seven tan tiles: "keep it in addition to the seven tiles in your rack".

use super::record::Seat;
use super::state::Game;
use crate::engine::board::Board;
use crate::engine::layout::{Layout, Pos, SpecialSquare};
use crate::engine::placement::Placement;
use crate::engine::scoring::ScoredPlay;
use crate::engine::tiles::BLANK;

impl Game {
    /// `player`'s role (Blanks & Blockers: Pro, Rookie, Intermediate; everyone else Standard).
    pub fn role_of(&self, player: Seat) -> super::Role {
        self.settings.roles.get(player).copied().unwrap_or_default()
    }

    /// Yellow blanks `player` holds beside their rack (included in [`Game::rack`] as blanks).
    pub fn yellow_blanks(&self, player: Seat) -> u8 {
        self.seats[player].extras.yellow
    }

    /// Yellow blanks still in the pile.
    pub fn yellow_supply(&self) -> u8 {
        self.extras.yellow_supply
    }

    /// Yellow blanks taken from the pile so far, on racks and on the board: the tile set's
    /// blanks plus these are every blank a conservation check may find.
    pub fn yellow_blanks_in_play(&self) -> u8 {
        self.variant
            .yellow_blanks
            .saturating_sub(self.extras.yellow_supply)
    }

    /// Tiles on `player`'s rack that are not yellow blanks: the seven a rack is drawn up to.
    pub(super) fn tan_on_rack(&self, player: Seat) -> usize {
        let seat = &self.seats[player];
        seat.rack
            .len()
            .saturating_sub(usize::from(seat.extras.yellow))
    }

    /// How many of the blanks in `placement` are yellow: a play uses the player's tan blanks
    /// first, so a bingo of seven tan tiles is never lost to a yellow blank.
    pub(super) fn yellow_used(&self, player: Seat, placement: &Placement) -> u8 {
        let seat = &self.seats[player];
        let blanks = placement.tiles.iter().filter(|(_, p)| p.blank).count();
        let tan =
            usize::from(seat.rack.count(BLANK)).saturating_sub(usize::from(seat.extras.yellow));
        blanks
            .saturating_sub(tan)
            .min(usize::from(seat.extras.yellow)) as u8
    }

    /// "Bingo rules apply, as long as the Bingo uses all seven (tan) letters in your rack": a
    /// play's yellow blanks do not count toward the tiles that earn the bonus.
    pub(super) fn without_yellow_bingo(
        &self,
        mut scored: ScoredPlay,
        tiles: usize,
        yellow: u8,
    ) -> ScoredPlay {
        if self.variant.scoring == crate::engine::variant::Scoring::Unscored {
            return scored;
        }
        let tan = tiles.saturating_sub(usize::from(yellow));
        let bonus = u32::from(self.variant.bingo_bonus(tan));
        scored.score = scored.score - scored.bonus + bonus;
        scored.bonus = bonus;
        scored
    }

    /// "If, on your turn, you cover a "Wild" space while playing a word, take one yellow Blank
    /// tile from the pile": one for each Blank square the play covers, while the pile lasts.
    /// Returns how many were taken.
    pub(super) fn award_yellow_blanks(&mut self, player: Seat, placement: &Placement) -> u8 {
        if self.variant.yellow_blanks == 0 || !self.role_of(player).takes_blanks() {
            return 0;
        }
        let covered = placement
            .tiles
            .iter()
            .filter(|(pos, _)| {
                matches!(
                    self.variant.layout.square(*pos).special,
                    Some(SpecialSquare::Blank | SpecialSquare::Comet)
                )
            })
            .count();
        let taken = covered.min(usize::from(self.extras.yellow_supply)) as u8;
        let seat = &mut self.seats[player];
        for _ in 0..taken {
            seat.rack.add(BLANK);
        }
        seat.extras.yellow += taken;
        self.extras.yellow_supply -= taken;
        taken
    }

    /// Surprise's optional rule: "a 10 point bonus for any play which connects the letter
    /// matrix of one star to the letter matrix of another star". The play earns it when the
    /// board after it has more stars joined by tiles than `before` had.
    pub(super) fn stars_joined_bonus(&self, before: &Board) -> u32 {
        let layout = &self.variant.layout;
        let bonus = self.variant.stars_joined_bonus;
        if bonus > 0 && joined_stars(layout, &self.board) > joined_stars(layout, before) {
            u32::from(bonus)
        } else {
            0
        }
    }
}

/// Covered stars less the groups of touching tiles that hold them: how many stars are joined
/// to another star through tiles.
fn joined_stars(layout: &Layout, board: &Board) -> usize {
    let covered: Vec<Pos> = layout
        .start_squares()
        .filter(|&p| board.get(p).is_some())
        .collect();
    let mut seen = vec![false; usize::from(layout.rows()) * usize::from(layout.cols())];
    let mut groups = 0;
    for &star in &covered {
        if seen[layout.index(star)] {
            continue;
        }
        groups += 1;
        let mut stack = vec![star];
        seen[layout.index(star)] = true;
        while let Some(pos) = stack.pop() {
            for (dr, dc) in [(-1i16, 0i16), (1, 0), (0, -1), (0, 1)] {
                let (r, c) = (i16::from(pos.row) + dr, i16::from(pos.col) + dc);
                if r < 0 || c < 0 {
                    continue;
                }
                let next = Pos::new(r as u8, c as u8);
                if layout.contains(next) && !seen[layout.index(next)] && board.get(next).is_some() {
                    seen[layout.index(next)] = true;
                    stack.push(next);
                }
            }
        }
    }
    covered.len() - groups
}
