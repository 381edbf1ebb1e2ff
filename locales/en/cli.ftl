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
cli-cannot-read-database = cannot read the database: { $error }

## `lexicord backup` and `lexicord restore`: the whole database in one file, and back.

cli-backup-written = backup written to { $path } ({ $bytes } bytes): { $games } games ({ $in_progress } in progress), { $ratings } ratings, { $tournaments } tournaments, { $pending } posts not yet delivered
cli-backup-written-uncounted = backup written to { $path } ({ $bytes } bytes)
cli-backup-cannot-write = cannot put the backup in place at { $path }
cli-backup-is-directory = { $path } is a directory: name the backup file to write
cli-restore-no-file = no backup file at { $path }
cli-restore-configured-database = the database of DATABASE_URL
cli-restore-bot-running = the bot's PostgreSQL in { $path } is running: stop the bot (and anything using that directory) before restoring into it
cli-restore-not-empty = { $target } already holds data: restore only into an empty database (a new data_dir, or a new database on your server), so nothing is mixed or overwritten
cli-restored = restored { $path } into { $target }: { $games } games ({ $in_progress } in progress), { $ratings } ratings, { $tournaments } tournaments, { $pending } posts not yet delivered. Start the bot (lexicord run) on it: games go on, and those posts are delivered once
cli-restored-uncounted = restored { $path } into { $target }. Start the bot (lexicord run) on it: it brings the schema up to date, games go on, and posts not yet delivered are delivered once
cli-pg-tool-missing = cannot run { $tool }: { $error } (install PostgreSQL's client programs, of the same major version as the server)
cli-pg-tool-failed = { $tool } failed: { $output }

## `lexicord export`: one server's finished games as GCG files and its events as tsh files.

cli-export-written = exported server { $guild } to { $path }: { $games } games as GCG files ({ $noted } of them with a note), { $not_written } games not written, { $events } events in { $files } tsh files
cli-export-game-noted = game { $game } ({ $variant }): written with a note, as its scores follow rules of its variant that GCG does not describe (a GCG replay does not reach them)
cli-export-game-not-written = game { $game } ({ $variant }): not written, as GCG cannot write its plays (words read along paths)
cli-export-game-failed = game { $game }: not written: { $error }
cli-export-variant-note = played as the { $variant } variant, whose rules GCG does not describe: the scores are the variant's, and a replay by the classic rules does not reach them
cli-export-cannot-write = cannot write { $path }

## `lexicord run`: a missing token, and what the start was doing when it failed.

cli-run-no-token =
    no Discord token. Create a bot in the Discord Developer Portal (https://discord.com/developers/applications, Bot tab, Reset Token) and start it with
      DISCORD_TOKEN=your-token cargo run --release -- run
    or put discord_token in lexicord.toml (see config.example.toml).
cli-run-connecting = connecting to PostgreSQL
cli-run-newer-database = the database was migrated by a newer Lexicord: it records { $count ->
    [one] migration { $versions }
   *[other] migrations { $versions }
} and this release knows migrations up to { $known } only. This release does not start on it and wrote nothing to it: run the release that migrated it (or a newer one), or restore the backup taken before the upgrade
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
cli-endgame-unfinished = the search looked no further: the rest of the game estimated
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

## `lexicord doctor`: a line a check, "verdict check: what was found. What to do: ...", then
## a summary. Verdicts come padded to one width; what to do is said only when not ok.

cli-doctor-ok = ok
cli-doctor-warning = warning
cli-doctor-problem = problem
cli-doctor-line = { $verdict } { $check }: { $found }
cli-doctor-line-advice = { $verdict } { $check }: { $found }. What to do: { $advice }
cli-doctor-all-ok = all ok
cli-doctor-summary = { $problems ->
    [one] 1 problem
   *[other] { $problems } problems
}, { $warnings ->
    [one] 1 warning
   *[other] { $warnings } warnings
}

## What each line is about.

cli-doctor-check-configuration = configuration
cli-doctor-check-token = token
cli-doctor-check-install = install contexts
cli-doctor-check-database = database
cli-doctor-check-migrations = migrations
cli-doctor-check-word-lists = word lists
cli-doctor-check-word-list = word list { $name }
cli-doctor-check-channel = channel { $channel } (server { $guild })

## The configuration.

cli-doctor-config-file = read from { $path }, with the environment over it
cli-doctor-config-none = no file: the defaults, with the environment over them
cli-doctor-config-invalid = { $error }
cli-doctor-config-invalid-fix = correct the key or the environment variable named (config.example.toml describes every key); the bot does not start until it loads

## The token and the application (Discord).

cli-doctor-token-missing = no token is set
cli-doctor-token-missing-fix = create a bot in the Discord Developer Portal (https://discord.com/developers/applications, Bot tab, Reset Token) and set it as DISCORD_TOKEN, or as discord_token in the configuration
cli-doctor-token-ok = Discord takes it: the bot is { $name } ({ $id })
cli-doctor-token-refused = Discord refuses the token (401 Unauthorized)
cli-doctor-token-refused-fix = the token was reset or mistyped: in the Discord Developer Portal (Bot tab) press Reset Token, and set the new one as DISCORD_TOKEN
cli-doctor-discord-unreachable = cannot ask Discord at { $base }: { $error }
cli-doctor-discord-unreachable-fix = check this machine's network and name resolution (and discord_api_base, if set); https://discordstatus.com says whether Discord itself is down
cli-doctor-install-ok = the application can be installed to servers and to users
cli-doctor-install-no-guild = the application cannot be installed to servers: no new server can add the bot
cli-doctor-install-no-guild-fix = in the Discord Developer Portal, Installation, tick Guild Install
cli-doctor-install-no-user = the application cannot be installed to users: players cannot play in DMs and group DMs
cli-doctor-install-no-user-fix = in the Discord Developer Portal, Installation, tick User Install
cli-doctor-install-unknown = cannot read the application's settings: { $error }
cli-doctor-install-unknown-fix = look under Installation in the Discord Developer Portal that Guild Install and User Install are ticked, or run the doctor again

## The database and its migrations.

cli-doctor-database-ok = reachable (PostgreSQL { $version })
cli-doctor-database-none = no database yet in { $path }
cli-doctor-database-none-fix = nothing, on a new install: the bot makes its own PostgreSQL there when it first starts; else set database_url, or data_dir to where the data is
cli-doctor-database-start = { $error }
cli-doctor-database-start-fix = install the PostgreSQL server package, check that this user may read data_dir, and read the log in data_dir
cli-doctor-database-unreachable = cannot connect: { $error }
cli-doctor-database-unreachable-fix = check that PostgreSQL runs where database_url says (host, port, database) and takes this user and password from this machine
cli-doctor-database-unreadable = cannot read what the bot keeps: { $error }
cli-doctor-database-unreadable-fix = check that database_url names the bot's database and that its user may read it
cli-doctor-migrations-ok = all { $count } applied
cli-doctor-migrations-pending = { $count ->
    [one] 1 not applied yet
   *[other] { $count } not applied yet
} (from { $first })
cli-doctor-migrations-pending-fix = nothing: the bot applies them when it starts (back the database up first)
cli-doctor-migrations-unknown = the database has { $count ->
    [one] 1 migration
   *[other] { $count } migrations
} this binary does not know (from { $first }): a newer Lexicord migrated it
cli-doctor-migrations-unknown-fix = run the release that migrated it, or a newer one; this one does not start on it
cli-doctor-migrations-changed = migration { $version } was applied from another file than this binary's
cli-doctor-migrations-changed-fix = run the release that applied it; the bot does not start while a migration differs
cli-doctor-migrations-failed = migration { $version } failed part way
cli-doctor-migrations-failed-fix = read the PostgreSQL log for why and repair it, delete that version's row from _sqlx_migrations, and start the bot, which applies it again

## The word lists.

cli-doctor-lists-built-in = none configured: games use the built-in ENABLE list
cli-doctor-list-ok = { $summary }
cli-doctor-list-unreadable = { $error }
cli-doctor-list-unreadable-fix = correct its path under [lexicons] or put the file back (`lexicord lexicons` says what each list keeps); the bot does not start while a configured list cannot be read

## The bot's permissions in each server channel with a game in progress, named as Discord
## names them.

cli-doctor-need-view = View Channel
cli-doctor-need-send = Send Messages
cli-doctor-need-send-in-threads = Send Messages in Threads
cli-doctor-need-attach = Attach Files
cli-doctor-need-threads = Create Public Threads
cli-doctor-channel-ok = the bot may view, post, attach files and open threads ({ $games ->
    [one] 1 game
   *[other] { $games } games
} in progress)
cli-doctor-channel-missing = the bot lacks { $missing } here, where { $games ->
    [one] 1 game is
   *[other] { $games } games are
} in progress: their turns are not posted
cli-doctor-channel-threads = the bot lacks { $missing } here: tournaments and leagues cannot open their boards' threads
cli-doctor-channel-missing-fix = in the channel's settings (Permissions), allow { $missing } for the bot or its role, or remove the overwrite that denies it
cli-doctor-channel-hidden = the bot cannot see this channel, where { $games ->
    [one] 1 game is
   *[other] { $games } games are
} in progress
cli-doctor-channel-hidden-fix = in the channel's settings (Permissions), allow View Channel for the bot or its role
cli-doctor-channel-gone = the channel is gone, with { $games ->
    [one] 1 game
   *[other] { $games } games
} in progress
cli-doctor-channel-gone-fix = nothing, unless it was removed by mistake: its games cannot go on there, and end as their players' turns time out
cli-doctor-channel-no-server = the bot is no longer in this server, where { $games ->
    [one] 1 game is
   *[other] { $games } games are
} in progress
cli-doctor-channel-no-server-fix = invite the bot to the server again if it was removed by mistake; its games there cannot go on without it
cli-doctor-channel-unknown = cannot ask Discord about this channel: { $error }
cli-doctor-channel-unknown-fix = run the doctor again; if it persists, check the bot's permissions in the channel's settings
