//! A message of the catalogues as the outbox stores it (JSON): a turn the engine words as data
//! survives until the bot says it, in the language of the server it is posted to.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use crate::engine::wording::{Value, Wording};

/// A [`Wording`] that can be stored and read back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredWording {
    pub key: String,
    pub values: Vec<(String, StoredValue)>,
}

/// One value of a stored message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StoredValue {
    Text(String),
    Number(i64),
    Said(StoredWording),
    Parts(Vec<StoredWording>),
}

impl From<&Wording> for StoredWording {
    fn from(wording: &Wording) -> Self {
        Self {
            key: wording.key.to_string(),
            values: wording
                .values
                .iter()
                .map(|(name, value)| {
                    let value = match value {
                        Value::Text(text) => StoredValue::Text(text.clone()),
                        Value::Number(number) => StoredValue::Number(*number),
                        Value::Said(inner) => StoredValue::Said(inner.as_ref().into()),
                        Value::Parts(parts) => {
                            StoredValue::Parts(parts.iter().map(Into::into).collect())
                        }
                    };
                    (name.to_string(), value)
                })
                .collect(),
        }
    }
}

impl StoredWording {
    /// The message as the engine words it again.
    pub fn wording(&self) -> Wording {
        Wording {
            key: Cow::Owned(self.key.clone()),
            values: self
                .values
                .iter()
                .map(|(name, value)| {
                    let value = match value {
                        StoredValue::Text(text) => Value::Text(text.clone()),
                        StoredValue::Number(number) => Value::Number(*number),
                        StoredValue::Said(inner) => Value::Said(Box::new(inner.wording())),
                        StoredValue::Parts(parts) => {
                            Value::Parts(parts.iter().map(StoredWording::wording).collect())
                        }
                    };
                    (Cow::Owned(name.clone()), value)
                })
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_message_reads_back_as_it_was() {
        let wording = Wording::new("turn-line")
            .put("word", &"STAR")
            .number("score", 12_u32)
            .parts(
                "extras",
                vec![
                    Wording::new("turn-bingo").number("points", 50_u32),
                    Wording::new("event-bad-pairings")
                        .said("reason", Wording::new("pairing-by-hand")),
                ],
            );
        let stored = StoredWording::from(&wording);
        let json = serde_json::to_string(&stored).unwrap();
        let back: StoredWording = serde_json::from_str(&json).unwrap();
        assert_eq!(back.wording(), wording);
    }
}
