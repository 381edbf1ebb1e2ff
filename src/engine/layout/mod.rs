//! Board layouts: size, premium squares, start squares and special squares, as data.

mod boards;
mod map;
mod pos;
mod square;

#[cfg(test)]
mod tests;

pub use map::{Layout, LayoutError};
pub use pos::{Direction, Pos, column_name};
pub use square::{SpecialSquare, Square};
