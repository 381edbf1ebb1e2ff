//! Who asks (`Request`): what every use case is told about its caller, and the ids its span
//! carries (`Display`: every use case's span writes them as `request`).

use std::fmt;

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

/// The ids a use case's span carries, so one command's log lines are found together: the
/// interaction, the server and the channel (never a name: those are the user's text).
impl fmt::Display for Request {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.interaction_id {
            Some(id) => write!(f, "interaction {id}")?,
            None => f.write_str("no interaction")?,
        }
        match self.guild_id {
            Some(id) => write!(f, ", guild {id}")?,
            None => f.write_str(", no guild")?,
        }
        write!(f, ", channel {}", self.channel_id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_span_shows_the_ids_and_never_the_name() {
        let mut request = Request {
            guild_id: Some(7),
            channel_id: 42,
            user_id: 5,
            user_name: "@everyone".to_owned(),
            interaction_id: Some(99),
            moderator: false,
        };
        assert_eq!(request.to_string(), "interaction 99, guild 7, channel 42");
        request.guild_id = None;
        request.interaction_id = None;
        assert_eq!(request.to_string(), "no interaction, no guild, channel 42");
    }
}
