//! The players' turn commands: play, exchange, pass, block, challenge and resign, each run on
//! the channel's active game in one transaction through `Turns` (`turns.rs`), refused once the
//! mover's time ran out; and how players write tiles and squares.

use crate::engine::game::{Command, Game, GameError, Seat};
use crate::engine::layout::Pos;
use crate::engine::notation::parse_play;
use crate::engine::tiles::{BLANK, Reading, TileSet};
use crate::engine::variant::Feature;
use crate::kinds::GameStatus;
use crate::store::games;

use super::Games;
use super::turns::Turns;
use crate::service::Request;
use crate::service::errors::{ServiceError, UserError};
use crate::service::idempotency::{recall, remember};
use crate::service::loaded::{self, LoadedGame};
use crate::service::report::Report;

impl Games {
    /// Runs one player command on the channel's active game (its span names the game once found).
    #[tracing::instrument(skip_all, fields(request = %request, game_id = tracing::field::Empty))]
    pub(crate) async fn command(
        &self,
        request: &Request,
        build: impl FnOnce(&LoadedGame, &Game, Seat) -> Result<Command, ServiceError>,
    ) -> Result<Report, ServiceError> {
        let mut tx = self.pool.begin().await?;
        let row = games::lock_open_game(&mut tx, request.channel_id)
            .await?
            .ok_or(UserError::NoGameHere)?;
        tracing::Span::current().record("game_id", row.id);
        if let Some(report) = recall(&mut tx, request).await? {
            return Ok(report);
        }
        if row.status == GameStatus::Lobby {
            return Err(UserError::NotStarted.into());
        }
        let loaded = loaded::load(&mut tx, row, &self.lexicons).await?;
        let seat = loaded
            .seat_of(request.user_id)
            .ok_or(UserError::NotAPlayer)?;
        let game = loaded.game.clone().ok_or(UserError::NotStarted)?;
        let command = build(&loaded, &game, seat)?;
        // A turn action after the mover's deadline is refused; the runner passes the turn.
        if matches!(
            command,
            Command::Play { .. }
                | Command::PlayWords { .. }
                | Command::Exchange { .. }
                | Command::Pass { .. }
        ) && game.to_move() == Some(seat)
            && let Some(due) = loaded.row.clock.turn_due_at
            && due <= self.clock.now()
        {
            return Err(UserError::TimeRanOut(due.unix_timestamp()).into());
        }
        let mut turns = Turns::begin(self, &loaded, game);
        turns.apply(&command)?;
        let report = turns.finish(&mut tx, request, false, None).await?;
        remember(&mut tx, request, Some(loaded.row.id), &report).await?;
        tx.commit().await?;
        tracing::debug!(version = report.version, "command applied");
        Ok(report)
    }

    /// `/play`: a word at a coordinate (`8D` across, `D8` down; lower case = blank; tiles on
    /// the board typed as their letters, `.` or in parentheses).
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn play(
        &self,
        request: &Request,
        coord: &str,
        word: &str,
    ) -> Result<Report, ServiceError> {
        self.command(request, |_, game, seat| {
            play_command(game, seat, coord, word)
        })
        .await
    }

    /// `/exchange`: swap these tiles (letters, `?` for a blank).
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn exchange(
        &self,
        request: &Request,
        tiles_text: &str,
    ) -> Result<Report, ServiceError> {
        self.command(request, |_, game, seat| {
            exchange_command(game, seat, tiles_text)
        })
        .await
    }

    /// `/pass`.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn pass(&self, request: &Request) -> Result<Report, ServiceError> {
        self.command(request, |_, _, seat| Ok(Command::Pass { player: seat }))
            .await
    }

    /// Puts a piece the player holds on an empty square to close it, on their turn
    /// or at once after their play (the engine says whether the game has them).
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn block(&self, request: &Request, square: &str) -> Result<Report, ServiceError> {
        let at = square_named(square).ok_or_else(|| UserError::BadSquare(square.to_owned()))?;
        self.command(request, |_, game, seat| {
            game.variant().require(Feature::Blockers)?;
            Ok(Command::Block { player: seat, at })
        })
        .await
    }

    /// `/challenge`: challenge the last play.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn challenge(&self, request: &Request) -> Result<Report, ServiceError> {
        self.command(request, |_, _, seat| Ok(Command::Challenge { by: seat }))
            .await
    }

    /// `/game resign`.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn resign(&self, request: &Request) -> Result<Report, ServiceError> {
        self.command(request, |_, _, seat| Ok(Command::Resign { player: seat }))
            .await
    }
}

/// A play of `word` at `coord` by `seat`, refused early when it is not their turn.
pub(crate) fn play_command(
    game: &Game,
    seat: Seat,
    coord: &str,
    word: &str,
) -> Result<Command, ServiceError> {
    // The engine says why a resigned player cannot play; only its turn check is early.
    game.variant().require(Feature::LinePlays)?;
    if game.to_move() != Some(seat) && !game.is_over() && !game.has_resigned(seat) {
        return Err(UserError::Move(GameError::NotYourTurn).into());
    }
    let placement = parse_play(
        &game.variant().tiles,
        game.board(),
        coord.trim(),
        word.trim(),
    )?;
    Ok(Command::Play {
        player: seat,
        placement,
    })
}

/// An exchange of the tiles written in `tiles_text` by `seat`.
pub(crate) fn exchange_command(
    game: &Game,
    seat: Seat,
    tiles_text: &str,
) -> Result<Command, ServiceError> {
    let tiles = exchange_tiles(&game.variant().tiles, tiles_text)?;
    Ok(Command::Exchange {
        player: seat,
        tiles,
    })
}

/// Reads exchange text as a set of tiles (rule 7 swaps tiles, not letters): one character a
/// tile, a tile of several letters in brackets (`[CH]`, or plainly where only it fits, as
/// `tiles::Reading::Tiles` reads), `?` or `_` for a blank; spaces and commas between tiles.
/// Letters are folded as the edition folds them (`TileSet::fold`: French `É` is E).
pub(crate) fn exchange_tiles(set: &TileSet, text: &str) -> Result<Vec<u8>, UserError> {
    let bad = || UserError::BadTiles(text.to_owned());
    let mut picked = Vec::new();
    let folded = set.fold(text);
    let mut rest = &*folded;
    while let Some(c) = rest.chars().next() {
        if c.is_whitespace() || c == ',' || c == '?' || c == '_' {
            if c == '?' || c == '_' {
                picked.push(BLANK);
            }
            rest = &rest[c.len_utf8()..];
            continue;
        }
        let (typed, len) = set
            .read_tile(rest, Reading::Tiles)
            .ok()
            .flatten()
            .ok_or_else(bad)?;
        picked.push(typed.letter);
        rest = &rest[len..];
    }
    if picked.is_empty() {
        return Err(UserError::Move(GameError::ExchangeNothing));
    }
    Ok(picked)
}

/// A square as players name it, column and row in either order: `I8` or `8I`.
pub(crate) fn square_named(text: &str) -> Option<Pos> {
    let text = text.trim().to_ascii_uppercase();
    let letters: String = text.chars().filter(char::is_ascii_uppercase).collect();
    let digits: String = text.chars().filter(char::is_ascii_digit).collect();
    if letters.len() != 1 || letters.len() + digits.len() != text.len() {
        return None;
    }
    let row: u8 = digits.parse().ok()?;
    let col = letters.as_bytes()[0] - b'A';
    (1..=26).contains(&row).then(|| Pos::new(row - 1, col))
}

#[cfg(test)]
mod tests {
    use super::exchange_tiles;
    use crate::engine::tiles::{BLANK, TileSet};
    use crate::service::errors::UserError;

    fn spanish() -> TileSet {
        TileSet::by_name("spanish").expect("the Spanish edition")
    }

    #[test]
    fn an_exchange_reads_two_letter_tiles_in_brackets_and_single_letters_apart() {
        let set = spanish();
        let ch = set
            .read_tiles("[CH]", crate::engine::tiles::Reading::Tiles)
            .unwrap()[0]
            .letter;
        let (c, h) = (set.letter_of('C').unwrap(), set.letter_of('H').unwrap());
        assert_eq!(
            exchange_tiles(&set, "[CH] C H ?").unwrap(),
            vec![ch, c, h, BLANK]
        );
        // Plain CH in a set of tiles is C and H: a rack often holds both.
        assert_eq!(exchange_tiles(&set, "ch,_").unwrap(), vec![c, h, BLANK]);
        assert_eq!(
            exchange_tiles(&set, "Ñ").unwrap(),
            vec![set.letter_of('Ñ').unwrap()]
        );
    }

    #[test]
    fn an_exchange_is_typed_with_accents_folded_but_a_tile_of_its_own_kept() {
        let french = TileSet::by_name("french").expect("the French edition");
        let e = french.letter_of('E').unwrap();
        let o = french.letter_of('O').unwrap();
        assert_eq!(exchange_tiles(&french, "É è, Œ").unwrap(), vec![e, e, o, e]);
        let set = spanish();
        let n_tilde = set.letter_of('Ñ').unwrap();
        let a = set.letter_of('A').unwrap();
        assert_eq!(exchange_tiles(&set, "ñÁ").unwrap(), vec![n_tilde, a]);
        assert!(matches!(
            exchange_tiles(&set, "Þ"),
            Err(UserError::BadTiles(text)) if text == "Þ"
        ));
    }

    #[test]
    fn an_exchange_of_no_tile_or_of_an_unknown_one_is_refused_with_the_text() {
        let set = spanish();
        assert!(matches!(
            exchange_tiles(&set, " , "),
            Err(UserError::Move(_))
        ));
        for text in ["K", "[XY]", "[CH"] {
            assert!(
                matches!(exchange_tiles(&set, text), Err(UserError::BadTiles(t)) if t == text),
                "{text}"
            );
        }
    }
}
