//! Judging a practice answer: the play is checked as a game would check it (tiles from the
//! position's rack, placement rules, every word in the lexicon), then valued by the hard
//! level's static equity; it is right when no legal play is worth more.

use crate::engine::ai::LeaveJudge;
use crate::engine::ai::equity::{EQUAL_EQUITY, StaticEquity};
use crate::engine::game::GameError;
use crate::engine::lexicon::Lexicon;
use crate::engine::placement::Placement;
use crate::engine::puzzle::{PuzzlePosition, check_answer};
use crate::engine::variant::Variant;

/// A practice answer, valued.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Judged {
    /// Points the play scores (rules 11 to 17).
    pub score: u32,
    /// Its static equity: score plus leave while the bag has tiles.
    pub equity: f32,
    /// Whether it is worth as much as the best play (`best_equity`).
    pub right: bool,
}

/// Judges `placement` as an answer to `position`, whose best play is worth `best_equity`.
/// Refused, with the game's own reasons, when the tiles are not on the rack, the placement
/// breaks the rules or a word is not in `lexicon`.
pub fn judge_answer(
    variant: &Variant,
    lexicon: &Lexicon,
    position: &PuzzlePosition,
    placement: &Placement,
    best_equity: f32,
) -> Result<Judged, GameError> {
    let scored = check_answer(variant, lexicon, &position.board, &position.rack, placement)?;
    let judge = LeaveJudge::new(&variant.tiles);
    let value = StaticEquity::new(&judge, position.bag_len);
    let played: Vec<u8> = placement.tiles.iter().map(|(_, t)| t.rack_tile()).collect();
    let equity = value.of_play_from(&position.rack, &played, scored.score);
    Ok(Judged {
        score: scored.score,
        equity,
        right: equity >= best_equity - EQUAL_EQUITY,
    })
}
