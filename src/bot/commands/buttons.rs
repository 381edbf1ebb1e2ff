//! Buttons and the exchange form (the move panel's buttons and forms go to `panel`). Each button's `custom_id` names its game and action
//! (`turn:{game}:pass`, `lobby:{game}:join`; see `button_ids`); everything else is in the database, so buttons keep
//! working after a restart. A press is answered privately; what it changes is announced where
//! the game lives like the slash command it stands for. A board's buttons work wherever the
//! board is shown: in the game's channel (or thread) for anyone there, as the commands do; away
//! from it (a board that came by DM, in a game outside a server) for the game's seated players
//! only, acting on the game where it lives.

use anyhow::Context as _;
use poise::serenity_prelude as serenity;

use crate::engine::wording::Wording;
use crate::service::{GameStatus, Report, Request, UserError};

use super::button_ids::{self, Action, action_of};
use super::conversation::before_announcing;
use super::request::{Asker, db_id};
use super::{Data, Error, Tr, delivery, errors, racks, reply};

/// Handles a button press or a submitted exchange form; other interactions are left alone.
pub async fn handle(
    ctx: &serenity::Context,
    data: &Data,
    interaction: &serenity::Interaction,
) -> Result<(), Error> {
    match interaction {
        serenity::Interaction::Component(press) => {
            if let Some(pressed) = button_ids::panel_of(&press.data.custom_id) {
                return super::panel::press(ctx, data, press, pressed).await;
            }
            let Some((game_id, action)) = action_of(&press.data.custom_id) else {
                return Ok(());
            };
            if action == Action::ExchangeForm {
                return open_exchange_form(ctx, data, press, game_id).await;
            }
            press.defer_ephemeral(&ctx.http).await?;
            let asker = Asker {
                guild_id: press.guild_id,
                channel_id: press.channel_id,
                user: &press.user,
                member: press.member.as_ref(),
                interaction_id: press.id,
                token: &press.token,
            };
            let tr = Tr::of_locale(Some(&press.locale));
            let outcome = Box::pin(run(ctx, data, &asker, game_id, action, tr)).await;
            answer(outcome, tr, |reply| press.edit_response(&ctx.http, reply)).await
        }
        serenity::Interaction::Modal(form) => {
            if let Some(sent) = button_ids::panel_form_of(&form.data.custom_id) {
                return super::panel::submit(ctx, data, form, sent).await;
            }
            let Some(game_id) = form
                .data
                .custom_id
                .strip_prefix("exchange:")
                .and_then(|g| g.parse::<i64>().ok())
            else {
                return Ok(());
            };
            form.defer_ephemeral(&ctx.http).await?;
            let tiles = super::panel_forms::form_value(&form.data.components, "tiles");
            let asker = Asker {
                guild_id: form.guild_id,
                channel_id: form.channel_id,
                user: &form.user,
                member: form.member.as_ref(),
                interaction_id: form.id,
                token: &form.token,
            };
            let tr = Tr::of_locale(Some(&form.locale));
            let outcome =
                Box::pin(run(ctx, data, &asker, game_id, Action::Exchange(tiles), tr)).await;
            answer(outcome, tr, |reply| form.edit_response(&ctx.http, reply)).await
        }
        _ => Ok(()),
    }
}

/// Sends the private answer: the outcome's text (and files), or the error's.
async fn answer<F, Fut>(outcome: Result<Private, Error>, tr: Tr, send: F) -> Result<(), Error>
where
    F: FnOnce(serenity::EditInteractionResponse) -> Fut,
    Fut: std::future::Future<Output = serenity::Result<serenity::Message>>,
{
    let reply = match outcome {
        Ok(private) => {
            let mut reply = reply::edit(private.text);
            if let Some((name, bytes)) = private.file {
                reply = reply.new_attachment(serenity::CreateAttachment::bytes(bytes, name));
            }
            reply
        }
        Err(error) => match errors::reply_text(&error, "button", tr) {
            Some(text) => reply::edit(text),
            None => return Ok(()),
        },
    };
    send(reply).await?;
    Ok(())
}

/// The private answer to a press.
struct Private {
    text: String,
    file: Option<(String, Vec<u8>)>,
}

impl Private {
    fn text(text: impl Into<String>) -> Self {
        Self {
            text: text.into(),
            file: None,
        }
    }
}

async fn run(
    ctx: &serenity::Context,
    data: &Data,
    asker: &Asker<'_>,
    game_id: i64,
    action: Action,
    tr: Tr,
) -> Result<Private, Error> {
    let service = &data.service;
    let request = asker.request(service, &ctx.cache).await?;
    let (request, here) = on_the_game(data, request, game_id).await?;
    let http = &ctx.http;
    let report: Report = match action {
        Action::Rack => {
            let player = service
                .tables()
                .player_view_by_id(game_id, request.user_id)
                .await?;
            let rack = racks::view(&player).await?;
            return Ok(Private {
                text: racks::caption(&player.public, &rack, tr),
                file: Some(("rack.png".to_owned(), rack.png)),
            });
        }
        Action::Join => {
            service.games().join(&request).await?;
            announcing(http, service, asker, here).await?;
            let mut done = tr.text("game-joined");
            if delivery::notice(http, service, game_id).await {
                done.push(' ');
                done.push_str(&tr.text("notice-coming"));
            }
            return Ok(Private::text(done));
        }
        Action::Start => {
            let start = service.games().start(&request).await?;
            announcing(http, service, asker, here).await?;
            let user = Some(request.user_id);
            let delivered = delivery::turn(http, service, &start.report, user).await;
            return Ok(Private::text(super::turns::started_text(
                &start.report,
                request.user_id,
                &delivered,
                tr,
            )));
        }
        Action::Pass => service.games().pass(&request).await?,
        Action::Challenge => service.games().challenge(&request).await?,
        Action::Exchange(tiles) => service.games().exchange(&request, &tiles).await?,
        Action::ExchangeForm => {
            return Err(anyhow::anyhow!("the exchange form is opened elsewhere").into());
        }
    };
    announcing(http, service, asker, here).await?;
    let delivered = delivery::turn(http, service, &report, Some(request.user_id)).await;
    Ok(Private::text(super::turns::done_text(
        &report,
        request.user_id,
        &delivered,
        tr,
    )))
}

/// The request as it acts on the button's game, which must be open, and whether it was made in
/// the game's own channel. Away from it (a board that came by DM), only a seated player may
/// press, refused otherwise as a stranger is in the channel, and the request names the game's
/// channel (where the commands find the game) without the moderator's rights of any server.
async fn on_the_game(
    data: &Data,
    mut request: Request,
    game_id: i64,
) -> Result<(Request, bool), Error> {
    let snapshot = data.service.tables().snapshot_by_id(game_id).await?;
    if !snapshot.status.is_open() {
        return Err(Error::Worded(
            Wording::new("err-button-game-over").put("game", &game_id),
        ));
    }
    let here = snapshot.channel_id == request.channel_id;
    if !here {
        if snapshot.seat_of(request.user_id).is_none() {
            return Err(UserError::NotAPlayer.into());
        }
        request.guild_id = snapshot.guild_id;
        request.channel_id = snapshot.channel_id;
        request.moderator = false;
    }
    Ok((request, here))
}

/// Before a press's change is announced: pressed in the game's own channel outside a server,
/// the press's answer is filled and its token becomes the game's way to post
/// (`before_announcing`). Only an interaction in the game's own conversation may carry its
/// posts: a press away from it (a DM) leaves them to the game's route.
async fn announcing(
    http: &serenity::Http,
    service: &crate::service::Service,
    asker: &Asker<'_>,
    here: bool,
) -> Result<(), Error> {
    if here {
        let place = (asker.guild_id, asker.channel_id);
        before_announcing(http, service, place, asker.token).await?;
    }
    Ok(())
}

/// Opens the exchange form, or says privately why not (not a player, not their turn).
async fn open_exchange_form(
    ctx: &serenity::Context,
    data: &Data,
    press: &serenity::ComponentInteraction,
    game_id: i64,
) -> Result<(), Error> {
    let user = db_id(press.user.id);
    let tr = Tr::of_locale(Some(&press.locale));
    let refusal = match data.service.tables().snapshot_by_id(game_id).await {
        Ok(snapshot) => {
            let seat = snapshot.seats.iter().find(|s| s.user_id == Some(user));
            match seat {
                _ if snapshot.status != GameStatus::Active => {
                    Some(tr.say("button-game-not-played", &[("game", game_id.into())]))
                }
                None => Some(errors::player_text(&UserError::NotAPlayer, tr)),
                Some(seat) if !seat.to_move => Some(tr.text("panel-not-your-turn")),
                Some(_) => None,
            }
        }
        Err(error) => errors::reply_text(&error.into(), "exchange button", tr),
    };
    let response = match refusal {
        Some(text) => serenity::CreateInteractionResponse::Message(reply::first_private(text)),
        None => serenity::CreateInteractionResponse::Modal(
            serenity::CreateModal::new(
                format!("exchange:{game_id}"),
                tr.text("panel-form-exchange"),
            )
            .components(vec![serenity::CreateActionRow::InputText(
                serenity::CreateInputText::new(
                    serenity::InputTextStyle::Short,
                    tr.text("panel-form-tiles"),
                    "tiles",
                )
                .placeholder(tr.text("panel-form-tiles-example"))
                .max_length(32),
            )]),
        ),
    };
    press
        .create_response(&ctx.http, response)
        .await
        .context("answering the exchange button")?;
    Ok(())
}
