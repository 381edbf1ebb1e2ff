//! The `data` of slash commands the tests send: options checked against the commands the bot
//! registered, as Discord's client checks them, and autocomplete requests.

use serde_json::{Map, Value, json};

pub use super::options::{Opt, OptionValue};
use super::payloads;
use super::state::State;

/// The registered definition of `path` (`["game", "new"]`): the command's id and the option list
/// of the leaf, or a message saying what the bot registered instead.
fn registered<'a>(commands: &'a [Value], path: &[&str]) -> Result<(String, &'a Value), String> {
    let names: Vec<&str> = commands.iter().filter_map(|c| c["name"].as_str()).collect();
    let command = commands
        .iter()
        .find(|c| c["name"].as_str() == Some(path[0]))
        .ok_or_else(|| {
            format!(
                "the bot registered no /{} (it registered {names:?})",
                path[0]
            )
        })?;
    let id = command["id"].as_str().unwrap_or_default().to_owned();
    let mut node = command;
    for (depth, name) in path.iter().enumerate().skip(1) {
        let children: Vec<&Value> = node["options"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|o| matches!(o["type"].as_u64(), Some(1 | 2)))
            .collect();
        node = children
            .iter()
            .find(|o| o["name"].as_str() == Some(name))
            .ok_or_else(|| {
                let known: Vec<&str> = children.iter().filter_map(|o| o["name"].as_str()).collect();
                format!(
                    "/{} has no sub-command {name:?} (it has {known:?})",
                    path[..depth].join(" ")
                )
            })?;
    }
    Ok((id, node))
}

/// Builds `data` of a slash command. `path` is the command and its sub-commands (`game new`).
/// With `check`, the options must match what the bot registered.
pub fn command_data(
    state: &mut State,
    path: &str,
    options: &[Opt],
    check: bool,
) -> Result<Value, String> {
    let words: Vec<&str> = path.split_whitespace().collect();
    if words.is_empty() {
        return Err("empty command name".into());
    }
    let (command_id, leaf) = if check {
        let (id, leaf) = registered(&state.commands, &words)?;
        (id, Some(leaf.clone()))
    } else {
        (state.new_id().to_string(), None)
    };
    let mut leaf_options = Vec::new();
    for option in options {
        let registered_type = match &leaf {
            Some(leaf) => {
                let defs: Vec<&Value> = leaf["options"].as_array().into_iter().flatten().collect();
                let def = defs
                    .iter()
                    .find(|d| d["name"].as_str() == Some(&option.name))
                    .ok_or_else(|| {
                        let known: Vec<&str> =
                            defs.iter().filter_map(|d| d["name"].as_str()).collect();
                        format!("/{path} has no option {:?} (it has {known:?})", option.name)
                    })?;
                let kind = def["type"].as_u64().unwrap_or(0);
                if let OptionValue::Choice(label) = &option.value {
                    leaf_options.push(choice_json(def, &option.name, label, path)?);
                    continue;
                }
                if !option.fits(kind) {
                    return Err(format!(
                        "option {:?} of /{path} has type {kind}, not {:?}",
                        option.name, option.value
                    ));
                }
                within_limits(def, option, path)?;
                Some(kind)
            }
            None => None,
        };
        leaf_options.push(option.to_json(registered_type));
    }
    // Wrap the leaf options in the sub-command (and group) levels.
    let mut nested = leaf_options;
    for (depth, name) in words.iter().enumerate().skip(1).rev() {
        let kind = if depth + 1 == words.len() { 1 } else { 2 };
        nested = vec![json!({ "name": name, "type": kind, "options": nested })];
    }
    let mut data = json!({
        "id": command_id,
        "name": words[0],
        "type": 1,
        "options": nested,
        "guild_id": state.guild_id.to_string(),
    });
    let resolved = resolved(state, options);
    if !resolved.is_empty() {
        data["resolved"] = Value::Object(resolved);
    }
    Ok(data)
}

/// `data` of an autocomplete request (interaction type 4): the command with `options` as typed
/// so far and the option `focused` holding the partial text `partial` (always a string, as
/// Discord sends it). The focused option must be registered with autocomplete.
pub fn autocomplete_data(
    state: &mut State,
    path: &str,
    options: &[Opt],
    focused: &str,
    partial: &str,
) -> Result<Value, String> {
    let mut data = command_data(state, path, options, true)?;
    let words: Vec<&str> = path.split_whitespace().collect();
    let (_, leaf) = registered(&state.commands, &words)?;
    let def = leaf["options"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|d| d["name"].as_str() == Some(focused))
        .ok_or_else(|| format!("/{path} has no option {focused:?}"))?;
    if def["autocomplete"].as_bool() != Some(true) {
        return Err(format!("option {focused:?} of /{path} has no autocomplete"));
    }
    let mut level = &mut data["options"];
    for _ in 1..words.len() {
        level = &mut level[0]["options"];
    }
    level
        .as_array_mut()
        .ok_or("the command's options are not a list")?
        .push(json!({ "name": focused, "type": def["type"], "value": partial, "focused": true }));
    Ok(data)
}

/// What Discord's client sends for the choice shown as `label`: that choice's value. A label
/// the option does not list cannot be picked.
fn choice_json(def: &Value, name: &str, label: &str, path: &str) -> Result<Value, String> {
    let choices: Vec<&Value> = def["choices"].as_array().into_iter().flatten().collect();
    let choice = choices
        .iter()
        .find(|c| c["name"].as_str() == Some(label))
        .ok_or_else(|| {
            let known: Vec<&str> = choices.iter().filter_map(|c| c["name"].as_str()).collect();
            format!("option {name:?} of /{path} has no choice {label:?} (it has {known:?})")
        })?;
    Ok(json!({ "name": name, "type": def["type"], "value": choice["value"] }))
}

/// Discord's checks before an option is sent: text within the registered `min_length` and
/// `max_length`, numbers within `min_value` and `max_value`, and (for options with choices, and
/// no autocomplete) only a listed value. Discord refuses anything else; so does the fake.
fn within_limits(def: &Value, option: &Opt, path: &str) -> Result<(), String> {
    let name = &option.name;
    match &option.value {
        OptionValue::Text(text) => {
            let chars = text.chars().count() as u64;
            if let Some(max) = def["max_length"].as_u64()
                && chars > max
            {
                return Err(format!(
                    "Discord refuses option {name:?} of /{path}: {chars} characters, at most {max}"
                ));
            }
            if let Some(min) = def["min_length"].as_u64()
                && chars < min
            {
                return Err(format!(
                    "Discord refuses option {name:?} of /{path}: {chars} characters, at least {min}"
                ));
            }
        }
        OptionValue::Integer(n) => {
            let n = *n as f64;
            if def["min_value"].as_f64().is_some_and(|min| n < min)
                || def["max_value"].as_f64().is_some_and(|max| n > max)
            {
                return Err(format!(
                    "Discord refuses option {name:?} of /{path}: {n} is outside {}..{}",
                    def["min_value"], def["max_value"]
                ));
            }
        }
        _ => {}
    }
    if def["choices"].as_array().is_some_and(|c| !c.is_empty()) {
        return Err(format!(
            "option {name:?} of /{path} is a pick list: send it with Opt::choice"
        ));
    }
    Ok(())
}

/// `resolved` for user, channel and role options (poise reads users from here).
fn resolved(state: &State, options: &[Opt]) -> Map<String, Value> {
    let mut resolved = Map::new();
    let mut add = |section: &str, id: u64, value: Value| {
        resolved
            .entry(section)
            .or_insert_with(|| json!({}))
            .as_object_mut()
            .expect("sections are objects")
            .insert(id.to_string(), value);
    };
    for option in options {
        match option.value {
            OptionValue::User(id) => {
                if let Some(user) = state.users.get(&id) {
                    add("users", id, payloads::user(user));
                    add("members", id, payloads::member_fields(state, id));
                }
            }
            OptionValue::Channel(id) => {
                if let Some(channel) = state.channels.get(&id) {
                    add(
                        "channels",
                        id,
                        payloads::interaction_channel(state, channel, 0),
                    );
                }
            }
            OptionValue::Role(id) => {
                if let Some((i, role)) = state.roles.iter().enumerate().find(|(_, r)| r.id == id) {
                    add(
                        "roles",
                        id,
                        payloads::role(id, &role.name, role.permissions, i + 1),
                    );
                }
            }
            _ => {}
        }
    }
    resolved
}

#[cfg(test)]
mod tests {
    use serenity::all as s;

    use super::super::contexts::envelope;
    use super::super::state::FakeUser;
    use super::*;

    fn state_with_game_command() -> (State, FakeUser, FakeUser, u64) {
        let mut state = State::new();
        let owner = state.add_user("owner");
        state.guild_owner = owner.id;
        let alice = state.add_user("alice");
        let bob = state.add_user("bob");
        let channel = state.add_channel("general", None);
        state.commands = vec![json!({
            "id": "42", "name": "game", "type": 1, "description": "games",
            "options": [
                { "type": 1, "name": "new", "description": "start", "options": [
                    { "type": 4, "name": "players", "description": "n" },
                    { "type": 6, "name": "opponent", "description": "who" },
                    { "type": 3, "name": "rule", "description": "challenge rule" },
                ]},
                { "type": 1, "name": "join", "description": "join" },
            ],
        })];
        (state, alice, bob, channel)
    }

    fn parse(value: &Value) -> s::Interaction {
        let frame = json!({ "op": 0, "s": 3, "t": "INTERACTION_CREATE", "d": value });
        match serde_json::from_value::<s::GatewayEvent>(frame).unwrap() {
            s::GatewayEvent::Dispatch(3, s::Event::InteractionCreate(event)) => event.interaction,
            other => panic!("not an interaction: {other:?}"),
        }
    }

    #[test]
    fn a_sub_command_with_options_reaches_serenity_whole() {
        let (mut state, alice, bob, channel) = state_with_game_command();
        let options = [
            Opt::int("players", 2),
            Opt::user("opponent", &bob),
            Opt::text("rule", "void"),
        ];
        let data = command_data(&mut state, "game new", &options, true).unwrap();
        let owners = json!({ "0": state.guild_id.to_string() });
        let payload = envelope(&state, 900, "tok", 2, alice.id, channel, &data, owners);
        let s::Interaction::Command(command) = parse(&payload) else {
            panic!("not a command")
        };
        assert_eq!(command.data.name, "game");
        assert_eq!(command.user.id.get(), alice.id);
        assert_eq!(command.member.as_ref().unwrap().user.id.get(), alice.id);
        assert_eq!(command.guild_id.unwrap().get(), state.guild_id);
        let sub = &command.data.options[0];
        assert_eq!(sub.name, "new");
        let s::CommandDataOptionValue::SubCommand(inner) = &sub.value else {
            panic!("no sub-command: {sub:?}")
        };
        assert_eq!(inner[0].value, s::CommandDataOptionValue::Integer(2));
        assert_eq!(
            inner[1].value,
            s::CommandDataOptionValue::User(s::UserId::new(bob.id))
        );
        assert_eq!(
            command.data.resolved.users[&s::UserId::new(bob.id)].name,
            "bob"
        );
    }

    #[test]
    fn options_the_bot_did_not_register_are_named() {
        let (mut state, ..) = state_with_game_command();
        let err = command_data(&mut state, "game new", &[Opt::int("seats", 2)], true).unwrap_err();
        assert!(
            err.contains("\"seats\"") && err.contains("players"),
            "{err}"
        );
        let err = command_data(&mut state, "game start", &[], true).unwrap_err();
        assert!(err.contains("join"), "{err}");
        let err =
            command_data(&mut state, "game new", &[Opt::text("players", "2")], true).unwrap_err();
        assert!(err.contains("type 4"), "{err}");
        assert!(
            command_data(&mut state, "rack", &[], true)
                .unwrap_err()
                .contains("game")
        );
        assert!(command_data(&mut state, "rack", &[], false).is_ok());
    }
}
