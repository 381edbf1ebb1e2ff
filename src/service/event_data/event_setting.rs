//! A tournament's or a league's setting refused: which rule of the event's settings it broke.

use crate::engine::wording::{Worded, Wording};
use crate::tournament::schedule::ScheduleError;

/// An event setting refused. Its `Display` is the English refusal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventSetting {
    TournamentNeedsServer,
    LeagueNeedsServer,
    Rounds,
    Schedule(ScheduleError),
    RoundLength,
    Repeats,
    Divisions(usize),
    Spreads,
    NameControls(EventKind),
    NameInvisible(EventKind),
    NameLength,
    TurnLimit,
    SeasonLength,
    DivisionSize,
    GamesAtOnce,
    Movers,
}

crate::engine::english::said_in_english!(EventSetting);

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
