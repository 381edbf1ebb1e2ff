//! `multipart/form-data` bodies (RFC 7578), as serenity sends messages with files: a
//! `payload_json` part and one `files[N]` part per attachment.

/// One part of a form.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Part {
    pub name: String,
    pub filename: Option<String>,
    pub content_type: Option<String>,
    pub body: Vec<u8>,
}

/// The boundary named in a `Content-Type: multipart/form-data; boundary=...` header.
pub fn boundary(content_type: &str) -> Option<String> {
    let (kind, params) = content_type.split_once(';')?;
    if !kind.trim().eq_ignore_ascii_case("multipart/form-data") {
        return None;
    }
    params.split(';').find_map(|param| {
        let (name, value) = param.split_once('=')?;
        name.trim()
            .eq_ignore_ascii_case("boundary")
            .then(|| value.trim().trim_matches('"').to_owned())
    })
}

fn find(haystack: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    haystack
        .get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|i| i + from)
}

/// Splits a form body into its parts.
pub fn parse(body: &[u8], boundary: &str) -> Result<Vec<Part>, String> {
    let delimiter = format!("--{boundary}").into_bytes();
    let mut at = find(body, &delimiter, 0).ok_or("no opening boundary")? + delimiter.len();
    let mut parts = Vec::new();
    loop {
        if body.get(at..at + 2) == Some(b"--") {
            return Ok(parts);
        }
        if body.get(at..at + 2) != Some(b"\r\n") {
            return Err(format!("boundary not followed by CRLF at byte {at}"));
        }
        at += 2;
        let head_end = find(body, b"\r\n\r\n", at).ok_or("part headers never end")?;
        let head =
            std::str::from_utf8(&body[at..head_end]).map_err(|_| "part headers not UTF-8")?;
        let mut part = Part::default();
        for line in head.split("\r\n") {
            let (name, value) = line
                .split_once(':')
                .ok_or_else(|| format!("bad part header {line:?}"))?;
            match name.trim().to_ascii_lowercase().as_str() {
                "content-disposition" => {
                    part.name = disposition_param(value, "name").unwrap_or_default();
                    part.filename = disposition_param(value, "filename");
                }
                "content-type" => part.content_type = Some(value.trim().to_owned()),
                _ => {}
            }
        }
        let content_start = head_end + 4;
        let mut closing = b"\r\n".to_vec();
        closing.extend_from_slice(&delimiter);
        let content_end = find(body, &closing, content_start)
            .ok_or_else(|| format!("part {:?} has no closing boundary", part.name))?;
        part.body = body[content_start..content_end].to_vec();
        parts.push(part);
        at = content_end + closing.len();
    }
}

/// A parameter of a `Content-Disposition` value, e.g. `name` in `form-data; name="files[0]"`.
fn disposition_param(value: &str, wanted: &str) -> Option<String> {
    // Split on `;` outside quotes.
    let mut params = Vec::new();
    let (mut current, mut quoted, mut escaped) = (String::new(), false, false);
    for c in value.chars() {
        if escaped {
            current.push(c);
            escaped = false;
        } else if quoted && c == '\\' {
            escaped = true;
        } else if c == '"' {
            quoted = !quoted;
        } else if c == ';' && !quoted {
            params.push(std::mem::take(&mut current));
        } else {
            current.push(c);
        }
    }
    params.push(current);
    params.iter().find_map(|param| {
        let (name, value) = param.split_once('=')?;
        name.trim()
            .eq_ignore_ascii_case(wanted)
            .then(|| value.trim().to_owned())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_boundary() {
        assert_eq!(
            boundary("multipart/form-data; boundary=abc123").as_deref(),
            Some("abc123")
        );
        assert_eq!(
            boundary("multipart/form-data; charset=utf-8; boundary=\"q q\"").as_deref(),
            Some("q q")
        );
        assert_eq!(boundary("application/json"), None);
    }

    #[test]
    fn splits_a_payload_and_a_binary_file() {
        let png = [0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n', 0, 255];
        let mut body = b"--XyZ\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\
Content-Type: application/json\r\n\r\n{\"content\":\"board\"}\r\n--XyZ\r\n\
Content-Disposition: form-data; name=\"files[0]\"; filename=\"board;1.png\"\r\n\
Content-Type: image/png\r\n\r\n"
            .to_vec();
        body.extend_from_slice(&png);
        body.extend_from_slice(b"\r\n--XyZ--\r\n");
        let parts = parse(&body, "XyZ").unwrap();
        assert_eq!(parts.len(), 2);
        assert_eq!(parts[0].name, "payload_json");
        assert_eq!(parts[0].filename, None);
        assert_eq!(parts[0].body, b"{\"content\":\"board\"}");
        assert_eq!(parts[1].name, "files[0]");
        assert_eq!(parts[1].filename.as_deref(), Some("board;1.png"));
        assert_eq!(parts[1].content_type.as_deref(), Some("image/png"));
        assert_eq!(parts[1].body, png);
    }

    #[test]
    fn reports_a_cut_off_form() {
        let body = b"--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nvalue without end";
        assert!(
            parse(body, "b")
                .unwrap_err()
                .contains("no closing boundary")
        );
        assert!(parse(b"nothing here", "b").is_err());
    }
}
