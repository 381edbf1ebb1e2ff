//! GCG game records: the record as data ([`GcgRecord`]), its reader, writer and text decoding.

mod encoding;
mod from_game;
mod read;
mod record;
mod write;

pub use encoding::decode;
pub use from_game::{Disclosure, record_of};
pub use read::{GcgError, GcgProblem, read};
pub use record::{Action, Entry, Event, Exchanged, GcgRecord, Player, Pragma};
pub use write::write;

#[cfg(test)]
mod tests;
