//! The move panel's forms: Play (word, and the square and direction if the player knows them)
//! and Exchange (tiles), with the lengths Discord enforces, reading what was typed into them,
//! and refusals of what was typed told how to fill the form.

use poise::serenity_prelude as serenity;

use crate::service::{ServiceError, UserError};

use super::button_ids::panel_form_id;
use super::{Error, Tr, errors};

fn input(label: &str, id: &str, placeholder: &str, max: u16) -> serenity::CreateInputText {
    serenity::CreateInputText::new(serenity::InputTextStyle::Short, label, id)
        .placeholder(placeholder)
        .max_length(max)
}

/// The play form: the word, then the square and direction, which may be left empty to be shown
/// where the word's tiles can go.
pub(super) fn play(game_id: i64, version: i32, tr: Tr) -> serenity::CreateModal {
    serenity::CreateModal::new(
        panel_form_id("play", game_id, version),
        tr.text("panel-form-play"),
    )
    .components(
        [
            input(
                &tr.text("panel-form-word"),
                "word",
                &tr.text("panel-form-word-example"),
                25,
            ),
            input(
                &tr.text("panel-form-square"),
                "square",
                &tr.text("panel-form-square-empty"),
                3,
            )
            .required(false),
            input(&tr.text("panel-form-direction"), "direction", "across", 6).required(false),
        ]
        .into_iter()
        .map(serenity::CreateActionRow::InputText)
        .collect(),
    )
}

pub(super) fn exchange(game_id: i64, version: i32, tr: Tr) -> serenity::CreateModal {
    serenity::CreateModal::new(
        panel_form_id("exchange", game_id, version),
        tr.text("panel-form-exchange"),
    )
    .components(vec![serenity::CreateActionRow::InputText(input(
        &tr.text("panel-form-tiles"),
        "tiles",
        &tr.text("panel-form-tiles-example"),
        32,
    ))])
}

/// The value typed into the form's text input `custom_id`.
pub(super) fn form_value(rows: &[serenity::ActionRow], custom_id: &str) -> String {
    rows.iter()
        .flat_map(|row| &row.components)
        .find_map(|c| match c {
            serenity::ActionRowComponent::InputText(input) if input.custom_id == custom_id => {
                input.value.clone()
            }
            _ => None,
        })
        .unwrap_or_default()
}

/// The square and direction of the play form as `/play` writes them: `8H` across, `H8` down.
pub(super) fn coord_of(square: &str, direction: &str, tr: Tr) -> Result<String, Error> {
    let square = square.trim().to_ascii_uppercase();
    let letters: String = square.chars().filter(char::is_ascii_uppercase).collect();
    let digits: String = square.chars().filter(char::is_ascii_digit).collect();
    if letters.len() != 1 || digits.is_empty() || letters.len() + digits.len() != square.len() {
        return Err(UserError::BadSquare(square).into());
    }
    match direction.trim().to_ascii_lowercase().as_str() {
        "a" | "across" => Ok(format!("{digits}{letters}")),
        "d" | "down" => Ok(format!("{letters}{digits}")),
        _ => Err(Error::User(tr.text("panel-form-bad-direction"))),
    }
}

/// A refusal of a play written in the Play form: how to write it is told for the form, not
/// for `/play`.
pub(super) fn written_in_form(error: ServiceError, tr: Tr) -> Error {
    match error {
        ServiceError::User(refused) => Error::User(errors::player_text_in(
            &refused,
            errors::WrittenIn::PlayForm,
            tr,
        )),
        internal @ ServiceError::Internal(_) => internal.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_form_square_and_direction_make_a_coordinate() {
        assert_eq!(coord_of("h8", "across", Tr::default()).unwrap(), "8H");
        assert_eq!(coord_of(" H8 ", "Down", Tr::default()).unwrap(), "H8");
        assert_eq!(coord_of("8h", "d", Tr::default()).unwrap(), "H8");
        assert!(coord_of("HH8", "across", Tr::default()).is_err());
        assert!(coord_of("H8", "sideways", Tr::default()).is_err());
        assert!(coord_of("", "across", Tr::default()).is_err());
    }

    #[test]
    fn the_play_form_asks_only_for_the_word() {
        let form = serde_json::to_value(play(3, 7, Tr::default())).unwrap();
        let inputs: Vec<&serde_json::Value> = form["components"]
            .as_array()
            .unwrap()
            .iter()
            .map(|row| &row["components"][0])
            .collect();
        let required: Vec<(&str, bool)> = inputs
            .iter()
            .map(|i| {
                let required = i["required"].as_bool().unwrap_or(true);
                (i["custom_id"].as_str().unwrap(), required)
            })
            .collect();
        assert_eq!(
            required,
            [("word", true), ("square", false), ("direction", false)]
        );
        // Discord's limit on a text input's label.
        assert!(
            inputs
                .iter()
                .all(|i| i["label"].as_str().unwrap().len() <= 45)
        );
    }
}
