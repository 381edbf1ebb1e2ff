//! Test support for the pure option checks (`resolve`): a server's defaults and one lexicon.

use super::{Lexicons, ServerSettings};
use crate::engine::game::ChallengeRule;
use crate::engine::lexicon::Lexicon;
use crate::engine::tiles::TileSet;
use crate::kinds::{RackDelivery, ReviewAccess};

/// One lexicon, `TWL`, of one word.
pub(crate) fn lexicons() -> Lexicons {
    let mut lexicons = Lexicons::new();
    let lexicon = Lexicon::from_text(&TileSet::english(), "CAT\n").expect("a word list");
    lexicons.insert("TWL", lexicon.into());
    lexicons
}

/// A server's defaults: double challenge, a day per turn, `TWL`.
pub(crate) fn defaults() -> ServerSettings {
    ServerSettings {
        challenge_rule: ChallengeRule::Double,
        turn_time_limit_secs: 86_400,
        rack_delivery: RackDelivery::default(),
        lexicon: "TWL".into(),
        moderator_role_id: None,
        words_in_games: false,
        review_access: ReviewAccess::default(),
        language: crate::kinds::Language::English,
    }
}
