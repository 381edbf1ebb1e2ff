//! The label values of the metrics, each from a fixed set (a table of names), so that no series
//! is ever made per user, server, game or channel.

use std::fmt::Write as _;

use prometheus_client::encoding::{EncodeLabelValue, LabelValueEncoder};

use crate::engine::names::Named;

/// A value's name from its table (an outbox kind, a job kind, a variant, a button): the label
/// can only hold a name some table lists.
#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq)]
pub struct Name(&'static str);

impl<T: Named> From<T> for Name {
    fn from(value: T) -> Self {
        Self(value.name())
    }
}

impl Name {
    pub fn as_str(self) -> &'static str {
        self.0
    }
}

impl EncodeLabelValue for Name {
    fn encode(&self, encoder: &mut LabelValueEncoder) -> Result<(), std::fmt::Error> {
        encoder.write_str(self.0)
    }
}

/// Label values written as their name in the type's table.
macro_rules! label_by_name {
    ($($named:ty),+ $(,)?) => {
        $(
            impl EncodeLabelValue for $named {
                fn encode(&self, encoder: &mut LabelValueEncoder) -> Result<(), std::fmt::Error> {
                    encoder.write_str(Named::name(*self))
                }
            }
        )+
    };
}

/// How a command or a button press ended for the person who gave it.
#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq)]
pub enum Outcome {
    /// Done as asked (a repeated delivery of the same interaction counts here too).
    Ok,
    /// Refused with a reason for the person (their mistake, a rule, a permission).
    Refused,
    /// Failed on our side: the person was given an error id.
    InternalError,
}

impl Named for Outcome {
    const KIND: &'static str = "interaction outcome";
    const TABLE: &'static [(Self, &'static str)] = &[
        (Self::Ok, "ok"),
        (Self::Refused, "refused"),
        (Self::InternalError, "internal_error"),
    ];
}

/// Where a Discord gateway shard of this process stands.
#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq)]
pub enum ShardState {
    Connected,
    /// Connected again after a drop, taking up its session where it was.
    Resuming,
    Connecting,
    Handshake,
    Identifying,
    /// Not connected, nor trying at this moment (it is queued to start again).
    Disconnected,
}

impl ShardState {
    /// Whether the shard serves events (or is about to, resuming its session).
    pub fn serves(self) -> bool {
        matches!(self, Self::Connected | Self::Resuming)
    }
}

impl Named for ShardState {
    const KIND: &'static str = "shard state";
    const TABLE: &'static [(Self, &'static str)] = &[
        (Self::Connected, "connected"),
        (Self::Resuming, "resuming"),
        (Self::Connecting, "connecting"),
        (Self::Handshake, "handshake"),
        (Self::Identifying, "identifying"),
        (Self::Disconnected, "disconnected"),
    ];
}

/// A database pool's connections: idle, or lent to a query.
#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq)]
pub enum PoolState {
    Idle,
    InUse,
}

impl Named for PoolState {
    const KIND: &'static str = "pool connection state";
    const TABLE: &'static [(Self, &'static str)] = &[(Self::Idle, "idle"), (Self::InUse, "in_use")];
}

label_by_name!(Outcome, ShardState, PoolState);

/// How one delivery of an outbox row ended: done with the stored outcome of the row (`sent`,
/// `dm-closed`, `given-up`, ...), or failed and left for a retry.
#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq)]
pub enum DeliveryOutcome {
    Done(Name),
    Retried,
}

impl EncodeLabelValue for DeliveryOutcome {
    fn encode(&self, encoder: &mut LabelValueEncoder) -> Result<(), std::fmt::Error> {
        encoder.write_str(match self {
            Self::Done(name) => name.as_str(),
            Self::Retried => "retried",
        })
    }
}
