//! Game review: at every turn, the highest-scoring play the rack allowed and how many points the
//! play actually made left on the table.

use crate::engine::board::Board;
use crate::engine::formats::gcg::{Action, GcgRecord};
use crate::engine::game::{Game, TurnKind};
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::{Move, best_move};
use crate::engine::rack::Rack;
use crate::engine::replay::{Replay, ReplayError, detect_tile_set};
use crate::engine::variant::Variant;

/// One turn looked at again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnReview {
    /// Where the turn is: its index in the game's history, or its line in a record.
    pub at: usize,
    /// Who moved: the seat number, or the record's nick.
    pub player: String,
    /// Points the turn actually scored (0 for a pass or an exchange).
    pub actual: i32,
    /// The best-scoring play there was, if any.
    pub best: Option<Move>,
    /// Points left on the table: the best score minus the actual one (negative when the play
    /// beat every play the lexicon allows, e.g. with a word it does not have).
    pub lost: i32,
}

fn review_turn(
    variant: &Variant,
    lexicon: &Lexicon,
    board: &Board,
    rack: &Rack,
    at: usize,
    player: String,
    actual: i32,
) -> TurnReview {
    let best = best_move(variant, lexicon, board, rack);
    let best_score = best.map_or(0, |m| m.score() as i32);
    TurnReview {
        at,
        player,
        actual,
        best,
        lost: best_score - actual,
    }
}

/// Reviews every play, exchange and pass of a game (finished or not), from its history.
pub fn review_game(game: &Game, lexicon: &Lexicon) -> Vec<TurnReview> {
    let variant = game.variant();
    let mut board = Board::empty(variant.layout.rows(), variant.layout.cols());
    let mut reviews = Vec::new();
    for (at, turn) in game.history().iter().enumerate() {
        let player = turn.player.to_string();
        match &turn.kind {
            TurnKind::Play { placement, .. } => {
                reviews.push(review_turn(
                    variant, lexicon, &board, &turn.rack, at, player, turn.score,
                ));
                for &(pos, tile) in &placement.tiles {
                    board.set(pos, Some(tile));
                }
            }
            TurnKind::ChallengedOff { placement, .. } => {
                for &(pos, _) in &placement.tiles {
                    board.set(pos, None);
                }
            }
            TurnKind::Exchange { .. } | TurnKind::Pass | TurnKind::TimeOut => {
                reviews.push(review_turn(
                    variant, lexicon, &board, &turn.rack, at, player, 0,
                ));
            }
            _ => {}
        }
    }
    reviews
}

/// Reviews every play, exchange and pass of a game record whose rack is recorded.
pub fn review_record(
    record: &GcgRecord,
    lexicon: &Lexicon,
) -> Result<Vec<TurnReview>, ReplayError> {
    let variant = Variant::with_tiles(detect_tile_set(record)?);
    let mut replay = Replay::new(variant);
    for player in record.players() {
        replay.add_player(&player.nick);
    }
    let mut reviews = Vec::new();
    for event in record.events() {
        let rack = Rack::parse(&replay.variant.tiles, &event.rack).filter(|r| !r.is_empty());
        let acted = matches!(
            event.action,
            Action::Play { .. } | Action::Pass | Action::Exchange(_)
        );
        if let (true, Some(rack)) = (acted, rack) {
            let actual = if matches!(event.action, Action::Play { .. }) {
                event.score
            } else {
                0
            };
            reviews.push(review_turn(
                &replay.variant,
                lexicon,
                &replay.board,
                &rack,
                event.line,
                event.nick.clone(),
                actual,
            ));
        }
        replay.apply(event, None);
    }
    Ok(reviews)
}
