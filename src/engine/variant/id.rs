//! How players choose and the database stores a variant: its kind, written name, and the
//! options some kinds take (Finish Line's target, advanced dice, a Surprise board).

use std::fmt;
use std::ops::RangeInclusive;

use super::kind::VariantKind;
use super::rules::Variant;
use crate::engine::names::{Named, UnknownName, quoted};
use crate::engine::surprise::{Design, DesignError};
use crate::engine::wording::{Worded, Wording};

/// The board choice that asks for a design laid at random ("surprise me").
pub const RANDOM_BOARD: &str = "surprise me";

/// The scores a Finish Line game may be played to (rule book 003 leaves the target to the
/// players; the bot keeps it between a short and a very long game).
pub const FINISH_LINE_TARGETS: RangeInclusive<u32> = 10..=1000;

/// The rounds a Free for All game may last: "three rounds", or "more than three rounds" if the
/// players agree (the bot keeps it to ten).
pub const FREE_FOR_ALL_ROUNDS: RangeInclusive<u8> = 3..=10;

/// A variant as players choose it and the database stores it: its kind, and Finish Line's
/// target score. Written `classic`, `nine-tile`, `finish-line-N`, or `finish-line` (each
/// player's target by their level).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VariantId {
    Classic,
    NineTile,
    FinishLine {
        target: u32,
    },
    /// Finish Line with each player's target from their level.
    FinishLineByLevel,
    /// The dice game; `advanced` passes unused dice on.
    Dice {
        advanced: bool,
    },
    /// Surprise on the board `design` lays out.
    Surprise {
        design: Design,
    },
    /// Blanks & Blockers.
    BlanksBlockers,
    /// Hyper-Race; `cards` plays with the flying-saucer deck.
    HyperRace {
        cards: bool,
    },
    /// Free for All over `rounds` rounds.
    FreeForAll {
        rounds: u8,
    },
}

/// Why a variant choice cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantError {
    Unknown(UnknownName),
    BadTarget(i64),
    TargetWithoutFinishLine,
    AdvancedWithoutDice,
    Design(DesignError),
    DesignWithoutSurprise,
    CardsWithoutHyperRace,
    RoundsWithoutFreeForAll,
    BadRounds(i64),
}

crate::engine::english::said_in_english!(VariantError);
crate::engine::wording::wraps!(VariantError { Unknown(UnknownName), Design(DesignError) });

impl Worded for VariantError {
    fn wording(&self) -> Wording {
        fn range<T: Into<i64> + Copy>(
            key: &'static str,
            given: i64,
            range: &RangeInclusive<T>,
        ) -> Wording {
            Wording::new(key)
                .number("given", given)
                .number("min", (*range.start()).into())
                .number("max", (*range.end()).into())
        }
        match self {
            VariantError::Unknown(name) => name.wording(),
            VariantError::BadTarget(given) => {
                range("variant-bad-target", *given, &FINISH_LINE_TARGETS)
            }
            VariantError::TargetWithoutFinishLine => {
                Wording::new("variant-target-without-finish-line")
            }
            VariantError::AdvancedWithoutDice => Wording::new("variant-advanced-without-dice"),
            VariantError::Design(error) => error.wording(),
            VariantError::DesignWithoutSurprise => Wording::new("variant-design-without-surprise"),
            VariantError::CardsWithoutHyperRace => Wording::new("variant-cards-without-hyper-race"),
            VariantError::RoundsWithoutFreeForAll => {
                Wording::new("variant-rounds-without-free-for-all")
            }
            VariantError::BadRounds(given) => {
                range("variant-bad-rounds", *given, &FREE_FOR_ALL_ROUNDS)
            }
        }
    }
}

impl VariantId {
    /// The variant of `kind`, with `target` for Finish Line (and only for it).
    pub fn new(kind: VariantKind, target: Option<i64>) -> Result<Self, VariantError> {
        match (kind, target) {
            (VariantKind::Classic, None) => Ok(Self::Classic),
            (VariantKind::NineTile, None) => Ok(Self::NineTile),
            (VariantKind::FinishLine, None) => Ok(Self::FinishLineByLevel),
            (VariantKind::FinishLine, Some(t)) => u32::try_from(t)
                .ok()
                .filter(|t| FINISH_LINE_TARGETS.contains(t))
                .map(|target| Self::FinishLine { target })
                .ok_or(VariantError::BadTarget(t)),
            (VariantKind::Dice, None) => Ok(Self::Dice { advanced: false }),
            (VariantKind::BlanksBlockers, None) => Ok(Self::BlanksBlockers),
            (VariantKind::HyperRace, None) => Ok(Self::HyperRace { cards: true }),
            (VariantKind::FreeForAll, None) => Ok(Self::FreeForAll { rounds: 3 }),
            (VariantKind::Surprise, None) => Ok(Self::Surprise {
                design: Design::parse(crate::engine::surprise::PRESETS[0].0)?,
            }),
            (
                VariantKind::Classic
                | VariantKind::NineTile
                | VariantKind::Dice
                | VariantKind::Surprise
                | VariantKind::BlanksBlockers
                | VariantKind::HyperRace
                | VariantKind::FreeForAll,
                Some(_),
            ) => Err(VariantError::TargetWithoutFinishLine),
        }
    }

    /// This Surprise variant on the board `design` (a spec or a preset's name).
    pub fn with_board(self, design: &str) -> Result<Self, VariantError> {
        match self {
            Self::Surprise { .. } => Ok(Self::Surprise {
                design: Design::parse(design)?,
            }),
            _ => Err(VariantError::DesignWithoutSurprise),
        }
    }

    /// This variant with the board chosen when it is opened: a design's spec or a preset's
    /// name, or (with none, or [`RANDOM_BOARD`]) a design laid at random by `rng`. Variants
    /// without designs take no board.
    pub fn with_board_choice(
        self,
        choice: Option<&str>,
        rng: &mut impl rand::Rng,
    ) -> Result<Self, VariantError> {
        let designed = matches!(self, Self::Surprise { .. });
        match choice.map(str::trim) {
            None if !designed => Ok(self),
            Some(_) if !designed => Err(VariantError::DesignWithoutSurprise),
            None => Ok(Self::Surprise {
                design: Design::random(rng),
            }),
            Some(text) if text.eq_ignore_ascii_case(RANDOM_BOARD) => Ok(Self::Surprise {
                design: Design::random(rng),
            }),
            Some(text) => self.with_board(text),
        }
    }

    /// This variant with the dice game's advanced play (rule book 002), which only the dice
    /// game has.
    pub fn with_advanced_play(self) -> Result<Self, VariantError> {
        match self {
            Self::Dice { .. } => Ok(Self::Dice { advanced: true }),
            _ => Err(VariantError::AdvancedWithoutDice),
        }
    }

    /// This Hyper-Race variant with the flying-saucer deck on or off.
    pub fn with_cards(self, cards: bool) -> Result<Self, VariantError> {
        match self {
            Self::HyperRace { .. } => Ok(Self::HyperRace { cards }),
            _ => Err(VariantError::CardsWithoutHyperRace),
        }
    }

    /// This Free for All variant over `rounds` rounds.
    pub fn with_rounds(self, rounds: i64) -> Result<Self, VariantError> {
        match self {
            Self::FreeForAll { .. } => u8::try_from(rounds)
                .ok()
                .filter(|r| FREE_FOR_ALL_ROUNDS.contains(r))
                .map(|rounds| Self::FreeForAll { rounds })
                .ok_or(VariantError::BadRounds(rounds)),
            _ => Err(VariantError::RoundsWithoutFreeForAll),
        }
    }

    /// Reads `classic`, `nine-tile`, `finish-line-N`, `finish-line`, `dice` or
    /// `dice-advanced`.
    pub fn parse(text: &str) -> Result<Self, VariantError> {
        let wanted = text.trim().to_ascii_lowercase();
        if wanted == "dice-advanced" {
            return Ok(Self::Dice { advanced: true });
        }
        if wanted == "hyper-race-no-cards" {
            return Ok(Self::HyperRace { cards: false });
        }
        if let Some(spec) = wanted.strip_prefix("surprise:") {
            return Ok(Self::Surprise {
                design: Design::parse(spec)?,
            });
        }
        if let Some(rounds) = wanted.strip_prefix("free-for-all-") {
            let rounds = rounds.parse::<i64>().map_err(|_| {
                VariantError::Unknown(UnknownName {
                    kind: VariantKind::KIND,
                    message: "unknown-free-for-all-rounds",
                    given: quoted(text),
                    valid: String::new(),
                })
            })?;
            return Self::FreeForAll { rounds: 3 }.with_rounds(rounds);
        }
        if let Some(target) = wanted.strip_prefix("finish-line-") {
            let target = target.parse::<i64>().map_err(|_| {
                VariantError::Unknown(UnknownName {
                    kind: VariantKind::KIND,
                    message: "unknown-finish-line-target",
                    given: quoted(text),
                    valid: String::new(),
                })
            })?;
            return Self::new(VariantKind::FinishLine, Some(target));
        }
        Self::new(
            VariantKind::from_name(&wanted).map_err(|mut e| {
                e.given = quoted(text);
                e
            })?,
            None,
        )
    }

    /// The kind of game this variant is.
    pub fn kind(self) -> VariantKind {
        match self {
            Self::Classic => VariantKind::Classic,
            Self::NineTile => VariantKind::NineTile,
            Self::FinishLine { .. } | Self::FinishLineByLevel => VariantKind::FinishLine,
            Self::Dice { .. } => VariantKind::Dice,
            Self::Surprise { .. } => VariantKind::Surprise,
            Self::BlanksBlockers => VariantKind::BlanksBlockers,
            Self::HyperRace { .. } => VariantKind::HyperRace,
            Self::FreeForAll { .. } => VariantKind::FreeForAll,
        }
    }

    /// The variant's rules.
    pub fn variant(self) -> Variant {
        match self {
            Self::Classic => Variant::classic(),
            Self::NineTile => Variant::nine_tile(),
            Self::FinishLine { target } => Variant::finish_line(target),
            Self::FinishLineByLevel => Variant::finish_line_by_level(),
            Self::Dice { advanced } => Variant::dice(advanced),
            Self::Surprise { design } => Variant::surprise(design),
            Self::BlanksBlockers => Variant::blanks_blockers(),
            Self::HyperRace { cards } => Variant::hyper_race(cards),
            Self::FreeForAll { rounds } => Variant::free_for_all(rounds),
        }
    }
}

impl fmt::Display for VariantId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::FinishLine { target } => write!(f, "{}-{target}", self.kind().name()),
            Self::Dice { advanced: true } => f.write_str("dice-advanced"),
            Self::Surprise { design } => write!(f, "surprise:{design}"),
            Self::HyperRace { cards: false } => f.write_str("hyper-race-no-cards"),
            Self::FreeForAll { rounds: 3 } => f.write_str("free-for-all"),
            Self::FreeForAll { rounds } => write!(f, "free-for-all-{rounds}"),
            _ => f.write_str(self.kind().name()),
        }
    }
}

impl TryFrom<String> for VariantId {
    type Error = VariantError;

    fn try_from(text: String) -> Result<Self, VariantError> {
        Self::parse(&text)
    }
}

impl Variant {
    /// The variant a stored or typed name stands for (`classic`, `nine-tile`,
    /// `finish-line-N`), if any.
    pub fn by_name(name: &str) -> Option<Self> {
        VariantId::parse(name).ok().map(VariantId::variant)
    }
}
