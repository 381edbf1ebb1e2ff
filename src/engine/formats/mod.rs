//! Game record and position formats: GCG (whole games) and CGP (one position), read and
//! written as text. The engine never opens files: readers take text (or bytes, for GCG's
//! encodings) and writers return text.

pub mod cgp;
pub mod gcg;
