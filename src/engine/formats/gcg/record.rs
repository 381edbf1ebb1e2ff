//! The GCG record as data: pragmas and move lines in file order, and the questions asked of it.

use crate::engine::notation::Coord;

/// A GCG record: its pragmas and move lines in file order, so notes stay beside the moves
/// they comment on and the writer gives back the same record.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GcgRecord {
    pub entries: Vec<Entry>,
}

/// One pragma (`#...`) or one move line (`>...`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    Pragma(Pragma),
    Event(Event),
}

/// A `#` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pragma {
    /// `#character-encoding UTF-8`.
    CharacterEncoding(String),
    /// `#player1 NICK Full Name`.
    Player(Player),
    /// `#lexicon CSW21`.
    Lexicon(String),
    Title(String),
    Description(String),
    /// `#id AUTHORITY ID`.
    Id(String),
    /// `#note ...` with its continuation lines, joined by `\n`.
    Note(String),
    /// Any other pragma (`#rack1`, `#incomplete`, `#game-type`, ...), kept as written.
    Other {
        name: String,
        value: String,
    },
}

/// A player named by a `#playerN` pragma.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// `N` in `#playerN`.
    pub number: u8,
    /// The name used on move lines.
    pub nick: String,
    pub name: String,
}

/// A move line: `>NICK: RACK ACTION SCORE TOTAL [comment]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    /// Line number in the text it was read from (1-based; 0 for events built in code).
    pub line: usize,
    pub nick: String,
    /// The rack as recorded: may be empty or partial (only the tiles that were seen).
    pub rack: String,
    pub action: Action,
    /// Points this line adds to the player's total (negative for penalties and take-backs).
    pub score: i32,
    /// The player's running total after this line.
    pub total: i32,
    /// Anything after the total (some programs list the words formed there).
    pub comment: String,
}

/// What a move line records.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A tile play: `8D WORD` (through tiles as `.`, letters or `(...)`; blanks lower case).
    Play { coord: Coord, word: String },
    /// `-`: a pass (or a failed challenge that costs the turn).
    Pass,
    /// `-TILES` or `-N`: an exchange.
    Exchange(Exchanged),
    /// `--`: the player's previous play was challenged off and its tiles taken back.
    Withdrawn,
    /// `(challenge)`: points for a play that was challenged and stayed.
    ChallengeBonus,
    /// `(time)`: a penalty for overtime.
    TimePenalty,
    /// `(TILES)`: the end-of-game adjustment for tiles left on a rack.
    EndRack(String),
}

/// The tiles an exchange put back: known tiles, or only how many.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exchanged {
    Tiles(String),
    Count(u8),
}

impl GcgRecord {
    /// The pragmas, in order.
    pub fn pragmas(&self) -> impl Iterator<Item = &Pragma> {
        self.entries.iter().filter_map(|e| match e {
            Entry::Pragma(p) => Some(p),
            Entry::Event(_) => None,
        })
    }

    /// The move lines, in order.
    pub fn events(&self) -> impl Iterator<Item = &Event> {
        self.entries.iter().filter_map(|e| match e {
            Entry::Event(ev) => Some(ev),
            Entry::Pragma(_) => None,
        })
    }

    /// The players named by `#playerN` pragmas, in the order they appear.
    pub fn players(&self) -> Vec<&Player> {
        self.pragmas()
            .filter_map(|p| match p {
                Pragma::Player(player) => Some(player),
                _ => None,
            })
            .collect()
    }

    /// The `#lexicon` pragma, if any.
    pub fn lexicon(&self) -> Option<&str> {
        self.pragmas().find_map(|p| match p {
            Pragma::Lexicon(name) => Some(name.as_str()),
            _ => None,
        })
    }

    /// The `#title` pragma, if any.
    pub fn title(&self) -> Option<&str> {
        self.pragmas().find_map(|p| match p {
            Pragma::Title(title) => Some(title.as_str()),
            _ => None,
        })
    }
}
