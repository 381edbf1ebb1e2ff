//! Move text as players and game records write it: GCG/CGP coordinates (`8D` across, `D8`
//! down) and words with through tiles, parsed into placements and printed back.

mod coord;
mod play;

pub use coord::{Coord, NotationError};
pub use play::{PlayText, ThroughStyle, format_play, parse_play, parse_play_at, parse_play_text};
