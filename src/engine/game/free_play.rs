//! Free for All turns (rule book 004): a play's tiles in any shape inside the area, scored for
//! the words its player names along paths of adjacent tiles, and the game's end after its rounds.

use super::error::GameError;
use super::record::TurnKind;
use super::state::Game;
use crate::engine::free_for_all::{self, Selection};
use crate::engine::layout::{Direction, Pos};
use crate::engine::lexicon::Lexicon;
use crate::engine::placement::{FormedWord, Placement, PlacementError};
use crate::engine::scoring::{ScoredPlay, ScoredWord};
use crate::engine::tiles::{Letter, Placed};
use crate::engine::variant::Goal;

impl Game {
    /// Checks a Free for All play and scores the words named for it: the tiles go on empty
    /// squares of the area (the first on the centre, later ones touching the board), and the
    /// words, up to three, read along paths through them, use every one of them (see
    /// `free_for_all::named`). "Bingo rules apply."
    pub(super) fn score_free_play(
        &self,
        placement: &Placement,
        words: &[Vec<Letter>],
    ) -> Result<ScoredPlay, GameError> {
        let tiles = &placement.tiles;
        if tiles.is_empty() {
            return Err(PlacementError::NoTiles.into());
        }
        free_for_all::check_shape(&self.board, tiles)?;
        for (i, &(pos, _)) in tiles.iter().enumerate() {
            if self.board.get(pos).is_some() {
                return Err(PlacementError::Occupied(pos).into());
            }
            if tiles[..i].iter().any(|&(p, _)| p == pos) {
                return Err(PlacementError::SameSquareTwice(pos).into());
            }
        }
        let mut after = self.board.clone();
        for &(pos, tile) in tiles {
            after.set(pos, Some(tile));
        }
        let new: Vec<Pos> = tiles.iter().map(|&(p, _)| p).collect();
        let selection = free_for_all::named(&after, &self.variant.tiles, &new, words)?;
        Ok(scored_selection(
            &after,
            &new,
            &selection,
            u32::from(self.variant.bingo_bonus(tiles.len())),
        ))
    }

    /// The words of the best play through `tiles` for a player who names none: the best
    /// three (or fewer) read along paths through every new tile (see
    /// `free_for_all::best_three`). The shape is checked first, so a misplaced tile gets its
    /// own reason.
    pub fn best_path_words(
        &self,
        lexicon: &Lexicon,
        tiles: &[(Pos, Placed)],
    ) -> Result<Vec<Vec<Letter>>, GameError> {
        free_for_all::check_shape(&self.board, tiles)?;
        let mut after = self.board.clone();
        for &(pos, tile) in tiles {
            if after.get(pos).is_some() {
                return Err(PlacementError::Occupied(pos).into());
            }
            after.set(pos, Some(tile));
        }
        let new: Vec<Pos> = tiles.iter().map(|&(p, _)| p).collect();
        let found = free_for_all::words_through_new(&after, &self.variant.tiles, lexicon, &new);
        let best = free_for_all::best_three(&found, new.len())
            .ok_or(free_for_all::FreeForAllError::NoWordThrough)?;
        Ok(best.words.into_iter().map(|w| w.letters).collect())
    }

    /// Whether every player still in the game has taken the game's number of turns.
    pub(super) fn rounds_done(&self) -> bool {
        let Goal::Rounds(rounds) = self.variant.goal else {
            return false;
        };
        self.active_seats().all(|seat| {
            let taken = self
                .history
                .iter()
                .filter(|t| {
                    t.player == seat
                        && matches!(
                            t.kind,
                            TurnKind::Play { .. }
                                | TurnKind::Exchange { .. }
                                | TurnKind::Pass
                                | TurnKind::TimeOut
                                | TurnKind::LostTurn
                        )
                })
                .count();
            taken >= usize::from(rounds)
        })
    }
}

/// A selection of path words as a scored play: each word with its path, its tiles and which of
/// them are new, then the bingo bonus.
pub(super) fn scored_selection(
    after: &crate::engine::board::Board,
    new: &[Pos],
    selection: &Selection,
    bonus: u32,
) -> ScoredPlay {
    let words = selection
        .words
        .iter()
        .map(|w| ScoredWord {
            word: FormedWord {
                start: w.path[0],
                dir: Direction::Across,
                tiles: w.path.iter().filter_map(|&p| after.get(p)).collect(),
                new: w.path.iter().map(|p| new.contains(p)).collect(),
                path: w.path.clone(),
            },
            score: w.score,
        })
        .collect();
    ScoredPlay {
        words,
        bonus,
        stars_joined: 0,
        score: selection.total + bonus,
    }
}
