//! A variant as data: the numbers and choices the rule books vary (rack size, bingo rule,
//! letter supply, scoring, goal, play area, piles beside the bag), and the questions asked of
//! them.

use super::kind::VariantKind;
use crate::engine::layout::Layout;
use crate::engine::tiles::TileSet;

/// The bingo bonus: "any player who plays seven tiles on a turn scores a premium of 50 points,
/// after totaling his or her score" (rule 17); the 9-tile game pays it for 7, 8 or 9 tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BingoRule {
    pub bonus: u16,
    /// Fewest tiles placed in one turn that earn the bonus.
    pub min_tiles: u8,
}

/// Where players' letters come from and what they hold between turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LetterSupply {
    /// Tiles drawn from the bag onto a rack the player keeps, refilled after each play
    /// (rule books 000 and 001).
    Bag,
    /// The dice game (rule book 002): "draws 7 dice from the cup and rolls them" at the start of
    /// each turn; "after playing a word, the player places any remaining dice back in the cup".
    /// With `pass_unused` (advanced play), "any unused dice are passed (with the current letters
    /// up) to the next player". There is no exchange and nothing is counted at the end.
    Dice { pass_unused: bool },
}

/// What happens to the board once a play is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardAfterPlay {
    /// Tiles stay where they are played for the rest of the game.
    Stays,
    /// The dice game's "scrambled" rule: the letters on the mat at the start of the turn,
    /// except those in the new word, go back to the cup (see `dice::scrambled`).
    Scrambled,
}

/// How a play is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// Letter values, premiums and the bingo bonus (rules 11 to 17).
    Classic,
    /// Hyper-Race: "there's no scoring!" Words are still checked; every play scores 0.
    Unscored,
    /// Free for All: up to three words read along paths of adjacent tiles in eight directions,
    /// each at the face value of its tiles, and the bingo bonus (see `free_for_all`).
    PathWords,
}

/// How a game is won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// The highest score at the end (or the Finish Line target).
    Points,
    /// Hyper-Race: "the first player to place a tile on a bottom-row Earth square while making
    /// a word wins the game".
    ReachEarth,
    /// Free for All: "Keep playing until all players have taken three turns (three rounds of
    /// play). The player with the highest point total wins the game!"
    Rounds(u8),
}

/// Where a player's tiles may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayArea {
    /// Anywhere on the board (but closed squares).
    Whole,
    /// Hyper-Race: each player plays on their own side (see `race::side_of`); the first word
    /// covers one of their space-station squares, later words "connect crossword-style to
    /// words that you've played on your side of the board".
    OwnSide,
}

/// A game system: everything about a game that is fixed before it starts and is not a choice
/// of the players (challenge rule and end-of-game convention are per game, see `game`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    pub name: String,
    /// The kind of game this is (what players choose; the classic kind for a record's own
    /// tile set).
    pub kind: VariantKind,
    pub layout: Layout,
    pub tiles: TileSet,
    /// Tiles on a rack: 7 classic ("thus always keeping seven letters"), 9 in the 9-tile game.
    pub rack_size: u8,
    pub bingo: BingoRule,
    /// "You cannot exchange tiles if there are fewer than seven tiles left to draw."
    pub exchange_min_bag: u8,
    /// Consecutive scoreless turns (all players together) that end the game: six in tournament
    /// play, standing in for "when all possible plays have been made".
    pub scoreless_turn_limit: u8,
    /// Finish Line: the game ends when a player reaches this score.
    pub target_score: Option<u32>,
    /// Finish Line by level (rule book 003): each player's target comes from their level and
    /// the number of players (see `game::PlayerLevel`), instead of one `target_score`.
    pub targets_by_level: bool,
    /// Where the letters come from: the bag, or the dice cup.
    pub supply: LetterSupply,
    /// Whether plays stay on the board or are scrambled off.
    pub after_play: BoardAfterPlay,
    /// Yellow blanks in the pile beside the bag (rule book 004: "12 yellow Blank tiles"), taken
    /// by covering a Blank ("Wild") square; 0 for games without them.
    pub yellow_blanks: u8,
    /// Points for a play that joins the tiles on two stars (Surprise's optional rule); 0 off.
    pub stars_joined_bonus: u8,
    /// Blockers in their pile (Blanks & Blockers: "8 black Blocker tiles"), taken by covering
    /// a Blocker square; 0 for games without them.
    pub blockers: u8,
    pub scoring: Scoring,
    pub goal: Goal,
    pub play_area: PlayArea,
    /// Hyper-Race: covering a flying saucer draws a card from the 30-card deck ("play without
    /// using the card deck" turns this off).
    pub saucer_cards: bool,
    /// Most players at the table (Hyper-Race is "for 2 players").
    pub max_players: u8,
}

impl Variant {
    /// Whether a play is tiles in any shape with words named along paths (Free for All)
    /// rather than a line read across and down.
    pub fn reads_paths(&self) -> bool {
        self.scoring == Scoring::PathWords
    }

    /// Whether a player may exchange letters instead of playing: with tiles from a bag, not
    /// with dice rolled afresh each turn (rule book 002 has no exchange).
    pub fn has_exchanges(&self) -> bool {
        self.supply == LetterSupply::Bag
    }

    /// Whether the letters a play leaves unused pass face up to the next player ("any unused
    /// dice are passed (with the current letters up) to the next player", advanced play of
    /// rule book 002), so the table sees them.
    pub fn passes_unused_letters(&self) -> bool {
        self.supply == (LetterSupply::Dice { pass_unused: true })
    }

    /// Whether letters are dice rolled each turn (rule book 002) rather than tiles kept on a
    /// rack.
    pub fn uses_dice(&self) -> bool {
        matches!(self.supply, LetterSupply::Dice { .. })
    }

    /// The bonus a play of `tiles_placed` tiles earns (rule 17).
    pub fn bingo_bonus(&self, tiles_placed: usize) -> u16 {
        if tiles_placed >= usize::from(self.bingo.min_tiles) {
            self.bingo.bonus
        } else {
            0
        }
    }
}
