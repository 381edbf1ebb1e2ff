//! What an outbox row's delivery draws, written by the command that made the row: the table as
//! everyone saw it when the command ended (a turn's post) and one player's own view (their rack
//! DM), kept as data so the delivery draws without replaying the game. A row keeps only what its
//! reader may see: a turn's row the public view, a rack's row its player's view.

use serde::{Deserialize, Serialize};

use crate::engine::board::Board;
use crate::engine::layout::Pos;
use crate::engine::tiles::{Edition, Placed};
use crate::engine::variant::VariantId;
use crate::kinds::GameStatus;

use super::drawn_tiles::DrawnTile;
use super::stored_wording::StoredWording;
use super::views::{PlayerView, PublicView, SeatView, Table, TileCount};

/// A public view as a row keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawnPublic {
    game_id: i64,
    guild_id: Option<i64>,
    channel_id: i64,
    status: GameStatus,
    lexicon: String,
    challenge_rule: String,
    seats: Vec<SeatView>,
    table: Option<DrawnTable>,
    #[serde(with = "super::drawn_tiles::squares")]
    last_play: Vec<(u8, u8)>,
    challengeable_play_of: Option<usize>,
    version: i32,
}

/// A table as a row keeps it: the variant by its stored name and tile set, the board as its
/// tiles (row, column, letter, blank).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct DrawnTable {
    variant: String,
    edition: String,
    rows: u8,
    cols: u8,
    #[serde(with = "super::drawn_tiles::tiles")]
    tiles: Vec<DrawnTile>,
    bag_count: usize,
    off_board: Vec<(String, u8)>,
    over: bool,
    #[serde(with = "super::drawn_tiles::squares")]
    blocked: Vec<(u8, u8)>,
}

/// A player's view as their rack's row keeps it: what the rack's DM shows (the rack, the table's
/// tile set and bag, the seats for the move panel), without the board's tiles, the last play,
/// the tiles off the board or the unseen tiles, which a rack's DM does not show.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawnPlayer {
    public: DrawnPublic,
    seat: usize,
    rack: Vec<u8>,
    unseen: Vec<(String, u8)>,
    beside_rack: Vec<StoredWording>,
}

/// Whether a row keeps the board (its tiles, the last play, the tiles off it): a turn's post
/// shows it, a rack's DM does not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum KeptBoard {
    Kept,
    Left,
}

/// A stored view that does not read back (a variant or tile set this build does not know).
#[derive(Debug, thiserror::Error)]
#[error("an outbox row's view does not read back: {0}")]
pub struct Unreadable(String);

impl DrawnPublic {
    /// `view` as a row keeps it; `variant` and `edition` are the game's.
    pub(super) fn of(view: &PublicView, variant: VariantId, edition: &Edition) -> Self {
        Self::kept(view, (variant, edition), KeptBoard::Kept)
    }

    /// `view` as a row keeps it, with its board or without (`board`).
    fn kept(
        view: &PublicView,
        (variant, edition): (VariantId, &Edition),
        board: KeptBoard,
    ) -> Self {
        let with_board = board == KeptBoard::Kept;
        Self {
            game_id: view.game_id,
            guild_id: view.guild_id,
            channel_id: view.channel_id,
            status: view.status,
            lexicon: view.lexicon.clone(),
            challenge_rule: view.challenge_rule.clone(),
            seats: view.seats.clone(),
            table: view
                .table
                .as_ref()
                .map(|t| DrawnTable::of(t, variant, edition, board)),
            last_play: if with_board {
                view.last_play.iter().map(|p| (p.row, p.col)).collect()
            } else {
                Vec::new()
            },
            challengeable_play_of: view.challengeable_play_of,
            version: view.version,
        }
    }

    /// The view again.
    pub fn view(&self) -> Result<PublicView, Unreadable> {
        Ok(PublicView {
            game_id: self.game_id,
            guild_id: self.guild_id,
            channel_id: self.channel_id,
            status: self.status,
            lexicon: self.lexicon.clone(),
            challenge_rule: self.challenge_rule.clone(),
            seats: self.seats.clone(),
            table: self.table.as_ref().map(DrawnTable::table).transpose()?,
            last_play: self
                .last_play
                .iter()
                .map(|&(r, c)| Pos::new(r, c))
                .collect(),
            challengeable_play_of: self.challengeable_play_of,
            version: self.version,
        })
    }
}

impl DrawnTable {
    fn of(table: &Table, variant: VariantId, edition: &Edition, board: KeptBoard) -> Self {
        let with_board = board == KeptBoard::Kept;
        Self {
            variant: variant.to_string(),
            edition: edition.name.to_owned(),
            rows: table.board.rows(),
            cols: table.board.cols(),
            tiles: if with_board {
                table
                    .board
                    .tiles()
                    .map(|(p, t)| (p.row, p.col, t.letter, t.blank))
                    .collect()
            } else {
                Vec::new()
            },
            bag_count: table.bag_count,
            off_board: if with_board {
                pairs(&table.off_board)
            } else {
                Vec::new()
            },
            over: table.over,
            blocked: table.blocked.iter().map(|p| (p.row, p.col)).collect(),
        }
    }

    fn table(&self) -> Result<Table, Unreadable> {
        let id = VariantId::parse(&self.variant).map_err(|e| Unreadable(format!("{e:?}")))?;
        let edition =
            Edition::named(&self.edition).ok_or_else(|| Unreadable(self.edition.clone()))?;
        let mut board = Board::empty(self.rows, self.cols);
        for &(row, col, letter, blank) in &self.tiles {
            board.set(Pos::new(row, col), Some(Placed { letter, blank }));
        }
        Ok(Table {
            variant: id.variant().with_edition(&edition),
            board,
            bag_count: self.bag_count,
            off_board: counts(&self.off_board),
            over: self.over,
            blocked: self.blocked.iter().map(|&(r, c)| Pos::new(r, c)).collect(),
        })
    }
}

impl DrawnPlayer {
    /// `view` as its rack's row keeps it (see [`DrawnPlayer`]); `variant` and `edition` are
    /// the game's.
    pub(super) fn of(view: &PlayerView, variant: VariantId, edition: &Edition) -> Self {
        Self {
            public: DrawnPublic::kept(&view.public, (variant, edition), KeptBoard::Left),
            seat: view.seat,
            rack: view.rack.clone(),
            unseen: Vec::new(),
            beside_rack: view.beside_rack.iter().map(Into::into).collect(),
        }
    }

    /// The view again.
    pub fn view(&self) -> Result<PlayerView, Unreadable> {
        Ok(PlayerView {
            public: self.public.view()?,
            seat: self.seat,
            rack: self.rack.clone(),
            unseen: counts(&self.unseen),
            beside_rack: self
                .beside_rack
                .iter()
                .map(StoredWording::wording)
                .collect(),
        })
    }
}

fn pairs(counts: &[TileCount]) -> Vec<(String, u8)> {
    counts.iter().map(|c| (c.label.clone(), c.count)).collect()
}

fn counts(pairs: &[(String, u8)]) -> Vec<TileCount> {
    pairs
        .iter()
        .map(|(label, count)| TileCount {
            label: label.clone(),
            count: *count,
        })
        .collect()
}
