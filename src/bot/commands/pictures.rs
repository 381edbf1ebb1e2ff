//! The bot's own picture builders, open to the guides' pictures (`examples/doc_pictures`): the
//! board's words, the standings, pairings and leaderboard tables, in a language, exactly as the
//! bot posts them, so the guides show what players see.

use crate::kinds::Language;
use crate::render::{BoardLabels, TablePicture};
use crate::service::{PairingsView, RatingBoard, StandingsView};

use super::{Tr, announce, tournament_text};

/// The board picture's words (the bag's name, the premium squares' marks) in `language`.
pub fn board_labels(language: Language) -> BoardLabels {
    announce::board_labels(Tr(language))
}

/// A tournament's or a league season's standings, as posted after a round (`last`: the final
/// standings).
pub fn standings_table(view: &StandingsView, last: bool, language: Language) -> TablePicture {
    tournament_text::standings_table(view, last, Tr(language))
}

/// A round's pairings, as posted when the round is paired.
pub fn pairings_table(view: &PairingsView, language: Language) -> TablePicture {
    tournament_text::pairings_table(
        &view.name,
        view.round,
        view.rounds,
        &view.boards,
        Tr(language),
    )
}

/// A rating pool's leaderboard, as `/score top:True` sends it.
pub fn leaderboard_table(board: &RatingBoard, language: Language) -> TablePicture {
    super::score::board_table(board, Tr(language))
}
