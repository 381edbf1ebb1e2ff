//! What an operator sees of the process from outside: its metrics in Prometheus' exposition
//! format and its health, served over HTTP when `[observability] listen` is configured.
//!
//! The metrics are the process's (one set per process, as Prometheus scrapes a process): the
//! service and the bot record into them where the work happens (a command's answer, a
//! delivery, an expert's thinking); what the database holds (the outbox's backlog, jobs past
//! due, games in progress) and the state of the shards are read when Prometheus scrapes, through
//! the `Probe` the bot gives the listener. This layer stands on the engine's names and the
//! stored kinds only; readiness is judged by a pure function (`health`).

mod health;
mod labels;
mod memory;
mod metrics;
mod server;

pub use health::{Checks, DatabaseHealth, Readiness, ShardsHealth, readiness};
pub use labels::{DeliveryOutcome, Name, Outcome, ShardState};
pub use memory::resident_bytes;
pub use metrics::{Metrics, Workload, metrics};
pub use server::{Probe, serve};
