//! Reading the bot's metrics and health over HTTP as Prometheus and a load balancer do: a plain
//! HTTP/1.1 GET and its status and body; a value of the exposition by its series; the address
//! the bot listens on, from its log (it is started on port 0).

use std::net::SocketAddr;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::fake_discord::FakeDiscord;

/// An answer: its status and body.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub body: String,
}

/// `GET path` on the bot's listener.
pub async fn get(address: SocketAddr, path: &str) -> Answer {
    let mut stream = TcpStream::connect(address)
        .await
        .expect("connecting to the metrics listener");
    let request = format!("GET {path} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n");
    stream
        .write_all(request.as_bytes())
        .await
        .expect("sending a request");
    let mut raw = Vec::new();
    stream
        .read_to_end(&mut raw)
        .await
        .expect("reading the answer");
    let text = String::from_utf8(raw).expect("a text answer");
    let (head, body) = text.split_once("\r\n\r\n").expect("a head and a body");
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("no status in {head:?}"));
    Answer {
        status,
        body: body.to_owned(),
    }
}

/// The exposition, checked to be served.
pub async fn metrics(address: SocketAddr) -> String {
    let answer = get(address, "/metrics").await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    answer.body
}

/// The value of `series` (its name and labels as the exposition writes them), 0 when the
/// series is not there (nothing was counted yet).
pub fn value(exposition: &str, series: &str) -> f64 {
    exposition
        .lines()
        .find_map(|line| line.strip_prefix(series)?.strip_prefix(' ')?.parse().ok())
        .unwrap_or(0.0)
}

/// The address the bot serves metrics on, from its log line `serving metrics and health`.
pub async fn address(discord: &FakeDiscord) -> SocketAddr {
    discord
        .wait_until("the bot to serve metrics", |state| {
            state
                .bot_log
                .iter()
                .filter(|line| line.contains("serving metrics and health"))
                .find_map(|line| {
                    let at = line.split_once("address=")?.1;
                    at.split_whitespace().next()?.parse().ok()
                })
        })
        .await
}
