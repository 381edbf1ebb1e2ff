//! The gateway WebSocket: HELLO, IDENTIFY -> `READY` + `GUILD_CREATE`, heartbeat ACKs, and the
//! dispatches (`INTERACTION_CREATE` ...) the tests inject.

use std::sync::Arc;

use serde_json::{Value, json};
use serenity::futures::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio::sync::mpsc;
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::Message as Frame;

use super::payloads;
use super::server::Shared;
use super::state::{Event, Session};

const HEARTBEAT_INTERVAL_MS: u64 = 41_250;

/// Serves one gateway connection until it closes.
pub async fn session(mut ws: WebSocketStream<TcpStream>, shared: Arc<Shared>) {
    let hello = json!({ "op": 10, "d": { "heartbeat_interval": HEARTBEAT_INTERVAL_MS } });
    if ws.send(Frame::text(hello.to_string())).await.is_err() {
        return;
    }
    let (sender, mut outgoing) = mpsc::unbounded_channel::<Value>();
    let mut sequence = 0u64;
    let mut number = None;
    let mut changes = shared.subscribe();
    loop {
        let frame = tokio::select! {
            incoming = ws.next() => match incoming {
                Some(Ok(frame)) => frame,
                _ => break,
            },
            _ = changes.changed() => {
                let state = shared.lock();
                if state.silent || state.failing {
                    break; // the connection drops without a close frame
                }
                continue;
            }
            Some(dispatch) = outgoing.recv() => {
                sequence += 1;
                let frame = json!({ "op": 0, "s": sequence, "t": dispatch["t"], "d": dispatch["d"] });
                if ws.send(Frame::text(frame.to_string())).await.is_err() {
                    break;
                }
                continue;
            }
        };
        let text = match frame {
            Frame::Text(text) => text,
            Frame::Binary(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            Frame::Close(_) => break,
            _ => continue,
        };
        let Ok(payload) = serde_json::from_str::<Value>(&text) else {
            eprintln!("fake discord: gateway frame is not JSON: {text}");
            continue;
        };
        match payload["op"].as_u64() {
            Some(1) => {
                let ack = json!({ "op": 11 });
                if ws.send(Frame::text(ack.to_string())).await.is_err() {
                    break;
                }
            }
            Some(2) => {
                let (ready, guild, n) = shared.update(|state| {
                    state.sessions_started += 1;
                    let n = state.sessions_started;
                    state.sessions.push(Session {
                        number: n,
                        sender: sender.clone(),
                    });
                    state.events.push(Event::Connected { session: n });
                    let resume = format!("ws://127.0.0.1:{}/gateway", shared.port);
                    let mut ready = payloads::ready(state, &format!("session-{n}"), &resume);
                    // A sharded client identifies as [shard, total]: READY says the same.
                    if payload["d"]["shard"].is_array() {
                        ready["shard"] = payload["d"]["shard"].clone();
                    }
                    let mut guilds = vec![payloads::guild(state)];
                    for (id, name) in &state.other_guilds {
                        guilds.push(payloads::guild_named(state, Some(*id), name));
                    }
                    (ready, guilds, n)
                });
                number = Some(n);
                let _ = sender.send(json!({ "t": "READY", "d": ready }));
                for guild in guild {
                    let _ = sender.send(json!({ "t": "GUILD_CREATE", "d": guild }));
                }
            }
            Some(6) => {
                // No resuming: the shard identifies afresh.
                let invalid = json!({ "op": 9, "d": false });
                if ws.send(Frame::text(invalid.to_string())).await.is_err() {
                    break;
                }
            }
            _ => {}
        }
    }
    if let Some(n) = number {
        shared.update(|state| state.sessions.retain(|s| s.number != n));
    }
}

/// Sends a dispatch to the newest live session; false if the bot is not connected.
pub fn dispatch(shared: &Shared, event: &str, data: &Value) -> bool {
    let state = shared.lock();
    state
        .sessions
        .iter()
        .max_by_key(|s| s.number)
        .is_some_and(|s| s.sender.send(json!({ "t": event, "d": data })).is_ok())
}
