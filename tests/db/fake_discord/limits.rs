//! Message components as Discord checks them and as a user works them: the limits Discord
//! enforces on buttons, select menus and text inputs (a body past them is refused with 400, as
//! Discord refuses it), and choosing an option of a string select menu by its label.

use serde_json::{Value, json};

use super::FakeDiscord;
use super::http::Response;
use super::state::{FakeUser, Message};

/// Discord's limits: a `custom_id`, a select option's label and value, a menu's placeholder.
const CUSTOM_ID_CHARS: usize = 100;
const OPTION_CHARS: usize = 100;
const MENU_PLACEHOLDER_CHARS: usize = 150;
/// Options in one select menu.
const MENU_OPTIONS: usize = 25;
/// A text input's label and placeholder.
const INPUT_LABEL_CHARS: usize = 45;
const INPUT_PLACEHOLDER_CHARS: usize = 100;

fn chars(value: &Value) -> usize {
    value.as_str().map_or(0, |text| text.chars().count())
}

/// What is wrong with one component (not an action row), if anything.
fn fault(component: &Value) -> Option<String> {
    if chars(&component["custom_id"]) > CUSTOM_ID_CHARS {
        return Some(format!(
            "custom_id over {CUSTOM_ID_CHARS}: {}",
            component["custom_id"]
        ));
    }
    match component["type"].as_u64() {
        Some(3) => menu_fault(component),
        Some(4) => (chars(&component["label"]) > INPUT_LABEL_CHARS
            || chars(&component["placeholder"]) > INPUT_PLACEHOLDER_CHARS)
            .then(|| format!("text input label or placeholder too long: {component}")),
        _ => None,
    }
}

/// A string select menu: 1 to 25 options, labels and values within 100 characters, values
/// unique, a placeholder within 150.
fn menu_fault(menu: &Value) -> Option<String> {
    let options: Vec<&Value> = menu["options"].as_array().into_iter().flatten().collect();
    if options.is_empty() || options.len() > MENU_OPTIONS {
        return Some(format!("a select menu with {} options", options.len()));
    }
    if chars(&menu["placeholder"]) > MENU_PLACEHOLDER_CHARS {
        return Some(format!("placeholder too long: {}", menu["placeholder"]));
    }
    let mut values: Vec<&str> = Vec::new();
    for option in options {
        let (label, value) = (&option["label"], &option["value"]);
        if chars(label) == 0 || chars(label) > OPTION_CHARS || chars(value) > OPTION_CHARS {
            return Some(format!("select option out of limits: {option}"));
        }
        let value = value.as_str().unwrap_or_default();
        if value.is_empty() || values.contains(&value) {
            return Some(format!("select option value empty or repeated: {option}"));
        }
        values.push(value);
    }
    None
}

/// A message or interaction payload whose components (`components`, or `data.components` in
/// an interaction callback) are past Discord's limits: refused with 400 and code 50035.
pub fn over_limits(payload: &Value) -> Option<Response> {
    let rows = payload
        .get("components")
        .or_else(|| payload.get("data").and_then(|d| d.get("components")))?
        .as_array()?;
    let problem = rows
        .iter()
        .flat_map(|row| row["components"].as_array().into_iter().flatten())
        .find_map(fault)?;
    eprintln!("fake discord: refused components: {problem}");
    Some(Response::json(
        400,
        &json!({ "code": 50035, "message": "Invalid Form Body", "errors": { "components": problem } }),
    ))
}

impl Message {
    /// The options of the string select menus on this message, as `(label, value)`, in order.
    pub fn menu_options(&self) -> Vec<(String, String)> {
        self.component_list()
            .into_iter()
            .filter(|c| c["type"].as_u64() == Some(3))
            .flat_map(|menu| menu["options"].as_array().cloned().unwrap_or_default())
            .map(|option| {
                let text = |key: &str| option[key].as_str().unwrap_or_default().to_owned();
                (text("label"), text("value"))
            })
            .collect()
    }
}

impl FakeDiscord {
    /// Chooses, as `user`, the option labelled `label` in the string select menu on `message`
    /// that lists it (Discord's client offers only the listed options and sends the chosen
    /// one's value). Returns the interaction id.
    pub async fn choose(&self, user: &FakeUser, message: &Message, label: &str) -> u64 {
        let menus = message.component_list();
        let (menu, value) = menus
            .iter()
            .filter(|c| c["type"].as_u64() == Some(3))
            .find_map(|menu| {
                let options = menu["options"].as_array()?;
                let option = options
                    .iter()
                    .find(|o| o["label"].as_str() == Some(label))?;
                Some((menu["custom_id"].as_str()?, option["value"].as_str()?))
            })
            .unwrap_or_else(|| {
                panic!(
                    "fake discord: no menu option {label:?} on {:?} (it offers {:?})",
                    message.text(),
                    message.menu_options()
                )
            });
        let (menu, value) = (menu.to_owned(), value.to_owned());
        self.select(user, message, &menu, &[value.as_str()]).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn menu(options: usize, value_chars: usize) -> Value {
        let options: Vec<Value> = (0..options)
            .map(|i| json!({ "label": format!("{i}"), "value": format!("{i}{}", "v".repeat(value_chars)) }))
            .collect();
        json!({ "components": [{ "type": 1, "components": [
            { "type": 3, "custom_id": "menu", "options": options }
        ]}]})
    }

    #[test]
    fn components_past_discords_limits_are_refused() {
        assert!(over_limits(&menu(25, 90)).is_none());
        assert!(over_limits(&menu(26, 1)).is_some(), "26 options");
        assert!(over_limits(&menu(0, 1)).is_some(), "no options");
        assert!(over_limits(&menu(2, 100)).is_some(), "a value of 101");
        let long_id = json!({ "data": { "components": [{ "type": 1, "components": [
            { "type": 2, "style": 1, "label": "Go", "custom_id": "x".repeat(101) }
        ]}]}});
        assert!(over_limits(&long_id).is_some());
        let repeated = json!({ "components": [{ "type": 1, "components": [{ "type": 3,
            "custom_id": "m", "options": [{ "label": "a", "value": "v" }, { "label": "b", "value": "v" }]
        }]}]});
        assert!(over_limits(&repeated).is_some());
        let input = json!({ "data": { "components": [{ "type": 1, "components": [
            { "type": 4, "custom_id": "t", "style": 1, "label": "L".repeat(46) }
        ]}]}});
        assert!(over_limits(&input).is_some(), "a text input label of 46");
        assert!(over_limits(&json!({ "content": "no components" })).is_none());
    }
}
