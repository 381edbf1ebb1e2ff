//! The listener for Prometheus and for whoever asks whether the process is well (systemd,
//! Kubernetes, a load balancer), over HTTP/1.1 with hyper: `GET /metrics` (the exposition, its
//! database gauges read first), `/healthz` (the process answers: 200) and `/readyz` (200 when
//! ready, else 503 with each reason on a line). It serves only what `Probe` and the metrics
//! give: no page names a user, a server or a game.

use std::convert::Infallible;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use http_body_util::Full;
use hyper::body::Incoming;
use hyper::header::{CONTENT_TYPE, HeaderValue};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpListener;

use super::health::Readiness;
use super::metrics::metrics;

/// The exposition's content type (the `OpenMetrics` text, which Prometheus asks for first).
const OPENMETRICS: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";
/// How long a client may take to send a request's head before the connection is closed.
const HEAD_WITHIN: Duration = Duration::from_secs(10);

/// What the listener asks of the running process at each request.
pub trait Probe: Send + Sync + 'static {
    /// Brings the gauges read at scrape time (the database's backlog, the shards, the pool,
    /// memory) up to date.
    fn refresh(&self) -> impl Future<Output = ()> + Send;
    /// Whether the process can do its work now.
    fn readiness(&self) -> impl Future<Output = Readiness> + Send;
}

/// Answers connections on `listener` until the task is dropped.
pub async fn serve<P: Probe>(listener: TcpListener, probe: Arc<P>) {
    loop {
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            Err(error) => {
                // Out of file descriptors, say: wait a moment rather than spin.
                tracing::warn!(%error, "the metrics listener cannot accept a connection");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let probe = Arc::clone(&probe);
        tokio::spawn(async move {
            let service = service_fn(move |request| answer(Arc::clone(&probe), request));
            let served = http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(HEAD_WITHIN)
                .serve_connection(TokioIo::new(stream), service)
                .await;
            if let Err(error) = served {
                tracing::debug!(%error, "a metrics connection ended");
            }
        });
    }
}

/// The answer to one request.
async fn answer<P: Probe>(
    probe: Arc<P>,
    request: Request<Incoming>,
) -> Result<Response<Full<Bytes>>, Infallible> {
    if !matches!(*request.method(), Method::GET | Method::HEAD) {
        return Ok(text(
            StatusCode::METHOD_NOT_ALLOWED,
            "GET only\n".to_owned(),
        ));
    }
    Ok(match request.uri().path() {
        "/metrics" => {
            probe.refresh().await;
            let mut response = text(StatusCode::OK, metrics().encode());
            response
                .headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static(OPENMETRICS));
            response
        }
        "/healthz" => text(StatusCode::OK, "ok\n".to_owned()),
        "/readyz" => match probe.readiness().await {
            Readiness::Ready => text(StatusCode::OK, "ready\n".to_owned()),
            Readiness::NotReady(reasons) => {
                text(StatusCode::SERVICE_UNAVAILABLE, reasons.join("\n") + "\n")
            }
        },
        _ => text(StatusCode::NOT_FOUND, "not found\n".to_owned()),
    })
}

/// A plain-text response.
fn text(status: StatusCode, body: String) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(Bytes::from(body)));
    *response.status_mut() = status;
    response.headers_mut().insert(
        CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    response
}
