//! Waking this process's runners early: the delivery runner, for a command that wrote rows for
//! later (a pairing, the event's posts) or a delivery that failed and set a retry sooner than
//! the runner's sleep; the event runner, for a board's thread just made (its game opens).

/// Wakes this process's runner early (a delivery failed and set a retry sooner than its sleep).
static WAKE: tokio::sync::Notify = tokio::sync::Notify::const_new();

/// Has the runner look again at once (after its least pause since its last run).
pub fn wake() {
    WAKE.notify_one();
}

/// Resolves when [`wake`] was called (at once if it was called since the runner last looked).
pub(super) async fn woken() {
    WAKE.notified().await;
}

/// Wakes this process's event runner early (a board's thread was made: its game opens).
static WAKE_EVENTS: tokio::sync::Notify = tokio::sync::Notify::const_new();

/// Has the event runner look again at once.
pub fn wake_events() {
    WAKE_EVENTS.notify_one();
}

/// Resolves when [`wake_events`] was called (at once if it was called since the runner last
/// looked).
pub(super) async fn events_woken() {
    WAKE_EVENTS.notified().await;
}
