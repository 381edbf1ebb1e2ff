//! Hyper-Race turns (rule book 004): playing on your own side only, squares no tile may go on,
//! drawing flying-saucer cards and taking them back with a challenged play, and landing on Earth.

use super::error::GameError;
use super::extras::CardsApplied;
use super::record::{Seat, Turn, TurnKind};
use super::state::Game;
use crate::engine::board::Board;
use crate::engine::layout::SpecialSquare;
use crate::engine::placement::{Placement, PlacementError, check_placement};
use crate::engine::race::{self, Card, CardEffect};
use crate::engine::variant::{Goal, PlayArea};

impl Game {
    /// No tile goes on a closed square (the line between Hyper-Race's sides).
    pub(super) fn check_closed(&self, placement: &Placement) -> Result<(), GameError> {
        let layout = &self.variant.layout;
        match placement.tiles.iter().find(|(pos, _)| {
            layout.contains(*pos) && layout.square(*pos).special == Some(SpecialSquare::Closed)
        }) {
            Some(&(pos, _)) => Err(GameError::ClosedSquare(pos)),
            None => Ok(()),
        }
    }

    /// Where tiles may go: the whole board, or in Hyper-Race only the player's own side, the
    /// first word on one of their station squares ("Your first word must cover one square of
    /// the space station at the top of the board") and later words connected to their own
    /// ("All words that you play on future turns must connect crossword-style to words that
    /// you've played on your side of the board").
    pub(super) fn check_area(&self, player: Seat, placement: &Placement) -> Result<(), GameError> {
        if self.variant.play_area == PlayArea::Whole {
            return Ok(check_placement(
                &self.variant.layout,
                &self.board,
                placement,
            )?);
        }
        if let Some(&(pos, _)) = placement
            .tiles
            .iter()
            .find(|(pos, _)| self.board.contains(*pos) && race::side_of(*pos) != Some(player))
        {
            return Err(GameError::OffYourSide {
                at: pos,
                side: race::side_name(player),
            });
        }
        let own = self.own_side_board(player);
        check_placement(&self.variant.layout, &own, placement).map_err(|e| match e {
            PlacementError::FirstPlayOffStart(_) => GameError::FirstWordOffStation,
            PlacementError::NotConnected => GameError::NotConnectedToYourSide,
            other => GameError::Placement(other),
        })
    }

    /// The board as `player` races on it: only the tiles on their own side (the whole board
    /// when players share it).
    pub fn own_side_board(&self, player: Seat) -> Board {
        let mut own = self.board.clone();
        if self.variant.play_area == PlayArea::OwnSide {
            let others: Vec<_> = own
                .tiles()
                .map(|(pos, _)| pos)
                .filter(|&pos| race::side_of(pos) != Some(player))
                .collect();
            for pos in others {
                own.set(pos, None);
            }
        }
        own
    }

    /// Whether `placement` puts a tile on an Earth square in a game won by reaching Earth.
    pub(super) fn lands_on_earth(&self, placement: &Placement) -> bool {
        self.variant.goal == Goal::ReachEarth
            && placement.tiles.iter().any(|(pos, _)| {
                self.variant.layout.square(*pos).special == Some(SpecialSquare::Earth)
            })
    }

    /// Whether the last record entry is a play of `player`'s that landed on Earth.
    pub(super) fn lands_on_earth_last(&self, player: Seat) -> bool {
        matches!(
            self.history.last(),
            Some(Turn { player: p, kind: TurnKind::Play { placement, .. }, .. })
                if *p == player && self.lands_on_earth(placement)
        )
    }

    /// "Flying Saucers: ... Draw the top card from the deck, read it aloud, then do what it
    /// says": one card for each saucer square the play covers. When the deck runs out, the
    /// discard pile is turned over to be the deck again, in the same order.
    pub(super) fn draw_saucer_cards(
        &mut self,
        player: Seat,
        placement: &Placement,
        turn_index: usize,
    ) -> CardsApplied {
        let mut applied = CardsApplied::default();
        if !self.variant.saucer_cards || self.extras.deck.is_empty() {
            return applied;
        }
        let saucers = placement
            .tiles
            .iter()
            .filter(|(pos, _)| {
                self.variant.layout.square(*pos).special == Some(SpecialSquare::Saucer)
            })
            .count();
        for _ in 0..saucers {
            let card = self.extras.deck[self.extras.cards_drawn.len() % self.extras.deck.len()];
            self.extras.cards_drawn.push((turn_index, card));
            applied.drawn += 1;
            match card.effect {
                CardEffect::YellowBlank if self.extras.yellow_supply > 0 => {
                    self.extras.yellow_supply -= 1;
                    self.seats[player].extras.yellow += 1;
                    self.seats[player].rack.add(crate::engine::tiles::BLANK);
                    applied.yellow += 1;
                }
                CardEffect::LoseNextTurn if !self.seats[player].loses_next_turn => {
                    self.seats[player].loses_next_turn = true;
                    applied.lost_turn = true;
                }
                _ => {}
            }
        }
        applied
    }

    /// A challenged-off play's cards go back on top of the deck and what they did is undone
    /// (their yellow blanks go back with the rest of the play's awards).
    pub(super) fn return_cards(&mut self, player: Seat, applied: CardsApplied) {
        for _ in 0..applied.drawn {
            self.extras.cards_drawn.pop();
        }
        if applied.lost_turn {
            self.seats[player].loses_next_turn = false;
        }
    }

    /// The flying-saucer cards drawn by the record entry at `turn_index` (a play), in order.
    pub fn cards_drawn_by(&self, turn_index: usize) -> Vec<Card> {
        self.extras
            .cards_drawn
            .iter()
            .filter(|(index, _)| *index == turn_index)
            .map(|&(_, card)| card)
            .collect()
    }

    /// Cards left in the deck before it is turned over again.
    pub fn cards_left(&self) -> usize {
        if self.extras.deck.is_empty() {
            0
        } else {
            self.extras.deck.len() - self.extras.cards_drawn.len() % self.extras.deck.len()
        }
    }
}
