//! `lexicord export --guild ID DIR`: a server's finished games as GCG files and its events
//! (tournaments and league seasons) as tsh `.t` files, for a server leaving the bot. Read only:
//! the database is read in read-only sessions, and nothing in it changes.
//!
//! Files are named from ids and dates only (`game-12-2026-11-28.gcg`, `tournament-3.t`,
//! `league-2-season-1-division-2.t`), never from a name a player or a director chose. A game
//! whose record the project's own replay does not bring to the game's final scores (a variant
//! with rules GCG does not describe: another board, a target, dice) is written with a `#note`
//! saying so; a game whose plays GCG cannot write (Free for All's paths) is not written. Each
//! is named in the report.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use time::OffsetDateTime;

use super::said::{SaidContext as _, said};
use crate::config::Config;
use crate::engine::english::english;
use crate::engine::formats::gcg::{self, Entry, GcgRecord, Pragma};
use crate::engine::replay::replay_record;
use crate::engine::wording::Wording;
use crate::service::tournaments::EventExport;
use crate::service::{FinishedRecord, Service};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The server (guild) whose games and events to export, by its Discord id.
    #[arg(long)]
    pub guild: i64,
    /// The directory to write into (made if missing; files of the same names are replaced).
    pub dir: PathBuf,
    /// Configuration file (see config.example.toml); default: ./lexicord.toml if present.
    #[arg(long)]
    pub config: Option<PathBuf>,
}

/// What an export wrote and left out, for its report.
#[derive(Debug, Default)]
struct Tally {
    games: usize,
    noted: usize,
    not_written: usize,
    failed: usize,
    events: usize,
    files: usize,
    /// One line per game written with a note, left out or failed.
    lines: Vec<String>,
}

/// Exports the server's games and events into `args.dir` and says what was written.
pub fn execute(args: &Args) -> anyhow::Result<ExitCode> {
    let config = Config::load_given_or_default(args.config.as_deref())?;
    let (url, _cluster) = super::database::in_use(&config).map_err(anyhow::Error::msg)?;
    let lexicons = super::run::load_lexicons(&config)?;
    std::fs::create_dir_all(&args.dir).said_context(|| {
        Wording::new("cli-export-cannot-write").put("path", &args.dir.display())
    })?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let tally = runtime.block_on(async {
        let pool = crate::store::connect_read_only(&url)
            .await
            .map_err(|e| said(&Wording::new("cli-cannot-connect").put("error", &e)))?;
        let service = Service::new(pool, lexicons, super::run::server_defaults(&config));
        let mut tally = Tally::default();
        export_games(&service, args, &mut tally).await?;
        export_events(&service, args, &mut tally).await?;
        anyhow::Ok(tally)
    })?;
    for line in &tally.lines {
        println!("{line}");
    }
    println!(
        "{}",
        english(
            &Wording::new("cli-export-written")
                .put("guild", &args.guild)
                .put("path", &args.dir.display())
                .number("games", tally.games)
                .number("noted", tally.noted)
                .number("not_written", tally.not_written)
                .number("events", tally.events)
                .number("files", tally.files)
        )
    );
    Ok(if tally.failed > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// Writes each finished game of the server as a GCG file.
async fn export_games(service: &Service, args: &Args, tally: &mut Tally) -> anyhow::Result<()> {
    let games = service
        .tables()
        .finished_games_of(args.guild)
        .await
        .map_err(|e| said(&Wording::new("cli-cannot-read-games").put("error", &e)))?;
    for game in games {
        let finished = match service.tables().finished_record(game.id).await {
            Ok(finished) => finished,
            Err(error) => {
                tally.failed += 1;
                tally.lines.push(english(
                    &Wording::new("cli-export-game-failed")
                        .put("game", &game.id)
                        .put("error", &error),
                ));
                continue;
            }
        };
        let variant = finished.variant.to_string();
        let Some(record) = faithful(&finished) else {
            tally.not_written += 1;
            tally.lines.push(english(
                &Wording::new("cli-export-game-not-written")
                    .put("game", &game.id)
                    .put("variant", &variant),
            ));
            continue;
        };
        let record = match record {
            Faithful::Yes(record) => record,
            Faithful::WithNote(record) => {
                tally.noted += 1;
                tally.lines.push(english(
                    &Wording::new("cli-export-game-noted")
                        .put("game", &game.id)
                        .put("variant", &variant),
                ));
                record
            }
        };
        let name = game_file_name(game.id, game.finished_at);
        write(&args.dir.join(name), &gcg::write(&record))?;
        tally.games += 1;
    }
    Ok(())
}

/// A record as it is written: as the game made it, or with a note before its first move.
enum Faithful {
    Yes(GcgRecord),
    WithNote(GcgRecord),
}

/// The game's record as written: as made when the project's own replay reads it without a
/// disagreement and reaches the game's final scores; else with a `#note` naming the variant
/// whose rules the scores follow. `None` when GCG cannot write the game's plays at all.
fn faithful(finished: &FinishedRecord) -> Option<Faithful> {
    let mut record = finished.record.clone()?;
    let replayed = replay_record(&record, None)
        .is_ok_and(|report| report.issues.is_empty() && report.totals == finished.scores);
    if replayed {
        return Some(Faithful::Yes(record));
    }
    let note = english(
        &Wording::new("cli-export-variant-note").put("variant", &finished.variant.to_string()),
    );
    let at = record
        .entries
        .iter()
        .position(|e| matches!(e, Entry::Event(_)))
        .unwrap_or(record.entries.len());
    record.entries.insert(at, Entry::Pragma(Pragma::Note(note)));
    Some(Faithful::WithNote(record))
}

/// Writes each event of the server as its tsh files.
async fn export_events(service: &Service, args: &Args, tally: &mut Tally) -> anyhow::Result<()> {
    let events = service
        .events()
        .exports_of_guild(args.guild)
        .await
        .map_err(|e| said(&Wording::new("cli-cannot-read-database").put("error", &e)))?;
    for event in events {
        for (name, text) in event_files(&event) {
            write(&args.dir.join(name), &text)?;
            tally.files += 1;
        }
        tally.events += 1;
    }
    Ok(())
}

/// An event's `.t` files with their names: one, or one per division.
fn event_files(event: &EventExport) -> Vec<(String, String)> {
    let stem = match event.league {
        Some((league, season)) => format!("league-{league}-season-{season}"),
        None => format!("tournament-{}", event.tournament_id),
    };
    if event.export.division_files.is_empty() {
        return vec![(format!("{stem}.t"), event.export.tsh.clone())];
    }
    event
        .export
        .division_files
        .iter()
        .enumerate()
        .map(|(i, text)| (format!("{stem}-division-{}.t", i + 1), text.clone()))
        .collect()
}

/// A game's file name, from its id and the day it ended (UTC): nothing a player chose.
fn game_file_name(id: i64, finished_at: Option<OffsetDateTime>) -> String {
    match finished_at {
        Some(at) => {
            let date = at.to_offset(time::UtcOffset::UTC).date();
            format!(
                "game-{id}-{:04}-{:02}-{:02}.gcg",
                date.year(),
                u8::from(date.month()),
                date.day()
            )
        }
        None => format!("game-{id}.gcg"),
    }
}

fn write(path: &Path, text: &str) -> anyhow::Result<()> {
    std::fs::write(path, text)
        .said_context(|| Wording::new("cli-export-cannot-write").put("path", &path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_come_from_ids_and_dates_only() {
        // 2026-11-28 23:30 at UTC-5 is the 29th in UTC.
        let at = OffsetDateTime::from_unix_timestamp(1_795_926_600)
            .unwrap()
            .to_offset(time::UtcOffset::from_hms(-5, 0, 0).unwrap());
        assert_eq!((at.day(), at.hour(), at.minute()), (28, 23, 30));
        assert_eq!(game_file_name(12, Some(at)), "game-12-2026-11-29.gcg");
        assert_eq!(game_file_name(7, None), "game-7.gcg");
    }
}
