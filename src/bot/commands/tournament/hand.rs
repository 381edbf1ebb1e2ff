//! Reading a director's hand-made pairings: games separated by commas, each two player mentions
//! (the first goes first) or one mention and `bye`: `@Ann @Bo, @Cy @Di, @Ed bye`.

use super::super::Tr;
use crate::engine::names::quoted;
use crate::service::tournaments::HandPairing;

/// The pairings written in `text`, or why they cannot be read (said in `tr`'s language).
pub fn parse(text: &str, tr: Tr) -> Result<Vec<HandPairing>, String> {
    let mut out = Vec::new();
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let mut users = Vec::new();
        let mut bye = false;
        for word in part.split_whitespace() {
            if word.eq_ignore_ascii_case("bye") {
                bye = true;
                continue;
            }
            let id = word
                .strip_prefix("<@")
                .and_then(|w| w.strip_suffix('>'))
                .map(|w| w.trim_start_matches('!'))
                .and_then(|w| w.parse::<i64>().ok())
                .ok_or_else(|| {
                    tr.say(
                        "tournament-pairing-not-a-mention",
                        &[("word", quoted(word).into())],
                    )
                })?;
            users.push(id);
        }
        out.push(match (users.as_slice(), bye) {
            ([first, second], false) => HandPairing {
                first: *first,
                second: Some(*second),
            },
            ([player], true) => HandPairing {
                first: *player,
                second: None,
            },
            _ => {
                return Err(tr.say(
                    "tournament-pairing-unreadable",
                    &[("part", quoted(part).into())],
                ));
            }
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_and_byes_are_read_from_mentions() {
        let tr = Tr::default();
        let list = parse("<@1> <@!2>, <@3> bye ,", tr).unwrap();
        assert_eq!(
            list,
            [
                HandPairing {
                    first: 1,
                    second: Some(2)
                },
                HandPairing {
                    first: 3,
                    second: None
                }
            ]
        );
        assert!(parse("<@1> Bob", tr).unwrap_err().contains("\"Bob\""));
        assert!(parse("<@1> <@2> <@3>", tr).is_err());
        assert!(parse("<@1>", tr).is_err());
        assert_eq!(parse("", tr).unwrap(), []);
    }
}
