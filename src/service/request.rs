//! Who asks (`Request`): what every use case is told about its caller.

/// Who asks, where, and through which interaction.
#[derive(Clone, Debug)]
pub struct Request {
    pub guild_id: Option<i64>,
    pub channel_id: i64,
    pub user_id: i64,
    /// The name to show for the user.
    pub user_name: String,
    /// Discord's interaction id: a repeated id returns the first outcome and writes nothing.
    pub interaction_id: Option<i64>,
    /// The user may moderate (Manage Server or the configured role), as the Discord layer found.
    pub moderator: bool,
}
