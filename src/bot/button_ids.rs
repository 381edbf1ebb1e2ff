//! The buttons' ids: each button's `custom_id` names its game and action (`turn:{game}:pass`,
//! `lobby:{game}:join`, the move panel's `panel:{game}:{version}:pass`), built here under the
//! posts the delivery makes and read back here when a button is pressed, so the two never
//! disagree. An id is never trusted for who may press it: the handlers check the seat.

use poise::serenity_prelude as serenity;

use super::locale::Tr;
use crate::service::PlacementChoice;

/// The buttons under a turn's board, labelled in `tr`'s language; Exchange only in a game that
/// has exchanges.
pub fn turn_row(game_id: i64, exchanges: bool, tr: Tr) -> serenity::CreateActionRow {
    let button =
        |action: &str, label, style| labelled(format!("turn:{game_id}:{action}"), label, style);
    let mut buttons = vec![button(
        "pass",
        tr.text("button-pass"),
        serenity::ButtonStyle::Secondary,
    )];
    if exchanges {
        buttons.push(button(
            "exchange",
            tr.text("button-exchange"),
            serenity::ButtonStyle::Secondary,
        ));
    }
    buttons.extend([
        button(
            "challenge",
            tr.text("button-challenge"),
            serenity::ButtonStyle::Danger,
        ),
        button(
            "rack",
            tr.text("button-my-rack"),
            serenity::ButtonStyle::Primary,
        ),
    ]);
    serenity::CreateActionRow::Buttons(buttons)
}

/// A button with its id, label and style.
fn labelled(
    custom_id: String,
    label: String,
    style: serenity::ButtonStyle,
) -> serenity::CreateButton {
    serenity::CreateButton::new(custom_id)
        .label(label)
        .style(style)
}

/// The buttons under a lobby, labelled in `tr`'s language.
pub fn lobby_row(game_id: i64, tr: Tr) -> serenity::CreateActionRow {
    serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new(format!("lobby:{game_id}:join"))
            .label(tr.text("button-join"))
            .style(serenity::ButtonStyle::Primary),
        serenity::CreateButton::new(format!("lobby:{game_id}:start"))
            .label(tr.text("button-start"))
            .style(serenity::ButtonStyle::Success),
    ])
}

/// What a move panel's button asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PanelAction {
    /// Show the panel (the games list's button).
    Open,
    Board,
    /// Open the play form.
    PlayForm,
    /// Open the exchange form.
    ExchangeForm,
    Pass,
    Challenge,
    /// Play what the preview showed: a coordinate as `/play` takes it and the word.
    Confirm {
        coord: String,
        word: String,
    },
    /// A place chosen in the menu of places (its value says which: see [`place_of`]).
    Place,
}

/// A panel button's id: the game, the version it was shown at, the action.
fn panel_id(game_id: i64, version: i32, action: &str) -> String {
    format!("panel:{game_id}:{version}:{action}")
}

/// The move panel under a player's rack or games list: Board, Play, Exchange (in a game that
/// has exchanges), Pass, and Challenge while a challenge is open.
pub fn panel_row(
    game_id: i64,
    version: i32,
    (exchanges, challenge): (bool, bool),
    tr: Tr,
) -> serenity::CreateActionRow {
    let button =
        |action: &str, label, style| labelled(panel_id(game_id, version, action), label, style);
    let mut buttons = vec![
        button(
            "board",
            tr.text("button-board"),
            serenity::ButtonStyle::Secondary,
        ),
        button(
            "play",
            tr.text("button-play"),
            serenity::ButtonStyle::Primary,
        ),
    ];
    if exchanges {
        buttons.push(button(
            "exchange",
            tr.text("button-exchange"),
            serenity::ButtonStyle::Secondary,
        ));
    }
    buttons.push(button(
        "pass",
        tr.text("button-pass"),
        serenity::ButtonStyle::Secondary,
    ));
    if challenge {
        buttons.push(button(
            "challenge",
            tr.text("button-challenge"),
            serenity::ButtonStyle::Danger,
        ));
    }
    serenity::CreateActionRow::Buttons(buttons)
}

/// The games list's button that opens a game's panel (it shows the game as it is when pressed).
pub fn open_panel_button(game_id: i64, label: String) -> serenity::CreateButton {
    serenity::CreateButton::new(panel_id(game_id, 0, "open"))
        .label(label)
        .style(serenity::ButtonStyle::Primary)
}

/// The Confirm button under a play's preview.
pub fn confirm_row(
    game_id: i64,
    version: i32,
    (coord, word): (&str, &str),
    tr: Tr,
) -> serenity::CreateActionRow {
    serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new(panel_id(
            game_id,
            version,
            &format!("confirm:{coord}:{word}"),
        ))
        .label(tr.text("button-confirm"))
        .style(serenity::ButtonStyle::Success),
    ])
}

/// Discord's limit on a select menu's options, and on an option's value.
const MENU_OPTIONS: usize = 25;
const OPTION_VALUE_CHARS: usize = 100;

/// The menu of places a word can go (best first), shown after the play form was sent with only
/// a word: each option's value is the coordinate and the word as
/// `/play` takes them (see [`place_of`]); at most Discord's 25 options, and none whose value
/// would be over Discord's 100 characters.
pub fn places_row(
    game_id: i64,
    version: i32,
    places: &[PlacementChoice],
    tr: Tr,
) -> serenity::CreateActionRow {
    let options = places
        .iter()
        .map(|place| (&place.label, format!("{}:{}", place.value, place.word)))
        .filter(|(_, value)| value.chars().count() <= OPTION_VALUE_CHARS)
        .take(MENU_OPTIONS)
        .map(|(label, value)| serenity::CreateSelectMenuOption::new(label, value))
        .collect();
    serenity::CreateActionRow::SelectMenu(
        serenity::CreateSelectMenu::new(
            panel_id(game_id, version, "place"),
            serenity::CreateSelectMenuKind::String { options },
        )
        .placeholder(tr.text("button-places")),
    )
}

/// The coordinate and word of an option chosen in [`places_row`]'s menu.
pub fn place_of(value: &str) -> Option<(String, String)> {
    let (coord, word) = value.split_once(':')?;
    if coord.is_empty() || word.is_empty() {
        return None;
    }
    Some((coord.to_owned(), word.to_owned()))
}

/// The id of a panel form (`play` or `exchange`) for a game shown at `version`.
pub fn panel_form_id(form: &str, game_id: i64, version: i32) -> String {
    format!("panelform:{form}:{game_id}:{version}")
}

/// A panel form's kind, game and version.
pub fn panel_form_of(custom_id: &str) -> Option<(&str, i64, i32)> {
    let mut parts = custom_id.strip_prefix("panelform:")?.splitn(3, ':');
    let form = parts.next()?;
    Some((
        form,
        parts.next()?.parse().ok()?,
        parts.next()?.parse().ok()?,
    ))
}

/// What a panel button's `custom_id` asks for: the game, the version shown, the action.
pub fn panel_of(custom_id: &str) -> Option<(i64, i32, PanelAction)> {
    let mut parts = custom_id.strip_prefix("panel:")?.splitn(3, ':');
    let game = parts.next()?.parse().ok()?;
    let version = parts.next()?.parse().ok()?;
    let action = match parts.next()? {
        "open" => PanelAction::Open,
        "board" => PanelAction::Board,
        "play" => PanelAction::PlayForm,
        "exchange" => PanelAction::ExchangeForm,
        "pass" => PanelAction::Pass,
        "challenge" => PanelAction::Challenge,
        "place" => PanelAction::Place,
        confirm => {
            let (coord, word) = confirm.strip_prefix("confirm:")?.split_once(':')?;
            PanelAction::Confirm {
                coord: coord.to_owned(),
                word: word.to_owned(),
            }
        }
    };
    Some((game, version, action))
}

/// What a `custom_id` asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    Pass,
    ExchangeForm,
    Exchange(String),
    Challenge,
    Rack,
    Join,
    Start,
}

fn parse(custom_id: &str) -> Option<(i64, &str, &str)> {
    let mut parts = custom_id.splitn(3, ':');
    let (family, game, action) = (parts.next()?, parts.next()?, parts.next()?);
    Some((game.parse().ok()?, family, action))
}

pub fn action_of(custom_id: &str) -> Option<(i64, Action)> {
    let (game, family, action) = parse(custom_id)?;
    let action = match (family, action) {
        ("turn", "pass") => Action::Pass,
        ("turn", "exchange") => Action::ExchangeForm,
        ("turn", "challenge") => Action::Challenge,
        ("turn", "rack") => Action::Rack,
        ("lobby", "join") => Action::Join,
        ("lobby", "start") => Action::Start,
        _ => return None,
    };
    Some((game, action))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn custom_ids_name_the_game_and_the_action() {
        assert_eq!(action_of("turn:42:pass"), Some((42, Action::Pass)));
        assert_eq!(action_of("turn:42:rack"), Some((42, Action::Rack)));
        assert_eq!(action_of("lobby:7:start"), Some((7, Action::Start)));
        assert_eq!(action_of("turn:x:pass"), None);
        assert_eq!(action_of("turn:1:dance"), None);
        assert_eq!(action_of("no-such-button"), None);
    }

    #[test]
    fn panel_ids_name_the_game_the_version_and_the_action() {
        assert_eq!(
            panel_of("panel:42:7:pass"),
            Some((42, 7, PanelAction::Pass))
        );
        assert_eq!(
            panel_of("panel:42:0:open"),
            Some((42, 0, PanelAction::Open))
        );
        assert_eq!(
            panel_of("panel:3:9:confirm:8H:HO:RN"),
            Some((
                3,
                9,
                PanelAction::Confirm {
                    coord: "8H".to_owned(),
                    word: "HO:RN".to_owned()
                }
            ))
        );
        assert_eq!(
            panel_of("panel:3:9:place"),
            Some((3, 9, PanelAction::Place))
        );
        assert_eq!(panel_of("panel:3:x:pass"), None);
        assert_eq!(panel_of("panel:3:1:dance"), None);
        assert_eq!(panel_of("turn:3:pass"), None);
        assert_eq!(
            panel_form_of(&panel_form_id("play", 5, 2)),
            Some(("play", 5, 2))
        );
        assert_eq!(panel_form_of("panelform:play:x:2"), None);
    }

    #[test]
    fn a_places_menu_carries_each_coordinate_and_word_within_discords_limits() {
        let place = |label: String, word: String| PlacementChoice {
            label,
            value: "8H".to_owned(),
            word,
        };
        let mut places: Vec<PlacementChoice> = (0..30)
            .map(|i| place(format!("{i}H across — {i} points"), "hORN".to_owned()))
            .collect();
        places.insert(0, place("too long".to_owned(), "W".repeat(120)));
        let row = serde_json::to_value(places_row(12, 4, &places, Tr::default())).unwrap();
        let menu = &row["components"][0];
        assert_eq!(menu["type"], 3);
        assert_eq!(
            panel_of(menu["custom_id"].as_str().unwrap()),
            Some((12, 4, PanelAction::Place))
        );
        let options = menu["options"].as_array().unwrap();
        assert_eq!(options.len(), 25);
        assert_eq!(options[0]["label"], "0H across — 0 points");
        let value = options[0]["value"].as_str().unwrap();
        assert_eq!(place_of(value), Some(("8H".to_owned(), "hORN".to_owned())));
        assert_eq!(
            place_of("8H:HO:RN"),
            Some(("8H".to_owned(), "HO:RN".to_owned()))
        );
        assert_eq!(place_of("8H"), None);
        assert_eq!(place_of(":HORN"), None);
    }
}
