//! Starting a game: the draw for first play, dealing the racks, and arranged positions.

use super::{DiceTable, Game, GameSettings, Phase, Seat, SeatState, SetupError, VariantState};
use crate::engine::bag::Bag;
use crate::engine::board::Board;
use crate::engine::rack::Rack;
use crate::engine::variant::Variant;

/// Rounds of redraws after which a tie is settled by seat order. A real bag never gets near it;
/// it only stops a stacked bag of identical tiles from redrawing for ever.
const MAX_DRAW_ROUNDS: usize = 64;

/// Mixed into a game's seed to shuffle its card deck apart from its bag.
const CARD_SEED: u64 = 0x5A0C_E12D;

/// The draw for first play, to show the players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningDraw {
    /// Each round: the tile (0 = blank) each contender drew, by seat. The first round has every
    /// player; later rounds only those who tied for first. Empty when the first player was
    /// given ([`GameSettings::first_player`]): then nobody draws.
    pub rounds: Vec<Vec<(Seat, u8)>>,
    /// Who plays first.
    pub first: Seat,
    /// The order of play: the first player, then around the table by seat.
    pub order: Vec<Seat>,
}

/// Setting up, rule 2: "Players each draw one letter tile. The player drawing the letter
/// nearest the beginning of the alphabet goes first. A blank tile supersedes all other tiles."
/// Players who tie for first redraw among themselves until one wins. The drawn tiles are mixed
/// back into the bag after each round.
pub fn draw_for_order(bag: &mut Bag, players: usize) -> OpeningDraw {
    let mut contenders: Vec<Seat> = (0..players).collect();
    let mut rounds = Vec::new();
    loop {
        let draws: Vec<(Seat, u8)> = contenders
            .iter()
            .filter_map(|&seat| bag.draw().map(|tile| (seat, tile)))
            .collect();
        let tiles: Vec<u8> = draws.iter().map(|&(_, tile)| tile).collect();
        bag.mix_in(&tiles);
        // Tiles are numbered in alphabet order with the blank as 0, so the lowest wins.
        if let Some(&best) = tiles.iter().min() {
            contenders = draws
                .iter()
                .filter(|&&(_, tile)| tile == best)
                .map(|&(seat, _)| seat)
                .collect();
        }
        rounds.push(draws);
        if contenders.len() <= 1 || rounds.len() >= MAX_DRAW_ROUNDS || tiles.is_empty() {
            break;
        }
    }
    let first = contenders.first().copied().unwrap_or(0);
    OpeningDraw {
        rounds,
        first,
        order: (0..players).map(|k| (first + k) % players).collect(),
    }
}

impl OpeningDraw {
    /// No draw for first play: `first` was decided before the game ([`GameSettings::first_player`]),
    /// and play goes around the table from them.
    pub fn given(first: Seat, players: usize) -> OpeningDraw {
        OpeningDraw {
            rounds: Vec::new(),
            first,
            order: (0..players).map(|k| (first + k) % players).collect(),
        }
    }
}

impl Game {
    /// A new game for `players` seats with a bag shuffled from `seed`: the draw for first play
    /// (skipped when [`GameSettings::first_player`] names the first player), then each player,
    /// in order of play, draws a full rack (setting up, rule 3).
    pub fn new(
        variant: Variant,
        settings: GameSettings,
        players: usize,
        seed: u64,
    ) -> Result<(Game, OpeningDraw), SetupError> {
        if variant.uses_dice() {
            return Self::with_dice(variant, settings, players, seed);
        }
        let bag = Bag::seeded(&variant.tiles, seed);
        let (mut game, draw) = Self::with_bag(variant, settings, players, bag)?;
        if !game.extras.deck.is_empty() {
            // The card deck is shuffled from the game's own seed, so a replay draws the same.
            use rand::SeedableRng;
            use rand::seq::SliceRandom;
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed ^ CARD_SEED);
            game.extras.deck.shuffle(&mut rng);
        }
        Ok((game, draw))
    }

    /// A new dice game (rule book 002): the roll for first play, then the first player "draws
    /// 7 dice from the cup and rolls them". The bag stays empty; the dice are the supply.
    fn with_dice(
        variant: Variant,
        settings: GameSettings,
        players: usize,
        seed: u64,
    ) -> Result<(Game, OpeningDraw), SetupError> {
        check_player_count(players)?;
        check_first_player(settings, players)?;
        let (table, draw) = DiceTable::new(&variant.tiles, players, seed, settings.first_player);
        let letters = variant.tiles.letter_count();
        let racks = vec![Rack::empty(letters); players];
        let mut game = Self::arranged(variant, settings, racks, Bag::stacked(&[]), draw.first)?;
        game.extras.dice = Some(Box::new(table));
        game.deal_dice(draw.first);
        Ok((game, draw))
    }

    /// Like [`Game::new`] with a bag the caller made (its own RNG, or a stacked bag).
    pub fn with_bag(
        variant: Variant,
        settings: GameSettings,
        players: usize,
        mut bag: Bag,
    ) -> Result<(Game, OpeningDraw), SetupError> {
        check_player_count(players)?;
        check_first_player(settings, players)?;
        let draw = match settings.first_player {
            Some(first) => OpeningDraw::given(first, players),
            None => draw_for_order(&mut bag, players),
        };
        let letters = variant.tiles.letter_count();
        let mut racks = vec![Rack::empty(letters); players];
        for &seat in &draw.order {
            for tile in bag.draw_up_to(usize::from(variant.rack_size)) {
                racks[seat].add(tile);
            }
        }
        let game = Self::arranged(variant, settings, racks, bag, draw.first)?;
        Ok((game, draw))
    }

    /// A game starting from given racks (by seat), bag and first player, with no draw: for
    /// tests, puzzles and positions taken from records.
    pub fn arranged(
        variant: Variant,
        settings: GameSettings,
        racks: Vec<Rack>,
        bag: Bag,
        first: Seat,
    ) -> Result<Game, SetupError> {
        check_player_count(racks.len())?;
        if racks.len() > usize::from(variant.max_players) {
            return Err(SetupError::TooManyPlayers {
                players: racks.len(),
                most: variant.max_players,
            });
        }
        if first >= racks.len() {
            return Err(SetupError::NoSuchFirstPlayer(first));
        }
        let board = Board::empty(variant.layout.rows(), variant.layout.cols());
        let variant_yellow = variant.yellow_blanks;
        let variant_blockers = variant.blockers;
        let deck = if variant.saucer_cards {
            crate::engine::race::deck()
        } else {
            Vec::new()
        };
        let seats = racks
            .into_iter()
            .map(|rack| SeatState {
                rack,
                score: 0,
                resigned: false,
                loses_next_turn: false,
                yellow: 0,
                blockers: 0,
            })
            .collect();
        Ok(Game {
            variant,
            settings,
            board,
            bag,
            seats,
            to_move: first,
            phase: Phase::Playing,
            pending: None,
            scoreless_turns: 0,
            history: Vec::new(),
            extras: VariantState {
                dice: None,
                yellow_supply: variant_yellow,
                blocker_supply: variant_blockers,
                blocked: Vec::new(),
                deck,
                cards_drawn: Vec::new(),
            },
        })
    }
}

fn check_player_count(players: usize) -> Result<(), SetupError> {
    if (2..=4).contains(&players) {
        Ok(())
    } else {
        Err(SetupError::PlayerCount(players))
    }
}

/// A given first player must have a seat.
fn check_first_player(settings: GameSettings, players: usize) -> Result<(), SetupError> {
    match settings.first_player {
        Some(first) if first >= players => Err(SetupError::NoSuchFirstPlayer(first)),
        _ => Ok(()),
    }
}
