//! How long each button press or form took, and how it ended, for the metrics: timed around its
//! handler, its outcome noted where its error, if any, became the person's answer
//! (`errors::reply_text`). Slash commands are timed by `clock`.

use std::cell::Cell;
use std::time::Instant;

use poise::serenity_prelude as serenity;

use crate::engine::names::Named;
use crate::observe::{Name, Outcome, metrics};

use super::button_ids::{self, Action};
use super::errors::PRESS_OUTCOME;
use super::{Data, Error};

/// Handles a button press or a submitted form (`buttons::handle`), timed by what was pressed.
pub async fn handle(
    ctx: &serenity::Context,
    data: &Data,
    interaction: &serenity::Interaction,
) -> Result<(), Error> {
    let Some(pressed) = pressed(interaction) else {
        return Box::pin(super::buttons::handle(ctx, data, interaction)).await;
    };
    let started = Instant::now();
    let (handled, outcome) = PRESS_OUTCOME
        .scope(Cell::new(Outcome::Ok), async {
            let handled = Box::pin(super::buttons::handle(ctx, data, interaction)).await;
            (handled, PRESS_OUTCOME.with(Cell::get))
        })
        .await;
    let outcome = match &handled {
        Err(error) => super::errors::outcome_of(error),
        Ok(()) => outcome,
    };
    metrics().button(Name::from(pressed), outcome, started.elapsed());
    handled
}

/// What a button or form is, for the metrics (never its game or version).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pressed {
    Panel,
    PanelForm,
    Pass,
    ExchangeForm,
    Exchange,
    Challenge,
    Rack,
    Join,
    Start,
    Other,
}

impl Named for Pressed {
    const KIND: &'static str = "button";
    const TABLE: &'static [(Self, &'static str)] = &[
        (Self::Panel, "panel"),
        (Self::PanelForm, "panel-form"),
        (Self::Pass, "pass"),
        (Self::ExchangeForm, "exchange-form"),
        (Self::Exchange, "exchange"),
        (Self::Challenge, "challenge"),
        (Self::Rack, "rack"),
        (Self::Join, "join"),
        (Self::Start, "start"),
        (Self::Other, "other"),
    ];
}

/// What was pressed or submitted; `None` for a slash command or an autocomplete.
fn pressed(interaction: &serenity::Interaction) -> Option<Pressed> {
    match interaction {
        serenity::Interaction::Component(press) => {
            let id = press.data.custom_id.as_str();
            if button_ids::panel_of(id).is_some() {
                return Some(Pressed::Panel);
            }
            Some(match button_ids::action_of(id).map(|(_, action)| action) {
                Some(Action::Pass) => Pressed::Pass,
                Some(Action::ExchangeForm) => Pressed::ExchangeForm,
                Some(Action::Exchange(_)) => Pressed::Exchange,
                Some(Action::Challenge) => Pressed::Challenge,
                Some(Action::Rack) => Pressed::Rack,
                Some(Action::Join) => Pressed::Join,
                Some(Action::Start) => Pressed::Start,
                None => Pressed::Other,
            })
        }
        serenity::Interaction::Modal(form) => {
            let id = form.data.custom_id.as_str();
            Some(if button_ids::panel_form_of(id).is_some() {
                Pressed::PanelForm
            } else if id.starts_with("exchange:") {
                Pressed::Exchange
            } else {
                Pressed::Other
            })
        }
        _ => None,
    }
}
