//! The events area's types, over the shared handle.

crate::service::shared::area! {
    /// Tournaments and leagues as their players and directors use them.
    Events
}

crate::service::shared::area! {
    /// What moves an event on: results, rounds, seasons and the events' job runner.
    Pacing
}
