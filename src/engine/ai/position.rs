//! What a computer player decides on: the position as the player to move sees it (the board,
//! their rack, how many tiles are in the bag and which tiles they cannot see), taken from a
//! game or rebuilt from a record.

use crate::engine::board::Board;
use crate::engine::game::{Game, Seat};
use crate::engine::layout::Pos;
use crate::engine::rack::Rack;
use crate::engine::variant::Variant;

/// A position as the player to move sees it.
#[derive(Clone, Debug)]
pub struct Position<'a> {
    pub variant: &'a Variant,
    pub board: &'a Board,
    pub rack: &'a Rack,
    /// Tiles in the bag.
    pub bag_len: usize,
    /// The tiles the player cannot see: the bag and the opponents' racks.
    pub unseen: Rack,
    /// How many other players are at the table.
    pub opponents: usize,
    /// Squares with a blocker the player may not play on (Blanks & Blockers).
    pub blocked: Vec<Pos>,
    /// The player's score less the best of the others' (0 when not known).
    pub spread: i32,
    /// Consecutive scoreless turns just before this one (rule 9's limit ends the game).
    pub scoreless_turns: u8,
}

impl<'a> Position<'a> {
    /// The position of `seat` in `game`.
    pub fn of(game: &'a Game, seat: Seat) -> Self {
        Self {
            variant: game.variant(),
            board: game.board(),
            rack: game.rack(seat),
            bag_len: game.bag_len(),
            unseen: game.unseen_by(seat),
            opponents: game.player_count().saturating_sub(1),
            blocked: if game.role_of(seat).replaces_blockers() {
                Vec::new()
            } else {
                game.blocked_squares().collect()
            },
            spread: game.score(seat)
                - (0..game.player_count())
                    .filter(|&s| s != seat)
                    .map(|s| game.score(s))
                    .max()
                    .unwrap_or(0),
            scoreless_turns: game.scoreless_turns(),
        }
    }

    /// The position of a player holding `rack` on `board` with `opponents` others at the table,
    /// when the bag is not known: the unseen tiles are the whole set less the board and the
    /// rack, and the bag what the opponents' full racks leave of them.
    pub fn inferred(
        variant: &'a Variant,
        board: &'a Board,
        rack: &'a Rack,
        opponents: usize,
    ) -> Self {
        let tiles = &variant.tiles;
        let whole_set: Vec<u8> = tiles
            .distribution()
            .iter()
            .enumerate()
            .flat_map(|(tile, &count)| std::iter::repeat_n(tile as u8, usize::from(count)))
            .collect();
        let mut unseen = Rack::from_tiles(tiles.letter_count(), &whole_set);
        for (_, placed) in board.tiles() {
            unseen.remove(placed.rack_tile());
        }
        for tile in rack.tiles() {
            unseen.remove(tile);
        }
        let held = opponents * usize::from(variant.rack_size);
        Self {
            variant,
            board,
            rack,
            bag_len: unseen.len().saturating_sub(held),
            unseen,
            opponents,
            blocked: Vec::new(),
            spread: 0,
            scoreless_turns: 0,
        }
    }
}
