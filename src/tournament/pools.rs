//! Rating pools: a player has one rating per server and per pool, and a pool is the lexicon,
//! the variant and the pace of play (issue 16, after woogles.io's per-lexicon, per-variant and
//! per-time-control ratings). Games of different pools never move each other's ratings.

use std::fmt;

use crate::engine::names::Named;

/// Turns shorter than this are live play; this long or longer, correspondence.
pub const LIVE_TURN_LIMIT_SECS: i32 = 3600;

/// How fast a game is played, from its turn time limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Pace {
    /// Turns under an hour: played in one sitting.
    Live,
    /// Turns of an hour or more: played over days.
    Correspondence,
}

impl Pace {
    /// The pace of a game whose turns last `turn_limit_secs`.
    pub fn of_turn_limit(turn_limit_secs: i32) -> Pace {
        if turn_limit_secs < LIVE_TURN_LIMIT_SECS {
            Pace::Live
        } else {
            Pace::Correspondence
        }
    }
}

impl Named for Pace {
    const KIND: &'static str = "pace";
    const MESSAGE: &'static str = "unknown-pace";
    const TABLE: &'static [(Self, &'static str)] = &[
        (Pace::Live, "live"),
        (Pace::Correspondence, "correspondence"),
    ];
}

/// One rating pool: ratings are kept apart by lexicon, variant and pace.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pool {
    /// The lexicon's name (`enable`, ...).
    pub lexicon: String,
    /// The variant's stored name (`classic`, `finish-line-150`, ...).
    pub variant: String,
    pub pace: Pace,
}

impl Pool {
    /// Reads a pool as [`Pool`]'s `Display` writes it: `variant lexicon pace`.
    pub fn parse(text: &str) -> Option<Pool> {
        let mut parts = text.split_whitespace();
        let (variant, lexicon, pace) = (parts.next()?, parts.next()?, parts.next()?);
        if parts.next().is_some() {
            return None;
        }
        Some(Pool {
            lexicon: lexicon.to_owned(),
            variant: variant.to_owned(),
            pace: Pace::from_name(pace).ok()?,
        })
    }
}

impl fmt::Display for Pool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {}", self.variant, self.lexicon, self.pace.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turns_under_an_hour_are_live_and_longer_ones_correspondence() {
        assert_eq!(Pace::of_turn_limit(30), Pace::Live);
        assert_eq!(Pace::of_turn_limit(3599), Pace::Live);
        assert_eq!(Pace::of_turn_limit(3600), Pace::Correspondence);
        assert_eq!(Pace::of_turn_limit(7 * 86_400), Pace::Correspondence);
        for pace in [Pace::Live, Pace::Correspondence] {
            assert_eq!(Pace::from_name(pace.name()), Ok(pace));
        }
        assert!(Pace::from_name("blitz").is_err());
    }

    #[test]
    fn a_pool_differs_by_each_of_its_parts() {
        let base = Pool {
            lexicon: "enable".into(),
            variant: "classic".into(),
            pace: Pace::Correspondence,
        };
        let other_pace = Pool {
            pace: Pace::Live,
            ..base.clone()
        };
        let other_lexicon = Pool {
            lexicon: "twl".into(),
            ..base.clone()
        };
        let other_variant = Pool {
            variant: "nine-tile".into(),
            ..base.clone()
        };
        for other in [&other_pace, &other_lexicon, &other_variant] {
            assert_ne!(&base, other);
        }
        assert_eq!(base.to_string(), "classic enable correspondence");
        assert_eq!(Pool::parse(&base.to_string()), Some(base.clone()));
        assert_eq!(
            Pool::parse(" finish-line-150  enable live "),
            Some(Pool {
                variant: "finish-line-150".into(),
                pace: Pace::Live,
                ..base.clone()
            })
        );
        assert_eq!(Pool::parse("classic enable"), None);
        assert_eq!(Pool::parse("classic enable fast"), None);
        assert_eq!(Pool::parse("classic enable live more"), None);
    }
}
