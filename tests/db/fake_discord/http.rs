//! The HTTP/1.1 server side the fake needs: reading requests (Content-Length or chunked bodies,
//! several per connection) and writing responses.

use std::io;

use tokio::io::{AsyncBufRead, AsyncBufReadExt, AsyncReadExt, AsyncWrite, AsyncWriteExt};

/// Requests larger than this are refused (the bot sends board images of a few hundred KB).
const MAX_BODY: usize = 32 * 1024 * 1024;
const MAX_HEAD_LINE: usize = 16 * 1024;

/// One HTTP request as received.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Request {
    pub method: String,
    /// The path without the query string, e.g. `/api/v10/gateway`.
    pub path: String,
    /// The query string without `?` (empty if none).
    pub query: String,
    /// Header names in lower case, in the order received.
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Request {
    /// The first header with this name (case-insensitive).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// Whether the connection stays open after this request (HTTP/1.1 default).
    pub fn keep_alive(&self) -> bool {
        !self
            .header("connection")
            .is_some_and(|v| v.eq_ignore_ascii_case("close"))
    }

    /// Whether this asks to become a WebSocket.
    pub fn is_websocket_upgrade(&self) -> bool {
        self.header("upgrade")
            .is_some_and(|v| v.eq_ignore_ascii_case("websocket"))
    }
}

fn bad(message: impl Into<String>) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, message.into())
}

/// Reads one line ending in CRLF (or LF) without the line end; `None` at end of input.
async fn read_line<R: AsyncBufRead + Unpin>(reader: &mut R) -> io::Result<Option<String>> {
    let mut line = Vec::new();
    let n = (&mut *reader)
        .take(MAX_HEAD_LINE as u64)
        .read_until(b'\n', &mut line)
        .await?;
    if n == 0 {
        return Ok(None);
    }
    if line.last() != Some(&b'\n') {
        return Err(bad("header line too long or cut off"));
    }
    line.pop();
    if line.last() == Some(&b'\r') {
        line.pop();
    }
    String::from_utf8(line)
        .map(Some)
        .map_err(|_| bad("header line is not UTF-8"))
}

/// Reads the next request; `Ok(None)` when the client closed the connection between requests.
pub async fn read_request<R: AsyncBufRead + Unpin>(reader: &mut R) -> io::Result<Option<Request>> {
    let request_line = loop {
        match read_line(reader).await? {
            None => return Ok(None),
            // Tolerate stray empty lines between requests (RFC 9112 section 2.2).
            Some(line) if line.is_empty() => {}
            Some(line) => break line,
        }
    };
    let mut parts = request_line.split(' ');
    let (Some(method), Some(target), Some(version)) = (parts.next(), parts.next(), parts.next())
    else {
        return Err(bad(format!("bad request line {request_line:?}")));
    };
    if !version.starts_with("HTTP/1.") {
        return Err(bad(format!("unsupported version in {request_line:?}")));
    }
    let (path, query) = target.split_once('?').unwrap_or((target, ""));
    let mut request = Request {
        method: method.to_owned(),
        path: path.to_owned(),
        query: query.to_owned(),
        ..Request::default()
    };
    loop {
        let line = read_line(reader)
            .await?
            .ok_or_else(|| bad("connection closed inside the headers"))?;
        if line.is_empty() {
            break;
        }
        let (name, value) = line
            .split_once(':')
            .ok_or_else(|| bad(format!("bad header line {line:?}")))?;
        request
            .headers
            .push((name.trim().to_ascii_lowercase(), value.trim().to_owned()));
    }
    let chunked = request
        .header("transfer-encoding")
        .is_some_and(|v| v.to_ascii_lowercase().contains("chunked"));
    if chunked {
        request.body = read_chunked(reader).await?;
    } else if let Some(length) = request.header("content-length") {
        let length: usize = length
            .parse()
            .map_err(|_| bad(format!("bad Content-Length {length:?}")))?;
        if length > MAX_BODY {
            return Err(bad(format!("body of {length} bytes is too large")));
        }
        let mut body = vec![0; length];
        reader.read_exact(&mut body).await?;
        request.body = body;
    }
    Ok(Some(request))
}

/// Reads a chunked body (RFC 9112 section 7.1), dropping extensions and trailers.
async fn read_chunked<R: AsyncBufRead + Unpin>(reader: &mut R) -> io::Result<Vec<u8>> {
    let mut body = Vec::new();
    loop {
        let line = read_line(reader)
            .await?
            .ok_or_else(|| bad("connection closed inside a chunked body"))?;
        let size_text = line.split(';').next().unwrap_or("").trim();
        let size = usize::from_str_radix(size_text, 16)
            .map_err(|_| bad(format!("bad chunk size line {line:?}")))?;
        if size == 0 {
            // Trailer fields until the empty line.
            while let Some(trailer) = read_line(reader).await? {
                if trailer.is_empty() {
                    return Ok(body);
                }
            }
            return Err(bad("connection closed inside the trailers"));
        }
        if body.len() + size > MAX_BODY {
            return Err(bad("chunked body is too large"));
        }
        let start = body.len();
        body.resize(start + size, 0);
        reader.read_exact(&mut body[start..]).await?;
        let end = read_line(reader).await?;
        if end.as_deref() != Some("") {
            return Err(bad("chunk not followed by CRLF"));
        }
    }
}

/// One HTTP response.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Response {
    pub status: u16,
    pub content_type: &'static str,
    pub body: Vec<u8>,
    /// Never sent: the connection waits until the client goes away (a test kills the bot while
    /// Discord has made the message but the bot has not heard so).
    pub held: bool,
    /// Sent only after this long (a slow Discord).
    pub delay: Option<std::time::Duration>,
}

impl Response {
    pub fn json(status: u16, value: &serde_json::Value) -> Self {
        Self {
            status,
            content_type: "application/json",
            body: serde_json::to_vec(value).expect("JSON values always serialize"),
            held: false,
            delay: None,
        }
    }

    pub fn no_content() -> Self {
        Self {
            status: 204,
            content_type: "application/json",
            body: Vec::new(),
            held: false,
            delay: None,
        }
    }

    /// A Discord-style error: `{"message": ..., "code": ...}`.
    pub fn error(status: u16, code: u32, message: &str) -> Self {
        Self::json(
            status,
            &serde_json::json!({ "message": message, "code": code }),
        )
    }

    /// Writes the response with its Content-Length.
    pub async fn write_to<W: AsyncWrite + Unpin>(&self, writer: &mut W) -> io::Result<()> {
        let mut head = format!(
            "HTTP/1.1 {} {}\r\ncontent-length: {}\r\n",
            self.status,
            reason(self.status),
            self.body.len()
        );
        if self.status != 204 {
            head.push_str("content-type: ");
            head.push_str(self.content_type);
            head.push_str("\r\n");
        }
        head.push_str("\r\n");
        // One write: a head and a body written apart would wait on the client's delayed ACK
        // (Nagle's algorithm), adding about 40 ms to every response.
        let mut bytes = head.into_bytes();
        bytes.extend_from_slice(&self.body);
        writer.write_all(&bytes).await?;
        writer.flush().await
    }
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        201 => "Created",
        204 => "No Content",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        _ => "Unknown",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn parse_all(bytes: &[u8]) -> Vec<Request> {
        let mut reader = tokio::io::BufReader::new(bytes);
        let mut requests = Vec::new();
        while let Some(request) = read_request(&mut reader).await.unwrap() {
            requests.push(request);
        }
        requests
    }

    #[tokio::test]
    async fn reads_keep_alive_requests_with_and_without_bodies() {
        let wire = b"GET /api/v10/gateway HTTP/1.1\r\nHost: x\r\nAuthorization: Bot t\r\n\r\n\
POST /api/v10/channels/5/messages?wait=true HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 15\r\n\r\n{\"content\":\"a\"}";
        let requests = parse_all(wire).await;
        assert_eq!(requests.len(), 2);
        assert_eq!(requests[0].method, "GET");
        assert_eq!(requests[0].path, "/api/v10/gateway");
        assert_eq!(requests[0].header("AUTHORIZATION"), Some("Bot t"));
        assert!(requests[0].body.is_empty());
        assert!(requests[0].keep_alive());
        assert_eq!(requests[1].path, "/api/v10/channels/5/messages");
        assert_eq!(requests[1].query, "wait=true");
        assert_eq!(requests[1].body, b"{\"content\":\"a\"}");
    }

    #[tokio::test]
    async fn reads_a_chunked_body_with_extensions_and_trailers() {
        let wire = b"PATCH /x HTTP/1.1\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n\
4;ext=1\r\nWiki\r\n6\r\npedia \r\nE\r\nin \r\n\r\nchunks.\r\n0\r\nX-Trailer: y\r\n\r\n";
        let requests = parse_all(wire).await;
        assert_eq!(requests.len(), 1);
        assert_eq!(requests[0].body, b"Wikipedia in \r\n\r\nchunks.");
        assert!(!requests[0].keep_alive());
    }

    #[tokio::test]
    async fn refuses_garbage_and_truncated_bodies() {
        let mut reader = tokio::io::BufReader::new(&b"NONSENSE\r\n\r\n"[..]);
        assert!(read_request(&mut reader).await.is_err());
        let mut reader =
            tokio::io::BufReader::new(&b"POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\nabc"[..]);
        assert!(read_request(&mut reader).await.is_err());
        let mut reader = tokio::io::BufReader::new(
            &b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n"[..],
        );
        assert!(read_request(&mut reader).await.is_err());
    }

    #[tokio::test]
    async fn detects_a_websocket_upgrade() {
        let wire = b"GET /gateway?v=10 HTTP/1.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n";
        let requests = parse_all(wire).await;
        assert!(requests[0].is_websocket_upgrade());
        assert_eq!(requests[0].query, "v=10");
    }

    #[tokio::test]
    async fn writes_a_response_with_its_length() {
        let mut out = Vec::new();
        Response::error(403, 50007, "Cannot send messages to this user")
            .write_to(&mut out)
            .await
            .unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.starts_with("HTTP/1.1 403 Forbidden\r\n"), "{text}");
        assert!(text.ends_with(r#"{"code":50007,"message":"Cannot send messages to this user"}"#));
        assert!(text.contains("content-length: 60\r\n"), "{text}");
    }
}
