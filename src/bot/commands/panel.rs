//! The move panel: one game worked from anywhere, a DM included. Its buttons (Board, Play,
//! Exchange, Pass, Challenge; see `button_ids::panel_row`) come under a player's rack DM and
//! behind the games list's buttons. Each id names the game and the version it showed; the
//! presser's seat is checked here and again by the service, never read from the id. Play opens a
//! form, answers with the preview and a Confirm button (or, sent with only a word, with a menu of
//! where its tiles can go, the `/play at:` list, whose choice shows the preview); Confirm,
//! Exchange, Pass and Challenge run as the channel's commands do (`Games::panel_move`),
//! announced in the game's channel. A press or choice after the game moved on, or on a game
//! that ended, is answered with what happened and changes nothing.

use anyhow::Context as _;
use fluent_bundle::FluentValue;
use poise::serenity_prelude as serenity;

use crate::service::{PanelMove, PublicView, Request, ServiceError, UserError};

use super::button_ids::{PanelAction, confirm_row, place_of, places_row};
use super::panel_answers::{Answer, board, game_for, moved_on, panel};
use super::panel_forms;
use super::request::db_id;
use super::{Data, Error, Tr, delivery, errors, reply, text};

/// Who pressed or sent the form, and through which interaction.
pub struct Presser<'a> {
    pub user: &'a serenity::User,
    pub interaction_id: serenity::InteractionId,
    /// The presser's language.
    pub tr: Tr,
}

/// A panel button: the forms open at once, everything else is deferred and answered.
pub async fn press(
    ctx: &serenity::Context,
    data: &Data,
    press: &serenity::ComponentInteraction,
    (game_id, version, action): (i64, i32, PanelAction),
) -> Result<(), Error> {
    if matches!(action, PanelAction::PlayForm | PanelAction::ExchangeForm) {
        return open_form(ctx, data, press, (game_id, version, &action)).await;
    }
    press.defer_ephemeral(&ctx.http).await?;
    let presser = Presser {
        user: &press.user,
        interaction_id: press.id,
        tr: Tr::of_locale(Some(&press.locale)),
    };
    let outcome = if action == PanelAction::Place {
        let chosen = match &press.data.kind {
            serenity::ComponentInteractionDataKind::StringSelect { values } => values.first(),
            _ => None,
        };
        match chosen.map(String::as_str).and_then(place_of) {
            Some((coord, word)) => preview(data, &presser, (game_id, version), &word, &coord).await,
            None => Err(anyhow::anyhow!("a menu of places sent no place").into()),
        }
    } else {
        Box::pin(pressed(ctx, data, &presser, (game_id, version), action)).await
    };
    send(outcome, presser.tr, |reply| {
        press.edit_response(&ctx.http, reply)
    })
    .await
}

/// A panel form sent: the play form answers with a preview (with only a word, with the places
/// it can go), the exchange form exchanges.
pub async fn submit(
    ctx: &serenity::Context,
    data: &Data,
    form: &serenity::ModalInteraction,
    (kind, game_id, version): (&str, i64, i32),
) -> Result<(), Error> {
    form.defer_ephemeral(&ctx.http).await?;
    let presser = Presser {
        user: &form.user,
        interaction_id: form.id,
        tr: Tr::of_locale(Some(&form.locale)),
    };
    let field = |name: &str| panel_forms::form_value(&form.data.components, name);
    let (word, square) = (field("word"), field("square"));
    let outcome = if kind == "play" && square.trim().is_empty() {
        places(data, &presser, (game_id, version), &word).await
    } else if kind == "play" {
        match panel_forms::coord_of(&square, &field("direction"), presser.tr) {
            Ok(coord) => preview(data, &presser, (game_id, version), &word, &coord).await,
            Err(error) => Err(error),
        }
    } else {
        let wanted = PanelMove::Exchange(field("tiles"));
        Box::pin(make_move(ctx, data, &presser, (game_id, version), wanted)).await
    };
    send(outcome, presser.tr, |reply| {
        form.edit_response(&ctx.http, reply)
    })
    .await
}

async fn pressed(
    ctx: &serenity::Context,
    data: &Data,
    presser: &Presser<'_>,
    (game_id, version): (i64, i32),
    action: PanelAction,
) -> Result<Answer, Error> {
    let user = db_id(presser.user.id);
    let wanted = match action {
        PanelAction::Open => {
            let snapshot = game_for(data, game_id, user, presser.tr).await?;
            return panel(data, &snapshot, user, presser.tr).await;
        }
        PanelAction::Board => {
            let snapshot = game_for(data, game_id, user, presser.tr).await?;
            return board(data, &snapshot, user, presser.tr).await;
        }
        PanelAction::Pass => PanelMove::Pass,
        PanelAction::Challenge => PanelMove::Challenge,
        PanelAction::Confirm { coord, word } => PanelMove::Play { coord, word },
        PanelAction::PlayForm | PanelAction::ExchangeForm | PanelAction::Place => {
            return Err(anyhow::anyhow!("a panel form or menu is answered elsewhere").into());
        }
    };
    Box::pin(make_move(ctx, data, presser, (game_id, version), wanted)).await
}

/// Runs a move as the game's channel would, and announces it there.
async fn make_move(
    ctx: &serenity::Context,
    data: &Data,
    presser: &Presser<'_>,
    (game_id, version): (i64, i32),
    wanted: PanelMove,
) -> Result<Answer, Error> {
    let user = db_id(presser.user.id);
    let snapshot = game_for(data, game_id, user, presser.tr).await?;
    let request = request_for(&snapshot, presser);
    let report = match data
        .service
        .games()
        .panel_move(&request, game_id, version, &wanted)
        .await
    {
        Err(ServiceError::User(UserError::PanelOutOfDate)) => {
            let snapshot = game_for(data, game_id, user, presser.tr).await?;
            return moved_on(data, &snapshot, user, presser.tr).await;
        }
        outcome => outcome?,
    };
    let delivered = delivery::turn(&ctx.http, &data.service, &report, Some(user)).await;
    Ok(Answer::text(super::turns::done_text(
        &report, user, &delivered, presser.tr,
    )))
}

/// The play form sent with only a word: where its tiles can go, best first, as the `/play at:`
/// autocomplete lists them, in a menu whose choice shows the preview; or plainly that they fit
/// nowhere (never whether the word is in the lexicon).
async fn places(
    data: &Data,
    presser: &Presser<'_>,
    (game_id, version): (i64, i32),
    word: &str,
) -> Result<Answer, Error> {
    let user = db_id(presser.user.id);
    let snapshot = game_for(data, game_id, user, presser.tr).await?;
    let found = data
        .service
        .tables()
        .placements_in_game(game_id, version, user, word)
        .await;
    let places = match found {
        Err(ServiceError::User(UserError::PanelOutOfDate)) => {
            return moved_on(data, &snapshot, user, presser.tr).await;
        }
        found => found?,
    };
    let word = [("word", FluentValue::from(text::md(word.trim())))];
    if places.is_empty() {
        return Ok(Answer::text(presser.tr.say("panel-fits-nowhere", &word)));
    }
    Ok(Answer {
        text: presser.tr.say("panel-places", &word),
        files: Vec::new(),
        rows: vec![places_row(game_id, version, &places, presser.tr)],
    })
}

/// The play form's answer, or a place chosen from the menu: the preview (picture and score)
/// and a Confirm button.
async fn preview(
    data: &Data,
    presser: &Presser<'_>,
    (game_id, version): (i64, i32),
    word: &str,
    coord: &str,
) -> Result<Answer, Error> {
    let user = db_id(presser.user.id);
    let snapshot = game_for(data, game_id, user, presser.tr).await?;
    if snapshot.version != version {
        return moved_on(data, &snapshot, user, presser.tr).await;
    }
    let request = request_for(&snapshot, presser);
    let preview = data
        .service
        .tables()
        .preview_play(&request, coord, word)
        .await
        .map_err(|error| panel_forms::written_in_form(error, presser.tr))?;
    let text = format!(
        "{}\n{}",
        super::turns::preview_text(&preview, presser.tr),
        presser.tr.text("panel-press-confirm")
    );
    let png = super::turns::preview_png(preview, presser.tr).await?;
    Ok(Answer {
        text,
        files: vec![("preview.png".to_owned(), png)],
        rows: vec![confirm_row(
            game_id,
            version,
            (coord, word.trim()),
            presser.tr,
        )],
    })
}

/// The service request for a move on the game: its channel, the presser, this interaction.
fn request_for(snapshot: &PublicView, presser: &Presser<'_>) -> Request {
    let user = presser.user;
    Request {
        guild_id: snapshot.guild_id,
        channel_id: snapshot.channel_id,
        user_id: db_id(user.id),
        user_name: crate::service::names::display_name(user.display_name(), &user.name),
        interaction_id: Some(db_id(presser.interaction_id)),
        moderator: false,
    }
}

/// Opens the play or exchange form, or says privately why not.
async fn open_form(
    ctx: &serenity::Context,
    data: &Data,
    press: &serenity::ComponentInteraction,
    (game_id, version, action): (i64, i32, &PanelAction),
) -> Result<(), Error> {
    let user = db_id(press.user.id);
    let tr = Tr::of_locale(Some(&press.locale));
    let refusal = match game_for(data, game_id, user, tr).await {
        Ok(snapshot) if snapshot.version != version => {
            Some(moved_on(data, &snapshot, user, tr).await)
        }
        Ok(snapshot)
            if snapshot
                .seat_of(user)
                .is_some_and(|s| !snapshot.seats[s].to_move) =>
        {
            Some(Ok(Answer::text(tr.text("panel-not-your-turn"))))
        }
        Ok(_) => None,
        Err(error) => Some(Err(error)),
    };
    let response = match refusal {
        None if *action == PanelAction::PlayForm => {
            serenity::CreateInteractionResponse::Modal(panel_forms::play(game_id, version, tr))
        }
        None => {
            serenity::CreateInteractionResponse::Modal(panel_forms::exchange(game_id, version, tr))
        }
        Some(Ok(answer)) => {
            let mut message = reply::first_private(answer.text).components(answer.rows);
            for (name, bytes) in answer.files {
                message = message.add_file(serenity::CreateAttachment::bytes(bytes, name));
            }
            serenity::CreateInteractionResponse::Message(message)
        }
        Some(Err(error)) => match errors::reply_text(&error, "panel form", tr) {
            Some(text) => serenity::CreateInteractionResponse::Message(reply::first_private(text)),
            None => return Ok(()),
        },
    };
    press
        .create_response(&ctx.http, response)
        .await
        .context("answering a panel button")?;
    Ok(())
}

/// Sends the deferred answer: the outcome, or the error's text.
async fn send<F, Fut>(outcome: Result<Answer, Error>, tr: Tr, send: F) -> Result<(), Error>
where
    F: FnOnce(serenity::EditInteractionResponse) -> Fut,
    Fut: std::future::Future<Output = serenity::Result<serenity::Message>>,
{
    let reply = match outcome {
        Ok(answer) => {
            let mut reply = reply::edit(answer.text).components(answer.rows);
            for (name, bytes) in answer.files {
                reply = reply.new_attachment(serenity::CreateAttachment::bytes(bytes, name));
            }
            reply
        }
        Err(error) => match errors::reply_text(&error, "panel", tr) {
            Some(text) => reply::edit(text),
            None => return Ok(()),
        },
    };
    send(reply).await?;
    Ok(())
}
