//! A sentence as data: the key of the message that says it in the bot's catalogues, and the
//! values it takes. Pure errors give their wording so that the layer holding the catalogues
//! can say them in the reader's language; their `Display` is the English catalogue's
//! sentence (`english`).

use std::borrow::Cow;

/// A message of the catalogues with its values. Keys and names are the code's own words
/// (borrowed), or owned when read back from a store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wording {
    /// The message's key (`rule-blocked`).
    pub key: Cow<'static, str>,
    /// Each value the message takes, by name.
    pub values: Vec<(Cow<'static, str>, Value)>,
}

/// One value put into a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// Text put in as it is (a square, a quoted name).
    Text(String),
    /// A number, which a language may format or choose a plural for.
    Number(i64),
    /// A part of the sentence that is itself a message (the reason inside a refusal).
    Said(Box<Wording>),
    /// Parts of a sentence, each a message, said one after the other (a play's bonuses);
    /// none at all for nothing.
    Parts(Vec<Wording>),
}

/// Something that can be said as a message of the catalogues.
pub trait Worded {
    /// Its message and values.
    fn wording(&self) -> Wording;
}

impl Wording {
    /// The message `key`, with no values yet.
    pub fn new(key: &'static str) -> Self {
        Self {
            key: Cow::Borrowed(key),
            values: Vec::new(),
        }
    }

    /// With the text value `name`.
    #[must_use]
    pub fn put(mut self, name: &'static str, value: &impl ToString) -> Self {
        self.values
            .push((Cow::Borrowed(name), Value::Text(value.to_string())));
        self
    }

    /// With the number value `name`.
    #[must_use]
    pub fn number(mut self, name: &'static str, value: impl TryInto<i64>) -> Self {
        let number = value.try_into().unwrap_or(i64::MAX);
        self.values
            .push((Cow::Borrowed(name), Value::Number(number)));
        self
    }

    /// With the value `name` made of `parts`, each a message, said one after the other.
    #[must_use]
    pub fn parts(mut self, name: &'static str, parts: Vec<Wording>) -> Self {
        self.values.push((Cow::Borrowed(name), Value::Parts(parts)));
        self
    }

    /// With the value `name`, of any kind.
    #[must_use]
    pub fn value(mut self, name: &'static str, value: Value) -> Self {
        self.values.push((Cow::Borrowed(name), value));
        self
    }

    /// With the value `name` that is itself a message.
    #[must_use]
    pub fn said(mut self, name: &'static str, value: Wording) -> Self {
        self.values
            .push((Cow::Borrowed(name), Value::Said(Box::new(value))));
        self
    }
}

/// `From` each error a refusal wraps, into the variant that wraps it:
/// `wraps!(GameError { Placement(PlacementError) })`.
macro_rules! wraps {
    ($outer:ty { $($variant:ident($inner:ty)),+ $(,)? }) => {
        $(
            impl From<$inner> for $outer {
                fn from(error: $inner) -> Self {
                    Self::$variant(error)
                }
            }
        )+
    };
}
pub(crate) use wraps;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_keep_their_names_kinds_and_order() {
        let inner = Wording::new("pairing-by-hand");
        let wording = Wording::new("event-bad-pairings")
            .put("square", &"H8")
            .number("round", 3_u16)
            .said("reason", inner.clone());
        assert_eq!(wording.key, "event-bad-pairings");
        assert_eq!(
            wording.values,
            vec![
                ("square".into(), Value::Text("H8".into())),
                ("round".into(), Value::Number(3)),
                ("reason".into(), Value::Said(Box::new(inner))),
            ]
        );
        assert_eq!(
            Wording::new("k").number("n", u64::MAX).values,
            vec![("n".into(), Value::Number(i64::MAX))]
        );
    }
}
