//! The bot's words in each language it speaks: Fluent catalogues, one directory a language
//! (`locales/<code>/`), built into the binary (`catalogue`). `commands` registers the slash
//! commands' names and descriptions in every language Discord has a locale for; `messages`
//! says what the bot says in a language, naming the commands as its reader's client shows them
//! (`references`); `leftovers` finds English left in another language's text (tests).

mod catalogue;
mod commands;
#[cfg(test)]
mod leftover_tests;
#[cfg(test)]
pub mod leftovers;
mod messages;
mod references;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod wording_tests;

#[cfg(test)]
pub use catalogue::{Catalogue, messages_of};
pub use commands::localise;
#[cfg(test)]
pub use commands::{COMMAND_CATALOGUES, choice_key, command_key, option_key};
pub use messages::Tr;
