//! Delivering the outbox: each row is claimed (locked) from the service, sent to Discord with a
//! nonce derived from the row and `enforce_nonce` (so a retry after a lost answer finds the first
//! message instead of posting twice), and marked done with the message it made; a failure leaves
//! it for the job runner to retry with back-off. The interaction handler delivers its command's
//! rows at once after commit; the runner delivers whatever is left, in any process.

use poise::serenity_prelude as serenity;

use crate::bot::errors::{Error, dm_refused};
use crate::bot::locale::Tr;
use crate::bot::{announce, button_ids, racks, reply, text, turn_text};
use crate::service::{
    Claimed, Delivered, DrawnPublic, Failure, GameStatus, Headline, Notice, Outgoing, RackToSend,
    Report, Service,
};

use super::conversation::{self, Otherwise, Went};
use super::dm::dm_or_note;
use super::send::{Outcome, failed};
use super::{alert, reminder, tournament, wake};

const EVERYONE: Otherwise = Otherwise::EveryoneByDm;

/// What the mover's private reply can say about the rows just delivered.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// A turn's post of the game could not be made yet (it will be retried).
    pub post_delayed: bool,
    /// The turn's board went (or, when delayed, goes) to each player by DM rather than where
    /// the game lives: a game outside a server whose conversation takes no follow-up now.
    pub board_by_dm: bool,
    /// What became of the mover's new rack.
    pub mover_rack: MoverRack,
}

/// The mover's new rack after delivery.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum MoverRack {
    /// No new rack for the mover.
    #[default]
    None,
    /// Sent by DM.
    Sent,
    /// Their DMs are closed: the rack (as text) goes in their reply.
    DmsClosed(String),
    /// The server has racks shown with `/rack`, not sent.
    ByCommand,
    /// The DM failed for now and will be retried.
    Delayed,
}

/// Delivers every due row of `game_id` now, in order; `mover` is the user whose command wrote
/// them (their rack goes in their reply if their DMs are closed).
#[tracing::instrument(skip_all, fields(game_id = game_id, mover = ?mover))]
pub async fn game_now(
    http: &serenity::Http,
    service: &Service,
    game_id: i64,
    mover: Option<i64>,
) -> Summary {
    let mut summary = Summary::default();
    for _ in 0..ROWS_PER_PASS {
        let claimed = match service.delivery().claim_outgoing(Some(game_id)).await {
            Ok(Some(claimed)) => claimed,
            Ok(None) => break,
            Err(error) => {
                tracing::error!(game_id, %error, "cannot read the outbox");
                summary.post_delayed = true;
                break;
            }
        };
        let is_turn = matches!(claimed.outgoing, Outgoing::Turn { .. });
        let for_mover = matches!(&claimed.outgoing,
            Outgoing::Rack { user_id, .. } if Some(*user_id) == mover);
        let delivered = Box::pin(deliver(http, claimed, mover)).await;
        if is_turn && !delivered.sent {
            summary.post_delayed = true;
        }
        if is_turn {
            summary.board_by_dm = delivered.went == Went::ByDm;
        }
        if for_mover {
            summary.mover_rack = delivered.mover_rack;
        }
        if !delivered.recorded {
            summary.post_delayed = true;
            break;
        }
    }
    // A turn post waiting behind an earlier one (or in back-off) is delayed too.
    if let Ok(pending) = service.delivery().channel_posts_pending(game_id).await
        && pending
    {
        summary.post_delayed = true;
    }
    summary
}

/// Delivers every due row of any game (the job runner); returns how many were tried.
#[tracing::instrument(skip_all)]
pub async fn due(http: &serenity::Http, service: &Service) -> usize {
    let mut tried = 0;
    while tried < ROWS_PER_PASS {
        match service.delivery().claim_outgoing(None).await {
            Ok(Some(claimed)) => {
                tried += 1;
                if !Box::pin(deliver(http, claimed, None)).await.recorded {
                    break;
                }
            }
            Ok(None) => break,
            Err(error) => {
                tracing::error!(%error, "cannot read the outbox");
                break;
            }
        }
    }
    tried
}

/// What one delivery did.
struct Attempt {
    sent: bool,
    /// Where the row's post went (or goes when tried again).
    went: Went,
    mover_rack: MoverRack,
    /// The outcome was stored (if not, the row stays claimable: stop for now).
    recorded: bool,
}

/// Most rows one pass delivers.
const ROWS_PER_PASS: usize = 500;

/// Delivers one claimed row and records how it went.
#[tracing::instrument(skip_all, fields(outbox = claimed.id, game_id = ?claimed.game_id, kind = claimed.outgoing.kind_name()))]
async fn deliver(http: &serenity::Http, claimed: Claimed, mover: Option<i64>) -> Attempt {
    let (outcome, went) = match send(http, &claimed, mover).await {
        Ok(sent) => sent,
        Err(error) => (
            Outcome::Failed(Failure::Transient, format!("{error:#}")),
            Went::Home,
        ),
    };
    let id = claimed.id;
    let (sent, mover_rack, recorded) = match outcome {
        Outcome::Done(how, message) => {
            let rack = match how {
                Delivered::NotByDm => MoverRack::ByCommand,
                Delivered::Nothing => MoverRack::None,
                _ => MoverRack::Sent,
            };
            (true, rack, claimed.done(how, message).await)
        }
        Outcome::MoverDmsClosed(rack) => (
            true,
            MoverRack::DmsClosed(rack),
            claimed.done(Delivered::DmClosed, None).await,
        ),
        Outcome::Failed(failure, error) => {
            let recorded = claimed.failed(failure, &error).await.map(drop);
            wake::wake();
            (false, MoverRack::Delayed, recorded)
        }
    };
    if let Err(error) = &recorded {
        tracing::error!(outbox = id, %error, "cannot record a delivery");
    }
    Attempt {
        sent,
        went,
        mover_rack,
        recorded: recorded.is_ok(),
    }
}

/// Sends one row; where a game's post went (or goes when tried again).
async fn send(
    http: &serenity::Http,
    claimed: &Claimed,
    mover: Option<i64>,
) -> Result<(Outcome, Went), Error> {
    let outcome = match claimed.outgoing.clone() {
        Outgoing::Turn {
            report,
            headline,
            drawn,
        } => return turn_post(http, claimed, &report, headline.as_ref(), drawn.as_ref()).await,
        Outgoing::Rack {
            game_id,
            user_id,
            version,
            your_turn,
            drawn,
        } => {
            let to_send = claimed
                .rack_to_send(drawn.as_ref(), (game_id, user_id, version))
                .await?;
            rack(http, claimed, (user_id, to_send), mover, your_turn).await
        }
        Outgoing::Notice { notice } => {
            let tr = Tr(claimed.language());
            let mut message = reply::Post::new(text::notice(&notice, tr), []);
            if let Some(game_id) = open_lobby(&notice) {
                message = message.components(vec![button_ids::lobby_row(game_id, tr)]);
            }
            if let Some(png) = designed_board(&notice, tr).await {
                message = message.file(png, "board.png");
            }
            return conversation::post_for_game(
                http,
                claimed,
                claimed.channel_id,
                message,
                EVERYONE,
            )
            .await;
        }
        Outgoing::Tournament { post } => tournament::post(http, claimed, &post).await,
        Outgoing::Thread {
            guild_id,
            board_id,
            name,
            ..
        } => tournament::thread(http, claimed, (guild_id, board_id), &name).await,
        Outgoing::Reminder {
            game_id,
            channel_id,
            user_id,
            deadline,
            drawn,
        } => {
            let at = (game_id, channel_id, user_id);
            reminder::send(http, claimed, at, (deadline, drawn.as_ref())).await
        }
        Outgoing::Alert {
            guild_id,
            channel_id,
        } => alert::send(http, claimed, (guild_id, channel_id)).await,
    };
    outcome.map(|outcome| (outcome, Went::Home))
}

/// A turn's board post in its channel, drawn from the view the command wrote into the row.
async fn turn_post(
    http: &serenity::Http,
    claimed: &Claimed,
    report: &Report,
    headline: Option<&Headline>,
    drawn: Option<&DrawnPublic>,
) -> Result<(Outcome, Went), Error> {
    let snapshot = claimed
        .public_view(drawn, report.game_id, report.version)
        .await?;
    let tr = Tr(claimed.language());
    let mut body = String::new();
    if let Some(headline) = headline {
        body.push_str(&headline_text(headline, tr));
        body.push('\n');
    }
    body.push_str(&turn_text::report(report, tr));
    // The post pings the player to move, and nobody else.
    let ping = match (&report.finished, &report.next) {
        (None, Some(next)) => next.user_id,
        _ => None,
    };
    let message = announce::board_message(&snapshot, &body, ping, tr).await?;
    conversation::post_for_game(http, claimed, report.channel_id, message, EVERYONE).await
}

/// A new rack by DM, as the row's command left it; the mover whose DMs are closed gets it in
/// their reply, another player a note in the channel (without the tiles).
async fn rack(
    http: &serenity::Http,
    claimed: &Claimed,
    (user, to_send): (i64, RackToSend),
    mover: Option<i64>,
    your_turn: bool,
) -> Result<Outcome, Error> {
    let player = match to_send {
        RackToSend::Send(player) => *player,
        RackToSend::NotByDm => return Ok(Outcome::Done(Delivered::NotByDm, None)),
        RackToSend::Nothing => return Ok(Outcome::Done(Delivered::Nothing, None)),
    };
    let snapshot = &player.public;
    let rack = racks::view(&player).await?;
    if rack.text.is_empty() {
        // A player who went out waits for the end: there is nothing to show.
        return Ok(Outcome::Done(Delivered::Nothing, None));
    }
    let text = rack.text.clone();
    let tr = Tr(claimed.language());
    // The move panel under the rack: the game can be played from the DM.
    let mut caption = racks::caption(snapshot, &rack, tr);
    if your_turn {
        caption.insert_str(0, &format!("🔔 {} ", tr.text("rack-your-turn")));
    }
    let message = reply::message(caption, [])
        .add_file(serenity::CreateAttachment::bytes(rack.png, "rack.png"))
        .components(vec![announce::panel_row(snapshot, user, tr)]);
    if mover == Some(user) {
        return Ok(
            match super::send::dm(http, claimed, user, message, 0).await {
                Ok(posted) => Outcome::Done(Delivered::Sent, Some(posted.id.get())),
                Err(error) if dm_refused(&error) => Outcome::MoverDmsClosed(text),
                Err(error) => failed(&error),
            },
        );
    }
    let note = tr.say(
        "rack-dms-closed-note",
        &[("player", format!("<@{user}>").into())],
    );
    dm_or_note(http, claimed, user, snapshot.channel_id, message, &note).await
}

/// The game whose lobby a notice shows while it is still open (its post carries the lobby's
/// buttons).
fn open_lobby(notice: &Notice) -> Option<i64> {
    match notice {
        Notice::Opened { lobby, .. }
        | Notice::Joined { lobby, .. }
        | Notice::Left { lobby, .. }
        | Notice::ComputerSeated { lobby } => {
            (lobby.status == GameStatus::Lobby).then_some(lobby.game_id)
        }
        Notice::EndAsked { .. } | Notice::Ended { .. } | Notice::WordListGone { .. } => None,
    }
}

/// The board of a lobby whose variant has a board design, drawn when the lobby opens: the
/// players see the design, every new square labelled, before the game starts.
async fn designed_board(notice: &Notice, tr: Tr) -> Option<Vec<u8>> {
    let Notice::Opened { lobby, .. } = notice else {
        return None;
    };
    let variant = crate::engine::variant::VariantId::parse(&lobby.variant)
        .ok()?
        .variant();
    if !variant.supports(crate::engine::variant::Feature::BoardDesign) {
        return None;
    }
    let labels = announce::board_labels(tr);
    tokio::task::spawn_blocking(move || {
        let board =
            crate::engine::board::Board::empty(variant.layout.rows(), variant.layout.cols());
        let view = crate::render::BoardView {
            variant: &variant,
            board: &board,
            last_play: Vec::new(),
            players: Vec::new(),
            bag_count: variant.tiles.total_tiles(),
            blocked: Vec::new(),
        };
        crate::render::board_png_labelled(&view, &labels).ok()
    })
    .await
    .ok()
    .flatten()
}

/// The line before a turn's report.
fn headline_text(headline: &Headline, tr: Tr) -> String {
    match headline {
        Headline::Started {
            draw_rounds,
            first,
            order,
            draw_title,
            draw_verb,
        } => text::draw_of(draw_rounds, first, order, (draw_title, draw_verb), tr),
        Headline::TimedOut {
            player,
            user_id,
            missed_in_a_row,
            missed_turn_limit,
            forfeited,
        } => {
            let who = text::who_seat(player, *user_id, tr);
            if *forfeited {
                tr.say(
                    "post-timed-out-forfeits",
                    &[
                        ("player", who.into()),
                        ("missed", (*missed_in_a_row).into()),
                    ],
                )
            } else {
                tr.say(
                    "post-timed-out",
                    &[
                        ("player", who.into()),
                        ("missed", (*missed_in_a_row).into()),
                        ("limit", (*missed_turn_limit).into()),
                    ],
                )
            }
        }
    }
}
