//! The `data` of buttons, select menus and submitted modals the tests send, and the checks
//! Discord's client makes on a form's typed values.

use serde_json::{Value, json};

use super::payloads;
use super::state::{Message, State};

/// `data` of a button press (no `values`) or a string select (with `values`).
pub fn component_data(custom_id: &str, values: Option<&[&str]>) -> Value {
    match values {
        None => json!({ "custom_id": custom_id, "component_type": 2 }),
        Some(values) => json!({ "custom_id": custom_id, "component_type": 3, "values": values }),
    }
}

/// `data` of a submitted modal: one text input per `(custom_id, value)`.
pub fn modal_data(custom_id: &str, fields: &[(&str, &str)]) -> Value {
    let rows: Vec<Value> = fields
        .iter()
        .map(|(id, value)| {
            json!({ "type": 1, "components": [{ "type": 4, "custom_id": id, "value": value }] })
        })
        .collect();
    json!({ "custom_id": custom_id, "components": rows })
}

/// Discord's client checks typed values against the text inputs of the form the bot showed
/// (the latest modal with `custom_id`): within `min_length` and `max_length`.
pub fn check_modal_fields(
    state: &State,
    custom_id: &str,
    fields: &[(&str, &str)],
) -> Result<(), String> {
    let Some(form) = state
        .interactions
        .values()
        .rev()
        .filter_map(|i| i.modal.as_ref())
        .find(|m| m["custom_id"].as_str() == Some(custom_id))
    else {
        return Ok(());
    };
    let inputs: Vec<&Value> = form["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().into_iter().flatten())
        .collect();
    for (id, value) in fields {
        let Some(input) = inputs.iter().find(|i| i["custom_id"].as_str() == Some(id)) else {
            continue;
        };
        let chars = value.chars().count() as u64;
        if input["max_length"].as_u64().is_some_and(|max| chars > max)
            || input["min_length"].as_u64().is_some_and(|min| chars < min)
        {
            return Err(format!(
                "Discord refuses {id:?} of the form {custom_id}: {chars} characters (min {}, max {})",
                input["min_length"], input["max_length"]
            ));
        }
    }
    Ok(())
}

/// The message a component sits on, as the interaction carries it.
pub fn component_message(state: &State, message: &Message) -> Value {
    payloads::message(state, message)
}
