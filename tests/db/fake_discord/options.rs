//! Slash-command options as tests write them (`Opt::int("players", 2)`), and their JSON.

use serde_json::{Value, json};

use super::state::FakeUser;

/// The value of one slash-command option.
#[derive(Clone, Debug, PartialEq)]
pub enum OptionValue {
    Text(String),
    Integer(i64),
    Number(f64),
    Boolean(bool),
    User(u64),
    Channel(u64),
    Role(u64),
    /// One of the option's registered choices, by the name Discord shows for it (the client
    /// sends that choice's value).
    Choice(String),
}

/// One option of a slash command, e.g. `Opt::int("players", 2)`.
#[derive(Clone, Debug, PartialEq)]
pub struct Opt {
    pub name: String,
    pub value: OptionValue,
}

impl Opt {
    pub fn text(name: &str, value: &str) -> Self {
        Self::new(name, OptionValue::Text(value.to_owned()))
    }
    pub fn int(name: &str, value: i64) -> Self {
        Self::new(name, OptionValue::Integer(value))
    }
    pub fn number(name: &str, value: f64) -> Self {
        Self::new(name, OptionValue::Number(value))
    }
    pub fn flag(name: &str, value: bool) -> Self {
        Self::new(name, OptionValue::Boolean(value))
    }
    pub fn user(name: &str, user: &FakeUser) -> Self {
        Self::new(name, OptionValue::User(user.id))
    }
    pub fn channel(name: &str, channel: u64) -> Self {
        Self::new(name, OptionValue::Channel(channel))
    }
    pub fn role(name: &str, role: u64) -> Self {
        Self::new(name, OptionValue::Role(role))
    }
    /// The choice shown as `label` in a pick list option (e.g. `Opt::choice("challenge", "5pt")`).
    pub fn choice(name: &str, label: &str) -> Self {
        Self::new(name, OptionValue::Choice(label.to_owned()))
    }
    fn new(name: &str, value: OptionValue) -> Self {
        Self {
            name: name.to_owned(),
            value,
        }
    }

    /// Discord's option type code for this value.
    pub(super) fn type_code(&self) -> u8 {
        match self.value {
            OptionValue::Text(_) | OptionValue::Choice(_) => 3,
            OptionValue::Integer(_) => 4,
            OptionValue::Boolean(_) => 5,
            OptionValue::User(_) => 6,
            OptionValue::Channel(_) => 7,
            OptionValue::Role(_) => 8,
            OptionValue::Number(_) => 10,
        }
    }

    pub(super) fn fits(&self, registered_type: u64) -> bool {
        let own = u64::from(self.type_code());
        own == registered_type
            || (registered_type == 9 && matches!(own, 6 | 8))
            || (registered_type == 10 && own == 4)
    }

    pub(super) fn to_json(&self, registered_type: Option<u64>) -> Value {
        let value = match &self.value {
            OptionValue::Text(v) | OptionValue::Choice(v) => json!(v),
            OptionValue::Integer(v) => json!(v),
            OptionValue::Number(v) => json!(v),
            OptionValue::Boolean(v) => json!(v),
            OptionValue::User(id) | OptionValue::Channel(id) | OptionValue::Role(id) => {
                json!(id.to_string())
            }
        };
        json!({
            "name": self.name,
            "type": registered_type.unwrap_or(u64::from(self.type_code())),
            "value": value,
        })
    }
}
