//! Turns: commands applied to one loaded game in one transaction (`Turns`), with the next
//! turn's clock started, the snapshot written, and what Discord must be told written to the
//! outbox before commit; the players' commands that drive it are in `turn_commands`. When a
//! computer seat must act next (its turn, or a human's phony to challenge), a computer job is
//! written too: its move is its own step, in its own transaction, after this command is
//! committed and announced (`computer::step`). (Time-outs are in `clocks::timeouts`.)

use anyhow::anyhow;
use sqlx::PgConnection;
use time::OffsetDateTime;

use crate::engine::dictionary::{AnyWord, Dictionary};
use crate::engine::game::command_text;
use crate::engine::game::{Command, CommandKind, Conservation, Game, Seat, TurnKind};
use crate::kinds::{GameStatus, JobKind, SeatResult};
use crate::store::clocks;
use crate::store::games::{self, SeatSnapshot, Snapshot};
use crate::store::jobs::{self, NewJob};
use crate::store::moves::{self, NewMove};

use crate::service::Request;
use crate::service::clocks::schedule::{self, ClockPlan};
use crate::service::errors::{ServiceError, UserError};
use crate::service::events::Pacing;
use crate::service::integrity::check_tiles_conserved;
use crate::service::loaded::LoadedGame;
use crate::service::outbox::{self, Headline};
use crate::service::rated_games;
use crate::service::report::{self, Event, Report};
use crate::service::shared::Shared;
use crate::service::turn_drawn;

/// Commands applied to one loaded game within a transaction, not yet written.
pub(crate) struct Turns<'a> {
    pub(crate) service: &'a Shared,
    pub(crate) loaded: &'a LoadedGame,
    before: Game,
    pub(crate) game: Game,
    events: Vec<Event>,
    moves: Vec<LogEntry>,
    /// Seats whose tiles left their rack or came back to it (a play, an exchange, a play
    /// challenged off): their rack is new even when it holds the same letters as before.
    handled: Vec<Seat>,
}

/// A command applied, as its log row will keep it.
struct LogEntry {
    seat: Seat,
    command: String,
    kind: CommandKind,
    summary: String,
    score: i32,
    /// A challenge's judgement (rule 8), kept so the log replays without judging again.
    refuted: Option<Vec<String>>,
}

/// Whether `command` asks the game's word list (or would be challenged against it).
fn needs_words(command: &Command) -> bool {
    matches!(
        command,
        Command::Play { .. }
            | Command::PlayWords { .. }
            | Command::Exchange { .. }
            | Command::Challenge { .. }
    )
}

fn actor(command: &Command) -> Seat {
    match *command {
        Command::Play { player, .. }
        | Command::PlayWords { player, .. }
        | Command::Exchange { player, .. }
        | Command::Pass { player }
        | Command::TimeOut { player }
        | Command::Resign { player }
        | Command::Block { player, .. } => player,
        Command::Challenge { by } => by,
    }
}

impl<'a> Turns<'a> {
    pub(crate) fn begin(service: &'a Shared, loaded: &'a LoadedGame, game: Game) -> Self {
        Self {
            service,
            loaded,
            before: game.clone(),
            game,
            events: Vec::new(),
            moves: Vec::new(),
            handled: Vec::new(),
        }
    }

    /// Applies a command; on error the game is unchanged. The engine's refusal is the player's
    /// to read (a computer's own command maps it to an internal error, see `computer.rs`).
    /// A play, exchange or challenge needs the game's own version of its word list: where it
    /// is gone, the player is told so (see `lexicon_notices`) and nothing changes.
    pub(crate) fn apply(&mut self, command: &Command) -> Result<(), ServiceError> {
        let lexicon = self.service.lexicons.of_game(&self.loaded.row);
        let dictionary: &dyn Dictionary = match &lexicon {
            Some(lexicon) => &**lexicon,
            None if needs_words(command) => {
                return Err(UserError::WordListGone(self.loaded.row.lexicon.clone()).into());
            }
            // Any other command judges no word.
            None => &AnyWord,
        };
        let board = self.game.board().clone();
        let outcome = self
            .game
            .apply(command, dictionary)
            .map_err(UserError::Move)?;
        let events = report::describe(self.loaded, &self.game, &outcome.turns, &board);
        self.handled.extend(outcome.turns.iter().filter_map(|turn| {
            matches!(
                turn.kind,
                TurnKind::Play { .. } | TurnKind::Exchange { .. } | TurnKind::ChallengedOff { .. }
            )
            .then_some(turn.player)
        }));
        let seat = actor(command);
        let score = outcome
            .turns
            .iter()
            .filter(|t| t.player == seat)
            .map(|t| t.score)
            .sum();
        let summary = events
            .iter()
            // The log's short form for operators (no sentence: players read turns from `said`).
            .map(|e| {
                let kind = crate::engine::names::Named::name(e.kind);
                format!("{}: {kind} {:+}", e.player.record_name(), e.score)
            })
            .collect::<Vec<_>>()
            .join("; ");
        let text = command_text::encode(command, &self.game.variant().tiles);
        self.moves.push(LogEntry {
            seat,
            command: text,
            kind: command.kind(),
            summary,
            score,
            refuted: outcome.refuted(),
        });
        self.events.extend(events);
        Ok(())
    }

    /// The game as the commands so far left it.
    pub(crate) fn game(&self) -> &Game {
        &self.game
    }

    /// Whether any command was applied.
    pub(crate) fn moved(&self) -> bool {
        !self.moves.is_empty()
    }

    /// Writes the new log entries and the snapshot, checks tile conservation, writes the
    /// announcement (with `headline` first) and new racks to the outbox and, if a computer must
    /// act next, its job; returns the report (the caller stores it for the interaction and
    /// commits).
    pub(crate) async fn finish(
        self,
        conn: &mut PgConnection,
        request: &Request,
        started: bool,
        headline: Option<Headline>,
    ) -> Result<Report, ServiceError> {
        let game_id = self.loaded.row.id;
        let bag = self.conserved_bag()?;
        let version = self.append_moves(conn, request).await?;
        let over = self.game.is_over();
        let now = self.service.clock.now();
        // At the start the clock's settings were just saved; otherwise the locked row has it.
        let saved;
        let clock = if started {
            saved = clocks::game_clock(conn, game_id).await?;
            &saved
        } else {
            &self.loaded.row.clock
        };
        let mut plan = schedule::plan_turn(
            clock,
            self.loaded,
            (&self.before, &self.game),
            version,
            started,
            now,
        );
        plan.jobs.extend(self.computer_job(version, now));
        jobs::replace_pending(conn, game_id, &plan.jobs).await?;
        let deadline = plan.deadline;
        self.write_snapshot(conn, version, bag, started, now, &plan)
            .await?;
        if over && !self.before.is_over() {
            rated_games::rate_finished(conn, self.loaded, &self.game, now).await?;
        }
        let racks_changed = self.racks_changed(started);
        let report = Report {
            game_id,
            channel_id: self.loaded.row.channel_id,
            events: self.events.clone(),
            next: report::next_player(self.loaded, &self.game).map(|mut next| {
                next.deadline = deadline.map(OffsetDateTime::unix_timestamp);
                next
            }),
            finished: report::standings(self.loaded, &self.game),
            racks_changed,
            version,
        };
        let drawn =
            turn_drawn::turn_drawn(&self.service.defaults, self.loaded, &self.game, version)?;
        outbox::write_turn(conn, &report, headline, drawn).await?;
        if over
            && !self.before.is_over()
            && let Some(standings) = &report.finished
        {
            Pacing::over(self.service)
                .tournament_game_over(conn, game_id, standings)
                .await?;
        }
        Ok(report)
    }

    /// The bag as it will be stored, once the check that no letter was created or lost passed
    /// (a violation is a bug: the transaction rolls back).
    fn conserved_bag(&self) -> Result<String, ServiceError> {
        let game_id = self.loaded.row.id;
        let tiles = &self.game.variant().tiles;
        let bag = self.game.bag_contents().to_text(tiles);
        let racks: Vec<String> = (0..self.game.player_count())
            .map(|s| self.game.rack(s).to_text(tiles))
            .collect();
        let conserved = match self.game.conservation() {
            Conservation::TileCount { extra_blanks } => {
                check_tiles_conserved(tiles, &bag, &racks, self.game.board(), extra_blanks)
            }
            Conservation::Checked(verdict) => verdict,
        };
        if let Err(problem) = conserved {
            tracing::error!(game_id, %problem, "BUG: tile conservation violated; rolling back");
            return Err(anyhow!("tile conservation violated in game {game_id}").into());
        }
        Ok(bag)
    }

    /// Appends the new log entries; returns the game's new version (its log length).
    async fn append_moves(
        &self,
        conn: &mut PgConnection,
        request: &Request,
    ) -> Result<i32, ServiceError> {
        let first_seq = self.loaded.log.len() as i32;
        for (k, logged) in self.moves.iter().enumerate() {
            let entry = NewMove {
                seq: first_seq + k as i32,
                seat: logged.seat as i16,
                kind: logged.kind,
                command: &logged.command,
                summary: &logged.summary,
                score: logged.score,
                interaction_id: if k == 0 { request.interaction_id } else { None },
                refuted: logged.refuted.as_deref(),
            };
            moves::append(conn, self.loaded.row.id, &entry).await?;
        }
        Ok(first_seq + self.moves.len() as i32)
    }

    /// The job of a computer player who must act next, if one must.
    fn computer_job(&self, version: i32, now: OffsetDateTime) -> Option<NewJob> {
        self.loaded.computer_must_act(&self.game).then(|| NewJob {
            kind: JobKind::Computer,
            game_id: self.loaded.row.id,
            seat: self.game.to_move().map_or(0, |s| s as i16),
            game_version: version,
            due_at: now,
            payload: "{}".to_owned(),
        })
    }

    /// Writes the game's snapshot (with the plan's deadline, when the player to move times
    /// out) and every seat's (with the banks the plan changed).
    async fn write_snapshot(
        &self,
        conn: &mut PgConnection,
        version: i32,
        bag: String,
        started: bool,
        now: OffsetDateTime,
        plan: &ClockPlan,
    ) -> Result<(), ServiceError> {
        let game_id = self.loaded.row.id;
        let snapshot = Snapshot {
            status: if self.game.is_over() {
                GameStatus::Finished
            } else {
                GameStatus::Active
            },
            version,
            bag_count: self.game.bag_len() as i16,
            bag,
            to_move: self.game.to_move().map(|s| s as i16),
            new_turn: schedule::turn_ended(&self.before, &self.game, started),
            now,
            turn_due_at: plan.deadline,
        };
        let seats: Vec<_> = (0..self.game.player_count())
            .map(|seat| SeatSnapshot {
                bank_left_secs: plan.banks.get(seat).copied().flatten(),
                ..self.seat_snapshot(seat)
            })
            .collect();
        games::update_snapshot(conn, game_id, &snapshot, &seats).await?;
        Ok(())
    }

    /// The users whose letters changed and who get them by DM: a rack that holds other letters,
    /// or one whose tiles went out and were drawn again (a player who draws the very letters
    /// they played has a new rack all the same). Letters handed back between turns leave
    /// nothing to send: only new ones are.
    fn racks_changed(&self, started: bool) -> Vec<i64> {
        let kept = self.game.variant().keeps_letters_between_turns();
        (0..self.game.player_count())
            .filter(|&s| {
                started || self.handled.contains(&s) || self.game.rack(s) != self.before.rack(s)
            })
            .filter(|&s| kept || !self.game.rack(s).is_empty())
            .filter_map(|s| self.loaded.seats[s].user_id)
            .collect()
    }

    fn seat_snapshot(&self, seat: Seat) -> SeatSnapshot {
        let game = &self.game;
        let (mut high_play, mut bingos) = (0, 0);
        if game.is_over() {
            // Plays that stood: a challenged-off play is removed from its player's list.
            let mut plays: Vec<(i32, bool)> = Vec::new();
            for turn in game.history().iter().filter(|t| t.player == seat) {
                match &turn.kind {
                    TurnKind::Play { scored, .. } => plays.push((turn.score, scored.bonus > 0)),
                    TurnKind::ChallengedOff { .. } => {
                        plays.pop();
                    }
                    _ => {}
                }
            }
            high_play = plays.iter().map(|p| p.0).max().unwrap_or(0);
            bingos = plays.iter().filter(|p| p.1).count() as i32;
        }
        let result = game.result().map(|r| SeatResult::among(seat, &r.winners));
        let tiles = &game.variant().tiles;
        SeatSnapshot {
            seat: seat as i16,
            score: game.score(seat),
            rack: game.rack(seat).to_text(tiles),
            result,
            high_play,
            bingos,
            bank_left_secs: None,
        }
    }
}
