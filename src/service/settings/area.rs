//! The settings area's type, over the shared handle.

crate::service::shared::area! {
    /// A server's choices and a player's reminders.
    Settings
}
