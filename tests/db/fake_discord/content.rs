//! Message bodies as the bot sends them (JSON, or multipart with `payload_json` and `files[N]`),
//! and how a create or an edit changes a recorded message.

use serde_json::Value;

use super::http::{Request, Response};
use super::limits;
use super::multipart;
use super::state::{Attachment, Message, Origin, State};

/// One uploaded file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Upload {
    /// N in `files[N]` (the `id` that `attachments` entries use to describe it).
    pub index: u64,
    pub filename: String,
    pub bytes: Vec<u8>,
}

/// Discord's limit on a message's content, in characters.
pub const CONTENT_LIMIT: usize = 2000;

/// A message payload's content (`content`, or `data.content` in an interaction callback) if it
/// is over Discord's limit: Discord refuses the whole request with 400 and code 50035.
fn over_limit(payload: &Value) -> Option<Response> {
    let (content, at_data) = match payload["content"].as_str() {
        Some(text) => (text, false),
        None => (payload["data"]["content"].as_str()?, true),
    };
    let chars = content.chars().count();
    if chars <= CONTENT_LIMIT {
        return None;
    }
    eprintln!("fake discord: refused a message of {chars} characters (at most {CONTENT_LIMIT})");
    let field = serde_json::json!({ "content": { "_errors": [{
        "code": "BASE_TYPE_MAX_LENGTH",
        "message": format!("Must be {CONTENT_LIMIT} or fewer in length."),
    }]}});
    let errors = if at_data {
        serde_json::json!({ "data": field })
    } else {
        field
    };
    Some(Response::json(
        400,
        &serde_json::json!({ "code": 50035, "message": "Invalid Form Body", "errors": errors }),
    ))
}

/// A request's JSON payload (`Null` for an empty body) and its files. A message Discord would
/// refuse (content over 2,000 characters, components past their limits) is refused the same
/// way.
pub fn read(request: &Request) -> Result<(Value, Vec<Upload>), Response> {
    let (payload, uploads) = read_body(request)?;
    if let Some(refusal) = over_limit(&payload).or_else(|| limits::over_limits(&payload)) {
        return Err(refusal);
    }
    Ok((payload, uploads))
}

fn read_body(request: &Request) -> Result<(Value, Vec<Upload>), Response> {
    let content_type = request.header("content-type").unwrap_or("");
    if let Some(boundary) = multipart::boundary(content_type) {
        let parts = multipart::parse(&request.body, &boundary).map_err(|e| {
            eprintln!("fake discord: bad multipart body on {}: {e}", request.path);
            Response::error(400, 50035, &format!("Invalid Form Body: {e}"))
        })?;
        let mut payload = Value::Null;
        let mut uploads = Vec::new();
        for (position, part) in parts.into_iter().enumerate() {
            if part.name == "payload_json" {
                payload = json_body(&part.body)?;
            } else {
                let index = part
                    .name
                    .strip_prefix("files[")
                    .and_then(|rest| rest.strip_suffix(']'))
                    .and_then(|n| n.parse().ok())
                    .unwrap_or(position as u64);
                uploads.push(Upload {
                    index,
                    filename: part.filename.unwrap_or_else(|| part.name.clone()),
                    bytes: part.body,
                });
            }
        }
        Ok((payload, uploads))
    } else if request.body.is_empty() {
        Ok((Value::Null, Vec::new()))
    } else {
        Ok((json_body(&request.body)?, Vec::new()))
    }
}

fn json_body(bytes: &[u8]) -> Result<Value, Response> {
    serde_json::from_slice(bytes).map_err(|e| {
        eprintln!(
            "fake discord: body is not JSON ({e}): {}",
            String::from_utf8_lossy(bytes)
        );
        Response::error(400, 50109, "The request body contains invalid JSON.")
    })
}

fn id_of(value: &Value) -> Option<u64> {
    value
        .as_u64()
        .or_else(|| value.as_str().and_then(|s| s.parse().ok()))
}

/// A new message from a create payload.
pub fn create(
    state: &mut State,
    channel_id: u64,
    origin: Origin,
    payload: &Value,
    uploads: Vec<Upload>,
) -> Message {
    let mut message = Message {
        id: state.new_id(),
        channel_id,
        origin,
        content: String::new(),
        embeds: Vec::new(),
        components: Vec::new(),
        attachments: Vec::new(),
        ephemeral: payload["flags"].as_u64().is_some_and(|f| f & 64 != 0),
        loading: false,
        edits: 0,
        deleted: false,
        earlier: Vec::new(),
        allowed_mentions: None,
    };
    apply(state, &mut message, payload, uploads);
    message
}

/// Applies a create or edit payload: fields present replace the old ones; `attachments`, when
/// present, lists the existing attachments to keep (by id) and describes the new files.
pub fn apply(state: &mut State, message: &mut Message, payload: &Value, uploads: Vec<Upload>) {
    // Discord reads the mentions of new content with the `allowed_mentions` sent with it.
    if payload.get("content").is_some() || payload.get("allowed_mentions").is_some() {
        message.allowed_mentions = payload.get("allowed_mentions").cloned();
    }
    if let Some(content) = payload.get("content") {
        content
            .as_str()
            .unwrap_or_default()
            .clone_into(&mut message.content);
    }
    if let Some(embeds) = payload.get("embeds") {
        message.embeds = embeds.as_array().cloned().unwrap_or_default();
    }
    if let Some(components) = payload.get("components") {
        message.components = components.as_array().cloned().unwrap_or_default();
    }
    let listed = payload.get("attachments").and_then(Value::as_array);
    if let Some(listed) = listed {
        let keep: Vec<u64> = listed.iter().filter_map(|a| id_of(&a["id"])).collect();
        message.attachments.retain(|a| keep.contains(&a.id));
    }
    for upload in uploads {
        let described = listed
            .into_iter()
            .flatten()
            .find(|a| id_of(&a["id"]) == Some(upload.index));
        let filename = described
            .and_then(|a| a["filename"].as_str())
            .map_or(upload.filename, str::to_owned);
        message.attachments.push(Attachment {
            id: state.new_id(),
            filename,
            description: described.and_then(|a| a["description"].as_str().map(str::to_owned)),
            bytes: upload.bytes,
        });
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn upload(index: u64, name: &str, bytes: &[u8]) -> Upload {
        Upload {
            index,
            filename: name.into(),
            bytes: bytes.to_vec(),
        }
    }

    #[test]
    fn content_over_2000_characters_is_refused_as_discord_does() {
        let request = |body: &Value| Request {
            method: "POST".into(),
            path: "/api/v10/channels/1/messages".into(),
            query: String::new(),
            headers: vec![("content-type".into(), "application/json".into())],
            body: serde_json::to_vec(body).unwrap(),
        };
        let fits = serde_json::json!({ "content": "é".repeat(CONTENT_LIMIT) });
        assert!(read(&request(&fits)).is_ok());
        for long in [
            serde_json::json!({ "content": "x".repeat(CONTENT_LIMIT + 1) }),
            serde_json::json!({ "type": 4, "data": { "content": "x".repeat(3000) } }),
        ] {
            let refused = read(&request(&long)).unwrap_err();
            assert_eq!(refused.status, 400);
            let body: Value = serde_json::from_slice(&refused.body).unwrap();
            assert_eq!(body["code"], 50035);
        }
    }

    #[test]
    fn reads_a_multipart_reply_with_two_files() {
        let body = b"--b\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\r\n\
{\"type\":4,\"data\":{\"content\":\"hi\"}}\r\n--b\r\n\
Content-Disposition: form-data; name=\"files[1]\"; filename=\"rack.png\"\r\n\r\nRR\r\n--b\r\n\
Content-Disposition: form-data; name=\"files[0]\"; filename=\"board.png\"\r\n\r\nBB\r\n--b--\r\n";
        let request = Request {
            method: "POST".into(),
            path: "/x".into(),
            headers: vec![(
                "content-type".into(),
                "multipart/form-data; boundary=b".into(),
            )],
            body: body.to_vec(),
            ..Request::default()
        };
        let (payload, uploads) = read(&request).unwrap();
        assert_eq!(payload["data"]["content"], "hi");
        assert_eq!(
            uploads,
            vec![upload(1, "rack.png", b"RR"), upload(0, "board.png", b"BB")]
        );
    }

    #[test]
    fn edits_replace_fields_and_keep_listed_attachments() {
        let mut state = State::new();
        let payload = json!({ "content": "v1", "flags": 64, "attachments": [{ "id": 0, "filename": "board.png" }] });
        let mut message = create(
            &mut state,
            1,
            Origin::Channel,
            &payload,
            vec![upload(0, "x.png", b"1")],
        );
        assert!(message.ephemeral);
        assert_eq!(message.attachments[0].filename, "board.png");
        let first = message.attachments[0].id;
        // An edit without `attachments` keeps the files and the content it does not mention.
        apply(
            &mut state,
            &mut message,
            &json!({ "embeds": [{ "title": "t" }] }),
            vec![],
        );
        assert_eq!(
            (message.content.as_str(), message.attachments.len()),
            ("v1", 1)
        );
        // Keep the old file by id (as a string) and add a new one.
        let edit =
            json!({ "content": null, "attachments": [{ "id": first.to_string() }, { "id": 0 }] });
        apply(
            &mut state,
            &mut message,
            &edit,
            vec![upload(0, "new.png", b"2")],
        );
        assert_eq!(message.content, "");
        let names: Vec<&str> = message
            .attachments
            .iter()
            .map(|a| a.filename.as_str())
            .collect();
        assert_eq!(names, ["board.png", "new.png"]);
        // An empty list removes them all.
        apply(
            &mut state,
            &mut message,
            &json!({ "attachments": [] }),
            vec![],
        );
        assert!(message.attachments.is_empty());
    }
}
