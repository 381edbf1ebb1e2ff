//! `/play ... preview`: where a play's tiles go and what it would score, without saying whether
//! its words are acceptable (the rule books do not allow checking words before playing).

use crate::engine::board::Board;
use crate::engine::layout::Pos;
use crate::engine::notation::{ThroughStyle, format_play, parse_play};
use crate::engine::variant::Variant;

use super::Tables;
use crate::service::errors::{ServiceError, UserError};
use crate::service::{GameStatus, Request};

/// A play as it would stand: its text, score, words and the board with its tiles on it.
#[derive(Clone, Debug)]
pub struct Preview {
    /// "HORN at 8F".
    pub play: String,
    pub score: u32,
    /// Words formed with their scores ("HORN 14"), validity unchecked.
    pub words: Vec<String>,
    pub bonus: u32,
    pub variant: Variant,
    /// The board with the play's tiles placed.
    pub board: Board,
    /// The squares of the new tiles.
    pub squares: Vec<Pos>,
    /// Tiles in the bag now.
    pub bag_count: usize,
}

impl Tables {
    /// Reads and scores a play of the caller's on the channel's game, writing nothing. The
    /// placement must follow the rules and use tiles from the caller's rack; words are not
    /// looked up.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn preview_play(
        &self,
        request: &Request,
        coord: &str,
        word: &str,
    ) -> Result<Preview, ServiceError> {
        let loaded = self.load_latest(request.channel_id).await?;
        if loaded.row.status != GameStatus::Active {
            return Err(UserError::NotStarted.into());
        }
        let seat = loaded
            .seat_of(request.user_id)
            .ok_or(UserError::NotAPlayer)?;
        let game = loaded.game.as_ref().ok_or(UserError::NotStarted)?;
        let variant = game.variant();
        variant.require(crate::engine::variant::Feature::LinePlays)?;
        let board = game.board();
        let placement = parse_play(&variant.tiles, board, coord.trim(), word.trim())?;
        // The score the play would be given, by all of the variant's own scoring rules.
        let scored = game.play_score(seat, &placement).map_err(UserError::Move)?;
        let text = format_play(&variant.tiles, board, &placement, ThroughStyle::Letters);
        let mut after = board.clone();
        for &(pos, tile) in &placement.tiles {
            after.set(pos, Some(tile));
        }
        Ok(Preview {
            play: format!("{} at {}", text.word, text.coord),
            score: scored.score,
            words: scored
                .words
                .iter()
                .map(|w| format!("{} {}", variant.tiles.spell(&w.word.tiles), w.score))
                .collect(),
            bonus: scored.bonus,
            variant: variant.clone(),
            board: after,
            squares: placement.tiles.iter().map(|&(p, _)| p).collect(),
            bag_count: game.bag_len(),
        })
    }
}
