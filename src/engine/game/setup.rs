//! Starting a game: the draw for first play, dealing the racks, and arranged positions.

use super::dice_table::DiceTable;
use super::error::SetupError;
use super::extras::{SeatExtras, VariantState};
use super::opening::{OpeningDraw, draw_for_order};
use super::record::Seat;
use super::settings::GameSettings;
use super::state::{Game, Phase, SeatState};
use crate::engine::bag::Bag;
use crate::engine::board::Board;
use crate::engine::rack::Rack;
use crate::engine::variant::Variant;

/// Mixed into a game's seed to shuffle its card deck apart from its bag.
const CARD_SEED: u64 = 0x5A0C_E12D;

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
                extras: SeatExtras::default(),
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
