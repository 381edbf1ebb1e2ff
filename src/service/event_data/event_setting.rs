//! A tournament's or a league's setting refused: which rule of the event's settings it broke.

use crate::engine::wording::{Worded, Wording};
use crate::tournament::schedule::ScheduleError;

/// An event setting refused. Its `Display` is the English refusal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EventSetting {
    #[error("Tournaments run on a server, not in DMs.")]
    TournamentNeedsServer,
    #[error("Leagues run on a server, not in DMs.")]
    LeagueNeedsServer,
    #[error("A tournament has 1 to 40 rounds.")]
    Rounds,
    #[error("The pairing schedule: {0}.")]
    Schedule(ScheduleError),
    #[error("A round lasts between 1 hour and 30 days.")]
    RoundLength,
    #[error("The maximum number of repeats is 0 to 40.")]
    Repeats,
    #[error("A tournament has 1 to {0} divisions.")]
    Divisions(usize),
    #[error("The bye spread is 0 to 500 and the forfeit spread -500 to 0.")]
    Spreads,
    #[error("A {} name cannot hold control characters.", .0.noun())]
    NameControls(EventKind),
    #[error("A {} name needs at least one visible character.", .0.noun())]
    NameInvisible(EventKind),
    #[error("The name must be 1 to 60 characters on one line, without ; or #.")]
    NameLength,
    #[error("The turn time limit must be between 1 hour and 7 days.")]
    TurnLimit,
    #[error("A season lasts 1 to 180 days.")]
    SeasonLength,
    #[error("A division holds 2 to 32 players.")]
    DivisionSize,
    #[error("A player has 1 to 10 games going at once.")]
    GamesAtOnce,
    #[error("0 to 16 players go up and down per division.")]
    Movers,
}

impl Worded for EventSetting {
    fn wording(&self) -> Wording {
        let tournament = |kind: &EventKind| *kind == EventKind::Tournament;
        Wording::new(match self {
            EventSetting::TournamentNeedsServer => "event-tournament-needs-server",
            EventSetting::LeagueNeedsServer => "event-league-needs-server",
            EventSetting::Rounds => "event-rounds",
            EventSetting::Schedule(error) => {
                return Wording::new("event-schedule").said("reason", error.wording());
            }
            EventSetting::RoundLength => "event-round-length",
            EventSetting::Repeats => "event-repeats",
            EventSetting::Divisions(most) => {
                return Wording::new("event-divisions").number("most", *most);
            }
            EventSetting::Spreads => "event-spreads",
            EventSetting::NameControls(kind) if tournament(kind) => {
                "event-tournament-name-controls"
            }
            EventSetting::NameControls(_) => "event-league-name-controls",
            EventSetting::NameInvisible(kind) if tournament(kind) => {
                "event-tournament-name-invisible"
            }
            EventSetting::NameInvisible(_) => "event-league-name-invisible",
            EventSetting::NameLength => "event-name-length",
            EventSetting::TurnLimit => "event-turn-limit",
            EventSetting::SeasonLength => "event-season-length",
            EventSetting::DivisionSize => "event-division-size",
            EventSetting::GamesAtOnce => "event-games-at-once",
            EventSetting::Movers => "event-movers",
        })
    }
}

/// Which kind of event a name is for (it names the kind in a refusal).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventKind {
    Tournament,
    League,
}

impl EventKind {
    /// The kind as a refusal names it.
    pub(crate) fn noun(self) -> &'static str {
        match self {
            EventKind::Tournament => "tournament",
            EventKind::League => "league",
        }
    }
}
