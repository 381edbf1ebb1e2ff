//! The bot's words in each language it speaks: Fluent catalogues, one directory a language
//! (`locales/<code>/`), built into the binary (`catalogue`). `commands` registers the slash
//! commands' names and descriptions in every language Discord has a locale for; `messages`
//! says what the bot says in a language.

mod catalogue;
mod commands;
mod messages;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod wording_tests;

#[cfg(test)]
pub use catalogue::{Catalogue, messages_of};
pub use commands::localise;
#[cfg(test)]
pub use commands::{COMMAND_CATALOGUES, command_key, option_key};
pub use messages::Tr;
