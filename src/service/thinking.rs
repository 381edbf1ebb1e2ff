//! Where computer players that deliberate (the expert level: seconds a move) think: a few
//! threads of their own, one fewer than the machine's cores (at least one), at a lower
//! scheduling priority. The threads that answer commands never run a simulation, and a
//! simulation never takes the last core from them, however many games wait for a computer:
//! those wait in line here instead, each game's job lease kept alive meanwhile. The line's
//! length and each move's think time are in the metrics.

#![allow(unsafe_code)]

use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Instant;

use anyhow::anyhow;

use crate::observe::metrics;

/// A piece of thinking handed to the threads.
type Work = Box<dyn FnOnce() + Send>;

/// How much lower than the bot's own the thinking threads' priority is (a nice value).
const LOWER_PRIORITY_BY: libc::c_int = 10;

/// The line of waiting work; the threads start with the first piece.
fn line() -> &'static Mutex<Sender<Work>> {
    static LINE: OnceLock<Mutex<Sender<Work>>> = OnceLock::new();
    LINE.get_or_init(|| {
        let (sender, receiver) = channel::<Work>();
        let receiver = Arc::new(Mutex::new(receiver));
        for n in 0..threads() {
            let receiver = Arc::clone(&receiver);
            std::thread::Builder::new()
                .name(format!("lexicord-thinker-{n}"))
                .spawn(move || think_in_turn(&receiver))
                .expect("a thread for computer players can be started");
        }
        Mutex::new(sender)
    })
}

/// Thinking threads: one fewer than the cores, at least one.
pub fn threads() -> usize {
    std::thread::available_parallelism()
        .map_or(1, usize::from)
        .saturating_sub(1)
        .max(1)
}

/// One thread's life: lower its priority, then take work from the line until the process ends.
fn think_in_turn(receiver: &Mutex<Receiver<Work>>) {
    lower_priority();
    loop {
        let next = match receiver.lock() {
            Ok(receiver) => receiver.recv(),
            Err(_) => return,
        };
        match next {
            Ok(work) => work(),
            Err(_) => return,
        }
    }
}

/// Lowers the calling thread's scheduling priority (on Linux a nice value is per thread). Not
/// being able to is no reason to stop: the thread then thinks at the bot's own priority.
fn lower_priority() {
    // SAFETY: setpriority only reads its integer arguments; `0` names the calling thread.
    let status = unsafe { libc::setpriority(libc::PRIO_PROCESS, 0, LOWER_PRIORITY_BY) };
    if status != 0 {
        tracing::debug!("the thinking threads keep the bot's priority");
    }
}

/// Runs `work` on a thinking thread and waits (asynchronously) for its answer. A panic in the
/// work is an error here, never a lost thread.
pub async fn think<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> anyhow::Result<T> {
    let (answer, answered) = tokio::sync::oneshot::channel();
    let work: Work = Box::new(move || {
        metrics().thinking_started();
        let started = Instant::now();
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(work));
        metrics().thought(started.elapsed());
        // The asker may have gone (a shutdown): the answer is then nobody's.
        let _ = answer.send(result);
    });
    metrics().thinking_queued();
    let sent = line()
        .lock()
        .map_err(|_| anyhow!("the computer players' line is broken"))
        .and_then(|line| {
            line.send(work)
                .map_err(|_| anyhow!("no thread is left to think for computer players"))
        });
    if let Err(error) = sent {
        metrics().thinking_started();
        return Err(error);
    }
    match answered.await {
        Ok(Ok(value)) => Ok(value),
        Ok(Err(_)) => Err(anyhow!("a computer player's thinking panicked")),
        Err(_) => Err(anyhow!("a computer player's thinking was dropped")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn work_comes_back_with_its_answer_and_a_panic_is_an_error() {
        let answer = think(|| 6 * 7).await.expect("answered");
        assert_eq!(answer, 42);
        let panicked = think(|| -> u8 { panic!("a bug in a computer player") }).await;
        assert!(panicked.is_err());
        // The thread that caught the panic still thinks.
        assert_eq!(
            think(|| "still here").await.expect("answered"),
            "still here"
        );
    }

    #[tokio::test]
    async fn the_threads_think_at_a_lower_priority() {
        // SAFETY: getpriority reads the calling thread's nice value.
        let nice = think(|| unsafe { libc::getpriority(libc::PRIO_PROCESS, 0) })
            .await
            .expect("answered");
        // SAFETY: as above, for the test's own thread.
        let own = unsafe { libc::getpriority(libc::PRIO_PROCESS, 0) };
        assert_eq!(nice, (own + LOWER_PRIORITY_BY).min(19));
    }
}
