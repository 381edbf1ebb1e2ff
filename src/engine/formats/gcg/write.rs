//! Writing a [`GcgRecord`] back to GCG text that [`super::read`] reads back equal.

use std::fmt::Write as _;

use super::record::{Action, Entry, Event, Exchanged, GcgRecord, Pragma};

/// Writes a record as GCG text, one line per pragma or move line (notes keep their
/// continuation lines), with `\n` line endings.
pub fn write(record: &GcgRecord) -> String {
    let mut out = String::new();
    for entry in &record.entries {
        match entry {
            Entry::Pragma(pragma) => write_pragma(&mut out, pragma),
            Entry::Event(event) => write_event(&mut out, event),
        }
        out.push('\n');
    }
    out
}

fn write_pragma(out: &mut String, pragma: &Pragma) {
    let (name, value) = match pragma {
        Pragma::CharacterEncoding(v) => ("character-encoding", v.as_str()),
        Pragma::Lexicon(v) => ("lexicon", v.as_str()),
        Pragma::Title(v) => ("title", v.as_str()),
        Pragma::Description(v) => ("description", v.as_str()),
        Pragma::Id(v) => ("id", v.as_str()),
        Pragma::Player(p) => {
            let _ = write!(out, "#player{} {}", p.number, p.nick);
            if !p.name.is_empty() {
                let _ = write!(out, " {}", p.name);
            }
            return;
        }
        Pragma::Note(note) => {
            out.push_str("#note");
            for (i, line) in note.split('\n').enumerate() {
                if i == 0 {
                    if !line.is_empty() {
                        out.push(' ');
                    }
                } else {
                    out.push('\n');
                    // A continuation line must not look like a pragma or a move line.
                    if line.starts_with(['#', '>']) {
                        out.push(' ');
                    }
                }
                out.push_str(line);
            }
            return;
        }
        Pragma::Other { name, value } => (name.as_str(), value.as_str()),
    };
    out.push('#');
    out.push_str(name);
    if !value.is_empty() {
        out.push(' ');
        out.push_str(value);
    }
}

fn write_event(out: &mut String, event: &Event) {
    let _ = write!(out, ">{}: {} ", event.nick, event.rack);
    match &event.action {
        Action::Play { coord, word } => {
            let _ = write!(out, "{coord} {word}");
        }
        Action::Pass => out.push('-'),
        Action::Exchange(Exchanged::Tiles(tiles)) => {
            let _ = write!(out, "-{tiles}");
        }
        Action::Exchange(Exchanged::Count(n)) => {
            let _ = write!(out, "-{n}");
        }
        Action::Withdrawn => out.push_str("--"),
        Action::ChallengeBonus => out.push_str("(challenge)"),
        Action::TimePenalty => out.push_str("(time)"),
        Action::EndRack(tiles) => {
            let _ = write!(out, "({tiles})");
        }
    }
    let _ = write!(out, " {:+} {}", event.score, event.total);
    if !event.comment.is_empty() {
        let _ = write!(out, " {}", event.comment);
    }
}
