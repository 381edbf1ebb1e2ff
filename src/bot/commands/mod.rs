//! The commands: poise slash commands, button presses and the exchange form, each answered
//! privately. What a command wrote to the outbox is delivered through `delivery`'s public API
//! (deliver now, wake the runner); nothing here is reached from `delivery`.

mod answer;
mod buttons;
mod choices;
mod clock;
mod conversation;
mod game;
mod help;
mod league;
#[cfg(test)]
mod localised;
mod looks;
mod panel;
mod panel_answers;
mod panel_forms;
pub mod pictures;
mod placements;
mod practice;
mod puzzle;
mod puzzle_text;
mod replay;
mod review;
mod review_text;
mod score;
mod settings;
mod timing;
mod tournament;
mod turns;
mod word;

// What the commands reach of the rest of the bot: the shared pieces and delivery's public API.
use super::context::{Context, Data};
use super::errors::{self, Error};
use super::locale::{self, Tr};
use super::{
    announce, button_ids, delivery, memory, racks, reply, request, tables, text, tournament_text,
    turn_text,
};
pub(super) use answer::on_error;
use answer::private;
pub(super) use clock::{post_command, pre_command};
pub(super) use timing::handle;

/// Every slash command the bot registers, with its names and descriptions in each language
/// Discord has a locale for (see `locale`).
pub(super) fn commands() -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![
        game::game(),
        turns::play(),
        turns::exchange(),
        turns::pass(),
        turns::challenge(),
        turns::close_square(),
        turns::place(),
        looks::rack(),
        looks::board(),
        looks::history(),
        looks::gcg(),
        score::score(),
        looks::games(),
        word::word(),
        review::review(),
        puzzle::puzzle(),
        practice::practice(),
        settings::settings(),
        tournament::tournament(),
        league::league(),
        help::help(),
    ];
    locale::localise(&mut commands);
    commands
}
