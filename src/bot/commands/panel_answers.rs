//! What the move panel shows a presser: the panel itself (rack, whose turn, buttons), the
//! board with it, the game as the presser may work it, and what happened when the game moved
//! past the panel pressed.

use fluent_bundle::FluentValue;
use poise::serenity_prelude as serenity;

use crate::service::{GameStatus, PublicView, UserError};

use super::{Data, Error, Tr, announce, racks, text, turn_text};

/// A private answer: text, files and buttons.
#[derive(Default)]
pub(super) struct Answer {
    pub(super) text: String,
    pub(super) files: Vec<(String, Vec<u8>)>,
    pub(super) rows: Vec<serenity::CreateActionRow>,
}

impl Answer {
    pub(super) fn text(text: impl Into<String>) -> Self {
        Self {
            text: text.into(),
            ..Self::default()
        }
    }
}

/// The game as the presser may work it: they are seated and it is being played.
pub(super) async fn game_for(
    data: &Data,
    game_id: i64,
    user: i64,
    tr: Tr,
) -> Result<PublicView, Error> {
    let snapshot = data.service.tables().snapshot_by_id(game_id).await?;
    if snapshot.seat_of(user).is_none() {
        return Err(UserError::NotAPlayer.into());
    }
    match snapshot.status {
        GameStatus::Active => Ok(snapshot),
        GameStatus::Lobby => Err(UserError::NotStarted.into()),
        _ => Err(Error::User(tr.say(
            "panel-game-ended",
            &[
                ("game", snapshot.game_id.to_string().into()),
                ("scores", scores(&snapshot, tr).into()),
            ],
        ))),
    }
}

/// "alice 120, bob 98", names as text.
fn scores(snapshot: &PublicView, tr: Tr) -> String {
    let seats: Vec<String> = snapshot
        .seats
        .iter()
        .map(|s| format!("{} {}", text::seat_md(&s.name, tr), s.score))
        .collect();
    seats.join(", ")
}

/// The answer to a press on a panel the game moved past: what happened last, and a new panel
/// when it is the presser's turn again.
pub(super) async fn moved_on(
    data: &Data,
    snapshot: &PublicView,
    user: i64,
    tr: Tr,
) -> Result<Answer, Error> {
    let events = data.service.tables().history(snapshot.channel_id).await?;
    let last = events.last().map_or_else(String::new, |e| {
        turn_text::events(std::slice::from_ref(e), tr)
            .trim_end()
            .to_owned()
    });
    let to_move = snapshot
        .seat_of(user)
        .is_some_and(|seat| snapshot.seats[seat].to_move);
    let last = [("last", FluentValue::from(last))];
    if !to_move {
        return Ok(Answer::text(format!(
            "{}\n{}",
            tr.say("panel-no-longer-your-turn", &last),
            tr.text("panel-nothing-changed")
        )));
    }
    let mut answer = panel(data, snapshot, user, tr).await?;
    answer.text = format!("{}\n{}", tr.say("panel-out-of-date", &last), answer.text);
    Ok(answer)
}

/// The panel: the player's rack, whose turn it is, and the buttons.
pub(super) async fn panel(
    data: &Data,
    snapshot: &PublicView,
    user: i64,
    tr: Tr,
) -> Result<Answer, Error> {
    let player = data
        .service
        .tables()
        .player_view_by_id(snapshot.game_id, user)
        .await?;
    let rack = racks::view(&player).await?;
    let mut text = racks::caption(snapshot, &rack, tr);
    text.push('\n');
    text.push_str(&turn_line(snapshot, user, tr));
    Ok(Answer {
        text,
        files: vec![("rack.png".to_owned(), rack.png)],
        rows: vec![announce::panel_row(snapshot, user, tr)],
    })
}

/// The board picture and the scores, with the player's rack and the panel.
pub(super) async fn board(
    data: &Data,
    snapshot: &PublicView,
    user: i64,
    tr: Tr,
) -> Result<Answer, Error> {
    let mut answer = panel(data, snapshot, user, tr).await?;
    answer.text = format!("{}\n{}", text::scoreboard(snapshot, tr), answer.text);
    if let Some(png) = announce::board_png(snapshot, tr).await? {
        answer.files.insert(0, ("board.png".to_owned(), png));
    }
    Ok(answer)
}

/// "It is your turn." or whom the game waits for, as text.
fn turn_line(snapshot: &PublicView, user: i64, tr: Tr) -> String {
    match snapshot.seats.iter().find(|s| s.to_move) {
        Some(seat) if seat.user_id == Some(user) => tr.text("panel-your-turn"),
        Some(seat) => tr.say(
            "panel-waiting-for",
            &[("player", text::seat_md(&seat.name, tr).into())],
        ),
        None => String::new(),
    }
}
