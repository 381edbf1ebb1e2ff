//! The games area's types, over the shared handle.

crate::service::shared::area! {
    /// Playing games: lobbies, starts, turns, the computer's moves, ends, boards' games.
    Games
}

crate::service::shared::area! {
    /// Reading games: tables, racks, histories, records, replays, placings, previews, words.
    Tables
}

crate::service::shared::area! {
    /// Turn clocks: the job runner (reminders, time-outs, computer steps), a player's games.
    Clocks
}
