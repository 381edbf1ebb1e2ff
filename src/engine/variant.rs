//! Variants: a board layout, a tile set and the numbers the rule books vary, as data with
//! named constructors.

use super::layout::Layout;
use super::tiles::TileSet;

/// The bingo bonus: "any player who plays seven tiles on a turn scores a premium of 50 points,
/// after totaling his or her score" (rule 17); the 9-tile game pays it for 7, 8 or 9 tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BingoRule {
    pub bonus: u16,
    /// Fewest tiles placed in one turn that earn the bonus.
    pub min_tiles: u8,
}

/// A game system: everything about a game that is fixed before it starts and is not a choice
/// of the players (challenge rule and end-of-game convention are per game, see `game`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    pub name: String,
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
}

impl Variant {
    /// The classic game (rule books 000, 001 and 003).
    pub fn classic() -> Self {
        Self {
            name: "classic".to_owned(),
            layout: Layout::classic(),
            tiles: TileSet::english(),
            rack_size: 7,
            bingo: BingoRule {
                bonus: 50,
                min_tiles: 7,
            },
            exchange_min_bag: 7,
            scoreless_turn_limit: 6,
            target_score: None,
        }
    }

    /// The 9-tile game (rule book 003): nine tiles on the rack, 50 points for playing 7, 8 or 9.
    pub fn nine_tile() -> Self {
        Self {
            name: "nine-tile".to_owned(),
            rack_size: 9,
            ..Self::classic()
        }
    }

    /// Finish Line (rule book 003): the classic game, ended when a player reaches `target`.
    pub fn finish_line(target: u32) -> Self {
        Self {
            name: format!("finish-line-{target}"),
            target_score: Some(target),
            ..Self::classic()
        }
    }

    /// The classic game with another tile set (a record in another language).
    pub fn with_tiles(tiles: TileSet) -> Self {
        Self {
            name: format!("classic-{}", tiles.name()),
            tiles,
            ..Self::classic()
        }
    }

    /// The variants a game can be created with, by the name players type: `classic`,
    /// `nine-tile`, and `finish-line-N` (Finish Line to N points).
    pub fn by_name(name: &str) -> Option<Self> {
        match name {
            "classic" => Some(Self::classic()),
            "nine-tile" => Some(Self::nine_tile()),
            _ => {
                let target: u32 = name.strip_prefix("finish-line-")?.parse().ok()?;
                (10..=1000).contains(&target).then(|| Self::finish_line(target))
            }
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bingo_needs_the_variants_tile_count() {
        assert_eq!(Variant::classic().bingo_bonus(7), 50);
        assert_eq!(Variant::classic().bingo_bonus(6), 0);
        let nine = Variant::nine_tile();
        assert_eq!(nine.rack_size, 9);
        assert_eq!(
            (
                nine.bingo_bonus(7),
                nine.bingo_bonus(9),
                nine.bingo_bonus(6)
            ),
            (50, 50, 0)
        );
        assert_eq!(Variant::finish_line(120).target_score, Some(120));
        assert_eq!(Variant::by_name("nine-tile"), Some(Variant::nine_tile()));
        assert_eq!(Variant::by_name("finish-line-90"), Some(Variant::finish_line(90)));
        assert_eq!(Variant::by_name("finish-line-1"), None);
        assert_eq!(Variant::by_name("chess"), None);
    }
}
