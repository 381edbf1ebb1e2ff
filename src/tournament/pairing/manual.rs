//! Manual pairings, as a director gives them: checked that every player is in exactly one
//! game or bye, and taken as they are (who goes first included).

use super::error::PairError;
use super::pairs::Pairing;

/// The pairings if they cover each of the `n` players exactly once.
pub fn check(n: usize, pairings: &[Pairing]) -> Result<Vec<Pairing>, PairError> {
    let mut seen = vec![false; n];
    for pairing in pairings {
        let players = match *pairing {
            Pairing::Game { first, second } => vec![first, second],
            Pairing::Bye(p) => vec![p],
        };
        for p in players {
            let slot = seen.get_mut(p).ok_or(PairError::ManualUnknown(p + 1))?;
            if *slot {
                return Err(PairError::ManualTwice(p + 1));
            }
            *slot = true;
        }
    }
    match seen.iter().position(|&s| !s) {
        Some(p) => Err(PairError::ManualMissing(p + 1)),
        None => Ok(pairings.to_vec()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn everyone_once() {
        let game = |first, second| Pairing::Game { first, second };
        let ok = [game(2, 0), Pairing::Bye(1)];
        assert_eq!(check(3, &ok).unwrap(), ok);
        assert_eq!(check(3, &[game(0, 1)]), Err(PairError::ManualMissing(3)));
        assert_eq!(
            check(3, &[game(0, 0), Pairing::Bye(2)]),
            Err(PairError::ManualTwice(1))
        );
        assert_eq!(
            check(3, &[game(0, 1), Pairing::Bye(5)]),
            Err(PairError::ManualUnknown(6))
        );
    }
}
