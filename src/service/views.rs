//! Views of a game built for one viewer. The public view is what anyone at the table sees (the
//! board, the last play, seats with scores and who moves, how many tiles are in the bag and which
//! tiles are not on the board); a player's view adds their own rack and the tiles they cannot see.
//! The Discord layer only ever gets these: no view holds another player's rack or the bag's order.

use crate::engine::board::Board;
use crate::engine::game::{Game, GameError, Seat, TurnKind};
use crate::engine::layout::Pos;
use crate::engine::names::Named;
use crate::engine::rack::Rack;
use crate::engine::tiles::{BLANK, TileSet};
use crate::engine::variant::{Feature, Variant};

use serde::{Deserialize, Serialize};

use super::errors::{ServiceError, UserError};
use super::loaded::{self, LoadedGame};
use super::seat_name::SeatName;

/// A seat as everyone may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub seat: usize,
    pub name: SeatName,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_id: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer: Option<String>,
    pub score: i32,
    pub to_move: bool,
    /// The player left the game.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub resigned: bool,
    /// How many tiles the player holds (never which).
    #[serde(default)]
    pub tiles_on_rack: usize,
    /// The score that ends the game when this player reaches it, if the variant has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<u32>,
    /// The player's level where the variant has levels (`beginner`, `intermediate`, `expert`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
    /// The player's role where the variant has roles (`standard`, `pro`, `rookie`,
    /// `intermediate`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
    /// The player's own time per turn, when it is not the game's (a handicap).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_time_limit_secs: Option<i32>,
}

/// How many of one tile: a line of a tile count (`E ×3`). `label` is `?` for blanks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileCount {
    pub label: String,
    pub count: u8,
}

/// The table of a started game as everyone sees it.
#[derive(Clone, Debug)]
pub struct Table {
    /// The layout and tile set, to draw the board and name tiles.
    pub variant: Variant,
    pub board: Board,
    /// Tiles left in the bag (how many, never which).
    pub bag_count: usize,
    /// The tiles not on the board (the bag and every rack together), by tile.
    pub off_board: Vec<TileCount>,
    /// The game has ended.
    pub over: bool,
    /// Squares closed by a piece put on them during play (see `Game::blocked_squares`).
    pub blocked: Vec<crate::engine::layout::Pos>,
}

/// What anyone may see of a channel's game: a non-player, an opponent, the channel.
#[derive(Clone, Debug)]
pub struct PublicView {
    pub game_id: i64,
    pub guild_id: Option<i64>,
    pub channel_id: i64,
    pub status: crate::kinds::GameStatus,
    pub lexicon: String,
    pub challenge_rule: String,
    pub seats: Vec<SeatView>,
    /// `None` while in the lobby.
    pub table: Option<Table>,
    /// Squares of the last play still on the board.
    pub last_play: Vec<Pos>,
    /// The seat whose last play may be challenged now (until the next player moves).
    pub challengeable_play_of: Option<usize>,
    pub version: i32,
}

/// What one player sees: the public view, their own rack and the tiles they cannot see.
#[derive(Clone, Debug)]
pub struct PlayerView {
    pub public: PublicView,
    pub seat: Seat,
    /// The player's tiles in the order they are shown, text and picture alike: letters in
    /// alphabet order, then blanks ([`BLANK`]).
    pub rack: Vec<u8>,
    /// The tiles this player cannot see (the bag and the opponents' racks), by tile.
    pub unseen: Vec<TileCount>,
    /// What the player keeps beside their rack, as messages to follow the rack (none when
    /// nothing; see `Game::held_beside_rack`).
    pub beside_rack: Vec<crate::engine::wording::Wording>,
}

impl PublicView {
    /// The seat of a Discord user, if seated.
    pub fn seat_of(&self, user_id: i64) -> Option<Seat> {
        self.seats.iter().position(|s| s.user_id == Some(user_id))
    }

    /// Tiles left in the bag; `None` before the game starts.
    pub fn bag_count(&self) -> Option<usize> {
        self.table.as_ref().map(|t| t.bag_count)
    }
}

impl PlayerView {
    /// The rack as text (`AEINRST?`), in the same order as [`PlayerView::rack`].
    pub fn rack_text(&self) -> String {
        match &self.public.table {
            Some(table) => rack_text(&table.variant.tiles, &self.rack),
            None => String::new(),
        }
    }

    /// The rack as (label, value) pairs in shown order (`?` for a blank, worth 0).
    pub fn rack_tiles(&self) -> Vec<(String, u16)> {
        let Some(table) = &self.public.table else {
            return Vec::new();
        };
        let tiles = &table.variant.tiles;
        self.rack
            .iter()
            .map(|&t| (label(tiles, t).to_owned(), tiles.value(t)))
            .collect()
    }
}

/// The public view of a loaded game.
pub(super) fn public_view(loaded: &LoadedGame) -> PublicView {
    public_view_of(
        loaded,
        loaded.game.as_ref(),
        loaded.row.status,
        loaded.row.version,
    )
}

/// The public view of a started game as a command left it: `game` at `version` (its status
/// follows from the game).
pub(super) fn public_view_after(loaded: &LoadedGame, game: &Game, version: i32) -> PublicView {
    let status = if game.is_over() {
        crate::kinds::GameStatus::Finished
    } else {
        crate::kinds::GameStatus::Active
    };
    public_view_of(loaded, Some(game), status, version)
}

fn public_view_of(
    loaded: &LoadedGame,
    game: Option<&Game>,
    status: crate::kinds::GameStatus,
    version: i32,
) -> PublicView {
    PublicView {
        game_id: loaded.row.id,
        guild_id: loaded.row.guild_id,
        channel_id: loaded.row.channel_id,
        status,
        lexicon: loaded.row.lexicon.clone(),
        challenge_rule: crate::engine::names::Named::name(loaded.row.challenge_rule).to_owned(),
        seats: seat_views(loaded, game),
        table: game.map(table_of),
        last_play: game.map(last_play_squares).unwrap_or_default(),
        challengeable_play_of: game.and_then(|g| g.challengeable_play().map(|t| t.player)),
        version,
    }
}

/// The view of `seat`'s player; `None` before the game starts.
pub(super) fn player_view(loaded: &LoadedGame, seat: Seat) -> Option<PlayerView> {
    let game = loaded.game.as_ref()?;
    Some(player_view_of(public_view(loaded), game, seat))
}

/// The view of `seat`'s player with `public` the table they see.
pub(super) fn player_view_of(public: PublicView, game: &Game, seat: Seat) -> PlayerView {
    let tiles = &game.variant().tiles;
    PlayerView {
        public,
        seat,
        rack: shown_order(game.rack(seat)),
        unseen: counts(tiles, &game.unseen_by(seat)),
        beside_rack: game.held_beside_rack(seat),
    }
}

/// Every seat as everyone may see it.
pub(super) fn seat_views(loaded: &LoadedGame, game: Option<&Game>) -> Vec<SeatView> {
    // The game's own rules when it is built (making them again builds a tile set).
    let rules;
    let variant = if let Some(game) = game {
        game.variant()
    } else {
        rules = loaded.row.rules();
        &rules
    };
    let by_level = variant.supports(Feature::Levels);
    let with_roles = variant.supports(Feature::Roles);
    loaded
        .seats
        .iter()
        .enumerate()
        .map(|(seat, row)| SeatView {
            seat,
            name: loaded::seat_name(row),
            user_id: row.user_id,
            computer: row.bot_level.clone(),
            score: game.map_or(0, |g| g.score(seat)),
            to_move: game.and_then(Game::to_move) == Some(seat),
            resigned: game.is_some_and(|g| g.has_resigned(seat)),
            tiles_on_rack: game.map_or(0, |g| g.rack(seat).len()),
            target: game.and_then(|g| g.target_of(seat)),
            level: by_level.then(|| row.level.0.unwrap_or_default().name().to_owned()),
            role: with_roles.then(|| row.role.0.unwrap_or_default().name().to_owned()),
            turn_time_limit_secs: row.turn_time_limit_secs,
        })
        .collect()
}

fn table_of(game: &Game) -> Table {
    let tiles = &game.variant().tiles;
    let mut off_board = Rack::from_tiles(tiles.letter_count(), &whole_set(tiles));
    for (_, placed) in game.board().tiles() {
        off_board.remove(placed.rack_tile());
    }
    Table {
        variant: game.variant().clone(),
        board: game.board().clone(),
        bag_count: game.cup_len().unwrap_or_else(|| game.bag_len()),
        off_board: counts(tiles, &off_board),
        over: game.is_over(),
        blocked: game.blocked_squares().collect(),
    }
}

fn whole_set(tiles: &TileSet) -> Vec<u8> {
    tiles
        .distribution()
        .iter()
        .enumerate()
        .flat_map(|(tile, &count)| std::iter::repeat_n(tile as u8, usize::from(count)))
        .collect()
}

fn last_play_squares(game: &Game) -> Vec<Pos> {
    game.last_play()
        .and_then(|t| match &t.kind {
            TurnKind::Play { placement, .. } => {
                Some(placement.tiles.iter().map(|&(p, _)| p).collect())
            }
            _ => None,
        })
        .unwrap_or_default()
}

/// A rack's tiles in the order players see them: letters in alphabet order, blanks last (as
/// [`Rack::to_text`] writes them).
pub(super) fn shown_order(rack: &Rack) -> Vec<u8> {
    let mut tiles: Vec<u8> = rack.tiles().into_iter().filter(|&t| t != BLANK).collect();
    tiles.extend(std::iter::repeat_n(BLANK, usize::from(rack.count(BLANK))));
    tiles
}

fn label(tiles: &TileSet, tile: u8) -> &str {
    if tile == BLANK {
        "?"
    } else {
        tiles.label(tile)
    }
}

fn rack_text(tiles: &TileSet, rack: &[u8]) -> String {
    // Two-letter tiles in brackets (`A[CH]?`): as a player types them to exchange, and never
    // to be taken for two tiles.
    tiles.write_rack_tiles(rack)
}

/// Counts by tile, in alphabet order with blanks last, leaving out tiles with none.
fn counts(tiles: &TileSet, rack: &Rack) -> Vec<TileCount> {
    let mut order: Vec<u8> = (1..=tiles.letter_count() as u8).collect();
    order.push(BLANK);
    order
        .into_iter()
        .filter(|&t| rack.count(t) > 0)
        .map(|t| TileCount {
            label: label(tiles, t).to_owned(),
            count: rack.count(t),
        })
        .collect()
}

/// The view of `user_id`'s seat: refused to a non-player, before the deal, and to a player who
/// resigned (their tiles are out of play).
pub(crate) fn own_view(loaded: &LoadedGame, user_id: i64) -> Result<PlayerView, ServiceError> {
    let seat = loaded.seat_of(user_id).ok_or(UserError::NotAPlayer)?;
    if loaded.game.as_ref().is_some_and(|g| g.has_resigned(seat)) {
        return Err(UserError::Move(GameError::Resigned).into());
    }
    Ok(player_view(loaded, seat).ok_or(UserError::NotStarted)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shown_order_puts_blanks_last_as_the_text_does() {
        let set = TileSet::english();
        let rack = Rack::parse(&set, "?ZEA?E").unwrap();
        let order = shown_order(&rack);
        assert_eq!(rack_text(&set, &order), "AEEZ??");
        assert_eq!(rack_text(&set, &order), rack.to_text(&set));
        assert_eq!(order.last(), Some(&BLANK));
    }

    #[test]
    fn counts_leave_out_missing_tiles_and_end_with_blanks() {
        let set = TileSet::english();
        let rack = Rack::parse(&set, "?EZE").unwrap();
        let lines: Vec<(String, u8)> = counts(&set, &rack)
            .into_iter()
            .map(|c| (c.label, c.count))
            .collect();
        assert_eq!(
            lines,
            vec![("E".into(), 2), ("Z".into(), 1), ("?".into(), 1)]
        );
    }
}
