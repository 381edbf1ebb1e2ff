# Lexicord: the command line's words for what it cannot read, replay or solve, and its own
# errors, English only (the command line speaks English; the bot's players never read these).
# Values in { $name } are put in by the code; quoted values come in with their quotes.

## A GCG record's line that cannot be read.

cli-gcg-line = line { $line }: { $problem }
cli-gcg-no-nick = a move line starts with the player's nick and a colon
cli-gcg-no-score = a move line ends with the score (+N or -N) and the running total
cli-gcg-unknown-move = { $text } is not a move
cli-gcg-no-word = a play needs a coordinate and a word
cli-gcg-no-player-nick = a #player pragma needs a nick
cli-gcg-unreadable = { $text } is neither a pragma, a move line nor part of a note

## A CGP position that cannot be read.

cli-cgp-missing = a position needs the board, racks, scores and scoreless-turn count; { $part } is missing
cli-cgp-board-shape = the board needs 1 to 26 rows of 1 to 26 squares
cli-cgp-row-length = board row { $row } has { $found } squares, not { $expected }
cli-cgp-unknown-tile = board row { $row }: { $text } is not a tile of this tile set
cli-cgp-bad-rack = { $text } is not a rack of this tile set
cli-cgp-bad-scores = { $text } is not a list of scores
cli-cgp-racks-and-scores = there are { $racks } racks but { $scores } scores
cli-cgp-bad-zero-turns = { $text } is not a count of scoreless turns
cli-cgp-unterminated-operation = operations end with a semicolon: { $text }
cli-cgp-unknown-distribution = no tile set called { $text }

## What a replayed record disagrees with, and records that cannot be replayed.

cli-replay-score = line { $line }: recorded { $recorded }, computed { $computed }
cli-replay-total = line { $line }: total recorded { $recorded }, computed { $computed }
cli-replay-illegal = line { $line }: cannot play { $play }: { $reason }
cli-replay-nothing-to-withdraw = line { $line }: no play to take back
cli-replay-unknown-words = line { $line }: not in the lexicon: { $words }
cli-replay-unknown-tile-set = not a game in a tile set we know (see `lexicord tilesets`): it uses { $letter }
cli-log-setup = the game could not be set up: { $reason }
cli-log-command = command { $index } was refused: { $reason }
cli-log-unjudged = challenge { $index } was logged without its judgement and no word list is at hand
cli-setup-player-count = a game needs 2 to 4 players, not { $players }
cli-setup-too-many-players = this game is for at most { $most } players, not { $players }
cli-setup-no-such-first-player = player { $player } cannot go first: there is no such player

## Positions the endgame solver and the simulation do not take.

cli-endgame-bag-not-empty = an endgame is solved with the bag empty, and { $in_bag } tiles are still to be drawn
cli-endgame-players = an endgame is solved between two players, not { $players }
cli-endgame-no-tiles = the side to move has no tiles: the game is already over
cli-endgame-variant = the endgame is solved for games scored by the classic rules, not { $variant }
cli-endgame-rack-size = an endgame is solved with racks of at most { $max } tiles, not { $tiles }
cli-sim-players = a simulation is between two players, not { $players }
cli-sim-variant = a simulation follows the classic rules, not { $variant }
cli-sim-no-play = the player to move has no play to judge

## Word lists and word graphs that do not load.

cli-lexicon-not-a-letter = line { $line }: { $word } has a character that is not a letter of the { $set } tile set
cli-lexicon-too-large = the word list is too large for a word graph (more than 2^24 arcs and nodes)
cli-lexicon-bad-graph = these bytes are not a Lexicord word graph ({ $reason })

## A tsh event whose player lines do not agree.

cli-event-unknown-opponent = round { $round }: opponent { $opponent } is not a player (there are { $players })
cli-event-paired-with-self = round { $round }: paired with themself
cli-event-not-mutual = round { $round }: paired with player { $opponent }, whose round { $round } is { $theirs } (pairings must be mutual)
cli-event-score-without-pairing = { $scores } scores for { $rounds } paired rounds (a score for an unpaired round)
cli-event-opponent-unscored = round { $round }: has a score, but opponent { $opponent } has none for that round

## Files a command cannot read or write.

cli-cannot-read = cannot read { $path }
cli-cannot-read-file = cannot read the file
cli-cannot-read-record = cannot read the record { $path }
cli-cannot-read-lexicon = cannot read the lexicon { $path }
cli-lexicon-not-utf8 = the lexicon is not UTF-8 text
cli-the-lexicon = the lexicon { $path }
cli-the-event = the event { $path }
cli-cannot-write = cannot write { $path }

## What a command is given to work on, refused.

cli-moves-no-position = give a position with --cgp or --cgp-file
cli-render-no-position = give a position with --cgp or --gcg
cli-cannot-read-positions = cannot read the positions
cli-moves-position = position { $position }
cli-cannot-read-position = cannot read the position
cli-cannot-read-cgp = cannot read the CGP position
cli-no-tile-set = no tile set called { $name } (see `lexicord tilesets`)
cli-enable-english-only = the built-in word list is English: give a word list in the { $tiles } tile set with --words
cli-replay-enable-english-only = the built-in lexicon (ENABLE) is English; this record uses the { $tiles } tile set: give its word list with --lexicon
cli-analyze-board = positions are analysed on the { $rows }x{ $cols } board
cli-endgame-board = the endgame is solved on the { $rows }x{ $cols } board
cli-render-board = only the classic { $rows }x{ $cols } board can be drawn from CGP; this one is { $given_rows }x{ $given_cols }
cli-cannot-draw = cannot draw { $path }
cli-cannot-replay = cannot replay { $path }
cli-record-no-moves = the record has no move lines
cli-record-too-short = the record has only { $moves ->
    [one] 1 move line
   *[other] { $moves } move lines
}
cli-cannot-pair = cannot pair round { $round } of { $path }

## The configured word lists (`lexicord lexicons`, `lexicord run`), the cache of their graphs,
## and the database asked which open games use each.

cli-cannot-read-list = cannot read lexicon { $name } from { $path }
cli-list-no-tile-set = lexicon { $name }: no tile set { $tiles }
cli-list = lexicon { $name }
cli-list-in-tiles = lexicon { $name } ({ $tiles } tiles)
cli-list-no-words = lexicon { $name }: { $path } gives no word to play ({ $report }); check that the file is the word list meant
cli-list-no-words-in-tiles = lexicon { $name }: { $path } gives no word to play ({ $report }); check that the file is the word list meant and that it is in { $tiles }
cli-no-database = no database yet in { $path } (the bot has not run here)
cli-cannot-connect = cannot connect to the database: { $error }
cli-cannot-read-games = cannot read the games: { $error }
cli-cannot-start-database = cannot start the bot's own PostgreSQL: { $error }
cli-not-a-version = not a version's name (a version is named by hex digits)

## `lexicord run`: a missing token, and what the start was doing when it failed.

cli-run-no-token =
    no Discord token. Create a bot in the Discord Developer Portal (https://discord.com/developers/applications, Bot tab, Reset Token) and start it with
      DISCORD_TOKEN=your-token cargo run --release -- run
    or put discord_token in lexicord.toml (see config.example.toml).
cli-run-connecting = connecting to PostgreSQL
cli-run-listening-interrupt = listening for Ctrl-C
cli-run-listening-terminate = listening for SIGTERM

## `lexicord render --replay`'s captions of a GCG record's lines that the bot's replay words
## (`replay-*`) do not cover; points come signed (+5, -12).

cli-caption-play = { $word } at { $coord } for { $score }
cli-caption-withdrawn = play challenged off ({ $points })
cli-caption-challenge-bonus = challenge bonus ({ $points })
cli-caption-time-penalty = time penalty ({ $points })
cli-caption-tiles-left = tiles left ({ $points })

## `lexicord endgame`'s solution: the best line a turn a line (the play as `8H CAT 5`, or
## `pass`), how the game ends, and the spread; spreads come signed (+5, -12).

cli-endgame-turn = { $step }. player { $player }: { $turn }
cli-endgame-goes-out = player { $player } goes out
cli-endgame-scoreless = scoreless turns end the game
cli-endgame-unfinished = the search looked no further: each rack counted against its holder
cli-endgame-end = end: { $ending }, { $adjustment } in unplayed tiles
cli-endgame-spread = spread: { $spread } from here, final { $final } for player 1
cli-endgame-unproven = not proven within { $nodes } positions: the best line of a search { $depth } turns ahead

## `lexicord lexicons`' lines: each list as loaded, and each version with the open games on it.

cli-lexicons-enable = version { $version }: ENABLE, built in ({ $words } words)
cli-lexicons-loaded = version { $version }: { $report }; { $how } in { $ms } ms
cli-lexicons-built = built
cli-lexicons-cached = from the cache
cli-lexicons-open-games = open games: { $games }
cli-lexicons-no-open-game = no open game
cli-lexicons-games-unknown = open games unknown: { $reason }
