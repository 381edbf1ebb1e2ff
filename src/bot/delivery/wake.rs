//! Waking this process's delivery runner early: a command that wrote rows for later (a pairing,
//! the event's posts) or a delivery that failed and set a retry sooner than the runner's sleep.

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
