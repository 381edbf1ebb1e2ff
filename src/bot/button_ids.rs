//! The buttons' ids: each button's `custom_id` names its game and action (`turn:{game}:pass`,
//! `lobby:{game}:join`), built here under the posts the delivery makes and read back here when
//! a button is pressed, so the two never disagree.

use poise::serenity_prelude as serenity;

/// The buttons under a turn's board; Exchange only in a game that has exchanges.
pub fn turn_row(game_id: i64, exchanges: bool) -> serenity::CreateActionRow {
    let button = |action: &str, label: &str, style| {
        serenity::CreateButton::new(format!("turn:{game_id}:{action}"))
            .label(label)
            .style(style)
    };
    let mut buttons = vec![button("pass", "Pass", serenity::ButtonStyle::Secondary)];
    if exchanges {
        buttons.push(button(
            "exchange",
            "Exchange",
            serenity::ButtonStyle::Secondary,
        ));
    }
    buttons.extend([
        button("challenge", "Challenge", serenity::ButtonStyle::Danger),
        button("rack", "My rack", serenity::ButtonStyle::Primary),
    ]);
    serenity::CreateActionRow::Buttons(buttons)
}

/// The buttons under a lobby.
pub fn lobby_row(game_id: i64) -> serenity::CreateActionRow {
    serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new(format!("lobby:{game_id}:join"))
            .label("Join")
            .style(serenity::ButtonStyle::Primary),
        serenity::CreateButton::new(format!("lobby:{game_id}:start"))
            .label("Start")
            .style(serenity::ButtonStyle::Success),
    ])
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
}
