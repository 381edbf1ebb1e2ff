//! Turning a GCG file's bytes into text: UTF-8 or ISO-8859-1.

/// Decodes a GCG file. A `#character-encoding` pragma naming ISO-8859-1 (Latin-1) decides it;
/// otherwise valid UTF-8 is read as UTF-8 and anything else as ISO-8859-1, which covers
/// headerless files and pragmas naming encodings we do not know. A UTF-8 byte-order mark is
/// dropped.
pub fn decode(bytes: &[u8]) -> String {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    if !declares_latin1(bytes)
        && let Ok(text) = std::str::from_utf8(bytes)
    {
        return text.to_owned();
    }
    bytes.iter().map(|&b| char::from(b)).collect()
}

/// Whether a `#character-encoding` line names ISO-8859-1.
fn declares_latin1(bytes: &[u8]) -> bool {
    bytes.split(|&b| b == b'\n').any(|line| {
        let Some(value) = line.strip_prefix(b"#character-encoding") else {
            return false;
        };
        let value: String = value
            .iter()
            .filter(|b| b.is_ascii_alphanumeric())
            .map(|&b| char::from(b.to_ascii_lowercase()))
            .collect();
        matches!(value.as_str(), "iso88591" | "latin1" | "l1")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_and_latin1_both_read() {
        assert_eq!(decode("#player1 césar".as_bytes()), "#player1 césar");
        assert_eq!(decode(b"#player1 c\xe9sar"), "#player1 césar");
        assert_eq!(decode(b"\xEF\xBB\xBF#title x"), "#title x");
    }

    #[test]
    fn the_pragma_decides_when_it_names_latin1() {
        let text = "#character-encoding ISO-8859-1\n#player1 Ã©".as_bytes();
        assert!(decode(text).ends_with("Ã\u{83}Â©"));
        let text = "#character-encoding ISO8859-6\n#player1 é".as_bytes();
        assert!(decode(text).ends_with('é'));
    }
}
