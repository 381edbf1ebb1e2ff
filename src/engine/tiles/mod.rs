//! Tiles: the letters of a tile set with their counts and values ([`TileSet`], one table per
//! edition in `editions.rs`), a tile on the board ([`Placed`]), and how tiles are typed and
//! written as text (`text.rs`: multi-letter tiles such as Spanish `CH` or Catalan `L·L`), and
//! each edition's fold of the letters it has no tile for (`fold.rs`: French É is E).

mod editions;
mod fold;
mod placed;
mod set;
mod text;

pub use editions::{EDITIONS, Edition, UnknownEdition};
pub use fold::Fold;
pub use placed::{BLANK, Letter, Placed};
pub use set::{LetterSpec, TileSet};
pub use text::{Reading, TileTextError, Typed};
