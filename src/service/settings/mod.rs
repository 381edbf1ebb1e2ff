//! The settings area: a server's settings and clock settings, changed by moderators, and a
//! player's reminders (`Settings`). Reading a server's settings is the shared handle's
//! (`Shared::server_settings`), since every area does it.

mod area;
mod clock_choices;
mod server_settings;
pub use area::Settings;
