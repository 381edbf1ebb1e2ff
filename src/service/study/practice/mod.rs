//! Practice from a player's own finished games (`/practice`): positions where they gave up the
//! most equity by the hard level's static measure (missed bingos first, see
//! `engine::practice`), found lazily when they ask, served one at a time until answered, and
//! a streak of right answers. Private to the player; their own rack only.

mod analyse;
mod answer;
mod serve;
mod view;

pub use view::{PracticeOffer, PracticeRecord, PracticeVerdict, PracticeView};
