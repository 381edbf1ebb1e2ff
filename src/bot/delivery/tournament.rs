//! Delivering a tournament's outbox rows: posts (with the standings or pairings picture) in
//! the tournament channel or a board's thread, and a board's thread. A thread is made once: a
//! retry uses the thread recorded on the board, or finds the one it made (by name, and owned by
//! the bot) among the server's active threads before the record was written, and only then
//! creates one. The delivery records the thread; the service opens the board's game there.

use poise::serenity_prelude as serenity;

use crate::service::{Claimed, Delivered, TournamentPost};

use crate::bot::announce;
use crate::bot::errors::Error;
use crate::bot::locale::Tr;
use crate::bot::reply;
use crate::bot::request::db_id;
use crate::bot::tables::picture;
use crate::bot::tournament_post_text;
use crate::bot::tournament_text as text;

use super::send::{Outcome, failed, post as post_message};

/// Posts a tournament post in the row's channel.
#[tracing::instrument(skip_all, fields(outbox = claimed.id, channel_id = claimed.channel_id))]
pub async fn post(
    http: &serenity::Http,
    claimed: &Claimed,
    post: &TournamentPost,
) -> Result<Outcome, Error> {
    // Said in the language of the tournament's (or league's) server.
    let tr = Tr(claimed.language());
    let mut message = reply::message(
        tournament_post_text::post(post, tr),
        tournament_post_text::pinged(post),
    );
    let table = match post {
        TournamentPost::Standings { view, last } => {
            Some((text::standings_table(view, *last, tr), "standings.png"))
        }
        TournamentPost::Pairings {
            name,
            round,
            rounds,
            boards,
            ..
        } => Some((
            text::pairings_table(name, *round, *rounds, boards, tr),
            "pairings.png",
        )),
        _ => None,
    };
    if let Some((table, file)) = table {
        message = message.add_file(serenity::CreateAttachment::bytes(
            picture(table).await?,
            file,
        ));
    }
    Ok(post_message(http, claimed, claimed.channel_id, message).await)
}

/// Makes the board's thread in the row's channel (once) and records it on the board; the event
/// runner, woken, opens the board's game in it from that record. A thread
/// found among the server's active threads is taken only if the bot owns it (an earlier try made
/// it and did not hear back), never a member's thread that happens to carry the name.
#[tracing::instrument(skip_all, fields(outbox = claimed.id, board_id = board_id))]
pub async fn thread(
    http: &serenity::Http,
    claimed: &Claimed,
    (guild_id, board_id): (i64, i64),
    name: &str,
) -> Result<Outcome, Error> {
    let service = claimed.service();
    let channel = announce::channel(claimed.channel_id);
    let thread_id = if let Some(id) = service.board_thread(board_id).await? {
        id
    } else {
        let made = match made_before(http, guild_id, channel, name).await {
            Ok(Some(id)) => id,
            Ok(None) => {
                let create = serenity::CreateThread::new(name)
                    .kind(serenity::ChannelType::PublicThread)
                    .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
                match channel.create_thread(http, create).await {
                    Ok(thread) => db_id(thread.id),
                    Err(error) => return Ok(failed(&error)),
                }
            }
            Err(error) => return Ok(failed(&error)),
        };
        service.record_board_thread(board_id, made).await?
    };
    // The event runner opens the board's game in the thread now recorded.
    super::wake::wake_events();
    Ok(Outcome::Done(
        Delivered::Sent,
        Some(thread_id.cast_unsigned()),
    ))
}

/// The bot's own user id (asked once).
async fn own_id(http: &serenity::Http) -> serenity::Result<serenity::UserId> {
    static OWN: tokio::sync::OnceCell<serenity::UserId> = tokio::sync::OnceCell::const_new();
    OWN.get_or_try_init(|| async { Ok(http.get_current_user().await?.id) })
        .await
        .copied()
}

/// The active thread of `channel` called `name` that the bot owns, if an earlier try made it.
async fn made_before(
    http: &serenity::Http,
    guild_id: i64,
    channel: serenity::ChannelId,
    name: &str,
) -> serenity::Result<Option<i64>> {
    let own = own_id(http).await?;
    let guild = serenity::GuildId::new(guild_id.cast_unsigned());
    let active = guild.get_active_threads(http).await?;
    Ok(active
        .threads
        .iter()
        .find(|t| t.parent_id == Some(channel) && t.name == name && t.owner_id == Some(own))
        .map(|t| db_id(t.id)))
}
