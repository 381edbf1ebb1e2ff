//! The REST routes under `/api/v10`: gateway discovery, application info, command registration,
//! users, guild, channels, DMs, and (in `replies`) interaction answers and messages. A request
//! with another token than the bot's is refused first (`permissions`), then routes on a
//! private channel of users (`refusals`).

use serde_json::{Value, json};

use super::http::{Request, Response};
use super::server::{Shared, unknown_route};
use super::state::Event;
use super::{payloads, permissions, refusals, replies};

/// Answers one request.
pub fn handle(shared: &Shared, request: &Request) -> Response {
    let Some(rest) = ["/api/v10/", "/api/v9/", "/api/"]
        .iter()
        .find_map(|prefix| request.path.strip_prefix(prefix))
    else {
        return unknown_route(shared, request);
    };
    if let Some(refused) = permissions::unauthorized(request) {
        return refused;
    }
    let segments: Vec<&str> = rest.trim_end_matches('/').split('/').collect();
    if let Some(refused) = refusals::private_channel_route(shared, request, &segments) {
        return refused;
    }
    let method = request.method.as_str();
    let id = |text: &str| text.parse::<u64>().ok();
    match (method, segments.as_slice()) {
        ("GET", ["gateway"]) => Response::json(200, &json!({ "url": gateway_url(shared) })),
        ("GET", ["gateway", "bot"]) => Response::json(
            200,
            &json!({
                "url": gateway_url(shared),
                "shards": 1,
                "session_start_limit": { "total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1 },
            }),
        ),
        ("GET", ["oauth2", "applications", "@me"] | ["applications", "@me"]) => {
            Response::json(200, &payloads::application_info(&shared.lock()))
        }
        ("GET", ["users", "@me"]) => Response::json(200, &payloads::bot_user(&shared.lock())),
        ("GET", ["users", user]) => {
            let state = shared.lock();
            match id(user).and_then(|u| state.users.get(&u)) {
                Some(user) => Response::json(200, &payloads::user(user)),
                None => Response::error(404, 10013, "Unknown User"),
            }
        }
        ("PUT", ["applications", _, "commands"] | ["applications", _, "guilds", _, "commands"]) => {
            register_commands(shared, request)
        }
        ("GET", ["applications", _, "commands"] | ["applications", _, "guilds", _, "commands"]) => {
            Response::json(200, &Value::Array(shared.lock().commands.clone()))
        }
        ("POST", ["interactions", interaction, token, "callback"]) => {
            replies::callback(shared, request, interaction, token)
        }
        ("POST", ["webhooks", _, token]) => replies::follow_up(shared, request, token),
        ("GET" | "PATCH" | "DELETE", ["webhooks", _, token, "messages", which]) => {
            replies::webhook_message_route(shared, request, token, which)
        }
        ("POST", ["users", "@me", "channels"]) => create_dm(shared, request),
        ("GET", ["channels", channel]) => {
            let state = shared.lock();
            match id(channel).and_then(|c| state.channels.get(&c)) {
                Some(channel) => Response::json(200, &payloads::channel(&state, channel)),
                None => Response::error(404, 10003, "Unknown Channel"),
            }
        }
        ("POST", ["channels", channel, "messages"]) => match id(channel) {
            Some(channel) => replies::channel_message(shared, request, channel),
            None => Response::error(404, 10003, "Unknown Channel"),
        },
        ("GET" | "PATCH" | "DELETE", ["channels", channel, "messages", message]) => {
            match (id(channel), id(message)) {
                (Some(channel), Some(message)) => {
                    replies::channel_message_route(shared, request, channel, message)
                }
                _ => Response::error(404, 10008, "Unknown Message"),
            }
        }
        ("GET", ["channels", channel, "messages"]) => {
            let state = shared.lock();
            let newest_first: Vec<Value> = state
                .messages
                .values()
                .rev()
                .filter(|m| Some(m.channel_id) == id(channel))
                .filter(|m| !m.deleted && !m.ephemeral && !m.loading)
                .take(100)
                .map(|m| payloads::message(&state, m))
                .collect();
            Response::json(200, &Value::Array(newest_first))
        }
        ("POST", ["channels", _, "typing"]) => Response::no_content(),
        ("POST", ["channels", channel, "threads"]) => match id(channel) {
            Some(channel) => create_thread(shared, request, channel),
            None => Response::error(404, 10003, "Unknown Channel"),
        },
        ("GET", ["guilds", _, "threads", "active"]) => {
            let state = shared.lock();
            let threads: Vec<Value> = state
                .channels
                .values()
                .filter(|c| c.parent.is_some())
                .map(|c| payloads::channel(&state, c))
                .collect();
            Response::json(200, &json!({ "threads": threads, "members": [] }))
        }
        ("GET", ["guilds", guild]) if id(guild) == Some(shared.lock().guild_id) => {
            Response::json(200, &payloads::guild(&shared.lock()))
        }
        ("GET", ["guilds", _, "roles"]) => {
            Response::json(200, &Value::Array(payloads::roles(&shared.lock())))
        }
        ("GET", ["guilds", _, "channels"]) => {
            let state = shared.lock();
            let channels: Vec<Value> = state
                .channels
                .values()
                .filter(|c| c.in_guild())
                .map(|c| payloads::channel(&state, c))
                .collect();
            Response::json(200, &Value::Array(channels))
        }
        ("GET", ["guilds", _, "members", user]) => {
            let state = shared.lock();
            // The bot is a member too (its user id is the application id).
            match id(user).filter(|u| state.users.contains_key(u) || *u == state.app_id) {
                Some(user) => {
                    let mut member = payloads::member(&state, user);
                    member["guild_id"] = json!(state.guild_id.to_string());
                    Response::json(200, &member)
                }
                None => Response::error(404, 10007, "Unknown Member"),
            }
        }
        _ => unknown_route(shared, request),
    }
}

fn gateway_url(shared: &Shared) -> String {
    format!("ws://127.0.0.1:{}/gateway", shared.port)
}

/// `PUT .../commands`: replaces the registered commands, giving each an id (stable by name).
fn register_commands(shared: &Shared, request: &Request) -> Response {
    let Ok(Value::Array(commands)) = serde_json::from_slice::<Value>(&request.body) else {
        eprintln!("fake discord: command registration is not a JSON array");
        return Response::error(400, 50035, "Invalid Form Body");
    };
    if let Some(broken) = commands.iter().find_map(super::command_rules::broken_rule) {
        eprintln!("fake discord: command registration refused: {broken}");
        return Response::error(400, 50035, "Invalid Form Body");
    }
    shared.update(|state| {
        let mut registered = Vec::new();
        for mut command in commands {
            let name = command["name"].as_str().unwrap_or_default().to_owned();
            let id = state
                .commands
                .iter()
                .find(|c| c["name"].as_str() == Some(&name))
                .and_then(|c| c["id"].as_str().map(str::to_owned))
                .unwrap_or_else(|| state.new_id().to_string());
            let object = command.as_object_mut().expect("commands are objects");
            object.insert("id".into(), json!(id));
            object.insert("application_id".into(), json!(state.app_id.to_string()));
            object.insert("version".into(), json!(state.new_id().to_string()));
            object.entry("type").or_insert(json!(1));
            object.entry("description").or_insert(json!(""));
            object
                .entry("default_member_permissions")
                .or_insert(Value::Null);
            // Discord's defaults: installed to servers only, usable wherever that allows.
            object.entry("integration_types").or_insert(json!([0]));
            object.entry("contexts").or_insert(Value::Null);
            registered.push(command);
        }
        let names = registered
            .iter()
            .map(|c| c["name"].as_str().unwrap_or_default().to_owned())
            .collect();
        state.commands.clone_from(&registered);
        state.registrations += 1;
        state.events.push(Event::CommandsRegistered { names });
        Response::json(200, &Value::Array(registered))
    })
}

/// `POST /users/@me/channels`: the DM channel with `recipient_id` (always created, as on
/// Discord; sending into it is what fails for users who block DMs).
fn create_dm(shared: &Shared, request: &Request) -> Response {
    let body: Value = serde_json::from_slice(&request.body).unwrap_or(Value::Null);
    let recipient = body["recipient_id"]
        .as_str()
        .and_then(|s| s.parse::<u64>().ok())
        .or_else(|| body["recipient_id"].as_u64());
    shared.update(
        |state| match recipient.filter(|u| state.users.contains_key(u)) {
            Some(user) => {
                let channel = state.dm_channel(user);
                Response::json(200, &payloads::channel(state, &state.channels[&channel]))
            }
            None => Response::error(400, 50035, "Invalid Form Body (unknown recipient_id)"),
        },
    )
}

/// `POST /channels/{id}/threads` without a message: a public thread (type 11) of a guild text
/// channel, named as asked (Discord takes 1 to 100 characters).
fn create_thread(shared: &Shared, request: &Request, parent: u64) -> Response {
    let body: Value = serde_json::from_slice(&request.body).unwrap_or(Value::Null);
    let name = body["name"].as_str().unwrap_or_default().to_owned();
    let kind = body["type"].as_u64().unwrap_or(12);
    shared.update(|state| {
        let Some(channel) = state.channels.get(&parent) else {
            return Response::error(404, 10003, "Unknown Channel");
        };
        if !channel.in_guild() || channel.parent.is_some() {
            return Response::error(400, 50024, "Cannot execute action on this channel type");
        }
        if state.no_access.contains(&parent) {
            return Response::error(403, 50001, "Missing Access");
        }
        if let Some(left) = state.failing_threads.get_mut(&parent).filter(|n| **n > 0) {
            *left -= 1;
            state.events.push(Event::ThreadFailed { parent });
            return Response::error(500, 0, "500: Internal Server Error");
        }
        if name.is_empty() || name.chars().count() > 100 || kind != 11 {
            return Response::error(400, 50035, "Invalid Form Body");
        }
        let thread = state.add_thread(parent, &name);
        Response::json(201, &payloads::channel(state, &state.channels[&thread]))
    })
}
