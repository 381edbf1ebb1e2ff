//! The compact text an outbox row keeps a board's tiles and squares in: one JSON string instead
//! of an array per tile, so writing the row (the database parses it as JSON) stays cheap. Rows
//! written before keep arrays, and read back either way.

use std::fmt::Write as _;

use serde::{Deserialize, Deserializer, Serializer};

/// A tile on the board: row, column, letter, blank.
pub type DrawnTile = (u8, u8, u8, bool);

/// Tiles as `row.col.letter` (a `*` after a blank), separated by spaces.
pub fn tiles_text(tiles: &[DrawnTile]) -> String {
    let mut text = String::with_capacity(tiles.len() * 8);
    for &(row, col, letter, blank) in tiles {
        if !text.is_empty() {
            text.push(' ');
        }
        let _ = write!(text, "{row}.{col}.{letter}");
        if blank {
            text.push('*');
        }
    }
    text
}

/// The tiles of [`tiles_text`] again; `None` when the text is not such a list.
pub fn read_tiles(text: &str) -> Option<Vec<DrawnTile>> {
    text.split_whitespace()
        .map(|item| {
            let (item, blank) = match item.strip_suffix('*') {
                Some(rest) => (rest, true),
                None => (item, false),
            };
            let mut parts = item.split('.').map(str::parse::<u8>);
            let (row, col, letter) = (
                parts.next()?.ok()?,
                parts.next()?.ok()?,
                parts.next()?.ok()?,
            );
            parts.next().is_none().then_some((row, col, letter, blank))
        })
        .collect()
}

/// Squares as `row.col`, separated by spaces.
pub fn squares_text(squares: &[(u8, u8)]) -> String {
    let items: Vec<String> = squares.iter().map(|(r, c)| format!("{r}.{c}")).collect();
    items.join(" ")
}

/// The squares of [`squares_text`] again; `None` when the text is not such a list.
pub fn read_squares(text: &str) -> Option<Vec<(u8, u8)>> {
    text.split_whitespace()
        .map(|item| {
            let (row, col) = item.split_once('.')?;
            Some((row.parse().ok()?, col.parse().ok()?))
        })
        .collect()
}

/// A list as a row keeps it: the compact text, or the arrays of rows written before.
#[derive(Deserialize)]
#[serde(untagged)]
enum Kept<T> {
    Text(String),
    Arrays(Vec<T>),
}

/// Serde for a field of tiles kept as [`tiles_text`].
pub mod tiles {
    use super::{Deserialize, Deserializer, DrawnTile, Kept, Serializer, read_tiles, tiles_text};

    pub fn serialize<S: Serializer>(tiles: &[DrawnTile], out: S) -> Result<S::Ok, S::Error> {
        out.serialize_str(&tiles_text(tiles))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(input: D) -> Result<Vec<DrawnTile>, D::Error> {
        match Kept::deserialize(input)? {
            Kept::Text(text) => read_tiles(&text)
                .ok_or_else(|| serde::de::Error::custom(format!("not a list of tiles: {text}"))),
            Kept::Arrays(tiles) => Ok(tiles),
        }
    }
}

/// Serde for a field of squares kept as [`squares_text`].
pub mod squares {
    use super::{Deserialize, Deserializer, Kept, Serializer, read_squares, squares_text};

    pub fn serialize<S: Serializer>(squares: &[(u8, u8)], out: S) -> Result<S::Ok, S::Error> {
        out.serialize_str(&squares_text(squares))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(input: D) -> Result<Vec<(u8, u8)>, D::Error> {
        match Kept::deserialize(input)? {
            Kept::Text(text) => read_squares(&text)
                .ok_or_else(|| serde::de::Error::custom(format!("not a list of squares: {text}"))),
            Kept::Arrays(squares) => Ok(squares),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiles_and_squares_read_back_from_their_text() {
        let tiles = vec![(0, 3, 2, false), (14, 14, 26, true), (7, 7, 0, false)];
        assert_eq!(tiles_text(&tiles), "0.3.2 14.14.26* 7.7.0");
        assert_eq!(read_tiles(&tiles_text(&tiles)), Some(tiles));
        assert_eq!(read_tiles(""), Some(Vec::new()));
        assert_eq!(read_tiles("1.2"), None);
        assert_eq!(read_tiles("1.2.3.4"), None);
        assert_eq!(read_tiles("1.2.x"), None);
        let squares = vec![(10, 3), (10, 5)];
        assert_eq!(squares_text(&squares), "10.3 10.5");
        assert_eq!(read_squares(&squares_text(&squares)), Some(squares));
        assert_eq!(read_squares("10"), None);
    }

    #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug)]
    struct Row {
        #[serde(with = "super::tiles")]
        tiles: Vec<DrawnTile>,
        #[serde(with = "super::squares")]
        squares: Vec<(u8, u8)>,
    }

    #[test]
    fn a_row_written_with_arrays_reads_the_same_as_one_written_as_text() {
        let old = r#"{"tiles": [[0, 3, 2, false], [9, 4, 12, true]], "squares": [[10, 3]]}"#;
        let read: Row = serde_json::from_str(old).unwrap();
        let written = serde_json::to_string(&read).unwrap();
        assert_eq!(written, r#"{"tiles":"0.3.2 9.4.12*","squares":"10.3"}"#);
        assert_eq!(serde_json::from_str::<Row>(&written).unwrap(), read);
        assert!(serde_json::from_str::<Row>(r#"{"tiles": "x", "squares": ""}"#).is_err());
    }
}
