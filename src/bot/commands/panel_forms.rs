//! The move panel's forms: Play (word, square, direction) and Exchange (tiles), with the
//! lengths Discord enforces, and reading what was typed into them.

use poise::serenity_prelude as serenity;

use super::button_ids::panel_form_id;

fn input(label: &str, id: &str, placeholder: &str, max: u16) -> serenity::CreateActionRow {
    serenity::CreateActionRow::InputText(
        serenity::CreateInputText::new(serenity::InputTextStyle::Short, label, id)
            .placeholder(placeholder)
            .max_length(max),
    )
}

pub(super) fn play(game_id: i64, version: i32) -> serenity::CreateModal {
    serenity::CreateModal::new(panel_form_id("play", game_id, version), "Play a word").components(
        vec![
            input(
                "Word (lower case = blank)",
                "word",
                "for example HORN or hoRN",
                25,
            ),
            input("Square of its first letter", "square", "for example H8", 3),
            input("Direction: across or down", "direction", "across", 6),
        ],
    )
}

pub(super) fn exchange(game_id: i64, version: i32) -> serenity::CreateModal {
    serenity::CreateModal::new(
        panel_form_id("exchange", game_id, version),
        "Exchange tiles",
    )
    .components(vec![input(
        "Tiles to exchange (? for a blank)",
        "tiles",
        "for example QVU",
        32,
    )])
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
