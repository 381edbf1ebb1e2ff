//! The one table of names for the per-game choices players make (challenge rule, end-of-game
//! convention, computer level, variant kind): what players pick, configuration files say and
//! the database stores. Names are read and written only through these tables.

/// Most characters of a refused name quoted back in an error.
const QUOTED_CHARS: usize = 24;

/// A name that is in no table, with the names that are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownName {
    /// What the name was meant to be (`challenge rule`, `variant`, ...).
    pub kind: &'static str,
    /// The key of the refusal's message in the bot's catalogues (`unknown-variant`).
    pub message: &'static str,
    /// The refused name as quoted: a short excerpt in quotes.
    pub given: String,
    /// The valid names, written for a sentence (`void, double or single`).
    pub valid: String,
}

/// A value with a fixed set of names.
pub trait Named: Copy + PartialEq + Sized + 'static {
    /// What the values are called, for errors (`challenge rule`).
    const KIND: &'static str;
    /// The key of the message refusing a name of this kind (`unknown-variant`); a generic one
    /// for kinds players never type.
    const MESSAGE: &'static str = "unknown-value";
    /// Every value with its name, in the order players see them.
    const TABLE: &'static [(Self, &'static str)];
    /// Other names read (never written) for some values, e.g. `5` for `5pt`.
    const ALIASES: &'static [(Self, &'static str)] = &[];

    /// The name of this value.
    fn name(self) -> &'static str {
        Self::TABLE
            .iter()
            .find(|(value, _)| *value == self)
            .map_or("", |(_, name)| name)
    }

    /// The value called `text` (case and surrounding spaces ignored), or an error listing the
    /// valid names.
    fn from_name(text: &str) -> Result<Self, UnknownName> {
        let wanted = text.trim().to_ascii_lowercase();
        Self::TABLE
            .iter()
            .chain(Self::ALIASES)
            .find(|(_, name)| *name == wanted)
            .map(|(value, _)| *value)
            .ok_or_else(|| unknown((Self::KIND, Self::MESSAGE), text, &Self::names()))
    }

    /// Every name, in table order.
    fn names() -> Vec<&'static str> {
        Self::TABLE.iter().map(|(_, name)| *name).collect()
    }

    /// Every value, in table order.
    fn all() -> Vec<Self> {
        Self::TABLE.iter().map(|(value, _)| *value).collect()
    }
}

/// Reads each named type from text by its table (`TryFrom<String>`), as the store's text
/// columns need (`#[sqlx(try_from = "String")]`): the one way a name becomes a value.
macro_rules! read_by_name {
    ($($named:ty),+ $(,)?) => {
        $(
            impl TryFrom<String> for $named {
                type Error = $crate::engine::names::UnknownName;

                fn try_from(text: String) -> Result<Self, Self::Error> {
                    <$named as $crate::engine::names::Named>::from_name(&text)
                }
            }
        )+
    };
}
pub(crate) use read_by_name;

/// The error for `given`, a name of `kind` (with its message's key), quoting at most a short
/// excerpt of it.
pub fn unknown(
    (kind, message): (&'static str, &'static str),
    given: &str,
    valid: &[&str],
) -> UnknownName {
    UnknownName {
        kind,
        message,
        given: quoted(given),
        valid: or_list(valid),
    }
}

/// `text` in double quotes, cut to a short excerpt (with `…`) if long: what players typed is
/// quoted back without repeating a page of it.
pub fn quoted(text: &str) -> String {
    format!("{:?}", excerpt(text, QUOTED_CHARS))
}

/// The first `max_chars` characters of `text`, with `…` if it was longer.
pub fn excerpt(text: &str, max_chars: usize) -> String {
    let mut chars = text.chars();
    let mut head: String = chars.by_ref().take(max_chars).collect();
    if chars.next().is_some() {
        head.push('…');
    }
    head
}

/// `a, b or c`.
fn or_list(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ai::Level;
    use crate::engine::game::{ChallengeRule, EndAdjustment};
    use crate::engine::variant::VariantKind;

    fn round_trips<T: Named + std::fmt::Debug>() {
        assert!(!T::TABLE.is_empty());
        for value in T::all() {
            assert_eq!(T::from_name(value.name()), Ok(value), "{value:?}");
            assert_eq!(
                T::from_name(&format!(" {} ", value.name().to_uppercase())),
                Ok(value)
            );
        }
        let mut names = T::names();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), T::TABLE.len(), "{}: names are unique", T::KIND);
    }

    #[test]
    fn every_table_round_trips() {
        round_trips::<ChallengeRule>();
        round_trips::<EndAdjustment>();
        round_trips::<Level>();
        round_trips::<VariantKind>();
        assert_eq!(
            ChallengeRule::from_name("five"),
            Ok(ChallengeRule::FivePoint)
        );
        assert_eq!(ChallengeRule::TenPoint.to_string(), "10pt");
    }

    #[test]
    fn unknown_names_are_refused_with_the_valid_ones() {
        let error = ChallengeRule::from_name("triple").unwrap_err();
        assert_eq!(
            error.to_string(),
            "\"triple\" is not a challenge rule: choose void, double, single, 5pt or 10pt"
        );
        assert_eq!(
            Level::from_name("grandmaster").unwrap_err().to_string(),
            "\"grandmaster\" is not a computer level: choose easy, medium, hard or expert"
        );
        assert_eq!(
            EndAdjustment::from_name("").unwrap_err().valid,
            "rulebook or tournament"
        );
    }

    #[test]
    fn long_names_are_quoted_as_a_short_excerpt() {
        let error = ChallengeRule::from_name(&"Q".repeat(3000)).unwrap_err();
        let text = error.to_string();
        assert!(text.chars().count() < 120, "{text}");
        assert!(
            text.starts_with(&format!("\"{}…\"", "Q".repeat(24))),
            "{text}"
        );
        assert_eq!(quoted("short"), "\"short\"");
        assert_eq!(excerpt("abcdef", 3), "abc…");
        assert_eq!(excerpt("abc", 3), "abc");
    }
}
