//! The listening side: one TCP listener on 127.0.0.1 serving REST requests (keep-alive) and
//! upgrading `/gateway` to a WebSocket.

use std::io::ErrorKind;
use std::sync::{Arc, Mutex, MutexGuard};

use tokio::io::BufReader;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::handshake::derive_accept_key;
use tokio_tungstenite::tungstenite::protocol::Role;

use super::http::{self, Response};
use super::state::State;
use super::{gateway, rest};

/// The state every connection shares, with a counter bumped on every change (waiters watch it).
#[derive(Debug)]
pub struct Shared {
    state: Mutex<State>,
    changed: watch::Sender<u64>,
    pub port: u16,
}

impl Shared {
    pub fn new(state: State, port: u16) -> Self {
        Self {
            state: Mutex::new(state),
            changed: watch::channel(0).0,
            port,
        }
    }

    /// Reads the state.
    pub fn lock(&self) -> MutexGuard<'_, State> {
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Changes the state and wakes every waiter.
    pub fn update<T>(&self, change: impl FnOnce(&mut State) -> T) -> T {
        let out = change(&mut self.lock());
        self.changed.send_modify(|n| *n += 1);
        out
    }

    pub fn subscribe(&self) -> watch::Receiver<u64> {
        self.changed.subscribe()
    }
}

/// Accepts connections until the runtime ends.
pub async fn serve(listener: TcpListener, shared: Arc<Shared>) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        // Real Discord answers without Nagle delays; so does the fake, so latency figures
        // measure the bot.
        let _ = stream.set_nodelay(true);
        let shared = Arc::clone(&shared);
        tokio::spawn(async move {
            match connection(stream, shared).await {
                // A client going away (the bot killed, a pooled connection dropped) is normal.
                Err(error)
                    if matches!(
                        error.kind(),
                        ErrorKind::ConnectionReset
                            | ErrorKind::BrokenPipe
                            | ErrorKind::UnexpectedEof
                    ) => {}
                Err(error) => eprintln!("fake discord: connection ended: {error}"),
                Ok(()) => {}
            }
        });
    }
}

async fn connection(stream: TcpStream, shared: Arc<Shared>) -> std::io::Result<()> {
    let mut reader = BufReader::new(stream);
    while let Some(request) = http::read_request(&mut reader).await? {
        if shared.lock().silent {
            // Gone quiet: the request is taken and never answered, as by a dead peer.
            shared.update(|state| state.unanswered += 1);
            let mut rest = Vec::new();
            let _ = tokio::io::AsyncReadExt::read_to_end(&mut reader, &mut rest).await;
            return Ok(());
        }
        if shared.lock().failing {
            shared.update(|state| state.refused += 1);
            let down = serde_json::json!({ "message": "Service Unavailable", "code": 0 });
            Response::json(503, &down)
                .write_to(reader.get_mut())
                .await?;
            if !request.keep_alive() {
                break;
            }
            continue;
        }
        if request.is_websocket_upgrade() {
            let key = request.header("sec-websocket-key").unwrap_or_default();
            let head = format!(
                "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: {}\r\n\r\n",
                derive_accept_key(key.as_bytes())
            );
            tokio::io::AsyncWriteExt::write_all(reader.get_mut(), head.as_bytes()).await?;
            let early = reader.buffer().to_vec();
            let ws = WebSocketStream::from_partially_read(
                reader.into_inner(),
                early,
                Role::Server,
                None,
            )
            .await;
            gateway::session(ws, shared).await;
            return Ok(());
        }
        let keep_alive = request.keep_alive();
        let response = rest::handle(&shared, &request);
        if response.held {
            // Wait for the client to go away; it never gets this answer.
            let mut rest = Vec::new();
            let _ = tokio::io::AsyncReadExt::read_to_end(&mut reader, &mut rest).await;
            return Ok(());
        }
        if let Some(delay) = response.delay {
            tokio::time::sleep(delay).await;
        }
        response.write_to(reader.get_mut()).await?;
        if !keep_alive {
            break;
        }
    }
    Ok(())
}

/// A 404 for routes the fake does not know, said loudly so missing routes are found quickly.
pub fn unknown_route(shared: &Shared, request: &http::Request) -> Response {
    eprintln!(
        "fake discord: UNKNOWN ROUTE {} {} (body {} bytes): answering 404",
        request.method,
        request.path,
        request.body.len()
    );
    shared.update(|state| {
        state.events.push(super::state::Event::UnknownRoute {
            method: request.method.clone(),
            path: request.path.clone(),
        });
    });
    Response::error(404, 0, "404: Not Found (unknown route in the fake Discord)")
}
