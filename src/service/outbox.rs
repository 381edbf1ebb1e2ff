//! The outbox: what a command must say on Discord, written as rows in the command's own
//! transaction (the turn's board post with the next player's mention, new racks, reminders), and
//! handed to the Discord layer one claimed row at a time (see `claim`: a leased row, delivered
//! with no transaction open). Posts carry a nonce derived from the row, so a retry after a lost
//! response finds the first message instead of posting again.

use serde::{Deserialize, Serialize};
use sqlx::PgConnection;

use crate::store::outbox::{self, OutboxKind};

use super::drawn::{DrawnPlayer, DrawnPublic};
use super::event_data::post::ThreadWaitingNotice;
use super::lobby_view::LobbyView;
use super::report::Report;
use super::seat_name::SeatName;
use super::tournaments::TournamentPost;

/// One side effect to deliver.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Outgoing {
    /// The board as the command left it, in the game's channel, with the report and the next
    /// player mentioned (and the turn buttons while the game goes on).
    Turn {
        report: Report,
        headline: Option<Headline>,
        /// The table as the command left it, to draw (`None` in rows written before rows
        /// carried it: the delivery replays the game to the report's version then).
        #[serde(default)]
        drawn: Option<DrawnPublic>,
    },
    /// A player's rack as the command left it (at the game's `version`), by DM; with the move
    /// panel, and said to be their turn when it is (`your_turn`).
    Rack {
        game_id: i64,
        user_id: i64,
        version: i32,
        /// The player is to move: the DM tells them so (rows written before it say nothing).
        #[serde(default)]
        your_turn: bool,
        /// What the DM shows, as the command left it (`None` in rows written before rows
        /// carried it: the delivery replays the game to `version` then).
        #[serde(default)]
        drawn: Option<DrawnRack>,
    },
    /// A reminder that a game waits for the player, by DM (a mention in the channel if DMs are
    /// closed).
    Reminder {
        game_id: i64,
        channel_id: i64,
        user_id: i64,
        /// When the turn times out, in Unix seconds.
        deadline: i64,
        /// The game as it stood when the reminder was written, for its move panel (`None` in
        /// rows written before rows carried it: the delivery reads the game then).
        #[serde(default)]
        drawn: Option<DrawnPublic>,
    },
    /// A lobby or end-of-game notice in the game's channel.
    Notice { notice: Notice },
    /// A tournament's post in its channel or in a board's thread.
    Tournament { post: TournamentPost },
    /// Create the thread of a tournament board (in the row's channel) and record it on the board
    /// (the games area then opens the board's game there).
    Thread {
        tournament_id: i64,
        guild_id: i64,
        board_id: i64,
        /// The thread's name; it names the board, so a retry can find a thread it made.
        name: String,
        /// What the event's channel is told if the first try fails (`None` in rows written
        /// before rows carried it: nothing is told then).
        #[serde(default)]
        waiting: Option<ThreadWaitingNotice>,
    },
    /// Tell the server's owner that Discord keeps refusing the bot's posts in `channel_id` for
    /// lack of permissions (written once while the channel stays so).
    Alert { guild_id: i64, channel_id: i64 },
}

/// What a rack's DM shows, decided by the command that wrote the row.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawnRack {
    /// The game's server sends racks by DM (otherwise players use `/rack`).
    pub by_dm: bool,
    /// The player's own view (`None`: they resigned, and have no rack to send).
    pub player: Option<DrawnPlayer>,
}

/// What comes before a turn's report in its post.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Headline {
    /// The game started: the draw for first play.
    Started {
        draw_rounds: Vec<Vec<(SeatName, String)>>,
        first: SeatName,
        /// Every player in the order of play, the first one first.
        #[serde(default)]
        order: Vec<SeatName>,
        /// The keys of the rule book's messages for the draw: its title (`draw-title`, "The
        /// draw for first play") and who won it (`draw-won`; the field keeps its stored name);
        /// empty in rows written before they were stored (the tiles' words then).
        #[serde(default)]
        draw_title: String,
        #[serde(default)]
        draw_verb: String,
    },
    /// The player to move ran out of time (and perhaps forfeited).
    TimedOut {
        player: SeatName,
        user_id: Option<i64>,
        missed_in_a_row: u32,
        missed_turn_limit: u32,
        forfeited: bool,
    },
}

/// What a lobby or `/game end` command says in the game's channel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Notice {
    /// A player opened a lobby.
    Opened { by: String, lobby: LobbyView },
    /// A player took a seat.
    Joined { name: String, lobby: LobbyView },
    /// A player left the lobby (the last one to leave closes it).
    Left { name: String, lobby: LobbyView },
    /// A computer player was seated.
    ComputerSeated { lobby: LobbyView },
    /// A player asked to end the game; these players have not asked yet.
    EndAsked {
        by: String,
        game_id: i64,
        waiting_for: Vec<SeatName>,
    },
    /// The game was ended without a result.
    Ended { game_id: i64 },
    /// The version of its word list the game was opened with is gone from the bot: what
    /// happened and what can be done (said once, see `lexicon_notices`).
    WordListGone { game_id: i64, lexicon: String },
}

impl Outgoing {
    /// The row's kind as stored (`turn`, `rack`, ...), for logs.
    pub fn kind_name(&self) -> &'static str {
        crate::engine::names::Named::name(self.kind())
    }

    pub(super) fn kind(&self) -> OutboxKind {
        match self {
            Outgoing::Turn { .. } => OutboxKind::Turn,
            Outgoing::Rack { .. } => OutboxKind::Rack,
            Outgoing::Reminder { .. } => OutboxKind::Reminder,
            Outgoing::Notice { .. } => OutboxKind::Notice,
            Outgoing::Tournament { .. } => OutboxKind::Tournament,
            Outgoing::Thread { .. } => OutboxKind::Thread,
            Outgoing::Alert { .. } => OutboxKind::Alert,
        }
    }
}

/// Writes a row in the caller's transaction.
pub(super) async fn write(
    conn: &mut PgConnection,
    game_id: i64,
    channel_id: i64,
    outgoing: &Outgoing,
) -> anyhow::Result<()> {
    let row = (outgoing.kind(), serde_json::to_string(outgoing)?);
    outbox::insert_many(conn, game_id, channel_id, &[row]).await?;
    Ok(())
}

/// Writes a tournament's row (a post or a thread to create) for `channel_id`.
pub(super) async fn write_for_tournament(
    conn: &mut PgConnection,
    tournament_id: i64,
    channel_id: i64,
    outgoing: &Outgoing,
) -> anyhow::Result<()> {
    let payload = serde_json::to_string(outgoing)?;
    outbox::insert_for_tournament(conn, tournament_id, channel_id, outgoing.kind(), &payload)
        .await?;
    Ok(())
}

/// Writes a lobby or end-of-game notice for the game's channel.
pub(super) async fn write_notice(
    conn: &mut PgConnection,
    game_id: i64,
    channel_id: i64,
    notice: Notice,
) -> anyhow::Result<()> {
    write(conn, game_id, channel_id, &Outgoing::Notice { notice }).await
}

/// Writes what a command that ended in `report` must say: the turn's post, then a rack for
/// every player whose rack changed while the game goes on; each row with what its delivery
/// draws (`drawn`, as the command left the game).
pub(super) async fn write_turn(
    conn: &mut PgConnection,
    report: &Report,
    headline: Option<Headline>,
    drawn: TurnDrawn,
) -> anyhow::Result<()> {
    let turn = Outgoing::Turn {
        report: report.clone(),
        headline,
        drawn: Some(drawn.public),
    };
    let mut rows = vec![(OutboxKind::Turn, serde_json::to_string(&turn)?)];
    if report.finished.is_none() {
        // The player to move hears of it by DM with their rack and the move panel, whether or not
        // their rack changed: one tap from the DM to their move.
        let next = report.next.as_ref().and_then(|n| n.user_id);
        let unchanged_next = next.filter(|n| !report.racks_changed.contains(n));
        for &user_id in report.racks_changed.iter().chain(unchanged_next.iter()) {
            let player = drawn
                .players
                .iter()
                .find(|(user, _)| *user == user_id)
                .and_then(|(_, player)| player.clone());
            let rack = Outgoing::Rack {
                game_id: report.game_id,
                user_id,
                version: report.version,
                your_turn: Some(user_id) == next,
                drawn: Some(DrawnRack {
                    by_dm: drawn.by_dm,
                    player,
                }),
            };
            rows.push((OutboxKind::Rack, serde_json::to_string(&rack)?));
        }
    }
    // One statement for all the turn's rows, the post first.
    outbox::insert_many(conn, report.game_id, report.channel_id, &rows).await?;
    Ok(())
}

/// What the delivery of a turn's rows draws, as the command left the game.
pub(super) struct TurnDrawn {
    pub public: DrawnPublic,
    /// Each seated user's own view (`None`: they resigned), for their rack's row.
    pub players: Vec<(i64, Option<DrawnPlayer>)>,
    /// The game's server sends racks by DM.
    pub by_dm: bool,
}
