//! What a variant supports: one question ([`Variant::supports`]) for every command, option or
//! check that only some games have, and the words that say why a game does not have it.

use super::{BoardAfterPlay, Goal, LetterSupply, Scoring, Variant, VariantKind};
use crate::engine::wording::{Worded, Wording};

/// Something only some variants have. The service and the bot ask [`Variant::supports`]
/// instead of looking at a variant's rules themselves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Feature {
    /// A review comparing each play with the best play by score: needs points, plays read in
    /// lines, and a board that stays (not the dice game, a race or Free for All).
    Review,
    /// A GCG record: plays read along a line (not Free for All's paths).
    GcgExport,
    /// `/play`: a word in a line across or down (every game but Free for All).
    LinePlays,
    /// `/place`: tiles in any shape, words read along paths (Free for All, rule book 004).
    PathPlays,
    /// Puzzle positions drawn from its games: a classic position, without a scrambled mat,
    /// yellow blanks, blockers or path words, in English tiles (puzzles and practice
    /// positions are kept as the classic variant's).
    Puzzles,
    /// A role per player (Blanks & Blockers: pro, rookie, intermediate).
    Roles,
    /// A level per player that sets their target (Finish Line by level, rule book 003).
    Levels,
    /// Exchanging letters instead of playing: tiles from a bag (rule book 002 has no exchange).
    Exchanges,
    /// Pieces held to close an empty square with `/blocker` (Blanks & Blockers).
    Blockers,
    /// A time limit on every turn set by the rules (the dice game's 60-second sand timer).
    TimedTurns,
    /// A board chosen when the game is opened, shown to the players before it starts
    /// (Surprise's designs).
    BoardDesign,
    /// Another language edition's tiles (a word list in French, Spanish, ...): tiles drawn
    /// from a bag and scored the classic way, with no piles of special tiles beside the bag
    /// (the rule books' variant tiles are English letters).
    EditionTiles,
}

/// A feature a game does not have, with the variant that lacks it: said to the player in
/// the words of the catalogues ([`Feature::refusal_key`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotSupported {
    pub feature: Feature,
    pub variant: VariantKind,
}

impl Worded for NotSupported {
    fn wording(&self) -> Wording {
        Wording::new(self.feature.refusal_key(self.variant))
    }
}

crate::engine::english::said_in_english!(NotSupported);

impl Feature {
    /// The key of the message in the catalogues saying why a game of `kind` does not have
    /// this feature (the variant's own reason where it has one).
    pub fn refusal_key(self, kind: VariantKind) -> &'static str {
        match (self, kind) {
            (Feature::Review, VariantKind::Dice) => "feature-review-dice",
            (Feature::Review, VariantKind::HyperRace) => "feature-review-race",
            (Feature::Review, VariantKind::FreeForAll) => "feature-review-paths",
            (Feature::Review, _) => "feature-review",
            (Feature::GcgExport, VariantKind::FreeForAll) => "feature-gcg-paths",
            (Feature::GcgExport, _) => "feature-gcg",
            (Feature::LinePlays, _) => "feature-line-plays",
            (Feature::PathPlays, _) => "feature-path-plays",
            (Feature::Puzzles, _) => "feature-puzzles",
            (Feature::Roles, _) => "feature-roles",
            (Feature::Levels, _) => "feature-levels",
            (Feature::Exchanges, _) => "feature-exchanges",
            (Feature::Blockers, _) => "feature-blockers",
            (Feature::TimedTurns, _) => "feature-timed-turns",
            (Feature::BoardDesign, _) => "feature-board-design",
            (Feature::EditionTiles, _) => "err-other-languages-tiles",
        }
    }
}

impl Variant {
    /// Whether games of this variant have `feature`.
    pub fn supports(&self, feature: Feature) -> bool {
        let dice = matches!(self.supply, LetterSupply::Dice { .. });
        let paths = self.scoring == Scoring::PathWords;
        match feature {
            Feature::Review => !dice && self.scoring == Scoring::Classic,
            Feature::GcgExport | Feature::LinePlays => !paths,
            Feature::PathPlays => paths,
            Feature::Puzzles => {
                !dice
                    && self.tiles.name() == crate::engine::tiles::EDITIONS[0].name
                    && self.blockers == 0
                    && self.yellow_blanks == 0
                    && self.scoring == Scoring::Classic
            }
            Feature::Roles | Feature::Blockers => self.blockers > 0,
            Feature::Levels => self.targets_by_level,
            Feature::Exchanges => self.supply == LetterSupply::Bag,
            Feature::TimedTurns => self.turn_timer_secs().is_some(),
            Feature::BoardDesign => self.kind == VariantKind::Surprise,
            Feature::EditionTiles => {
                self.supply == LetterSupply::Bag
                    && self.scoring == Scoring::Classic
                    && self.blockers == 0
                    && self.yellow_blanks == 0
                    && self.goal == Goal::Points
                    && self.after_play == BoardAfterPlay::Stays
            }
        }
    }

    /// `Ok` if games of this variant have `feature`, else what to tell the player.
    pub fn require(&self, feature: Feature) -> Result<(), NotSupported> {
        if self.supports(feature) {
            Ok(())
        } else {
            Err(NotSupported {
                feature,
                variant: self.kind,
            })
        }
    }

    /// The time limit every turn has by rule, in seconds: the dice game's sand timer ("Players
    /// have only 60 seconds to form their word", rule book 002).
    pub fn turn_timer_secs(&self) -> Option<i32> {
        matches!(self.supply, LetterSupply::Dice { .. }).then_some(crate::engine::dice::TURN_SECS)
    }

    /// Whether a player keeps letters between turns (a rack refilled from the bag) rather than
    /// handing them back and taking new ones when the next turn starts (dice rolled afresh).
    pub fn keeps_letters_between_turns(&self) -> bool {
        self.supply == LetterSupply::Bag
    }

    /// Whether plays score points (a race has "no scoring!": its plays and totals are not shown
    /// as points).
    pub fn is_scored(&self) -> bool {
        self.scoring != Scoring::Unscored
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::surprise::{Design, PRESETS};

    /// Every kind of game and what it supports, in the order of the `Feature` enum.
    #[test]
    fn the_capability_table() {
        use Feature::*;
        const FEATURES: [Feature; 11] = [
            Review,
            GcgExport,
            LinePlays,
            PathPlays,
            Puzzles,
            Roles,
            Levels,
            Exchanges,
            Blockers,
            TimedTurns,
            BoardDesign,
        ];
        let surprise = Variant::surprise(Design::parse(PRESETS[0].0).unwrap());
        // Review, GCG, /play, /place, puzzles, roles, levels, exchanges, blockers, timer, design
        let table: [(Variant, [bool; 11]); 11] = [
            (
                Variant::classic(),
                [
                    true, true, true, false, true, false, false, true, false, false, false,
                ],
            ),
            (
                Variant::nine_tile(),
                [
                    true, true, true, false, true, false, false, true, false, false, false,
                ],
            ),
            (
                Variant::finish_line(150),
                [
                    true, true, true, false, true, false, false, true, false, false, false,
                ],
            ),
            (
                Variant::finish_line_by_level(),
                [
                    true, true, true, false, true, false, true, true, false, false, false,
                ],
            ),
            (
                Variant::dice(false),
                [
                    false, true, true, false, false, false, false, false, false, true, false,
                ],
            ),
            (
                Variant::dice(true),
                [
                    false, true, true, false, false, false, false, false, false, true, false,
                ],
            ),
            (
                surprise,
                [
                    true, true, true, false, false, false, false, true, false, false, true,
                ],
            ),
            (
                Variant::blanks_blockers(),
                [
                    true, true, true, false, false, true, false, true, true, false, false,
                ],
            ),
            (
                Variant::hyper_race(true),
                [
                    false, true, true, false, false, false, false, true, false, false, false,
                ],
            ),
            (
                Variant::hyper_race(false),
                [
                    false, true, true, false, false, false, false, true, false, false, false,
                ],
            ),
            (
                Variant::free_for_all(3),
                [
                    false, false, false, true, false, false, false, true, false, false, false,
                ],
            ),
        ];
        for (variant, expected) in &table {
            let actual = FEATURES.map(|f| variant.supports(f));
            assert_eq!(&actual, expected, "{}", variant.name);
            for (feature, supported) in FEATURES.iter().zip(expected) {
                assert_eq!(variant.require(*feature).is_ok(), *supported);
            }
        }
        assert_eq!(Variant::dice(false).turn_timer_secs(), Some(60));
        assert_eq!(Variant::classic().turn_timer_secs(), None);
        assert!(!Variant::dice(true).keeps_letters_between_turns());
        assert!(Variant::free_for_all(3).keeps_letters_between_turns());
        assert!(!Variant::hyper_race(true).is_scored());
        assert!(Variant::blanks_blockers().is_scored());
    }

    #[test]
    fn refusals_are_the_variants_own_words() {
        let refused = |variant: Variant, feature| variant.require(feature).unwrap_err().to_string();
        assert!(
            refused(Variant::dice(false), Feature::Review)
                .starts_with("The dice game has no review")
        );
        assert!(
            refused(Variant::hyper_race(true), Feature::Review).starts_with("A race has no review")
        );
        assert!(
            refused(Variant::free_for_all(3), Feature::Review)
                .starts_with("A Free for All game has no review")
        );
        assert_eq!(
            refused(Variant::classic(), Feature::PathPlays),
            "`/place` is for Free for All games: use `/play` here."
        );
        assert!(refused(Variant::classic(), Feature::Roles).contains("only in Blanks & Blockers"));
        assert!(
            refused(Variant::nine_tile(), Feature::Levels).contains("only in Finish Line by level")
        );
    }
}
