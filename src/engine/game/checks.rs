//! The checks before a turn changes anything: the game goes on, the player is at the table
//! and to move, the tiles are on their rack, the play is legal and scored (rules 1 to 3 and 11
//! to 17); and the words a dictionary refuses.

use super::error::{GameError, Shortfall};
use super::judge::Judge;
use super::record::Seat;
use super::state::{Game, SeatState};
use crate::engine::placement::Placement;
use crate::engine::rack::Rack;
use crate::engine::scoring::{ScoredPlay, score_play};
use crate::engine::tiles::{BLANK, Letter, TileSet};
use crate::engine::variant::Scoring;

impl Game {
    /// Checks that the game goes on and `player` is at the table, still playing; their seat.
    pub(super) fn check_still_playing(&self, player: Seat) -> Result<&SeatState, GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        let seat = self
            .seats
            .get(player)
            .ok_or(GameError::UnknownPlayer(player))?;
        if seat.resigned {
            return Err(GameError::Resigned);
        }
        Ok(seat)
    }

    /// Checks that `player` may take their turn now.
    pub(super) fn check_mover(&self, player: Seat) -> Result<(), GameError> {
        self.check_still_playing(player)?;
        if player != self.to_move {
            return Err(GameError::NotYourTurn);
        }
        Ok(())
    }

    /// Checks that `tiles` are tiles of this game's set and all on `player`'s rack, naming the
    /// ones that are not.
    pub(super) fn check_on_rack(&self, player: Seat, tiles: &[u8]) -> Result<(), GameError> {
        check_on_rack(&self.variant.tiles, &self.seats[player].rack, tiles)
    }

    /// Checks a play of `player`'s against the rack and the placement rules (rules 1 to 3 of
    /// play) and scores it (rules 11 to 17), without looking its words up or changing the game:
    /// what a play would score, whoever's turn it is.
    pub fn check_play(&self, player: Seat, placement: &Placement) -> Result<ScoredPlay, GameError> {
        self.check_play_named(player, placement, &[])
    }

    /// [`Game::check_play`] with the words a Free for All player names for their tiles.
    pub fn check_play_named(
        &self,
        player: Seat,
        placement: &Placement,
        words: &[Vec<Letter>],
    ) -> Result<ScoredPlay, GameError> {
        if player >= self.seats.len() {
            return Err(GameError::UnknownPlayer(player));
        }
        let letters = self.variant.tiles.letter_count();
        if let Some(&(_, bad)) = placement
            .tiles
            .iter()
            .find(|(_, p)| p.letter == 0 || usize::from(p.letter) > letters)
        {
            return Err(GameError::TilesNotOnRack(vec![Shortfall {
                tile: format!("letter number {}", bad.letter),
                wanted: 1,
                held: 0,
            }]));
        }
        let tiles: Vec<u8> = placement.tiles.iter().map(|(_, p)| p.rack_tile()).collect();
        self.check_on_rack(player, &tiles)?;
        if self.variant.reads_paths() {
            return self.score_free_play(placement, words);
        }
        self.check_blockers(player, placement)?;
        self.check_closed(placement)?;
        self.check_area(player, placement)?;
        let mut scored = score_play(&self.variant, &self.board, placement);
        if self.variant.scoring == Scoring::Unscored {
            for word in &mut scored.words {
                word.score = 0;
            }
            (scored.bonus, scored.score) = (0, 0);
        }
        Ok(scored)
    }

    /// The words of a play that `judge` does not accept, spelled, without repeats (a recorded
    /// judgement is taken as it was).
    pub(super) fn invalid_words(&self, scored: &ScoredPlay, judge: Judge<'_>) -> Vec<String> {
        let dictionary = match judge {
            Judge::Words(dictionary) => dictionary,
            Judge::Recorded(refuted) => return refuted.to_vec(),
        };
        let mut invalid: Vec<String> = Vec::new();
        for word in &scored.words {
            if !dictionary.contains(&word.word.letters()) {
                let spelled = self.variant.tiles.spell(&word.word.tiles);
                if !invalid.contains(&spelled) {
                    invalid.push(spelled);
                }
            }
        }
        invalid
    }
}

/// Checks that `tiles` are tiles of `set` and all on `rack`, naming the ones that are not (for
/// a game's player, or a puzzle's rack).
pub fn check_on_rack(set: &TileSet, rack: &Rack, tiles: &[u8]) -> Result<(), GameError> {
    let letters = set.letter_count();
    if let Some(&unknown) = tiles.iter().find(|&&t| usize::from(t) > letters) {
        return Err(GameError::TilesNotOnRack(vec![Shortfall {
            tile: format!("#{unknown}"),
            wanted: 1,
            held: 0,
        }]));
    }
    // Counted in `usize`: a command may name far more tiles than a rack can hold.
    let mut wanted = vec![0usize; letters + 1];
    for &t in tiles {
        wanted[usize::from(t)] += 1;
    }
    // Letters in alphabet order, then blanks.
    let order = (1..=letters as u8).chain(std::iter::once(BLANK));
    let missing: Vec<Shortfall> = order
        .filter(|&t| wanted[usize::from(t)] > usize::from(rack.count(t)))
        .map(|t| Shortfall {
            tile: if t == BLANK {
                "?".to_owned()
            } else {
                set.label(t).to_owned()
            },
            wanted: wanted[usize::from(t)],
            held: usize::from(rack.count(t)),
        })
        .collect();
    if missing.is_empty() {
        Ok(())
    } else {
        Err(GameError::TilesNotOnRack(missing))
    }
}
