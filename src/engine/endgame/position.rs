//! The position an endgame is solved from: the board, both racks (the side to move first),
//! the scores and the scoreless turns so far; taken from a game or a CGP line, or built by hand.

use crate::engine::board::Board;
use crate::engine::formats::cgp::CgpPosition;
use crate::engine::game::Game;
use crate::engine::rack::Rack;
use crate::engine::tiles::TileSet;
use crate::engine::variant::{PlayArea, Scoring, Variant};
use crate::engine::wording::{Worded, Wording};

/// A two-player position with the bag empty, seen by both players (each rack is the tiles the
/// other cannot see). Index 0 is the side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndgamePosition {
    pub board: Board,
    pub racks: [Rack; 2],
    pub scores: [i32; 2],
    /// Consecutive scoreless turns just before this one (the game ends at the variant's
    /// `scoreless_turn_limit`).
    pub scoreless_turns: u8,
}

/// Why a position cannot be solved as an endgame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EndgameError {
    BagNotEmpty { in_bag: usize },
    Players(usize),
    GameOver,
    NoTiles,
    Variant(String),
    RackSize { tiles: usize, max: usize },
}

impl Worded for EndgameError {
    fn wording(&self) -> Wording {
        match self {
            EndgameError::BagNotEmpty { in_bag } => {
                Wording::new("cli-endgame-bag-not-empty").number("in_bag", *in_bag)
            }
            EndgameError::Players(players) => {
                Wording::new("cli-endgame-players").number("players", *players)
            }
            EndgameError::GameOver => Wording::new("rule-game-over"),
            EndgameError::NoTiles => Wording::new("cli-endgame-no-tiles"),
            EndgameError::Variant(variant) => {
                Wording::new("cli-endgame-variant").put("variant", variant)
            }
            EndgameError::RackSize { tiles, max } => Wording::new("cli-endgame-rack-size")
                .number("max", *max)
                .number("tiles", *tiles),
        }
    }
}

crate::engine::english::said_in_english!(EndgameError);

impl EndgamePosition {
    /// The position of a two-player game whose bag is empty, from the player to move's side.
    pub fn from_game(game: &Game) -> Result<Self, EndgameError> {
        if game.player_count() != 2 {
            return Err(EndgameError::Players(game.player_count()));
        }
        let Some(mover) = game.to_move().filter(|_| !game.awaiting_final_challenge()) else {
            return Err(EndgameError::GameOver);
        };
        if game.bag_len() > 0 {
            return Err(EndgameError::BagNotEmpty {
                in_bag: game.bag_len(),
            });
        }
        let other = 1 - mover;
        Self::checked(Self {
            board: game.board().clone(),
            racks: [game.rack(mover).clone(), game.rack(other).clone()],
            scores: [game.score(mover), game.score(other)],
            scoreless_turns: game.scoreless_turns(),
        })
    }

    /// The position a CGP line gives. An empty second rack is the tiles nobody else can see
    /// (the bag is empty, so they are the opponent's); given racks must leave no tile in the
    /// bag. `variant` gives the rack size.
    pub fn from_cgp(cgp: &CgpPosition, variant: &Variant) -> Result<Self, EndgameError> {
        let [first, second] = cgp.racks.as_slice() else {
            return Err(EndgameError::Players(cgp.racks.len()));
        };
        let mut unseen = unseen(&cgp.tiles, &cgp.board, first);
        let second = if second.is_empty() {
            unseen.clone()
        } else {
            for tile in second.tiles() {
                unseen.remove(tile);
            }
            if !unseen.is_empty() {
                return Err(EndgameError::BagNotEmpty {
                    in_bag: unseen.len(),
                });
            }
            second.clone()
        };
        let in_bag = second.len().saturating_sub(usize::from(variant.rack_size));
        if in_bag > 0 {
            return Err(EndgameError::BagNotEmpty { in_bag });
        }
        Self::checked(Self {
            board: cgp.board.clone(),
            racks: [first.clone(), second],
            scores: [cgp.scores[0], cgp.scores[1]],
            scoreless_turns: cgp.zero_turns.min(u32::from(u8::MAX)) as u8,
        })
    }

    fn checked(self) -> Result<Self, EndgameError> {
        if self.racks[0].is_empty() {
            return Err(EndgameError::NoTiles);
        }
        Ok(self)
    }
}

/// The tiles of `tiles`' full set that are neither on `board` nor on `rack`.
pub fn unseen(tiles: &TileSet, board: &Board, rack: &Rack) -> Rack {
    let mut unseen = Rack::empty(tiles.letter_count());
    for (tile, &count) in tiles.distribution().iter().enumerate() {
        for _ in 0..count {
            unseen.add(tile as u8);
        }
    }
    for (_, placed) in board.tiles() {
        unseen.remove(placed.rack_tile());
    }
    for tile in rack.tiles() {
        unseen.remove(tile);
    }
    unseen
}

/// Refuses variants whose plays score or end otherwise than by the classic rules the search
/// follows (rule 9's end, rules 11 to 17's scores as the move generator gives them): dice,
/// unscored or path-scored games, targets, piles of yellow blanks and blockers, star bonuses,
/// own sides of the board.
pub(super) fn check_variant(variant: &Variant) -> Result<(), EndgameError> {
    let classic = variant.has_exchanges()
        && variant.scoring == Scoring::Classic
        && variant.target_score.is_none()
        && !variant.targets_by_level
        && variant.yellow_blanks == 0
        && variant.blockers == 0
        && variant.stars_joined_bonus == 0
        && variant.play_area == PlayArea::Whole;
    if classic {
        Ok(())
    } else {
        Err(EndgameError::Variant(variant.name.clone()))
    }
}
