//! What a player asks for when opening a lobby (`LobbyOptions`) or taking a seat
//! (`SeatChoices`), typed and not yet checked, and the limit a refusal states; `lobby_settings`
//! checks them.

use crate::engine::game::{ChallengeRule, PlayerLevel, Role};
use crate::engine::variant::VariantId;

use crate::service::clocks::ClockOptions;

/// Choices for a new game; `None` takes the server's default.
#[derive(Clone, Debug, Default)]
pub struct LobbyOptions {
    pub variant: Option<VariantId>,
    pub challenge_rule: Option<ChallengeRule>,
    pub turn_time_limit_secs: Option<i32>,
    pub lexicon: Option<String>,
    /// Most players the lobby takes (2 to 4).
    pub max_players: Option<i16>,
    /// Use the tournament end-of-game convention instead of the rule books'.
    pub tournament_adjustment: bool,
    /// Reminders, missed-turn limit and time bank.
    pub clock: ClockOptions,
    /// Leave the game out of ratings (games with a computer seat are never rated).
    pub unrated: bool,
    /// The creator's level, where the variant has levels (default intermediate).
    pub level: Option<PlayerLevel>,
    /// The creator's own time per turn, a handicap (default: the game's).
    pub my_turn_time_limit_secs: Option<i32>,
    /// The creator's role, where the variant has roles (default standard).
    pub role: Option<Role>,
}

/// What a player chooses for their own seat on joining.
#[derive(Clone, Copy, Debug, Default)]
pub struct SeatChoices {
    /// Their level, where the variant has levels (default intermediate).
    pub level: Option<PlayerLevel>,
    /// Their own time per turn, a handicap (default: the game's).
    pub turn_time_limit_secs: Option<i32>,
    /// Their role, where the variant has roles (default standard).
    pub role: Option<Role>,
}
