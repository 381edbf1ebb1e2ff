//! One of each refusal the engine words as data, with its English text, for the test that
//! holds the bot's English catalogue to the engine's own words.

use crate::engine::ai::Level;
use crate::engine::free_for_all::FreeForAllError;
use crate::engine::game::{
    ChallengeRule, CommandKind, EndAdjustment, GameError, PlayerLevel, Role,
};
use crate::engine::layout::Pos;
use crate::engine::lexicon::QueryError;
use crate::engine::names::Named;
use crate::engine::surprise::DesignError;
use crate::engine::variant::{Feature, VariantError, VariantKind};
use crate::engine::wording::{Worded, Wording};

/// Each example: the English text the engine writes, and its wording.
pub fn examples() -> Vec<(String, Wording)> {
    let mut out = Vec::new();
    let mut add = |error: &dyn Example| out.push((error.to_string(), error.wording()));
    let square = Pos::new(7, 7);
    for error in [
        FreeForAllError::OutsideArea(square),
        FreeForAllError::FirstPlayOffCentre,
        FreeForAllError::FirstPlayTooShort,
        FreeForAllError::NotTouching,
        FreeForAllError::TooManyWords,
        FreeForAllError::SameWordTwice,
        FreeForAllError::NoWords,
        FreeForAllError::CannotRead("QI".into()),
        FreeForAllError::TileLeftOut(square),
        FreeForAllError::NoWordThrough,
    ] {
        add(&error);
    }
    for error in [
        VariantError::BadTarget(5),
        VariantError::TargetWithoutFinishLine,
        VariantError::AdvancedWithoutDice,
        VariantError::DesignWithoutSurprise,
        VariantError::CardsWithoutHyperRace,
        VariantError::RoundsWithoutFreeForAll,
        VariantError::BadRounds(12),
        VariantError::Unknown(VariantKind::from_name("chess").unwrap_err()),
        VariantError::Design(DesignError::Unreadable("9z@Q1".into())),
        VariantError::Design(DesignError::Twice(3)),
        VariantError::Design(DesignError::OffBoard("M12".into())),
        VariantError::Design(DesignError::Empty),
        VariantError::Design(DesignError::NoStar),
    ] {
        add(&error);
    }
    for error in [
        QueryError::Empty,
        QueryError::TooLong { len: 20, max: 15 },
        QueryError::TooManyBlanks { count: 4, max: 2 },
        QueryError::UnclosedSet,
        QueryError::EmptySet,
        QueryError::UnopenedSet,
    ] {
        add(&error);
    }
    for error in crate::engine::lexicon::not_a_letter_examples() {
        add(&error);
    }
    for error in [
        Level::from_name("x").unwrap_err(),
        Role::from_name("x").unwrap_err(),
        PlayerLevel::from_name("x").unwrap_err(),
        ChallengeRule::from_name("x").unwrap_err(),
        EndAdjustment::from_name("x").unwrap_err(),
        CommandKind::from_name("x").unwrap_err(),
    ] {
        add(&error);
    }
    out.extend(game_errors(square));
    out.extend(feature_refusals());
    out
}

/// What an example needs: its English text and its wording.
trait Example: Worded + std::fmt::Display {}
impl<T: Worded + std::fmt::Display> Example for T {}

/// The refusals of a variant's own rules.
fn game_errors(square: Pos) -> Vec<(String, Wording)> {
    [
        GameError::UnknownPlayer(5),
        GameError::Blocked(square),
        GameError::NoBlocker,
        GameError::RoleTakesNoBlockers(Role::Pro),
        GameError::BlockerOffBoard,
        GameError::BlockerOnFilledSquare(square),
        GameError::ClosedSquare(square),
        GameError::OffYourSide {
            at: square,
            side: "A to G",
        },
        GameError::FirstWordOffStation,
        GameError::NotConnectedToYourSide,
        GameError::FreeForAll(FreeForAllError::NoWords),
        GameError::YellowBlankKept,
        GameError::NoExchangeWithDice,
    ]
    .into_iter()
    .map(|error| {
        let wording = error.variant_wording().expect("a variant's refusal");
        (error.to_string(), wording)
    })
    .collect()
}

/// What each kind of game lacks.
fn feature_refusals() -> Vec<(String, Wording)> {
    let features = [
        Feature::Review,
        Feature::GcgExport,
        Feature::LinePlays,
        Feature::PathPlays,
        Feature::Puzzles,
        Feature::Roles,
        Feature::Levels,
        Feature::Exchanges,
        Feature::Blockers,
        Feature::TimedTurns,
        Feature::BoardDesign,
        Feature::EditionTiles,
    ];
    let mut out = Vec::new();
    for kind in VariantKind::all() {
        for feature in features {
            out.push((
                feature.refusal(kind).to_owned(),
                Wording::new(feature.refusal_key(kind)),
            ));
        }
    }
    out
}

/// The keys of the messages the engine names without an English text beside them: each
/// variant's words for its letters, the flying-saucer cards, what a player keeps beside the
/// rack, and the parts of a turn's line.
pub fn message_keys() -> Vec<&'static str> {
    let mut keys = vec![
        "turn-line",
        "turn-bingo",
        "turn-stars-joined",
        "turn-passed-face-up",
        "turn-blocker",
        "turn-race",
        "turn-comet",
        "turn-saucer",
        "turn-earth",
        "turn-placed",
        "held-yellow-blanks",
        "held-blockers",
    ];
    keys.extend(crate::engine::race::deck().iter().map(|card| card.key));
    for kind in VariantKind::all() {
        let words = crate::engine::variant::VariantId::new(kind, None)
            .map_or(crate::engine::variant::LetterWords::TILES, |id| {
                *id.variant().letter_words()
            });
        keys.extend([
            words.left_to_draw,
            words.own_rack,
            words.empty_rack,
            words.opening_draw,
            words.opening_won,
        ]);
    }
    keys.sort_unstable();
    keys.dedup();
    keys
}
