//! Interaction answers: callbacks (types 4 to 9), follow-ups, and reads, edits and deletes of
//! `@original` and follow-up messages through the webhook routes (refused once the token is
//! 15 minutes old); and channel messages.

use serde_json::Value;

use super::content::{self, Upload};
use super::http::{Request, Response};
use super::server::Shared;
use super::state::{Event, Interaction, Message, Origin, State};
use super::{payloads, refusals};

fn unknown_interaction() -> Response {
    Response::error(404, 10062, "Unknown interaction")
}

fn unknown_message() -> Response {
    Response::error(404, 10008, "Unknown Message")
}

/// Marks the interaction answered by `message` if nothing answered it before.
fn answered(interaction: &mut Interaction, message: u64) {
    if interaction.answer.is_none() {
        interaction.answer = Some(message);
        interaction.answered_at = Some(std::time::Instant::now());
    }
}

/// `POST /interactions/{id}/{token}/callback`.
pub fn callback(shared: &Shared, request: &Request, id: &str, token: &str) -> Response {
    let (payload, uploads) = match content::read(request) {
        Ok(read) => read,
        Err(response) => return response,
    };
    let Ok(id) = id.parse::<u64>() else {
        return unknown_interaction();
    };
    shared.update(|state| {
        let Some(interaction) = state.interactions.get(&id) else {
            return unknown_interaction();
        };
        if interaction.token != token {
            return unknown_interaction();
        }
        if interaction.acknowledged_at.is_some() {
            state.events.push(Event::CallbackRefused {
                interaction: id,
                code: 40060,
            });
            state
                .interactions
                .get_mut(&id)
                .expect("looked up")
                .refused_callbacks += 1;
            return Response::error(400, 40060, "Interaction has already been acknowledged.");
        }
        let kind = payload["type"].as_u64().unwrap_or(0) as u8;
        let data = &payload["data"];
        let channel_id = interaction.channel_id;
        let original = interaction.original;
        match kind {
            4 | 5 => {
                let mut message = content::create(
                    state,
                    channel_id,
                    Origin::Response { interaction: id },
                    data,
                    uploads,
                );
                message.loading = kind == 5;
                let message_id = message.id;
                state.messages.insert(message_id, message);
                let interaction = state.interactions.get_mut(&id).expect("looked up");
                interaction.original = Some(message_id);
                if kind == 4 {
                    answered(interaction, message_id);
                    state.events.push(Event::Posted {
                        message: message_id,
                    });
                }
            }
            6 => {}
            7 => {
                let Some(message_id) = original else {
                    return Response::error(
                        400,
                        40004,
                        "Update message on an interaction without a message",
                    );
                };
                edit_message(state, message_id, data, uploads);
                answered(
                    state.interactions.get_mut(&id).expect("looked up"),
                    message_id,
                );
            }
            8 => state.interactions.get_mut(&id).expect("looked up").choices = Some(data.clone()),
            9 => state.interactions.get_mut(&id).expect("looked up").modal = Some(data.clone()),
            other => {
                eprintln!("fake discord: callback type {other} is not one the fake knows");
                return Response::error(400, 50035, "Invalid interaction callback type");
            }
        }
        let interaction = state.interactions.get_mut(&id).expect("looked up");
        interaction.acknowledged_at = Some(std::time::Instant::now());
        interaction.callbacks.push(kind);
        state.events.push(Event::Callback {
            interaction: id,
            kind,
        });
        Response::no_content()
    })
}

fn edit_message(state: &mut State, message_id: u64, payload: &Value, uploads: Vec<Upload>) {
    let Some(mut message) = state.messages.remove(&message_id) else {
        return;
    };
    let was_loading = message.loading;
    if !was_loading {
        let mut before = message.clone();
        before.earlier.clear();
        message.earlier.push(before);
    }
    content::apply(state, &mut message, payload, uploads);
    message.loading = false;
    if !was_loading {
        message.edits += 1;
    }
    state.messages.insert(message_id, message);
    state.events.push(if was_loading {
        Event::Posted {
            message: message_id,
        }
    } else {
        Event::Edited {
            message: message_id,
        }
    });
}

/// `POST /webhooks/{app}/{token}`: a follow-up. The first one after a deferral fills the
/// deferred message (and keeps its ephemeral flag), as Discord does.
pub fn follow_up(shared: &Shared, request: &Request, token: &str) -> Response {
    let (payload, uploads) = match content::read(request) {
        Ok(read) => read,
        Err(response) => return response,
    };
    shared.update(|state| {
        let Some(id) = state.interaction_by_token(token) else {
            return Response::error(404, 10015, "Unknown Webhook");
        };
        if let Some(expired) = refusals::expired_token(state, request, id) {
            return expired;
        }
        let interaction = &state.interactions[&id];
        if interaction.acknowledged_at.is_none() {
            return Response::error(
                404,
                10015,
                "Unknown Webhook (the interaction was never acknowledged)",
            );
        }
        let channel_id = interaction.channel_id;
        let loading_original = interaction
            .original
            .filter(|m| state.messages.get(m).is_some_and(|m| m.loading));
        let message_id = if let Some(original) = loading_original {
            edit_message(state, original, &payload, uploads);
            original
        } else {
            let message = content::create(
                state,
                channel_id,
                Origin::FollowUp { interaction: id },
                &payload,
                uploads,
            );
            let message_id = message.id;
            state.messages.insert(message_id, message);
            state
                .interactions
                .get_mut(&id)
                .expect("looked up")
                .followups
                .push(message_id);
            state.events.push(Event::Posted {
                message: message_id,
            });
            message_id
        };
        answered(
            state.interactions.get_mut(&id).expect("looked up"),
            message_id,
        );
        Response::json(200, &payloads::message(state, &state.messages[&message_id]))
    })
}

/// The message `which` (`@original` or an id) of the interaction with `token`.
fn webhook_message(state: &State, token: &str, which: &str) -> Result<(u64, u64), Response> {
    let id = state
        .interaction_by_token(token)
        .ok_or_else(|| Response::error(404, 10015, "Unknown Webhook"))?;
    let interaction = &state.interactions[&id];
    let message_id = if which == "@original" {
        interaction.original.ok_or_else(unknown_message)?
    } else {
        let wanted: u64 = which.parse().map_err(|_| unknown_message())?;
        if interaction.original != Some(wanted) && !interaction.followups.contains(&wanted) {
            return Err(unknown_message());
        }
        wanted
    };
    match state.messages.get(&message_id) {
        Some(message) if !message.deleted => Ok((id, message_id)),
        _ => Err(unknown_message()),
    }
}

/// `GET`, `PATCH` or `DELETE /webhooks/{app}/{token}/messages/{@original | id}`.
pub fn webhook_message_route(
    shared: &Shared,
    request: &Request,
    token: &str,
    which: &str,
) -> Response {
    let read = match request.method.as_str() {
        "PATCH" => match content::read(request) {
            Ok(read) => Some(read),
            Err(response) => return response,
        },
        _ => None,
    };
    shared.update(|state| {
        if let Some(id) = state.interaction_by_token(token)
            && let Some(expired) = refusals::expired_token(state, request, id)
        {
            return expired;
        }
        let (id, message_id) = match webhook_message(state, token, which) {
            Ok(found) => found,
            Err(response) => return response,
        };
        match request.method.as_str() {
            "GET" => {}
            "PATCH" => {
                let (payload, uploads) = read.expect("read above");
                edit_message(state, message_id, &payload, uploads);
                answered(
                    state.interactions.get_mut(&id).expect("looked up"),
                    message_id,
                );
            }
            "DELETE" => {
                delete(state, message_id);
                return Response::no_content();
            }
            _ => return Response::error(405, 0, "405: Method Not Allowed"),
        }
        Response::json(200, &payloads::message(state, &state.messages[&message_id]))
    })
}

pub fn delete(state: &mut State, message_id: u64) {
    if let Some(message) = state.messages.get_mut(&message_id) {
        message.deleted = true;
        state.events.push(Event::Deleted {
            message: message_id,
        });
    }
}

/// `POST /channels/{id}/messages`: a channel message or a DM (refused for users blocking DMs).
pub fn channel_message(shared: &Shared, request: &Request, channel_id: u64) -> Response {
    let (payload, uploads) = match content::read(request) {
        Ok(read) => read,
        Err(response) => return response,
    };
    shared.update(|state| {
        let Some(channel) = state.channels.get(&channel_id) else {
            return Response::error(404, 10003, "Unknown Channel");
        };
        let dm_with = channel.dm_with;
        if state.no_access.contains(&channel_id) {
            state.events.push(Event::PostFailed {
                channel: channel_id,
                status: 403,
            });
            return Response::error(403, 50001, "Missing Access");
        }
        if let Some(refused) =
            super::permissions::refused_post(state, channel_id, !uploads.is_empty())
        {
            state.events.push(Event::PostFailed {
                channel: channel_id,
                status: 403,
            });
            return refused;
        }
        if let Some(left) = state.failing_posts.get_mut(&channel_id).filter(|n| **n > 0) {
            *left -= 1;
            state.events.push(Event::PostFailed {
                channel: channel_id,
                status: 500,
            });
            return Response::error(500, 0, "500: Internal Server Error");
        }
        let nonce = payload["nonce"]
            .as_str()
            .map(str::to_owned)
            .or_else(|| payload["nonce"].as_u64().map(|n| n.to_string()));
        let enforced = payload["enforce_nonce"].as_bool() == Some(true);
        if let Some(nonce) = nonce.as_ref().filter(|_| enforced)
            && let Some(&earlier) = state.nonces.get(nonce)
        {
            state.events.push(Event::NonceReplayed { message: earlier });
            return Response::json(200, &payloads::message(state, &state.messages[&earlier]));
        }
        let origin = match dm_with {
            Some(user) if state.dm_blocked.contains(&user) => {
                state.events.push(Event::DmRefused {
                    user,
                    content: payload["content"].as_str().unwrap_or_default().to_owned(),
                });
                return Response::error(403, 50007, "Cannot send messages to this user");
            }
            Some(user) => Origin::Dm { user },
            None => Origin::Channel,
        };
        let message: Message = content::create(state, channel_id, origin, &payload, uploads);
        let id = message.id;
        state.messages.insert(id, message);
        state.events.push(Event::Posted { message: id });
        if let Some(nonce) = nonce {
            state.nonces.insert(nonce, id);
        }
        let mut response = Response::json(200, &payloads::message(state, &state.messages[&id]));
        if state.hold_next_post.remove(&channel_id) {
            state.events.push(Event::Held { message: id });
            response.held = true;
        }
        if let Some(delay) = state.slow_next_post.remove(&channel_id) {
            state.events.push(Event::Slowed { message: id });
            response.delay = Some(delay);
        }
        response
    })
}

/// `GET`, `PATCH` or `DELETE /channels/{c}/messages/{m}`.
pub fn channel_message_route(
    shared: &Shared,
    request: &Request,
    channel_id: u64,
    message_id: u64,
) -> Response {
    let read = match request.method.as_str() {
        "PATCH" => match content::read(request) {
            Ok(read) => Some(read),
            Err(response) => return response,
        },
        _ => None,
    };
    shared.update(|state| {
        match state.messages.get(&message_id) {
            Some(m) if m.channel_id == channel_id && !m.deleted && !m.ephemeral => {}
            _ => return unknown_message(),
        }
        match request.method.as_str() {
            "GET" => {}
            "PATCH" => {
                let (payload, uploads) = read.expect("read above");
                edit_message(state, message_id, &payload, uploads);
            }
            "DELETE" => {
                delete(state, message_id);
                return Response::no_content();
            }
            _ => return Response::error(405, 0, "405: Method Not Allowed"),
        }
        Response::json(200, &payloads::message(state, &state.messages[&message_id]))
    })
}
