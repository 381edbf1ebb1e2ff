//! Who sits in a seat, as views and reports name them: a person by the name they go by (their
//! own text, shown as text), a computer player by its level, an empty seat by its number. The
//! last two are put in words by the bot, in its reader's language (issue 43): nothing here is
//! English, and nothing English is stored in the outbox.

use serde::{Deserialize, Serialize};

use crate::engine::ai::Level;
use crate::engine::names::Named;

/// A seat's name: a person's, or a seat the bot words for each reader.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum SeatName {
    /// A person, by the name they go by (their display name, made plain).
    Person(String),
    /// A computer player, by its level's name (`hard`).
    Computer {
        #[serde(with = "level_name")]
        computer: Level,
    },
    /// A seat with no one named in it, by its number from 1.
    Empty { seat: usize },
}

impl SeatName {
    /// A person's name.
    pub fn person(name: impl Into<String>) -> Self {
        Self::Person(name.into())
    }

    /// The name a game record gives the seat (a GCG file's player, a replay's caption): a
    /// person's own, else in the record format's English (`Computer (hard)`, `Seat 2`). Never
    /// for a message: the bot words those seats in its reader's language.
    pub fn record_name(&self) -> String {
        match self {
            Self::Person(name) => name.clone(),
            Self::Computer { computer } => format!("Computer ({})", computer.name()),
            Self::Empty { seat } => format!("Seat {seat}"),
        }
    }
}

impl Default for SeatName {
    fn default() -> Self {
        Self::Person(String::new())
    }
}

impl From<&str> for SeatName {
    fn from(name: &str) -> Self {
        Self::Person(name.to_owned())
    }
}

impl From<String> for SeatName {
    fn from(name: String) -> Self {
        Self::Person(name)
    }
}

/// A level written as its name in the outbox's JSON (`"hard"`).
mod level_name {
    use serde::{Deserialize, Deserializer, Serializer};

    use super::{Level, Named};

    #[allow(clippy::trivially_copy_pass_by_ref)] // serde's `with` hands over a reference
    pub fn serialize<S: Serializer>(level: &Level, out: S) -> Result<S::Ok, S::Error> {
        out.serialize_str(level.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(input: D) -> Result<Level, D::Error> {
        let name = String::deserialize(input)?;
        Level::from_name(&name).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_name_reads_back_and_old_plain_names_read_as_people() {
        for name in [
            SeatName::person("Zoë"),
            SeatName::Computer {
                computer: Level::Hard,
            },
            SeatName::Empty { seat: 3 },
        ] {
            let json = serde_json::to_string(&name).unwrap();
            assert_eq!(
                serde_json::from_str::<SeatName>(&json).unwrap(),
                name,
                "{json}"
            );
        }
        assert_eq!(
            serde_json::from_str::<SeatName>("\"Computer (hard)\"").unwrap(),
            SeatName::person("Computer (hard)")
        );
        assert_eq!(
            serde_json::to_string(&SeatName::person("bob")).unwrap(),
            "\"bob\""
        );
    }
}
