//! What Discord refuses for where or when a request acts, recorded so tests can assert none
//! happened: any bot call on a private channel of users outside the interaction webhooks
//! (403 / 50001 Missing Access), and an interaction token used more than 15 minutes after the
//! interaction was created (401 / 50027 Invalid Webhook Token), with a clock tests can move.

use std::time::Duration;

use super::FakeDiscord;
use super::http::{Request, Response};
use super::server::Shared;
use super::state::{Event, Interaction, Refusal, State};

/// How long an interaction token is valid for follow-ups and for reading, editing and deleting
/// its messages.
pub const TOKEN_LIFETIME: Duration = Duration::from_mins(15);

/// Records the refusal and answers it as Discord does.
fn refuse(state: &mut State, refusal: Refusal, message: &str) -> Response {
    let response = Response::error(refusal.status, refusal.code, message);
    state.events.push(Event::Refused(refusal));
    response
}

/// The answer to a route under `/channels/{id}/...` when `{id}` is a private channel the bot is
/// not a member of: 403 / 50001, whatever the route (messages, typing, threads, reactions,
/// pins, the channel itself). `None` for every other request.
pub fn private_channel_route(
    shared: &Shared,
    request: &Request,
    segments: &[&str],
) -> Option<Response> {
    let channel: u64 = segments
        .strip_prefix(&["channels"])?
        .first()?
        .parse()
        .ok()?;
    // Only a private channel of users is refused.
    shared.lock().channels.get(&channel)?.private.as_ref()?;
    let refusal = Refusal {
        request: format!("{} {}", request.method, request.path),
        channel,
        interaction: None,
        status: 403,
        code: 50001,
    };
    Some(shared.update(|state| refuse(state, refusal, "Missing Access")))
}

/// How old the interaction is: the time since it was sent plus what tests added.
fn age(interaction: &Interaction) -> Duration {
    interaction.injected_at.elapsed() + interaction.aged
}

/// The answer to a webhook route using the token of interaction `id` when that token has
/// expired (401 / 50027); `None` while it is valid.
pub fn expired_token(state: &mut State, request: &Request, id: u64) -> Option<Response> {
    let interaction = state.interactions.get(&id)?;
    if age(interaction) <= TOKEN_LIFETIME {
        return None;
    }
    let refusal = Refusal {
        request: format!("{} {}", request.method, request.path),
        channel: interaction.channel_id,
        interaction: Some(id),
        status: 401,
        code: 50027,
    };
    Some(refuse(state, refusal, "Invalid Webhook Token"))
}

impl FakeDiscord {
    /// Every request Discord refused for where or when it acted, in order: bot calls on a
    /// private channel (403 / 50001), expired interaction tokens (401 / 50027).
    pub fn refusals(&self) -> Vec<Refusal> {
        self.events()
            .into_iter()
            .filter_map(|e| match e {
                Event::Refused(refusal) => Some(refusal),
                _ => None,
            })
            .collect()
    }

    /// The refusals of requests acting on `channel` (for a webhook route, the channel of the
    /// interaction whose token it used).
    pub fn refused_in(&self, channel: u64) -> Vec<Refusal> {
        self.refusals()
            .into_iter()
            .filter(|r| r.channel == channel)
            .collect()
    }

    /// Makes every interaction sent so far `by` older, as if that much time had passed for
    /// them: past 15 minutes their tokens are refused (see `refusals`). Interactions sent later
    /// start young.
    pub fn age_interactions(&self, by: Duration) {
        self.shared.update(|state| {
            for interaction in state.interactions.values_mut() {
                interaction.aged += by;
            }
        });
    }
}
